import { LeaveApplyBody, type LeaveSettings, leaveAttachmentIds, leaveDays } from '@campusflow/contracts';
import { sql } from 'kysely';
import { newId } from '../../platform/db/ids.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { ServiceTaskHandler } from '../../platform/workflow/engine-deps.ts';
import { leaveDb } from './leave.tables.ts';
import { readLeaveSettings } from './leave-settings.ts';

/** The school's clock for half days: mornings start at 08:00 and afternoons at 12:00 (UTC+8). */
const schoolOffset = '+08:00';

/** The instants a half-day period covers: am = 08:00–12:00, pm = 12:00–24:00 of the school's day. */
export function leavePeriod(v: { startDate: string; startHalf: string; endDate: string; endHalf: string }) {
  const startAt = new Date(`${v.startDate}T${v.startHalf === 'pm' ? '12:00' : '08:00'}:00${schoolOffset}`);
  const endAt =
    v.endHalf === 'am'
      ? new Date(`${v.endDate}T12:00:00${schoolOffset}`)
      : new Date(new Date(`${v.endDate}T00:00:00${schoolOffset}`).getTime() + 86_400_000);
  return { startAt, endAt };
}

/** The form values as the module's body, with the days computed from the half-day period. */
export function parseLeaveValues(formData: Readonly<Record<string, unknown>>) {
  // The generic start page leaves untouched fields out or null; the schema's defaults fill them.
  const given = Object.fromEntries(Object.entries(formData).filter(([, v]) => v !== null && v !== undefined));
  const parsed = LeaveApplyBody.safeParse(given);
  if (!parsed.success) throw new AppError('ILLEGAL_REQUEST', parsed.error.issues[0]?.message ?? 'leave values');
  const v = parsed.data;
  const days = leaveDays(v.startDate, v.startHalf, v.endDate, v.endHalf);
  if (!(days > 0) || Number.isNaN(Date.parse(v.startDate)) || Number.isNaN(Date.parse(v.endDate))) {
    throw new AppError('LEAVE_DATES_INVALID');
  }
  return { values: v, days, ...leavePeriod(v) };
}

/**
 * Service task `leave.register`, right after the start (and again after the applicant resubmits a
 * returned request): checks the dates, the sick-note rule and overlaps, and writes the module's row in
 * the start's transaction. A thrown AppError rolls the whole start back, so a refused request leaves
 * no instance behind. Returns the variables the gateway reads (days and the tenant's threshold).
 */
export const registerLeave: ServiceTaskHandler = async (ctx) => {
  const { values, days, startAt, endAt } = parseLeaveValues(ctx.formData);
  const settings = await readLeaveSettings(ctx.db, ctx.tenantId);
  if (values.type === 'sick' && days > settings.sickNoteDays && values.attachments.length === 0) {
    throw new AppError('LEAVE_SICK_NOTE_REQUIRED');
  }
  const db = leaveDb(ctx.db);
  // One student's requests are checked one at a time, so two overlapping submits cannot both pass.
  await sql`select pg_advisory_xact_lock(hashtext(${`campusflow.leave.${ctx.tenantId}.${ctx.starterId}`}))`.execute(db);
  const overlapping = await db
    .selectFrom('leaveRequests as l')
    .innerJoin('wfInstances as i', (j) => j.onRef('i.tenantId', '=', 'l.tenantId').onRef('i.id', '=', 'l.instanceId'))
    .select('l.id')
    .where('l.tenantId', '=', ctx.tenantId)
    .where('l.studentId', '=', ctx.starterId)
    .where('l.instanceId', '<>', ctx.instanceId)
    .where((eb) => eb.or([eb('i.status', 'in', ['running', 'suspend']), eb('i.result', '=', 'approved')]))
    .where('l.startAt', '<', endAt)
    // A leave reported back early frees the rest of its period.
    .where(sql<boolean>`coalesce(least(l.reported_back_at, l.end_at), l.end_at) > ${startAt}`)
    .executeTakeFirst();
  if (overlapping) throw new AppError('LEAVE_OVERLAPS');
  const row = {
    type: values.type,
    startDate: values.startDate,
    startHalf: values.startHalf,
    endDate: values.endDate,
    endHalf: values.endHalf,
    startAt,
    endAt,
    days,
    leaveSchool: values.leaveSchool,
    destination: values.destination,
    transportOut: values.transportOut,
    transportBack: values.transportBack,
    reason: values.reason,
    emergencyContact: values.emergencyContact,
    emergencyPhone: values.emergencyPhone,
    parentPhone: values.parentPhone,
    attachments: JSON.stringify(leaveAttachmentIds(values.attachments)),
    updatedAt: ctx.now,
  };
  await db
    .insertInto('leaveRequests')
    .values({
      tenantId: ctx.tenantId,
      id: newId(ctx.now.getTime()),
      instanceId: ctx.instanceId,
      studentId: ctx.starterId,
      createdAt: ctx.now,
      ...row,
    })
    .onConflict((oc) => oc.columns(['tenantId', 'instanceId']).doUpdateSet(row))
    .execute();
  return thresholdVars(days, settings);
};

/** The variables the leave chain's gateways read: the length and the tenant's thresholds. */
export function thresholdVars(days: number, settings: LeaveSettings) {
  return {
    leaveDays: days,
    collegeThresholdDays: settings.collegeThresholdDays,
    officeThresholdDays: settings.officeThresholdDays,
  };
}
