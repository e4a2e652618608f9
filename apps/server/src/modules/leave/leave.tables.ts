import type { LeaveHalf, LeaveType } from '@campusflow/contracts';
import type { ColumnType } from 'kysely';
import type { Db } from '../../platform/db/database.ts';

type Timestamp = ColumnType<Date, Date | string, Date | string>;
type DateColumn = ColumnType<string, string, string>;
type Json<T> = ColumnType<T, string, string>;

/** Migration 202611230800-leave. */
export type LeaveRequestsTable = {
  tenantId: string;
  id: string;
  instanceId: string;
  studentId: string;
  type: LeaveType;
  startDate: DateColumn;
  startHalf: LeaveHalf;
  endDate: DateColumn;
  endHalf: LeaveHalf;
  startAt: Timestamp;
  endAt: Timestamp;
  days: ColumnType<string, number, number>;
  leaveSchool: boolean;
  destination: string;
  transportOut: string;
  transportBack: string;
  reason: string;
  emergencyContact: string;
  emergencyPhone: string;
  parentPhone: string;
  attachments: Json<string[]>;
  createdAt: Timestamp;
  updatedAt: Timestamp;
  reportedBackAt: ColumnType<Date | null, Date | null | undefined, Date | null>;
  reportBackLocation: ColumnType<unknown, string | null | undefined, string | null>;
  reportBackRemark: ColumnType<string, string | undefined, string>;
  lateReturn: ColumnType<boolean, boolean | undefined, boolean>;
};

export type LeaveTables = { leaveRequests: LeaveRequestsTable };

/**
 * The platform's Db with this module's tables. Module tables stay out of platform/db/tables.ts (the
 * platform never imports a module); withTables keeps the transaction when given one.
 */
export function leaveDb(db: Db) {
  return db.withTables<LeaveTables>();
}
