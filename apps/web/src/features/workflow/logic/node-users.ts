// The next steps whose people the applicant or approver chooses (server attribute `nodeUserChoices`,
// sent back as `nodeUsers` on start and agree).

export type NodeUserChoice = { nodeId: string; nodeName: string; required: boolean };
export type ChosenPeople = Record<string, readonly { id: string; name: string }[]>;

/** The required steps still without anyone. */
export function missingChoices(choices: readonly NodeUserChoice[], chosen: ChosenPeople): NodeUserChoice[] {
  return choices.filter((c) => c.required && (chosen[c.nodeId]?.length ?? 0) === 0);
}

/** The `nodeUsers` payload: ids per offered step, steps left empty omitted; undefined when none. */
export function toNodeUsers(
  choices: readonly NodeUserChoice[],
  chosen: ChosenPeople,
): Record<string, string[]> | undefined {
  const entries = choices
    .map((c) => [c.nodeId, (chosen[c.nodeId] ?? []).map((p) => p.id)] as const)
    .filter(([, ids]) => ids.length > 0);
  return entries.length > 0 ? Object.fromEntries(entries) : undefined;
}
