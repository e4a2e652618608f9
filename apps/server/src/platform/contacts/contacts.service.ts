import { type ContactBook, type ContactLevel, type ContactOrg, contactsSearchLimit } from '@campusflow/contracts';
import { sql } from 'kysely';
import type { AuthContext } from '../auth/auth-context.ts';
import type { Db } from '../db/database.ts';
import { AppError } from '../http/app-error.ts';
import { fillMissingInitials } from './contacts-initials.ts';
import {
  isStaffColumn,
  isStaffColumnJoined,
  peopleOf,
  peopleWithRoleKinds,
  toContact,
  type Viewer,
  viewerOf,
  visibleTo,
  visibleToJoined,
} from './contacts-visibility.ts';

// The address book: a search across everything the viewer may see, and the organisation tree one level
// per call (sub-organisations with head counts, and the people placed in the level a page at a time).

const personColumns = ['m.userId', 'u.account', 'u.mobile', 'u.email', 'e.name', 'e.nameInitials'] as const;
/** Deeper trees are a data error; the bound keeps a cycle from looping forever. */
const maxDepth = 12;

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** Search by name (anywhere in it) or pinyin initials (from the start), capped at contactsSearchLimit. */
export async function contactBook(db: Db, auth: AuthContext, keyword?: string): Promise<ContactBook> {
  const viewer = await viewerOf(db, auth);
  const needle = keyword?.toLowerCase();
  if (needle) await fillMissingInitials(db, auth.tenantId);
  // A search scans the whole school: the role kinds come as one join (contacts-visibility.ts).
  const rows = await peopleWithRoleKinds(db, auth.tenantId)
    .leftJoin('orgs as o', (j) => j.onRef('o.tenantId', '=', 'e.tenantId').onRef('o.id', '=', 'e.orgId'))
    .select([...personColumns, 'o.id as orgId', 'o.parentId', 'o.name as orgName'])
    .select(isStaffColumnJoined)
    .where(visibleToJoined(viewer))
    .$if(!!needle, (q) =>
      q.where((eb) =>
        eb.or([
          eb(sql`lower(e.name)`, 'like', `%${escapeLike(needle ?? '')}%`),
          eb('e.nameInitials', 'like', `${escapeLike(needle ?? '')}%`),
        ]),
      ),
    )
    .orderBy('o.sort')
    .orderBy('o.code')
    .orderBy('e.name')
    .orderBy('m.userId')
    .limit(contactsSearchLimit + 1)
    .execute();
  const groups = new Map<string, ContactBook['groups'][number]>();
  for (const r of rows.slice(0, contactsSearchLimit)) {
    const key = r.orgId ?? '';
    const group = groups.get(key) ?? { orgId: r.orgId, parentId: r.parentId, orgName: r.orgName ?? '', people: [] };
    groups.set(key, group);
    group.people.push(toContact(viewer, r));
  }
  return { groups: [...groups.values()], truncated: rows.length > contactsSearchLimit };
}

type OrgRow = { id: string; parentId: string | null; kind: ContactOrg['kind']; name: string };

/** An org and everything below it, each with the child of `orgId` it hangs under. */
async function subtreeUnder(db: Db, tenantId: string, orgId: string | null) {
  const result = await sql<OrgRow & { branch: string }>`
    with recursive down (id, branch, depth) as (
      select id, id, 0 from orgs
      where tenant_id = ${tenantId} and ${orgId ? sql`parent_id = ${orgId}` : sql`parent_id is null`}
      union all
      select o.id, down.branch, down.depth + 1
      from orgs o join down on o.tenant_id = ${tenantId} and o.parent_id = down.id
      where down.depth < ${maxDepth}
    )
    select id, branch from down`.execute(db);
  return result.rows;
}

/** The orgs from the top of the tree down to `orgId` (the breadcrumbs). */
async function pathTo(db: Db, tenantId: string, orgId: string) {
  const result = await sql<{ id: string; kind: ContactOrg['kind']; name: string }>`
    with recursive up (id, parent_id, kind, name, depth) as (
      select id, parent_id, kind, name, 0 from orgs where tenant_id = ${tenantId} and id = ${orgId}
      union all
      select o.id, o.parent_id, o.kind, o.name, up.depth + 1
      from orgs o join up on o.tenant_id = ${tenantId} and o.id = up.parent_id
      where up.depth < ${maxDepth}
    )
    select id, kind, name from up order by depth desc`.execute(db);
  return result.rows;
}

/** Visible people per org among some orgs (one grouped query; the caller rolls the counts up). */
async function countsByOrg(db: Db, tenantId: string, viewer: Viewer, orgIds: string[]) {
  if (orgIds.length === 0) return new Map<string, number>();
  const rows = await peopleWithRoleKinds(db, tenantId)
    .select(['e.orgId', (eb) => eb.fn.countAll<number>().as('n')])
    .where('e.orgId', 'in', orgIds)
    .where(visibleToJoined(viewer))
    .groupBy('e.orgId')
    .execute();
  return new Map(rows.map((r) => [r.orgId ?? '', Number(r.n)]));
}

/** The top of the tree: the school when the tenant has one root, else the roots themselves. */
async function topOf(db: Db, tenantId: string): Promise<string | null> {
  const roots = await db
    .selectFrom('orgs')
    .select('id')
    .where('tenantId', '=', tenantId)
    .where('parentId', 'is', null)
    .limit(2)
    .execute();
  return roots.length === 1 ? (roots[0]?.id ?? null) : null;
}

/** One level of the organisation tree as the viewer may see it. */
export async function contactLevel(
  db: Db,
  auth: AuthContext,
  query: { orgId?: string | undefined; pageNo: number; limit: number },
): Promise<ContactLevel> {
  const { tenantId } = auth;
  const viewer = await viewerOf(db, auth);
  const orgId = query.orgId ?? (await topOf(db, tenantId));
  const path = orgId ? await pathTo(db, tenantId, orgId) : [];
  if (orgId && path.length === 0) throw new AppError('NOT_FOUND');

  const below = await subtreeUnder(db, tenantId, orgId);
  const counts = await countsByOrg(
    db,
    tenantId,
    viewer,
    below.map((r) => r.id),
  );
  const perBranch = new Map<string, number>();
  for (const r of below) perBranch.set(r.branch, (perBranch.get(r.branch) ?? 0) + (counts.get(r.id) ?? 0));
  const children = await db
    .selectFrom('orgs')
    .select(['id', 'parentId', 'kind', 'name'])
    .where('tenantId', '=', tenantId)
    .where((eb) => (orgId ? eb('parentId', '=', orgId) : eb('parentId', 'is', null)))
    .orderBy('sort')
    .orderBy('code')
    .execute();
  // An organisation where the viewer can see nobody is left out (a student sees the branch to their
  // class and their counsellors' college, not the whole school).
  const orgs = children.map((o) => ({ ...o, people: perBranch.get(o.id) ?? 0 })).filter((o) => o.people > 0);

  if (!orgId) return { path: [], orgs, people: [], peopleTotal: 0 };
  const placedHere = peopleOf(db, tenantId).where('e.orgId', '=', orgId).where(visibleTo(viewer));
  const total = await placedHere.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst();
  const { limit } = query;
  const rows = await placedHere
    .select([...personColumns])
    .select(isStaffColumn)
    .orderBy('e.name')
    .orderBy('m.userId')
    .limit(limit)
    .offset((query.pageNo - 1) * limit)
    .execute();
  return {
    path,
    orgs,
    people: rows.map((r) => toContact(viewer, r)),
    peopleTotal: Number(total?.n ?? 0),
  };
}
