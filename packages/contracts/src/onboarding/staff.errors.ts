import { defineStateCodes } from '../errors/define-state-codes.ts';

// New-student onboarding, staff side (modules/onboarding/staff-*.ts): 6041101–6041199.
export const onboardingStaffStateCodes = defineStateCodes({
  ONBOARDING_REVIEW_NOT_FOUND: {
    code: 6041101,
    httpStatus: 404,
    message: {
      'zh-CN': '审核记录不存在或不在你的管理范围内',
      'zh-TW': '審核紀錄不存在或不在你的管理範圍內',
      'en-US': 'This review does not exist or is outside the students you look after',
      'ja-JP': 'この審査は存在しないか、担当範囲外です',
    },
  },
  ONBOARDING_REVIEW_DECIDED: {
    code: 6041102,
    httpStatus: 409,
    message: {
      'zh-CN': '该申请已处理或已退回给学生，请刷新后查看',
      'zh-TW': '該申請已處理或已退回給學生，請重新整理後查看',
      'en-US': 'This submission was already decided or returned to the student. Refresh to see it',
      'ja-JP': 'この申請はすでに処理済みか学生に差し戻されています。更新してください',
    },
  },
  ONBOARDING_STUDENT_NOT_IN_SCOPE: {
    code: 6041103,
    httpStatus: 404,
    message: {
      'zh-CN': '未找到该新生，或该新生不在你的管理范围内',
      'zh-TW': '未找到該新生，或該新生不在你的管理範圍內',
      'en-US': 'No such new student among the students you look after',
      'ja-JP': '該当する新入生が見つからないか、担当範囲外です',
    },
  },
  ONBOARDING_EXPORT_TOO_LARGE: {
    code: 6041104,
    httpStatus: 400,
    message: {
      'zh-CN': '导出的数据过多，请缩小筛选范围',
      'zh-TW': '匯出的資料過多，請縮小篩選範圍',
      'en-US': 'Too many rows to export. Please narrow the filter',
      'ja-JP': 'エクスポートする行が多すぎます。条件を絞り込んでください',
    },
  },
  /** variables.step: the step key (the page names it). */
  ONBOARDING_STEP_IN_USE: {
    code: 6041105,
    httpStatus: 409,
    message: {
      'zh-CN': '该环节已有学生提交，不能删除，只能停用',
      'zh-TW': '該環節已有學生提交，不能刪除，只能停用',
      'en-US': 'Students have already submitted this step: it cannot be removed, only switched off',
      'ja-JP': 'この手続きのステップはすでに学生が提出しているため削除できません。無効にしてください',
    },
  },
  /** variables.step: the step key. */
  ONBOARDING_STEP_WINDOW_INVALID: {
    code: 6041106,
    httpStatus: 400,
    message: {
      'zh-CN': '环节的结束时间必须晚于开始时间',
      'zh-TW': '環節的結束時間必須晚於開始時間',
      'en-US': 'A step must close after it opens',
      'ja-JP': '手続きのステップの終了日時は開始日時より後にしてください',
    },
  },
});
