import { describe, expect, it } from 'vitest';
import { statsSheet, statsXlsx } from '../leave-stats-export.ts';

const stats = {
  byType: [{ type: 'sick' as const, count: 2, days: 3.5 }],
  byState: [{ state: 'overdue' as const, count: 1 }],
  byMonth: [{ month: '2026-12', count: 2, days: 3.5 }],
  byClass: [{ classId: null, className: null, count: 2, days: 3.5 }],
};

describe('leave statistics export', () => {
  it('writes one block per grouping with labels in the caller language', () => {
    expect(statsSheet(stats, 'ja-JP')).toEqual({
      header: ['区分', '項目', '件数', '日数'],
      body: [
        ['欠席種別', '病気欠席', 2, 3.5],
        ['状態', '帰校報告未提出(期限超過)', 1, null],
        ['月', '2026-12', 2, 3.5],
        ['クラス', '（クラスなし）', 2, 3.5],
      ],
    });
    expect(statsSheet(stats, 'zh-TW').body[0]).toEqual(['請假類型', '病假', 2, 3.5]);
  });

  it('is an XLSX workbook (a zip)', async () => {
    const bytes = await statsXlsx(stats, 'en-US');
    expect(bytes.subarray(0, 2).toString()).toBe('PK');
  });
});
