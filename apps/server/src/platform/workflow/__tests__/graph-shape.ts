import type { ProcessGraph } from '../graph.ts';

/**
 * What a process does, without flow ids or layout: its nodes, and from each node the targets and
 * conditions in order (an exclusive gateway takes the first flow whose condition holds). Two
 * definitions with the same shape run the same way.
 */
export function graphShape(graph: ProcessGraph) {
  const flows = graph.flows;
  return {
    processId: graph.processId,
    name: graph.name,
    subject: graph.subjectTemplate,
    start: graph.startId,
    nodes: Object.fromEntries(
      Object.values(graph.nodes)
        .sort((a, b) => a.id.localeCompare(b.id))
        .map((n) => [
          n.id,
          {
            type: n.type,
            name: n.name,
            assignees: n.assignees,
            handler: n.handler,
            result: n.result,
            default: n.defaultFlow ? flows[n.defaultFlow]?.target : undefined,
            next: n.outgoing.map((id) => `${flows[id]?.target} ${flows[id]?.conditionText ?? ''}`.trim()),
          },
        ]),
    ),
  };
}
