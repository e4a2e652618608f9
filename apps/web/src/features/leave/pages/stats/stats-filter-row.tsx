import type { StatsFilterOptions } from '@campusflow/contracts';
import { useTranslation } from 'react-i18next';
import { classesFor, recentTerms, type StatsFilterState, termParts, withCollege } from '../../stats-filter.ts';

type Props = {
  value: StatsFilterState;
  options: StatsFilterOptions | undefined;
  onChange: (next: StatsFilterState) => void;
  today?: Date;
};

/**
 * The filter row of every statistics page (ux.md): term, college, class, date range. Native selects
 * and date inputs: the phone's own pickers, labelled, and nothing to load.
 */
export function StatsFilterRow({ value, options, onChange, today = new Date() }: Props) {
  const { t } = useTranslation('leave');
  const none = { colleges: [], classes: [] };
  const orgs = options ?? none;
  const termLabel = (term: string) => {
    const parts = termParts(term);
    return parts ? t('stats.termLabel', parts) : term;
  };
  return (
    <fieldset className="leave-stats-filters" data-testid="stats-filters">
      <legend className="leave-sr-only">{t('stats.filters')}</legend>
      <label>
        {t('stats.term')}
        <select value={value.term} onChange={(e) => onChange({ ...value, term: e.target.value })} name="term">
          <option value="">{t('stats.all')}</option>
          {recentTerms(today).map((term) => (
            <option key={term} value={term}>
              {termLabel(term)}
            </option>
          ))}
        </select>
      </label>
      {orgs.colleges.length > 1 && (
        <label>
          {t('stats.college')}
          <select
            value={value.collegeId}
            onChange={(e) => onChange(withCollege(value, orgs, e.target.value))}
            name="collegeId"
          >
            <option value="">{t('stats.all')}</option>
            {orgs.colleges.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </select>
        </label>
      )}
      <label>
        {t('stats.class')}
        <select value={value.classId} onChange={(e) => onChange({ ...value, classId: e.target.value })} name="classId">
          <option value="">{t('stats.all')}</option>
          {classesFor(orgs, value.collegeId).map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </select>
      </label>
      <label>
        {t('stats.from')}
        <input type="date" value={value.from} onChange={(e) => onChange({ ...value, from: e.target.value })} />
      </label>
      <label>
        {t('stats.to')}
        <input type="date" value={value.to} onChange={(e) => onChange({ ...value, to: e.target.value })} />
      </label>
    </fieldset>
  );
}
