import { describe, expect, it } from 'vitest';
import writeXlsxFile from 'write-excel-file/node';
import { decodeText, parseCsv, readSheet, SheetReadError } from '../sheet-reader.ts';

describe('reading the admitted list', () => {
  it('CSV: quotes, doubled quotes, line breaks in a field, blank lines keep their row numbers', () => {
    const rows = parseCsv('a,b\r\n"x, y","say ""hi"""\r\n\r\n"two\nlines",z\n');
    expect(rows).toEqual([
      { row: 1, cells: ['a', 'b'] },
      { row: 2, cells: ['x, y', 'say "hi"'] },
      { row: 4, cells: ['two\nlines', 'z'] },
    ]);
  });

  it('CSV: semicolons or tabs when the header says so', () => {
    expect(parseCsv('a;b\n1;2\n')[1]?.cells).toEqual(['1', '2']);
    expect(parseCsv('a\tb\n1\t2\n')[1]?.cells).toEqual(['1', '2']);
  });

  it('decodes UTF-8 with a BOM, and GB18030 as Excel on a Chinese Windows saves it', () => {
    expect(decodeText(Buffer.from('\uFEFF考生号', 'utf8'))).toBe('考生号');
    // "考生号" in GB18030.
    expect(decodeText(Buffer.from([0xbf, 0xbc, 0xc9, 0xfa, 0xba, 0xc5]))).toBe('考生号');
  });

  it('XLSX: strings, numbers in full, empty cells keep their column', async () => {
    const bytes = await writeXlsxFile([
      [{ value: '考生号' }, { value: '姓名' }, { value: '备注' }],
      [{ value: 26110101000001, type: Number }, null, { value: 'A & B <c>' }],
    ]).toBuffer();
    expect(readSheet(bytes, 'xlsx')).toEqual([
      { row: 1, cells: ['考生号', '姓名', '备注'] },
      { row: 2, cells: ['26110101000001', '', 'A & B <c>'] },
    ]);
  });

  it('refuses what is not a spreadsheet', () => {
    expect(() => readSheet(Buffer.from('not a zip'), 'xlsx')).toThrow(SheetReadError);
    expect(() => readSheet(Buffer.from('%PDF'), 'pdf')).toThrow(SheetReadError);
  });
});
