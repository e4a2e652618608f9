import type { LocalizedText } from '@campusflow/contracts';
import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { AccountRecoveryKeysTable } from '../account/account.tables.ts';
import type { DataRecordsTable, DataTemplatesTable } from '../data-templates/data-templates.tables.ts';
import type { DictionaryItemsTable, DictionaryTypesTable } from '../dictionaries/dictionaries.tables.ts';
import type { BusinessKeyGrantsTable, FileLinksTable, FilesTable } from '../files/files.tables.ts';
import type { FormDefinitionsTable } from '../forms/forms.tables.ts';
import type { WorkflowTables } from '../workflow/workflow.tables.ts';

// Kysely table shapes of the platform schema (migration 202611220700_platform_core), camelCased by
// CamelCasePlugin. Module tables are declared in their modules and added to Database below.

type Timestamp = ColumnType<Date, Date | string, Date | string>;
type DefaultTimestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type Json<T> = ColumnType<T, string, string>;

export type TenantPolicy = {
  passwordExpiryDays?: number;
  securityQuestionRecovery?: boolean;
  smsRecovery?: boolean;
  emailRecovery?: boolean;
  revealLocked?: boolean;
  /** Allows the password_credentials grant for this tenant's first-party clients (off by default, D4). */
  passwordGrant?: boolean;
  maxSessionsPerUser?: number;
  minPasswordLength?: number;
};

export type TenantsTable = {
  id: string;
  code: string;
  name: Json<LocalizedText>;
  designTenantId: string | null;
  openForLogin: Generated<boolean>;
  status: Generated<'active' | 'disabled'>;
  policy: ColumnType<TenantPolicy, string | undefined, string>;
  createdAt: DefaultTimestamp;
};

export type SystemsTable = { tenantId: string; id: string; code: string; name: Json<LocalizedText> };

export type OrgKind = 'school' | 'college' | 'major' | 'class' | 'office';
export type OrgsTable = {
  tenantId: string;
  id: string;
  parentId: string | null;
  kind: OrgKind;
  code: string;
  name: string;
  sort: Generated<number>;
};

export type PositionsTable = { tenantId: string; id: string; code: string; name: string };
export type GroupsTable = PositionsTable;

export type UserStatus = 'active' | 'inactive' | 'disabled';
export type UsersTable = {
  tenantId: string;
  id: string;
  account: string;
  accountLower: string;
  passwordHash: string | null;
  isSuper: Generated<boolean>;
  status: Generated<UserStatus>;
  language: string | null;
  mobile: string | null;
  mobileVerified: Generated<boolean>;
  email: string | null;
  emailVerified: Generated<boolean>;
  expiresAt: Timestamp | null;
  passwordChangedAt: DefaultTimestamp;
  mustChangePassword: Generated<boolean>;
  initialPasswordExpiresAt: Timestamp | null;
  failureCount: Generated<number>;
  lastFailureAt: Timestamp | null;
  lockedUntil: Timestamp | null;
  temporaryLockouts: Generated<number>;
  /** A role id or 'ALL' chosen with POST /user/context/default (migration 202611230100-auth). */
  defaultRole: ColumnType<string | null, string | null | undefined, string | null>;
  createdAt: DefaultTimestamp;
  updatedAt: DefaultTimestamp;
};

export type EmployeesTable = {
  tenantId: string;
  userId: string;
  name: string;
  nameInitials: Generated<string>;
  code: string | null;
  status: Generated<string>;
  gender: 'male' | 'female' | null;
  orgId: string | null;
};

export type TenantMembersTable = { tenantId: string; userId: string; homeTenantId: string };
export type RolesTable = { tenantId: string; id: string; name: string; alias: string; sort: Generated<number> };
export type UserRolesTable = { tenantId: string; userId: string; roleId: string };
export type UserPositionsTable = { tenantId: string; userId: string; positionId: string };
export type UserGroupsTable = { tenantId: string; userId: string; groupId: string };
export type CounsellorClassesTable = { tenantId: string; userId: string; classId: string };

export type MenusTable = {
  tenantId: string;
  id: string;
  systemId: string;
  parentId: string | null;
  alias: string;
  name: Json<LocalizedText>;
  icon: Generated<string>;
  defaultUrl: string | null;
  sort: Generated<number>;
};
export type MenuRolesTable = { tenantId: string; menuId: string; roleId: string };

export type SysConfigsTable = { tenantId: string; code: string; value: string; isPublic: Generated<boolean> };

export type OauthClientsTable = {
  clientId: string;
  tenantId: string | null;
  name: string;
  secretHash: string | null;
  firstParty: Generated<boolean>;
  redirectUris: ColumnType<string[], string | undefined, string>;
  createdAt: DefaultTimestamp;
};

