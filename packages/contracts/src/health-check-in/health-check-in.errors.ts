import { defineStateCodes } from '../errors/define-state-codes.ts';

// Daily health check-in (modules/health-check-in): 6040401–6040499.
export const healthCheckInStateCodes = defineStateCodes({
  HEALTH_CHECK_IN_DUPLICATE: {
    code: 6040401,
    httpStatus: 409,
    message: {
      'zh-CN': '今天已经打卡，请勿重复提交',
      'zh-TW': '今天已經回報，請勿重複提交',
      'en-US': 'You have already checked in today',
      'ja-JP': '今日はすでに報告済みです',
    },
  },
  HEALTH_CHECK_IN_TEMPERATURE_INVALID: {
    code: 6040402,
    httpStatus: 400,
    message: {
      'zh-CN': '体温应在 34.0–43.0 ℃ 之间',
      'zh-TW': '體溫應在 34.0–43.0 ℃ 之間',
      'en-US': 'The temperature must be between 34.0 and 43.0 °C',
      'ja-JP': '体温は 34.0～43.0 ℃ の範囲で入力してください',
    },
  },
  HEALTH_CHECK_IN_DATES_INVALID: {
    code: 6040403,
    httpStatus: 400,
    message: {
      'zh-CN': '结束日期不能早于开始日期，且区间不超过 92 天',
      'zh-TW': '結束日期不能早於開始日期，且區間不超過 92 天',
      'en-US': 'The end date cannot be before the start date, and the range is at most 92 days',
      'ja-JP': '終了日は開始日以降、期間は 92 日以内にしてください',
    },
  },
});
