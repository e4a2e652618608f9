import type { WorkbenchApp } from '@campusflow/contracts';

export type AppGroupView = { id: string; name: string; apps: WorkbenchApp[] };

/** Lower case, no spaces: "Q J" and "qj" search alike, as do full-width letters typed by CJK keyboards. */
export function normaliseQuery(query: string): string {
  return query.normalize('NFKC').toLowerCase().replace(/\s+/g, '');
}

/**
 * True when the app matches the query: by name (any part, any language) or by the pinyin initials of
 * its name ("qj" finds 请假, "xsz" finds 学生证补办). Initials match from the start of a word's run only
 * when the query is plain Latin letters, so "a" does not find every app whose initials contain an a.
 */
export function appMatches(app: WorkbenchApp, query: string): boolean {
  const q = normaliseQuery(query);
  if (!q) return true;
  if (normaliseQuery(app.name).includes(q)) return true;
  if (!/^[a-z]+$/.test(q)) return false;
  return app.initials.startsWith(q) || (q.length >= 2 && app.initials.includes(q));
}

/** The groups with only their matching apps; groups left empty are dropped. */
export function searchGroups(groups: AppGroupView[], query: string): AppGroupView[] {
  if (!normaliseQuery(query)) return groups;
  return groups.map((g) => ({ ...g, apps: g.apps.filter((a) => appMatches(a, query)) })).filter((g) => g.apps.length);
}
