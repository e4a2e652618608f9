import { effectiveRange, type StatsFilters, type StatsResult, statsDimensions } from '@campusflow/contracts';
import { type RawBuilder, type SqlBool, sql } from 'kysely';
import type { AuthContext } from '../auth/auth-context.ts';
import { scopeCondition } from '../data-templates/row-scope.ts';
import type { Db } from '../db/database.ts';
import { AppError } from '../http/app-error.ts';
import { staffRowScope } from './statistics-scope.ts';

/**
 * What a module hands the helper: its table (FROM, with its own joins) and which of its columns are
 * the tenant, the student, the date and the type. Every fragment is server code; the client only
 * names dimensions and measures out of the lists declared here.
 */
export type StatsSource = {
  from: RawBuilder<unknown>;
  tenantId: RawBuilder<unknown>;
  studentId: RawBuilder<unknown>;
  /** A `date` column; index it as (tenant_id, <date>) so range filters stay cheap. */
  date: RawBuilder<unknown>;
  type?: RawBuilder<unknown>;
  /** Always-on condition of the module (e.g. only approved records). */
  where?: RawBuilder<SqlBool>;
  /** Module dimensions beyond the platform's (leave: `state`), grouped by their text. */
  extraDimensions?: Record<string, RawBuilder<unknown>>;
  /** Aggregates besides the built-in `count` and `students` (distinct students), e.g. a sum of days. */
  measures?: Record<string, RawBuilder<unknown>>;
};

export type StatsRequest = StatsFilters & { by: readonly string[] };

/** Above this many groups the caller narrows the filters (6060103); the same cap as list exports. */
export const statsGroupCap = 5000;
const maxRangeDays = 366 * 3;

// Placement joins under aliases no module uses: class → major → college (a class directly under a
// college has no major).
const placement = (s: StatsSource) => sql`
  join employees st_e on st_e.tenant_id = ${s.tenantId} and st_e.user_id = ${s.studentId}
  left join orgs st_cls on st_cls.tenant_id = st_e.tenant_id and st_cls.id = st_e.org_id and st_cls.kind = 'class'
  left join orgs st_maj on st_maj.tenant_id = st_cls.tenant_id and st_maj.id = st_cls.parent_id
    and st_maj.kind = 'major'
  left join orgs st_col on st_col.tenant_id = st_e.tenant_id
    and st_col.id = coalesce(st_maj.parent_id, st_cls.parent_id) and st_col.kind = 'college'`;

type DimensionSql = { key: RawBuilder<unknown>; label: RawBuilder<unknown> | null };

function dimensionSql(source: StatsSource, name: string): DimensionSql | undefined {
  const org = (alias: string) => ({ key: sql`${sql.raw(alias)}.id::text`, label: sql`${sql.raw(alias)}.name` });
  switch (name) {
    case 'college':
      return org('st_col');
    case 'major':
      return org('st_maj');
    case 'class':
      return org('st_cls');
    case 'type':
      return source.type ? { key: sql`(${source.type})::text`, label: null } : undefined;
    case 'month':
      return { key: sql`to_char(${source.date}, 'YYYY-MM')`, label: null };
    case 'day':
      return { key: sql`to_char(${source.date}, 'YYYY-MM-DD')`, label: null };
  }
  const extra = source.extraDimensions?.[name];
  return extra ? { key: sql`(${extra})::text`, label: null } : undefined;
}

/** The dimensions a source offers (the platform's that apply, then its own). */
export function dimensionsOf(source: StatsSource): string[] {
  const own = Object.keys(source.extraDimensions ?? {});
  return [...statsDimensions.filter((d) => d !== 'type' || source.type), ...own];
}

const dayNumber = (d: string) => Date.parse(`${d}T00:00:00Z`) / 86_400_000;

function checkedRange(filters: StatsFilters): { from?: string; to?: string } {
  if (filters.term && !effectiveRange({ term: filters.term }).from) throw new AppError('STATS_RANGE_INVALID');
  const range = effectiveRange(filters);
  if (range.from && range.to) {
    const span = dayNumber(range.to) - dayNumber(range.from);
    // A term and a from/to that do not overlap leave nothing to count: say so rather than answer zeros.
    if (span < 0 || span > maxRangeDays) throw new AppError('STATS_RANGE_INVALID');
  }
  return range;
}

