import type { OnboardingBedChoice, OnboardingBedChosen, OnboardingFreeRoom } from '@campusflow/contracts';
import type { Db } from '../../platform/db/database.ts';
import { newId } from '../../platform/db/ids.ts';
import { inTransaction } from '../../platform/db/in-transaction.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { bedOfStudent, freeBeds, placeLabel, takeFreeBed } from '../dorms/index.ts';
import { onboardingDb } from './onboarding.tables.ts';
import { completeIfDone, ensureOnboardingStudent, stepSettings, windowState } from './onboarding-public.ts';

// 选床: first come, first served. The dorms partial unique index (one open stay per bed) decides a race
// inside the chooser's transaction; the loser gets ONBOARDING_BED_TAKEN with the beds still free.

async function roomsFor(db: Db, tenantId: string, buildingId: string, gender: 'male' | 'female' | null) {
  const rooms = await freeBeds(db, tenantId, { buildingId, gender });
  return rooms.map(
    (r): OnboardingFreeRoom => ({
      roomId: r.roomId,
      roomNo: r.roomNo,
      floor: r.floor,
      capacity: r.capacity,
      freeBeds: r.freeBeds,
    }),
  );
}

/** The name of the building a student may choose in (a plain read of the dorms' building list). */
export async function buildingName(db: Db, tenantId: string, buildingId: string | null): Promise<string | null> {
  if (!buildingId) return null;
  const row = await db
    .withTables<{ dormBuildings: { tenantId: string; id: string; name: string } }>()
    .selectFrom('dormBuildings')
    .select('name')
    .where('tenantId', '=', tenantId)
    .where('id', '=', buildingId)
    .executeTakeFirst();
  return row?.name ?? null;
}

/** Free beds of the student's building and gender, by room, and their bed when they have one. */
export async function bedChoice(db: Db, tenantId: string, userId: string, now: Date): Promise<OnboardingBedChoice> {
  const student = await ensureOnboardingStudent(db, tenantId, userId, now);
  const mine = await bedOfStudent(db, tenantId, userId);
  const building = await buildingName(db, tenantId, student.buildingId);
  return {
    buildingId: student.buildingId,
    buildingName: building,
    gender: student.gender,
    mine: mine ? { bedId: mine.bedId, label: placeLabel(mine), roomNo: mine.roomNo, bedNo: mine.bedNo } : null,
    rooms: mine || !student.buildingId ? [] : await roomsFor(db, tenantId, student.buildingId, student.gender),
  };
}

type BedCode = 'ONBOARDING_BED_TAKEN' | 'ONBOARDING_ALREADY_HAS_BED' | 'ONBOARDING_BED_NOT_ALLOWED';
const dormToOnboarding: Partial<Record<string, BedCode>> = {
  DORM_BED_TAKEN: 'ONBOARDING_BED_TAKEN',
  DORM_ALREADY_HOUSED: 'ONBOARDING_ALREADY_HAS_BED',
  DORM_BED_NOT_FOUND: 'ONBOARDING_BED_NOT_ALLOWED',
  DORM_GENDER_MISMATCH: 'ONBOARDING_BED_NOT_ALLOWED',
  DORM_STUDENT_NOT_FOUND: 'ONBOARDING_BED_NOT_ALLOWED',
};

/**
 * Takes a bed for a new student in one transaction: the stay (dorms), the bed step's submission and,
 * if that was the last required step, the completion. `by: 'self'` keeps the student to their
 * building; staff (on-site registration) may assign any free bed of the right gender.
 */
export async function assignOnboardingBed(
  db: Db,
  tenantId: string,
  userId: string,
  bedId: string,
  by: 'self' | 'staff',
  now: Date,
): Promise<OnboardingBedChosen> {
  const student = await ensureOnboardingStudent(db, tenantId, userId, now);
  if (by === 'self' && !student.buildingId) throw new AppError('ONBOARDING_NO_BUILDING');
  try {
    return await inTransaction(db, async (trx) => {
      const place = await takeFreeBed(trx, tenantId, userId, bedId, by === 'self' ? 'onboarding' : 'assign', now);
      if (by === 'self' && place.buildingId !== student.buildingId) throw new AppError('ONBOARDING_BED_NOT_ALLOWED');
      const label = placeLabel(place);
      const data = JSON.stringify({ bedId, label, assignedBy: by });
      await onboardingDb(trx)
        .insertInto('onboardingSubmissions')
        .values({
          tenantId,
          id: newId(now.getTime()),
          userId,
          stepKey: 'bed',
          data,
          status: 'approved',
          submittedAt: now,
          updatedAt: now,
        })
        .onConflict((c) =>
          c.columns(['tenantId', 'userId', 'stepKey']).doUpdateSet({
            data,
            status: 'approved',
            submittedAt: now,
            reviewerId: null,
            reviewComment: null,
            reviewedAt: null,
            updatedAt: now,
          }),
        )
        .execute();
      const completed = await completeIfDone(trx, tenantId, userId, now);
      return { bedId, label, completed };
    });
  } catch (error) {
    const code = error instanceof AppError ? dormToOnboarding[error.codeName] : undefined;
    if (error instanceof AppError && code) {
      if (code === 'ONBOARDING_BED_TAKEN' && student.buildingId) {
        // Read after the loser's rollback: the list the page shows next is the current one.
        const rooms = await roomsFor(db, tenantId, student.buildingId, student.gender);
        throw new AppError('ONBOARDING_BED_TAKEN', error.cause, { variables: { rooms } });
      }
      throw new AppError(code, error.cause);
    }
    throw error;
  }
}

/** The student's own choice: the bed step must be enabled and open. */
export async function chooseBed(db: Db, tenantId: string, userId: string, bedId: string, now: Date) {
  const bedStep = (await stepSettings(db, tenantId)).find((s) => s.key === 'bed');
  if (!bedStep) throw new AppError('ONBOARDING_STEP_NOT_FOUND');
  if (windowState(bedStep, now) !== 'open') throw new AppError('ONBOARDING_STEP_CLOSED');
  return assignOnboardingBed(db, tenantId, userId, bedId, 'self', now);
}
