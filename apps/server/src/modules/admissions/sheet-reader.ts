import { strFromU8, unzipSync } from 'fflate';

// Reads the first sheet of an uploaded admitted list into rows of trimmed strings. CSV as Excel and
// WPS save it (UTF-8 with or without BOM, or GB18030 from a Chinese Windows), and XLSX (Office Open XML:
// shared strings, inline strings, numbers). Anything else throws SheetReadError.

export class SheetReadError extends Error {}

/** One record of the sheet with its row number as a spreadsheet program shows it (the header is row 1). */
export type SheetRow = { row: number; cells: string[] };

export function readSheet(bytes: Buffer, ext: string): SheetRow[] {
  const kind = ext.toLowerCase();
  if (kind === 'csv' || kind === 'txt') return parseCsv(decodeText(bytes));
  if (kind === 'xlsx') return readXlsx(bytes);
  throw new SheetReadError(`unsupported type .${kind}`);
}

/** UTF-8 (BOM optional), UTF-16 with a BOM, or else GB18030 (what Excel writes on a Chinese Windows). */
export function decodeText(bytes: Buffer): string {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return bytes.subarray(3).toString('utf8');
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder('utf-16le').decode(bytes.subarray(2));
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder('utf-16be').decode(bytes.subarray(2));
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('gb18030').decode(bytes);
  }
}

/** RFC 4180: quoted fields with doubled quotes and line breaks; the delimiter is guessed from the first line. */
export function parseCsv(text: string): SheetRow[] {
  const firstLine = text.slice(0, text.search(/\r?\n/) === -1 ? text.length : text.search(/\r?\n/));
  const delimiter = [',', '\t', ';'].reduce((best, d) =>
    firstLine.split(d).length > firstLine.split(best).length ? d : best,
  );
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"') {
        if (text[i + 1] === '"') {
          field += '"';
          i++;
        } else quoted = false;
      } else field += c;
    } else if (c === '"' && field.length === 0) quoted = true;
    else if (c === delimiter) {
      row.push(field);
      field = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i++;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += c;
  }
  if (field.length > 0 || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  return rows
    .map((r, i) => ({ row: i + 1, cells: r.map((v) => v.trim()) }))
    .filter((r) => r.cells.some((v) => v.length > 0));
}

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

function unescapeXml(text: string): string {
  return text.replace(/&(#x[0-9a-fA-F]+|#\d+|[a-z]+);/g, (whole, name: string) => {
    if (name.startsWith('#x')) return String.fromCodePoint(Number.parseInt(name.slice(2), 16));
    if (name.startsWith('#')) return String.fromCodePoint(Number(name.slice(1)));
    return entities[name] ?? whole;
  });
}

/** The text of a shared or inline string: its <t> runs, without phonetic (ruby) runs. */
function stringItemText(xml: string): string {
  const withoutRuby = xml.replace(/<rPh\b[\s\S]*?<\/rPh>/g, '');
  let text = '';
  for (const m of withoutRuby.matchAll(/<t\b[^>]*>([\s\S]*?)<\/t>/g)) text += m[1] ?? '';
  return unescapeXml(text);
}

function columnIndex(ref: string): number {
  let n = 0;
  for (const ch of ref) {
    const code = ch.charCodeAt(0);
    if (code < 65 || code > 90) break;
    n = n * 26 + (code - 64);
  }
  return n - 1;
}

function formatNumber(raw: string): string {
  const n = Number(raw);
  // Integers print in full (an examinee number stored as a number); Excel has already lost digits
  // beyond 15, which the ID-number check then reports.
  if (Number.isFinite(n) && Number.isInteger(n) && Math.abs(n) < 1e21) return BigInt(n).toString();
  return raw;
}

function readXlsx(bytes: Buffer): SheetRow[] {
  let files: Record<string, Uint8Array>;
  try {
    files = unzipSync(new Uint8Array(bytes), {
      filter: (f) => f.name.startsWith('xl/') && (f.name.endsWith('.xml') || f.name.endsWith('.rels')),
    });
  } catch {
    throw new SheetReadError('not a zip');
  }
  const text = (name: string) => (files[name] ? strFromU8(files[name] as Uint8Array) : null);
  const workbook = text('xl/workbook.xml');
  if (!workbook) throw new SheetReadError('no workbook');
  const firstSheetRel = /<sheet\b[^>]*\br:id="([^"]+)"/.exec(workbook)?.[1];
  const rels = text('xl/_rels/workbook.xml.rels') ?? '';
  let target = 'worksheets/sheet1.xml';
  if (firstSheetRel) {
    for (const m of rels.matchAll(/<Relationship\b[^>]*>/g)) {
      const tag = m[0];
      if (tag.includes(`Id="${firstSheetRel}"`)) target = /Target="([^"]+)"/.exec(tag)?.[1] ?? target;
    }
  }
  const sheetPath = target.startsWith('/') ? target.slice(1) : `xl/${target}`;
  const sheet = text(sheetPath);
  if (!sheet) throw new SheetReadError('no sheet');
  const shared = [...(text('xl/sharedStrings.xml') ?? '').matchAll(/<si>([\s\S]*?)<\/si>/g)].map((m) =>
    stringItemText(m[1] ?? ''),
  );
  const rows: SheetRow[] = [];
  for (const rowMatch of sheet.matchAll(/<row\b([^>]*?)(?:\/>|>([\s\S]*?)<\/row>)/g)) {
    const rowNumber = Number(/\br="(\d+)"/.exec(rowMatch[1] ?? '')?.[1] ?? rows.length + 1);
    const cells: string[] = [];
    for (const c of (rowMatch[2] ?? '').matchAll(/<c\b([^>]*?)(?:\/>|>([\s\S]*?)<\/c>)/g)) {
      const attrs = c[1] ?? '';
      const body = c[2] ?? '';
      const ref = /\br="([A-Z]+)\d+"/.exec(attrs)?.[1];
      const index = ref ? columnIndex(ref) : cells.length;
      const type = /\bt="([^"]+)"/.exec(attrs)?.[1] ?? 'n';
      const v = /<v>([\s\S]*?)<\/v>/.exec(body)?.[1];
      let value = '';
      if (type === 's') value = shared[Number(v)] ?? '';
      else if (type === 'inlineStr') value = stringItemText(/<is>([\s\S]*?)<\/is>/.exec(body)?.[1] ?? '');
      else if (type === 'str' || type === 'e') value = unescapeXml(v ?? '');
      else if (type === 'b') value = v === '1' ? 'TRUE' : 'FALSE';
      else value = v === undefined ? '' : formatNumber(v);
      while (cells.length < index) cells.push('');
      cells[index] = value.trim();
    }
    if (cells.some((v) => v.length > 0)) rows.push({ row: rowNumber, cells });
  }
  return rows;
}
