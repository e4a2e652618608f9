import { accountAreas } from './account/index.ts';
import { authArea } from './auth/auth-area.ts';
import { contactsArea } from './contacts/contacts.routes.ts';
import { dataTemplatesArea } from './data-templates/data-templates.routes.ts';
import { dictionariesArea } from './dictionaries/dictionaries.routes.ts';
import { externalLoginAdminArea, externalLoginArea } from './external-login/external-login-area.ts';
import { filesArea } from './files/files.routes.ts';
import { formsArea } from './forms/forms.routes.ts';
import type { RouteArea } from './http/route-area.ts';
import { locationArea } from './location/location.routes.ts';
import { menusArea } from './menus/menus.routes.ts';
import { messagesArea } from './messages/messages.routes.ts';
import { noticesArea } from './notices/notices.routes.ts';
import { orgPickerArea } from './org/org-picker.routes.ts';
import { portraitArea } from './portrait/portrait.routes.ts';
import { requestEncryptionArea } from './request-encryption/request-encryption.routes.ts';
import { sysConfigArea } from './sys-config/sys-config.routes.ts';
import { tenancyArea } from './tenancy/tenancy.routes.ts';
import { workbenchArea } from './workbench/workbench.routes.ts';
import { workflowArea } from './workflow/workflow.routes.ts';

// The platform's route areas, mounted by app.ts under their service prefixes.
export const platformAreas: RouteArea[] = [
  authArea,
  externalLoginArea,
  externalLoginAdminArea,
  filesArea,
  dictionariesArea,
  formsArea,
  dataTemplatesArea,
  tenancyArea,
  menusArea,
  sysConfigArea,
  locationArea,
  ...accountAreas,
  workflowArea,
  messagesArea,
  noticesArea,
  workbenchArea,
  contactsArea,
  orgPickerArea,
  portraitArea,
  requestEncryptionArea,
];
