import { type DatasetColumnType, type FilterOp, type ListQuery, opsByColumnType } from '@campusflow/contracts';
import { type RawBuilder, type SqlBool, sql } from 'kysely';
import { AppError } from '../http/app-error.ts';

// The list payload of api-conventions §2 turned into SQL over declared fields only: an undeclared
// field or an operator the field's type does not support is a 6086103, never raw SQL.

/** One listable field: its value as text, and as a number for numeric types. */
export type ListField = { type: DatasetColumnType; text: RawBuilder<unknown>; number?: RawBuilder<unknown> };

type Parameter = { key: string; value: string | number; relation?: 'AND' | 'OR' | undefined };

const isDateText = (v: string) => /^\d{4}-\d{2}-\d{2}([T ][\d:.]+Z?)?$/.test(v);

function condition(parameter: Parameter, fields: Readonly<Record<string, ListField>>): RawBuilder<SqlBool> {
  const [, name = '', op = ''] = parameter.key.split('^');
  const field = fields[name];
  if (!field || !opsByColumnType[field.type].includes(op as FilterOp)) {
    throw new AppError('DATA_TEMPLATE_FIELD_NOT_ALLOWED', `cannot filter ${name} with ${op}`);
  }
  const raw = String(parameter.value).trim();
  const like = raw.replace(/[\\%_]/g, (c) => `\\${c}`);
  const numeric = field.number ?? field.text;
  const asNumber = () => {
    const n = Number(raw);
    if (raw === '' || !Number.isFinite(n)) throw new AppError('ILLEGAL_REQUEST', `${name} needs a number`);
    return n;
  };
  const isNumeric = field.type === 'number' || field.type === 'integer';
  switch (op as FilterOp) {
    case 'S':
      return isNumeric ? sql<SqlBool>`${numeric} = ${asNumber()}` : sql<SqlBool>`${field.text} = ${raw}`;
    case 'SN':
      return isNumeric
        ? sql<SqlBool>`${numeric} is distinct from ${asNumber()}`
        : sql<SqlBool>`${field.text} is distinct from ${raw}`;
    case 'SL':
      return sql<SqlBool>`${field.text} ilike ${`%${like}%`}`;
    case 'SLL':
      return sql<SqlBool>`${field.text} ilike ${`${like}%`}`;
    case 'SLR':
      return sql<SqlBool>`${field.text} ilike ${`%${like}`}`;
    case 'NL':
      return sql<SqlBool>`${numeric} <= ${asNumber()}`;
    case 'NG':
      return sql<SqlBool>`${numeric} >= ${asNumber()}`;
    case 'DL':
    case 'DG': {
      if (!isDateText(raw)) throw new AppError('ILLEGAL_REQUEST', `${name} needs a date`);
      // A bare date as upper bound includes that whole day.
      const bound = op === 'DL' && raw.length === 10 ? `${raw}T23:59:59.999` : raw;
      return op === 'DL' ? sql<SqlBool>`${field.text} <= ${bound}` : sql<SqlBool>`${field.text} >= ${bound}`;
    }
    case 'SIN': {
      const values = raw
        .split(',')
        .map((v) => v.trim())
        .filter(Boolean)
        .slice(0, 100);
      if (values.length === 0) return sql<SqlBool>`false`;
      if (isNumeric) {
        const numbers = values.map(Number);
        if (numbers.some((n) => !Number.isFinite(n))) throw new AppError('ILLEGAL_REQUEST', `${name} needs numbers`);
        return sql<SqlBool>`${numeric} in (${sql.join(numbers)})`;
      }
      return sql<SqlBool>`${field.text} in (${sql.join(values)})`;
    }
  }
}

function combine(parts: RawBuilder<SqlBool>[], relation: 'AND' | 'OR'): RawBuilder<SqlBool> {
  if (parts.length === 1 && parts[0]) return parts[0];
  return sql<SqlBool>`(${sql.join(parts, sql.raw(relation === 'OR' ? ' or ' : ' and '))})`;
}

/**
 * The WHERE of a list payload, or null when it filters nothing. Parameters marked `relation: OR`
 * form one OR group (the family's complex search); all the rest are ANDed with it.
 */
export function listWhere(
  parameters: ListQuery['parameters'],
  fields: Readonly<Record<string, ListField>>,
): RawBuilder<SqlBool> | null {
  const and: RawBuilder<SqlBool>[] = [];
  const or: RawBuilder<SqlBool>[] = [];
  for (const parameter of parameters) {
    if ('parameters' in parameter) {
      if (parameter.parameters.length === 0) continue;
      and.push(
        combine(
          parameter.parameters.map((p) => condition(p, fields)),
          parameter.relation,
        ),
      );
    } else if (parameter.relation === 'OR') {
      or.push(condition(parameter, fields));
    } else {
      and.push(condition(parameter, fields));
    }
  }
  if (or.length > 0) and.push(combine(or, 'OR'));
  return and.length === 0 ? null : combine(and, 'AND');
}

/** ORDER BY items over sortable fields only; `tieBreaker` keeps pages stable. */
export function listOrder(
  sorts: ListQuery['sorts'],
  fields: Readonly<Record<string, ListField>>,
  sortable: readonly string[],
  fallback: { field: string; order: 'ASC' | 'DESC' }[],
  tieBreaker: RawBuilder<unknown>,
): RawBuilder<unknown> {
  const chosen = sorts.length > 0 ? sorts : fallback;
  const items = chosen.map((s) => {
    const field = fields[s.field];
    if (!field || !sortable.includes(s.field)) {
      throw new AppError('DATA_TEMPLATE_FIELD_NOT_ALLOWED', `cannot sort by ${s.field}`);
    }
    const expression = field.number ?? field.text;
    return sql`${expression} ${sql.raw(s.order === 'ASC' ? 'asc nulls first' : 'desc nulls last')}`;
  });
  return sql.join([...items, sql`${tieBreaker} asc`]);
}

export function pageOf(query: ListQuery): { page: number; limit: number; offset: number } {
  const { pageNo, limit } = query.requestPage;
  return { page: pageNo, limit, offset: (pageNo - 1) * limit };
}

export function pageResult(page: number, limit: number, totalCount: number) {
  return { page, limit, totalCount, totalPages: Math.ceil(totalCount / limit) };
}
