import type { Locale, LocalizedText } from '@campusflow/contracts';
import type { Db } from '../db/database.ts';
import { newId } from '../db/ids.ts';

// The announcement categories every school starts with (glossary: 通知公告 / 公告 / Announcements).
export const defaultNoticeCategories: { code: string; name: LocalizedText }[] = [
  { code: 'notice', name: { 'zh-CN': '通知', 'zh-TW': '通知', 'en-US': 'Notices', 'ja-JP': '通知' } },
  { code: 'news', name: { 'zh-CN': '新闻', 'zh-TW': '新聞', 'en-US': 'News', 'ja-JP': 'ニュース' } },
  { code: 'policy', name: { 'zh-CN': '政策文件', 'zh-TW': '政策文件', 'en-US': 'Policies', 'ja-JP': '規程・方針' } },
];

/** Creates a tenant's default categories on first use, so no tenant seeder has to know about them. */
export async function ensureNoticeCategories(db: Db, tenantId: string): Promise<void> {
  await db
    .insertInto('noticeCategories')
    .values(
      defaultNoticeCategories.map((c, sort) => ({
        tenantId,
        id: newId(),
        code: c.code,
        name: JSON.stringify(c.name),
        sort,
      })),
    )
    .onConflict((oc) => oc.columns(['tenantId', 'code']).doNothing())
    .execute();
}

export async function noticeCategories(db: Db, tenantId: string, locale: Locale) {
  await ensureNoticeCategories(db, tenantId);
  const rows = await db
    .selectFrom('noticeCategories')
    .select(['id', 'code', 'name'])
    .where('tenantId', '=', tenantId)
    .orderBy('sort')
    .orderBy('code')
    .execute();
  return rows.map((r) => ({ id: r.id, code: r.code, name: r.name[locale] || r.name['zh-CN'] }));
}
