/** Announcement calls (platform service): readers' feed, detail, and the publisher's management. */
export const noticesEndpoints = {
  categories: { service: 'platform', method: 'GET', path: '/notice/categories' },
  feed: { service: 'platform', method: 'GET', path: '/notice/list' },
  detail: { service: 'platform', method: 'GET', path: '/notice/:id' },
  manageList: { service: 'platform', method: 'GET', path: '/notice/manage/list' },
  save: { service: 'platform', method: 'POST', path: '/notice/save' },
  publish: { service: 'platform', method: 'POST', path: '/notice/:id/publish' },
  withdraw: { service: 'platform', method: 'POST', path: '/notice/:id/withdraw' },
  pin: { service: 'platform', method: 'POST', path: '/notice/:id/pin' },
  receipts: { service: 'platform', method: 'GET', path: '/notice/:id/receipts' },
  /** The audience picker's choices: orgs within the caller's scope (a tree) and the cohorts there. */
  audienceOptions: { service: 'platform', method: 'GET', path: '/notice/audience/options' },
  /** The share page /twgl/{id}: readable without login, only for announcements published as public. */
  publicView: { service: 'platform', method: 'GET', path: '/notice/public/:id' },
} as const;

/** Role aliases that may write announcements; each is limited to its own scope (platform/notices/README.md). */
export const noticePublisherRoles = ['tenantAdmin', 'affairsAdmin', 'collegeAdmin', 'counsellor'] as const;
