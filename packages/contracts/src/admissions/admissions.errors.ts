import { defineStateCodes } from '../errors/define-state-codes.ts';

// Admissions services (modules/admissions): 6041201–6041299.
export const admissionStateCodes = defineStateCodes({
  ADMISSION_CANDIDATE_NOT_FOUND: {
    code: 6041201,
    httpStatus: 404,
    message: {
      'zh-CN': '录取名单中没有该考生',
      'zh-TW': '錄取名單中沒有該考生',
      'en-US': 'This candidate is not on the admitted list',
      'ja-JP': 'この受験者は合格者名簿にありません',
    },
  },
  ADMISSION_IMPORT_NOT_FOUND: {
    code: 6041202,
    httpStatus: 404,
    message: {
      'zh-CN': '导入任务不存在',
      'zh-TW': '匯入任務不存在',
      'en-US': 'Import not found',
      'ja-JP': 'インポートが見つかりません',
    },
  },
  ADMISSION_IMPORT_UNREADABLE: {
    code: 6041203,
    httpStatus: 400,
    message: {
      'zh-CN': '无法读取文件，请上传 CSV 或 XLSX 格式的录取名单',
      'zh-TW': '無法讀取檔案，請上傳 CSV 或 XLSX 格式的錄取名單',
      'en-US': 'The file cannot be read. Upload the admitted list as CSV or XLSX',
      'ja-JP': 'ファイルを読み込めません。合格者名簿を CSV または XLSX で提出してください',
    },
  },
  ADMISSION_IMPORT_COLUMNS_MISSING: {
    code: 6041204,
    httpStatus: 400,
    message: {
      'zh-CN': '文件缺少必需的列',
      'zh-TW': '檔案缺少必要的欄位',
      'en-US': 'The file lacks required columns',
      'ja-JP': 'ファイルに必須の列がありません',
    },
  },
  ADMISSION_IMPORT_TOO_LARGE: {
    code: 6041205,
    httpStatus: 400,
    message: {
      'zh-CN': '一次最多导入 20000 行',
      'zh-TW': '一次最多匯入 20000 列',
      'en-US': 'At most 20,000 rows can be imported at once',
      'ja-JP': '一度にインポートできるのは 20,000 行までです',
    },
  },
  ADMISSION_IMPORT_HAS_ERRORS: {
    code: 6041206,
    httpStatus: 409,
    message: {
      'zh-CN': '有行未通过校验，“全部导入”未写入任何数据',
      'zh-TW': '有列未通過校驗，「全部匯入」未寫入任何資料',
      'en-US': 'Some rows failed the checks, so "all or nothing" wrote nothing',
      'ja-JP': '検証に失敗した行があるため、「すべてインポート」では何も書き込まれていません',
    },
  },
  ADMISSION_IMPORT_STATE: {
    code: 6041207,
    httpStatus: 409,
    message: {
      'zh-CN': '该导入任务已执行',
      'zh-TW': '該匯入任務已執行',
      'en-US': 'This import has already been run',
      'ja-JP': 'このインポートはすでに実行されています',
    },
  },
  ADMISSION_IMPORT_BUSY: {
    code: 6041208,
    httpStatus: 409,
    message: {
      'zh-CN': '另一个导入任务正在进行，请稍后再试',
      'zh-TW': '另一個匯入任務正在進行，請稍後再試',
      'en-US': 'Another import is running. Try again when it has finished',
      'ja-JP': '別のインポートが実行中です。終了後に再試行してください',
    },
  },
  ADMISSION_NOT_MATCHED: {
    code: 6041209,
    httpStatus: 404,
    message: {
      'zh-CN': '未查询到录取信息，请核对考生号和姓名或身份证号',
      'zh-TW': '未查詢到錄取資訊，請核對考生號和姓名或身分證號碼',
      'en-US': 'No admission found. Check the exam candidate no. and the name or ID number',
      'ja-JP': '合格情報が見つかりません。受験番号と氏名または身分証番号を確認してください',
    },
  },
  EXAMINEE_LOGIN_FAILED: {
    code: 6041210,
    httpStatus: 401,
    message: {
      'zh-CN': '考生号或身份证号不正确',
      'zh-TW': '考生號或身分證號碼不正確',
      'en-US': 'Exam candidate no. or ID number is incorrect',
      'ja-JP': '受験番号または身分証番号が正しくありません',
    },
  },
  EXAMINEE_SESSION_INVALID: {
    code: 6041211,
    httpStatus: 401,
    message: {
      'zh-CN': '登录已失效，请重新登录',
      'zh-TW': '登入已失效，請重新登入',
      'en-US': 'Your session has ended. Log in again',
      'ja-JP': 'セッションが終了しました。もう一度ログインしてください',
    },
  },
  ADMISSION_FEEDBACK_NOT_FOUND: {
    code: 6041212,
    httpStatus: 404,
    message: {
      'zh-CN': '反馈不存在',
      'zh-TW': '回饋不存在',
      'en-US': 'Feedback not found',
      'ja-JP': 'フィードバックが見つかりません',
    },
  },
  ADMISSION_FEEDBACK_PENDING: {
    code: 6041213,
    httpStatus: 409,
    message: {
      'zh-CN': '你的上一条反馈尚未答复，请等待答复后再提交',
      'zh-TW': '你的上一則回饋尚未答覆，請等待答覆後再送出',
      'en-US': 'Your last feedback has not been answered yet. Wait for the reply before sending more',
      'ja-JP': '前回のフィードバックへの回答がまだです。回答後に送信してください',
    },
  },
  ADMISSION_BRIEFING_NOT_FOUND: {
    code: 6041214,
    httpStatus: 404,
    message: {
      'zh-CN': '简报不存在',
      'zh-TW': '簡報不存在',
      'en-US': 'Briefing not found',
      'ja-JP': '案内が見つかりません',
    },
  },
  ADMISSION_EVENT_NOT_FOUND: {
    code: 6041215,
    httpStatus: 404,
    message: {
      'zh-CN': '活动不存在',
      'zh-TW': '活動不存在',
      'en-US': 'Event not found',
      'ja-JP': 'イベントが見つかりません',
    },
  },
  ADMISSION_EVENT_FULL: {
    code: 6041216,
    httpStatus: 409,
    message: {
      'zh-CN': '报名人数已满',
      'zh-TW': '報名人數已滿',
      'en-US': 'This event is full',
      'ja-JP': '定員に達しました',
    },
  },
  ADMISSION_EVENT_CLOSED: {
    code: 6041217,
    httpStatus: 409,
    message: {
      'zh-CN': '报名已截止',
      'zh-TW': '報名已截止',
      'en-US': 'Sign-up has closed',
      'ja-JP': '申込みは締め切られました',
    },
  },
  ADMISSION_ALREADY_SIGNED_UP: {
    code: 6041218,
    httpStatus: 409,
    message: {
      'zh-CN': '你已报名该活动',
      'zh-TW': '你已報名該活動',
      'en-US': 'You have already signed up for this event',
      'ja-JP': 'このイベントにはすでに申し込んでいます',
    },
  },
  ADMISSION_ACCOUNT_ACTIVE: {
    code: 6041219,
    httpStatus: 409,
    message: {
      'zh-CN': '该账号已设置过密码，如忘记请使用“忘记密码”',
      'zh-TW': '該帳號已設定過密碼，如忘記請使用「忘記密碼」',
      'en-US': 'This account already has its own password. Use "Forgot password?" if you lost it',
      'ja-JP': 'このアカウントはすでにパスワードを設定済みです。忘れた場合は「パスワードをお忘れの方」をご利用ください',
    },
  },
  ADMISSION_BATCH_NOT_FOUND: {
    code: 6041220,
    httpStatus: 404,
    message: {
      'zh-CN': '批次不存在',
      'zh-TW': '批次不存在',
      'en-US': 'Batch not found',
      'ja-JP': '募集区分が見つかりません',
    },
  },
  ADMISSION_NOT_SIGNED_UP: {
    code: 6041221,
    httpStatus: 409,
    message: {
      'zh-CN': '你没有报名该活动',
      'zh-TW': '你沒有報名該活動',
      'en-US': 'You have not signed up for this event',
      'ja-JP': 'このイベントには申し込んでいません',
    },
  },
  ADMISSION_FEEDBACK_CLOSED: {
    code: 6041222,
    httpStatus: 409,
    message: {
      'zh-CN': '录取意见反馈已关闭',
      'zh-TW': '錄取意見回饋已關閉',
      'en-US': 'Feedback on admission opinions is closed',
      'ja-JP': '選考所見へのフィードバックは受付を終了しました',
    },
  },
  ADMISSION_TICKET_INVALID: {
    code: 6041223,
    httpStatus: 401,
    message: {
      'zh-CN': '查询已过期，请重新查询',
      'zh-TW': '查詢已過期，請重新查詢',
      'en-US': 'This lookup has expired. Look up your result again',
      'ja-JP': '照会の有効期限が切れました。もう一度照会してください',
    },
  },
});
