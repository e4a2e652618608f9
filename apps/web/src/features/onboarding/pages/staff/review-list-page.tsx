import type { OnboardingReviewKind, OnboardingReviewRow } from '@campusflow/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Checkbox, Dialog, List, SearchBar, Tabs, Toast } from 'antd-mobile';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { PagedList, toPage } from '../../../../components/paged-list/paged-list.tsx';
import { ReviewDetailPage } from './review-detail-page.tsx';
import { staffApi, staffKeys } from './staff-api.ts';
import { when } from './staff-logic.ts';
import { reviewDetailPath } from './staff-pages.ts';
import { StateTag } from './staff-ui.tsx';

const filters = ['waiting', 'approved', 'rejected', 'all'] as const;
type Filter = (typeof filters)[number];

/**
 * One review queue page for every kind (zxdksh, xszdsh, xsrwsh, collectsh, rlsbsh, blxjsh, hjshIndex,
 * greenChannel, xszgscsh). With ?id= it is the detail of that submission. Waiting rows can be ticked and
 * approved together (a counsellor with 300 students); returning always goes one by one, with a reason.
 */
export function ReviewPage({ kind }: { kind: OnboardingReviewKind }) {
  const id = useSearchParams()[0].get('id');
  return id ? <ReviewDetailPage kind={kind} /> : <ReviewListPage kind={kind} />;
}

function ReviewListPage({ kind }: { kind: OnboardingReviewKind }) {
  const { t } = useTranslation('onboardingStaff');
  const navigate = useNavigate();
  const client = useQueryClient();
  const [filter, setFilter] = useState<Filter>('waiting');
  const [q, setQ] = useState('');
  const [loaded, setLoaded] = useState<string[]>([]);
  const [selected, setSelected] = useState<string[]>([]);
  const [generation, setGeneration] = useState(0);
  const fetchPage = useCallback(
    async (page: number, limit: number) => {
      const result = toPage(await staffApi.reviews(kind, filter, q, page, limit));
      const ids = result.rows.map((r) => r.id);
      setLoaded((before) => (page === 1 ? ids : [...before, ...ids]));
      return result;
    },
    [kind, filter, q],
  );
  const batch = async () => {
    const ok = await Dialog.confirm({
      content: t('review.batchConfirm', { count: selected.length }),
      confirmText: t('review.batchApprove'),
      cancelText: t('cancel'),
    });
    if (!ok) return;
    const result = await staffApi.batchApprove(kind, selected);
    Toast.show({ content: t('review.batchDone', result) });
    setSelected([]);
    setGeneration((g) => g + 1);
    void client.invalidateQueries({ queryKey: staffKeys.all });
  };
  const toggle = (id: string, on: boolean) =>
    setSelected((before) => (on ? [...before, id] : before.filter((x) => x !== id)));
  const waiting = filter === 'waiting';
  return (
    <div className="yx-staff" data-testid={`onboarding-review-${kind}`}>
      <div className="yx-staff-pad">
        <SearchBar placeholder={t('review.search')} onSearch={(v) => setQ(v.trim())} onClear={() => setQ('')} />
      </div>
      <Tabs
        activeKey={filter}
        onChange={(k) => {
          setFilter(k as Filter);
          setSelected([]);
        }}
      >
        {filters.map((f) => (
          <Tabs.Tab key={f} title={t(`review.${f}`)} />
        ))}
      </Tabs>
      <PagedList<OnboardingReviewRow>
        fetchPage={fetchPage}
        resetKey={`${kind}|${filter}|${q}|${generation}`}
        rowKey={(r) => r.id}
        emptyText={t('review.empty')}
        renderItem={(r) => (
          <List.Item
            prefix={
              waiting ? (
                // The tick must not open the detail the row opens.
                // biome-ignore lint/a11y/useKeyWithClickEvents lint/a11y/noStaticElementInteractions: only stops the row's click; the checkbox inside is the control
                <span className="yx-staff-check" onClick={(e) => e.stopPropagation()}>
                  <Checkbox aria-label={r.name} checked={selected.includes(r.id)} onChange={(on) => toggle(r.id, on)} />
                </span>
              ) : undefined
            }
            onClick={() => navigate(reviewDetailPath(kind, r.id))}
            description={`${[r.studentNo || r.examineeNo, r.className ?? r.collegeName].filter(Boolean).join(' · ')} · ${when(r.submittedAt)}`}
            extra={<StateTag state={r.status} label={t(`review.${r.status}`)} />}
          >
            {r.name}
          </List.Item>
        )}
      />
      {waiting && (
        <div className="yx-staff-actions">
          <Button
            fill="outline"
            onClick={() => setSelected(selected.length === loaded.length ? [] : loaded)}
            disabled={loaded.length === 0}
          >
            {t('review.selectAll')}
          </Button>
          <Button color="primary" disabled={selected.length === 0} onClick={() => void batch()}>
            {t('review.batchApprove')}
            {selected.length > 0 ? ` (${selected.length})` : ''}
          </Button>
        </div>
      )}
    </div>
  );
}
