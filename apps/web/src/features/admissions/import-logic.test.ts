import { describe, expect, it } from 'vitest';
import { progressPercent, reportCsv, templateCsv } from './import-logic.ts';

describe('import page logic', () => {
  it('the template has every column, required ones starred, and an example row', () => {
    const csv = templateCsv((c) => c);
    const [header, row] = csv.replace('\uFEFF', '').trim().split('\r\n');
    expect(header?.split(',').slice(0, 4)).toEqual(['examineeNo*', 'name*', 'idType', 'idNumber*']);
    expect(row?.split(',')[0]).toBe('26440000000001');
    expect(csv.startsWith('\uFEFF')).toBe(true);
  });

  it('the report quotes cells with commas and words each problem', () => {
    const csv = reportCsv(
      [{ row: 3, examineeNo: '1', name: 'A,B', problems: [{ field: 'idNumber', code: 'idNumber' }] }],
      {
        row: 'row,no,name,problems',
        field: (f) => `F(${f})`,
        problem: (c) => `P(${c})`,
      },
    );
    expect(csv).toContain('3,1,"A,B",F(idNumber): P(idNumber)');
  });

  it('progress counts the valid rows written', () => {
    expect(progressPercent({ status: 'running', processedRows: 500, validRows: 2000 })).toBe(25);
    expect(progressPercent({ status: 'done', processedRows: 0, validRows: 0 })).toBe(100);
    expect(progressPercent({ status: 'validated', processedRows: 0, validRows: 0 })).toBe(0);
  });
});
