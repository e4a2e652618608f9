import { defineStateCodes } from '../errors/define-state-codes.ts';

// Holiday whereabouts (modules/whereabouts): 6040301–6040399.
export const whereaboutsStateCodes = defineStateCodes({
  WHEREABOUTS_DATES_INVALID: {
    code: 6040301,
    httpStatus: 400,
    message: {
      'zh-CN': '结束日期不能早于开始日期',
      'zh-TW': '結束日期不能早於開始日期',
      'en-US': 'The end date cannot be before the start date',
      'ja-JP': '終了日が開始日より前になっています',
    },
  },
  WHEREABOUTS_WINDOW_CLOSED: {
    code: 6040302,
    httpStatus: 409,
    message: {
      'zh-CN': '登记已截止',
      'zh-TW': '登記已截止',
      'en-US': 'Registration for this holiday has closed',
      'ja-JP': 'この休暇の届出は締め切られました',
    },
  },
  WHEREABOUTS_NOT_FOUND: {
    code: 6040303,
    httpStatus: 404,
    message: {
      'zh-CN': '离返校登记不存在',
      'zh-TW': '離返校登記不存在',
      'en-US': 'Holiday travel record not found',
      'ja-JP': '帰省届が見つかりません',
    },
  },
  WHEREABOUTS_DESTINATION_REQUIRED: {
    code: 6040304,
    httpStatus: 400,
    message: {
      'zh-CN': '离校须填写目的地、离校和返校日期及联系人',
      'zh-TW': '離校須填寫目的地、離校與返校日期及聯絡人',
      'en-US': 'Leaving campus needs the destination, the dates and a contact',
      'ja-JP': '帰省する場合は行き先、出発日と帰校日、連絡先が必要です',
    },
  },
  WHEREABOUTS_NOT_LEAVING: {
    code: 6040305,
    httpStatus: 409,
    message: {
      'zh-CN': '没有离校登记，无需返校登记',
      'zh-TW': '沒有離校登記，無需返校登記',
      'en-US': 'You did not register leaving campus, so there is no return to register',
      'ja-JP': '帰省の届出がないため、帰校の登録は不要です',
    },
  },
});
