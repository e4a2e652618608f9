import { Button, Dialog, Tag, Toast } from 'antd-mobile';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../../api/api-error.ts';
import { toPage } from '../../../../components/paged-list/paged-list.tsx';
import { type DormViolationReviewStatus, type DormViolationRow, dormReviewApi } from '../../api/dorm-review-api.ts';
import { askNote } from '../../components/note-dialog.tsx';
import { RecordListPage, RecordRow } from '../../components/record-list.tsx';
import { canReview, dismissalReason, reviewColour, reviewTabs } from './violation-review.ts';

/** /ssgl/violationReview (dorm office): registered violations are confirmed, or dismissed with a reason. */
export function ViolationReviewPage() {
  const { t, i18n } = useTranslation('dorms');
  const [status, setStatus] = useState<'' | DormViolationReviewStatus>('registered');
  const [generation, setGeneration] = useState(0);
  const fetchPage = useCallback(
    async (pageNo: number, limit: number) =>
      toPage(await dormReviewApi.violations({ pageNo, limit, reviewStatus: status || undefined })),
    [status],
  );
  const decide = async (row: DormViolationRow, decision: 'confirmed' | 'dismissed') => {
    let reason = '';
    if (decision === 'confirmed') {
      const ok = await Dialog.confirm({ title: t('review.confirmTitle'), content: t('review.confirmNote') });
      if (!ok) return;
    } else {
      const note = await askNote({
        title: t('review.dismiss'),
        placeholder: t('review.reasonPlaceholder'),
        maxLength: 500,
      });
      if (note === null) return;
      // Blank: let the server answer its code (DORM_VIOLATION_REASON_REQUIRED), toasted by the client.
      reason = dismissalReason(note) ?? '';
    }
    try {
      await dormReviewApi.review({ id: row.id, decision, reason });
      Toast.show({ content: t('review.done'), icon: 'success' });
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
    }
    setGeneration((g) => g + 1);
  };
  return (
    <RecordListPage<DormViolationRow>
      testId="dorm-violation-review"
      tabs={reviewTabs.map((k) => ({
        key: k,
        title: k ? t(`review.statuses.${k}`) : t('affairs.common.all'),
      }))}
      tab={status}
      onTab={(k) => setStatus(k as '' | DormViolationReviewStatus)}
      fetchPage={fetchPage}
      resetKey={`${status}-${generation}`}
      rowKey={(r) => r.id}
      emptyText={t('review.empty')}
      renderItem={(r) => (
        <RecordRow
          testId="dorm-review-row"
          title={`${r.studentName} · ${t(`affairs.violation.types.${r.type}`)}`}
          status={<Tag color={reviewColour[r.reviewStatus]}>{t(`review.statuses.${r.reviewStatus}`)}</Tag>}
          description={
            <>
              <div>{`${r.studentCode} ${r.className ?? ''} ${r.place}`}</div>
              <div>{`${new Date(r.occurredAt).toLocaleString(i18n.language)} · ${t('affairs.violation.recorder', { name: r.recorderName })}`}</div>
              <div>{r.description}</div>
              {r.reviewReason && <div>{t('review.reason', { reason: r.reviewReason })}</div>}
              {r.reviewedAt && (
                <div>
                  {t('review.reviewedBy', {
                    name: r.reviewerName ?? '',
                    time: new Date(r.reviewedAt).toLocaleString(i18n.language),
                  })}
                </div>
              )}
              {canReview(r.reviewStatus) && (
                <div className="dorm-row-actions">
                  <Button size="small" onClick={() => void decide(r, 'dismissed')} data-testid="dorm-review-dismiss">
                    {t('review.dismiss')}
                  </Button>
                  <Button
                    size="small"
                    color="danger"
                    onClick={() => void decide(r, 'confirmed')}
                    data-testid="dorm-review-confirm"
                  >
                    {t('review.confirm')}
                  </Button>
                </div>
              )}
            </>
          }
        />
      )}
    />
  );
}
