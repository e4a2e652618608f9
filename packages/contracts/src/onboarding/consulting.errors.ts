import { defineStateCodes } from '../errors/define-state-codes.ts';

// 新生咨询 and the picture gallery: the student block of onboarding (6041001–6041099), after onboarding.errors.ts.
export const onboardingConsultingStateCodes = defineStateCodes({
  CONSULTING_NOT_FOUND: {
    code: 6041013,
    httpStatus: 404,
    message: {
      'zh-CN': '该咨询不存在',
      'zh-TW': '該諮詢不存在',
      'en-US': 'This question was not found',
      'ja-JP': 'この質問は見つかりません',
    },
  },
  CONSULTING_CLOSED: {
    code: 6041014,
    httpStatus: 409,
    message: {
      'zh-CN': '该咨询已关闭，如有新问题请重新提问',
      'zh-TW': '該諮詢已關閉，如有新問題請重新提問',
      'en-US': 'This question is closed. Please ask a new question',
      'ja-JP': 'この質問は終了しています。新しく質問してください',
    },
  },
  CONSULTING_PHOTO_INVALID: {
    code: 6041015,
    httpStatus: 400,
    message: {
      'zh-CN': '图片不存在或不是你上传的图片',
      'zh-TW': '圖片不存在或不是你上傳的圖片',
      'en-US': 'A photo is missing, not an image, or not uploaded by you',
      'ja-JP': '画像が見つからないか、画像ではないか、あなたがアップロードしたものではありません',
    },
  },
  CONSULTING_TOO_MANY_WAITING: {
    code: 6041017,
    httpStatus: 409,
    message: {
      'zh-CN': '你已有较多问题等待回复，请等老师回复后再提问',
      'zh-TW': '你已有較多問題等待回覆，請等老師回覆後再提問',
      'en-US': 'You have many questions awaiting an answer. Please wait for the answers before asking more',
      'ja-JP': '回答待ちの質問が多すぎます。回答を待ってから質問してください',
    },
  },
  ONBOARDING_PICTURE_INVALID: {
    code: 6041016,
    httpStatus: 400,
    message: {
      'zh-CN': '图片文件不存在或不是图片',
      'zh-TW': '圖片檔案不存在或不是圖片',
      'en-US': 'A picture file is missing or not an image',
      'ja-JP': '画像ファイルが見つからないか、画像ではありません',
    },
  },
});
