import {
  type AdmissionLookupResult,
  type ExamineeOpinion,
  type ExamineeSession,
  examineeTokenHeader,
  type IssuedCredential,
} from '@campusflow/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { checkCaptcha } from '../../platform/auth/captcha.ts';
import { resolveLoginTenant } from '../../platform/auth/credentials.ts';
import { isLocked, lockoutPolicy, registerFailure } from '../../platform/auth/lockout.ts';
import { tenantHeader } from '../../platform/auth/login-routes.ts';
import { hashToken, newOpaqueToken, safeEqual } from '../../platform/auth/token-crypto.ts';
import type { Db } from '../../platform/db/database.ts';
import { newId } from '../../platform/db/ids.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { admissionsDb } from './admissions.tables.ts';
import { inLanguage, readAdmissionSettings } from './admissions-settings.ts';
import { issueInitialPassword } from './credentials.ts';
import { hashIdNumber, tenantIdKey } from './id-hash.ts';

// The public side of admissions: the result lookup (lqjgcx_index) and the examinee's feedback pages
// (zxlqyjyfk_login, zxlqyjyfk). Nobody can learn from these answers whether another person applied or
// was admitted: an unknown examinee number, a wrong name or ID number, and (for the feedback login) a
// locked examinee number all give one answer, after the same work.

const claimTicketTtlMs = 10 * 60_000;
/** The examinee session: short and absolute, it only reaches the opinion and the feedback. */
export const examineeSessionTtlMs = 30 * 60_000;

/** The school of a public request: `tenant` (code or id), else the tenant header, else DEFAULT_TENANT. */
export async function publicTenantOf(app: FastifyInstance, request: FastifyRequest, tenant?: string) {
  return (await resolveLoginTenant(app, tenant, tenantHeader(request))).id;
}

type MatchRow = {
  id: string;
  name: string;
  examineeNo: string;
  idHash: string;
  batch: string;
  opinion: string;
  college: string;
  major: string;
  className: string | null;
  userId: string | null;
  account: string | null;
  mustChangePassword: boolean | null;
};

async function candidateByExamineeNo(db: Db, tenantId: string, examineeNo: string): Promise<MatchRow | undefined> {
  const rows = await sql<MatchRow>`select c.id, c.name, c.examinee_no as "examineeNo", c.id_hash as "idHash", c.batch,
      c.opinion, co.name as college, mo.name as major, cl.name as "className", c.user_id as "userId",
      u.account, u.must_change_password as "mustChangePassword"
    from admission_candidates c
    join orgs co on co.tenant_id = c.tenant_id and co.id = c.college_id
    join orgs mo on mo.tenant_id = c.tenant_id and mo.id = c.major_id
    left join orgs cl on cl.tenant_id = c.tenant_id and cl.id = c.class_id
    left join users u on u.tenant_id = c.tenant_id and u.id = c.user_id
    where c.tenant_id = ${tenantId} and c.examinee_no = ${examineeNo.trim()} and c.status = 'admitted'`.execute(db);
  return rows.rows[0];
}

const sameName = (a: string, b: string) =>
  safeEqual(a.replace(/\s+/g, '').normalize('NFC'), b.replace(/\s+/g, '').normalize('NFC'));

export async function lookupAdmission(
  app: FastifyInstance,
  request: FastifyRequest,
  body: {
    tenant?: string | undefined;
    examineeNo: string;
    name?: string | undefined;
    idNumber?: string | undefined;
    requestId: string;
    captcha: string;
  },
): Promise<AdmissionLookupResult> {
  const tenantId = await publicTenantOf(app, request, body.tenant);
  const now = app.clock.now();
  // A10: the captcha first, consumed right or wrong, before any look at the list.
  await checkCaptcha(app.db, body.requestId, body.captcha, now);
  const key = await tenantIdKey(app.db, tenantId);
  const idHash = body.idNumber ? hashIdNumber(key, body.idNumber) : null;
  const row = await candidateByExamineeNo(app.db, tenantId, body.examineeNo);
  const matched = row !== undefined && (idHash ? safeEqual(row.idHash, idHash) : sameName(row.name, body.name ?? ''));
  request.log.info({ event: 'admissions.lookup', matched, by: idHash ? 'idNumber' : 'name' }, 'admission lookup');
  if (!row || !matched) throw new AppError('ADMISSION_NOT_MATCHED');
  const settings = await readAdmissionSettings(app.db, tenantId);
  let claimTicket: string | null = null;
  // Only a lookup that proved the ID number may fetch the initial password, and only while none is in use.
  if (idHash && row.userId && row.mustChangePassword) {
    claimTicket = newOpaqueToken();
    await admissionsDb(app.db)
      .insertInto('admissionTickets')
      .values({
        tokenHash: hashToken(claimTicket),
        tenantId,
        candidateId: row.id,
        purpose: 'claim',
        createdAt: now,
        expiresAt: new Date(now.getTime() + claimTicketTtlMs),
      })
      .execute();
  }
  return {
    name: row.name,
    examineeNo: row.examineeNo,
    college: row.college,
    major: row.major,
    className: row.className,
    batch: row.batch,
    nextSteps: inLanguage(settings.nextSteps, request.locale),
    account: row.account,
    claimTicket,
  };
}

