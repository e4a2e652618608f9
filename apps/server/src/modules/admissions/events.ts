import type {
  AdmissionBatch,
  AdmissionEvent,
  EventSignUpRow,
  MySignUp,
  SaveBatchBody,
  SaveEventBody,
  SignUpBody,
} from '@campusflow/contracts';
import { sql } from 'kysely';
import type { z } from 'zod';
import type { AuthContext } from '../../platform/auth/auth-context.ts';
import type { Db } from '../../platform/db/database.ts';
import { newId } from '../../platform/db/ids.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { admissionsDb } from './admissions.tables.ts';

// The admissions-service area (zsfwhome, zsfwpclist, zsfwdetail, zsfwxsbm): the office sets up batches
// of admissions-promotion events (open days, consultation fairs, visits to former high schools) and
// students and staff sign up. Capacity holds under concurrency: a sign-up locks its event row.

const iso = (v: Date | string) => new Date(v).toISOString();

export async function listBatches(db: Db, tenantId: string): Promise<AdmissionBatch[]> {
  const rows = await sql<AdmissionBatch>`select b.id, b.name, b.year, b.description, b.sort,
      (select count(*)::int from admission_events e where e.tenant_id = b.tenant_id and e.batch_id = b.id) as "eventCount"
    from admission_batches b where b.tenant_id = ${tenantId}
    order by b.year desc, b.sort, b.name`.execute(db);
  return rows.rows;
}

export async function saveBatch(db: Db, tenantId: string, input: z.output<typeof SaveBatchBody>, now: Date) {
  const adb = admissionsDb(db);
  if (input.id) {
    const r = await adb
      .updateTable('admissionBatches')
      .set({ name: input.name, year: input.year, description: input.description, sort: input.sort })
      .where('tenantId', '=', tenantId)
      .where('id', '=', input.id)
      .executeTakeFirst();
    if (Number(r.numUpdatedRows) !== 1) throw new AppError('ADMISSION_BATCH_NOT_FOUND');
    return { id: input.id };
  }
  const id = newId(now.getTime());
  await adb
    .insertInto('admissionBatches')
    .values({
      tenantId,
      id,
      name: input.name,
      year: input.year,
      description: input.description,
      sort: input.sort,
      createdAt: now,
    })
    .execute();
  return { id };
}

type EventRaw = Omit<AdmissionEvent, 'startAt' | 'endAt' | 'signUpDeadline' | 'open'> & {
  startAt: Date | string;
  endAt: Date | string;
  signUpDeadline: Date | string;
};

function eventView(r: EventRaw, now: Date): AdmissionEvent {
  return {
    ...r,
    startAt: iso(r.startAt),
    endAt: iso(r.endAt),
    signUpDeadline: iso(r.signUpDeadline),
    open: new Date(r.signUpDeadline).getTime() > now.getTime() && r.signedUp < r.capacity,
  };
}

function eventQuery(tenantId: string, userId: string) {
  return sql`select e.id, e.batch_id as "batchId", b.name as "batchName", e.title, e.place, e.description,
      e.start_at as "startAt", e.end_at as "endAt", e.sign_up_deadline as "signUpDeadline", e.capacity,
      (select count(*)::int from admission_sign_ups s where s.tenant_id = e.tenant_id and s.event_id = e.id and s.status = 'signed') as "signedUp",
      exists (select 1 from admission_sign_ups s where s.tenant_id = e.tenant_id and s.event_id = e.id
        and s.user_id = ${userId} and s.status = 'signed') as mine
    from admission_events e join admission_batches b on b.tenant_id = e.tenant_id and b.id = e.batch_id
    where e.tenant_id = ${tenantId}`;
}

export async function listEvents(db: Db, auth: AuthContext, batchId: string | undefined, now: Date) {
  const rows = await sql<EventRaw>`${eventQuery(auth.tenantId, auth.userId)}
    ${batchId ? sql`and e.batch_id = ${batchId}` : sql``} order by e.start_at, e.title`.execute(db);
  return rows.rows.map((r) => eventView(r, now));
}

export async function eventDetail(db: Db, auth: AuthContext, id: string, now: Date): Promise<AdmissionEvent> {
  const rows = await sql<EventRaw>`${eventQuery(auth.tenantId, auth.userId)} and e.id = ${id}`.execute(db);
  const row = rows.rows[0];
  if (!row) throw new AppError('ADMISSION_EVENT_NOT_FOUND');
  return eventView(row, now);
}

