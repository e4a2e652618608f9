import type { Locale, LocalizedText } from '../i18n/locale.ts';

/**
 * Display names of the roles every school starts with (glossary: 辅导员 is "Student advisor", 学院 is
 * "College"/学部). A school may rename a role; only a name still equal to the zh-CN default is translated.
 */
export const standardRoleNames = {
  student: { 'zh-CN': '学生', 'zh-TW': '學生', 'en-US': 'Student', 'ja-JP': '学生' },
  newStudent: { 'zh-CN': '新生', 'zh-TW': '新生', 'en-US': 'New student', 'ja-JP': '新入生' },
  teacher: { 'zh-CN': '教师', 'zh-TW': '教師', 'en-US': 'Teacher', 'ja-JP': '教員' },
  counsellor: { 'zh-CN': '辅导员', 'zh-TW': '輔導員', 'en-US': 'Student advisor', 'ja-JP': '学生アドバイザー' },
  collegeAdmin: {
    'zh-CN': '学院管理员',
    'zh-TW': '學院管理員',
    'en-US': 'College administrator',
    'ja-JP': '学部管理者',
  },
  affairsAdmin: {
    'zh-CN': '学工管理员',
    'zh-TW': '學務管理員',
    'en-US': 'Student affairs administrator',
    'ja-JP': '学生部管理者',
  },
  tenantAdmin: {
    'zh-CN': '租户管理员',
    'zh-TW': '租戶管理員',
    'en-US': 'Organization administrator',
    'ja-JP': '組織管理者',
  },
} as const satisfies Record<string, LocalizedText>;

export function roleDisplayName(alias: string | null, storedName: string, locale: Locale): string {
  const names =
    alias && Object.hasOwn(standardRoleNames, alias)
      ? standardRoleNames[alias as keyof typeof standardRoleNames]
      : undefined;
  return names && names['zh-CN'] === storedName ? names[locale] : storedName;
}
