import type { OnboardingReviewKind } from '@campusflow/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Dialog, List, TextArea, Toast } from 'antd-mobile';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { downloadFile } from '../../../../components/form-engine/index.ts';
import { staffApi, staffKeys } from './staff-api.ts';
import { submissionLines, when } from './staff-logic.ts';
import { reviewListPath } from './staff-pages.ts';
import { LoadState, StateTag } from './staff-ui.tsx';

/** An image the server lets the reviewer read (files linked to onboarding:<student>), as an object URL. */
function PrivatePhoto({ fileId, alt }: { fileId: string; alt: string }) {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    let made: string | null = null;
    let live = true;
    void downloadFile(fileId, true).then(({ blob }) => {
      if (!live) return;
      made = URL.createObjectURL(blob);
      setUrl(made);
    });
    return () => {
      live = false;
      if (made) URL.revokeObjectURL(made);
    };
  }, [fileId]);
  return url ? <img className="yx-staff-photo" src={url} alt={alt} /> : <span aria-busy="true">…</span>;
}

/** The detail of one submission (xszd-detail, xsrw-detail, collectDetail, rlsbDetail, blxjDetail, xszgscDetail, ?id=). */
export function ReviewDetailPage({ kind }: { kind: OnboardingReviewKind }) {
  const { t } = useTranslation('onboardingStaff');
  const navigate = useNavigate();
  const client = useQueryClient();
  const id = useSearchParams()[0].get('id') ?? '';
  const comment = useRef('');
  const review = useQuery({ queryKey: staffKeys.review(kind, id), queryFn: () => staffApi.review(kind, id) });
  const decide = useMutation({
    mutationFn: (d: { decision: 'approve' | 'reject'; comment: string }) =>
      staffApi.decide(kind, id, d.decision, d.comment),
    onSuccess: (result) => {
      Toast.show({
        content: result.completed
          ? t('review.completedToast')
          : t(result.status === 'approved' ? 'review.approvedToast' : 'review.rejectedToast'),
      });
      void client.invalidateQueries({ queryKey: staffKeys.all });
      navigate(reviewListPath(kind), { replace: true });
    },
  });
  const ask = async (decision: 'approve' | 'reject') => {
    comment.current = '';
    const ok = await Dialog.confirm({
      title: decision === 'reject' ? t('review.rejectTitle') : t('review.approve'),
      content: (
        <TextArea
          aria-label={decision === 'reject' ? t('review.commentPlaceholder') : t('review.approveComment')}
          placeholder={decision === 'reject' ? t('review.commentPlaceholder') : t('review.approveComment')}
          maxLength={500}
          rows={3}
          onChange={(v) => {
            comment.current = v;
          }}
        />
      ),
      confirmText: decision === 'reject' ? t('review.reject') : t('review.approve'),
      cancelText: t('cancel'),
    });
    if (!ok) return;
    if (decision === 'reject' && comment.current.trim() === '') {
      Toast.show({ content: t('review.commentRequired') });
      return;
    }
    decide.mutate({ decision, comment: comment.current.trim() });
  };
  const r = review.data;
  if (!r) return <LoadState pending={review.isPending} onRetry={() => void review.refetch()} />;
  const decidable = r.status === 'submitted';
  return (
    <div className="yx-staff" data-testid="onboarding-review-detail">
      <List header={t('review.student')}>
        <List.Item extra={<StateTag state={r.status} label={t(`review.${r.status}`)} />}>{r.name}</List.Item>
        <List.Item extra={r.studentNo || r.examineeNo || '–'}>{t('students.studentNo')}</List.Item>
        <List.Item extra={[r.collegeName, r.className].filter(Boolean).join(' · ') || '–'}>
          {t('students.college')}
        </List.Item>
        <List.Item extra={when(r.submittedAt)}>{t('review.submittedAt')}</List.Item>
        {r.reviewedAt && <List.Item extra={when(r.reviewedAt)}>{t('review.reviewedAt')}</List.Item>}
        {r.reviewerName && <List.Item extra={r.reviewerName}>{t('review.reviewer')}</List.Item>}
        {r.reviewComment && <List.Item description={r.reviewComment}>{t('review.comment')}</List.Item>}
      </List>
      {r.identity && (
        <List header={t('review.identity')}>
          <List.Item extra={t(`values.${r.identity.idType}`, { defaultValue: r.identity.idType })}>
            {t('review.idType')}
          </List.Item>
          <List.Item extra={r.identity.idMasked}>{t('review.idMasked')}</List.Item>
          <List.Item extra={r.identity.majorName ?? '–'}>{t('review.major')}</List.Item>
        </List>
      )}
      <List header={t('review.submission')}>
        {submissionLines(r.data, t).map((line) =>
          line.kind === 'photo' ? (
            <List.Item
              key={line.key}
              description={<PrivatePhoto fileId={line.value} alt={`${r.name} ${line.label}`} />}
            >
              {line.label}
            </List.Item>
          ) : (
            <List.Item
              key={line.key}
              extra={
                line.kind === 'files'
                  ? t('review.attachments', { count: line.value ? line.value.split(',').length : 0 })
                  : line.value
              }
            >
              {line.label}
            </List.Item>
          ),
        )}
      </List>
      {(decidable || r.status === 'approved') && (
        <div className="yx-staff-actions">
          <Button color="danger" fill="outline" loading={decide.isPending} onClick={() => void ask('reject')}>
            {t('review.reject')}
          </Button>
          {decidable && (
            <Button color="primary" loading={decide.isPending} onClick={() => void ask('approve')}>
              {t('review.approve')}
            </Button>
          )}
        </div>
      )}
    </div>
  );
}
