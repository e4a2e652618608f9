import type { InstanceResult, InstanceStatus } from '@campusflow/contracts';
import type { ColumnType, Generated } from 'kysely';
import type { ProcessGraph } from './graph.ts';

// Kysely shapes of migration 202611230500-workflow (camelCased by CamelCasePlugin).
type Timestamp = ColumnType<Date, Date | string, Date | string>;
type Json<T> = ColumnType<T, string, string>;
type JsonDefault<T> = ColumnType<T, string | undefined, string>;

export type WfDefinitionsTable = {
  tenantId: string;
  id: string;
  key: string;
  version: number;
  name: string;
  category: Generated<string>;
  description: string | null;
  bpmnXml: string;
  graph: Json<ProcessGraph>;
  formKey: string | null;
  subjectTemplate: string | null;
  starterRoles: JsonDefault<string[]>;
  status: Generated<'deployed' | 'disabled'>;
  isLatest: Generated<boolean>;
  sort: Generated<number>;
  createdBy: string | null;
  createdAt: ColumnType<Date, Date | string | undefined, Date | string>;
};

/** Engine bookkeeping kept on the locked instance row: join arrivals and multi-instance state. */
export type InstanceRuntime = {
  joins?: Record<string, number>;
  multi?: Record<string, MultiState>;
  /** Where a "direct" back-hand return goes once the starter (or the target) resubmits. */
  returnTo?: Record<string, string>;
  /** The latest action that moved the instance: what a withdrawal or take-back must undo. */
  last?: LastAction;
};
export type LastAction = {
  kind: string;
  actorId: string;
  taskId: string | null;
  /** Tasks the action created and tasks it canceled (a decided vote cancels the other voters). */
  created: string[];
  canceled: string[];
  before: { runtime: Omit<InstanceRuntime, 'last'>; variables: Record<string, unknown> };
};
export type MultiState = {
  mode: 'all' | 'any' | 'ratio' | 'sequential';
  ratio: number;
  users: string[];
  next: number;
  agree: number;
  oppose: number;
  abstain: number;
};

export type WfInstancesTable = {
  tenantId: string;
  id: string;
  definitionId: string;
  defKey: string;
  subject: string;
  businessKey: string | null;
  status: InstanceStatus;
  result: InstanceResult | null;
  starterId: string;
  starterName: string;
  formData: JsonDefault<Record<string, unknown>>;
  variables: JsonDefault<Record<string, unknown>>;
  runtime: JsonDefault<InstanceRuntime>;
  reinitiatedFrom: string | null;
  createdAt: Timestamp;
  updatedAt: Timestamp;
  endedAt: Timestamp | null;
  endedBy: string | null;
  version: Generated<number>;
};

export type TaskStatus = 'pending' | 'done' | 'canceled';
export type WfTasksTable = {
  tenantId: string;
  id: string;
  instanceId: string;
  nodeId: string;
  nodeName: string;
  assigneeId: string | null;
  ownerId: string | null;
  agentOf: string | null;
  kind: Generated<'normal' | 'addSign' | 'delegate'>;
  parentTaskId: string | null;
  status: TaskStatus;
  shifted: Generated<boolean>;
  lockedBy: string | null;
  decision: string | null;
  opinion: string | null;
  completedBy: string | null;
  completedAt: Timestamp | null;
  dueAt: Timestamp | null;
  urgeCount: Generated<number>;
  lastUrgedAt: Timestamp | null;
  createdAt: Timestamp;
};

export type WfTaskCandidatesTable = { tenantId: string; taskId: string; userId: string };

export type WfHistoryTable = {
  tenantId: string;
  id: string;
  instanceId: string;
  taskId: string | null;
  nodeId: string | null;
  nodeName: string | null;
  action: string;
  actorId: string | null;
  actorName: string | null;
  opinion: string | null;
  signature: string | null;
  target: ColumnType<Record<string, unknown> | null, string | null, string | null>;
  createdAt: Timestamp;
};

export type WfTaskChangesTable = {
  tenantId: string;
  id: string;
  taskId: string;
  newTaskId: string | null;
  instanceId: string;
  changeType: 'shift' | 'assignee';
  ownerId: string;
  executorIds: Json<string[]>;
  executorNames: Json<string[]>;
  comment: Generated<string>;
  status: 'running' | 'finish' | 'cancel';
  createdAt: Timestamp;
  updatedAt: Timestamp;
};

export type WfCopiesTable = {
  tenantId: string;
  id: string;
  instanceId: string;
  userId: string;
  fromUserId: string | null;
  nodeId: string | null;
  opinion: string | null;
  readAt: Timestamp | null;
  createdAt: Timestamp;
};

export type WfDraftsTable = {
  tenantId: string;
  id: string;
  definitionId: string;
  defKey: string;
  userId: string;
  subject: string;
  formData: JsonDefault<Record<string, unknown>>;
  createdAt: Timestamp;
  updatedAt: Timestamp;
};

export type WfFavouritesTable = {
  tenantId: string;
  userId: string;
  defKey: string;
  createdAt: ColumnType<Date, Date | string | undefined, Date | string>;
};

export type WfPhrasesTable = {
  tenantId: string;
  id: string;
  userId: string;
  text: string;
  sort: Generated<number>;
  createdAt: ColumnType<Date, Date | string | undefined, Date | string>;
};

export type WfAgentsTable = {
  tenantId: string;
  id: string;
  principalId: string;
  agentId: string;
  defKey: string | null;
  startAt: Timestamp;
  endAt: Timestamp;
  enabled: Generated<boolean>;
  createdAt: ColumnType<Date, Date | string | undefined, Date | string>;
};

export type TimerAction = 'remind' | 'approve' | 'reject' | 'flow';
export type WfTimersTable = {
  tenantId: string;
  id: string;
  instanceId: string;
  nodeId: string;
  boundaryId: string;
  action: TimerAction;
  fireAt: Timestamp;
  status: Generated<'pending' | 'firing' | 'fired' | 'canceled'>;
  claimedBy: string | null;
  leaseUntil: Timestamp | null;
  firedAt: Timestamp | null;
  createdAt: Timestamp;
};

export type OutboxEvent = 'assigned' | 'approved' | 'rejected' | 'urged' | 'copied' | 'ended' | 'reminded';
export type WfOutboxTable = {
  tenantId: string;
  id: string;
  event: OutboxEvent;
  instanceId: string;
  taskId: string | null;
  recipientId: string;
  payload: JsonDefault<Record<string, unknown>>;
  createdAt: Timestamp;
  deliveredAt: Timestamp | null;
  attempts: Generated<number>;
};

export type WorkflowTables = {
  wfDefinitions: WfDefinitionsTable;
  wfInstances: WfInstancesTable;
  wfTasks: WfTasksTable;
  wfTaskCandidates: WfTaskCandidatesTable;
  wfHistory: WfHistoryTable;
  wfTaskChanges: WfTaskChangesTable;
  wfCopies: WfCopiesTable;
  wfDrafts: WfDraftsTable;
  wfFavourites: WfFavouritesTable;
  wfPhrases: WfPhrasesTable;
  wfAgents: WfAgentsTable;
  wfTimers: WfTimersTable;
  wfOutbox: WfOutboxTable;
};
