import { type FormDefinitionInput, LeaveExtendBody, leaveDays, leaveHalves } from '@campusflow/contracts';
import { sql } from 'kysely';
import { z } from 'zod';
import type { AuthContext } from '../../platform/auth/auth-context.ts';
import type { Db } from '../../platform/db/database.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { type ApprovalChain, buildApprovalChain } from '../../platform/workflow/bpmn-builder.ts';
import { engineDeps, type ServiceTaskContext, type ServiceTaskHandler } from '../../platform/workflow/engine-deps.ts';
import { startProcess } from '../../platform/workflow/start-process.ts';
import { leaveChain } from './leave.definitions.ts';
import { leaveDb } from './leave.tables.ts';
import { leavePeriod, thresholdVars } from './leave-register.ts';
import { readLeaveSettings } from './leave-settings.ts';

// 续假 (extension): domain-notes §6 "follows the same chain". A process of its own, so an extension is
// approved, rejected or withdrawn like any request; the leave row changes only in the final approval's
// transaction (`leave.extend`), so a pass, the overdue state and report-back follow the new end.

export const leaveExtensionKey = 'leave_extension';
export const leaveExtensionCheckHandler = 'leave.checkExtension';
export const leaveExtendHandler = 'leave.extend';

const option = (value: string, label: string) => ({ value, label });

export const leaveExtensionForm: FormDefinitionInput = {
  name: '续假申请',
  code: leaveExtensionKey,
  attrs: { desc: '续假与请假的审批流程相同，按延长后的总天数审批。' },
  fields: [
    { name: 'leaveId', label: '原请假', field_type: 'hidden', field_options: { required: true } },
    { name: 'currentEnd', label: '原结束时间', field_type: 'text', field_options: { max_length: 50 } },
    { name: 'endDate', label: '延长至', field_type: 'datePicker', field_options: { required: true } },
    {
      name: 'endHalf',
      label: '结束时段',
      field_type: 'radio',
      field_options: { required: true, options: [option('am', '上午'), option('pm', '下午')] },
    },
    { name: 'reason', label: '续假事由', field_type: 'textarea', field_options: { required: true, max_length: 1000 } },
    { name: 'opinion', label: '审批意见', field_type: 'approval_opinion', field_options: {} },
    { name: 'history', label: '审批记录', field_type: 'approval_history', field_options: {} },
  ],
};

/** The leave's chain (counsellor, college, 学生处 by total days), checked first and applied last. */
const chain: ApprovalChain = {
  key: leaveExtensionKey,
  name: '续假申请',
  subject: '{starterName}的续假：延长至{endDate}',
  steps: [
    { kind: 'service', id: 'check', name: '检查续假', handler: leaveExtensionCheckHandler },
    ...leaveChain.steps.filter((s) => s.kind === 'user'),
    { kind: 'service', id: 'extend', name: '延长请假', handler: leaveExtendHandler },
  ],
};
export const leaveExtensionXml = buildApprovalChain(chain);

const ExtensionValues = z.object({
  leaveId: z.uuid(),
  endDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  endHalf: z.enum(leaveHalves),
  reason: z.string().trim().min(1).max(1000),
});

/**
 * The checks of both steps, under the student's advisory lock (the one leave-register takes): the
 * leave is the starter's, approved and not reported back; the new end is later; no other extension of
 * it is running; the added days overlap no other leave. Returns the leave and its new period.
 */
