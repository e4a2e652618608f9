import { onboardingReviewKindList } from '@campusflow/contracts';
import { describe, expect, it } from 'vitest';
import { onboardingStaffMessages } from './staff-i18n.ts';
import { submissionLines, titleKey, when } from './staff-logic.ts';
import { reviewDetailPath, reviewListPath, reviewRoutes } from './staff-pages.ts';
import { onboardingStaffRoutes } from './staff-routes.tsx';

const zh = onboardingStaffMessages['zh-CN'];
// A tiny t over the zh-CN tree with i18next's defaultValue rule, enough for the pure helpers.
const t = (key: string, options?: Record<string, unknown>) => {
  const value = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], zh);
  return typeof value === 'string' ? value : String(options?.defaultValue ?? key);
};

describe('submissionLines', () => {
  it('labels known fields, translates enumerated values and keeps unknown ones as entered', () => {
    const lines = submissionLines(
      { transport: 'train', companions: 2, needsPickup: true, station: '北京南站', custom: 'x' },
      t,
    );
    expect(lines.map((l) => [l.label, l.value])).toEqual([
      ['交通方式', '火车'],
      ['陪同人数', '2'],
      ['需要接站', '是'],
      ['到达站点', '北京南站'],
      ['custom', 'x'],
    ]);
  });

  it('marks a photo and attachments for the page to render, and joins family members', () => {
    const lines = submissionLines(
      { fileId: 'f1', attachments: ['a', 'b'], family: [{ relation: '母亲', name: '王芳', mobile: '' }] },
      t,
    );
    expect(lines[0]).toMatchObject({ kind: 'photo', value: 'f1', label: '照片' });
    expect(lines[1]).toMatchObject({ kind: 'files', value: 'a,b' });
    expect(lines[2]).toMatchObject({ kind: 'text', value: '母亲 王芳' });
  });
});

describe('staff routes', () => {
  it('gives every review kind a list page, and opens details on the spec detail route when there is one', () => {
    for (const kind of onboardingReviewKindList) {
      expect(reviewRoutes.some((r) => r.kind === kind && !r.detail)).toBe(true);
    }
    expect(reviewDetailPath('dayStudent', 'x')).toBe('/xgxt/xszd-detail?id=x');
    expect(reviewDetailPath('loan', 'x')).toBe('/xgxt/zxdksh?id=x');
    expect(reviewListPath('face')).toBe('/xgxt/rlsbsh');
  });

  it('has a title in every language for every route, under the spec route name', () => {
    expect(titleKey('xszd-detail')).toBe('xszdDetail');
    for (const route of onboardingStaffRoutes) {
      expect(route.path).toBe(`/xgxt/${route.meta.name}`);
      const key = (route.meta.title ?? '').replace('onboardingStaff:', '');
      for (const messages of Object.values(onboardingStaffMessages)) {
        const title = key
          .split('.')
          .reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], messages);
        expect(typeof title, `${route.meta.name} ${key}`).toBe('string');
      }
    }
    const names = onboardingStaffRoutes.map((r) => r.meta.name);
    for (const name of ['zxdksh', 'xszd-detail', 'hjshIndex', 'greenChannel', 'xcyxbl_fpss', 'yx_detail', 'qxyxtj']) {
      expect(names).toContain(name);
    }
    expect(new Set(names).size).toBe(names.length);
  });

  it('writes a missing time as a dash', () => {
    expect(when(null)).toBe('–');
    expect(when('2026-09-01T01:30:00.000Z')).toMatch(/^2026-09-01 \d\d:30$/);
  });
});
