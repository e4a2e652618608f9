import { loginMessages } from '../features/login/i18n.ts';
import { commonMessages } from './common.ts';
import type { LocaleMessages, MessageTree } from './messages.ts';

/**
 * Every i18next namespace of the app, one line per feature. The key is the namespace name used with
 * `useTranslation('<name>')` and `t('<name>:key')`. namespaces.test.ts fails when a locale lacks a key.
 *
 * Only what the login page needs is bundled; a feature's strings load with its first page
 * (useTranslation suspends until they are there), so the JS before login stays small as areas grow.
 */
export const eagerNamespaces = {
  common: commonMessages,
  login: loginMessages,
} as const;

type Loader = () => Promise<LocaleMessages<MessageTree>>;

export const lazyNamespaces: Record<string, Loader> = {
  dashboard: async () => (await import('../features/dashboard/i18n.ts')).dashboardMessages,
  onboarding: async () => (await import('../features/onboarding/i18n.ts')).onboardingMessages,
  onboardingStaff: async () =>
    (await import('../features/onboarding/pages/staff/staff-i18n.ts')).onboardingStaffMessages,
  onboardingConsulting: async () =>
    (await import('../features/onboarding/pages/consulting/consulting-i18n.ts')).onboardingConsultingMessages,
  onboardingTools: async () =>
    (await import('../features/onboarding/pages/staff/staff-tools-i18n.ts')).onboardingToolsMessages,
  account: async () => (await import('../features/account/i18n.ts')).accountMessages,
  systemPages: async () => (await import('../features/system-pages/i18n.ts')).systemPagesMessages,
  notices: async () => (await import('../features/notices/i18n.ts')).noticesMessages,
  contacts: async () => (await import('../features/contacts/i18n.ts')).contactsMessages,
  portrait: async () => (await import('../features/portrait/i18n.ts')).portraitMessages,
  forms: async () => (await import('../components/form-engine/i18n.ts')).formsMessages,
  userPicker: async () => (await import('../components/user-picker/i18n.ts')).userPickerMessages,
  dataTemplates: async () => (await import('../features/data-templates/i18n.ts')).dataTemplatesMessages,
  workflow: async () => (await import('../features/workflow/i18n.ts')).workflowMessages,
  leave: async () => (await import('../features/leave/i18n.ts')).leaveMessages,
  dorms: async () => (await import('../features/dorms/i18n.ts')).dormsMessages,
  externalLogin: async () => (await import('../features/external-login/i18n.ts')).externalLoginMessages,
  externalLoginAdmin: async () =>
    (await import('../features/external-login/admin/admin-i18n.ts')).externalLoginAdminMessages,
  messages: async () => (await import('../features/messages/i18n.ts')).messagesMessages,
  admissions: async () => (await import('../features/admissions/i18n.ts')).admissionsMessages,
  whereabouts: async () => (await import('../features/whereabouts/i18n.ts')).whereaboutsMessages,
  healthCheckIn: async () => (await import('../features/health-check-in/i18n.ts')).healthCheckInMessages,
  seals: async () => (await import('../features/seals/i18n.ts')).sealsMessages,
};

/** Every namespace with its messages (tests, tools). */
export async function loadAllNamespaces(): Promise<Record<string, LocaleMessages<MessageTree>>> {
  const lazy = await Promise.all(Object.entries(lazyNamespaces).map(async ([name, load]) => [name, await load()]));
  return { ...eagerNamespaces, ...Object.fromEntries(lazy) };
}
