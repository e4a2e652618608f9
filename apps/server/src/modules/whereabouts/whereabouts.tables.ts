import type { WhereaboutsTransport } from '@campusflow/contracts';
import type { ColumnType } from 'kysely';
import type { Db } from '../../platform/db/database.ts';

type Timestamp = ColumnType<Date, Date | string, Date | string>;
type DateColumn = ColumnType<string, string, string>;
type NullableDate = ColumnType<string | null, string | null | undefined, string | null>;

/** Migration 202611261010-whereabouts. */
export type WhereaboutsWindowsTable = {
  tenantId: string;
  id: string;
  name: string;
  startDate: DateColumn;
  endDate: DateColumn;
  deadline: Timestamp;
  createdBy: string;
  createdAt: Timestamp;
};

export type WhereaboutsRecordsTable = {
  tenantId: string;
  id: string;
  windowId: string;
  studentId: string;
  staying: boolean;
  province: string;
  city: string;
  address: string;
  leaveDate: NullableDate;
  returnDate: NullableDate;
  transport: WhereaboutsTransport | null;
  contactName: string;
  contactPhone: string;
  remark: string;
  returnedAt: ColumnType<Date | null, Date | null | undefined, Date | null>;
  actualReturnDate: NullableDate;
  returnRemark: ColumnType<string, string | undefined, string>;
  createdAt: Timestamp;
  updatedAt: Timestamp;
};

export type WhereaboutsTables = {
  whereaboutsWindows: WhereaboutsWindowsTable;
  whereaboutsRecords: WhereaboutsRecordsTable;
};

/** The platform's Db with this module's tables (the platform never imports a module). */
export function whereaboutsDb(db: Db) {
  return db.withTables<WhereaboutsTables>();
}
