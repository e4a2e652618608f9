import type { Migration } from 'kysely';
import * as platformCore from './202611220700-platform-core.ts';
import * as auth from './202611230100-auth.ts';
import * as account from './202611230200-account.ts';
import * as workflow from './202611230500-workflow.ts';
import * as filesDictionariesDataTemplates from './202611230600-files-dictionaries-data-templates.ts';
import * as messagesNoticesWorkbench from './202611230700-messages-notices-workbench.ts';
import * as noticeExpiry from './202611230710-notice-expiry.ts';
import * as leave from './202611230800-leave.ts';
import * as dorms from './202611230810-dorms.ts';
import * as admissions from './202611250450-admissions.ts';
import * as onboarding from './202611260900-onboarding.ts';
import * as externalLogins from './202611260920-external-logins.ts';
import * as requestEncryption from './202611260930-request-encryption.ts';
import * as whereabouts from './202611261010-whereabouts.ts';
import * as healthCheckIn from './202611261020-health-check-in.ts';
import * as seals from './202611261030-seals.ts';
import * as noticeAudienceCohorts from './202611261200-notice-audience-cohorts.ts';
import * as dormAffairs from './202611261300-dorm-affairs.ts';
import * as leaveStatsIndexes from './202611261330-leave-stats-indexes.ts';
import * as onboardingConsulting from './202611261340-onboarding-consulting.ts';
import * as externalLoginSessions from './202611261400-external-login-sessions.ts';
import * as codeLoginState from './202611261410-code-login-state.ts';
import * as dormViolationReview from './202611261420-dorm-violation-review.ts';
import * as dormSsglAwards from './202611261430-dorm-ssgl-awards.ts';
import * as dormPersonalInspections from './202611261500-dorm-personal-inspections.ts';
import * as wfInstancesDefKey from './202611261510-wf-instances-def-key.ts';

// Explicit and ordered: cross-module foreign keys need one order (style.md §7.1).
export const migrations: Record<string, Migration> = {
  '202611220700-platform-core': platformCore,
  '202611230100-auth': auth,
  '202611230200-account': account,
  '202611230500-workflow': workflow,
  '202611230600-files-dictionaries-data-templates': filesDictionariesDataTemplates,
  '202611230700-messages-notices-workbench': messagesNoticesWorkbench,
  '202611230710-notice-expiry': noticeExpiry,
  '202611230800-leave': leave,
  '202611230810-dorms': dorms,
  '202611250450-admissions': admissions,
  '202611260900-onboarding': onboarding,
  '202611260920-external-logins': externalLogins,
  '202611261400-external-login-sessions': externalLoginSessions,
  '202611261410-code-login-state': codeLoginState,
  '202611261420-dorm-violation-review': dormViolationReview,
  '202611261430-dorm-ssgl-awards': dormSsglAwards,
  '202611261500-dorm-personal-inspections': dormPersonalInspections,
  '202611260930-request-encryption': requestEncryption,
  '202611261010-whereabouts': whereabouts,
  '202611261020-health-check-in': healthCheckIn,
  '202611261030-seals': seals,
  '202611261200-notice-audience-cohorts': noticeAudienceCohorts,
  '202611261300-dorm-affairs': dormAffairs,
  '202611261330-leave-stats-indexes': leaveStatsIndexes,
  '202611261510-wf-instances-def-key': wfInstancesDefKey,
  '202611261340-onboarding-consulting': onboardingConsulting,
};
