import type {
  BackHandMode,
  ButtonAlias,
  CompleteAction,
  ListQueryInput,
  ListResult,
  PendingRow,
} from '@campusflow/contracts';
import { request } from '../../../api/client.ts';
import type { NodeUserChoice } from '../logic/node-users.ts';

// The BPM calls of api-conventions.md §7 as the screens use them (all under /business/v3). The
// request bodies follow the zod inputs of contracts/workflow; the answers are typed here after the
// server's list and view code (platform/workflow), which exports no answer schemas.

export const bpm = {
  pending: '/bpm/received/query/pending',
  handled: '/bpm/received/query/handled',
  handledRevokable: '/bpm/received/query/handled/revokable',
  completed: '/bpm/received/query/completed',
  copied: '/bpm/received/query/copied',
  myRequested: '/bpm/initiated/query/my/requested',
  myCompleted: '/bpm/initiated/query/my/completed',
  myDraft: '/bpm/initiated/query/my/draft',
  processNew: '/bpm/initiated/query/process/new',
  favorited: '/bpm/initiated/query/favorited',
  taskChanges: '/bpm/task/change/query',
} as const;
export type ListPath = (typeof bpm)[keyof typeof bpm];

export type HandledRow = PendingRow & {
  decision: string | null;
  completeTime: string | null;
  instStatus: string;
  result: string | null;
};
export type InstanceRow = {
  id: string;
  instId: string;
  subject: string;
  procDefName: string;
  procDefKey: string;
  status: string;
  result: string | null;
  ownerName: string;
  createTime: string;
  endTime: string | null;
  currentNodes: string | null;
};
export type DraftRow = {
  id: string;
  proInstId: string;
  subject: string | null;
  defId: string;
  procDefKey: string;
  procDefName: string;
  createTime: string;
  updateTime: string;
};
export type StartableRow = {
  id: string;
  defId: string;
  defKey: string;
  name: string;
  category: string | null;
  description: string | null;
  version: number;
  favorited: boolean;
};
export type CopiedRow = {
  id: string;
  instId: string;
  subject: string;
  procDefName: string;
  status: string;
  ownerName: string;
  opinion: string | null;
  createTime: string;
  read: boolean;
};
export type TaskChangeRow = {
  id: string;
  taskId: string;
  instId: string;
  subject: string;
  name: string;
  changeType: 'shift' | 'assignee';
  executorIds: string[];
  executorNames: string[];
  comment: string;
  status: 'running' | 'finish' | 'cancel';
  createTime: string;
};

export function queryList<T>(path: ListPath, query: ListQueryInput): Promise<ListResult<T>> {
  return request<ListResult<T>>({ service: 'business', method: 'POST', path, body: query, loading: false });
}

export type ButtonInfo = { alias: ButtonAlias | string; name: string };
export type FormAnswer = {
  formModel: { formData: unknown; formValue: Record<string, unknown> };
  boData: Record<string, unknown>;
  permissions: Record<string, string>;
  buttons: ButtonInfo[];
  attributes: {
    defId?: string;
    defKey?: string;
    procDefName?: string;
    taskId?: string;
    instId?: string;
    nodeId?: string;
    nodeName?: string;
    isEnd?: boolean;
    canAct?: boolean;
    isStarterStep?: boolean;
    subject?: string;
    status?: string;
    result?: string | null;
    starterName?: string;
    reinitiable?: boolean;
    /** Next steps whose people this user chooses (sent back as `nodeUsers`). */
    nodeUserChoices?: NodeUserChoice[];
  };
  version: number;
};

const get = <T>(path: string, query: Record<string, string | undefined>) =>
  request<T>({ service: 'business', path, query, loading: false });
const post = <T>(path: string, body: unknown) => request<T>({ service: 'business', method: 'POST', path, body });

export const startForm = (q: { defId?: string; defKey?: string; proInstId?: string }) =>
  get<FormAnswer>('/bpm/instance/getFormData', q);
export const taskForm = (taskId: string) => get<FormAnswer>('/bpm/task/getFormData', { taskId });
export const instanceForm = (instId: string) => get<FormAnswer>('/bpm/instance/instFormInfo', { instId });

