import {
  type Locale,
  type LocalizedText,
  type OnboardingFaq,
  type OnboardingFeeItem,
  onboardingSettingCodes,
} from '@campusflow/contracts';
import type { Db } from '../../platform/db/database.ts';

// School-defined texts of the onboarding home, as tenant settings (sys_configs) seeded with these
// defaults; the school rewrites them for its own arrival day.

type PerLocale<T> = Record<Locale, T>;

const announcement: LocalizedText = {
  'zh-CN': '欢迎加入示范大学！请在报到前完成线上迎新手续：填写个人信息、登记到校时间、选择床位并上传人脸识别照片。',
  'zh-TW': '歡迎加入示範大學！請在報到前完成線上迎新手續：填寫個人資料、登記到校時間、選擇床位並上傳人臉辨識照片。',
  'en-US':
    'Welcome to Demo University! Before you arrive, please complete the online onboarding: personal info, arrival time, bed choice and a photo for face verification.',
  'ja-JP':
    'デモ大学へようこそ！到着前にオンラインの手続きを済ませてください：個人情報の入力、到着日時の登録、ベッド選択、顔認証用写真のアップロード。',
};

const requirements: PerLocale<string[]> = {
  'zh-CN': ['录取通知书', '身份证原件及复印件 2 份', '近期一寸免冠照片 4 张', '党团组织关系材料（如有）'],
  'zh-TW': ['錄取通知書', '身分證正本及影本 2 份', '近期一吋脫帽照片 4 張', '黨團組織關係資料（如有）'],
  'en-US': [
    'Admission letter',
    'ID card and 2 photocopies',
    '4 recent passport-size photos',
    'Party or League membership papers (if any)',
  ],
  'ja-JP': ['合格通知書', '身分証の原本とコピー2部', '最近撮影した証明写真4枚', '党・団の所属関係書類（該当者のみ）'],
};

const faq: PerLocale<OnboardingFaq[]> = {
  'zh-CN': [
    { question: '无法按时报到怎么办？', answer: '请提前向学院辅导员请假，未请假或超期不报到的视为放弃入学资格。' },
    { question: '家庭经济困难交不起学费？', answer: '可申请“绿色通道”，先入学后缴费，审核通过后即可办理入住。' },
  ],
  'zh-TW': [
    { question: '無法按時報到怎麼辦？', answer: '請提前向學院輔導員請假，未請假或逾期不報到者視為放棄入學資格。' },
    { question: '家庭經濟困難繳不起學費？', answer: '可申請「綠色通道」，先入學後繳費，審核通過後即可辦理入住。' },
  ],
  'en-US': [
    {
      question: 'What if I cannot arrive on time?',
      answer:
        'Ask your counsellor for leave in advance. Without leave, or past it, you count as having given up admission.',
    },
    {
      question: 'My family cannot pay the fees now. What can I do?',
      answer: 'Apply for pay-later enrollment: enroll now and pay later. Once approved you can move in.',
    },
  ],
  'ja-JP': [
    {
      question: '期日までに到着できない場合は？',
      answer:
        '事前にカウンセラーへ休暇を申請してください。申請なし、または期限を過ぎると入学資格の放棄とみなされます。',
    },
    {
      question: '家計が苦しく学費を納められません。',
      answer: '入学時納付猶予を申請できます。先に入学し、学費は後で納付します。承認後に入居できます。',
    },
  ],
};

type FeeSetting = { name: LocalizedText; amount: number };
const fees: FeeSetting[] = [
  { name: { 'zh-CN': '学费', 'zh-TW': '學費', 'en-US': 'Tuition', 'ja-JP': '授業料' }, amount: 5000 },
  { name: { 'zh-CN': '住宿费', 'zh-TW': '住宿費', 'en-US': 'Accommodation', 'ja-JP': '寮費' }, amount: 1200 },
];

export const onboardingSettingDefaults = [
  { code: onboardingSettingCodes.announcement, value: JSON.stringify(announcement), isPublic: false },
  { code: onboardingSettingCodes.requirements, value: JSON.stringify(requirements), isPublic: false },
  { code: onboardingSettingCodes.faq, value: JSON.stringify(faq), isPublic: false },
  { code: onboardingSettingCodes.fees, value: JSON.stringify(fees), isPublic: false },
];

export type OnboardingTexts = {
  announcement: string;
  requirements: string[];
  faq: OnboardingFaq[];
  fees: OnboardingFeeItem[];
};

function parse<T>(value: string | undefined, fallback: T, valid: (v: unknown) => boolean): T {
  try {
    const parsed: unknown = JSON.parse(value ?? 'null');
    return valid(parsed) ? (parsed as T) : fallback;
  } catch {
    // A malformed setting falls back to the default rather than breaking the new students' home page.
    return fallback;
  }
}

const isObject = (v: unknown) => typeof v === 'object' && v !== null;

export async function readOnboardingTexts(db: Db, tenantId: string, locale: Locale): Promise<OnboardingTexts> {
  const rows = await db
    .selectFrom('sysConfigs')
    .select(['code', 'value'])
    .where('tenantId', '=', tenantId)
    .where('code', 'in', Object.values(onboardingSettingCodes))
    .execute();
  const byCode = new Map(rows.map((r) => [r.code, r.value]));
  const pick = <T>(v: PerLocale<T>, empty: (x: T) => boolean): T => (empty(v[locale]) ? v['zh-CN'] : v[locale]);
  const a = parse(byCode.get(onboardingSettingCodes.announcement), announcement, isObject);
  const r = parse(byCode.get(onboardingSettingCodes.requirements), requirements, isObject);
  const f = parse(byCode.get(onboardingSettingCodes.faq), faq, isObject);
  const fee = parse(byCode.get(onboardingSettingCodes.fees), fees, Array.isArray);
  return {
    announcement: pick(a, (x) => !x?.trim()),
    requirements: pick(r, (x) => !Array.isArray(x) || x.length === 0),
    faq: pick(f, (x) => !Array.isArray(x) || x.length === 0),
    fees: fee.map((item) => ({
      name: item.name?.[locale]?.trim() ? item.name[locale] : (item.name?.['zh-CN'] ?? ''),
      amount: Number(item.amount) || 0,
    })),
  };
}
