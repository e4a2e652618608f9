import type { ExternalProviderKind } from '@campusflow/contracts';
import type { ColumnType } from 'kysely';
import type { Db } from '../db/database.ts';

type Timestamp = ColumnType<Date, Date | string, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | null | undefined, Date | null>;
type Json<T> = ColumnType<T, string, string>;

/** Migration 202611260920-external-logins. */
export type ExternalLoginProvidersTable = {
  tenantId: string;
  id: string;
  kind: ExternalProviderKind;
  name: string;
  enabled: boolean;
  unknownIdentity: 'refuse' | 'bind';
  redirectUris: Json<string[]>;
  /** The kind's non-secret settings (issuer, client id, endpoints…). */
  settings: Json<Record<string, unknown>>;
  /** Client / app secret; never selected by listing queries, never sent to a browser. */
  secret: string | null;
  createdAt: Timestamp;
  updatedAt: Timestamp;
};

export type ExternalIdentitiesTable = {
  tenantId: string;
  providerId: string;
  providerApp: string;
  subject: string;
  userId: string;
  profile: Json<Record<string, unknown>>;
  createdAt: Timestamp;
  lastLoginAt: NullableTimestamp;
};

export type ExternalLoginFlowsTable = {
  stateHash: string;
  tenantId: string;
  providerId: string;
  bindingHash: string;
  nonce: string | null;
  codeVerifier: string | null;
  redirectUri: string;
  expiresAt: Timestamp;
  consumedAt: NullableTimestamp;
};

export type ExternalBindTicketsTable = {
  ticketHash: string;
  tenantId: string;
  providerId: string;
  providerApp: string;
  subject: string;
  profile: Json<Record<string, unknown>>;
  expiresAt: Timestamp;
  consumedAt: NullableTimestamp;
};

/** Migration 202611261400-external-login-sessions: what a logout needs of an external login. */
export type ExternalLoginSessionsTable = {
  loginStateHash: string;
  tenantId: string;
  providerId: string;
  userId: string;
  /** SHA-256 of the CAS service ticket (the SessionIndex of a CAS logoutRequest). */
  ticketHash: string | null;
  /** The OIDC id_token for id_token_hint, sealed under SECRETS_KEK. */
  idToken: string | null;
  createdAt: Timestamp;
  expiresAt: Timestamp;
};

export type ExternalLoginTables = {
  externalLoginSessions: ExternalLoginSessionsTable;
  externalLoginProviders: ExternalLoginProvidersTable;
  externalIdentities: ExternalIdentitiesTable;
  externalLoginFlows: ExternalLoginFlowsTable;
  externalBindTickets: ExternalBindTicketsTable;
};

/** The platform's Db with this area's tables (withTables keeps a transaction). */
export function xlDb(db: Db) {
  return db.withTables<ExternalLoginTables>();
}