export async function saveEvent(db: Db, tenantId: string, input: z.output<typeof SaveEventBody>, now: Date) {
  const adb = admissionsDb(db);
  const batch = await adb
    .selectFrom('admissionBatches')
    .select('id')
    .where('tenantId', '=', tenantId)
    .where('id', '=', input.batchId)
    .executeTakeFirst();
  if (!batch) throw new AppError('ADMISSION_BATCH_NOT_FOUND');
  const values = {
    batchId: input.batchId,
    title: input.title,
    place: input.place,
    description: input.description,
    startAt: input.startAt,
    endAt: input.endAt,
    signUpDeadline: input.signUpDeadline,
    capacity: input.capacity,
  };
  if (input.id) {
    const r = await adb
      .updateTable('admissionEvents')
      .set(values)
      .where('tenantId', '=', tenantId)
      .where('id', '=', input.id)
      .executeTakeFirst();
    if (Number(r.numUpdatedRows) !== 1) throw new AppError('ADMISSION_EVENT_NOT_FOUND');
    return { id: input.id };
  }
  const id = newId(now.getTime());
  await adb
    .insertInto('admissionEvents')
    .values({ tenantId, id, ...values, createdAt: now })
    .execute();
  return { id };
}

export async function signUp(
  db: Db,
  auth: AuthContext,
  eventId: string,
  input: z.output<typeof SignUpBody>,
  now: Date,
) {
  return db.transaction().execute(async (trx) => {
    const adb = admissionsDb(trx);
    const event = await adb
      .selectFrom('admissionEvents')
      .select(['capacity', 'signUpDeadline'])
      .where('tenantId', '=', auth.tenantId)
      .where('id', '=', eventId)
      .forUpdate()
      .executeTakeFirst();
    if (!event) throw new AppError('ADMISSION_EVENT_NOT_FOUND');
    if (new Date(event.signUpDeadline).getTime() <= now.getTime()) throw new AppError('ADMISSION_EVENT_CLOSED');
    const taken = await adb
      .selectFrom('admissionSignUps')
      .select(['userId'])
      .where('tenantId', '=', auth.tenantId)
      .where('eventId', '=', eventId)
      .where('status', '=', 'signed')
      .execute();
    if (taken.some((t) => t.userId === auth.userId)) throw new AppError('ADMISSION_ALREADY_SIGNED_UP');
    if (taken.length >= event.capacity) throw new AppError('ADMISSION_EVENT_FULL');
    const id = newId(now.getTime());
    await adb
      .insertInto('admissionSignUps')
      .values({
        tenantId: auth.tenantId,
        id,
        eventId,
        userId: auth.userId,
        phone: input.phone,
        note: input.note,
        createdAt: now,
      })
      .execute();
    return { id };
  });
}

export async function cancelSignUp(db: Db, auth: AuthContext, eventId: string, now: Date): Promise<void> {
  const r = await admissionsDb(db)
    .updateTable('admissionSignUps')
    .set({ status: 'cancelled', cancelledAt: now })
    .where('tenantId', '=', auth.tenantId)
    .where('eventId', '=', eventId)
    .where('userId', '=', auth.userId)
    .where('status', '=', 'signed')
    .executeTakeFirst();
  if (Number(r.numUpdatedRows) !== 1) throw new AppError('ADMISSION_NOT_SIGNED_UP');
}

export async function eventSignUps(db: Db, tenantId: string, eventId: string): Promise<EventSignUpRow[]> {
  await eventExists(db, tenantId, eventId);
  const rows = await sql<
    Omit<EventSignUpRow, 'createdAt'> & { createdAt: Date | string }
  >`select s.id, s.user_id as "userId",
      e.name, coalesce(e.code, '') as code, s.phone, s.note, s.created_at as "createdAt"
    from admission_sign_ups s join employees e on e.tenant_id = s.tenant_id and e.user_id = s.user_id
    where s.tenant_id = ${tenantId} and s.event_id = ${eventId} and s.status = 'signed'
    order by s.created_at, s.id`.execute(db);
  return rows.rows.map((r) => ({ ...r, createdAt: iso(r.createdAt) }));
}

async function eventExists(db: Db, tenantId: string, eventId: string) {
  const row = await admissionsDb(db)
    .selectFrom('admissionEvents')
    .select('id')
    .where('tenantId', '=', tenantId)
    .where('id', '=', eventId)
    .executeTakeFirst();
  if (!row) throw new AppError('ADMISSION_EVENT_NOT_FOUND');
}

export async function mySignUps(db: Db, auth: AuthContext): Promise<MySignUp[]> {
  const rows = await sql<
    Omit<MySignUp, 'startAt' | 'createdAt'> & { startAt: Date | string; createdAt: Date | string }
  >`
    select e.id as "eventId", e.title, b.name as "batchName", e.start_at as "startAt", e.place, s.created_at as "createdAt"
    from admission_sign_ups s
    join admission_events e on e.tenant_id = s.tenant_id and e.id = s.event_id
    join admission_batches b on b.tenant_id = e.tenant_id and b.id = e.batch_id
    where s.tenant_id = ${auth.tenantId} and s.user_id = ${auth.userId} and s.status = 'signed'
    order by e.start_at desc`.execute(db);
  return rows.rows.map((r) => ({ ...r, startAt: iso(r.startAt), createdAt: iso(r.createdAt) }));
}
