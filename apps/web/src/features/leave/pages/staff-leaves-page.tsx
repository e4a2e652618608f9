import { type LeaveRow, leaveStates, leaveTypes } from '@campusflow/contracts';
import { Input, Selector, Tag } from 'antd-mobile';
import { useCallback, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PagedList, toPage } from '../../../components/paged-list/paged-list.tsx';
import { leaveApi } from '../api/leave-api.ts';
import {
  activeFilterCount,
  reportBackResult,
  resultColor,
  type StaffLeaveFilters,
  type StaffLeaveView,
  staffLeaveQuery,
  staffLeaveRangeProblem,
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
  // The filters fold away behind one row so the list starts near the top of a phone screen.
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const count = activeFilterCount(filters);
  const rangeProblem = staffLeaveRangeProblem(filters);
  return (
    <div className="leave-page" data-testid={`leave-staff-${view}`}>
      <div className="leave-filters">
        <button
          type="button"
          className="leave-filter-toggle"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((o) => !o)}
          data-testid="leave-staff-filter-toggle"
        >
          <span>{t('stats.filters')}</span>
          {count > 0 && (
            <span className="leave-filter-count" data-testid="leave-staff-filter-count">
              {count}
            </span>
          )}
          <span aria-hidden="true" className="leave-filter-arrow">
            {open ? '▴' : '▾'}
          </span>
        </button>
        <div id={panelId} className="leave-filter-panel" hidden={!open}>
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
          <div className="leave-filter-range">
            <label>
              {t('stats.from')}
              <input
                type="date"
                value={filters.from ?? ''}
                max={filters.to || undefined}
                onChange={(e) => set({ from: e.target.value })}
                aria-invalid={rangeProblem !== null}
                data-testid="leave-staff-from"
              />
            </label>
            <label>
              {t('stats.to')}
              <input
                type="date"
                value={filters.to ?? ''}
                min={filters.from || undefined}
                onChange={(e) => set({ to: e.target.value })}
                aria-invalid={rangeProblem !== null}
                data-testid="leave-staff-to"
              />
            </label>
          </div>
        </div>
        {rangeProblem && (
          <p className="leave-filter-error" role="alert" data-testid="leave-staff-range-error">
            {t(`stats.problems.${rangeProblem}`)}
          </p>
        )}
      </div>
      {!rangeProblem && (
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
      )}
    </div>
  );
}

// One component per route name (lazyPage loads a named export); the Jsd routes reuse them.
export const StaffLeaveListPage = () => <StaffLeavesPage view="all" detailRoute="/xgxt/rcswQjxq" />;
export const StaffLeaveAwayPage = () => <StaffLeavesPage view="away" detailRoute="/xgxt/rcswQjxq" />;
export const StaffReportBackCheckPage = () => <StaffLeavesPage view="reportedBack" detailRoute="/xgxt/rcswXjxq" />;
export const StaffReportBackResultsPage = () => <StaffLeavesPage view="results" detailRoute="/xgxt/rcswXjxq" />;
