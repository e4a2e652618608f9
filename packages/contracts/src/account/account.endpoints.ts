/**
 * Account calls (spec §7). `service` is the prefix they live under: `platform` = `/qzbps/platform/v3`,
 * `oauth` = `/qzbps/oauth2/v3` (the spec's no-token list). "params" calls take the query string.
 */
export const accountEndpoints = {
  changePassword: { service: 'platform', method: 'POST', path: '/user/change/passwd' },
  securityQuestions: { service: 'platform', method: 'GET', path: '/securityQuestions/list' },
  saveSecurityAnswers: { service: 'platform', method: 'POST', path: '/userSecurityAnswers/save' },
  myAnswers: { service: 'platform', method: 'GET', path: '/userSecurityAnswers/getAnswers' },
  hasAnswerSet: { service: 'platform', method: 'GET', path: '/userSecurityAnswers/hasAnswerSet' },
  // Recovery by security questions: public (the user has forgotten the password).
  accountKey: { service: 'platform', method: 'POST', path: '/user/getUuidByAccountName' },
  questionsByKey: { service: 'platform', method: 'GET', path: '/userSecurityAnswers/getQuestionsByKey' },
  checkAnswer: { service: 'platform', method: 'POST', path: '/userSecurityAnswers/checkAnswer' },
  retryPasswordChange: { service: 'platform', method: 'POST', path: '/user/retry/passwd/change' },
  // User pickers: POST with the list payload (api-conventions.md §2).
  queryEmployees: { service: 'platform', method: 'POST', path: '/employee/query' },
  queryUsersOfOrg: { service: 'platform', method: 'POST', path: '/user/query4Org' },
  queryUsersOfPosition: { service: 'platform', method: 'POST', path: '/user/query4Position' },
  queryUsersOfRole: { service: 'platform', method: 'POST', path: '/user/query4Role' },
  queryUsersOfGroup: { service: 'platform', method: 'POST', path: '/user/query4Group' },
  // Forgotten password by code, and sign-up: no token.
  /** What the login, forgotten-password and sign-up pages of a tenant may offer, and its password policy. */
  accountOptions: { service: 'oauth', method: 'GET', path: '/user/account/options' },
  sendSmsCode: { service: 'oauth', method: 'POST', path: '/user/send/sms' },
  sendEmailCode: { service: 'oauth', method: 'POST', path: '/user/send/email' },
  resetPassword: { service: 'oauth', method: 'POST', path: '/user/reset/passwd' },
  register: { service: 'oauth', method: 'POST', path: '/user/register' },
  // Development and demo only: never registered when NODE_ENV=production.
  devInbox: { service: 'oauth', method: 'GET', path: '/dev/inbox' },
} as const;

/**
 * Filter keys the user pickers accept (`Q^<field>^<op>`), and the fields they sort by. Each
 * query4* route also takes the id of its relation: Q^orgId^S, Q^positionId^S, Q^roleId^S, Q^groupId^S.
 */
export const pickerFilterFields = ['account', 'name', 'code', 'status', 'orgId'] as const;
export const pickerSortFields = ['account', 'name', 'code'] as const;
