import type { Locale, LocalizedText, StatsResult } from '@campusflow/contracts';
import type { FastifyReply } from 'fastify';
import { type SheetTable, sheetCsv, sheetXlsx } from '../data-templates/table-export.ts';
import { contentDisposition } from '../files/file-names.ts';

/** How a module names its columns and the values of its code dimensions (types, states) in a file. */
export type StatsLabels = {
  columns: Record<string, LocalizedText>;
  /** A code's label (`type` `sick` → 病假); org dimensions come with their names already. */
  value?: (dimension: string, key: string, locale: Locale) => string | undefined;
  /** Written for a group with no key (a student placed in no class). */
  none: LocalizedText;
};

/** The grouped rows as a sheet: the dimensions, then the measures, then a totals line. */
export function statsSheet(
  result: StatsResult,
  labels: StatsLabels,
  locale: Locale,
  measures: readonly string[] = result.measures,
): SheetTable {
  const name = (column: string) => labels.columns[column]?.[locale] ?? column;
  const cell = (dimension: string, key: string | null, label: string | null) =>
    label ?? (key === null ? labels.none[locale] : (labels.value?.(dimension, key, locale) ?? key));
  const total = labels.columns.total?.[locale] ?? 'Total';
  return {
    header: [...result.dimensions.map(name), ...measures.map(name)],
    body: [
      ...result.rows.map((row) => [
        ...result.dimensions.map((d) => cell(d, row.keys[d] ?? null, row.labels[d] ?? null)),
        ...measures.map((m) => row.values[m] ?? 0),
      ]),
      [...result.dimensions.map((_, i) => (i === 0 ? total : '')), ...measures.map((m) => result.totals[m] ?? 0)],
    ],
  };
}

const types = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
} as const;

/** Sends a sheet as CSV (UTF-8 with BOM, formula cells escaped) or XLSX, with a download name. */
export async function sendSheet(reply: FastifyReply, table: SheetTable, format: 'csv' | 'xlsx', baseName: string) {
  const body = format === 'csv' ? sheetCsv(table) : await sheetXlsx(table);
  return reply
    .header('content-type', types[format])
    .header('content-disposition', contentDisposition(`${baseName}.${format}`))
    .header('cache-control', 'private, no-cache')
    .send(body);
}
