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

export type OrgOption = { id: string; name: string; students: number };

type BookGroup = { orgId: string | null; orgName: string; people: { relation: string }[] };

/**
 * The organisations a publisher can address, read from their address book: the classes of the students
 * they look after (a counsellor's classes, a college office's college), and for school-wide publishers
 * also the offices and colleges where staff sit. The server refuses anything outside the scope anyway.
 */
export function audienceOrgOptions(groups: BookGroup[], schoolWide: boolean): OrgOption[] {
  const options: OrgOption[] = [];
  for (const g of groups) {
    if (!g.orgId) continue;
    const students = g.people.filter((p) => p.relation === 'student').length;
    if (students > 0 || schoolWide) options.push({ id: g.orgId, name: g.orgName, students });
  }
  return options;
}

export type AudienceDraft = { school: boolean; orgIds: string[]; roles: string[] };

export function toAudience(draft: AudienceDraft): NoticeAudience | null {
  const roles = draft.roles.length > 0 ? { roles: [...draft.roles] } : {};
  if (draft.school) return { scope: 'school', ...roles };
  if (draft.orgIds.length === 0) return null;
  return { scope: 'orgs', orgIds: [...draft.orgIds], ...roles };
}

export function fromAudience(audience: NoticeAudience): AudienceDraft {
  return {
    school: audience.scope === 'school',
    orgIds: audience.scope === 'orgs' ? [...audience.orgIds] : [],
    roles: [...(audience.roles ?? [])],
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
