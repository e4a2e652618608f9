import type { Locale } from '@campusflow/contracts';
import writeXlsxFile, { type Row } from 'write-excel-file/node';
import type { Db } from '../db/database.ts';
import { dictionaryLabels } from '../dictionaries/dictionaries.service.ts';
import type { DataRow } from './data-rows.ts';
import { columnsOf, type DataTemplate, textIn } from './data-templates.service.ts';
import type { Dataset } from './datasets.ts';

/** At most this many rows per export; more asks the user to narrow the search (6086108). */
export const exportRowCap = 5000;

export type SheetTable = { header: string[]; body: (string | number | boolean | null)[][] };

/** The template's columns with header labels in the caller's language and dictionary labels resolved. */
async function exportTable(
  db: Db,
  tenantId: string,
  template: DataTemplate,
  dataset: Dataset,
  rows: readonly DataRow[],
  locale: Locale,
): Promise<SheetTable> {
  const columns = columnsOf(dataset);
  const dictionaryKeys = [...new Set(template.columns.flatMap((c) => columns.get(c.field)?.dictionaryKey ?? []))];
  const labels = await dictionaryLabels(db, tenantId, dictionaryKeys);
  const header = template.columns.map((c) => textIn(c.label ?? columns.get(c.field)?.label, locale, c.field));
  const body = rows.map((row) =>
    template.columns.map((c) => {
      const value = row[c.field];
      const dictionary = columns.get(c.field)?.dictionaryKey;
      const label = dictionary ? labels.get(dictionary)?.get(String(value))?.[locale] : undefined;
      if (label !== undefined) return label;
      if (value === undefined || value === null) return null;
      if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'string') return value;
      return Array.isArray(value) ? value.join('、') : JSON.stringify(value);
    }),
  );
  return { header, body };
}

// A cell a spreadsheet would run as a formula (=, +, -, @, tab, CR) is prefixed with ' (OWASP CSV injection).
function csvCell(value: unknown): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** UTF-8 CSV with a BOM (Excel on Chinese Windows reads it right). */
export async function toCsv(...args: Parameters<typeof exportTable>): Promise<string> {
  return sheetCsv(await exportTable(...args));
}

/** Any header + rows as CSV (BOM, CRLF, formula cells escaped); statistics exports use it too. */
export function sheetCsv({ header, body }: SheetTable): string {
  const lines = [header, ...body].map((line) => line.map(csvCell).join(','));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

/** An XLSX sheet of a template's rows (see sheetXlsx). */
export async function toXlsx(...args: Parameters<typeof exportTable>): Promise<Buffer> {
  return sheetXlsx(await exportTable(...args));
}

/**
 * Any header + rows as an XLSX sheet (bold header); modules export their statistics with it. Strings
 * stay strings (never formulas), so no injection escaping is needed.
 */
export async function sheetXlsx({ header, body }: SheetTable): Promise<Buffer> {
  const data: Row[] = [
    header.map((value) => ({ value, fontWeight: 'bold' as const })),
    ...body.map((line) =>
      line.map((value) =>
        typeof value === 'number'
          ? { value, type: Number }
          : value === null
            ? null
            : { value: String(value), type: String },
      ),
    ),
  ];
  return writeXlsxFile(data).toBuffer();
}
