import type { ListQuery, PageResult } from '@campusflow/contracts';
import { type Expression, type SqlBool, sql } from 'kysely';
import { AppError } from '../http/app-error.ts';

/** A list's whitelisted fields: the wire name → a column reference of the query (alias.column). */
export type ListFields = Record<string, { column: string; type: 'text' | 'date' | 'number' | 'uuid' }>;

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type Parameter = { key: string; value: string | number };

function condition(fields: ListFields, p: Parameter): Expression<SqlBool> {
  const [, name, op] = p.key.split('^') as [string, string, string];
  const field = fields[name];
  if (!field) throw new AppError('ILLEGAL_REQUEST', `unknown filter field ${name}`);
  const col = sql.ref(field.column);
  const text = String(p.value);
  const like = (pattern: string) => sql<SqlBool>`${col}::text ilike ${pattern}`;
  const escaped = text.replace(/[\\%_]/g, (c) => `\\${c}`);
  const value = field.type === 'number' ? Number(p.value) : field.type === 'date' ? new Date(text) : text;
  // A malformed id would make PostgreSQL fail the cast (a 500): refuse it as the client's mistake.
  const badUuid = field.type === 'uuid' && !text.split(',').every((v) => uuidPattern.test(v.trim()));
  if (badUuid || (field.type === 'date' && Number.isNaN((value as Date).getTime())) || Number.isNaN(value)) {
    throw new AppError('ILLEGAL_REQUEST', `bad value for ${name}`);
  }
  switch (op) {
    case 'S':
      return sql<SqlBool>`${col} = ${value}`;
    case 'SN':
      return sql<SqlBool>`${col} <> ${value}`;
    case 'SL':
      return like(`%${escaped}%`);
    case 'SLL':
      return like(`${escaped}%`);
    case 'SLR':
      return like(`%${escaped}`);
    case 'DL':
    case 'NL':
      return sql<SqlBool>`${col} <= ${value}`;
    case 'DG':
    case 'NG':
      return sql<SqlBool>`${col} >= ${value}`;
    default: {
      const items = text.split(',').map((v) => v.trim());
      return sql<SqlBool>`${col}::text in (${sql.join(items)})`;
    }
  }
}

/** The `parameters` of a list payload as one SQL condition (true when there are none). */
export function listCondition(fields: ListFields, parameters: ListQuery['parameters']): Expression<SqlBool> {
  const parts = parameters.map((p) => {
    if ('parameters' in p) {
      const inner = p.parameters.map((q) => condition(fields, q));
      if (inner.length === 0) return sql<SqlBool>`true`;
      return sql<SqlBool>`(${sql.join(inner, sql` ${sql.raw(p.relation === 'OR' ? 'or' : 'and')} `)})`;
    }
    return condition(fields, p);
  });
  return parts.length === 0 ? sql<SqlBool>`true` : sql<SqlBool>`(${sql.join(parts, sql` and `)})`;
}

/** ORDER BY from the whitelisted sortable fields, falling back to the list's default. */
export function listOrder(fields: ListFields, sorts: ListQuery['sorts'], fallback: string) {
  const chosen = sorts.map((s) => {
    const field = fields[s.field];
    if (!field) throw new AppError('ILLEGAL_REQUEST', `unknown sort field ${s.field}`);
    return sql`${sql.ref(field.column)} ${sql.raw(s.order === 'ASC' ? 'asc' : 'desc')}`;
  });
  return chosen.length > 0 ? sql.join(chosen) : sql.raw(fallback);
}

export function pageOf(query: ListQuery, totalCount: number): PageResult {
  const { pageNo, limit } = query.requestPage;
  return { page: pageNo, limit, totalCount, totalPages: Math.ceil(totalCount / limit) };
}
