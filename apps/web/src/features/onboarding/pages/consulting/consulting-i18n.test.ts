import { consultingCategories, consultingStatuses } from '@campusflow/contracts';
import { describe, expect, it } from 'vitest';
import { onboardingConsultingMessages } from './consulting-i18n.ts';
import { onboardingViews } from './consulting-logic.ts';

describe('consulting strings', () => {
  it('names every category, status and view of the contracts in every language', () => {
    for (const [locale, m] of Object.entries(onboardingConsultingMessages)) {
      for (const c of consultingCategories) expect(m.categories[c], `${locale} ${c}`).toBeTruthy();
      for (const s of consultingStatuses) expect(m.statuses[s], `${locale} ${s}`).toBeTruthy();
      for (const v of onboardingViews) expect(m[v], `${locale} ${v}`).toBeTruthy();
    }
  });

  it('never calls the student advisor a counselor (glossary)', () => {
    expect(onboardingConsultingMessages['en-US'].advisors).toBe('Student advisor');
    expect(JSON.stringify(onboardingConsultingMessages)).not.toMatch(/counsel/i);
  });
});
