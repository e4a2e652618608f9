import { defineMessages } from '../../i18n/messages.ts';

export const dashboardMessages = defineMessages({
  'zh-CN': {
    greeting: '你好，{{name}}',
    currentRole: '当前角色：{{role}}',
    placeholder: '工作台正在建设中，应用与待办将显示在这里。',
    messagesPlaceholder: '暂无消息',
    portraitPlaceholder: '学生画像正在建设中',
  },
  'zh-TW': {
    greeting: '你好，{{name}}',
    currentRole: '目前角色：{{role}}',
    placeholder: '工作台建置中，應用與待辦將顯示在這裡。',
    messagesPlaceholder: '暫無訊息',
    portraitPlaceholder: '學生畫像建置中',
  },
  'en-US': {
    greeting: 'Hello, {{name}}',
    currentRole: 'Role: {{role}}',
    placeholder: 'The workspace is being built; your apps and to-dos will appear here.',
    messagesPlaceholder: 'No messages yet',
    portraitPlaceholder: 'The student profile is being built',
  },
  'ja-JP': {
    greeting: 'こんにちは、{{name}} さん',
    currentRole: 'ロール：{{role}}',
    placeholder: 'ワークスペースは準備中です。アプリと ToDo がここに表示されます。',
    messagesPlaceholder: 'メッセージはありません',
    portraitPlaceholder: '学生カルテは準備中です',
  },
});
