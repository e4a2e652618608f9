/// <reference path="./bpmn-moddle.d.ts" />
import { buttonAliases, ExpressionError, parseExpression } from '@campusflow/contracts';
import { BpmnModdle, type ModdleElement } from 'bpmn-moddle';
import { autoLayout } from './auto-layout.ts';
import {
  type AssigneeRule,
  type GraphFlow,
  type GraphNode,
  type MultiConfig,
  type NodeType,
  orgRelations,
  type ProcessGraph,
  type TimerDefinition,
} from './graph.ts';

/** Namespace of our extension attributes (README "Supported BPMN subset"). */
export const cfNamespace = 'http://campusflow.dev/schema/bpmn';

export type DefinitionProblem = { element: string; line: number; message: string };

/** A refused deployment: every problem names the element id and its line in the XML. */
export class DefinitionError extends Error {
  constructor(readonly problems: DefinitionProblem[]) {
    super(problems.map((p) => `line ${p.line}, ${p.element}: ${p.message}`).join('; '));
  }
}

const nodeTypes: Record<string, NodeType> = {
  'bpmn:StartEvent': 'startEvent',
  'bpmn:EndEvent': 'endEvent',
  'bpmn:UserTask': 'userTask',
  'bpmn:ServiceTask': 'serviceTask',
  'bpmn:ExclusiveGateway': 'exclusiveGateway',
  'bpmn:ParallelGateway': 'parallelGateway',
};

const ref = (v: unknown): string | undefined => (v as ModdleElement | undefined)?.id;
const list = (v: unknown): ModdleElement[] => (Array.isArray(v) ? (v as ModdleElement[]) : []);

/** ISO-8601 duration (P2D, PT48H, P1W, P1DT12H30M) in milliseconds; null when not one. */
export function parseDuration(text: string): number | null {
  const m = /^P(?:(\d+)W)?(?:(\d+)D)?(?:T(?:(\d+)H)?(?:(\d+)M)?(?:(\d+(?:\.\d+)?)S)?)?$/.exec(text.trim());
  if (!m || text.trim() === 'P' || text.trim().endsWith('T')) return null;
  const [w, d, h, min, s] = m.slice(1).map((x) => Number(x ?? 0)) as [number, number, number, number, number];
  const ms = ((((w * 7 + d) * 24 + h) * 60 + min) * 60 + s) * 1000;
  return ms > 0 ? ms : null;
}

export function parseAssignees(text: string): AssigneeRule[] | string {
  const rules: AssigneeRule[] = [];
  for (const part of text
    .split(/[;,]/)
    .map((p) => p.trim())
    .filter(Boolean)) {
    const [type, ...rest] = part.split(':');
    const value = rest.join(':').trim();
    if (type === 'starter' || type === 'nodeUsers') rules.push({ type });
    else if (
      (type === 'user' || type === 'role' || type === 'position' || type === 'group' || type === 'variable') &&
      value
    ) {
      rules.push({ type, value });
    } else if (type === 'relation' && (orgRelations as readonly string[]).includes(value)) {
      rules.push({ type, value: value as (typeof orgRelations)[number] });
    } else return `unknown assignee rule "${part}"`;
  }
  return rules.length > 0 ? rules : 'no assignee rule';
}

function parseCompletion(text: string | undefined, sequential: boolean): MultiConfig | string {
  if (sequential) return { mode: 'sequential', ratio: 1 };
  const value = (text ?? 'all').trim();
  if (value === 'all' || value === 'any') return { mode: value, ratio: value === 'all' ? 1 : 0 };
  const m = /^ratio:(0?\.\d+|1(\.0+)?)$/.exec(value);
  return m ? { mode: 'ratio', ratio: Number(m[1]) } : `unknown completion "${value}" (all, any, ratio:0.6)`;
}

