import type { Expr } from '@campusflow/contracts';

// The executable form of a deployed definition: plain JSON, stored with the version so the XML is
// parsed once (workflow-notes.md §1). Every node keeps its XML line for messages.

/** Who may act on a user task (README "Assignee rules"). */
export type AssigneeRule =
  | { type: 'user'; value: string }
  | { type: 'role'; value: string }
  | { type: 'position'; value: string }
  | { type: 'group'; value: string }
  | { type: 'starter' }
  | { type: 'relation'; value: OrgRelation }
  | { type: 'nodeUsers' }
  | { type: 'variable'; value: string };

export const orgRelations = ['counsellor', 'collegeAdmin', 'affairsOffice'] as const;
export type OrgRelation = (typeof orgRelations)[number];

export type MultiConfig = { mode: 'all' | 'any' | 'ratio' | 'sequential'; ratio: number };

export type NodeType = 'startEvent' | 'endEvent' | 'userTask' | 'serviceTask' | 'exclusiveGateway' | 'parallelGateway';

export type GraphNode = {
  id: string;
  name: string;
  type: NodeType;
  line: number;
  incoming: string[];
  outgoing: string[];
  defaultFlow?: string;
  assignees?: AssigneeRule[];
  multi?: MultiConfig;
  buttons?: string[];
  /** What to do when the rules find nobody: refuse the action (default) or skip the step. */
  emptyAssignee?: 'error' | 'skip';
  handler?: string;
  timers?: string[];
  /** End events: how the instance ends (default approved). */
  result?: 'approved' | 'rejected';
};

export type GraphFlow = {
  id: string;
  name: string;
  source: string;
  target: string;
  condition?: Expr;
  conditionText?: string;
};

export type TimerDefinition = {
  id: string;
  attachedTo: string;
  durationMs: number;
  action: 'remind' | 'approve' | 'reject' | 'flow';
  cancelActivity: boolean;
  outgoing?: string;
  line: number;
};

export type Bounds = { x: number; y: number; w: number; h: number };

export type ProcessGraph = {
  processId: string;
  name: string;
  subjectTemplate?: string;
  startId: string;
  nodes: Record<string, GraphNode>;
  flows: Record<string, GraphFlow>;
  timers: Record<string, TimerDefinition>;
  shapes: Record<string, Bounds>;
  edges: Record<string, { x: number; y: number }[]>;
};

export function nodeOf(graph: ProcessGraph, id: string): GraphNode {
  const node = graph.nodes[id];
  if (!node) throw new Error(`node ${id} is not in process ${graph.processId}`);
  return node;
}

export function flowOf(graph: ProcessGraph, id: string): GraphFlow {
  const flow = graph.flows[id];
  if (!flow) throw new Error(`flow ${id} is not in process ${graph.processId}`);
  return flow;
}

/** User tasks that can reach `nodeId` going backwards: the candidates of "reject to a chosen node". */
export function userTasksBefore(graph: ProcessGraph, nodeId: string): GraphNode[] {
  const seen = new Set<string>([nodeId]);
  const queue = [nodeId];
  const found: GraphNode[] = [];
  while (queue.length > 0) {
    const current = nodeOf(graph, queue.shift() as string);
    for (const flowId of current.incoming) {
      const source = nodeOf(graph, flowOf(graph, flowId).source);
      if (seen.has(source.id)) continue;
      seen.add(source.id);
      if (source.type === 'userTask') found.push(source);
      queue.push(source.id);
    }
  }
  return found;
}
