import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, TextArea, Toast } from 'antd-mobile';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { ApiError } from '../../../api/api-error.ts';
import { admissionKeys, admissionsApi } from '../api/admissions-api.ts';
import { examineeToken } from '../api/examinee-session.ts';
import { LoadState } from '../components/load-state.tsx';
import { PublicBar } from '../components/public-bar.tsx';
import '../admissions.css';

const sessionEnded = 6041211;

/** /zxlqyjyfk: the examinee's admission opinion, their feedback and the office's replies. */
export function ExamineePage() {
  const { t, i18n } = useTranslation('admissions');
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const tenant = search.get('tenant');
  const queryClient = useQueryClient();
  const [content, setContent] = useState('');
  const loginPath = `/zxlqyjyfk_login${tenant ? `?tenant=${encodeURIComponent(tenant)}` : ''}`;
  const hasSession = examineeToken.get() !== null;
  const opinion = useQuery({
    queryKey: admissionKeys.opinion,
    queryFn: admissionsApi.examineeOpinion,
    enabled: hasSession,
    retry: false,
  });
  const ended = !hasSession || (opinion.error instanceof ApiError && opinion.error.state === sessionEnded);
  useEffect(() => {
    if (ended) {
      examineeToken.clear();
      navigate(loginPath, { replace: true });
    }
  }, [ended, navigate, loginPath]);
  const send = useMutation({
    mutationFn: () => admissionsApi.sendFeedback(content.trim()),
    onSuccess: async () => {
      setContent('');
      Toast.show({ content: t('examinee.sent') });
      await queryClient.invalidateQueries({ queryKey: admissionKeys.opinion });
    },
    onError: (error) => Toast.show({ content: error.message, duration: 5000 }),
  });
  const logout = async () => {
    await admissionsApi.examineeLogout().catch(() => null);
    examineeToken.clear();
    queryClient.removeQueries({ queryKey: admissionKeys.opinion });
    navigate(loginPath, { replace: true });
  };
  const data = opinion.data;
  const waiting = data?.feedback.some((f) => f.reply === null) ?? false;
  const when = (iso: string) => new Date(iso).toLocaleString(i18n.language);
  return (
    <div className="admit-page" data-testid="examinee-page">
      <PublicBar title={t('titles.examinee')} />
      {!data ? (
        <LoadState pending={opinion.isPending} onRetry={() => opinion.refetch()} />
      ) : (
        <>
          <section className="admit-card">
            <dl className="admit-facts">
              <dt>{t('lookup.name')}</dt>
              <dd>{data.name}</dd>
              <dt>{t('lookup.examineeNo')}</dt>
              <dd>{data.examineeNo}</dd>
              <dt>{t('examinee.college')}</dt>
              <dd>{data.college}</dd>
              <dt>{t('examinee.major')}</dt>
              <dd>{data.major}</dd>
              <dt>{t('lookup.batch')}</dt>
              <dd>{data.batch}</dd>
            </dl>
          </section>
          <section className="admit-card">
            <h2>{t('examinee.opinion')}</h2>
            <div className="admit-steps" data-testid="examinee-opinion">
              {data.opinion || t('examinee.noOpinion')}
            </div>
          </section>
          <section className="admit-card">
            <h2>{t('examinee.feedback')}</h2>
            <div className="admit-thread" data-testid="examinee-thread">
              {data.feedback.length === 0 && <p className="admit-muted">{t('examinee.noFeedback')}</p>}
              {data.feedback.map((f) => (
                <div key={f.id} className="admit-thread">
                  <div className="admit-bubble">
                    <span className="admit-bubble-meta">{when(f.createdAt)}</span>
                    {f.content}
                  </div>
                  {f.reply ? (
                    <div className="admit-bubble admit-bubble-reply" data-testid="examinee-reply">
                      <span className="admit-bubble-meta">
                        {t('examinee.reply')} · {f.repliedAt ? when(f.repliedAt) : ''}
                      </span>
                      {f.reply}
                    </div>
                  ) : (
                    <span className="admit-muted">{t('examinee.waiting')}</span>
                  )}
                </div>
              ))}
            </div>
            {!data.feedbackOpen ? (
              <p className="admit-muted">{t('examinee.closed')}</p>
            ) : (
              !waiting && (
                <div style={{ marginTop: 12 }}>
                  <TextArea
                    value={content}
                    onChange={setContent}
                    placeholder={t('examinee.placeholder')}
                    maxLength={2000}
                    rows={4}
                    showCount
                    aria-label={t('examinee.feedback')}
                    data-testid="examinee-content"
                  />
                  <Button
                    block
                    color="primary"
                    style={{ marginTop: 8 }}
                    disabled={!content.trim()}
                    loading={send.isPending}
                    onClick={() => send.mutate()}
                    data-testid="examinee-send"
                  >
                    {t('examinee.send')}
                  </Button>
                </div>
              )
            )}
          </section>
          <div style={{ padding: '0 12px' }}>
            <Button block fill="outline" onClick={logout} data-testid="examinee-logout">
              {t('examinee.logout')}
            </Button>
          </div>
        </>
      )}
    </div>
  );
}
