import type { ListQuery, ListResult, PickerUser } from '@campusflow/contracts';
import { type Expression, type ExpressionBuilder, type SqlBool, sql } from 'kysely';
import type { AuthContext } from '../auth/auth-context.ts';
import type { Db } from '../db/database.ts';
import type { Database } from '../db/tables.ts';
import { AppError } from '../http/app-error.ts';

export type PickerKind = 'employee' | 'org' | 'position' | 'role' | 'group';

type From = Database & {
  m: Database['tenantMembers'];
  u: Database['users'];
  e: Database['employees'];
  o: Database['orgs'];
};
type Eb = ExpressionBuilder<From, 'm' | 'u' | 'e' | 'o'>;
type Op = 'S' | 'SL' | 'SLL' | 'SLR' | 'SN' | 'DL' | 'DG' | 'NL' | 'NG' | 'SIN';

const textColumns = { account: 'u.account', name: 'e.name', code: 'e.code', status: 'u.status' } as const;
const relationFields = { orgId: 'org', positionId: 'position', roleId: 'role', groupId: 'group' } as const;
const sortColumns = { account: 'u.account', name: 'e.name', code: 'e.code' } as const;

function likePattern(value: string, op: Op): string {
  const escaped = value.replace(/[\\%_]/g, (c) => `\\${c}`);
  if (op === 'SLL') return `${escaped}%`;
  if (op === 'SLR') return `%${escaped}`;
  return `%${escaped}%`;
}

function refuse(key: string): never {
  throw new AppError('ILLEGAL_REQUEST', `unsupported filter ${key}`);
}

/** One Q^field^op filter as SQL; only whitelisted fields and operators (api-conventions.md §2). */
function condition(
  eb: Eb,
  key: string,
  raw: string | number,
  scope: { tenantId: string; orgTree: Map<string, string[]> },
) {
  const [, field = '', op = ''] = key.split('^') as [string, string, Op];
  const value = String(raw);
  const values = value
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);
  if (field in textColumns) {
    const column = textColumns[field as keyof typeof textColumns];
    if (op === 'S') return eb(column, '=', value);
    if (op === 'SN') return eb(column, '!=', value);
    if (op === 'SIN') return eb(column, 'in', values.length > 0 ? values : ['']);
    if (op === 'SL' || op === 'SLL' || op === 'SLR') return eb(column, 'ilike', likePattern(value, op));
    return refuse(key);
  }
  if (!(field in relationFields) || (op !== 'S' && op !== 'SIN')) return refuse(key);
  const ids = (op === 'S' ? [value] : values).filter((v) => /^[0-9a-f-]{36}$/i.test(v));
  if (ids.length === 0) return eb.val(false);
  const kind = relationFields[field as keyof typeof relationFields];
  if (kind === 'org') {
    // An org includes everything under it: the users of a college are those of its majors and classes.
    const all = new Set<string>();
    const walk = (id: string) => {
      if (all.has(id)) return;
      all.add(id);
      for (const child of scope.orgTree.get(id) ?? []) walk(child);
    };
    for (const id of ids) walk(id);
    return eb('e.orgId', 'in', [...all]);
  }
  const one = sql.lit(1).as('one');
  const t = scope.tenantId;
  if (kind === 'position') {
    return eb.exists(
      eb
        .selectFrom('userPositions as r')
        .select(one)
        .where('r.tenantId', '=', t)
        .whereRef('r.userId', '=', 'u.id')
        .where('r.positionId', 'in', ids),
    );
  }
  if (kind === 'group') {
    return eb.exists(
      eb
        .selectFrom('userGroups as r')
        .select(one)
        .where('r.tenantId', '=', t)
        .whereRef('r.userId', '=', 'u.id')
        .where('r.groupId', 'in', ids),
    );
  }
  return eb.exists(
    eb
      .selectFrom('userRoles as r')
      .select(one)
      .where('r.tenantId', '=', t)
      .whereRef('r.userId', '=', 'u.id')
      .where('r.roleId', 'in', ids),
  );
}

/**
 * The user pickers: `/employee/query` and `/user/query4Org|Position|Role|Group`, each a search over
 * the users of the caller's tenant with the list payload. Rows carry no contact details.
 */
export async function queryPickerUsers(db: Db, auth: AuthContext, kind: PickerKind, query: ListQuery) {
  const tenantId = auth.tenantId;
  const orgs = await db.selectFrom('orgs').select(['id', 'parentId']).where('tenantId', '=', tenantId).execute();
  const orgTree = new Map<string, string[]>();
  for (const o of orgs) if (o.parentId) orgTree.set(o.parentId, [...(orgTree.get(o.parentId) ?? []), o.id]);
  const scope = { tenantId, orgTree };

  const filtered = db
    .selectFrom('tenantMembers as m')
    .innerJoin('users as u', (j) => j.onRef('u.tenantId', '=', 'm.homeTenantId').onRef('u.id', '=', 'm.userId'))
    .leftJoin('employees as e', (j) => j.onRef('e.tenantId', '=', 'm.homeTenantId').onRef('e.userId', '=', 'u.id'))
    .leftJoin('orgs as o', (j) => j.onRef('o.tenantId', '=', 'e.tenantId').onRef('o.id', '=', 'e.orgId'))
    .where('m.tenantId', '=', tenantId)
    .$if(kind === 'employee', (q) => q.where('e.userId', 'is not', null))
    .where((eb) => {
      const parts: Expression<SqlBool>[] = [];
      for (const p of query.parameters) {
        if ('parameters' in p) {
          const inner = p.parameters
            .filter((q) => String(q.value) !== '')
            .map((q) => condition(eb as Eb, q.key, q.value, scope));
          if (inner.length > 0) parts.push(p.relation === 'OR' ? eb.or(inner) : eb.and(inner));
        } else if (String(p.value) !== '') {
          parts.push(condition(eb as Eb, p.key, p.value, scope));
        }
      }
      return eb.and(parts);
    });

  const { pageNo, limit } = query.requestPage;
  const total = await filtered.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirst();
  let page = filtered.select([
    'u.id',
    'u.account',
    'u.status',
    'e.name',
    'e.code',
    'e.gender',
    'e.orgId',
    'o.name as orgName',
  ]);
  for (const s of query.sorts) {
    if (!(s.field in sortColumns)) throw new AppError('ILLEGAL_REQUEST', `unsupported sort ${s.field}`);
    page = page.orderBy(sortColumns[s.field as keyof typeof sortColumns], s.order === 'ASC' ? 'asc' : 'desc');
  }
  const rows = await page
    .orderBy('u.account')
    .limit(limit)
    .offset((pageNo - 1) * limit)
    .execute();
  const totalCount = Number(total?.count ?? 0);
  const result: ListResult<PickerUser> = {
    dataResult: rows.map((r) => ({
      id: r.id,
      account: r.account,
      name: r.name ?? r.account,
      code: r.code ?? null,
      status: r.status,
      gender: r.gender ?? null,
      orgId: r.orgId ?? null,
      orgName: r.orgName ?? null,
    })),
    pageResult: { page: pageNo, limit, totalCount, totalPages: Math.ceil(totalCount / limit) },
  };
  return result;
}