export async function parseDefinition(xml: string): Promise<ProcessGraph> {
  const problems: DefinitionProblem[] = [];
  const lineOf = (id: string | undefined): number => {
    if (!id) return 0;
    const at = xml.search(new RegExp(`\\sid=["']${id.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}["']`));
    return at < 0 ? 0 : xml.slice(0, at).split('\n').length;
  };
  const fail = (el: ModdleElement | string, message: string) => {
    const id = typeof el === 'string' ? (/"([^"]+)"/.exec(el)?.[1] ?? el) : (el.id ?? el.$type);
    const label = typeof el === 'string' ? el : `${el.$type.replace('bpmn:', '')} "${id}"`;
    problems.push({ element: label, line: lineOf(id), message });
  };
  let parsed: Awaited<ReturnType<BpmnModdle['fromXML']>>;
  try {
    parsed = await new BpmnModdle().fromXML(xml);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const line = Number(/line: (\d+)/.exec(message)?.[1] ?? 0);
    throw new DefinitionError([{ element: 'xml', line, message: message.split('\n')[0] ?? 'unreadable XML' }]);
  }
  for (const w of parsed.warnings) {
    const line = Number(/line: (\d+)/.exec(w.message)?.[1] ?? 0);
    problems.push({ element: 'xml', line, message: w.message.replace(/\s+/g, ' ') });
  }
  const root = parsed.rootElement;
  const prefix = Object.entries(root.$attrs)
    .find(([k, v]) => k.startsWith('xmlns:') && v === cfNamespace)?.[0]
    .slice(6);
  const attr = (el: ModdleElement, name: string): string | undefined =>
    prefix ? el.$attrs[`${prefix}:${name}`] : undefined;

  const processes = list(root.rootElements).filter((e) => e.$type === 'bpmn:Process');
  for (const other of list(root.rootElements).filter((e) => e.$type !== 'bpmn:Process')) {
    fail(other, `unsupported root element ${other.$type}`);
  }
  const process = processes[0];
  if (!process || processes.length > 1) {
    fail('definitions', 'exactly one process is supported');
    throw new DefinitionError(problems);
  }
  const nodes: Record<string, GraphNode> = {};
  const flows: Record<string, GraphFlow> = {};
  const timers: Record<string, TimerDefinition> = {};
  const boundaries: ModdleElement[] = [];
  const elements = list(process.flowElements);
  for (const el of elements) {
    const id = el.id ?? '';
    if (el.$type === 'bpmn:SequenceFlow') {
      flows[id] = { id, name: el.name ?? '', source: ref(el.sourceRef) ?? '', target: ref(el.targetRef) ?? '' };
      const body = (el.conditionExpression as ModdleElement | undefined)?.body;
      if (typeof body === 'string' && body.trim()) {
        try {
          (flows[id] as GraphFlow).condition = parseExpression(body);
          (flows[id] as GraphFlow).conditionText = body.trim();
        } catch (error) {
          fail(el, `condition: ${error instanceof ExpressionError ? error.message : 'unreadable'}`);
        }
      }
      continue;
    }
    if (el.$type === 'bpmn:BoundaryEvent') {
      boundaries.push(el);
      continue;
    }
    const type = nodeTypes[el.$type];
    if (!type) {
      fail(
        el,
        `unsupported element ${el.$type}; supported: start and end events, user and service tasks, exclusive and parallel gateways, timer boundary events`,
      );
      continue;
    }
    const node: GraphNode = { id, name: el.name ?? id, type, line: lineOf(id), incoming: [], outgoing: [] };
    nodes[id] = node;
    if (list(el.eventDefinitions).length > 0) fail(el, 'event definitions are not supported on start and end events');
    if (type === 'endEvent') {
      const result = attr(el, 'result');
      if (result && result !== 'approved' && result !== 'rejected') fail(el, 'cf:result must be approved or rejected');
      if (result === 'rejected') node.result = 'rejected';
    }
    if (type === 'exclusiveGateway' && ref(el.default)) node.defaultFlow = ref(el.default) as string;
    if (type === 'serviceTask') {
      const handler = attr(el, 'handler');
      if (!handler) fail(el, 'a service task needs cf:handler naming a registered handler');
      else node.handler = handler;
    }
    if (type === 'userTask') {
      const rules = parseAssignees(attr(el, 'assignee') ?? '');
      if (typeof rules === 'string') fail(el, `cf:assignee: ${rules}`);
      else node.assignees = rules;
      const buttons = attr(el, 'buttons');
      if (buttons) {
        node.buttons = buttons
          .split(',')
          .map((b) => b.trim())
          .filter(Boolean);
        const unknown = node.buttons.filter((b) => !(buttonAliases as readonly string[]).includes(b));
        if (unknown.length > 0) fail(el, `unknown buttons: ${unknown.join(', ')}`);
      }
      const empty = attr(el, 'emptyAssignee');
      if (empty === 'skip' || empty === 'error') node.emptyAssignee = empty;
      else if (empty) fail(el, 'cf:emptyAssignee must be error or skip');
      const loop = el.loopCharacteristics as ModdleElement | undefined;
      if (loop) {
        if (loop.$type !== 'bpmn:MultiInstanceLoopCharacteristics') fail(el, `unsupported loop ${loop.$type}`);
        else if (loop.loopCardinality || loop.completionCondition || loop.loopDataInputRef) {
          fail(
            el,
            'multi-instance takes its users from cf:assignee and its completion from cf:completion (all, any, ratio:0.6)',
          );
        } else {
          const multi = parseCompletion(attr(loop, 'completion'), loop.isSequential === true);
          if (typeof multi === 'string') fail(el, multi);
          else node.multi = multi;
        }
      }
    } else if (el.loopCharacteristics) fail(el, 'only user tasks may be multi-instance');
  }
  for (const el of boundaries) {
    const id = el.id ?? '';
    const attached = ref(el.attachedToRef) ?? '';
    const definitions = list(el.eventDefinitions);
    const timer = definitions[0];
    if (definitions.length !== 1 || timer?.$type !== 'bpmn:TimerEventDefinition') {
      fail(el, 'only timer boundary events are supported');
      continue;
    }
    const duration = (timer.timeDuration as ModdleElement | undefined)?.body;
    const durationMs = typeof duration === 'string' ? parseDuration(duration) : null;
    if (durationMs === null) fail(el, 'a timer needs timeDuration as an ISO-8601 duration such as PT48H');
    if (nodes[attached]?.type !== 'userTask') fail(el, 'a timer boundary event must be attached to a user task');
    const outgoing = Object.values(flows).filter((f) => f.source === id);
    const action = attr(el, 'action') ?? (outgoing.length > 0 ? 'flow' : 'remind');
    if (!['remind', 'approve', 'reject', 'flow'].includes(action))
      fail(el, 'cf:action must be remind, approve, reject or flow');
    if (outgoing.length > 1) fail(el, 'a boundary event may have at most one outgoing flow');
    if (action === 'flow' && outgoing.length === 0) fail(el, 'cf:action flow needs an outgoing sequence flow');
    timers[id] = {
      id,
      attachedTo: attached,
      durationMs: durationMs ?? 0,
      action: action as TimerDefinition['action'],
      cancelActivity: el.cancelActivity !== false,
      line: lineOf(id),
      ...(outgoing[0] ? { outgoing: outgoing[0].id } : {}),
    };
    const host = nodes[attached];
    if (host) host.timers = [...(host.timers ?? []), id];
  }
  checkFlows(nodes, flows, timers, fail);
  const starts = Object.values(nodes).filter((n) => n.type === 'startEvent');
  if (starts.length !== 1) fail(process, 'a process needs exactly one start event');
  if (!Object.values(nodes).some((n) => n.type === 'endEvent')) fail(process, 'a process needs an end event');
  if (problems.length === 0 && starts[0]) checkReachable(nodes, flows, timers, starts[0].id, fail);
  if (problems.length > 0) throw new DefinitionError(problems);
  const graph: ProcessGraph = {
    processId: process.id ?? '',
    name: process.name ?? process.id ?? '',
    startId: (starts[0] as GraphNode).id,
    nodes,
    flows,
    timers,
    shapes: {},
    edges: {},
  };
  const subject = attr(process, 'subject');
  if (subject) graph.subjectTemplate = subject;
  readDiagram(root, graph);
  return graph;
}

