import { type NoticeAudience, noticePublisherRoles } from '@campusflow/contracts';

// Pure rules of the announcement screens (tested in notice-logic.test.ts).

const schoolWideRoles = new Set(['tenantAdmin', 'affairsAdmin']);
/** The pseudo role of super users (spec §3): acts with every permission. */
const allRoleId = 'ALL';

/** Staff roles that may write announcements (contracts: noticePublisherRoles); the server checks again. */
export function canPublish(roleAlias: string | null | undefined, roleId?: string | null): boolean {
  if (roleId === allRoleId) return true;
  return (noticePublisherRoles as readonly string[]).includes(roleAlias ?? '');
}

/** Publishers who may address the whole school (and any organisation). */
export function isSchoolWide(roleAlias: string | null | undefined, roleId?: string | null): boolean {
  return roleId === allRoleId || schoolWideRoles.has(roleAlias ?? '');
}

export type AudienceOrg = { id: string; parentId: string | null; kind: string; name: string };

/** The orgs directly under `parentId` (null: the top of the publisher's tree), in the server's order. */
export function childrenOf(orgs: AudienceOrg[], parentId: string | null): AudienceOrg[] {
  return orgs.filter((o) => o.parentId === parentId);
}

/** From the top of the publisher's tree down to `id` (the picker's breadcrumbs). */
export function pathOf(orgs: AudienceOrg[], id: string | null): AudienceOrg[] {
  const byId = new Map(orgs.map((o) => [o.id, o]));
  const path: AudienceOrg[] = [];
  let current = id ? byId.get(id) : undefined;
  // The bound stops a cycle in bad data from looping forever.
  while (current && path.length < 12) {
    path.unshift(current);
    current = current.parentId ? byId.get(current.parentId) : undefined;
  }
  return path;
}

/** The chosen org above `id`, if any: choosing a college already includes its classes. */
export function chosenAncestor(orgs: AudienceOrg[], chosen: string[], id: string): AudienceOrg | null {
  const path = pathOf(orgs, id).slice(0, -1);
  return path.find((o) => chosen.includes(o.id)) ?? null;
}

/** Chooses or drops an org; choosing one drops the chosen orgs below it (the college covers them). */
export function toggleOrg(orgs: AudienceOrg[], chosen: string[], id: string): string[] {
  if (chosen.includes(id)) return chosen.filter((c) => c !== id);
  const below = new Set(
    orgs.filter((o) => o.id !== id && pathOf(orgs, o.id).some((p) => p.id === id)).map((o) => o.id),
  );
  return [...chosen.filter((c) => !below.has(c)), id];
}

export type AudienceDraft = { school: boolean; orgIds: string[]; roles: string[]; cohorts: number[] };

export const emptyAudience: AudienceDraft = { school: false, orgIds: [], roles: [], cohorts: [] };

export function toAudience(draft: AudienceDraft): NoticeAudience | null {
  const narrowing = {
    ...(draft.roles.length > 0 ? { roles: [...draft.roles] } : {}),
    ...(draft.cohorts.length > 0 ? { cohorts: [...draft.cohorts] } : {}),
  };
  if (draft.school) return { scope: 'school', ...narrowing };
  if (draft.orgIds.length === 0) return null;
  return { scope: 'orgs', orgIds: [...draft.orgIds], ...narrowing };
}

export function fromAudience(audience: NoticeAudience): AudienceDraft {
  return {
    school: audience.scope === 'school',
    orgIds: audience.scope === 'orgs' ? [...audience.orgIds] : [],
    roles: [...(audience.roles ?? [])],
    cohorts: [...(audience.cohorts ?? [])],
  };
}

/** Role aliases a publisher can narrow an audience to. */
export const audienceRoleAliases = ['student', 'counsellor', 'collegeAdmin', 'affairsAdmin'] as const;

export type Receipt = { userId: string; name: string; readAt: string | null };

/** Read receipts split for the publisher: who has read (latest first) and who has not (by name). */
export function splitReceipts(receipts: Receipt[]): { read: Receipt[]; unread: Receipt[] } {
  const read = receipts.filter((r) => r.readAt).sort((a, b) => (b.readAt ?? '').localeCompare(a.readAt ?? ''));
  const unread = receipts.filter((r) => !r.readAt).sort((a, b) => a.name.localeCompare(b.name, 'zh-CN'));
  return { read, unread };
}

export function readPercent(read: number, recipients: number): number {
  return recipients > 0 ? Math.round((read / recipients) * 100) : 0;
}

export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(bytes < 10 * 1024 ? 1 : 0)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/** Relative time for list meta lines: minutes, hours, days, then the date. */
export function relativeTime(iso: string | null, now: number): { unit: 'now' | 'm' | 'h' | 'd' | 'date'; n: number } {
  if (!iso) return { unit: 'date', n: 0 };
  const diff = Math.max(0, now - Date.parse(iso));
  const minute = 60_000;
  if (diff < minute) return { unit: 'now', n: 0 };
  if (diff < 60 * minute) return { unit: 'm', n: Math.floor(diff / minute) };
  if (diff < 24 * 60 * minute) return { unit: 'h', n: Math.floor(diff / (60 * minute)) };
  if (diff < 7 * 24 * 60 * minute) return { unit: 'd', n: Math.floor(diff / (24 * 60 * minute)) };
  return { unit: 'date', n: 0 };
}

/** What a manager may do with an announcement in its state. */
export function noticeActions(status: 'draft' | 'published' | 'withdrawn'): {
  edit: boolean;
  publish: boolean;
  withdraw: boolean;
} {
  return { edit: status !== 'withdrawn', publish: status !== 'published', withdraw: status === 'published' };
}

/** Share link of a public announcement: the app's /twgl/{id} page (hash routing unless built for history). */
export function shareUrl(origin: string, appPath: string, id: string, hash = true): string {
  const base = `${origin}${appPath.endsWith('/') ? appPath : `${appPath}/`}`;
  return hash ? `${base}#/twgl/${id}` : `${base}twgl/${id}`;
}
