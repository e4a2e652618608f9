import type { ConsultingCategory, ConsultingStatus } from '@campusflow/contracts';
import type { ColumnType } from 'kysely';
import type { Db } from '../../platform/db/database.ts';

type Timestamp = ColumnType<Date, Date | string, Date | string>;
type Defaulted<T> = ColumnType<T, T | undefined, T>;

/** Migration 202611261340-onboarding-consulting (新生咨询). */
export type ConsultingTables = {
  onboardingQuestions: {
    tenantId: string;
    id: string;
    userId: string;
    category: ConsultingCategory;
    content: string;
    photos: ColumnType<string[], string, string>;
    status: Defaulted<ConsultingStatus>;
    /** Count of the thread's replies (answers and follow-ups), kept with each insert. */
    replies: Defaulted<number>;
    createdAt: Timestamp;
    updatedAt: Timestamp;
    closedBy: ColumnType<string | null, string | null | undefined, string | null>;
  };
  onboardingQuestionReplies: {
    tenantId: string;
    id: string;
    questionId: string;
    authorId: string;
    fromStaff: boolean;
    content: string;
    createdAt: Timestamp;
  };
};

export function consultingDb(db: Db) {
  return db.withTables<ConsultingTables>();
}