type Fail = (el: ModdleElement | string, message: string) => void;

function checkFlows(
  nodes: Record<string, GraphNode>,
  flows: Record<string, GraphFlow>,
  timers: Record<string, TimerDefinition>,
  fail: Fail,
) {
  for (const flow of Object.values(flows)) {
    const source = nodes[flow.source];
    const target = nodes[flow.target];
    const label = `SequenceFlow "${flow.id}"`;
    if (!target) fail(label, `target "${flow.target}" is not a supported node`);
    if (!source && !timers[flow.source]) fail(label, `source "${flow.source}" is not a supported node`);
    if (source) source.outgoing.push(flow.id);
    if (target) target.incoming.push(flow.id);
    if (flow.condition && source?.type !== 'exclusiveGateway')
      fail(label, 'conditions are only allowed after an exclusive gateway');
  }
  for (const node of Object.values(nodes)) {
    const label = `${node.type} "${node.id}"`;
    if (node.type === 'startEvent' && node.incoming.length > 0) fail(label, 'a start event has no incoming flow');
    if (node.type === 'endEvent' && node.outgoing.length > 0) fail(label, 'an end event has no outgoing flow');
    if (node.type !== 'startEvent' && node.incoming.length === 0) fail(label, 'no incoming flow');
    if (['startEvent', 'userTask', 'serviceTask'].includes(node.type) && node.outgoing.length !== 1) {
      fail(label, 'needs exactly one outgoing flow (branch with a gateway)');
    }
    if (node.type === 'exclusiveGateway') {
      if (node.outgoing.length === 0) fail(label, 'no outgoing flow');
      if (node.defaultFlow && !node.outgoing.includes(node.defaultFlow))
        fail(label, 'the default flow must leave this gateway');
      for (const id of node.outgoing) {
        const flow = flows[id] as GraphFlow;
        if (id === node.defaultFlow && flow.condition)
          fail(`SequenceFlow "${id}"`, 'the default flow has no condition');
        if (id !== node.defaultFlow && !flow.condition && node.outgoing.length > 1) {
          fail(`SequenceFlow "${id}"`, 'a flow leaving an exclusive gateway needs a condition or must be the default');
        }
      }
    }
    if (node.type === 'parallelGateway' && node.outgoing.length === 0) fail(label, 'no outgoing flow');
  }
}

