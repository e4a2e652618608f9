import type { DormChangeApplyBody, DormGender, DormPlace } from '@campusflow/contracts';
import { sql } from 'kysely';
import type { AuthContext } from '../../platform/auth/auth-context.ts';
import type { Db } from '../../platform/db/database.ts';
import { newId } from '../../platform/db/ids.ts';
import { inTransaction } from '../../platform/db/in-transaction.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { engineDeps, type ServiceTaskHandler } from '../../platform/workflow/engine-deps.ts';
import { startProcess } from '../../platform/workflow/start-process.ts';
import { dormChangeProcessKey } from './dorms.definitions.ts';
import { dormDb } from './dorms.tables.ts';

/** A bed with its room and building, or undefined. */
export async function placeOfBed(db: Db, tenantId: string, bedId: string) {
  return dormDb(db)
    .selectFrom('dormBeds as b')
    .innerJoin('dormRooms as r', (j) => j.onRef('r.tenantId', '=', 'b.tenantId').onRef('r.id', '=', 'b.roomId'))
    .innerJoin('dormBuildings as g', (j) => j.onRef('g.tenantId', '=', 'r.tenantId').onRef('g.id', '=', 'r.buildingId'))
    .select([
      'g.id as buildingId',
      'g.name as buildingName',
      'r.floor',
      'r.id as roomId',
      'r.roomNo',
      'r.gender',
      'b.id as bedId',
      'b.bedNo',
      'b.status as bedStatus',
      'r.status as roomStatus',
    ])
    .where('b.tenantId', '=', tenantId)
    .where('b.id', '=', bedId)
    .executeTakeFirst();
}

export function placeLabel(p: Pick<DormPlace, 'buildingName' | 'roomNo' | 'bedNo'>): string {
  return `${p.buildingName} ${p.roomNo} ${p.bedNo}号床`;
}

async function genderOf(db: Db, tenantId: string, userId: string): Promise<DormGender | null | undefined> {
  const row = await db
    .selectFrom('employees')
    .select('gender')
    .where('tenantId', '=', tenantId)
    .where('userId', '=', userId)
    .executeTakeFirst();
  return row ? (row.gender as DormGender | null) : undefined;
}

export async function openStay(db: Db, tenantId: string, studentId: string, lock = false) {
  let q = dormDb(db)
    .selectFrom('dormStays')
    .select(['id', 'bedId', 'startAt'])
    .where('tenantId', '=', tenantId)
    .where('studentId', '=', studentId)
    .where('endAt', 'is', null);
  if (lock) q = q.forUpdate();
  return q.executeTakeFirst();
}

async function bedTaken(db: Db, tenantId: string, bedId: string): Promise<boolean> {
  const row = await dormDb(db)
    .selectFrom('dormStays')
    .select('id')
    .where('tenantId', '=', tenantId)
    .where('bedId', '=', bedId)
    .where('endAt', 'is', null)
    .executeTakeFirst();
  return row !== undefined;
}

/** A bed the student may move into: exists, in use, free, and a room of the student's gender. */
export async function checkTarget(db: Db, tenantId: string, studentId: string, bedId: string) {
  const place = await placeOfBed(db, tenantId, bedId);
  if (!place) throw new AppError('DORM_BED_NOT_FOUND');
  if (place.bedStatus !== 'active' || place.roomStatus !== 'active') throw new AppError('DORM_BED_NOT_FOUND');
  const gender = await genderOf(db, tenantId, studentId);
  if (gender === undefined) throw new AppError('DORM_STUDENT_NOT_FOUND');
  if (gender && gender !== place.gender) throw new AppError('DORM_GENDER_MISMATCH');
  if (await bedTaken(db, tenantId, bedId)) throw new AppError('DORM_BED_TAKEN');
  return place;
}

/** Postgres unique violations of the open-stay indexes mean someone else got the bed (or student) first. */
function isUniqueViolation(error: unknown, index: string): boolean {
  const e = error as { code?: string; constraint?: string; message?: string };
  return e?.code === '23505' && (e.constraint === index || (e.message ?? '').includes(index));
}

export async function openNewStay(
  db: Db,
  row: { tenantId: string; bedId: string; studentId: string; now: Date; reason: string; instanceId: string | null },
) {
  try {
    await dormDb(db)
      .insertInto('dormStays')
      .values({
        tenantId: row.tenantId,
        id: newId(row.now.getTime()),
        bedId: row.bedId,
        studentId: row.studentId,
        startAt: row.now,
        startReason: row.reason,
        instanceId: row.instanceId,
      })
      .execute();
  } catch (error) {
    if (isUniqueViolation(error, 'dorm_stays_bed_open')) throw new AppError('DORM_BED_TAKEN');
    if (isUniqueViolation(error, 'dorm_stays_student_open')) throw new AppError('DORM_ALREADY_HOUSED');
    throw error;
  }
}

/** Service task `dorms.checkChange`: the student lives somewhere, the target is a free bed for them. */
export const checkDormChange: ServiceTaskHandler = async (ctx) => {
  const targetBedId = String(ctx.formData.targetBedId ?? '');
  if (!/^[0-9a-f-]{36}$/.test(targetBedId)) throw new AppError('DORM_BED_NOT_FOUND');
  const current = await openStay(ctx.db, ctx.tenantId, ctx.starterId);
  if (!current) throw new AppError('DORM_NOT_HOUSED');
  if (current.bedId === targetBedId) throw new AppError('DORM_SAME_BED');
  await checkTarget(ctx.db, ctx.tenantId, ctx.starterId, targetBedId);
  const pending = await ctx.db
    .selectFrom('wfInstances')
    .select('id')
    .where('tenantId', '=', ctx.tenantId)
    .where('defKey', '=', dormChangeProcessKey)
    .where('starterId', '=', ctx.starterId)
    .where('status', 'in', ['running', 'suspend'])
    .where('id', '<>', ctx.instanceId)
    .executeTakeFirst();
  if (pending) throw new AppError('DORM_CHANGE_PENDING');
  return { fromBedId: current.bedId, targetBedId };
};