export type LoginStatesTable = {
  stateHash: string;
  tenantId: string;
  userId: string;
  expiresAt: Timestamp;
  consumedAt: Timestamp | null;
  restricted: ColumnType<string | null, string | null | undefined, string | null>;
};

export type AuthorizationCodesTable = {
  codeHash: string;
  tenantId: string;
  userId: string;
  clientId: string;
  redirectUri: string | null;
  codeChallenge: string | null;
  expiresAt: Timestamp;
  consumedAt: Timestamp | null;
  sessionId: string | null;
  restricted: ColumnType<string | null, string | null | undefined, string | null>;
  loginStateHash: ColumnType<string | null, string | null | undefined, never>;
};

export type SessionsTable = {
  tenantId: string;
  id: string;
  userId: string;
  clientId: string;
  roleId: string | null;
  allRoles: Generated<boolean>;
  actorUserId: string | null;
  parentSessionId: string | null;
  restricted: string | null;
  ip: string | null;
  userAgent: string | null;
  createdAt: Timestamp;
  lastActiveAt: Timestamp;
  absoluteExpiresAt: Timestamp;
  endedAt: Timestamp | null;
  endReason: string | null;
};

export type AccessTokensTable = {
  tokenHash: string;
  tenantId: string;
  sessionId: string;
  createdAt: Timestamp;
  expiresAt: Timestamp;
  revokedAt: Timestamp | null;
};

export type RefreshTokensTable = {
  tokenHash: string;
  tenantId: string;
  sessionId: string;
  createdAt: Timestamp;
  expiresAt: Timestamp;
  usedAt: Timestamp | null;
};

export type CaptchasTable = { id: string; answerHash: string; expiresAt: Timestamp; consumedAt: Timestamp | null };
export type IpBansTable = {
  ip: string;
  reason: string | null;
  createdAt: DefaultTimestamp;
  expiresAt: Timestamp | null;
};

export type SecurityQuestionsTable = {
  tenantId: string;
  id: string;
  key: string;
  text: Json<LocalizedText>;
  sort: Generated<number>;
};
export type UserSecurityAnswersTable = { tenantId: string; userId: string; questionId: string; answerHash: string };

export type VerificationCodesTable = {
  tenantId: string;
  id: string;
  userId: string | null;
  channel: 'sms' | 'email';
  purpose: string;
  codeHash: string;
  expiresAt: Timestamp;
  attempts: Generated<number>;
  consumedAt: Timestamp | null;
  createdAt: Timestamp;
  /** The account name the code was asked for, also when unknown (migration 202611230200-account). */
  accountLower: ColumnType<string | null, string | null | undefined, string | null>;
};

export type PasswordResetTicketsTable = {
  ticketHash: string;
  tenantId: string;
  userId: string;
  via: string;
  expiresAt: Timestamp;
  consumedAt: Timestamp | null;
};

export type DevInboxTable = {
  id: string;
  tenantId: string | null;
  channel: string;
  recipient: string;
  subject: string | null;
  body: string;
  createdAt: Timestamp;
};

export type AuditEventsTable = {
  id: string;
  tenantId: string | null;
  at: Timestamp;
  event: string;
  actorUserId: string | null;
  targetUserId: string | null;
  ip: string | null;
  details: ColumnType<Record<string, unknown>, string | undefined, string>;
};

/** Failure counters of account names that do not exist (migration 202611230100-auth). */
export type LoginFailuresTable = {
  tenantId: string;
  accountLower: string;
  failureCount: Generated<number>;
  lastFailureAt: Timestamp | null;
  lockedUntil: Timestamp | null;
};

