import type { StatsResult } from '@campusflow/contracts';
import { describe, expect, it } from 'vitest';
import { sheetCsv, sheetXlsx } from '../../data-templates/table-export.ts';
import { type StatsLabels, statsSheet } from '../stats-export.ts';

const result: StatsResult = {
  dimensions: ['class', 'type'],
  measures: ['count', 'students'],
  rows: [
    {
      keys: { class: 'c1', type: 'sick' },
      labels: { class: '=cmd|calc', type: null },
      values: { count: 2, students: 1 },
    },
    { keys: { class: null, type: 'odd' }, labels: { class: null, type: null }, values: { count: 1, students: 1 } },
  ],
  totals: { count: 3, students: 2 },
};

const labels: StatsLabels = {
  columns: {
    class: { 'zh-CN': '班级', 'zh-TW': '班級', 'en-US': 'Class', 'ja-JP': 'クラス' },
    count: { 'zh-CN': '次数', 'zh-TW': '次數', 'en-US': 'Requests', 'ja-JP': '件数' },
    total: { 'zh-CN': '合计', 'zh-TW': '合計', 'en-US': 'Total', 'ja-JP': '合計' },
  },
  value: (dimension, key) => (dimension === 'type' && key === 'sick' ? '病假' : undefined),
  none: { 'zh-CN': '（无）', 'zh-TW': '（無）', 'en-US': '(none)', 'ja-JP': '（なし）' },
};

describe('statistics export', () => {
  it('writes dimensions, measures and a totals line with labels in the caller language', () => {
    expect(statsSheet(result, labels, 'en-US')).toEqual({
      header: ['Class', 'type', 'Requests', 'students'],
      body: [
        ['=cmd|calc', '病假', 2, 1],
        ['(none)', 'odd', 1, 1],
        ['Total', '', 3, 2],
      ],
    });
  });

  it('CSV starts with a BOM and neutralises formula cells', () => {
    const csv = sheetCsv(statsSheet(result, labels, 'zh-CN', ['count']));
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    const lines = csv.slice(1).split('\r\n');
    expect(lines[0]).toBe('班级,type,次数');
    expect(lines[1]).toBe("'=cmd|calc,病假,2");
    expect(sheetCsv({ header: ['a'], body: [['+1'], ['-2'], ['@x'], ['say "hi", ok']] })).toContain(
      `'+1\r\n'-2\r\n'@x\r\n"say ""hi"", ok"`,
    );
  });

  it('XLSX is a workbook (a zip)', async () => {
    const bytes = await sheetXlsx(statsSheet(result, labels, 'ja-JP'));
    expect(bytes.subarray(0, 2).toString()).toBe('PK');
  });
});
