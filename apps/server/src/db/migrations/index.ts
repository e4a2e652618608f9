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
};
