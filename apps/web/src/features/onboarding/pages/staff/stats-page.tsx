import type { OnboardingStatsLevel } from '@campusflow/contracts';
import { useQuery } from '@tanstack/react-query';
import { Button, ErrorBlock, List, PullToRefresh, Tabs, Toast } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { arrivalSegments, BarChart, formatRate, ProgressRing, StackedBar } from '../../../../components/chart/index.ts';
import { downloadExport, staffApi, staffKeys } from './staff-api.ts';
import { studentListPath } from './staff-pages.ts';
import { LoadState } from './staff-ui.tsx';

const levels: OnboardingStatsLevel[] = ['college', 'major', 'class'];
const filterKey: Record<OnboardingStatsLevel, string | null> = {
  school: null,
  college: 'collegeId',
  major: 'majorId',
  class: 'classId',
};
/** The students-list query of a tapped group (the school level, or the unplaced group, lists everyone). */
const groupQuery = (level: OnboardingStatsLevel, id: string): Record<string, string> => {
  const key = filterKey[level];
  return key && id ? { [key]: id } : {};
};

/**
 * qxyxtj, xyyxtj, zyyxtj, bjyxtj, yxtjYxbdtj, yxtjZybdtj, yxcx_xsbdtj: arrival and registration rates of the
 * students in the caller's scope, school totals on top and one bar per college / major / class. Refreshed
 * every 30 s and on pull; a tapped bar lists that group's students.
 */
export function StatsPage({ level: initial }: { level: OnboardingStatsLevel }) {
  const { t } = useTranslation('onboardingStaff');
  const navigate = useNavigate();
  const [level, setLevel] = useState<OnboardingStatsLevel>(initial);
  const stats = useQuery({
    queryKey: staffKeys.stats(level, {}),
    queryFn: () => staffApi.stats(level, {}),
    refetchInterval: 30_000,
  });
  const levelName = t(`stats.levels.${level}`);
  const exportSheet = async () => {
    await downloadExport('stats', { level }, `onboarding-${level}.xlsx`);
    Toast.show({ content: t('stats.exported') });
  };
  const data = stats.data;
  return (
    <div className="yx-staff" data-testid="onboarding-stats">
      <Tabs activeKey={level} onChange={(k) => setLevel(k as OnboardingStatsLevel)}>
        {levels.map((l) => (
          <Tabs.Tab key={l} title={t('stats.byLevel', { level: t(`stats.levels.${l}`) })} />
        ))}
      </Tabs>
      {!data && <LoadState pending={stats.isPending} onRetry={() => void stats.refetch()} />}
      {data && data.totals.total === 0 && <ErrorBlock status="empty" title={t('stats.empty')} description="" />}
      {data && data.totals.total > 0 && (
        <PullToRefresh onRefresh={async () => void (await stats.refetch())}>
          <p className="yx-staff-hint">{t('stats.live')}</p>
          <section className="yx-staff-card" aria-labelledby="yx-totals">
            <h2 id="yx-totals">{t('stats.wholeSchool')}</h2>
            <div className="yx-staff-rings">
              <ProgressRing
                label={t('stats.arrivalRate')}
                rate={data.totals.arrivalRate}
                detail={`${data.totals.arrived} / ${data.totals.total}`}
              />
              <ProgressRing
                label={t('stats.registrationRate')}
                rate={data.totals.registrationRate}
                detail={`${data.totals.registered} / ${data.totals.total}`}
                colour="#14804A"
              />
            </div>
            <StackedBar
              title={t('stats.split')}
              segments={arrivalSegments(data.totals, {
                registered: t('stats.registered'),
                arrivedOnly: t('stats.arrivedOnly'),
                notArrived: t('stats.notArrived'),
              })}
              labelHeader={t('stats.unit')}
              countHeader={t('stats.count')}
              shareHeader={t('stats.share')}
            />
          </section>
          <section className="yx-staff-card" aria-labelledby="yx-by-level">
            <h2 id="yx-by-level">{t('stats.rateBy', { level: levelName })}</h2>
            <BarChart
              title={t('stats.rateBy', { level: levelName })}
              data={data.rows.map((r) => ({
                key: r.id,
                label: r.name || t('stats.unplaced'),
                value: r.arrivalRate ?? 0,
              }))}
              max={1}
              formatValue={(v) => formatRate(v)}
              labelHeader={levelName}
              valueHeader={t('stats.arrivalRate')}
              onSelect={(id) => navigate(studentListPath(groupQuery(level, id)))}
            />
            <p className="yx-staff-meta">{t('stats.tapHint')}</p>
          </section>
          <List header={t('stats.byLevel', { level: levelName })}>
            {data.rows.map((r) => (
              <List.Item
                key={r.id || 'none'}
                description={`${t('stats.arrived')} ${r.arrived} · ${t('stats.registered')} ${r.registered} · ${t('stats.withBed')} ${r.withBed}`}
                extra={`${t('stats.registrationRate')} ${formatRate(r.registrationRate)}`}
                onClick={() => navigate(studentListPath(groupQuery(level, r.id)))}
              >
                {r.name || t('stats.unplaced')} ({r.total})
              </List.Item>
            ))}
          </List>
        </PullToRefresh>
      )}
      <div className="yx-staff-actions">
        <Button color="primary" fill="outline" onClick={() => void exportSheet()} disabled={!data}>
          {t('stats.export')}
        </Button>
      </div>
    </div>
  );
}
