import { defineMessages } from '../../i18n/messages.ts';

export const onboardingMessages = defineMessages({
  'zh-CN': {
    welcome: '欢迎你，{{name}}',
    intro: '迎新流程正在建设中，报到与注册步骤将显示在这里。',
    steps: '迎新环节',
    logout: '退出登录',
  },
  'zh-TW': {
    welcome: '歡迎你，{{name}}',
    intro: '迎新流程建置中，報到與註冊步驟將顯示在這裡。',
    steps: '迎新環節',
    logout: '登出',
  },
  'en-US': {
    welcome: 'Welcome, {{name}}',
    intro: 'Onboarding is being built; your arrival and registration steps will appear here.',
    steps: 'Onboarding steps',
    logout: 'Log out',
  },
  'ja-JP': {
    welcome: 'ようこそ、{{name}} さん',
    intro: '新入生受け入れは準備中です。到着受付と学籍登録の手順がここに表示されます。',
    steps: '手続きのステップ',
    logout: 'ログアウト',
  },
});
