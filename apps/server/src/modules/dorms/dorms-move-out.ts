import {
  type DormMoveOutBody,
  type FormDefinitionInput,
  DormMoveOutBody as MoveOutSchema,
} from '@campusflow/contracts';
import type { AuthContext } from '../../platform/auth/auth-context.ts';
import type { Db } from '../../platform/db/database.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { buildApprovalChain } from '../../platform/workflow/bpmn-builder.ts';
import { engineDeps, type ServiceTaskContext, type ServiceTaskHandler } from '../../platform/workflow/engine-deps.ts';
import { startProcess } from '../../platform/workflow/start-process.ts';
import { placeLabel, placeOfBed } from './dorms.service.ts';
import { dormDb } from './dorms.tables.ts';

// 退宿 (move out, spec page checkOut): domain-notes §2, 学生 → 辅导员 → 学院 → 公寓中心, which ends the
// stay. The stay ends in the final approval's transaction (`dorms.moveOut`), so the bed is free the
// moment the request is approved, and a rejected or withdrawn request changes nothing.

export const dormMoveOutKey = 'dorm_move_out';
export const dormMoveOutCheckHandler = 'dorms.checkMoveOut';
export const dormMoveOutHandler = 'dorms.moveOut';

export const dormMoveOutForm: FormDefinitionInput = {
  name: '退宿申请',
  code: dormMoveOutKey,
  fields: [
    { name: 'currentLabel', label: '当前床位', field_type: 'text', field_options: { max_length: 100 } },
    { name: 'leaveDate', label: '离宿日期', field_type: 'datePicker', field_options: { required: true } },
    { name: 'reason', label: '退宿原因', field_type: 'textarea', field_options: { required: true, max_length: 1000 } },
    { name: 'opinion', label: '审批意见', field_type: 'approval_opinion', field_options: {} },
    { name: 'history', label: '审批记录', field_type: 'approval_history', field_options: {} },
  ],
};

export const dormMoveOutXml = buildApprovalChain({
  key: dormMoveOutKey,
  name: '退宿申请',
  subject: '{starterName}的退宿申请：{currentLabel}',
  steps: [
    { kind: 'service', id: 'check', name: '检查住宿', handler: dormMoveOutCheckHandler },
    { kind: 'user', id: 'counsellor', name: '辅导员审批', assignee: 'relation:counsellor' },
    { kind: 'user', id: 'college', name: '学院审批', assignee: 'relation:collegeAdmin' },
    { kind: 'user', id: 'office', name: '公寓中心审批', assignee: 'relation:affairsOffice' },
    { kind: 'service', id: 'moveOut', name: '办理退宿', handler: dormMoveOutHandler },
  ],
});

async function openStayOf(db: Db, tenantId: string, studentId: string, lock: boolean) {
  let q = dormDb(db)
    .selectFrom('dormStays')
    .select(['id', 'bedId'])
    .where('tenantId', '=', tenantId)
    .where('studentId', '=', studentId)
    .where('endAt', 'is', null);
  if (lock) q = q.forUpdate();
  return q.executeTakeFirst();
}

/** The student lives somewhere and has no other move-out running. */
async function check(ctx: ServiceTaskContext, lock: boolean) {
  const stay = await openStayOf(ctx.db, ctx.tenantId, ctx.starterId, lock);
  if (!stay) throw new AppError('DORM_NOT_HOUSED');
  const pending = await ctx.db
    .selectFrom('wfInstances')
    .select('id')
    .where('tenantId', '=', ctx.tenantId)
    .where('defKey', '=', dormMoveOutKey)
    .where('starterId', '=', ctx.starterId)
    .where('status', 'in', ['running', 'suspend'])
    .where('id', '<>', ctx.instanceId)
    .executeTakeFirst();
  if (pending) throw new AppError('DORM_MOVE_OUT_PENDING');
  return stay;
}

/** Service task `dorms.checkMoveOut`, after the start (and a resubmit). */
export const checkMoveOut: ServiceTaskHandler = async (ctx) => {
  const stay = await check(ctx, false);
  return { bedId: stay.bedId };
};

/** Service task `dorms.moveOut`, on the final approval: ends the stay in the approval's transaction. */
export const moveOut: ServiceTaskHandler = async (ctx) => {
  const stay = await check(ctx, true);
  await dormDb(ctx.db)
    .updateTable('dormStays')
    .set({ endAt: ctx.now, endReason: 'moveOut' })
    .where('tenantId', '=', ctx.tenantId)
    .where('id', '=', stay.id)
    .execute();
  return { movedOutAt: ctx.now.toISOString() };
};

/** `POST /dorms/move-out/apply`: starts the process for the caller, naming their bed in the form. */
export async function applyMoveOut(db: Db, auth: AuthContext, body: DormMoveOutBody, now: Date) {
  const stay = await openStayOf(db, auth.tenantId, auth.userId, false);
  if (!stay) throw new AppError('DORM_NOT_HOUSED');
  const place = await placeOfBed(db, auth.tenantId, stay.bedId);
  const data = { ...MoveOutSchema.parse(body), currentLabel: place ? placeLabel(place) : '' };
  const started = await startProcess(
    db,
    engineDeps(),
    { tenantId: auth.tenantId, userId: auth.userId, isAdmin: false },
    { defKey: dormMoveOutKey, data, nodeUsers: {} },
    now,
  );
  return { instanceId: started.instId };
}
