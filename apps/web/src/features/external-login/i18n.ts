import { defineMessages } from '../../i18n/messages.ts';

// Namespace 'externalLogin' (registered in i18n/namespaces.ts). useTranslation('externalLogin').
export const externalLoginMessages = defineMessages({
  'zh-CN': {
    authRedirect: { title: '统一身份认证', signingIn: '正在登录…', failed: '登录失败', backToLogin: '返回登录' },
    dingtalkAuth: {
      title: '钉钉登录',
      signingIn: '正在通过钉钉登录…',
      openInDingtalk: '请在钉钉中打开此页面',
      backToLogin: '返回登录',
    },
    dingtalk: {
      title: '钉钉',
      mobile: '钉钉绑定的手机号',
      notLinked: '当前账号尚未绑定钉钉',
    },
  },
  'zh-TW': {
    authRedirect: { title: '統一身分認證', signingIn: '正在登入…', failed: '登入失敗', backToLogin: '返回登入' },
    dingtalkAuth: {
      title: '釘釘登入',
      signingIn: '正在透過釘釘登入…',
      openInDingtalk: '請在釘釘中開啟此頁面',
      backToLogin: '返回登入',
    },
    dingtalk: {
      title: '釘釘',
      mobile: '釘釘綁定的手機號碼',
      notLinked: '目前帳號尚未綁定釘釘',
    },
  },
  'en-US': {
    authRedirect: {
      title: 'Campus login',
      signingIn: 'Logging in…',
      failed: 'Login failed',
      backToLogin: 'Back to login',
    },
    dingtalkAuth: {
      title: 'Log in with DingTalk',
      signingIn: 'Logging in with DingTalk…',
      openInDingtalk: 'Open this page in DingTalk',
      backToLogin: 'Back to login',
    },
    dingtalk: {
      title: 'DingTalk',
      mobile: 'Mobile number linked in DingTalk',
      notLinked: 'Your account is not linked to DingTalk',
    },
  },
  'ja-JP': {
    authRedirect: {
      title: '統合認証',
      signingIn: 'ログインしています…',
      failed: 'ログインに失敗しました',
      backToLogin: 'ログイン画面へ',
    },
    dingtalkAuth: {
      title: 'DingTalk でログイン',
      signingIn: 'DingTalk でログインしています…',
      openInDingtalk: 'このページは DingTalk で開いてください',
      backToLogin: 'ログイン画面へ',
    },
    dingtalk: {
      title: 'DingTalk',
      mobile: 'DingTalk に連携された携帯電話番号',
      notLinked: 'このアカウントは DingTalk と連携されていません',
    },
  },
});
