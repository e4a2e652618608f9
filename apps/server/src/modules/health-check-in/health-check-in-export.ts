import type { HealthDailyStats, Locale, LocalizedText, StatsResult } from '@campusflow/contracts';
import type { FastifyReply } from 'fastify';
import { type StatsLabels, sendSheet, statsSheet } from '../../platform/statistics/stats-export.ts';

// The day's per-class figures as a file through the shared statistics export (BOM, formula escaping,
// totals line, XLSX), so this download looks like every other statistics export.

const text = (zhCN: string, zhTW: string, enUS: string, jaJP: string): LocalizedText => ({
  'zh-CN': zhCN,
  'zh-TW': zhTW,
  'en-US': enUS,
  'ja-JP': jaJP,
});

const labels: StatsLabels = {
  columns: {
    class: text('班级', '班級', 'Class', 'クラス'),
    students: text('学生数', '學生數', 'Students', '学生数'),
    checkedIn: text('已打卡', '已回報', 'Checked in', '報告済み'),
    missing: text('未打卡', '未回報', 'Not checked in', '未報告'),
    abnormal: text('异常', '異常', 'Abnormal', '異常'),
    total: text('合计', '合計', 'Total', '合計'),
  },
  none: text('未分班', '未分班', 'No class', 'クラスなし'),
};

const measures = ['students', 'checkedIn', 'missing', 'abnormal'] as const;

/** The daily figures in the helper's result shape (one dimension: class). */
export function dailyResult(stats: HealthDailyStats): StatsResult {
  return {
    dimensions: ['class'],
    measures: [...measures],
    rows: stats.byClass.map((r) => ({
      keys: { class: r.classId },
      labels: { class: r.className },
      values: Object.fromEntries(measures.map((m) => [m, r[m]])),
    })),
    totals: { ...stats.totals },
  };
}

export function sendDailySheet(reply: FastifyReply, stats: HealthDailyStats, format: 'csv' | 'xlsx', locale: Locale) {
  return sendSheet(reply, statsSheet(dailyResult(stats), labels, locale), format, `health-check-in-${stats.day}`);
}
