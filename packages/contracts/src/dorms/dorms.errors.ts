import { defineStateCodes } from '../errors/define-state-codes.ts';

// Dormitories (modules/dorms): 6040201–6040299.
export const dormStateCodes = defineStateCodes({
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
});
