import type { Locale, LocalizedText } from '@campusflow/contracts';

// What the SMS and e-mail messages of this area say. The recipient reads them outside the app, so
// they name the product and say what to do when the message was not expected.
const codeBody: LocalizedText = {
  'zh-CN': '【CampusFlow】您正在重置密码，验证码为 {code}，{minutes} 分钟内有效。如非本人操作，请忽略本消息。',
  'zh-TW': '【CampusFlow】您正在重設密碼，驗證碼為 {code}，{minutes} 分鐘內有效。如非本人操作，請忽略此訊息。',
  'en-US':
    'CampusFlow: your code to reset your password is {code}. It is valid for {minutes} minutes. If you did not ask for it, ignore this message.',
  'ja-JP':
    '【CampusFlow】パスワード再設定の認証コードは {code} です。有効期限は{minutes}分です。心当たりがない場合は、このメッセージを無視してください。',
};

const codeSubject: LocalizedText = {
  'zh-CN': 'CampusFlow 重置密码验证码',
  'zh-TW': 'CampusFlow 重設密碼驗證碼',
  'en-US': 'Your CampusFlow password reset code',
  'ja-JP': 'CampusFlow パスワード再設定の認証コード',
};

const changedBody: LocalizedText = {
  'zh-CN': '【CampusFlow】您的账号 {account} 的密码已于 {at}（UTC）修改。如非本人操作，请立即联系学校管理员。',
  'zh-TW': '【CampusFlow】您的帳號 {account} 的密碼已於 {at}（UTC）變更。如非本人操作，請立即聯絡學校管理員。',
  'en-US':
    'CampusFlow: the password of your account {account} was changed at {at} (UTC). If this was not you, contact your school administrator now.',
  'ja-JP':
    '【CampusFlow】アカウント {account} のパスワードが {at}（UTC）に変更されました。心当たりがない場合は、すぐに学校の管理者に連絡してください。',
};

const changedSubject: LocalizedText = {
  'zh-CN': 'CampusFlow 密码已修改',
  'zh-TW': 'CampusFlow 密碼已變更',
  'en-US': 'Your CampusFlow password was changed',
  'ja-JP': 'CampusFlow パスワードが変更されました',
};

function fill(text: string, values: Record<string, string>): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}

export function codeMessage(locale: Locale, code: string, minutes: number, resetUrl: string | null) {
  const body = fill(codeBody[locale], { code, minutes: String(minutes) });
  return { subject: codeSubject[locale], body: resetUrl ? `${body}\n${resetUrl}` : body };
}

export function passwordChangedMessage(locale: Locale, account: string, at: Date) {
  const when = at.toISOString().slice(0, 16).replace('T', ' ');
  return { subject: changedSubject[locale], body: fill(changedBody[locale], { account, at: when }) };
}
