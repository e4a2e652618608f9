import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import {
  insideGeofence,
  type LeaveApplyBody,
  type LeavePassCheck,
  type LeaveReportBackBody,
  type LeaveRow,
  leaveDays,
} from '@campusflow/contracts';
import type { AuthContext } from '../../platform/auth/auth-context.ts';
import type { Db } from '../../platform/db/database.ts';
import { inTransaction } from '../../platform/db/in-transaction.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { engineDeps } from '../../platform/workflow/engine-deps.ts';
import { startProcess } from '../../platform/workflow/start-process.ts';
import { leaveProcessKey } from './leave.definitions.ts';
import { leaveById } from './leave.queries.ts';
import { leaveDb } from './leave.tables.ts';
import { readLeaveSettings } from './leave-settings.ts';

type Applied = LeaveApplyBody & Required<Pick<LeaveApplyBody, 'attachments'>>;

/**
 * Starts the `leave` process with the request as its form data. The process's first step
 * (leave-register.ts) does the domain checks and writes the row inside the start's transaction.
 */
export async function applyLeave(db: Db, auth: AuthContext, body: Applied, now: Date) {
  const days = leaveDays(body.startDate, body.startHalf, body.endDate, body.endHalf);
  if (!(days > 0)) throw new AppError('LEAVE_DATES_INVALID');
  const started = await startProcess(
    db,
    engineDeps(),
    { tenantId: auth.tenantId, userId: auth.userId, isAdmin: false },
    { defKey: leaveProcessKey, data: { ...body }, nodeUsers: {} },
    now,
  );
  const row = await leaveDb(db)
    .selectFrom('leaveRequests')
    .select('id')
    .where('tenantId', '=', auth.tenantId)
    .where('instanceId', '=', started.instId)
    .executeTakeFirstOrThrow();
  return { id: row.id, instanceId: started.instId, days };
}

/** Contact and travel fields of the caller's latest request, to pre-fill a new one. */
export async function lastLeaveValues(db: Db, auth: AuthContext) {
  const row = await leaveDb(db)
    .selectFrom('leaveRequests')
    .select(['destination', 'transportOut', 'transportBack', 'emergencyContact', 'emergencyPhone', 'parentPhone'])
    .where('tenantId', '=', auth.tenantId)
    .where('studentId', '=', auth.userId)
    .orderBy('createdAt', 'desc')
    .executeTakeFirst();
  return row ?? null;
}

/**
 * 销假: once per approved leave, by its student. When the school set a geofence the location must lie
 * inside it. Late when later than the leave's end plus the tenant's grace hours.
 */
export async function reportBack(db: Db, auth: AuthContext, id: string, body: LeaveReportBackBody, now: Date) {
  const settings = await readLeaveSettings(db, auth.tenantId);
  const { location } = body;
  if (settings.geofence) {
    if (!location) throw new AppError('LEAVE_LOCATION_REQUIRED');
    if (!insideGeofence(location, settings.geofence)) throw new AppError('LEAVE_OUTSIDE_GEOFENCE');
  }
  return inTransaction(db, async (trx) => {
    const ldb = leaveDb(trx);
    const leave = await ldb
      .selectFrom('leaveRequests as l')
      .innerJoin('wfInstances as i', (j) => j.onRef('i.tenantId', '=', 'l.tenantId').onRef('i.id', '=', 'l.instanceId'))
      .select(['l.id', 'l.endAt', 'l.reportedBackAt', 'i.result'])
      .where('l.tenantId', '=', auth.tenantId)
      .where('l.id', '=', id)
      .where('l.studentId', '=', auth.userId)
      .forUpdate('l')
      .executeTakeFirst();
    if (!leave) throw new AppError('LEAVE_NOT_FOUND');
    if (leave.result !== 'approved' || leave.reportedBackAt) throw new AppError('LEAVE_NOT_REPORTABLE');
    const late = now.getTime() > new Date(leave.endAt).getTime() + settings.lateGraceHours * 3_600_000;
    await ldb
      .updateTable('leaveRequests')
      .set({
        reportedBackAt: now,
        reportBackLocation: location ? JSON.stringify(location) : null,
        reportBackRemark: body.remark ?? '',
        lateReturn: late,
        updatedAt: now,
      })
      .where('tenantId', '=', auth.tenantId)
      .where('id', '=', id)
      .execute();
    return { reportedBackAt: now.toISOString(), lateReturn: late };
  });
}

