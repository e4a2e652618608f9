import { defineStateCodes } from '../errors/define-state-codes.ts';

// Leave and report-back (modules/leave): 6040101–6040199.
export const leaveStateCodes = defineStateCodes({
  LEAVE_DATES_INVALID: {
    code: 6040101,
    httpStatus: 400,
    message: {
      'zh-CN': '请假结束时间不能早于开始时间',
      'zh-TW': '請假結束時間不能早於開始時間',
      'en-US': 'The leave cannot end before it starts',
      'ja-JP': '休暇の終了が開始より前になっています',
    },
  },
  LEAVE_OVERLAPS: {
    code: 6040102,
    httpStatus: 409,
    message: {
      'zh-CN': '该时间段已有请假申请',
      'zh-TW': '該時段已有請假申請',
      'en-US': 'You already have a leave request for this time',
      'ja-JP': 'この期間にはすでに欠席申請があります',
    },
  },
  LEAVE_NOT_FOUND: {
    code: 6040103,
    httpStatus: 404,
    message: {
      'zh-CN': '请假记录不存在',
      'zh-TW': '請假紀錄不存在',
      'en-US': 'Leave request not found',
      'ja-JP': '欠席申請が見つかりません',
    },
  },
  LEAVE_SICK_NOTE_REQUIRED: {
    code: 6040104,
    httpStatus: 400,
    message: {
      'zh-CN': '病假超过规定天数须上传病历或医院证明',
      'zh-TW': '病假超過規定天數須上傳病歷或醫院證明',
      'en-US': 'Sick leave of this length needs a sick note attached',
      'ja-JP': 'この日数の病欠には診断書の添付が必要です',
    },
  },
  LEAVE_NOT_REPORTABLE: {
    code: 6040105,
    httpStatus: 409,
    message: {
      'zh-CN': '该请假当前不能销假',
      'zh-TW': '該請假目前不能銷假',
      'en-US': 'This leave cannot be reported back now',
      'ja-JP': 'この欠席は現在帰校報告できません',
    },
  },
  LEAVE_OUTSIDE_GEOFENCE: {
    code: 6040106,
    httpStatus: 400,
    message: {
      'zh-CN': '当前位置不在校园范围内，无法销假',
      'zh-TW': '目前位置不在校園範圍內，無法銷假',
      'en-US': 'You are not inside the campus, so you cannot report back yet',
      'ja-JP': 'キャンパス内にいないため帰校報告できません',
    },
  },
  LEAVE_LOCATION_REQUIRED: {
    code: 6040107,
    httpStatus: 400,
    message: {
      'zh-CN': '销假需要获取当前位置',
      'zh-TW': '銷假需要取得目前位置',
      'en-US': 'Reporting back needs your current location',
      'ja-JP': '帰校報告には現在地が必要です',
    },
  },
  LEAVE_EXTENSION_INVALID: {
    code: 6040108,
    httpStatus: 400,
    message: {
      'zh-CN': '续假的结束时间须晚于原请假结束时间',
      'zh-TW': '續假的結束時間須晚於原請假結束時間',
      'en-US': 'An extended leave must end later than it does now',
      'ja-JP': '欠席延長後の終了は現在の終了より後にしてください',
    },
  },
  LEAVE_EXTENSION_PENDING: {
    code: 6040109,
    httpStatus: 409,
    message: {
      'zh-CN': '该请假已有续假申请在审批中',
      'zh-TW': '該請假已有續假申請在審核中',
      'en-US': 'A request to extend this leave is already being approved',
      'ja-JP': 'この欠席の欠席延長はすでに承認待ちです',
    },
  },
  LEAVE_STUDENT_NOT_IN_SCOPE: {
    code: 6040110,
    httpStatus: 403,
    message: {
      'zh-CN': '该学生不存在或不在您的管理范围内',
      'zh-TW': '該學生不存在或不在您的管理範圍內',
      'en-US': 'This student does not exist or is not one you look after',
      'ja-JP': 'この学生は存在しないか、担当範囲外です',
    },
  },
});
