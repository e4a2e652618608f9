import { type LeaveRow, leaveStates, leaveTypes } from '@campusflow/contracts';
import { Input, Selector, Tag } from 'antd-mobile';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PagedList, toPage } from '../../../components/paged-list/paged-list.tsx';
import { leaveApi } from '../api/leave-api.ts';
import {
  reportBackResult,
  resultColor,
  type StaffLeaveFilters,
  type StaffLeaveView,
  staffLeaveQuery,
  viewStates,
} from '../staff-views.ts';
import '../leave.css';
import { LeaveCard } from './leave-card.tsx';

/**
 * The teacher-side leave lists (rcswQxj all, rcswQjcy away now, rcswXjdk reported back with where,
 * rcswXjjg results) and their Jsd variants: the server cuts every list to the caller's scope.
 */
function StaffLeavesPage({ view, detailRoute }: { view: StaffLeaveView; detailRoute: string }) {
  const { t } = useTranslation('leave');
  const navigate = useNavigate();
  const [filters, setFilters] = useState<StaffLeaveFilters>({});
  const set = (patch: StaffLeaveFilters) => setFilters((f) => ({ ...f, ...patch }));
  const fetchPage = useCallback(
    async (pageNo: number, limit: number) =>
      toPage(await leaveApi.query(staffLeaveQuery(view, filters, pageNo, limit))),
    [view, filters],
  );
  const states = viewStates[view] ?? leaveStates;
  return (
    <div className="leave-page" data-testid={`leave-staff-${view}`}>
      <div className="leave-filters">
        {states.length > 1 && (
          <Selector
            columns={3}
            options={states.map((s) => ({ label: t(`states.${s}`), value: s }))}
            value={filters.state ? [filters.state] : []}
            onChange={(v) => set({ state: v[0] ?? '' })}
          />
        )}
        <Selector
          columns={5}
          options={leaveTypes.map((type) => ({ label: t(`types.${type}`), value: type }))}
          value={filters.type ? [filters.type] : []}
          onChange={(v) => set({ type: v[0] ?? '' })}
        />
        <Input
          clearable
          placeholder={t('staff.classPlaceholder')}
          onEnterPress={(e) => set({ className: (e.target as HTMLInputElement).value })}
          onClear={() => set({ className: '' })}
          data-testid="leave-staff-class"
        />
      </div>
      <PagedList<LeaveRow>
        fetchPage={fetchPage}
        resetKey={JSON.stringify(filters)}
        rowKey={(r) => r.id}
        emptyText={t(`staff.empty.${view}`)}
        renderItem={(leave) => {
          const result = reportBackResult(leave);
          return (
            <button
              type="button"
              className="leave-staff-row"
              onClick={() => navigate(`${detailRoute}?id=${encodeURIComponent(leave.id)}`)}
              data-testid="leave-staff-row"
            >
              <p className="leave-card-line">
                <strong>{leave.studentName}</strong> {leave.studentCode} · {leave.className ?? ''}
                {view === 'results' && result && (
                  <Tag color={resultColor[result]} style={{ marginLeft: 6 }}>
                    {t(`staff.results.${result}`)}
                  </Tag>
                )}
              </p>
              <LeaveCard leave={leave} />
              {view === 'reportedBack' && leave.reportedBackAt && (
                <p className="leave-card-line">
                  {t('staff.reportedBackAt', { time: new Date(leave.reportedBackAt).toLocaleString() })}
                </p>
              )}
            </button>
          );
        }}
      />
    </div>
  );
}

// One component per route name (lazyPage loads a named export); the Jsd routes reuse them.
export const StaffLeaveListPage = () => <StaffLeavesPage view="all" detailRoute="/xgxt/rcswQjxq" />;
export const StaffLeaveAwayPage = () => <StaffLeavesPage view="away" detailRoute="/xgxt/rcswQjxq" />;
export const StaffReportBackCheckPage = () => <StaffLeavesPage view="reportedBack" detailRoute="/xgxt/rcswXjxq" />;
export const StaffReportBackResultsPage = () => <StaffLeavesPage view="results" detailRoute="/xgxt/rcswXjxq" />;