// The pass is `<leaveId>.<expires epoch s>.<hmac>`, signed with a per-tenant secret kept in sys_configs
// (private). It expires with the leave; a guard's check also refuses a leave reported back or ended.
const passSecretCode = 'leave_pass_secret';

async function passSecret(db: Db, tenantId: string): Promise<string> {
  await db
    .insertInto('sysConfigs')
    .values({ tenantId, code: passSecretCode, value: randomBytes(32).toString('base64url'), isPublic: false })
    .onConflict((oc) => oc.columns(['tenantId', 'code']).doNothing())
    .execute();
  const row = await db
    .selectFrom('sysConfigs')
    .select('value')
    .where('tenantId', '=', tenantId)
    .where('code', '=', passSecretCode)
    .executeTakeFirstOrThrow();
  return row.value;
}

function sign(secret: string, tenantId: string, payload: string): string {
  return createHmac('sha256', secret).update(`${tenantId}.${payload}`).digest('base64url');
}

export async function leavePass(db: Db, auth: AuthContext, id: string, now: Date, graceHours: number) {
  const leave = await leaveById(db, auth.tenantId, { kind: 'student', userId: auth.userId }, id, now, graceHours);
  if (!leave) throw new AppError('LEAVE_NOT_FOUND');
  if (!['approved', 'onLeave'].includes(leave.state)) throw new AppError('LEAVE_NOT_REPORTABLE', 'no pass');
  const expires = Math.floor(new Date(leave.endAt).getTime() / 1000);
  const payload = `${leave.id}.${expires}`;
  return {
    token: `${payload}.${sign(await passSecret(db, auth.tenantId), auth.tenantId, payload)}`,
    expiresAt: leave.endAt,
  };
}

export async function verifyPass(
  db: Db,
  auth: AuthContext,
  token: string,
  now: Date,
  graceHours: number,
): Promise<LeavePassCheck> {
  const [id = '', expires = '', signature = ''] = token.split('.');
  const expected = sign(await passSecret(db, auth.tenantId), auth.tenantId, `${id}.${expires}`);
  const a = Buffer.from(signature);
  const b = Buffer.from(expected);
  if (a.length !== b.length || !timingSafeEqual(a, b) || !/^[0-9a-f-]{36}$/.test(id)) {
    return { valid: false, reason: 'forged', leave: null };
  }
  const leave = await leaveById(db, auth.tenantId, { kind: 'tenant' }, id, now, graceHours);
  if (!leave) return { valid: false, reason: 'forged', leave: null };
  const shown = pick(leave);
  if (now.getTime() > Number(expires) * 1000) return { valid: false, reason: 'expired', leave: shown };
  if (leave.state === 'approved') return { valid: false, reason: 'notStarted', leave: shown };
  if (leave.state !== 'onLeave') return { valid: false, reason: 'revoked', leave: shown };
  return { valid: true, reason: 'ok', leave: shown };
}

function pick(l: LeaveRow): LeavePassCheck['leave'] {
  return {
    studentName: l.studentName,
    studentCode: l.studentCode,
    className: l.className,
    startAt: l.startAt,
    endAt: l.endAt,
    type: l.type,
    destination: l.destination,
  };
}

/** Approved leave days of the caller in the calendar year of `now`, by type (leave balance). */
export async function leaveBalance(db: Db, auth: AuthContext, now: Date) {
  const year = now.getUTCFullYear();
  const rows = await leaveDb(db)
    .selectFrom('leaveRequests as l')
    .innerJoin('wfInstances as i', (j) => j.onRef('i.tenantId', '=', 'l.tenantId').onRef('i.id', '=', 'l.instanceId'))
    .select(['l.type', (eb) => eb.fn.sum<string>('l.days').as('days'), (eb) => eb.fn.countAll<number>().as('count')])
    .where('l.tenantId', '=', auth.tenantId)
    .where('l.studentId', '=', auth.userId)
    .where('i.result', '=', 'approved')
    .where('l.startDate', '>=', `${year}-01-01`)
    .where('l.startDate', '<=', `${year}-12-31`)
    .groupBy('l.type')
    .execute();
  const byType = rows.map((r) => ({ type: r.type, days: Number(r.days), count: Number(r.count) }));
  return { year, totalDays: byType.reduce((s, r) => s + r.days, 0), byType };
}