/** Spends a lookup's claim ticket (once) on a fresh initial password. */
export async function claimCredential(
  app: FastifyInstance,
  request: FastifyRequest,
  ticket: string,
): Promise<IssuedCredential> {
  const now = app.clock.now();
  const spent = await admissionsDb(app.db)
    .updateTable('admissionTickets')
    .set({ usedAt: now })
    .where('tokenHash', '=', hashToken(ticket))
    .where('purpose', '=', 'claim')
    .where('usedAt', 'is', null)
    .where('expiresAt', '>', now)
    .returning(['tenantId', 'candidateId'])
    .executeTakeFirst();
  if (!spent) throw new AppError('ADMISSION_TICKET_INVALID');
  const candidate = await admissionsDb(app.db)
    .selectFrom('admissionCandidates')
    .select('userId')
    .where('tenantId', '=', spent.tenantId)
    .where('id', '=', spent.candidateId)
    .executeTakeFirst();
  if (!candidate?.userId) throw new AppError('ADMISSION_TICKET_INVALID');
  return issueInitialPassword(
    app.db,
    request.log,
    { tenantId: spent.tenantId, userId: candidate.userId },
    { now, actorUserId: candidate.userId, ip: request.ip, via: 'lookup' },
  );
}

/**
 * zxlqyjyfk_login: examinee number + ID number. Failures count per (school, examinee number), also for
 * numbers that are not on the list, with the platform's lockout arithmetic (A1–A4): while locked even
 * the right ID number gets the same refusal.
 */
export async function examineeLogin(
  app: FastifyInstance,
  request: FastifyRequest,
  body: { tenant?: string | undefined; examineeNo: string; idNumber: string },
): Promise<ExamineeSession> {
  const tenantId = await publicTenantOf(app, request, body.tenant);
  const now = app.clock.now();
  const adb = admissionsDb(app.db);
  const examineeKey = body.examineeNo.trim().toLowerCase();
  const state = (await adb
    .selectFrom('admissionLoginFailures')
    .select(['failureCount', 'lastFailureAt', 'lockedUntil', 'temporaryLockouts'])
    .where('tenantId', '=', tenantId)
    .where('examineeKey', '=', examineeKey)
    .executeTakeFirst()) ?? { failureCount: 0, lastFailureAt: null, lockedUntil: null, temporaryLockouts: 0 };
  const key = await tenantIdKey(app.db, tenantId);
  const idHash = hashIdNumber(key, body.idNumber);
  const row = await candidateByExamineeNo(app.db, tenantId, body.examineeNo);
  const matched = row !== undefined && safeEqual(row.idHash, idHash);
  const locked = isLocked(state, now);
  if (locked || !matched || !row) {
    const outcome = registerFailure(state, now, lockoutPolicy(app.config));
    await adb
      .insertInto('admissionLoginFailures')
      .values({ tenantId, examineeKey, ...outcome.next })
      .onConflict((c) => c.columns(['tenantId', 'examineeKey']).doUpdateSet(outcome.next))
      .execute();
    request.log.info(
      { event: 'admissions.examinee.login_failure', locked, lockout: outcome.locked },
      'examinee login refused',
    );
    throw new AppError('EXAMINEE_LOGIN_FAILED');
  }
  await adb
    .deleteFrom('admissionLoginFailures')
    .where('tenantId', '=', tenantId)
    .where('examineeKey', '=', examineeKey)
    .execute();
  await adb.deleteFrom('admissionTickets').where('expiresAt', '<', now).execute();
  const token = newOpaqueToken();
  const expiresAt = new Date(now.getTime() + examineeSessionTtlMs);
  await adb
    .insertInto('admissionTickets')
    .values({
      tokenHash: hashToken(token),
      tenantId,
      candidateId: row.id,
      purpose: 'examinee',
      createdAt: now,
      expiresAt,
    })
    .execute();
  request.log.info({ event: 'admissions.examinee.login' }, 'examinee logged in');
  return { token, expiresAt: expiresAt.toISOString() };
}

