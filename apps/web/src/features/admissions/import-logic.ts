import { type ImportRowReport, type ImportStatus, importColumns, requiredImportColumns } from '@campusflow/contracts';

// Pure helpers of the import page, tested beside it.

const csvCell = (v: string) => (/[",\r\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);

/** The template: a header in the user's words (the server accepts the headers of any language) and one example row. */
export function templateCsv(label: (column: string) => string): string {
  const example: Record<string, string> = {
    examineeNo: '26440000000001',
    name: '张三',
    idType: '居民身份证',
    idNumber: '440106200801150012',
    gender: '男',
    college: '计算机与信息工程学院',
    major: '软件工程',
    batch: '本科批',
  };
  const header = importColumns.map((c) => `${label(c)}${requiredImportColumns.includes(c) ? '*' : ''}`);
  const row = importColumns.map((c) => example[c] ?? '');
  // A BOM so that Excel opens the UTF-8 file with the right characters.
  return `\uFEFF${[header, row].map((r) => r.map(csvCell).join(',')).join('\r\n')}\r\n`;
}

/** The report as CSV: row, examinee number, name, and the problems in the user's words. */
export function reportCsv(
  rows: readonly ImportRowReport[],
  words: { row: string; field: (f: string) => string; problem: (c: string) => string },
): string {
  const lines = rows.map((r) =>
    [
      String(r.row),
      r.examineeNo,
      r.name,
      r.problems.map((p) => `${words.field(p.field)}: ${words.problem(p.code)}`).join('; '),
    ]
      .map(csvCell)
      .join(','),
  );
  return `\uFEFF${[words.row, ...lines].join('\r\n')}\r\n`;
}

/** Percent of the job done (the rows to write are the valid ones). */
export function progressPercent(status: Pick<ImportStatus, 'status' | 'processedRows' | 'validRows'>): number {
  if (status.status === 'done') return 100;
  if (status.validRows === 0) return 0;
  return Math.min(100, Math.floor((status.processedRows / status.validRows) * 100));
}
