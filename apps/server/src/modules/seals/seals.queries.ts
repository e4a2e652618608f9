import type { ListQuery, ListResult, Locale, LocalizedText, SealRow } from '@campusflow/contracts';
import { type RawBuilder, type SqlBool, sql } from 'kysely';
import type { AuthContext } from '../../platform/auth/auth-context.ts';
import { type ListField, listOrder, listWhere, pageOf, pageResult } from '../../platform/data-templates/list-sql.ts';
import type { Db } from '../../platform/db/database.ts';
import { staffScopeSql } from '../../platform/statistics/statistics-scope.ts';

// Lists of seal applications. The state is derived on read from the workflow instance and the recorded
// use, so a withdrawal or an administrator's end needs no hook.

/** The state of an application, derived from its instance and the recorded use (also a stats dimension). */
export const stateSql = sql<string>`case
  when i.status in ('running', 'suspend') then 'approving'
  when i.result = 'approved' then case when s.used_at is null then 'approved' else 'used' end
  when i.result = 'rejected' then 'rejected'
  when i.result = 'revoked' then 'withdrawn'
  else 'terminated' end`;

const from = sql`seal_applications s
  join wf_instances i on i.tenant_id = s.tenant_id and i.id = s.instance_id
  join employees e on e.tenant_id = s.tenant_id and e.user_id = s.applicant_id
  left join orgs c on c.tenant_id = e.tenant_id and c.id = e.org_id
  left join employees ub on ub.tenant_id = s.tenant_id and ub.user_id = s.used_by
  left join dictionary_types dt on dt.tenant_id = s.tenant_id and dt.key = 'seal_type'
  left join dictionary_items di on di.tenant_id = s.tenant_id and di.type_id = dt.id and di.key = s.seal_type`;

const columns = sql`s.id, s.instance_id as "instanceId", s.applicant_id as "applicantId", e.name as "applicantName",
  coalesce(e.code, '') as "applicantCode", c.name as "className", s.seal_type as "sealType", di.label as "typeLabel",
  s.purpose, s.copies, s.attachments, ${stateSql} as state, s.used_at as "usedAt", ub.name as "usedByName",
  s.use_remark as "useRemark", s.created_at as "createdAt"`;

type RawRow = Omit<SealRow, 'usedAt' | 'createdAt' | 'sealTypeLabel'> & {
  typeLabel: LocalizedText | null;
  usedAt: Date | string | null;
  createdAt: Date | string;
};

function toRow(r: RawRow, locale: Locale): SealRow {
  const { typeLabel, ...rest } = r;
  return {
    ...rest,
    sealTypeLabel: typeLabel?.[locale] ?? typeLabel?.['zh-CN'] ?? r.sealType,
    usedAt: r.usedAt ? new Date(r.usedAt).toISOString() : null,
    createdAt: new Date(r.createdAt).toISOString(),
  };
}

const fields: Record<string, ListField> = {
  sealType: { type: 'string', text: sql`s.seal_type` },
  state: { type: 'string', text: stateSql },
  purpose: { type: 'string', text: sql`s.purpose` },
  applicantName: { type: 'string', text: sql`e.name` },
  applicantCode: { type: 'string', text: sql`e.code` },
  className: { type: 'string', text: sql`c.name` },
  copies: { type: 'number', text: sql`s.copies::text`, number: sql`s.copies` },
  createTime: { type: 'datetime', text: sql`s.created_at` },
};

export type SealScope = { kind: 'applicant'; userId: string } | { kind: 'staff'; auth: AuthContext };

async function scopeWhere(db: Db, tenantId: string, scope: SealScope): Promise<RawBuilder<SqlBool>> {
  const tenant = sql<SqlBool>`s.tenant_id = ${tenantId}`;
  if (scope.kind === 'applicant') return sql<SqlBool>`${tenant} and s.applicant_id = ${scope.userId}`;
  return sql<SqlBool>`${tenant} and ${await staffScopeSql(db, scope.auth, sql`s.applicant_id`)}`;
}

export async function sealList(
  db: Db,
  tenantId: string,
  scope: SealScope,
  query: ListQuery,
  locale: Locale,
): Promise<ListResult<SealRow>> {
  const filter = listWhere(query.parameters, fields);
  const where = await scopeWhere(db, tenantId, scope);
  const all = filter ? sql<SqlBool>`${where} and ${filter}` : where;
  const order = listOrder(
    query.sorts,
    fields,
    ['copies', 'createTime'],
    [{ field: 'createTime', order: 'DESC' }],
    sql`s.id`,
  );
  const { page, limit, offset } = pageOf(query);
  const [rows, count] = await Promise.all([
    sql<RawRow>`select ${columns} from ${from} where ${all} order by ${order} limit ${limit} offset ${offset}`.execute(
      db,
    ),
    sql<{ n: number }>`select count(*)::int as n from ${from} where ${all}`.execute(db),
  ]);
  return {
    dataResult: rows.rows.map((r) => toRow(r, locale)),
    pageResult: pageResult(page, limit, Number(count.rows[0]?.n ?? 0)),
  };
}

export async function sealById(db: Db, tenantId: string, scope: SealScope, id: string, locale: Locale) {
  const where = await scopeWhere(db, tenantId, scope);
  const result = await sql<RawRow>`select ${columns} from ${from} where ${where} and s.id = ${id}`.execute(db);
  const row = result.rows[0];
  return row ? toRow(row, locale) : undefined;
}
