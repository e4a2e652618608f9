import type { HealthSymptom } from '@campusflow/contracts';
import type { ColumnType } from 'kysely';
import type { Db } from '../../platform/db/database.ts';

type Timestamp = ColumnType<Date, Date | string, Date | string>;
type Json<T> = ColumnType<T, string, string>;

/** Migration 202611261020-health-check-in. */
export type HealthCheckInsTable = {
  tenantId: string;
  id: string;
  studentId: string;
  day: ColumnType<string, string, string>;
  temperature: ColumnType<string, number, number>;
  symptoms: Json<HealthSymptom[]>;
  remark: string;
  location: ColumnType<unknown, string | null, string | null>;
  createdAt: Timestamp;
};

export type HealthCheckInTables = { healthCheckIns: HealthCheckInsTable };

/** The platform's Db with this module's tables (the platform never imports a module). */
export function healthCheckInDb(db: Db) {
  return db.withTables<HealthCheckInTables>();
}
