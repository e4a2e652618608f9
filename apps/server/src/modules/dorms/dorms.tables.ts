import type { DormGender, DormRepairStatus } from '@campusflow/contracts';
import type { ColumnType } from 'kysely';
import type { Db } from '../../platform/db/database.ts';

type Timestamp = ColumnType<Date, Date | string, Date | string>;
type Status = ColumnType<'active' | 'disabled', 'active' | 'disabled' | undefined, 'active' | 'disabled'>;

/** Migration 202611230810-dorms. */
export type DormTables = {
  dormBuildings: {
    tenantId: string;
    id: string;
    code: string;
    name: string;
    campus: ColumnType<string, string | undefined, string>;
    /** Null: rooms of both genders (per room). */
    gender: DormGender | null;
    sort: ColumnType<number, number | undefined, number>;
  };
  dormRooms: {
    tenantId: string;
    id: string;
    buildingId: string;
    floor: number;
    roomNo: string;
    gender: DormGender;
    capacity: number;
    status: Status;
  };
  dormBeds: { tenantId: string; id: string; roomId: string; bedNo: string; status: Status };
  /** 住宿关系: an open stay has no end; one open stay per bed and per student (partial unique indexes). */
  dormStays: {
    tenantId: string;
    id: string;
    bedId: string;
    studentId: string;
    startAt: Timestamp;
    endAt: ColumnType<Date | null, Date | null | undefined, Date | null>;
    startReason: string;
    endReason: ColumnType<string | null, string | null | undefined, string | null>;
    instanceId: ColumnType<string | null, string | null | undefined, string | null>;
  };
  /** Migration 202611261300-dorm-affairs. */
  dormRepairs: {
    tenantId: string;
    id: string;
    reporterId: string;
    roomId: string;
    category: string;
    urgency: string;
    description: string;
    photos: ColumnType<string[], string, string>;
    status: ColumnType<DormRepairStatus, DormRepairStatus | undefined, DormRepairStatus>;
    note: ColumnType<string, string | undefined, string>;
    rating: ColumnType<number | null, number | null | undefined, number | null>;
    comment: ColumnType<string, string | undefined, string>;
    createdAt: Timestamp;
    updatedAt: Timestamp;
  };
  dormViolations: {
    tenantId: string;
    id: string;
    studentId: string;
    bedId: string | null;
    type: string;
    occurredAt: Timestamp;
    description: string;
    recorderId: string;
    createdAt: Timestamp;
    updatedAt: Timestamp;
    /** ssgl review (migration 202611261420): registered → confirmed | dismissed, once. */
    reviewStatus: ColumnType<string, string | undefined, string>;
    reviewReason: ColumnType<string, string | undefined, string>;
    reviewerId: string | null;
    reviewedAt: Timestamp | null;
  };
  dormAbnormalReports: {
    tenantId: string;
    id: string;
    reporterId: string;
    buildingId: string;
    roomId: string | null;
    category: string;
    description: string;
    photos: ColumnType<string[], string, string>;
    occurredAt: Timestamp;
    status: ColumnType<'open' | 'handled', 'open' | 'handled' | undefined, 'open' | 'handled'>;
    handlerId: ColumnType<string | null, string | null | undefined, string | null>;
    handling: ColumnType<string, string | undefined, string>;
    handledAt: ColumnType<Date | null, Date | null | undefined, Date | null>;
    createdAt: Timestamp;
  };
  dormInspections: {
    tenantId: string;
    id: string;
    roomId: string;
    day: ColumnType<string, string, string>;
    score: number;
    deductions: ColumnType<string, string | undefined, string>;
    inspectorId: string;
    createdAt: Timestamp;
  };
  /** Migration 202611261500-dorm-personal-inspections. */
  dormPersonalInspections: {
    tenantId: string;
    id: string;
    studentId: string;
    bedId: string | null;
    day: ColumnType<string, string, string>;
    score: number;
    /** jsonb arrays, written as JSON text. */
    failedItems: ColumnType<string[], string, string>;
    passed: boolean;
    remark: ColumnType<string, string | undefined, string>;
    photos: ColumnType<string[], string, string>;
    inspectorId: string;
    createdAt: Timestamp;
  };
};

/** The platform's Db with this module's tables (withTables keeps a transaction). */
export function dormDb(db: Db) {
  return db.withTables<DormTables>();
}
