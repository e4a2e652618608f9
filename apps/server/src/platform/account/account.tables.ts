import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string, Date | string>;

/** An opaque key standing for an account name during recovery by security questions (migration 202611230200). */
export type AccountRecoveryKeysTable = {
  keyHash: string;
  tenantId: string;
  accountLower: string;
  /** Null when the name is unknown: the key then fails like a wrong answer (B6). */
  userId: string | null;
  userTenantId: string | null;
  createdAt: Timestamp;
  expiresAt: Timestamp;
  failedAttempts: Generated<number>;
  consumedAt: Timestamp | null;
};