export type HistoryRow = {
  id: string;
  action: string;
  nodeId: string | null;
  nodeName: string | null;
  actorId: string | null;
  actorName: string | null;
  opinion: string | null;
  signature: string | null;
  target: string | null;
  createTime: string;
};
export const flowHistory = (instId: string) => get<HistoryRow[]>('/bpm/instance/flowHistory', { instId });

export type FlowImage = {
  nodes: { id: string; name: string; type: string; state: 'done' | 'current' | 'pending' }[];
  svg: string;
};
export const flowImage = (instId: string) => get<FlowImage>('/bpm/instance/flowImage', { instId });

export type RejectTarget = { nodeId: string; nodeName: string; isStarter: boolean };
export const rejectTargets = (taskId: string) => get<RejectTarget[]>('/bpm/task/toReject', { taskId });

export type StartInput = {
  defId?: string;
  defKey?: string;
  version?: number;
  data: Record<string, unknown>;
  nodeUsers?: Record<string, string[]>;
  proInstId?: string;
};
export const startProcess = (input: StartInput) => post<{ instId?: string; id?: string }>('/bpm/instance/start', input);
export const saveDraft = (input: Omit<StartInput, 'nodeUsers'>) =>
  post<{ id?: string; proInstId?: string }>('/bpm/instance/saveDraft', input);
export const removeDrafts = (ids: string[]) => post<{ removed: number }>('/bpm/initiated/draft/remove', { ids });
export const setFavourite = (defKey: string, favorite: boolean) =>
  post<null>('/bpm/initiated/favorite', { defKey, favorite });

export type CompleteInput = {
  taskId: string;
  actionName: CompleteAction;
  data?: Record<string, unknown>;
  opinion?: string;
  destination?: string;
  backHandMode?: BackHandMode;
  nodeUsers?: Record<string, string[]>;
};
export const completeTask = (input: CompleteInput) => post<unknown>('/bpm/task/complete', input);
export const batchAgree = (taskIds: string[], opinion?: string) =>
  post<unknown>('/bpm/task/agree/batch', { taskIds, ...(opinion ? { opinion } : {}) });
export const withdraw = (instId: string, opinion?: string) =>
  post<unknown>('/bpm/task/revoke', { instId, ...(opinion ? { opinion } : {}) });
export const takeBack = (taskId: string, opinion?: string) =>
  post<unknown>('/bpm/received/revoke', { taskId, ...(opinion ? { opinion } : {}) });
export const changeTask = (
  taskId: string,
  changeType: 'shift' | 'assignee',
  comment: string,
  people: { userId: string; name: string }[],
) =>
  post<unknown>('/bpm/task/change/save', {
    taskId,
    changeType,
    comment,
    assignees: people.map((p) => ({ type: 'employee', executor: p.userId, executorName: p.name })),
  });
export const setTaskChangeStatus = (id: string, status: 'running' | 'finish' | 'cancel') =>
  post<unknown>('/bpm/task/change/setStatus', { id, status });
export const addSigners = (taskId: string, userIds: string[], opinion?: string) =>
  post<unknown>('/bpm/task/doAddSignTask', { taskId, userIds, ...(opinion ? { opinion } : {}) });
export const endProcess = (taskId: string, opinion?: string) =>
  post<unknown>('/bpm/task/doEndProcess', { taskId, ...(opinion ? { opinion } : {}) });
export const lockTask = (taskId: string, lock: boolean) =>
  post<unknown>(lock ? '/bpm/task/lock' : '/bpm/task/unlock', { taskId });
export const suspendProcess = (instId: string, suspend: boolean) =>
  post<unknown>(suspend ? '/bpm/task/suspendProcess' : '/bpm/task/recoverProcess', { instId });
export const urge = (instId: string, opinion?: string) =>
  post<unknown>('/bpm/instance/urge', { instId, ...(opinion ? { opinion } : {}) });
export const copyTo = (instId: string, userIds: string[], opinion?: string) =>
  post<unknown>('/bpm/instance/copy', { instId, userIds, ...(opinion ? { opinion } : {}) });

export type Phrase = { id: string; text: string; sort: number };
export const phrases = () => get<Phrase[]>('/bpm/common/statment/query', {});
export const savePhrase = (text: string) => post<{ id: string }>('/bpm/common/statment/save', { text });
export const removePhrase = (id: string) => post<null>('/bpm/common/statment/remove', { id });
