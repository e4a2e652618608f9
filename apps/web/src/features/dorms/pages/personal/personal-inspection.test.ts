import { describe, expect, it } from 'vitest';
import {
  canRecord,
  draftReady,
  emptyPersonalFilters,
  itemLabel,
  itemOptions,
  personalQuery,
  personalSide,
  rangeProblem,
  schoolToday,
  suggestedScore,
} from './personal-inspection.ts';

const fallback = (key: string) => `default:${key}`;

describe('personal inspection page logic (个人内务检查)', () => {
  it('builds the list payload from the filters, leaving empty ones out', () => {
    expect(personalQuery(emptyPersonalFilters, 1, 20)).toEqual({
      parameters: [],
      requestPage: { pageNo: 1, limit: 20 },
      sorts: [{ field: 'date', order: 'DESC' }],
    });
    const q = personalQuery({ from: '2026-11-01', to: '2026-11-30', classId: 'c1', result: 'fail' }, 3, 10);
    expect(q.parameters).toEqual([
      { key: 'Q^date^DG', value: '2026-11-01' },
      { key: 'Q^date^DL', value: '2026-11-30' },
      { key: 'Q^classId^S', value: 'c1' },
      { key: 'Q^result^S', value: 'fail' },
    ]);
    expect(q.requestPage).toEqual({ pageNo: 3, limit: 10 });
  });

  it('spots a reversed range', () => {
    expect(rangeProblem({ from: '2026-11-10', to: '2026-11-01' })).toBe(true);
    expect(rangeProblem({ from: '2026-11-01', to: '2026-11-01' })).toBe(false);
    expect(rangeProblem({ from: '', to: '2026-11-01' })).toBe(false);
  });

  it("labels items with the school's word in the reader's language, else the default", () => {
    const labels = [
      { key: 'curfew' as const, label: { 'zh-CN': '晚点名在寝', 'en-US': 'At roll call' } },
      { key: 'bed' as const, label: null },
    ];
    expect(itemLabel('curfew', labels, 'zh-CN', fallback)).toBe('晚点名在寝');
    expect(itemLabel('curfew', labels, 'ja-JP', fallback)).toBe('default:curfew');
    expect(itemLabel('bed', labels, 'zh-CN', fallback)).toBe('default:bed');
    expect(itemLabel('desk', undefined, 'en-US', fallback)).toBe('default:desk');
    const options = itemOptions(labels, 'en-US', fallback);
    expect(options.map((o) => o.key)).toEqual(['bed', 'desk', 'floor', 'appliances', 'curfew', 'smoking']);
    expect(options.find((o) => o.key === 'curfew')?.label).toBe('At roll call');
  });

  it('decides the side and who records by role', () => {
    expect(personalSide('student')).toBe('student');
    expect(personalSide('counsellor')).toBe('staff');
    expect(personalSide('teacher')).toBe('staff');
    expect(canRecord('counsellor')).toBe(true);
    expect(canRecord('affairsAdmin')).toBe(true);
    expect(canRecord('teacher')).toBe(false);
    expect(canRecord('student')).toBe(false);
    expect(canRecord(null)).toBe(false);
  });

  it('is ready only with a student, a date not after today and a score in 0–100', () => {
    const today = '2026-11-26';
    expect(draftReady({ studentId: 's', date: today, score: 80 }, today)).toBe(true);
    expect(draftReady({ studentId: '', date: today, score: 80 }, today)).toBe(false);
    expect(draftReady({ studentId: 's', date: '2026-11-27', score: 80 }, today)).toBe(false);
    expect(draftReady({ studentId: 's', date: today, score: 101 }, today)).toBe(false);
    expect(draftReady({ studentId: 's', date: '', score: 0 }, today)).toBe(false);
  });

  it("dates by the school's calendar (UTC+8)", () => {
    expect(schoolToday(new Date('2026-11-26T17:00:00Z'))).toBe('2026-11-27');
    expect(schoolToday(new Date('2026-11-26T15:00:00Z'))).toBe('2026-11-26');
  });

  it('suggests 10 points off per failed item, never below 0', () => {
    expect(suggestedScore(0)).toBe(100);
    expect(suggestedScore(1)).toBe(90);
    expect(suggestedScore(6)).toBe(40);
    expect(suggestedScore(12)).toBe(0);
  });
});
