import type { BriefingKind, IdType, ImportMode, ImportRowReport, LocalizedText } from '@campusflow/contracts';
import type { ColumnType } from 'kysely';
import type { Db } from '../../platform/db/database.ts';

type Timestamp = ColumnType<Date, Date | string, Date | string>;
type Nullable<T> = ColumnType<T | null, T | null | undefined, T | null>;
type Defaulted<T> = ColumnType<T, T | undefined, T>;
type Json<T> = ColumnType<T, string, string>;

/** Migration 202611250450-admissions. */
export type AdmissionTables = {
  admissionKeys: { tenantId: string; hmacKey: Buffer };
  admissionImports: {
    tenantId: string;
    id: string;
    fileId: string;
    fileName: string;
    createdBy: string;
    createdAt: Timestamp;
    status: 'validated' | 'running' | 'done' | 'failed';
    mode: Nullable<ImportMode>;
    totalRows: Defaulted<number>;
    validRows: Defaulted<number>;
    errorRows: Defaulted<number>;
    processedRows: Defaulted<number>;
    createdCount: Defaulted<number>;
    report: ColumnType<ImportRowReport[], string | undefined, string>;
    failure: Nullable<string>;
    startedAt: Nullable<Date>;
    heartbeatAt: Nullable<Date>;
    finishedAt: Nullable<Date>;
  };
  admissionCandidates: {
    tenantId: string;
    id: string;
    examineeNo: string;
    name: string;
    idType: IdType;
    /** HMAC-SHA-256 of the normalised ID number under the tenant's key (id-hash.ts); never the number. */
    idHash: string;
    idMasked: string;
    gender: 'male' | 'female' | null;
    birthDate: Nullable<string>;
    collegeId: string;
    majorId: string;
    classId: Nullable<string>;
    batch: string;
    admissionType: Defaulted<string>;
    province: Defaulted<string>;
    mobile: Defaulted<string>;
    noticeNo: Defaulted<string>;
    studentNo: Defaulted<string>;
    opinion: Defaulted<string>;
    userId: Nullable<string>;
    importId: Nullable<string>;
    status: Defaulted<'admitted' | 'withdrawn'>;
    createdAt: Timestamp;
  };
  admissionTickets: {
    tokenHash: string;
    tenantId: string;
    candidateId: string;
    purpose: 'examinee' | 'claim';
    createdAt: Timestamp;
    expiresAt: Timestamp;
    usedAt: Nullable<Date>;
  };
  admissionLoginFailures: {
    tenantId: string;
    examineeKey: string;
    failureCount: Defaulted<number>;
    lastFailureAt: Nullable<Date>;
    lockedUntil: Nullable<Date>;
    temporaryLockouts: Defaulted<number>;
  };
  admissionFeedback: {
    tenantId: string;
    id: string;
    candidateId: string;
    content: string;
    createdAt: Timestamp;
    reply: Nullable<string>;
    repliedBy: Nullable<string>;
    repliedAt: Nullable<Date>;
  };
  admissionBriefings: {
    tenantId: string;
    id: string;
    kind: BriefingKind;
    title: Json<LocalizedText>;
    content: Json<LocalizedText>;
    imageFileIds: ColumnType<string[], string | undefined, string>;
    sort: Defaulted<number>;
    status: Defaulted<'draft' | 'published'>;
    publishedAt: Nullable<Date>;
    updatedAt: Timestamp;
    updatedBy: Nullable<string>;
  };
  admissionBatches: {
    tenantId: string;
    id: string;
    name: string;
    year: number;
    description: Defaulted<string>;
    sort: Defaulted<number>;
    createdAt: Timestamp;
  };
  admissionEvents: {
    tenantId: string;
    id: string;
    batchId: string;
    title: string;
    place: Defaulted<string>;
    description: Defaulted<string>;
    startAt: Timestamp;
    endAt: Timestamp;
    signUpDeadline: Timestamp;
    capacity: number;
    createdAt: Timestamp;
  };
  admissionSignUps: {
    tenantId: string;
    id: string;
    eventId: string;
    userId: string;
    phone: string;
    note: Defaulted<string>;
    status: Defaulted<'signed' | 'cancelled'>;
    createdAt: Timestamp;
    cancelledAt: Nullable<Date>;
  };
};

/** The platform's Db with this module's tables (withTables keeps a transaction). */
export function admissionsDb(db: Db) {
  return db.withTables<AdmissionTables>();
}
export type AdmissionsDb = ReturnType<typeof admissionsDb>;
