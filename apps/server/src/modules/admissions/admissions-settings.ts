import { admissionSettingCodes, type Locale, type LocalizedText } from '@campusflow/contracts';
import type { Db } from '../../platform/db/database.ts';

// School-defined parts of the admissions services, as tenant settings (sys_configs) seeded with
// these defaults; an administrator words the next steps for their own school.
export const defaultNextSteps: LocalizedText = {
  'zh-CN':
    '1. 使用考生号登录 CampusFlow，首次登录须修改初始密码；\n2. 在“迎新流程”中填写个人信息、预约报到并选择床位；\n3. 请留意录取通知书中的报到时间，携带录取通知书和身份证按时报到。',
  'zh-TW':
    '1. 使用考生號登入 CampusFlow，首次登入須變更初始密碼；\n2. 在「迎新流程」中填寫個人資料、預約報到並選擇床位；\n3. 請留意錄取通知書中的報到時間，攜帶錄取通知書和身分證按時報到。',
  'en-US':
    '1. Log in to CampusFlow with your exam candidate no. You must change the initial password at the first login.\n2. In "Onboarding steps", fill in your personal info, book your arrival and choose a bed.\n3. Check the arrival date in your admission letter and bring the letter and your ID card.',
  'ja-JP':
    '1. 受験番号で CampusFlow にログインしてください。初回ログイン時に初期パスワードを変更します。\n2. 「受け入れ手続き」で個人情報の入力、到着受付の予約、ベッド選択を行ってください。\n3. 合格通知書の到着受付日を確認し、通知書と身分証を持参してください。',
};

export const admissionSettingDefaults = [
  { code: admissionSettingCodes.nextSteps, value: JSON.stringify(defaultNextSteps), isPublic: false },
  { code: admissionSettingCodes.feedbackOpen, value: 'true', isPublic: false },
] as const;

export type AdmissionSettings = { nextSteps: LocalizedText; feedbackOpen: boolean };

export async function readAdmissionSettings(db: Db, tenantId: string): Promise<AdmissionSettings> {
  const rows = await db
    .selectFrom('sysConfigs')
    .select(['code', 'value'])
    .where('tenantId', '=', tenantId)
    .where('code', 'in', Object.values(admissionSettingCodes))
    .execute();
  const byCode = new Map(rows.map((r) => [r.code, r.value]));
  let nextSteps = defaultNextSteps;
  try {
    const parsed = JSON.parse(byCode.get(admissionSettingCodes.nextSteps) ?? 'null') as Partial<LocalizedText> | null;
    if (parsed && typeof parsed['zh-CN'] === 'string') nextSteps = { ...defaultNextSteps, ...parsed };
  } catch {
    // A malformed value falls back to the defaults rather than breaking the public page.
  }
  return { nextSteps, feedbackOpen: byCode.get(admissionSettingCodes.feedbackOpen) !== 'false' };
}

/** A localized text in the request language, falling back to zh-CN when that language is empty. */
export function inLanguage(text: LocalizedText, locale: Locale): string {
  return text[locale]?.trim() ? text[locale] : text['zh-CN'];
}
