import { defineStateCodes } from '../errors/define-state-codes.ts';

// Seal use (modules/seals): 6040501–6040599.
export const sealsStateCodes = defineStateCodes({
  SEALS_TYPE_UNKNOWN: {
    code: 6040501,
    httpStatus: 400,
    message: {
      'zh-CN': '印章类型不存在或已停用',
      'zh-TW': '印章類型不存在或已停用',
      'en-US': 'This seal type does not exist or is disabled',
      'ja-JP': 'この印章の種類は存在しないか無効です',
    },
  },
  SEALS_NOT_FOUND: {
    code: 6040502,
    httpStatus: 404,
    message: {
      'zh-CN': '用印申请不存在',
      'zh-TW': '用印申請不存在',
      'en-US': 'Seal request not found',
      'ja-JP': '押印申請が見つかりません',
    },
  },
  SEALS_NOT_USABLE: {
    code: 6040503,
    httpStatus: 409,
    message: {
      'zh-CN': '只有已批准且未用印的申请才能登记用印',
      'zh-TW': '只有已核准且未用印的申請才能登記用印',
      'en-US': 'Only an approved request that has not been sealed yet can be recorded',
      'ja-JP': '承認済みで未押印の申請のみ押印を記録できます',
    },
  },
  SEALS_COPIES_INVALID: {
    code: 6040504,
    httpStatus: 400,
    message: {
      'zh-CN': '用印份数应为 1–50 份',
      'zh-TW': '用印份數應為 1–50 份',
      'en-US': 'The number of copies must be between 1 and 50',
      'ja-JP': '部数は 1～50 部にしてください',
    },
  },
});
