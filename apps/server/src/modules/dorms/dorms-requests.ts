import type { StateCodeName } from '@campusflow/contracts';
import {
  DormHolidayApplyBody,
  DormMoveInApplyBody,
  DormOutsideApplyBody,
  type FormDefinitionInput,
} from '@campusflow/contracts';
import type { AuthContext } from '../../platform/auth/auth-context.ts';
import type { Db } from '../../platform/db/database.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { buildApprovalChain } from '../../platform/workflow/bpmn-builder.ts';
import { engineDeps, type ServiceTaskContext, type ServiceTaskHandler } from '../../platform/workflow/engine-deps.ts';
import { startProcess } from '../../platform/workflow/start-process.ts';
import { checkTarget, openNewStay, openStay, placeLabel, placeOfBed } from './dorms.service.ts';

// The student requests that go through the workflow engine besides room change and move-out
// (domain-notes §2: 学生 → 辅导员 → 学院 → 公寓中心):
// - 校外住宿 outsideLive (`dorm_outside`): counsellor → college → dorm office, with the signed parental
//   consent as a form attachment (the form engine checks the uploader and links the file to the request);
// - 假期留宿 stayOvernight (`dorm_holiday`): counsellor → dorm office, only for a housed student;
// - 入住 moving in (`dorm_move_in`, reviewImmigration): counsellor → dorm office, then `dorms.moveIn`
//   opens the stay in the final approval's transaction (the open-stay indexes decide a race).
// Every request has a check task right after the start (and after a resubmit): one running request
// of a kind per student, and dates in order.

export const dormOutsideKey = 'dorm_outside';
export const dormHolidayKey = 'dorm_holiday';
export const dormMoveInKey = 'dorm_move_in';
export const dormOutsideCheckHandler = 'dorms.checkOutside';
export const dormHolidayCheckHandler = 'dorms.checkHoliday';
export const dormMoveInCheckHandler = 'dorms.checkMoveIn';
export const dormMoveInHandler = 'dorms.moveIn';

const opinion = [
  { name: 'opinion', label: '审批意见', field_type: 'approval_opinion', field_options: {} },
  { name: 'history', label: '审批记录', field_type: 'approval_history', field_options: {} },
] satisfies FormDefinitionInput['fields'];

export const dormOutsideForm: FormDefinitionInput = {
  name: '校外住宿申请',
  code: dormOutsideKey,
  fields: [
    { name: 'ground', label: '申请类型', field_type: 'text', field_options: { required: true, max_length: 40 } },
    { name: 'address', label: '校外住址', field_type: 'text', field_options: { required: true, max_length: 200 } },
    { name: 'landlord', label: '房东信息', field_type: 'text', field_options: { max_length: 100 } },
    { name: 'coResidents', label: '同住人', field_type: 'text', field_options: { max_length: 200 } },
    { name: 'startDate', label: '开始日期', field_type: 'datePicker', field_options: { required: true } },
    { name: 'endDate', label: '结束日期', field_type: 'datePicker', field_options: { required: true } },
    { name: 'reason', label: '申请理由', field_type: 'textarea', field_options: { required: true, max_length: 1000 } },
    {
      name: 'consent',
      label: '家长知情同意书',
      field_type: 'attachment',
      field_options: { required: true, max_files: 9 },
    },
    ...opinion,
  ],
};

export const dormHolidayForm: FormDefinitionInput = {
  name: '假期留宿申请',
  code: dormHolidayKey,
  fields: [
    { name: 'currentLabel', label: '当前床位', field_type: 'text', field_options: { max_length: 100 } },
    { name: 'startDate', label: '开始日期', field_type: 'datePicker', field_options: { required: true } },
    { name: 'endDate', label: '结束日期', field_type: 'datePicker', field_options: { required: true } },
    { name: 'reason', label: '留宿理由', field_type: 'textarea', field_options: { required: true, max_length: 1000 } },
    { name: 'parentPhone', label: '家长电话', field_type: 'text', field_options: { required: true, max_length: 20 } },
    ...opinion,
  ],
};

export const dormMoveInForm: FormDefinitionInput = {
  name: '入住申请',
  code: dormMoveInKey,
  fields: [
    { name: 'targetBedId', label: '目标床位', field_type: 'hidden', field_options: { required: true } },
    { name: 'targetLabel', label: '目标床位', field_type: 'text', field_options: { max_length: 100 } },
    { name: 'reason', label: '入住理由', field_type: 'textarea', field_options: { required: true, max_length: 1000 } },
    ...opinion,
  ],
  rights: {
    counsellor: { targetBedId: 'r', targetLabel: 'r', reason: 'r' },
    office: { targetBedId: 'r', targetLabel: 'r', reason: 'r' },
  },
};

const counsellor = { kind: 'user', id: 'counsellor', name: '辅导员审批', assignee: 'relation:counsellor' } as const;
const college = { kind: 'user', id: 'college', name: '学院审批', assignee: 'relation:collegeAdmin' } as const;
const office = { kind: 'user', id: 'office', name: '公寓中心审批', assignee: 'relation:affairsOffice' } as const;

