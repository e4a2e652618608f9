import { passwordUpdatedMessage, repeatPasswordMismatchMessage } from '../account/password-policy.ts';
import type { Locale, LocalizedText } from '../i18n/locale.ts';

/**
 * The validation messages of spec §5 in every product language. Keys are stable: the server sends
 * them as `rule` in field errors and the client translates them with `validationMessage`. The generic
 * keys equal the form validator names (`forms/form-definition.ts` genericValidators).
 */
export const validationMessages = {
  required: {
    'zh-CN': '此项为必填项',
    'zh-TW': '此欄位為必填',
    'en-US': 'This field is required',
    'ja-JP': '必須項目です',
  },
  notBlank: {
    'zh-CN': '此项为必填项，且不能只有空格',
    'zh-TW': '此欄位為必填，且不可只有空白',
    'en-US': 'This field is required and cannot be blank',
    'ja-JP': '必須項目です（空白のみは不可）',
  },
  boolean: {
    'zh-CN': '请选择“是”或“否”',
    'zh-TW': '請選擇「是」或「否」',
    'en-US': 'Choose yes or no',
    'ja-JP': '「はい」か「いいえ」を選択してください',
  },
  float: {
    'zh-CN': '请输入数字',
    'zh-TW': '請輸入數字',
    'en-US': 'Enter a number',
    'ja-JP': '数値を入力してください',
  },
  integer: {
    'zh-CN': '请输入整数',
    'zh-TW': '請輸入整數',
    'en-US': 'Enter a whole number',
    'ja-JP': '整数を入力してください',
  },
  digits: {
    'zh-CN': '只能输入数字',
    'zh-TW': '只能輸入數字',
    'en-US': 'Enter digits only',
    'ja-JP': '数字のみ入力してください',
  },
  date: {
    'zh-CN': '请输入有效的日期',
    'zh-TW': '請輸入有效的日期',
    'en-US': 'Enter a valid date',
    'ja-JP': '有効な日付を入力してください',
  },
  email: {
    'zh-CN': '邮箱格式不正确',
    'zh-TW': '電子郵件格式不正確',
    'en-US': 'Enter a valid email address',
    'ja-JP': 'メールアドレスの形式が正しくありません',
  },
  idCard: {
    'zh-CN': '请输入正确的身份证号',
    'zh-TW': '請輸入正確的身分證號碼',
    'en-US': 'Enter a valid ID number',
    'ja-JP': '正しい身分証番号を入力してください',
  },
  mobileRequired: {
    'zh-CN': '手机号码不能为空',
    'zh-TW': '手機號碼不可為空',
    'en-US': 'Enter your mobile number',
    'ja-JP': '携帯電話番号を入力してください',
  },
  mobileLength: {
    'zh-CN': '手机号码必须为11位数字',
    'zh-TW': '手機號碼必須為 11 位數字',
    'en-US': 'A mobile number has 11 digits',
    'ja-JP': '携帯電話番号は11桁の数字です',
  },
  mobile: {
    'zh-CN': '手机号码格式不正确',
    'zh-TW': '手機號碼格式不正確',
    'en-US': 'Enter a valid mobile number',
    'ja-JP': '携帯電話番号の形式が正しくありません',
  },
  phone: {
    'zh-CN': '请输入正确的电话号码',
    'zh-TW': '請輸入正確的電話號碼',
    'en-US': 'Enter a valid phone number',
    'ja-JP': '正しい電話番号を入力してください',
  },
  telephone: {
    'zh-CN': '请输入正确的固定电话号码',
    'zh-TW': '請輸入正確的市內電話號碼',
    'en-US': 'Enter a valid landline number',
    'ja-JP': '正しい固定電話番号を入力してください',
  },
  zip: {
    'zh-CN': '请输入正确的邮政编码',
    'zh-TW': '請輸入正確的郵遞區號',
    'en-US': 'Enter a valid postal code',
    'ja-JP': '正しい郵便番号を入力してください',
  },
  url: {
    'zh-CN': '请输入正确的网址',
    'zh-TW': '請輸入正確的網址',
    'en-US': 'Enter a valid URL',
    'ja-JP': '正しいURLを入力してください',
  },
  regexp: {
    'zh-CN': '格式不正确',
    'zh-TW': '格式不正確',
    'en-US': 'The format is not valid',
    'ja-JP': '形式が正しくありません',
  },
  key: {
    'zh-CN': '必须以字母开头，只能包含字母、数字和下划线',
    'zh-TW': '必須以英文字母開頭，只能包含英文字母、數字和底線',
    'en-US': 'Start with a letter; use only letters, digits and underscores',
    'ja-JP': '英字で始め、英字・数字・アンダースコアのみ使用してください',
  },

  usernameRequired: {
    'zh-CN': '请输入账号',
    'zh-TW': '請輸入帳號',
    'en-US': 'Enter your username',
    'ja-JP': 'ユーザーIDを入力してください',
  },
  passwordRequired: {
    'zh-CN': '请输入密码',
    'zh-TW': '請輸入密碼',
    'en-US': 'Enter your password',
    'ja-JP': 'パスワードを入力してください',
  },
  usernameOrPasswordRequired: {
    'zh-CN': '请输入账号和密码',
    'zh-TW': '請輸入帳號和密碼',
    'en-US': 'Enter your username and password',
    'ja-JP': 'ユーザーIDとパスワードを入力してください',
  },
  captchaRequired: {
    'zh-CN': '请输入图形验证码',
    'zh-TW': '請輸入圖形驗證碼',
    'en-US': 'Enter the captcha',
    'ja-JP': '画像認証を入力してください',
  },
  captchaLength: {
    'zh-CN': '图形验证码为4位',
    'zh-TW': '圖形驗證碼為 4 碼',
    'en-US': 'The captcha has 4 characters',
    'ja-JP': '画像認証は4文字です',
  },
  smsCodeRequired: {
    'zh-CN': '请输入短信验证码',
    'zh-TW': '請輸入簡訊驗證碼',
    'en-US': 'Enter the SMS code',
    'ja-JP': 'SMS認証コードを入力してください',
  },

  verificationCodeRequired: {
    'zh-CN': '请输入验证码',
    'zh-TW': '請輸入驗證碼',
    'en-US': 'Enter the code',
    'ja-JP': '認証コードを入力してください',
  },
  verificationCodeLength: {
    'zh-CN': '验证码为{length}位数字',
    'zh-TW': '驗證碼為 {length} 位數字',
    'en-US': 'The code has {length} digits',
    'ja-JP': '認証コードは{length}桁の数字です',
  },
  oldPasswordRequired: {
    'zh-CN': '请输入原密码',
    'zh-TW': '請輸入原密碼',
    'en-US': 'Enter your current password',
    'ja-JP': '現在のパスワードを入力してください',
  },
  newPasswordRequired: {
    'zh-CN': '请输入新密码',
    'zh-TW': '請輸入新密碼',
    'en-US': 'Enter a new password',
    'ja-JP': '新しいパスワードを入力してください',
  },
  repeatPasswordRequired: {
    'zh-CN': '请再次输入新密码',
    'zh-TW': '請再次輸入新密碼',
    'en-US': 'Enter the new password again',
    'ja-JP': '新しいパスワードをもう一度入力してください',
  },
  // Shared with the account API (account/password-policy.ts): one text for the server and the app.
  repeatPasswordMismatch: repeatPasswordMismatchMessage,
  newPasswordSameAsOld: {
    'zh-CN': '新密码不能与原密码相同',
    'zh-TW': '新密碼不可與原密碼相同',
    'en-US': 'The new password must differ from the current one',
    'ja-JP': '新しいパスワードは現在のパスワードと異なるものにしてください',
  },
  passwordUpdated: passwordUpdatedMessage,

  questionRequired: {
    'zh-CN': '请选择密保问题',
    'zh-TW': '請選擇安全提問',
    'en-US': 'Choose a security question',
    'ja-JP': '秘密の質問を選択してください',
  },
  answerRequired: {
    'zh-CN': '答案不能为空',
    'zh-TW': '答案不可為空',
    'en-US': 'Enter the answer',
    'ja-JP': '答えを入力してください',
  },
  questionDuplicate: {
    'zh-CN': '密保问题不能重复',
    'zh-TW': '安全提問不可重複',
    'en-US': 'Choose a different question for each answer',
    'ja-JP': '秘密の質問はそれぞれ別のものを選択してください',
  },

  formInvalid: {
    'zh-CN': '请检查表单数据是否填写正确',
    'zh-TW': '請檢查表單資料是否填寫正確',
    'en-US': 'Please check that the form is filled in correctly',
    'ja-JP': 'フォームの入力内容を確認してください',
  },
} satisfies Record<string, LocalizedText>;

export type ValidationMessageKey = keyof typeof validationMessages;

export function isValidationMessageKey(value: unknown): value is ValidationMessageKey {
  return typeof value === 'string' && Object.hasOwn(validationMessages, value);
}

/** The message of `key` in `locale`; `{name}` placeholders are filled from `params`. */
export function validationMessage(
  key: ValidationMessageKey,
  locale: Locale,
  params: Record<string, string | number> = {},
): string {
  return validationMessages[key][locale].replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : whole,
  );
}