/**
 * Service task `dorms.allocate`, on the final approval: ends the student's stay and opens one in the
 * target bed in the approval's own transaction. If the bed was taken meanwhile (checked, and enforced
 * by the unique index under a race) the approval fails with DORM_BED_TAKEN and nothing changes.
 */
export const allocateDormChange: ServiceTaskHandler = async (ctx) => {
  const targetBedId = String(ctx.formData.targetBedId ?? '');
  const current = await openStay(ctx.db, ctx.tenantId, ctx.starterId, true);
  if (!current) throw new AppError('DORM_NOT_HOUSED');
  await checkTarget(ctx.db, ctx.tenantId, ctx.starterId, targetBedId);
  await dormDb(ctx.db)
    .updateTable('dormStays')
    .set({ endAt: ctx.now, endReason: 'change' })
    .where('tenantId', '=', ctx.tenantId)
    .where('id', '=', current.id)
    .execute();
  await openNewStay(ctx.db, {
    tenantId: ctx.tenantId,
    bedId: targetBedId,
    studentId: ctx.starterId,
    now: ctx.now,
    reason: 'change',
    instanceId: ctx.instanceId,
  });
  return { movedAt: ctx.now.toISOString() };
};

export async function applyDormChange(db: Db, auth: AuthContext, body: DormChangeApplyBody, now: Date) {
  const current = await openStay(db, auth.tenantId, auth.userId);
  if (!current) throw new AppError('DORM_NOT_HOUSED');
  const [from, to] = await Promise.all([
    placeOfBed(db, auth.tenantId, current.bedId),
    placeOfBed(db, auth.tenantId, body.targetBedId),
  ]);
  if (!to) throw new AppError('DORM_BED_NOT_FOUND');
  const started = await startProcess(
    db,
    engineDeps(),
    { tenantId: auth.tenantId, userId: auth.userId, isAdmin: false },
    {
      defKey: dormChangeProcessKey,
      data: {
        targetBedId: body.targetBedId,
        targetLabel: placeLabel(to),
        currentLabel: from ? placeLabel(from) : '',
        reason: body.reason,
      },
      nodeUsers: {},
    },
    now,
  );
  return { instanceId: started.instId };
}

/** The dorm office puts a student into a free bed (入住). */
export async function assignBed(db: Db, auth: AuthContext, studentId: string, bedId: string, now: Date) {
  return inTransaction(db, async (trx) => {
    // Serialise per student so the "already housed" answer is exact, then let the index guard the bed.
    await sql`select pg_advisory_xact_lock(hashtext(${`campusflow.dorms.${auth.tenantId}.${studentId}`}))`.execute(trx);
    if (await openStay(trx, auth.tenantId, studentId)) throw new AppError('DORM_ALREADY_HOUSED');
    await checkTarget(trx, auth.tenantId, studentId, bedId);
    await openNewStay(trx, { tenantId: auth.tenantId, bedId, studentId, now, reason: 'assign', instanceId: null });
  });
}

/** The dorm office ends a student's stay (退宿). */
export async function releaseBed(db: Db, auth: AuthContext, studentId: string, reason: string, now: Date) {
  const updated = await dormDb(db)
    .updateTable('dormStays')
    .set({ endAt: now, endReason: reason || 'release' })
    .where('tenantId', '=', auth.tenantId)
    .where('studentId', '=', studentId)
    .where('endAt', 'is', null)
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) === 0) throw new AppError('DORM_NOT_HOUSED');
}

/**
 * Public (dorms/index.ts): takes a free bed for a student inside the caller's transaction, e.g.
 * onboarding's first-come-first-served choice. The checks give exact answers when nobody races;
 * under a race the open-stay unique indexes decide and the loser gets DORM_BED_TAKEN (or
 * DORM_ALREADY_HOUSED for a double submit), with the caller's transaction aborted.
 */
export async function takeFreeBed(
  trx: Db,
  tenantId: string,
  studentId: string,
  bedId: string,
  reason: string,
  now: Date,
): Promise<DormPlace> {
  if (await openStay(trx, tenantId, studentId)) throw new AppError('DORM_ALREADY_HOUSED');
  const place = await checkTarget(trx, tenantId, studentId, bedId);
  await openNewStay(trx, { tenantId, bedId, studentId, now, reason, instanceId: null });
  return {
    buildingId: place.buildingId,
    buildingName: place.buildingName,
    floor: place.floor,
    roomId: place.roomId,
    roomNo: place.roomNo,
    bedId: place.bedId,
    bedNo: place.bedNo,
  };
}

/** Public (dorms/index.ts): the student's current bed, or null. */
export async function bedOfStudent(db: Db, tenantId: string, studentId: string): Promise<DormPlace | null> {
  const stay = await openStay(db, tenantId, studentId);
  if (!stay) return null;
  const place = await placeOfBed(db, tenantId, stay.bedId);
  if (!place) return null;
  return {
    buildingId: place.buildingId,
    buildingName: place.buildingName,
    floor: place.floor,
    roomId: place.roomId,
    roomNo: place.roomNo,
    bedId: place.bedId,
    bedNo: place.bedNo,
  };
}
