import { randomBytes } from 'node:crypto';
import type { Locale, LocalizedText } from '@campusflow/contracts';
import type { Db } from '../db/database.ts';
import { newId } from '../db/ids.ts';

/** The questions every school starts with (an administrator may add or reword them later). */
export const defaultSecurityQuestions: readonly { key: string; text: LocalizedText }[] = [
  {
    key: 'primarySchool',
    text: {
      'zh-CN': '您就读的小学名称是？',
      'zh-TW': '您就讀的小學名稱是？',
      'en-US': 'What was the name of your primary school?',
      'ja-JP': '卒業した小学校の名前は？',
    },
  },
  {
    key: 'childhoodFriend',
    text: {
      'zh-CN': '您童年最好的朋友叫什么名字？',
      'zh-TW': '您童年最好的朋友叫什麼名字？',
      'en-US': 'What was the name of your best childhood friend?',
      'ja-JP': '子どもの頃の親友の名前は？',
    },
  },
  {
    key: 'firstTeacher',
    text: {
      'zh-CN': '您的启蒙老师姓什么？',
      'zh-TW': '您的啟蒙老師姓什麼？',
      'en-US': 'What was the family name of your first teacher?',
      'ja-JP': '最初の先生の名字は？',
    },
  },
  {
    key: 'birthCity',
    text: {
      'zh-CN': '您出生在哪个城市？',
      'zh-TW': '您出生在哪個城市？',
      'en-US': 'In which city were you born?',
      'ja-JP': '生まれた都市は？',
    },
  },
  {
    key: 'firstPet',
    text: {
      'zh-CN': '您养的第一只宠物叫什么名字？',
      'zh-TW': '您養的第一隻寵物叫什麼名字？',
      'en-US': 'What was the name of your first pet?',
      'ja-JP': '初めて飼ったペットの名前は？',
    },
  },
  {
    key: 'favouriteBook',
    text: {
      'zh-CN': '您最喜欢的一本书是？',
      'zh-TW': '您最喜歡的一本書是？',
      'en-US': 'What is your favorite book?',
      'ja-JP': '一番好きな本は？',
    },
  },
  {
    key: 'parentsMet',
    text: {
      'zh-CN': '您父母是在哪个城市相识的？',
      'zh-TW': '您父母是在哪個城市相識的？',
      'en-US': 'In which city did your parents meet?',
      'ja-JP': 'ご両親が出会った都市は？',
    },
  },
  {
    key: 'dreamJob',
    text: {
      'zh-CN': '您小时候的理想职业是？',
      'zh-TW': '您小時候的理想職業是？',
      'en-US': 'What did you want to be when you grew up?',
      'ja-JP': '子どもの頃の夢の職業は？',
    },
  },
];

/** Adds the default questions a tenant lacks (idempotent; tenants created before this area get them too). */
export async function ensureSecurityQuestions(db: Db, tenantId: string): Promise<void> {
  const existing = await db
    .selectFrom('securityQuestions')
    .select('id')
    .where('tenantId', '=', tenantId)
    .limit(1)
    .execute();
  if (existing.length > 0) return;
  await db
    .insertInto('securityQuestions')
    .values(
      defaultSecurityQuestions.map((q, sort) => ({
        tenantId,
        id: newId(),
        key: q.key,
        text: JSON.stringify(q.text),
        sort,
      })),
    )
    .onConflict((c) => c.columns(['tenantId', 'key']).doNothing())
    .execute();
}

export type TenantQuestion = { id: string; key: string; text: string };

export async function tenantQuestions(db: Db, tenantId: string, locale: Locale): Promise<TenantQuestion[]> {
  await ensureSecurityQuestions(db, tenantId);
  const rows = await db
    .selectFrom('securityQuestions')
    .select(['id', 'key', 'text', 'sort'])
    .where('tenantId', '=', tenantId)
    .orderBy('sort')
    .orderBy('key')
    .execute();
  return rows.map((r) => ({ id: r.id, key: r.key, text: r.text[locale] ?? r.text['zh-CN'] }));
}

/** The user's answered questions, in the tenant's order. */
export async function answeredQuestions(db: Db, tenantId: string, userId: string, locale: Locale) {
  const rows = await db
    .selectFrom('userSecurityAnswers as a')
    .innerJoin('securityQuestions as q', (j) =>
      j.onRef('q.tenantId', '=', 'a.tenantId').onRef('q.id', '=', 'a.questionId'),
    )
    .select(['q.id', 'q.key', 'q.text', 'a.answerHash'])
    .where('a.tenantId', '=', tenantId)
    .where('a.userId', '=', userId)
    .orderBy('q.sort')
    .orderBy('q.key')
    .execute();
  return rows.map((r) => ({ id: r.id, key: r.key, text: r.text[locale] ?? r.text['zh-CN'], answerHash: r.answerHash }));
}

/**
 * Answers are compared after NFKC, trimming, collapsing spaces and lower-casing ("Beijing " equals
 * "beijing", full-width equals half-width), then hashed with argon2id like passwords (B9).
 */
export function normaliseAnswer(answer: string): string {
  return answer.normalize('NFKC').trim().replace(/\s+/gu, ' ').toLowerCase();
}

const saltCode = 'account.recoverySalt';

/** A random per-tenant secret (never public) that makes decoy questions unpredictable. */
export async function recoverySalt(db: Db, tenantId: string): Promise<string> {
  await db
    .insertInto('sysConfigs')
    .values({ tenantId, code: saltCode, value: randomBytes(32).toString('base64url'), isPublic: false })
    .onConflict((c) => c.columns(['tenantId', 'code']).doNothing())
    .execute();
  const row = await db
    .selectFrom('sysConfigs')
    .select('value')
    .where('tenantId', '=', tenantId)
    .where('code', '=', saltCode)
    .executeTakeFirstOrThrow();
  return row.value;
}
