import type { DormGender } from '@campusflow/contracts';
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
};

/** The platform's Db with this module's tables (withTables keeps a transaction). */
export function dormDb(db: Db) {
  return db.withTables<DormTables>();
}