async function whereOf(db: Db, auth: AuthContext, source: StatsSource, filters: StatsFilters) {
  const parts: RawBuilder<SqlBool>[] = [sql<SqlBool>`${source.tenantId} = ${auth.tenantId}`];
  const range = checkedRange(filters);
  if (range.from) parts.push(sql<SqlBool>`${source.date} >= ${range.from}::date`);
  if (range.to) parts.push(sql<SqlBool>`${source.date} <= ${range.to}::date`);
  if (filters.collegeId) parts.push(sql<SqlBool>`st_col.id = ${filters.collegeId}`);
  if (filters.classId) parts.push(sql<SqlBool>`st_cls.id = ${filters.classId}`);
  if (source.where) parts.push(source.where);
  const scope = await scopeCondition(db, auth, staffRowScope(auth), source.studentId);
  if (scope) parts.push(scope);
  return sql.join(parts, sql` and `);
}

function measuresOf(source: StatsSource): [string, RawBuilder<unknown>][] {
  return [
    ['count', sql`count(*)`],
    ['students', sql`count(distinct ${source.studentId})`],
    ...Object.entries(source.measures ?? {}),
  ];
}

/**
 * Grouped figures of a module's records within the caller's data scope and filters: one GROUP BY over
 * the requested dimensions (org names resolved) and the totals over the same rows. Dimensions the
 * source does not offer are refused with 6060101, bad ranges with 6060102.
 */
export async function aggregate(db: Db, auth: AuthContext, source: StatsSource, request: StatsRequest) {
  const dims = request.by.map((name) => {
    const found = dimensionSql(source, name);
    if (!found || new Set(request.by).size !== request.by.length) throw new AppError('STATS_DIMENSION_INVALID');
    return { name, ...found };
  });
  const where = await whereOf(db, auth, source, request);
  const measures = measuresOf(source);
  const measureCols = sql.join(measures.map(([, expr], i) => sql`(${expr})::float8 as ${sql.ref(`m${i}`)}`));
  const select = sql.join(
    dims.flatMap((d, i) => [sql`${d.key} as ${sql.ref(`k${i}`)}`, sql`${d.label ?? sql`null`} as ${sql.ref(`l${i}`)}`]),
  );
  // By output names: a module's expression may carry parameters, and a repeated `$3` is not `$7` to PostgreSQL.
  const groupBy = sql.join(dims.flatMap((_, i) => [sql.ref(`k${i}`), sql.ref(`l${i}`)]));
  const orderBy = sql.join(
    dims.flatMap((d, i) => [
      ...(d.label ? [sql`${sql.ref(`l${i}`)} nulls last`] : []),
      sql`${sql.ref(`k${i}`)} nulls last`,
    ]),
  );
  const from = sql`${source.from} ${placement(source)}`;
  const [groups, totals] = await Promise.all([
    sql<Record<string, string | number | null>>`select ${select}, ${measureCols} from ${from} where ${where}
      group by ${groupBy} order by ${orderBy} limit ${statsGroupCap + 1}`.execute(db),
    sql<Record<string, number | null>>`select ${measureCols} from ${from} where ${where}`.execute(db),
  ]);
  if (groups.rows.length > statsGroupCap) throw new AppError('STATS_TOO_MANY_GROUPS');
  const valuesOf = (row: Record<string, unknown>) =>
    Object.fromEntries(measures.map(([name], i) => [name, Number(row[`m${i}`] ?? 0)]));
  const result: StatsResult = {
    dimensions: dims.map((d) => d.name),
    measures: measures.map(([name]) => name),
    rows: groups.rows.map((row) => ({
      keys: Object.fromEntries(dims.map((d, i) => [d.name, (row[`k${i}`] as string | null) ?? null])),
      labels: Object.fromEntries(dims.map((d, i) => [d.name, (row[`l${i}`] as string | null) ?? null])),
      values: valuesOf(row),
    })),
    totals: valuesOf(totals.rows[0] ?? {}),
  };
  return result;
}
