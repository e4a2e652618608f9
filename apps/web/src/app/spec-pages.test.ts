import { describe, expect, it } from 'vitest';
import { featureRoutes } from './routes.tsx';

// Spec §2 "Business areas under /xgxt": the page names of the areas built so far are deep links
// (menus, bookmarks, QR codes and the old app's links point at them), so each must stay a route.

const dormStudent = ['studentLive', 'changingDormitory', 'outsideLive', 'stayOvernight', 'checkOut', 'reportRepair'];
const dormStaff = [
  'studentOccupancy',
  'reviewDormitoryChange',
  'changeExamine',
  'reviewOutsideLive',
  'sleepoverExamine',
  'reviewCheckOut',
  'checkoutExamine',
  'reviewStayNight',
  'staynightExamine',
  'reviewImmigration',
  'immigrationExamine',
  'reviewNotRules',
  'notrulesExamine-edit',
  'notrulesExamine-add',
  'dormitoryinspection',
  'inspectionExamine',
  'PersonalInspection',
  'PersonalInspectionExamine',
];
const rcsw = ['rcswQxj', 'rcswXzcy', 'rcswQjxq', 'rcswQjcy', 'rcswXjdk', 'rcswXjjg', 'rcswXjxq'];
const daily = [
  'qxjglQjsq',
  'qxjglMine',
  'qxjglXjsq',
  'qxjglQxjsh',
  ...rcsw,
  ...rcsw.map((name) => `${name}Jsd`),
  'jjrlfxQxdj',
  'jjrlfxDjxx',
  'jjrlfxCheck',
  'jjrlfxDetail',
  'jjrlfxFxdj',
  'rcswQjtj',
  'rcswXjtj',
  'qxjTj',
  'qxjglYqdk',
  'yqdk_mrtj',
  'yqdk_xxtj',
  'yqdk_xxcx',
  'yygl',
  'yysq',
];

describe('spec §2 page names', () => {
  const paths = new Set(featureRoutes.map((r) => r.path));
  it.each([
    ['dormitory, student side', dormStudent],
    ['dormitory, teacher side', dormStaff],
    ['daily affairs', daily],
  ])('%s: every name is a route under /xgxt', (_area, names) => {
    expect(names.filter((name) => !paths.has(`/xgxt/${name}`))).toEqual([]);
  });

  it('names each route by its spec name, so titles and menus find it', () => {
    const named = featureRoutes.filter(
      (r) => r.path.startsWith('/xgxt/') && [...daily, ...dormStaff].includes(r.path.slice(6)),
    );
    expect(named.filter((r) => r.meta.name !== r.path.slice(6)).map((r) => r.path)).toEqual([]);
  });
});
