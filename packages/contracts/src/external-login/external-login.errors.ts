import { defineStateCodes } from '../errors/define-state-codes.ts';

// External logins (platform/external-login): 6020160–6020184 (request encryption has 6020185–6020199).
export const externalLoginStateCodes = defineStateCodes({
  EXTERNAL_PROVIDER_NOT_FOUND: {
    code: 6020160,
    httpStatus: 404,
    message: {
      'zh-CN': '该登录方式不存在或未启用',
      'zh-TW': '該登入方式不存在或未啟用',
      'en-US': 'This login method does not exist or is turned off',
      'ja-JP': 'このログイン方法は存在しないか、無効です',
    },
  },
  EXTERNAL_STATE_INVALID: {
    code: 6020161,
    httpStatus: 400,
    message: {
      'zh-CN': '登录请求已失效，请重新登录',
      'zh-TW': '登入請求已失效，請重新登入',
      'en-US': 'This login request is no longer valid. Log in again',
      'ja-JP': 'このログイン要求は無効です。もう一度ログインしてください',
    },
  },
  EXTERNAL_REDIRECT_NOT_ALLOWED: {
    code: 6020162,
    httpStatus: 400,
    message: {
      'zh-CN': '回调地址不在允许列表中',
      'zh-TW': '回呼位址不在允許清單中',
      'en-US': 'The return address is not on the allowed list',
      'ja-JP': 'コールバックURLが許可リストにありません',
    },
  },
  EXTERNAL_LOGIN_FAILED: {
    code: 6020163,
    httpStatus: 401,
    message: {
      'zh-CN': '外部账号登录失败，请重新登录',
      'zh-TW': '外部帳號登入失敗，請重新登入',
      'en-US': 'Logging in with the external account failed. Log in again',
      'ja-JP': '外部アカウントでのログインに失敗しました。もう一度ログインしてください',
    },
  },
  EXTERNAL_PROVIDER_UNAVAILABLE: {
    code: 6020164,
    httpStatus: 502,
    message: {
      'zh-CN': '身份认证服务暂时不可用，请稍后再试',
      'zh-TW': '身分認證服務暫時無法使用，請稍後再試',
      'en-US': 'The identity provider is not answering. Try again later',
      'ja-JP': '認証サービスが応答しません。しばらくしてから再試行してください',
    },
  },
  EXTERNAL_IDENTITY_UNKNOWN: {
    code: 6020165,
    httpStatus: 403,
    message: {
      'zh-CN': '该外部账号未关联本系统账号，请联系管理员',
      'zh-TW': '該外部帳號未關聯本系統帳號，請聯絡管理員',
      'en-US': 'This external account is not linked to an account here. Contact your administrator',
      'ja-JP': 'この外部アカウントはこのシステムのアカウントに関連付けられていません。管理者に連絡してください',
    },
  },
  EXTERNAL_BIND_REQUIRED: {
    code: 6020166,
    httpStatus: 403,
    message: {
      'zh-CN': '首次使用该方式登录，请用本系统账号密码登录以完成绑定',
      'zh-TW': '首次使用該方式登入，請以本系統帳號密碼登入以完成綁定',
      'en-US': 'First login with this method: log in once with your username and password to link it',
      'ja-JP': '初回のログインです。連携するため、このシステムのアカウントとパスワードでログインしてください',
    },
  },
  EXTERNAL_BIND_TICKET_INVALID: {
    code: 6020167,
    httpStatus: 400,
    message: {
      'zh-CN': '绑定请求已失效，请重新使用外部账号登录',
      'zh-TW': '綁定請求已失效，請重新使用外部帳號登入',
      'en-US': 'The link request expired. Log in with the external account again',
      'ja-JP': '連携要求の有効期限が切れました。外部アカウントでもう一度ログインしてください',
    },
  },
  EXTERNAL_TOKEN_INVALID: {
    code: 6020168,
    httpStatus: 401,
    message: {
      'zh-CN': '第三方应用令牌无效',
      'zh-TW': '第三方應用權杖無效',
      'en-US': "The other app's login token is not valid",
      'ja-JP': '外部アプリのトークンが無効です',
    },
  },
  EXTERNAL_PROVIDER_CONFIG_INVALID: {
    code: 6020169,
    httpStatus: 400,
    message: {
      'zh-CN': '登录方式配置有误',
      'zh-TW': '登入方式設定有誤',
      'en-US': 'The login method settings are not valid',
      'ja-JP': 'ログイン方法の設定が正しくありません',
    },
  },
  EXTERNAL_IDENTITY_TAKEN: {
    code: 6020170,
    httpStatus: 409,
    message: {
      'zh-CN': '该外部账号已绑定其他账号',
      'zh-TW': '該外部帳號已綁定其他帳號',
      'en-US': 'This external account is already linked to another account',
      'ja-JP': 'この外部アカウントはすでに別のアカウントに連携されています',
    },
  },
});
