import type { Locale, LocalizedText } from '@campusflow/contracts';
import type { MessageTitle } from '../db/tables.ts';

// Server-side texts of the message kinds the platform itself sends, so a list or a live event can carry
// a readable title in the request language. Words follow guide/glossary.md (待办, 驳回, 抄送 → 知會…).
const catalogue: Record<string, LocalizedText> = {
  'workflow.assigned': {
    'zh-CN': '待办：{subject}',
    'zh-TW': '待辦：{subject}',
    'en-US': 'To do: {subject}',
    'ja-JP': '未処理：{subject}',
  },
  'workflow.approved': {
    'zh-CN': '已通过：{subject}',
    'zh-TW': '已核准：{subject}',
    'en-US': 'Approved: {subject}',
    'ja-JP': '承認済み：{subject}',
  },
  'workflow.rejected': {
    'zh-CN': '已驳回：{subject}',
    'zh-TW': '已駁回：{subject}',
    'en-US': 'Rejected: {subject}',
    'ja-JP': '却下：{subject}',
  },
  'workflow.returned': {
    'zh-CN': '已退回：{subject}',
    'zh-TW': '已退回：{subject}',
    'en-US': 'Returned for changes: {subject}',
    'ja-JP': '差し戻し：{subject}',
  },
  'workflow.urged': {
    'zh-CN': '催办：{subject}',
    'zh-TW': '催辦：{subject}',
    'en-US': 'Reminder: {subject}',
    'ja-JP': 'リマインド：{subject}',
  },
  'workflow.copied': {
    'zh-CN': '抄送：{subject}',
    'zh-TW': '知會：{subject}',
    'en-US': 'CC: {subject}',
    'ja-JP': 'CC：{subject}',
  },
  'workflow.ended': {
    'zh-CN': '已办结：{subject}',
    'zh-TW': '已結案：{subject}',
    'en-US': 'Closed: {subject}',
    'ja-JP': '完了：{subject}',
  },
  'notice.published': {
    'zh-CN': '新公告：{title}',
    'zh-TW': '新公告：{title}',
    'en-US': 'New announcement: {title}',
    'ja-JP': '新しいお知らせ：{title}',
  },
};

export function isKnownMessageKey(key: string): boolean {
  return key in catalogue;
}

function interpolate(template: string, variables: Record<string, string | number> = {}): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in variables ? String(variables[name]) : whole));
}

/** The title in one language; an unknown key falls back to the key itself (the client may know it). */
export function renderTitle(title: MessageTitle, locale: Locale): string {
  if ('text' in title) return title.text[locale] || title.text['zh-CN'];
  const template = catalogue[title.key];
  return template ? interpolate(template[locale], title.variables) : title.key;
}
