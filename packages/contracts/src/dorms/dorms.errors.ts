import { defineStateCodes } from '../errors/define-state-codes.ts';
import { dormPersonalInspectionStateCodes } from './dorms-personal-inspections.ts';
import { dormSsglStateCodes } from './dorms-ssgl.ts';

// Dormitories (modules/dorms): 6040201–6040299; the ssgl block (6040601–6040799) is in dorms-ssgl.ts.
const dormRoomStateCodes = defineStateCodes({
  DORM_BED_NOT_FOUND: {
    code: 6040201,
    httpStatus: 404,
    message: {
      'zh-CN': '床位不存在',
      'zh-TW': '床位不存在',
      'en-US': 'Bed not found',
      'ja-JP': 'ベッドが見つかりません',
    },
  },
  DORM_BED_TAKEN: {
    code: 6040202,
    httpStatus: 409,
    message: {
      'zh-CN': '该床位已有人入住',
      'zh-TW': '該床位已有人入住',
      'en-US': 'This bed is already taken',
      'ja-JP': 'このベッドはすでに使用されています',
    },
  },
  DORM_GENDER_MISMATCH: {
    code: 6040203,
    httpStatus: 400,
    message: {
      'zh-CN': '该房间不接收此性别的学生',
      'zh-TW': '該房間不接收此性別的學生',
      'en-US': 'This room is for students of another gender',
      'ja-JP': 'この部屋は別の性別の学生用です',
    },
  },
  DORM_NOT_HOUSED: {
    code: 6040204,
    httpStatus: 409,
    message: {
      'zh-CN': '该学生当前没有床位',
      'zh-TW': '該學生目前沒有床位',
      'en-US': 'The student has no bed at the moment',
      'ja-JP': 'この学生には現在ベッドがありません',
    },
  },
  DORM_ALREADY_HOUSED: {
    code: 6040205,
    httpStatus: 409,
    message: {
      'zh-CN': '该学生已有床位',
      'zh-TW': '該學生已有床位',
      'en-US': 'The student already has a bed',
      'ja-JP': 'この学生にはすでにベッドがあります',
    },
  },
  DORM_SAME_BED: {
    code: 6040206,
    httpStatus: 400,
    message: {
      'zh-CN': '目标床位与当前床位相同',
      'zh-TW': '目標床位與目前床位相同',
      'en-US': 'The chosen bed is your current bed',
      'ja-JP': '選んだベッドは現在のベッドと同じです',
    },
  },
  DORM_CHANGE_PENDING: {
    code: 6040207,
    httpStatus: 409,
    message: {
      'zh-CN': '已有进行中的调宿申请',
      'zh-TW': '已有進行中的換宿申請',
      'en-US': 'You already have a room change request in progress',
      'ja-JP': '進行中の部屋替え申請があります',
    },
  },
  DORM_STUDENT_NOT_FOUND: {
    code: 6040208,
    httpStatus: 404,
    message: {
      'zh-CN': '学生不存在',
      'zh-TW': '學生不存在',
      'en-US': 'Student not found',
      'ja-JP': '学生が見つかりません',
    },
  },
  DORM_MOVE_OUT_PENDING: {
    code: 6040209,
    httpStatus: 409,
    message: {
      'zh-CN': '已有进行中的退宿申请',
      'zh-TW': '已有進行中的退宿申請',
      'en-US': 'You already have a move-out request in progress',
      'ja-JP': '進行中の退寮申請があります',
    },
  },
  DORM_OUTSIDE_PENDING: {
    code: 6040210,
    httpStatus: 409,
    message: {
      'zh-CN': '已有进行中的校外住宿申请',
      'zh-TW': '已有進行中的校外賃居申請',
      'en-US': 'You already have an off-campus housing request in progress',
      'ja-JP': '進行中の学外居住申請があります',
    },
  },
  DORM_HOLIDAY_PENDING: {
    code: 6040211,
    httpStatus: 409,
    message: {
      'zh-CN': '已有进行中的假期留宿申请',
      'zh-TW': '已有進行中的寒暑假住宿申請',
      'en-US': 'You already have a holiday stay request in progress',
      'ja-JP': '進行中の残寮申請があります',
    },
  },
  DORM_MOVE_IN_PENDING: {
    code: 6040212,
    httpStatus: 409,
    message: {
      'zh-CN': '已有进行中的入住申请',
      'zh-TW': '已有進行中的入住申請',
      'en-US': 'You already have a move-in request in progress',
      'ja-JP': '進行中の入居申請があります',
    },
  },
  DORM_BAD_DATES: {
    code: 6040213,
    httpStatus: 400,
    message: {
      'zh-CN': '结束日期不能早于开始日期',
      'zh-TW': '結束日期不能早於開始日期',
      'en-US': 'The end date is before the start date',
      'ja-JP': '終了日が開始日より前です',
    },
  },
  DORM_REPAIR_NOT_FOUND: {
    code: 6040214,
    httpStatus: 404,
    message: {
      'zh-CN': '报修记录不存在',
      'zh-TW': '報修紀錄不存在',
      'en-US': 'Repair request not found',
      'ja-JP': '修理依頼が見つかりません',
    },
  },
  DORM_REPAIR_BAD_STEP: {
    code: 6040215,
    httpStatus: 409,
    message: {
      'zh-CN': '报修单当前状态不能进行此操作',
      'zh-TW': '報修單目前狀態不能進行此操作',
      'en-US': 'The repair request cannot take this step now',
      'ja-JP': 'この修理依頼は現在この操作ができません',
    },
  },
  DORM_VIOLATION_NOT_FOUND: {
    code: 6040216,
    httpStatus: 404,
    message: {
      'zh-CN': '违纪记录不存在',
      'zh-TW': '違紀紀錄不存在',
      'en-US': 'Violation record not found',
      'ja-JP': '違反記録が見つかりません',
    },
  },
  DORM_ROOM_NOT_FOUND: {
    code: 6040217,
    httpStatus: 404,
    message: {
      'zh-CN': '房间不存在',
      'zh-TW': '寢室不存在',
      'en-US': 'Room not found',
      'ja-JP': '部屋が見つかりません',
    },
  },
  DORM_INSPECTION_EXISTS: {
    code: 6040218,
    httpStatus: 409,
    message: {
      'zh-CN': '该房间当天已有卫生检查记录',
      'zh-TW': '該寢室當天已有衛生檢查紀錄',
      'en-US': 'This room has already been inspected on that day',
      'ja-JP': 'この部屋はその日すでに点検済みです',
    },
  },
});

/** The dorm module's codes: rooms and requests (60402xx) and dorm management (60406xx–60407xx). */
export const dormStateCodes = { ...dormRoomStateCodes, ...dormPersonalInspectionStateCodes, ...dormSsglStateCodes };