export const dormOutsideXml = buildApprovalChain({
  key: dormOutsideKey,
  name: '校外住宿申请',
  subject: '{starterName}的校外住宿申请：{startDate}至{endDate}',
  steps: [
    { kind: 'service', id: 'check', name: '检查申请', handler: dormOutsideCheckHandler },
    counsellor,
    college,
    office,
  ],
});

export const dormHolidayXml = buildApprovalChain({
  key: dormHolidayKey,
  name: '假期留宿申请',
  subject: '{starterName}的假期留宿申请：{startDate}至{endDate}',
  steps: [{ kind: 'service', id: 'check', name: '检查申请', handler: dormHolidayCheckHandler }, counsellor, office],
});

export const dormMoveInXml = buildApprovalChain({
  key: dormMoveInKey,
  name: '入住申请',
  subject: '{starterName}的入住申请：{targetLabel}',
  steps: [
    { kind: 'service', id: 'check', name: '检查床位', handler: dormMoveInCheckHandler },
    counsellor,
    office,
    { kind: 'service', id: 'moveIn', name: '办理入住', handler: dormMoveInHandler },
  ],
});

async function refusePending(ctx: ServiceTaskContext, defKey: string, code: StateCodeName) {
  const pending = await ctx.db
    .selectFrom('wfInstances')
    .select('id')
    .where('tenantId', '=', ctx.tenantId)
    .where('defKey', '=', defKey)
    .where('starterId', '=', ctx.starterId)
    .where('status', 'in', ['running', 'suspend'])
    .where('id', '<>', ctx.instanceId)
    .executeTakeFirst();
  if (pending) throw new AppError(code);
}

function checkDates(data: Readonly<Record<string, unknown>>) {
  if (String(data.endDate ?? '') < String(data.startDate ?? '')) throw new AppError('DORM_BAD_DATES');
}

export const checkOutside: ServiceTaskHandler = async (ctx) => {
  checkDates(ctx.formData);
  await refusePending(ctx, dormOutsideKey, 'DORM_OUTSIDE_PENDING');
  return undefined;
};

export const checkHoliday: ServiceTaskHandler = async (ctx) => {
  checkDates(ctx.formData);
  if (!(await openStay(ctx.db, ctx.tenantId, ctx.starterId))) throw new AppError('DORM_NOT_HOUSED');
  await refusePending(ctx, dormHolidayKey, 'DORM_HOLIDAY_PENDING');
  return undefined;
};

async function checkMoveInTarget(ctx: ServiceTaskContext) {
  const bedId = String(ctx.formData.targetBedId ?? '');
  if (!/^[0-9a-f-]{36}$/.test(bedId)) throw new AppError('DORM_BED_NOT_FOUND');
  if (await openStay(ctx.db, ctx.tenantId, ctx.starterId, true)) throw new AppError('DORM_ALREADY_HOUSED');
  await checkTarget(ctx.db, ctx.tenantId, ctx.starterId, bedId);
  return bedId;
}

export const checkMoveIn: ServiceTaskHandler = async (ctx) => {
  const bedId = await checkMoveInTarget(ctx);
  await refusePending(ctx, dormMoveInKey, 'DORM_MOVE_IN_PENDING');
  return { targetBedId: bedId };
};

/** On the final approval: the stay opens in the approval's transaction; a bed taken meanwhile fails it. */
export const moveIn: ServiceTaskHandler = async (ctx) => {
  const bedId = await checkMoveInTarget(ctx);
  await openNewStay(ctx.db, {
    tenantId: ctx.tenantId,
    bedId,
    studentId: ctx.starterId,
    now: ctx.now,
    reason: 'moveIn',
    instanceId: ctx.instanceId,
  });
  return { movedInAt: ctx.now.toISOString() };
};

async function start(db: Db, auth: AuthContext, defKey: string, data: Record<string, unknown>, now: Date) {
  const started = await startProcess(
    db,
    engineDeps(),
    { tenantId: auth.tenantId, userId: auth.userId, isAdmin: false },
    { defKey, data, nodeUsers: {} },
    now,
  );
  return { instanceId: started.instId };
}

export async function applyOutside(db: Db, auth: AuthContext, body: DormOutsideApplyBody, now: Date) {
  return start(db, auth, dormOutsideKey, DormOutsideApplyBody.parse(body), now);
}

export async function applyHoliday(db: Db, auth: AuthContext, body: DormHolidayApplyBody, now: Date) {
  const stay = await openStay(db, auth.tenantId, auth.userId);
  if (!stay) throw new AppError('DORM_NOT_HOUSED');
  const place = await placeOfBed(db, auth.tenantId, stay.bedId);
  const data = { ...DormHolidayApplyBody.parse(body), currentLabel: place ? placeLabel(place) : '' };
  return start(db, auth, dormHolidayKey, data, now);
}

export async function applyMoveIn(db: Db, auth: AuthContext, body: DormMoveInApplyBody, now: Date) {
  const parsed = DormMoveInApplyBody.parse(body);
  if (await openStay(db, auth.tenantId, auth.userId)) throw new AppError('DORM_ALREADY_HOUSED');
  const place = await placeOfBed(db, auth.tenantId, parsed.targetBedId);
  if (!place) throw new AppError('DORM_BED_NOT_FOUND');
  return start(db, auth, dormMoveInKey, { ...parsed, targetLabel: placeLabel(place) }, now);
}
