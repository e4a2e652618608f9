import { describe, expect, it } from 'vitest';
import { DormOutsideApplyBody, DormRepairCreateBody, hygieneGrade } from './dorms-affairs.schemas.ts';

describe('dorm affairs contracts', () => {
  it('bands room inspection scores as domain-notes §2 (≥85 / 70–84 / 60–69 / <60)', () => {
    expect([100, 85, 84, 70, 69, 60, 59, 0].map(hygieneGrade)).toEqual([
      'excellent',
      'excellent',
      'pass',
      'pass',
      'fail',
      'fail',
      'worst',
      'worst',
    ]);
  });

  it('requires the parental consent for off-campus housing', () => {
    const base = {
      ground: 'internship',
      address: '软件园',
      startDate: '2026-12-01',
      endDate: '2027-01-01',
      reason: '实习',
    };
    expect(DormOutsideApplyBody.safeParse({ ...base, consent: [] }).success).toBe(false);
    expect(DormOutsideApplyBody.safeParse({ ...base, consent: ['0198f6a2-1111-7000-8000-000000000001'] }).success).toBe(
      true,
    );
  });

  it('refuses an unknown repair category and more than nine photos', () => {
    const ok = { category: 'water', urgency: 'urgent', description: '漏水' };
    expect(DormRepairCreateBody.parse(ok).photos).toEqual([]);
    expect(DormRepairCreateBody.safeParse({ ...ok, category: 'roof' }).success).toBe(false);
    const ten = Array.from({ length: 10 }, (_, i) => `0198f6a2-1111-7000-8000-00000000000${i}`.slice(0, 36));
    expect(DormRepairCreateBody.safeParse({ ...ok, photos: ten }).success).toBe(false);
  });
});
