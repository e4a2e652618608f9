import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { leaveApi, leaveKeys, type StatsResult, type StatsSourceName } from '../../api/leave-api.ts';
import {
  emptyFilters,
  placementDimension,
  rangeProblem,
  type StatsFilterState,
  statsQuery,
  termOf,
} from '../../stats-filter.ts';

/** The filter row's state and options, shared by the three statistics pages. */
export function useStatsFilters(today = new Date()) {
  const { t } = useTranslation('leave');
  const [filters, setFilters] = useState<StatsFilterState>({ ...emptyFilters, term: termOf(today) });
  const options = useQuery({ queryKey: leaveKeys.statsFilters, queryFn: leaveApi.statsFilters });
  const problem = rangeProblem(filters);
  const orgs = options.data ?? { colleges: [], classes: [] };
  return {
    filters,
    setFilters,
    options: options.data,
    placement: placementDimension(filters, orgs),
    problem: problem ? t(`stats.problems.${problem}`) : undefined,
  };
}

/** One grouped query of the current filters; off while the range is wrong. */
export function useGrouped(source: StatsSourceName, filters: StatsFilterState, by: string[], enabled: boolean) {
  const query = statsQuery(filters, by);
  return useQuery({
    queryKey: leaveKeys.grouped(source, query),
    queryFn: () => leaveApi.grouped(source, query),
    enabled,
  });
}

export const download =
  (source: StatsSourceName, filters: StatsFilterState, by: string[]) => (format: 'csv' | 'xlsx') =>
    leaveApi.exportGrouped(source, statsQuery(filters, by, format));

/** The label of a group's key: org names as given, codes through `translate`, "(none)" for no key. */
export function labelOf(
  row: StatsResult['rows'][number],
  dimension: string,
  translate: (key: string) => string,
  none: string,
) {
  const key = row.keys[dimension];
  return row.labels[dimension] ?? (key === null || key === undefined ? none : translate(key));
}

/** Rows largest first: a bar chart answering "where / which kind most" reads top-down. */
export function byCount(rows: StatsResult['rows']): StatsResult['rows'] {
  return [...rows].sort((a, b) => (b.values.count ?? 0) - (a.values.count ?? 0));
}
