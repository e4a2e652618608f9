import type { OnboardingStepKey, OnboardingStepState, OnboardingStepView } from '@campusflow/contracts';
import type { Db } from '../../platform/db/database.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { admittedStudents } from '../admissions/index.ts';
import { bedOfStudent } from '../dorms/index.ts';
import { onboardingDb } from './onboarding.tables.ts';

// The functions the staff side (staff-*.ts) shares with the student side: who is a new student,
// what state their steps are in, and the completion that turns the account into a student account.

const chunk = 500;

/** Creates the missing onboarding_students rows from the admitted list (idempotent). Returns rows added. */
export async function syncOnboardingStudents(db: Db, tenantId: string, now: Date, userIds?: string[]): Promise<number> {
  const admitted = await admittedStudents(db, tenantId, userIds);
  let added = 0;
  for (let i = 0; i < admitted.length; i += chunk) {
    const rows = admitted.slice(i, i + chunk).map((a) => ({
      tenantId,
      userId: a.userId,
      candidateId: a.candidateId,
      name: a.name,
      gender: a.gender,
      collegeId: a.collegeId,
      majorId: a.majorId,
      classId: a.classId,
      createdAt: now,
    }));
    const result = await onboardingDb(db)
      .insertInto('onboardingStudents')
      .values(rows)
      .onConflict((c) => c.columns(['tenantId', 'userId']).doNothing())
      .returning('userId')
      .execute();
    added += result.length;
  }
  return added;
}

/** The caller's onboarding row, created from the admitted list on first use; not admitted → 404. */
export async function ensureOnboardingStudent(db: Db, tenantId: string, userId: string, now: Date) {
  const find = () =>
    onboardingDb(db)
      .selectFrom('onboardingStudents')
      .selectAll()
      .where('tenantId', '=', tenantId)
      .where('userId', '=', userId)
      .executeTakeFirst();
  const row = await find();
  if (row) return row;
  await syncOnboardingStudents(db, tenantId, now, [userId]);
  const created = await find();
  if (!created) throw new AppError('ONBOARDING_NOT_ENROLLED');
  return created;
}

export type StepSetting = {
  key: OnboardingStepKey;
  sort: number;
  required: boolean;
  needsReview: boolean;
  opensAt: Date | null;
  closesAt: Date | null;
};

/** The tenant's enabled steps in order. */
export async function stepSettings(db: Db, tenantId: string): Promise<StepSetting[]> {
  return onboardingDb(db)
    .selectFrom('onboardingSteps')
    .select(['key', 'sort', 'required', 'needsReview', 'opensAt', 'closesAt'])
    .where('tenantId', '=', tenantId)
    .where('enabled', '=', true)
    .orderBy('sort')
    .orderBy('key')
    .execute();
}

/** Whether a step's window is open now (null bounds: always). */
export function windowState(s: Pick<StepSetting, 'opensAt' | 'closesAt'>, now: Date): 'open' | 'notOpen' | 'closed' {
  if (s.opensAt && now.getTime() < new Date(s.opensAt).getTime()) return 'notOpen';
  if (s.closesAt && now.getTime() > new Date(s.closesAt).getTime()) return 'closed';
  return 'open';
}

