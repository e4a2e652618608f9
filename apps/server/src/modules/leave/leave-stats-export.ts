import type { LeaveState, LeaveStats, LeaveType, Locale, LocalizedText } from '@campusflow/contracts';
import { type SheetTable, sheetXlsx } from '../../platform/data-templates/table-export.ts';
import type { StatsLabels } from '../../platform/statistics/stats-export.ts';

// The leave statistics as one XLSX sheet (rcswQjtj "export"): one block per grouping, the same
// figures as GET /leave/stats, with labels in the caller's language. The workbook is written by the
// data-templates helper, so exports look alike across modules.

const t = (zhCN: string, zhTW: string, enUS: string, jaJP: string): LocalizedText => ({
  'zh-CN': zhCN,
  'zh-TW': zhTW,
  'en-US': enUS,
  'ja-JP': jaJP,
});

const words = {
  header: [
    t('分组', '分組', 'Grouping', '区分'),
    t('项目', '項目', 'Item', '項目'),
    t('次数', '次數', 'Requests', '件数'),
    t('天数', '天數', 'Days', '日数'),
  ],
  byType: t('请假类型', '請假類型', 'Leave type', '欠席種別'),
  byState: t('状态', '狀態', 'Status', '状態'),
  byMonth: t('月份', '月份', 'Month', '月'),
  byClass: t('班级', '班級', 'Class', 'クラス'),
  noClass: t('（无班级）', '（無班級）', '(no class)', '（クラスなし）'),
  types: {
    sick: t('病假', '病假', 'Sick leave', '病気欠席'),
    personal: t('事假', '事假', 'Personal leave', '私用欠席'),
    public: t('公假', '公假', 'Official leave', '公欠'),
    home: t('回家', '返家', 'Home visit', '帰省'),
    other: t('其他', '其他', 'Other', 'その他'),
  },
  states: {
    approving: t('审批中', '簽核中', 'In approval', '承認待ち'),
    approved: t('已批准', '已核准', 'Approved', '承認済み'),
    onLeave: t('离校中', '離校中', 'Away', '外出中'),
    overdue: t('逾期未销假', '逾期未銷假', 'Overdue, not reported back', '帰校報告未提出(期限超過)'),
    reportedBack: t('已销假', '已銷假', 'Reported back', '帰校報告済み'),
    rejected: t('已驳回', '已駁回', 'Rejected', '却下'),
    withdrawn: t('已撤回', '已撤回', 'Withdrawn', '取り下げ'),
    terminated: t('已终止', '已終止', 'Ended', '終了'),
  },
} as const;

export function statsSheet(stats: LeaveStats, locale: Locale): SheetTable {
  const w = (text: LocalizedText) => text[locale];
  return {
    header: words.header.map(w),
    body: [
      ...stats.byType.map((r) => [w(words.byType), w(words.types[r.type]), r.count, r.days]),
      ...stats.byState.map((r) => [w(words.byState), w(words.states[r.state]), r.count, null]),
      ...stats.byMonth.map((r) => [w(words.byMonth), r.month, r.count, r.days]),
      ...stats.byClass.map((r) => [w(words.byClass), r.className ?? w(words.noClass), r.count, r.days]),
    ],
  };
}

export async function statsXlsx(stats: LeaveStats, locale: Locale): Promise<Buffer> {
  return sheetXlsx(statsSheet(stats, locale));
}

/** Column names and code labels of the grouped exports (GET /leave/stats/grouped|report-back?format=). */
export const groupedLabels: StatsLabels = {
  columns: {
    college: t('学院', '學院', 'College', '学部'),
    major: t('专业', '專業', 'Major', '専攻'),
    class: words.byClass,
    type: words.byType,
    state: words.byState,
    month: words.byMonth,
    day: t('日期', '日期', 'Date', '日付'),
    count: words.header[2],
    students: t('人数', '人數', 'Students', '人数'),
    days: words.header[3],
    reportedBack: words.states.reportedBack,
    late: t('迟归', '遲歸', 'Late returns', '帰校遅れ'),
    onTime: t('按时返校', '準時返校', 'Back on time', '期限内に帰校'),
    overdue: words.states.overdue,
    total: t('合计', '合計', 'Total', '合計'),
  },
  value: (dimension, key, locale) => {
    if (dimension === 'type') return words.types[key as LeaveType]?.[locale];
    if (dimension === 'state') return words.states[key as LeaveState]?.[locale];
    return undefined;
  },
  none: t('（无）', '（無）', '(none)', '（なし）'),
};