export type Database = {
  tenants: TenantsTable;
  systems: SystemsTable;
  orgs: OrgsTable;
  positions: PositionsTable;
  groups: GroupsTable;
  users: UsersTable;
  employees: EmployeesTable;
  tenantMembers: TenantMembersTable;
  roles: RolesTable;
  userRoles: UserRolesTable;
  userPositions: UserPositionsTable;
  userGroups: UserGroupsTable;
  counsellorClasses: CounsellorClassesTable;
  menus: MenusTable;
  menuRoles: MenuRolesTable;
  sysConfigs: SysConfigsTable;
  oauthClients: OauthClientsTable;
  loginStates: LoginStatesTable;
  authorizationCodes: AuthorizationCodesTable;
  sessions: SessionsTable;
  accessTokens: AccessTokensTable;
  refreshTokens: RefreshTokensTable;
  captchas: CaptchasTable;
  ipBans: IpBansTable;
  securityQuestions: SecurityQuestionsTable;
  userSecurityAnswers: UserSecurityAnswersTable;
  verificationCodes: VerificationCodesTable;
  passwordResetTickets: PasswordResetTicketsTable;
  devInbox: DevInboxTable;
  auditEvents: AuditEventsTable;
  loginFailures: LoginFailuresTable;
  accountRecoveryKeys: AccountRecoveryKeysTable; // platform/account (migration 202611230200-account)
  messageCursors: MessageCursorsTable;
  messages: MessagesTable;
  messageStreamTickets: MessageStreamTicketsTable;
  noticeCategories: NoticeCategoriesTable;
  notices: NoticesTable;
  noticeAudiences: NoticeAudiencesTable;
  noticeReads: NoticeReadsTable;
  workbenchApps: WorkbenchAppsTable;
  // platform/files, platform/dictionaries, platform/data-templates (migration 202611230600).
  files: FilesTable;
  fileLinks: FileLinksTable;
  businessKeyGrants: BusinessKeyGrantsTable;
  dictionaryTypes: DictionaryTypesTable;
  dictionaryItems: DictionaryItemsTable;
  dataTemplates: DataTemplatesTable;
  dataRecords: DataRecordsTable;
  // platform/workflow, platform/forms (migration 202611230500-workflow).
  formDefinitions: FormDefinitionsTable;
  wfDefinitions: WorkflowTables['wfDefinitions'];
  wfInstances: WorkflowTables['wfInstances'];
  wfTasks: WorkflowTables['wfTasks'];
  wfTaskCandidates: WorkflowTables['wfTaskCandidates'];
  wfHistory: WorkflowTables['wfHistory'];
  wfTaskChanges: WorkflowTables['wfTaskChanges'];
  wfCopies: WorkflowTables['wfCopies'];
  wfDrafts: WorkflowTables['wfDrafts'];
  wfFavourites: WorkflowTables['wfFavourites'];
  wfPhrases: WorkflowTables['wfPhrases'];
  wfAgents: WorkflowTables['wfAgents'];
  wfTimers: WorkflowTables['wfTimers'];
  wfOutbox: WorkflowTables['wfOutbox'];
};

export type User = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
export type Session = Selectable<SessionsTable>;
export type Tenant = Selectable<TenantsTable>;

// Inner messages (platform/messages), announcements (modules/notice), my apps (modules/workbench):
// migration 202611230700-messages-notices-workbench.
/** A message title: a text in every language, or a catalogue key the client translates. */
export type MessageTitle = { text: LocalizedText } | { key: string; variables?: Record<string, string | number> };
export type MessageCursorsTable = { tenantId: string; userId: string; lastSeq: number };
export type MessagesTable = {
  tenantId: string;
  id: string;
  userId: string;
  seq: number;
  batchId: string;
  kind: string;
  title: Json<MessageTitle>;
  summary: string | null;
  targetType: string;
  targetId: string | null;
  targetRoute: string;
  senderUserId: string | null;
  createdAt: Timestamp;
  readAt: Timestamp | null;
};
export type MessageStreamTicketsTable = {
  ticketHash: string;
  tenantId: string;
  userId: string;
  sessionId: string;
  expiresAt: Timestamp;
  consumedAt: Timestamp | null;
};
export type NoticeCategoriesTable = {
  tenantId: string;
  id: string;
  code: string;
  name: Json<LocalizedText>;
  sort: Generated<number>;
};
export type NoticeStatus = 'draft' | 'published' | 'withdrawn';
export type NoticesTable = {
  tenantId: string;
  id: string;
  categoryId: string;
  title: string;
  content: string;
  summary: Generated<string>;
  status: Generated<NoticeStatus>;
  isPublic: Generated<boolean>;
  pinned: Generated<boolean>;
  audienceAll: Generated<boolean>;
  attachmentFileIds: ColumnType<string[], string | undefined, string>;
  authorUserId: string;
  createdAt: Timestamp;
  updatedAt: Timestamp;
  publishedAt: Timestamp | null;
  withdrawnAt: Timestamp | null;
  /** Migration 202611230710-notice-expiry. */
  expiresAt: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
};
export type NoticeAudiencesTable = {
  tenantId: string;
  noticeId: string;
  kind: 'role' | 'org' | 'cohort';
  value: string;
};
export type NoticeReadsTable = { tenantId: string; noticeId: string; userId: string; readAt: Timestamp };
export type WorkbenchAppsTable = {
  tenantId: string;
  userId: string;
  menuId: string;
  sort: number;
  createdAt: Timestamp;
};