/** The examinee of the request's session, or 6041211. */
export async function examineeOf(app: FastifyInstance, request: FastifyRequest) {
  const token = request.headers[examineeTokenHeader];
  if (typeof token !== 'string' || token.length < 20 || token.length > 100)
    throw new AppError('EXAMINEE_SESSION_INVALID');
  const session = await admissionsDb(app.db)
    .selectFrom('admissionTickets')
    .select(['tenantId', 'candidateId', 'tokenHash'])
    .where('tokenHash', '=', hashToken(token))
    .where('purpose', '=', 'examinee')
    .where('usedAt', 'is', null)
    .where('expiresAt', '>', app.clock.now())
    .executeTakeFirst();
  if (!session) throw new AppError('EXAMINEE_SESSION_INVALID');
  return session;
}

export async function examineeLogout(app: FastifyInstance, request: FastifyRequest): Promise<void> {
  const session = await examineeOf(app, request).catch(() => null);
  if (!session) return;
  await admissionsDb(app.db)
    .updateTable('admissionTickets')
    .set({ usedAt: app.clock.now() })
    .where('tokenHash', '=', session.tokenHash)
    .execute();
}

export async function feedbackOf(db: Db, tenantId: string, candidateId: string) {
  const rows = await admissionsDb(db)
    .selectFrom('admissionFeedback')
    .select(['id', 'content', 'createdAt', 'reply', 'repliedAt'])
    .where('tenantId', '=', tenantId)
    .where('candidateId', '=', candidateId)
    .orderBy('createdAt')
    .orderBy('id')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    content: r.content,
    createdAt: new Date(r.createdAt).toISOString(),
    reply: r.reply,
    repliedAt: r.repliedAt ? new Date(r.repliedAt).toISOString() : null,
  }));
}

export async function examineeOpinion(app: FastifyInstance, request: FastifyRequest): Promise<ExamineeOpinion> {
  const session = await examineeOf(app, request);
  const row = await sql<{
    name: string;
    examineeNo: string;
    batch: string;
    opinion: string;
    college: string;
    major: string;
  }>`
    select c.name, c.examinee_no as "examineeNo", c.batch, c.opinion, co.name as college, mo.name as major
    from admission_candidates c
    join orgs co on co.tenant_id = c.tenant_id and co.id = c.college_id
    join orgs mo on mo.tenant_id = c.tenant_id and mo.id = c.major_id
    where c.tenant_id = ${session.tenantId} and c.id = ${session.candidateId}`.execute(app.db);
  const candidate = row.rows[0];
  if (!candidate) throw new AppError('EXAMINEE_SESSION_INVALID');
  const settings = await readAdmissionSettings(app.db, session.tenantId);
  return {
    ...candidate,
    feedbackOpen: settings.feedbackOpen,
    feedback: await feedbackOf(app.db, session.tenantId, session.candidateId),
  };
}

export async function submitFeedback(app: FastifyInstance, request: FastifyRequest, content: string) {
  const session = await examineeOf(app, request);
  const settings = await readAdmissionSettings(app.db, session.tenantId);
  if (!settings.feedbackOpen) throw new AppError('ADMISSION_FEEDBACK_CLOSED');
  const now = app.clock.now();
  return app.db.transaction().execute(async (trx) => {
    const adb = admissionsDb(trx);
    // One open question at a time: serialised per candidate so two quick sends cannot both pass.
    await sql`select pg_advisory_xact_lock(hashtext(${`admissions.feedback:${session.candidateId}`}))`.execute(trx);
    const open = await adb
      .selectFrom('admissionFeedback')
      .select('id')
      .where('tenantId', '=', session.tenantId)
      .where('candidateId', '=', session.candidateId)
      .where('reply', 'is', null)
      .executeTakeFirst();
    if (open) throw new AppError('ADMISSION_FEEDBACK_PENDING');
    const id = newId(now.getTime());
    await adb
      .insertInto('admissionFeedback')
      .values({ tenantId: session.tenantId, id, candidateId: session.candidateId, content, createdAt: now })
      .execute();
    return { id };
  });
}
