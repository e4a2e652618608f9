import { describe, expect, it } from 'vitest';
import { LeaveApplyBody, leaveDays } from './leave.schemas.ts';

describe('leave days', () => {
  it('counts half days, both ends included', () => {
    expect(leaveDays('2026-12-03', 'am', '2026-12-03', 'pm')).toBe(1);
    expect(leaveDays('2026-12-03', 'am', '2026-12-03', 'am')).toBe(0.5);
    expect(leaveDays('2026-12-03', 'pm', '2026-12-04', 'am')).toBe(1);
    expect(leaveDays('2026-12-10', 'am', '2026-12-13', 'pm')).toBe(4);
    // Across the month end and a leap day.
    expect(leaveDays('2028-02-28', 'am', '2028-03-01', 'pm')).toBe(3);
  });

  it('an end before the start gives zero or less, which the server refuses', () => {
    expect(leaveDays('2026-12-05', 'am', '2026-12-04', 'pm')).toBeLessThanOrEqual(0);
    expect(leaveDays('2026-12-05', 'pm', '2026-12-05', 'am')).toBe(0);
  });

  it('the body fills defaults and refuses unknown fields', () => {
    const base = {
      type: 'sick',
      startDate: '2026-12-03',
      startHalf: 'am',
      endDate: '2026-12-03',
      endHalf: 'pm',
      reason: 'x',
    };
    expect(LeaveApplyBody.parse(base)).toMatchObject({ leaveSchool: false, attachments: [], destination: '' });
    expect(LeaveApplyBody.safeParse({ ...base, days: 3 }).success).toBe(false);
    expect(LeaveApplyBody.safeParse({ ...base, type: 'holiday' }).success).toBe(false);
  });
});
