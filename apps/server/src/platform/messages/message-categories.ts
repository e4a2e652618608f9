import type { Locale, LocalizedText, MessageCategory } from '@campusflow/contracts';
import { type ExpressionBuilder, sql } from 'kysely';
import type { Db } from '../db/database.ts';
import type { Database } from '../db/tables.ts';

// The message tabs of the inbox; words per glossary.md (审批/簽核, 通知公告/公告).
export const categoryNames: Record<MessageCategory, LocalizedText> = {
  workflow: { 'zh-CN': '审批消息', 'zh-TW': '簽核訊息', 'en-US': 'Approvals', 'ja-JP': '承認の通知' },
  notice: { 'zh-CN': '通知公告', 'zh-TW': '公告', 'en-US': 'Announcements', 'ja-JP': 'お知らせ' },
  system: { 'zh-CN': '系统消息', 'zh-TW': '系統訊息', 'en-US': 'System', 'ja-JP': 'システム' },
};

export function categoryName(category: MessageCategory, locale: Locale): string {
  return categoryNames[category][locale];
}

/** A category is the first segment of the kind; kinds of no known area count as "system". */
export function inCategory(category: MessageCategory) {
  return (eb: ExpressionBuilder<Database, 'messages'>) =>
    category === 'system'
      ? eb.and([eb('kind', 'not like', 'workflow.%'), eb('kind', 'not like', 'notice.%')])
      : eb('kind', 'like', `${category}.%`);
}

export function categoryOf(kind: string): MessageCategory {
  const head = kind.split('.')[0];
  return head === 'workflow' || head === 'notice' ? head : 'system';
}

/** Total and unread per category of one inbox. */
export async function categoryCounts(
  db: Db,
  tenantId: string,
  userId: string,
): Promise<Map<MessageCategory, { total: number; unread: number }>> {
  const rows = await db
    .selectFrom('messages')
    .select((eb) => [
      sql<string>`split_part(kind, '.', 1)`.as('head'),
      eb.fn.countAll<number>().as('total'),
      eb.fn.count<number>('readAt').as('read'),
    ])
    .where('tenantId', '=', tenantId)
    .where('userId', '=', userId)
    .groupBy(sql`split_part(kind, '.', 1)`)
    .execute();
  const counts = new Map<MessageCategory, { total: number; unread: number }>(
    (['workflow', 'notice', 'system'] as const).map((c) => [c, { total: 0, unread: 0 }]),
  );
  for (const r of rows) {
    const entry = counts.get(categoryOf(`${r.head}.`)) ?? { total: 0, unread: 0 };
    entry.total += Number(r.total);
    entry.unread += Number(r.total) - Number(r.read);
  }
  return counts;
}
