import type { Db } from '../db/database.ts';
import { graphOf } from './definitions.ts';
import type { Bounds, GraphNode, ProcessGraph } from './graph.ts';
import { loadViewable } from './instance-view.ts';
import type { Actor } from './task-guard.ts';

export type NodeState = 'done' | 'current' | 'pending';
const colours: Record<NodeState, string> = { done: '#52c41a', current: '#3396FB', pending: '#bfbfbf' };

const escapeXml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

function shape(node: GraphNode, b: Bounds, state: NodeState): string {
  // An end event is drawn with a heavy ring; one stroke-width attribute only, or the SVG is not valid XML.
  const width = node.type === 'endEvent' ? 4 : state === 'current' ? 3 : 2;
  const stroke = `stroke="${colours[state]}" stroke-width="${width}" fill="#fff"`;
  const cx = b.x + b.w / 2;
  const cy = b.y + b.h / 2;
  const label = `<text x="${cx}" y="${node.type.endsWith('Event') || node.type.endsWith('Gateway') ? b.y + b.h + 14 : cy + 4}" text-anchor="middle" font-size="12">${escapeXml(node.name)}</text>`;
  if (node.type === 'startEvent' || node.type === 'endEvent') {
    return `<circle cx="${cx}" cy="${cy}" r="${b.w / 2}" ${stroke}/>${label}`;
  }
  if (node.type.endsWith('Gateway')) {
    const sign = node.type === 'parallelGateway' ? '+' : '×';
    return `<polygon points="${cx},${b.y} ${b.x + b.w},${cy} ${cx},${b.y + b.h} ${b.x},${cy}" ${stroke}/><text x="${cx}" y="${cy + 6}" text-anchor="middle" font-size="18">${sign}</text>${label}`;
  }
  return `<rect x="${b.x}" y="${b.y}" width="${b.w}" height="${b.h}" rx="8" ${stroke}/>${label}`;
}

/** An SVG of the diagram: done steps green, current ones blue, the rest grey. */
export function renderSvg(graph: ProcessGraph, states: Record<string, NodeState>): string {
  const parts: string[] = [];
  let width = 0;
  let height = 0;
  for (const flow of Object.values(graph.flows)) {
    const from = graph.shapes[flow.source];
    const to = graph.shapes[flow.target];
    const points =
      graph.edges[flow.id] ??
      (from && to
        ? [
            { x: from.x + from.w, y: from.y + from.h / 2 },
            { x: to.x, y: to.y + to.h / 2 },
          ]
        : []);
    if (points.length < 2) continue;
    parts.push(
      `<polyline points="${points.map((p) => `${p.x},${p.y}`).join(' ')}" fill="none" stroke="#8c8c8c" marker-end="url(#arrow)"/>`,
    );
  }
  for (const node of Object.values(graph.nodes)) {
    const b = graph.shapes[node.id];
    if (!b) continue;
    width = Math.max(width, b.x + b.w + 40);
    height = Math.max(height, b.y + b.h + 40);
    parts.push(shape(node, b, states[node.id] ?? 'pending'));
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><defs><marker id="arrow" viewBox="0 0 10 10" refX="10" refY="5" markerWidth="6" markerHeight="6" orient="auto"><path d="M0,0 L10,5 L0,10 z" fill="#8c8c8c"/></marker></defs>${parts.join('')}</svg>`;
}

/** Diagram data of a request: node states from its tasks and history, plus the SVG. */
export async function flowImage(db: Db, actor: Actor, instId: string) {
  const instance = await loadViewable(db, actor, instId);
  const graph = await graphOf(db, actor.tenantId, instance.definitionId);
  const tasks = await db
    .selectFrom('wfTasks')
    .select(['nodeId', 'status'])
    .where('tenantId', '=', actor.tenantId)
    .where('instanceId', '=', instId)
    .execute();
  const states: Record<string, NodeState> = { [graph.startId]: 'done' };
  for (const t of tasks) {
    if (t.status === 'pending') states[t.nodeId] = 'current';
    else if (t.status === 'done' && states[t.nodeId] !== 'current') states[t.nodeId] = 'done';
  }
  return {
    nodes: Object.values(graph.nodes).map((n) => ({
      id: n.id,
      name: n.name,
      type: n.type,
      state: states[n.id] ?? 'pending',
      ...graph.shapes[n.id],
    })),
    flows: Object.values(graph.flows).map((f) => ({
      id: f.id,
      name: f.name,
      source: f.source,
      target: f.target,
      points: graph.edges[f.id] ?? [],
    })),
    svg: renderSvg(graph, states),
  };
}
