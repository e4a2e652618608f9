import { defineStateCodes } from '../errors/define-state-codes.ts';

// New-student onboarding, student side (modules/onboarding): 6041001–6041099. The staff side
// (reviews, on-site registration, statistics) takes 6041101–6041199 in onboarding-staff.errors.ts.
export const onboardingStateCodes = defineStateCodes({
  ONBOARDING_NOT_ENROLLED: {
    code: 6041001,
    httpStatus: 404,
    message: {
      'zh-CN': '未找到你的迎新信息，请联系学院',
      'zh-TW': '未找到你的迎新資料，請聯絡學院',
      'en-US': 'No onboarding record was found for you. Please contact your college',
      'ja-JP': '新入生受け入れの情報が見つかりません。学部に問い合わせてください',
    },
  },
  ONBOARDING_STEP_NOT_FOUND: {
    code: 6041002,
    httpStatus: 404,
    message: {
      'zh-CN': '该迎新环节不存在或未开放',
      'zh-TW': '該迎新環節不存在或未開放',
      'en-US': 'This onboarding step does not exist or is not enabled',
      'ja-JP': 'この手続きは存在しないか、利用できません',
    },
  },
  ONBOARDING_STEP_CLOSED: {
    code: 6041003,
    httpStatus: 409,
    message: {
      'zh-CN': '该环节不在办理时间内',
      'zh-TW': '該環節不在辦理時間內',
      'en-US': 'This step is not open at the moment',
      'ja-JP': 'この手続きは現在受付期間外です',
    },
  },
  ONBOARDING_STEP_LOCKED: {
    code: 6041004,
    httpStatus: 409,
    message: {
      'zh-CN': '该环节已提交，审核期间或通过后不能修改',
      'zh-TW': '該環節已提交，審核期間或通過後不能修改',
      'en-US': 'This step was submitted and cannot be changed while it is reviewed or after approval',
      'ja-JP': 'この手続きは提出済みのため、審査中・承認後は変更できません',
    },
  },
  ONBOARDING_ID_NUMBER_INVALID: {
    code: 6041005,
    httpStatus: 400,
    message: {
      'zh-CN': '证件号码格式不正确',
      'zh-TW': '證件號碼格式不正確',
      'en-US': 'The ID number is not valid',
      'ja-JP': '身分証番号の形式が正しくありません',
    },
  },
  ONBOARDING_DATA_INVALID: {
    code: 6041006,
    httpStatus: 400,
    message: {
      'zh-CN': '请检查填写的信息是否完整正确',
      'zh-TW': '請檢查填寫的資料是否完整正確',
      'en-US': 'Please check that the form is filled in correctly',
      'ja-JP': '入力内容が正しいか確認してください',
    },
  },
  ONBOARDING_BED_TAKEN: {
    code: 6041007,
    httpStatus: 409,
    message: {
      'zh-CN': '手慢了，该床位刚被其他同学选走，请另选一个',
      'zh-TW': '慢了一步，該床位剛被其他同學選走，請另選一個',
      'en-US': 'Another student just took this bed. Please choose another one',
      'ja-JP': 'このベッドは他の学生が先に選びました。別のベッドを選んでください',
    },
  },
  ONBOARDING_BED_NOT_ALLOWED: {
    code: 6041008,
    httpStatus: 400,
    message: {
      'zh-CN': '该床位不在你可选的范围内',
      'zh-TW': '該床位不在你可選的範圍內',
      'en-US': 'You cannot choose this bed',
      'ja-JP': 'このベッドは選択できません',
    },
  },
  ONBOARDING_ALREADY_HAS_BED: {
    code: 6041009,
    httpStatus: 409,
    message: {
      'zh-CN': '你已经有床位了',
      'zh-TW': '你已經有床位了',
      'en-US': 'You already have a bed',
      'ja-JP': 'すでにベッドが決まっています',
    },
  },
  ONBOARDING_NO_BUILDING: {
    code: 6041010,
    httpStatus: 409,
    message: {
      'zh-CN': '学校尚未为你开放选床，床位将由老师分配',
      'zh-TW': '學校尚未為你開放選床位，床位將由老師分配',
      'en-US': 'Bed choice is not open for you: staff will assign your bed',
      'ja-JP': 'ベッド選択は利用できません。ベッドは職員が割り当てます',
    },
  },
  ONBOARDING_FILE_INVALID: {
    code: 6041011,
    httpStatus: 400,
    message: {
      'zh-CN': '照片文件不存在或格式不正确',
      'zh-TW': '照片檔案不存在或格式不正確',
      'en-US': 'The photo file is missing or not an image',
      'ja-JP': '写真ファイルが見つからないか、画像ではありません',
    },
  },
  ONBOARDING_ALREADY_COMPLETED: {
    code: 6041012,
    httpStatus: 409,
    message: {
      'zh-CN': '迎新手续已全部完成',
      'zh-TW': '迎新手續已全部完成',
      'en-US': 'Your onboarding is already complete',
      'ja-JP': '新入生の手続きはすべて完了しています',
    },
  },
});
