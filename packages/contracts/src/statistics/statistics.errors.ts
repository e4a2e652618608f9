import { defineStateCodes } from '../errors/define-state-codes.ts';

// Statistics and exports (platform/statistics): 6060101–6060199.
export const statisticsStateCodes = defineStateCodes({
  STATS_DIMENSION_INVALID: {
    code: 6060101,
    httpStatus: 400,
    message: {
      'zh-CN': '不支持按该维度统计',
      'zh-TW': '不支援依該維度統計',
      'en-US': 'These statistics cannot be grouped that way',
      'ja-JP': 'この項目では集計できません',
    },
  },
  STATS_RANGE_INVALID: {
    code: 6060102,
    httpStatus: 400,
    message: {
      'zh-CN': '统计的结束日期不能早于开始日期，且跨度不超过三年',
      'zh-TW': '統計的結束日期不能早於開始日期，且跨度不超過三年',
      'en-US': 'The end date must not be before the start date, and the range must be at most three years',
      'ja-JP': '終了日は開始日以降、期間は3年以内にしてください',
    },
  },
  STATS_TOO_MANY_GROUPS: {
    code: 6060103,
    httpStatus: 400,
    message: {
      'zh-CN': '统计结果过多，请缩小筛选范围',
      'zh-TW': '統計結果過多，請縮小篩選範圍',
      'en-US': 'Too many groups: narrow the filters',
      'ja-JP': '集計結果が多すぎます。条件を絞り込んでください',
    },
  },
});
