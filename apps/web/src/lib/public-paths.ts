/** Paths that skip the login check (spec §2), plus the public screens that take a path parameter. */
export const publicPaths: ReadonlySet<string> = new Set([
  '/login',
  '/reset_password',
  '/forget_password',
  '/forget_password_question',
  '/forget_password_phone',
  '/forget_password_mailbox',
  '/yxjb',
  '/zsjb',
  '/zxlqyjyfk_login',
  '/zxlqyjyfk',
  '/register',
  '/forget',
  '/forgetUsual',
  '/reset',
  '/tenantRegister',
  '/lqjgcx_index',
  '/tenantForget',
  '/authredirect',
  '/dingTalkAuth',
  '/message-jump',
  '/iframe',
  '/403',
]);

export function isPublicPath(path: string): boolean {
  return publicPaths.has(path) || /^\/twgl\/[^/]+$/.test(path);
}
