import { z } from 'zod';

/**
 * Dimensions every statistics source can offer: the student's placement (college, major, class), the
 * record's type and its date by month or day. A module may add its own (leave adds `state`); the
 * platform helper refuses any dimension its source did not declare (6060101), so a client never names
 * a column.
 */
export const statsDimensions = ['college', 'major', 'class', 'type', 'month', 'day'] as const;
export type StatsDimension = (typeof statsDimensions)[number];

const date = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'yyyy-MM-dd');
const id = z.string().uuid();

/** A term as `2026-2027-1` (autumn, Sep–Jan) or `2026-2027-2` (spring, Feb–Aug). */
export const statsTerm = z.string().regex(/^(\d{4})-(\d{4})-([12])$/, 'yyyy-yyyy-1|2');

/** The filter row of every statistics page (ux.md "Statistics"): term, college, class, date range. */
export const StatsFilters = z.strictObject({
  from: date.optional(),
  to: date.optional(),
  term: statsTerm.optional(),
  collegeId: id.optional(),
  classId: id.optional(),
});
export type StatsFilters = z.infer<typeof StatsFilters>;

/** Names, comma-separated in a query string (`by=class,month`); at most two dimensions at once. */
const dimensionList = z
  .string()
  .trim()
  .max(60)
  .transform((s) =>
    s
      .split(',')
      .map((d) => d.trim())
      .filter(Boolean),
  )
  .pipe(
    z
      .array(z.string().regex(/^[a-zA-Z]{1,20}$/))
      .min(1)
      .max(2),
  );

/** One grouped query: the filters plus which dimension(s) to group by; `format` asks for a file. */
export const StatsQuery = StatsFilters.extend({
  by: dimensionList,
  format: z.enum(['csv', 'xlsx']).optional(),
});
export type StatsQueryInput = z.input<typeof StatsQuery>;
export type StatsQuery = z.infer<typeof StatsQuery>;

/** One group: the key of each dimension (an org id, a type code, `2026-12`…) and its readable label. */
export type StatsRow = {
  keys: Record<string, string | null>;
  labels: Record<string, string | null>;
  values: Record<string, number>;
};

export type StatsResult = {
  dimensions: string[];
  measures: string[];
  rows: StatsRow[];
  /** Over every row in the scope and filters (not the sum of rounded groups; equal for counts). */
  totals: Record<string, number>;
};

/** The colleges and classes the caller may filter by (already cut to their scope). */
export type StatsFilterOptions = {
  colleges: { id: string; name: string }[];
  classes: { id: string; name: string; collegeId: string | null }[];
};

/** The date range of a term (`2026-2027-1` → 2026-09-01…2027-01-31). */
export function termRange(term: string): { from: string; to: string } | undefined {
  const m = /^(\d{4})-(\d{4})-([12])$/.exec(term);
  if (!m) return undefined;
  const [, first, second, half] = m as unknown as [string, string, string, string];
  if (Number(second) !== Number(first) + 1) return undefined;
  return half === '1'
    ? { from: `${first}-09-01`, to: `${second}-01-31` }
    : { from: `${second}-02-01`, to: `${second}-08-31` };
}

/** The range the filters mean: the term's range narrowed by from/to when both are given. */
export function effectiveRange(filters: Pick<StatsFilters, 'from' | 'to' | 'term'>): { from?: string; to?: string } {
  const term = filters.term ? termRange(filters.term) : undefined;
  const pick = (a: string | undefined, b: string | undefined, later: boolean) =>
    a && b ? (a > b === later ? a : b) : a || b;
  const from = pick(filters.from, term?.from, true);
  const to = pick(filters.to, term?.to, false);
  return { ...(from ? { from } : {}), ...(to ? { to } : {}) };
}

/** A staff picker's student search: name or student ID, within the caller's staff scope. */
export const StudentSearchQuery = z.strictObject({
  keyword: z.string().trim().max(50).default(''),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});

/** One student of the caller's scope, as pickers and "who has not …" lists show them. */
export type StudentInScope = { studentId: string; studentName: string; studentCode: string; className: string | null };
