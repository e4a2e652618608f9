// Public surface of the account area (platform/areas.ts mounts accountAreas).
import { accountArea } from './account.routes.ts';
import { accountRecoveryArea } from './recovery.routes.ts';

export const accountAreas = [accountArea, accountRecoveryArea];
export { accountPolicy, passwordPolicyFor, recoveryOptions } from './account-policy.ts';
export { deliveriesSettled } from './deliveries.ts';
export { latestDevCode, readDevInbox } from './dev-inbox.ts';
export { ensureSecurityQuestions } from './security-questions.ts';
