import type { CandidateRow, IssuedCredential } from '@campusflow/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Dialog, List, Popup, SearchBar, Tag, TextArea, Toast } from 'antd-mobile';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PagedList, toPage } from '../../../components/paged-list/paged-list.tsx';
import { currentRole, roleAlias, useSession } from '../../../session/session.ts';
import { admissionKeys, admissionsApi } from '../api/admissions-api.ts';
import { LoadState } from '../components/load-state.tsx';
import '../admissions.css';

const officeRoles = ['affairsAdmin', 'tenantAdmin', 'ALL'];

function CandidateSheet({ id, office, onClose }: { id: string; office: boolean; onClose: () => void }) {
  const { t, i18n } = useTranslation('admissions');
  const queryClient = useQueryClient();
  const detail = useQuery({ queryKey: admissionKeys.candidate(id), queryFn: () => admissionsApi.candidate(id) });
  const [opinion, setOpinion] = useState<string | null>(null);
  const [credential, setCredential] = useState<IssuedCredential | null>(null);
  const d = detail.data;
  if (!d) return <LoadState pending={detail.isPending} onRetry={() => detail.refetch()} />;
  const issue = async () => {
    if (!(await Dialog.confirm({ content: t('staff.issueConfirm') }))) return;
    setCredential(await admissionsApi.issueCredential(id));
  };
  return (
    <div style={{ padding: 16, maxHeight: '80vh', overflowY: 'auto' }} data-testid="candidate-sheet">
      <h2 style={{ margin: '0 0 8px' }}>{d.name}</h2>
      <dl className="admit-facts">
        <dt>{t('lookup.examineeNo')}</dt>
        <dd>{d.examineeNo}</dd>
        <dt>{t('staff.idMasked')}</dt>
        <dd>{d.idMasked}</dd>
        <dt>{t('lookup.college')}</dt>
        <dd>{d.collegeName}</dd>
        <dt>{t('lookup.major')}</dt>
        <dd>{d.majorName}</dd>
        <dt>{t('lookup.batch')}</dt>
        <dd>{d.batch}</dd>
        <dt>{t('staff.province')}</dt>
        <dd>{d.province}</dd>
        <dt>{t('lookup.account')}</dt>
        <dd>{d.account}</dd>
      </dl>
      {office && d.awaitingFirstLogin && (
        <div style={{ marginTop: 12 }}>
          {credential ? (
            <>
              <div className="admit-password" data-testid="candidate-password">
                {credential.initialPassword}
              </div>
              <p className="admit-muted">
                {t('lookup.passwordHint', { date: new Date(credential.expiresAt).toLocaleString(i18n.language) })}
              </p>
            </>
          ) : (
            <Button block fill="outline" onClick={issue}>
              {t('staff.issuePassword')}
            </Button>
          )}
        </div>
      )}
      <h3>{t('staff.opinion')}</h3>
      {office ? (
        <>
          <TextArea
            value={opinion ?? d.opinion}
            onChange={setOpinion}
            rows={3}
            maxLength={2000}
            placeholder={t('staff.opinionPlaceholder')}
            aria-label={t('staff.opinion')}
          />
          <Button
            size="small"
            color="primary"
            disabled={opinion === null}
            onClick={async () => {
              await admissionsApi.saveOpinion(id, opinion ?? '');
              Toast.show({ content: t('saved') });
              setOpinion(null);
              await queryClient.invalidateQueries({ queryKey: admissionKeys.all });
            }}
          >
            {t('save')}
          </Button>
        </>
      ) : (
        <p>{d.opinion}</p>
      )}
      {d.feedback.length > 0 && (
        <>
          <h3>{t('examinee.feedback')}</h3>
          <div className="admit-thread">
            {d.feedback.map((f) => (
              <div key={f.id} className="admit-thread">
                <div className="admit-bubble">{f.content}</div>
                {f.reply && <div className="admit-bubble admit-bubble-reply">{f.reply}</div>}
              </div>
            ))}
          </div>
        </>
      )}
      <Button block style={{ marginTop: 16 }} onClick={onClose}>
        {t('cancel')}
      </Button>
    </div>
  );
}

/** lqmdgl: the admitted list (office: the school; college administrator: their college). */
export function CandidatesPage() {
  const { t } = useTranslation('admissions');
  const navigate = useNavigate();
  const session = useSession();
  const role = currentRole(session);
  // What the page offers; the server checks every call again.
  const office = role?.id === 'ALL' || officeRoles.includes(roleAlias(role) ?? '');
  const [keyword, setKeyword] = useState('');
  const [open, setOpen] = useState<string | null>(null);
  const fetchPage = useCallback(
    async (pageNo: number, limit: number) => {
      const search = keyword
        ? [
            {
              relation: 'OR' as const,
              parameters: [
                { key: 'Q^examineeNo^SL', value: keyword },
                { key: 'Q^name^SL', value: keyword },
              ],
            },
          ]
        : [];
      return toPage(await admissionsApi.candidates({ parameters: search, requestPage: { pageNo, limit } }));
    },
    [keyword],
  );
  return (
    <div className="admit-page" data-testid="candidates-page">
      <div style={{ padding: '8px 12px', display: 'flex', gap: 8 }}>
        <div style={{ flex: 1 }}>
          <SearchBar
            placeholder={t('staff.search')}
            onSearch={(v) => setKeyword(v.trim())}
            onClear={() => setKeyword('')}
          />
        </div>
        {office && (
          <Button size="small" color="primary" onClick={() => navigate('/xgxt/lqmdgl_import')}>
            {t('staff.importLink')}
          </Button>
        )}
      </div>
      <PagedList<CandidateRow>
        fetchPage={fetchPage}
        resetKey={keyword}
        rowKey={(r) => r.id}
        emptyText={t('staff.empty')}
        renderItem={(r) => (
          <List.Item
            onClick={() => setOpen(r.id)}
            description={`${r.examineeNo} · ${r.collegeName} · ${r.majorName}`}
            extra={
              r.awaitingFirstLogin ? (
                <Tag color="warning">{t('staff.awaiting')}</Tag>
              ) : (
                <Tag color="success">{t('staff.active')}</Tag>
              )
            }
          >
            {r.name}
          </List.Item>
        )}
      />
      <Popup visible={open !== null} onMaskClick={() => setOpen(null)} bodyStyle={{ borderRadius: '12px 12px 0 0' }}>
        {open && <CandidateSheet id={open} office={office} onClose={() => setOpen(null)} />}
      </Popup>
    </div>
  );
}
