import type { PickerOrg } from '@campusflow/contracts';

// Browsing a flat org list one level at a time, with the trail back to the top.

/** The orgs directly under `parentId` (null: the top level, or orgs whose parent is not in the list). */
export function childrenOf(orgs: readonly PickerOrg[], parentId: string | null): PickerOrg[] {
  const ids = new Set(orgs.map((o) => o.id));
  return orgs.filter((o) =>
    parentId === null ? o.parentId === null || !ids.has(o.parentId) : o.parentId === parentId,
  );
}

/** From the top down to `orgId`, for the breadcrumb; stops on a cycle. */
export function trailTo(orgs: readonly PickerOrg[], orgId: string | null): PickerOrg[] {
  const byId = new Map(orgs.map((o) => [o.id, o]));
  const trail: PickerOrg[] = [];
  const seen = new Set<string>();
  let current = orgId ? byId.get(orgId) : undefined;
  while (current && !seen.has(current.id)) {
    seen.add(current.id);
    trail.unshift(current);
    current = current.parentId ? byId.get(current.parentId) : undefined;
  }
  return trail;
}

export type Picked = { id: string; name: string };

/** Toggles one person in a selection; a single picker keeps only the last one. */
export function toggle(selection: readonly Picked[], person: Picked, multiple: boolean): Picked[] {
  if (selection.some((p) => p.id === person.id)) return selection.filter((p) => p.id !== person.id);
  return multiple ? [...selection, person] : [person];
}
