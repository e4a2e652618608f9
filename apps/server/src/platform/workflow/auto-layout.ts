import type { GraphFlow, ProcessGraph } from './graph.ts';

const size = {
  startEvent: { w: 36, h: 36 },
  endEvent: { w: 36, h: 36 },
  exclusiveGateway: { w: 50, h: 50 },
  parallelGateway: { w: 50, h: 50 },
  userTask: { w: 100, h: 80 },
  serviceTask: { w: 100, h: 80 },
} as const;

/**
 * Places nodes left to right by breadth-first layer when the XML has no diagram (our seeds are written
 * by hand). Back edges (rejection loops) are ignored for layering so loops do not stretch the picture.
 */
export function autoLayout(graph: ProcessGraph): void {
  const layer = new Map<string, number>([[graph.startId, 0]]);
  const queue = [graph.startId];
  while (queue.length > 0) {
    const id = queue.shift() as string;
    const node = graph.nodes[id];
    if (!node) continue;
    const targets = [
      ...node.outgoing,
      ...(node.timers ?? []).flatMap((t) => {
        const out = graph.timers[t]?.outgoing;
        return out ? [out] : [];
      }),
    ].map((f) => (graph.flows[f] as GraphFlow).target);
    for (const target of targets) {
      if (!layer.has(target)) {
        layer.set(target, (layer.get(id) ?? 0) + 1);
        queue.push(target);
      }
    }
  }
  const rows = new Map<number, number>();
  for (const node of Object.values(graph.nodes)) {
    const column = layer.get(node.id) ?? 0;
    const row = rows.get(column) ?? 0;
    rows.set(column, row + 1);
    const { w, h } = size[node.type];
    graph.shapes[node.id] = { x: 40 + column * 160 + (100 - w) / 2, y: 40 + row * 130 + (80 - h) / 2, w, h };
  }
}
