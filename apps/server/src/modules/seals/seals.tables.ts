import type { ColumnType } from 'kysely';
import type { Db } from '../../platform/db/database.ts';

type Timestamp = ColumnType<Date, Date | string, Date | string>;

/** Migration 202611261030-seals. */
export type SealApplicationsTable = {
  tenantId: string;
  id: string;
  instanceId: string;
  applicantId: string;
  sealType: string;
  purpose: string;
  copies: number;
  attachments: ColumnType<string[], string, string>;
  usedAt: ColumnType<Date | null, Date | null | undefined, Date | null>;
  usedBy: ColumnType<string | null, string | null | undefined, string | null>;
  useRemark: ColumnType<string, string | undefined, string>;
  createdAt: Timestamp;
  updatedAt: Timestamp;
};

export type SealsTables = { sealApplications: SealApplicationsTable };

/** The platform's Db with this module's tables (the platform never imports a module). */
export function sealsDb(db: Db) {
  return db.withTables<SealsTables>();
}