function checkReachable(
  nodes: Record<string, GraphNode>,
  flows: Record<string, GraphFlow>,
  timers: Record<string, TimerDefinition>,
  startId: string,
  fail: Fail,
) {
  const seen = new Set([startId]);
  const queue = [startId];
  while (queue.length > 0) {
    const node = nodes[queue.shift() as string] as GraphNode;
    const next = [
      ...node.outgoing.map((f) => (flows[f] as GraphFlow).target),
      ...(node.timers ?? []).flatMap((t) => {
        const out = timers[t]?.outgoing;
        return out ? [(flows[out] as GraphFlow).target] : [];
      }),
    ];
    for (const id of next) {
      if (!seen.has(id)) {
        seen.add(id);
        queue.push(id);
      }
    }
  }
  for (const node of Object.values(nodes)) {
    if (!seen.has(node.id)) fail(`${node.type} "${node.id}"`, 'cannot be reached from the start event');
  }
}

function readDiagram(root: ModdleElement, graph: ProcessGraph) {
  const plane = (list(root.diagrams)[0]?.plane ?? null) as ModdleElement | null;
  for (const el of list(plane?.planeElement)) {
    const id = ref(el.bpmnElement);
    if (!id) continue;
    const bounds = el.bounds as { x: number; y: number; width: number; height: number } | undefined;
    if (el.$type === 'bpmndi:BPMNShape' && bounds) {
      graph.shapes[id] = { x: bounds.x, y: bounds.y, w: bounds.width, h: bounds.height };
    }
    if (el.$type === 'bpmndi:BPMNEdge') {
      graph.edges[id] = list(el.waypoint).map((p) => ({ x: Number(p.x), y: Number(p.y) }));
    }
  }
  if (Object.values(graph.nodes).some((n) => !graph.shapes[n.id])) autoLayout(graph);
}
