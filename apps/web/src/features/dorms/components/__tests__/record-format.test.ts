import { describe, expect, it } from 'vitest';
import { localDateTime, statusLook } from '../record-format.ts';

// Pure helpers only: antd-mobile's CommonJS build cannot load in the web test project (no DOM, CSS imports).

describe('localDateTime', () => {
  it('writes an instant as local yyyy-MM-ddTHH:mm that reads back as the same instant', () => {
    const iso = '2026-03-01T07:45:00.000Z';
    const local = localDateTime(iso);
    expect(local).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/);
    expect(new Date(local).toISOString()).toBe(iso);
  });
});

describe('statusLook', () => {
  it('gives pending, done and bad states their fixed colours and their label keys', () => {
    expect(statusLook('abnormal', 'open')).toEqual({ colour: 'warning', labelKey: 'ssgl.open' });
    expect(statusLook('abnormal', 'handled')).toEqual({ colour: 'success', labelKey: 'ssgl.handled' });
    expect(statusLook('repair', 'reported')).toEqual({ colour: 'default', labelKey: 'repair.statuses.reported' });
    expect(statusLook('repair', 'dispatched').colour).toBe('primary');
    expect(statusLook('grade', 'worst')).toEqual({ colour: 'danger', labelKey: 'inspection.grades.worst' });
  });
});