async function checkExtension(ctx: ServiceTaskContext) {
  const parsed = ExtensionValues.safeParse(ctx.formData);
  if (!parsed.success) throw new AppError('ILLEGAL_REQUEST', parsed.error.issues[0]?.message ?? 'extension values');
  const v = parsed.data;
  const db = leaveDb(ctx.db);
  await sql`select pg_advisory_xact_lock(hashtext(${`campusflow.leave.${ctx.tenantId}.${ctx.starterId}`}))`.execute(db);
  const leave = await db
    .selectFrom('leaveRequests as l')
    .innerJoin('wfInstances as i', (j) => j.onRef('i.tenantId', '=', 'l.tenantId').onRef('i.id', '=', 'l.instanceId'))
    // Dates as text: the driver would turn a `date` into a Date at local midnight.
    .select(['l.id', 'l.startHalf', 'l.endAt', 'l.reportedBackAt', 'i.result'])
    .select(sql<string>`l.start_date::text`.as('startDate'))
    .where('l.tenantId', '=', ctx.tenantId)
    .where('l.id', '=', v.leaveId)
    .where('l.studentId', '=', ctx.starterId)
    .executeTakeFirst();
  if (!leave) throw new AppError('LEAVE_NOT_FOUND');
  if (leave.result !== 'approved' || leave.reportedBackAt) throw new AppError('LEAVE_NOT_REPORTABLE', 'not extendable');
  const period = leavePeriod({
    startDate: leave.startDate,
    startHalf: leave.startHalf,
    endDate: v.endDate,
    endHalf: v.endHalf,
  });
  if (Number.isNaN(period.endAt.getTime()) || period.endAt.getTime() <= new Date(leave.endAt).getTime()) {
    throw new AppError('LEAVE_EXTENSION_INVALID');
  }
  const pending = await ctx.db
    .selectFrom('wfInstances')
    .select('id')
    .where('tenantId', '=', ctx.tenantId)
    .where('defKey', '=', leaveExtensionKey)
    .where('status', 'in', ['running', 'suspend'])
    .where('id', '<>', ctx.instanceId)
    .where(sql<boolean>`form_data->>'leaveId' = ${v.leaveId}`)
    .executeTakeFirst();
  if (pending) throw new AppError('LEAVE_EXTENSION_PENDING');
  const overlapping = await db
    .selectFrom('leaveRequests as l')
    .innerJoin('wfInstances as i', (j) => j.onRef('i.tenantId', '=', 'l.tenantId').onRef('i.id', '=', 'l.instanceId'))
    .select('l.id')
    .where('l.tenantId', '=', ctx.tenantId)
    .where('l.studentId', '=', ctx.starterId)
    .where('l.id', '<>', v.leaveId)
    .where((eb) => eb.or([eb('i.status', 'in', ['running', 'suspend']), eb('i.result', '=', 'approved')]))
    .where('l.startAt', '<', period.endAt)
    .where(sql<boolean>`coalesce(least(l.reported_back_at, l.end_at), l.end_at) > ${new Date(leave.endAt)}`)
    .executeTakeFirst();
  if (overlapping) throw new AppError('LEAVE_OVERLAPS');
  const days = leaveDays(leave.startDate, leave.startHalf, v.endDate, v.endHalf);
  return { values: v, period, days };
}

/** After the start (and a resubmit): the chain decides on the leave's whole new length. */
export const checkLeaveExtension: ServiceTaskHandler = async (ctx) => {
  const { days } = await checkExtension(ctx);
  return thresholdVars(days, await readLeaveSettings(ctx.db, ctx.tenantId));
};

/** Just before the approving end: checks again (things changed while it was approved) and extends. */
export const extendLeave: ServiceTaskHandler = async (ctx) => {
  const { values, period, days } = await checkExtension(ctx);
  await leaveDb(ctx.db)
    .updateTable('leaveRequests')
    .set({ endDate: values.endDate, endHalf: values.endHalf, endAt: period.endAt, days, updatedAt: ctx.now })
    .where('tenantId', '=', ctx.tenantId)
    .where('id', '=', values.leaveId)
    .execute();
  return { extendedTo: period.endAt.toISOString() };
};

/** `POST /leave/:id/extend`: starts the extension process for the caller's own leave. */
export async function applyExtension(db: Db, auth: AuthContext, leaveId: string, body: LeaveExtendBody, now: Date) {
  const current = await leaveDb(db)
    .selectFrom('leaveRequests')
    .select(['endHalf', sql<string>`end_date::text`.as('endDate')])
    .where('tenantId', '=', auth.tenantId)
    .where('id', '=', leaveId)
    .where('studentId', '=', auth.userId)
    .executeTakeFirst();
  if (!current) throw new AppError('LEAVE_NOT_FOUND');
  const data = { ...LeaveExtendBody.parse(body), leaveId, currentEnd: `${current.endDate} ${current.endHalf}` };
  const started = await startProcess(
    db,
    engineDeps(),
    { tenantId: auth.tenantId, userId: auth.userId, isAdmin: false },
    { defKey: leaveExtensionKey, data, nodeUsers: {} },
    now,
  );
  return { instanceId: started.instId };
}
