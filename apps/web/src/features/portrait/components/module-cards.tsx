import type { StudentPortrait } from '@campusflow/contracts';
import { useTranslation } from 'react-i18next';
import { BarChart, chartColours, ProgressRing, StackedBar } from '../../../components/chart/index.ts';
import { checkInFigures, leaveFigures, monthLabel } from '../portrait-logic.ts';

type Series = StudentPortrait['cards'][number]['series'];

// The bodies of the cards modules register (leave, daily health check-in), drawn with the shared
// chart component. Each starts with a one-line summary in words: what a screen reader hears first
// and what a sighted reader can take in without the charts.

/** Leave: requests by month (bars), by type (bars), report-back split (stacked bar, late in the alert colour). */
export function LeaveCardBody({ series, title }: { series: Series; title: string }) {
  const { t, i18n } = useTranslation('portrait');
  const f = leaveFigures(series);
  const back = f.reportBack;
  const due = back.onTime + back.late + back.overdue;
  return (
    <div className="portrait-module-card">
      <p className="portrait-summary" data-testid="portrait-leave-summary">
        {t('leave.summary', { months: f.months.length, count: f.total })}
        {due > 0 && ` ${t('leave.summaryBack', back)}`}
      </p>
      <h3 className="portrait-chart-title">{t('leave.byMonth')}</h3>
      <BarChart
        title={`${title} · ${t('leave.byMonth')}`}
        orientation="vertical"
        data={f.months.map((m) => ({ key: m.month, label: monthLabel(m.month, i18n.language), value: m.count }))}
        labelHeader={t('leave.month')}
        valueHeader={t('leave.count')}
      />
      <h3 className="portrait-chart-title">{t('leave.byType')}</h3>
      <BarChart
        title={`${title} · ${t('leave.byType')}`}
        data={f.types.map((x) => ({ key: x.type, label: leaveTypeLabel(t, x.type), value: x.count }))}
        labelHeader={t('leave.type')}
        valueHeader={t('leave.count')}
      />
      <h3 className="portrait-chart-title">{t('leave.reportBack')}</h3>
      {due > 0 ? (
        <StackedBar
          title={`${title} · ${t('leave.reportBack')}`}
          segments={[
            { key: 'onTime', label: t('leave.onTime'), value: back.onTime, colour: chartColours.success },
            { key: 'late', label: t('leave.late'), value: back.late, colour: chartColours.info },
            { key: 'overdue', label: t('leave.overdue'), value: back.overdue, colour: chartColours.alert },
          ]}
          labelHeader={t('leave.status')}
          countHeader={t('leave.count')}
          shareHeader={t('leave.share')}
        />
      ) : (
        <p className="portrait-note">{t('leave.notDue')}</p>
      )}
    </div>
  );
}

const leaveTypes = new Set(['sick', 'personal', 'public', 'home', 'other']);
function leaveTypeLabel(t: (key: string) => string, type: string): string {
  return leaveTypes.has(type) ? t(`leave.types.${type}`) : type;
}

/** Daily health check-in over the last 30 days: the rate as a ring, normal / abnormal / missed as a stacked bar. */
export function CheckInCardBody({ series, title }: { series: Series; title: string }) {
  const { t } = useTranslation('portrait');
  const f = checkInFigures(series);
  return (
    <div className="portrait-module-card">
      <p className="portrait-summary" data-testid="portrait-check-in-summary">
        {t('checkIn.summary', { checkedIn: f.checkedIn, abnormal: f.abnormal, missed: f.missed })}
      </p>
      <div className="portrait-check-in">
        <ProgressRing
          label={t('checkIn.rate')}
          rate={f.rate}
          detail={t('checkIn.daysOf', { checkedIn: f.checkedIn, days: f.days })}
          size={88}
          colour={chartColours.success}
        />
        <div className="portrait-check-in-split">
          <h3 className="portrait-chart-title">{t('checkIn.breakdown')}</h3>
          <StackedBar
            title={`${title} · ${t('checkIn.breakdown')}`}
            segments={[
              { key: 'normal', label: t('checkIn.normal'), value: f.normal, colour: chartColours.success },
              { key: 'abnormal', label: t('checkIn.abnormal'), value: f.abnormal, colour: chartColours.alert },
              { key: 'missed', label: t('checkIn.missed'), value: f.missed, colour: chartColours.muted },
            ]}
            labelHeader={t('checkIn.status')}
            countHeader={t('checkIn.days')}
            shareHeader={t('checkIn.share')}
          />
        </div>
      </div>
    </div>
  );
}
