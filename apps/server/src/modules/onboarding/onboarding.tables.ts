import type { DormGender, OnboardingStepKey, SubmissionStatus } from '@campusflow/contracts';
import type { ColumnType } from 'kysely';
import type { Db } from '../../platform/db/database.ts';

type Timestamp = ColumnType<Date, Date | string, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
type Nullable<T> = ColumnType<T | null, T | null | undefined, T | null>;
type Defaulted<T> = ColumnType<T, T | undefined, T>;

/** Migration 202611260900-onboarding; shared by the student side and the staff side (staff-*.ts). */
export type OnboardingTables = {
  /** Tenant settings of the steps (school-defined: which, in what order, required, reviewed, window). */
  onboardingSteps: {
    tenantId: string;
    key: OnboardingStepKey;
    sort: Defaulted<number>;
    enabled: Defaulted<boolean>;
    needsReview: Defaulted<boolean>;
    required: Defaulted<boolean>;
    opensAt: NullableTimestamp;
    closesAt: NullableTimestamp;
  };
  /** One row per new student: who and where (pre-assigned org, the building they may pick a bed in). */
  onboardingStudents: {
    tenantId: string;
    userId: string;
    candidateId: Nullable<string>;
    name: string;
    gender: Nullable<DormGender>;
    collegeId: Nullable<string>;
    majorId: Nullable<string>;
    classId: Nullable<string>;
    buildingId: Nullable<string>;
    /** 报到: arrival (set by the arrival step's submission date or by on-site registration). */
    arrivedAt: NullableTimestamp;
    /** 注册: on-site registration by staff (xcyxbl). */
    registeredAt: NullableTimestamp;
    registeredBy: Nullable<string>;
    /** All required steps done: the account became a student account. */
    completedAt: NullableTimestamp;
    createdAt: Timestamp;
  };
  /** One submission per student and step; `data` has the step's shape (contracts onboardingStepData). */
  onboardingSubmissions: {
    tenantId: string;
    id: string;
    userId: string;
    stepKey: OnboardingStepKey;
    data: ColumnType<Record<string, unknown>, string, string>;
    status: SubmissionStatus;
    reviewerId: Nullable<string>;
    reviewComment: Nullable<string>;
    submittedAt: NullableTimestamp;
    reviewedAt: NullableTimestamp;
    updatedAt: Timestamp;
  };
};

/** The platform's Db with this module's tables (withTables keeps a transaction). */
export function onboardingDb(db: Db) {
  return db.withTables<OnboardingTables>();
}
