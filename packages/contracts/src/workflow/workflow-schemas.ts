import { z } from 'zod';

/** Instance statuses of api-conventions.md §7; `result` says how an ended instance ended. */
export const instanceStatuses = ['running', 'end', 'manualend', 'suspend'] as const;
export type InstanceStatus = (typeof instanceStatuses)[number];
export type InstanceResult = 'approved' | 'rejected' | 'revoked' | 'terminated';

/** actionName of `bpm/task/complete` (§7). */
export const completeActions = [
  'agree',
  'oppose',
  'abandon',
  'reject',
  'rejectToPrevious',
  'rejectToStart',
  'revoke',
] as const;
export const CompleteAction = z.enum(completeActions);
export type CompleteAction = z.infer<typeof CompleteAction>;

/** Button aliases a node may offer (§7); the client renders what the server sends. */
export const buttonAliases = [
  'start',
  'agree',
  'oppose',
  'abandon',
  'saveDraft',
  'reject',
  'rejectToPrevious',
  'rejectToStart',
  'revoke',
  'shift',
  'delegate',
  'addSign',
  'endProcess',
  'lock',
  'unlock',
  'suspendProcess',
  'recoverProcess',
  'urge',
  'copy',
  'flowImage',
  'approvalHistory',
  'print',
  'custom',
] as const;
export type ButtonAlias = (typeof buttonAliases)[number];

const id = z.string().min(1).max(64);
const opinion = z.string().max(2000).optional();
const formData = z.record(z.string(), z.unknown());
/** Approvers picked by the starter or the previous approver, per node id. */
const nodeUsers = z.record(z.string().max(64), z.array(id).max(50)).optional();

export const StartProcessInput = z.strictObject({
  defId: id.optional(),
  defKey: z.string().max(64).optional(),
  version: z.number().int().min(1).optional(),
  data: formData.default({}),
  nodeUsers,
  /** A draft to submit, or an ended/rejected instance to re-initiate with its data. */
  proInstId: id.optional(),
  businessKey: z.string().max(100).optional(),
  copyTo: z.array(id).max(50).optional(),
});
export type StartProcessInput = z.infer<typeof StartProcessInput>;

export const SaveDraftInput = z.strictObject({
  defId: id.optional(),
  defKey: z.string().max(64).optional(),
  version: z.number().int().min(1).optional(),
  data: formData.default({}),
  proInstId: id.optional(),
});
export type SaveDraftInput = z.infer<typeof SaveDraftInput>;

export const RemoveDraftInput = z.strictObject({ ids: z.union([id, z.array(id).max(100)]) });

export const BackHandMode = z.enum(['direct', 'normal']);
export type BackHandMode = z.infer<typeof BackHandMode>;

export const TaskActionInput = z.strictObject({
  taskId: id,
  data: formData.optional(),
  opinion,
  signature: z.string().max(200_000).optional(),
  destination: z.string().max(64).optional(),
  backHandMode: BackHandMode.optional(),
  nodeUsers,
  copyTo: z.array(id).max(50).optional(),
});
export type TaskActionInput = z.infer<typeof TaskActionInput>;

export const CompleteTaskInput = TaskActionInput.extend({ actionName: CompleteAction });
export type CompleteTaskInput = z.infer<typeof CompleteTaskInput>;

export const BatchAgreeInput = z.strictObject({ taskIds: z.array(id).min(1).max(100), opinion });
export const TaskIdInput = z.strictObject({ taskId: id, opinion });
export const InstanceIdInput = z.strictObject({ instId: id, opinion });
export const RevokeInput = z.strictObject({ instId: id.optional(), taskId: id.optional(), opinion });

export const TaskChangeSaveInput = z.strictObject({
  taskId: id,
  changeType: z.enum(['shift', 'assignee']),
  comment: z.string().max(2000).default(''),
  assignees: z
    .array(z.strictObject({ type: z.literal('employee'), executor: id, executorName: z.string().max(100).optional() }))
    .min(1)
    .max(20),
});
export type TaskChangeSaveInput = z.infer<typeof TaskChangeSaveInput>;

export const TaskChangeStatusInput = z.strictObject({ id, status: z.enum(['running', 'finish', 'cancel']) });

export const AddSignInput = z.strictObject({ taskId: id, userIds: z.array(id).min(1).max(20), opinion });
export const EndProcessInput = z.strictObject({ taskId: id.optional(), instId: id.optional(), opinion });
export const CopyInput = z.strictObject({ instId: id, userIds: z.array(id).min(1).max(50), opinion });

export const AgentSaveInput = z.strictObject({
  id: id.optional(),
  agentId: id,
  defKey: z.string().max(64).nullable().optional(),
  startTime: z.iso.datetime({ offset: true }),
  endTime: z.iso.datetime({ offset: true }),
  enabled: z.boolean().default(true),
});
export type AgentSaveInput = z.infer<typeof AgentSaveInput>;

export const PhraseSaveInput = z.strictObject({
  id: id.optional(),
  text: z.string().min(1).max(500),
  sort: z.number().int().optional(),
});

/** A row of the to-do list (§7). `status`: NORMAL, AGENT (via a proxy), DELIVERTO (transferred). */
export type PendingRow = {
  id: string;
  taskId: string;
  instId: string;
  subject: string;
  procDefName: string;
  procDefKey: string;
  name: string;
  nodeId: string;
  createTime: string;
  dueTime: string | null;
  ownerName: string;
  status: 'NORMAL' | 'AGENT' | 'DELIVERTO';
  allowShift: boolean;
  urgeCount: number;
  /** Spec §9: above 3 urges the reminder shows as danger. */
  reminderType: 'danger' | 'warning' | null;
  locked: boolean;
};

export function reminderTypeOf(urgeCount: number): 'danger' | 'warning' | null {
  if (urgeCount <= 0) return null;
  return urgeCount > 3 ? 'danger' : 'warning';
}

/** Query strings and small bodies of the BPM calls (api-conventions.md §7). */
export const TaskIdQuery = z.strictObject({ taskId: id });
export const InstIdQuery = z.strictObject({ instId: id });
export const StartFormQuery = z.strictObject({
  defId: id.optional(),
  defKey: z.string().max(64).optional(),
  proInstId: id.optional(),
});
export const FlowHistoryQuery = z.strictObject({ instId: id.optional(), bizKey: z.string().max(100).optional() });
export const NodeApprovalQuery = z.strictObject({ instId: id, nodeId: z.string().min(1).max(64) });
export const FavouriteInput = z.strictObject({ defKey: z.string().min(1).max(64), favorite: z.boolean() });
export const DeployProcessInput = z.strictObject({
  xml: z.string().min(1).max(1_000_000),
  key: z.string().max(64).optional(),
  name: z.string().max(100).optional(),
  category: z.string().max(64).optional(),
  description: z.string().max(500).optional(),
  formKey: z.string().max(64).nullable().optional(),
  starterRoles: z.array(z.string().max(64)).max(50).optional(),
  sort: z.number().int().optional(),
});
