import { type AppRoute, lazyPage } from '../../lib/routing.ts';

// Admissions services (spec §2): the public pages (lqjgcx_index, yxjb, zsjb, zxlqyjyfk_login,
// zxlqyjyfk), the admissions-service area (zsfw*, with the promotional flow zsfwxc) and the admissions
// office's pages (lqmdgl, lqmdgl_import, zsjbgl, lqyjfkgl, zsfwhdgl; entries in platform/menus).
const page = (name: string, path: string, loader: () => ReturnType<AppRoute['load']>, isPublic = false): AppRoute => ({
  path,
  meta: isPublic
    ? { name, layout: 'bare', public: true, title: `admissions:titles.${titleOf[name]}` }
    : { name, layout: 'secondary', title: `admissions:titles.${titleOf[name]}` },
  load: loader,
});

const titleOf: Record<string, string> = {
  lqjgcx_index: 'lookup',
  yxjb: 'yxjb',
  zsjb: 'zsjb',
  zxlqyjyfk_login: 'examineeLogin',
  zxlqyjyfk: 'examinee',
  zsfwhome: 'home',
  zsfwpclist: 'batches',
  zsfwdetail: 'event',
  zsfwxsbm: 'mySignUps',
  zsfwxc: 'promo',
  lqmdgl: 'candidates',
  lqmdgl_import: 'import',
  zsjbgl: 'briefings',
  lqyjfkgl: 'feedback',
  zsfwhdgl: 'events',
};

const service = () => import('./pages/service-pages.tsx');
const manage = () => import('./pages/manage-pages.tsx');

export const admissionsRoutes: AppRoute[] = [
  page(
    'lqjgcx_index',
    '/lqjgcx_index',
    lazyPage(() => import('./pages/lookup-page.tsx'), 'LookupPage'),
    true,
  ),
  page(
    'yxjb',
    '/yxjb',
    lazyPage(() => import('./pages/briefing-page.tsx'), 'OnboardingBriefingPage'),
    true,
  ),
  page(
    'zsjb',
    '/zsjb',
    lazyPage(() => import('./pages/briefing-page.tsx'), 'AdmissionsBriefingPage'),
    true,
  ),
  page(
    'zxlqyjyfk_login',
    '/zxlqyjyfk_login',
    lazyPage(() => import('./pages/examinee-login-page.tsx'), 'ExamineeLoginPage'),
    true,
  ),
  page(
    'zxlqyjyfk',
    '/zxlqyjyfk',
    lazyPage(() => import('./pages/examinee-page.tsx'), 'ExamineePage'),
    true,
  ),
  page('zsfwhome', '/xgxt/zsfwhome', lazyPage(service, 'ServiceHomePage')),
  page('zsfwpclist', '/xgxt/zsfwpclist', lazyPage(service, 'BatchListPage')),
  page('zsfwdetail', '/xgxt/zsfwdetail', lazyPage(service, 'EventDetailPage')),
  page('zsfwxsbm', '/xgxt/zsfwxsbm', lazyPage(service, 'MySignUpsPage')),
  page('zsfwxc', '/xgxt/zsfwxc', lazyPage(service, 'PromoPage')),
  page(
    'lqmdgl',
    '/xgxt/lqmdgl',
    lazyPage(() => import('./pages/candidates-page.tsx'), 'CandidatesPage'),
  ),
  page(
    'lqmdgl_import',
    '/xgxt/lqmdgl_import',
    lazyPage(() => import('./pages/import-page.tsx'), 'ImportPage'),
  ),
  page('zsjbgl', '/xgxt/zsjbgl', lazyPage(manage, 'BriefingsManagePage')),
  page('lqyjfkgl', '/xgxt/lqyjfkgl', lazyPage(manage, 'FeedbackManagePage')),
  page('zsfwhdgl', '/xgxt/zsfwhdgl', lazyPage(manage, 'EventsManagePage')),
];
