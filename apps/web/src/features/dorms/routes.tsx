import { type AppRoute, lazyPage } from '../../lib/routing.ts';

// Dormitory pages (spec §2 "Dormitory, student side / teacher side"; route names kept as deep links).
export const dormsRoutes: AppRoute[] = [
  {
    path: '/xgxt/studentLive',
    meta: { name: 'studentLive', layout: 'secondary', title: 'dorms:titles.mine' },
    load: lazyPage(() => import('./pages/my-dorm-page.tsx'), 'MyDormPage'),
  },
  {
    path: '/xgxt/changingDormitory',
    meta: { name: 'changingDormitory', layout: 'secondary', title: 'dorms:titles.change' },
    load: lazyPage(() => import('./pages/change-dorm-page.tsx'), 'ChangeDormPage'),
  },
  {
    path: '/xgxt/studentOccupancy',
    meta: { name: 'studentOccupancy', layout: 'secondary', title: 'dorms:titles.occupancy' },
    load: lazyPage(() => import('./pages/occupancy-page.tsx'), 'OccupancyPage'),
  },
  {
    path: '/xgxt/reviewDormitoryChange',
    meta: { name: 'reviewDormitoryChange', layout: 'secondary', title: 'dorms:titles.change' },
    load: lazyPage(() => import('./pages/dorm-redirects.tsx'), 'DormReviewRedirect'),
  },
  {
    path: '/xgxt/checkOut',
    meta: { name: 'checkOut', layout: 'secondary', title: 'dorms:titles.moveOut' },
    load: lazyPage(() => import('./pages/move-out-page.tsx'), 'MoveOutPage'),
  },
  {
    path: '/xgxt/reviewCheckOut',
    meta: { name: 'reviewCheckOut', layout: 'secondary', title: 'dorms:titles.moveOut' },
    load: lazyPage(() => import('./pages/dorm-redirects.tsx'), 'DormReviewRedirect'),
  },
  {
    path: '/xgxt/outsideLive',
    meta: { name: 'outsideLive', layout: 'secondary', title: 'dorms:affairs.titles.outside' },
    load: lazyPage(() => import('./pages/affairs/outside-live-page.tsx'), 'OutsideLivePage'),
  },
  {
    path: '/xgxt/stayOvernight',
    meta: { name: 'stayOvernight', layout: 'secondary', title: 'dorms:affairs.titles.holiday' },
    load: lazyPage(() => import('./pages/affairs/holiday-stay-page.tsx'), 'HolidayStayPage'),
  },
  {
    path: '/xgxt/reportRepair',
    meta: { name: 'reportRepair', layout: 'secondary', title: 'dorms:affairs.titles.repair' },
    load: lazyPage(() => import('./pages/affairs/repair-page.tsx'), 'RepairPage'),
  },
  {
    path: '/ssgl/civilisedRooms',
    meta: { name: 'civilisedRooms', layout: 'secondary', title: 'dorms:awards.title' },
    load: lazyPage(() => import('./pages/ssgl/awards-page.tsx'), 'AwardsPage'),
  },
  {
    path: '/ssgl/civilisedRooms-add',
    meta: { name: 'civilisedRooms-add', layout: 'secondary', title: 'dorms:awards.proposeTitle' },
    load: lazyPage(() => import('./pages/ssgl/award-propose-page.tsx'), 'AwardProposePage'),
  },
  {
    path: '/ssgl/dormRecords',
    meta: { name: 'dormRecords', layout: 'secondary', title: 'dorms:records.title' },
    load: lazyPage(() => import('./pages/ssgl/ssgl-records-page.tsx'), 'SsglRecordsPage'),
  },
  {
    path: '/ssgl/dormRecordsStats',
    meta: { name: 'dormRecordsStats', layout: 'secondary', title: 'dorms:records.stats.title' },
    load: lazyPage(() => import('./pages/ssgl/ssgl-stats-page.tsx'), 'SsglStatsPage'),
  },
  {
    path: '/ssgl/violationReview',
    meta: { name: 'violationReview', layout: 'secondary', title: 'dorms:review.title' },
    load: lazyPage(() => import('./pages/ssgl/violation-review-page.tsx'), 'ViolationReviewPage'),
  },
  {
    path: '/ssgl/repairManage',
    meta: { name: 'repairManage', layout: 'secondary', title: 'dorms:affairs.titles.repairManage' },
    load: lazyPage(() => import('./pages/affairs/repair-manage-page.tsx'), 'RepairManagePage'),
  },
  {
    path: '/xgxt/PersonalInspection',
    meta: { name: 'PersonalInspection', layout: 'secondary', title: 'dorms:personal.title' },
    load: lazyPage(() => import('./pages/personal/personal-inspection-pages.tsx'), 'PersonalInspectionPage'),
  },
  {
    path: '/xgxt/PersonalInspectionExamine',
    meta: { name: 'PersonalInspectionExamine', layout: 'secondary', title: 'dorms:personal.addTitle' },
    load: lazyPage(() => import('./pages/personal/personal-inspection-pages.tsx'), 'PersonalInspectionFormPage'),
  },
  {
    path: '/xgxt/dormitoryinspection',
    meta: { name: 'dormitoryinspection', layout: 'secondary', title: 'dorms:affairs.titles.inspection' },
    load: lazyPage(() => import('./pages/affairs/inspection-pages.tsx'), 'InspectionListPage'),
  },
  {
    path: '/xgxt/inspectionExamine',
    meta: { name: 'inspectionExamine', layout: 'secondary', title: 'dorms:affairs.titles.inspectionAdd' },
    load: lazyPage(() => import('./pages/affairs/inspection-pages.tsx'), 'InspectionFormPage'),
  },
  {
    path: '/ssgl/inspectionRanking',
    meta: { name: 'inspectionRanking', layout: 'secondary', title: 'dorms:affairs.titles.ranking' },
    load: lazyPage(() => import('./pages/affairs/inspection-pages.tsx'), 'InspectionRankingPage'),
  },
  {
    path: '/xgxt/reviewNotRules',
    meta: { name: 'reviewNotRules', layout: 'secondary', title: 'dorms:affairs.titles.violations' },
    load: lazyPage(() => import('./pages/affairs/violation-pages.tsx'), 'ViolationListPage'),
  },
  {
    path: '/xgxt/notrulesExamine-add',
    meta: { name: 'notrulesExamine-add', layout: 'secondary', title: 'dorms:affairs.titles.violationAdd' },
    load: lazyPage(() => import('./pages/affairs/violation-pages.tsx'), 'ViolationAddPage'),
  },
  {
    path: '/xgxt/notrulesExamine-edit',
    meta: { name: 'notrulesExamine-edit', layout: 'secondary', title: 'dorms:affairs.titles.violationEdit' },
    load: lazyPage(() => import('./pages/affairs/violation-pages.tsx'), 'ViolationEditPage'),
  },
  {
    path: '/xgxt/reviewOutsideLive',
    meta: { name: 'reviewOutsideLive', layout: 'secondary', title: 'dorms:affairs.titles.outside' },
    load: lazyPage(() => import('./pages/dorm-redirects.tsx'), 'DormReviewRedirect'),
  },
  {
    path: '/xgxt/sleepoverExamine',
    meta: { name: 'sleepoverExamine', layout: 'secondary', title: 'dorms:affairs.titles.outside' },
    load: lazyPage(() => import('./pages/dorm-redirects.tsx'), 'DormReviewRedirect'),
  },
  {
    path: '/xgxt/reviewStayNight',
    meta: { name: 'reviewStayNight', layout: 'secondary', title: 'dorms:affairs.titles.holiday' },
    load: lazyPage(() => import('./pages/dorm-redirects.tsx'), 'DormReviewRedirect'),
  },
  {
    path: '/xgxt/staynightExamine',
    meta: { name: 'staynightExamine', layout: 'secondary', title: 'dorms:affairs.titles.holiday' },
    load: lazyPage(() => import('./pages/dorm-redirects.tsx'), 'DormReviewRedirect'),
  },
  {
    path: '/xgxt/reviewImmigration',
    meta: { name: 'reviewImmigration', layout: 'secondary', title: 'dorms:affairs.moveIn.submit' },
    load: lazyPage(() => import('./pages/dorm-redirects.tsx'), 'DormReviewRedirect'),
  },
  {
    path: '/xgxt/immigrationExamine',
    meta: { name: 'immigrationExamine', layout: 'secondary', title: 'dorms:affairs.moveIn.submit' },
    load: lazyPage(() => import('./pages/dorm-redirects.tsx'), 'DormReviewRedirect'),
  },
  {
    path: '/xgxt/checkoutExamine',
    meta: { name: 'checkoutExamine', layout: 'secondary', title: 'dorms:titles.moveOut' },
    load: lazyPage(() => import('./pages/dorm-redirects.tsx'), 'DormReviewRedirect'),
  },
  {
    path: '/xgxt/changeExamine',
    meta: { name: 'changeExamine', layout: 'secondary', title: 'dorms:titles.change' },
    load: lazyPage(() => import('./pages/dorm-redirects.tsx'), 'DormReviewRedirect'),
  },
  {
    path: '/ssgl/delayCheckOut',
    meta: { name: 'delayCheckOut', layout: 'secondary', title: 'dorms:affairs.ssgl.delayTitle' },
    load: lazyPage(() => import('./pages/affairs/ssgl-pages.tsx'), 'DelayCheckOutPage'),
  },
  {
    path: '/ssgl/abnormalReport',
    meta: { name: 'abnormalReport', layout: 'secondary', title: 'dorms:affairs.ssgl.abnormalTitle' },
    load: lazyPage(() => import('./pages/affairs/abnormal-list-page.tsx'), 'AbnormalListPage'),
  },
  {
    path: '/ssgl/abnormalReport-add',
    meta: { name: 'abnormalReport-add', layout: 'secondary', title: 'dorms:affairs.ssgl.abnormalAdd' },
    load: lazyPage(() => import('./pages/affairs/ssgl-pages.tsx'), 'AbnormalFormPage'),
  },
];
