import { flowOf, type GraphNode, nodeOf, type ProcessGraph } from './graph.ts';

/**
 * A user task after the current step whose people the applicant or approver chooses (`nodeUsers`
 * rule). `required` when the walk reaches it on every path (no conditional branch on the way) and the
 * node has no other rule to fall back on, so the step would otherwise find nobody.
 */
// Several people on a single step make one pooled task (any of them may take it), so a choice is
// always a list.
export type NodeUserChoice = { nodeId: string; nodeName: string; required: boolean };

/**
 * The `nodeUsers` user tasks reachable from `fromId` before the next user task on each path: through
 * gateways and service tasks, not past another user task (that one chooses its own successors).
 */
export function nodeUserChoices(graph: ProcessGraph, fromId: string): NodeUserChoice[] {
  const found = new Map<string, NodeUserChoice>();
  const seen = new Set<string>();
  const walk = (node: GraphNode, certain: boolean) => {
    // An exclusive gateway with more than one way out may not take this path.
    const branching = node.type === 'exclusiveGateway' && node.outgoing.length > 1;
    for (const flowId of node.outgoing) {
      const target = nodeOf(graph, flowOf(graph, flowId).target);
      const key = `${target.id}:${certain && !branching}`;
      if (seen.has(key)) continue;
      seen.add(key);
      if (target.type === 'userTask') {
        const rules = target.assignees ?? [];
        if (!rules.some((r) => r.type === 'nodeUsers')) continue;
        const required = certain && !branching && rules.every((r) => r.type === 'nodeUsers');
        const before = found.get(target.id);
        found.set(target.id, {
          nodeId: target.id,
          nodeName: target.name,
          required: required || (before?.required ?? false),
        });
      } else if (target.type !== 'endEvent') {
        walk(target, certain && !branching);
      }
    }
  };
  walk(nodeOf(graph, fromId), true);
  return [...found.values()];
}