/** Each enabled step with the student's state; a bed counts as done when the student has one (chosen or assigned). */
export async function studentStepStates(
  db: Db,
  tenantId: string,
  userId: string,
  now: Date,
): Promise<OnboardingStepView[]> {
  const [settings, submissions, bed] = await Promise.all([
    stepSettings(db, tenantId),
    onboardingDb(db)
      .selectFrom('onboardingSubmissions')
      .select(['stepKey', 'status', 'submittedAt', 'reviewComment'])
      .where('tenantId', '=', tenantId)
      .where('userId', '=', userId)
      .execute(),
    bedOfStudent(db, tenantId, userId),
  ]);
  const byKey = new Map(submissions.map((s) => [s.stepKey, s]));
  return settings.map((s) => {
    const sub = byKey.get(s.key);
    let state: OnboardingStepState;
    if (s.key === 'bed' && bed) state = 'done';
    else if (sub?.status === 'approved') state = 'done';
    else if (sub?.status === 'submitted') state = s.needsReview ? 'waitingReview' : 'done';
    else if (sub?.status === 'rejected') state = 'rejected';
    else {
      const w = windowState(s, now);
      state = w === 'open' ? (sub?.status === 'draft' ? 'draft' : 'todo') : w;
    }
    return {
      key: s.key,
      sort: s.sort,
      required: s.required,
      needsReview: s.needsReview,
      state,
      opensAt: s.opensAt ? new Date(s.opensAt).toISOString() : null,
      closesAt: s.closesAt ? new Date(s.closesAt).toISOString() : null,
      submittedAt: sub?.submittedAt ? new Date(sub.submittedAt).toISOString() : null,
      reviewComment: sub?.reviewComment ?? null,
    };
  });
}

async function roleIdOf(db: Db, tenantId: string, alias: string): Promise<string> {
  const role = await db
    .selectFrom('roles')
    .select('id')
    .where('tenantId', '=', tenantId)
    .where('alias', '=', alias)
    .executeTakeFirst();
  if (!role) throw new Error(`the tenant has no ${alias} role`);
  return role.id;
}

/**
 * Run INSIDE the transaction that may finish the onboarding (a submit, a bed choice, a review's
 * approval). When every enabled required step is done, marks the student complete and swaps the role
 * newStudent → student: the role grant, the default role and the role of the open sessions, so the
 * session goes on (no new login) and every token issued from now on carries the student role.
 */
export async function completeIfDone(trx: Db, tenantId: string, userId: string, now: Date): Promise<boolean> {
  // The row lock serialises two approvals finishing at once: exactly one swaps the role.
  const student = await onboardingDb(trx)
    .selectFrom('onboardingStudents')
    .select(['completedAt'])
    .where('tenantId', '=', tenantId)
    .where('userId', '=', userId)
    .forUpdate()
    .executeTakeFirst();
  if (!student) return false;
  if (student.completedAt) return true;
  const steps = await studentStepStates(trx, tenantId, userId, now);
  if (steps.some((s) => s.required && s.state !== 'done')) return false;
  const [newStudentRole, studentRole] = await Promise.all([
    roleIdOf(trx, tenantId, 'newStudent'),
    roleIdOf(trx, tenantId, 'student'),
  ]);
  await trx
    .deleteFrom('userRoles')
    .where('tenantId', '=', tenantId)
    .where('userId', '=', userId)
    .where('roleId', '=', newStudentRole)
    .execute();
  await trx
    .insertInto('userRoles')
    .values({ tenantId, userId, roleId: studentRole })
    .onConflict((c) => c.doNothing())
    .execute();
  await trx
    .updateTable('users')
    .set({ defaultRole: studentRole, updatedAt: now })
    .where('tenantId', '=', tenantId)
    .where('id', '=', userId)
    .where((eb) => eb.or([eb('defaultRole', 'is', null), eb('defaultRole', '=', newStudentRole)]))
    .execute();
  await trx
    .updateTable('sessions')
    .set({ roleId: studentRole })
    .where('tenantId', '=', tenantId)
    .where('userId', '=', userId)
    .where('roleId', '=', newStudentRole)
    .where('endedAt', 'is', null)
    .execute();
  await onboardingDb(trx)
    .updateTable('onboardingStudents')
    .set({ completedAt: now })
    .where('tenantId', '=', tenantId)
    .where('userId', '=', userId)
    .execute();
  return true;
}

// The staff side imports the bed assignment from here with the rest (onboarding-shared.md); it lives
// beside the bed choice. Only functions cross this cycle, so evaluation order does not matter.
export { assignOnboardingBed } from './onboarding-beds.ts';
