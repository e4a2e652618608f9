import type { Locale, LocalizedText } from '../i18n/locale.ts';
import { commonPasswordNumbers, commonPasswordWords } from './common-passwords.ts';

/**
 * The password rules, shared by the server (which enforces them) and the web app (which shows them
 * while the user types). Spec §5 lists the configurable parts (character classes, minimum and maximum
 * length, spaces); security-requirements.md B2 fixes the defaults: at least 8, at most 128, no
 * composition rules, spaces and any Unicode allowed, common passwords and context words refused.
 */
export type PasswordPolicy = {
  minLength: number;
  maxLength: number;
  requireLower: boolean;
  requireUpper: boolean;
  requireDigit: boolean;
  requireSpecial: boolean;
  allowSpaces: boolean;
};

export const defaultPasswordPolicy: PasswordPolicy = {
  minLength: 8,
  maxLength: 128,
  requireLower: false,
  requireUpper: false,
  requireDigit: false,
  requireSpecial: false,
  allowSpaces: true,
};

/** The floor no tenant setting can go under (B2). */
export const passwordLengthFloor = 8;
export const passwordLengthCeiling = 128;

/** A tenant's policy: its overrides on top of the defaults, never below the floor. */
export function resolvePasswordPolicy(overrides: Partial<PasswordPolicy> = {}): PasswordPolicy {
  const merged = { ...defaultPasswordPolicy, ...overrides };
  const minLength = Math.min(Math.max(merged.minLength, passwordLengthFloor), passwordLengthCeiling);
  const maxLength = Math.min(Math.max(merged.maxLength, minLength, 64), passwordLengthCeiling);
  return { ...merged, minLength, maxLength };
}

export type PasswordProblem =
  | 'required'
  | 'tooShort'
  | 'tooLong'
  | 'needsLower'
  | 'needsUpper'
  | 'needsDigit'
  | 'needsSpecial'
  | 'noSpaces'
  | 'common'
  | 'containsAccount'
  | 'containsContext';

export type PasswordContext = {
  /** The user's account name: a password containing it is refused. */
  account?: string | null;
  /** Tenant code and names, the product name and similar words a guesser tries first. */
  words?: readonly (string | null | undefined)[];
};

/** Counts Unicode code points, so an emoji is one character and nothing is truncated (B2). */
export function passwordLength(password: string): number {
  return [...password].length;
}

const leet: Record<string, string> = { '@': 'a', '4': 'a', '0': 'o', '3': 'e', $: 's', '5': 's', '7': 't', '+': 't' };
const datePattern = /^(19|20)\d{2}(0[1-9]|1[0-2])(0[1-9]|[12]\d|3[01])$/;
const commonWords = new Set(commonPasswordWords);
const commonNumbers = new Set(commonPasswordNumbers);

function fold(text: string, one: 'i' | 'l'): string {
  return [...text].map((c) => (c === '1' || c === '!' || c === '|' ? one : (leet[c] ?? c))).join('');
}

/** All one character, a run (abcd, 4321) or a short unit repeated (abab, 121212). */
function isTrivial(text: string): boolean {
  const chars = [...text];
  if (chars.length < 3) return chars.length > 0;
  const codes = chars.map((c) => c.codePointAt(0) ?? 0);
  const step = (codes[1] ?? 0) - (codes[0] ?? 0);
  if (Math.abs(step) <= 1 && codes.every((c, i) => i === 0 || c - (codes[i - 1] ?? 0) === step)) return true;
  for (let unit = 1; unit <= 3 && unit * 2 <= chars.length; unit++) {
    if (chars.every((c, i) => c === chars[i % unit])) return true;
  }
  return false;
}

/** True for the passwords of the top lists and their decorated variants (Password1!, P@ssw0rd). */
export function isCommonPassword(password: string): boolean {
  const lower = password.toLowerCase();
  if (commonNumbers.has(lower) || commonWords.has(lower) || isTrivial(lower)) return true;
  // The word inside the usual decoration: digits and symbols before and after it.
  const core = lower.replace(/^[^\p{L}]+/u, '').replace(/[^\p{L}]+$/u, '');
  // Digits only: a date (19990101, 20260901) is the first thing a guesser tries.
  if (core.length === 0) return datePattern.test(lower);
  for (const variant of new Set([core, fold(core, 'i'), fold(core, 'l')])) {
    if (commonWords.has(variant) || isTrivial(variant)) return true;
  }
  return false;
}

function containsWord(password: string, word: string | null | undefined): boolean {
  if (!word) return false;
  const w = word.trim().toLowerCase();
  // Short words (a two-character name) would refuse too many good passwords.
  if (passwordLength(w) < 3) return false;
  const lower = password.toLowerCase();
  return lower.includes(w) || fold(lower, 'i').includes(w) || fold(lower, 'l').includes(w);
}

/** Every rule the password breaks, in display order; an empty list means it is acceptable. */
export function checkPassword(
  password: string,
  policy: PasswordPolicy = defaultPasswordPolicy,
  context: PasswordContext = {},
): PasswordProblem[] {
  if (password.length === 0) return ['required'];
  const problems: PasswordProblem[] = [];
  const length = passwordLength(password);
  if (length < policy.minLength) problems.push('tooShort');
  if (length > policy.maxLength) problems.push('tooLong');
  if (policy.requireLower && !/\p{Ll}/u.test(password)) problems.push('needsLower');
  if (policy.requireUpper && !/\p{Lu}/u.test(password)) problems.push('needsUpper');
  if (policy.requireDigit && !/\p{Nd}/u.test(password)) problems.push('needsDigit');
  if (policy.requireSpecial && !/[^\p{L}\p{Nd}\s]/u.test(password)) problems.push('needsSpecial');
  if (!policy.allowSpaces && /\s/u.test(password)) problems.push('noSpaces');
  if (isCommonPassword(password)) problems.push('common');
  if (containsWord(password, context.account)) problems.push('containsAccount');
  if ((context.words ?? []).some((w) => containsWord(password, w))) problems.push('containsContext');
  return problems;
}

/** Messages of each rule, with {min} and {max} filled in from the policy. */
export const passwordProblemMessages: Record<PasswordProblem, LocalizedText> = {
  required: {
    'zh-CN': '请输入密码',
    'zh-TW': '請輸入密碼',
    'en-US': 'Enter a password',
    'ja-JP': 'パスワードを入力してください',
  },
  tooShort: {
    'zh-CN': '密码至少需要 {min} 个字符',
    'zh-TW': '密碼至少需要 {min} 個字元',
    'en-US': 'Use at least {min} characters',
    'ja-JP': 'パスワードは{min}文字以上にしてください',
  },
  tooLong: {
    'zh-CN': '密码不能超过 {max} 个字符',
    'zh-TW': '密碼不能超過 {max} 個字元',
    'en-US': 'Use at most {max} characters',
    'ja-JP': 'パスワードは{max}文字以内にしてください',
  },
  needsLower: {
    'zh-CN': '密码需包含小写字母',
    'zh-TW': '密碼需包含小寫字母',
    'en-US': 'Include a lowercase letter',
    'ja-JP': '小文字を含めてください',
  },
  needsUpper: {
    'zh-CN': '密码需包含大写字母',
    'zh-TW': '密碼需包含大寫字母',
    'en-US': 'Include an uppercase letter',
    'ja-JP': '大文字を含めてください',
  },
  needsDigit: {
    'zh-CN': '密码需包含数字',
    'zh-TW': '密碼需包含數字',
    'en-US': 'Include a digit',
    'ja-JP': '数字を含めてください',
  },
  needsSpecial: {
    'zh-CN': '密码需包含特殊字符',
    'zh-TW': '密碼需包含特殊字元',
    'en-US': 'Include a special character',
    'ja-JP': '記号を含めてください',
  },
  noSpaces: {
    'zh-CN': '密码不能包含空格',
    'zh-TW': '密碼不能包含空格',
    'en-US': 'Do not use spaces',
    'ja-JP': 'スペースは使えません',
  },
  common: {
    'zh-CN': '密码过于常见，容易被猜到',
    'zh-TW': '密碼過於常見，容易被猜到',
    'en-US': 'This password is too common and easy to guess',
    'ja-JP': 'よく使われるパスワードのため推測されやすいです',
  },
  containsAccount: {
    'zh-CN': '密码不能包含账号',
    'zh-TW': '密碼不能包含帳號',
    'en-US': 'Do not use your username in the password',
    'ja-JP': 'パスワードにユーザーIDを含めないでください',
  },
  containsContext: {
    'zh-CN': '密码不能包含学校名称',
    'zh-TW': '密碼不能包含學校名稱',
    'en-US': "Do not use the school's name in the password",
    'ja-JP': 'パスワードに学校名を含めないでください',
  },
};

export function passwordProblemMessage(problem: PasswordProblem, locale: Locale, policy = defaultPasswordPolicy) {
  return passwordProblemMessages[problem][locale]
    .replace('{min}', String(policy.minLength))
    .replace('{max}', String(policy.maxLength));
}

/** Spec §5: "repeat password and new password are inconsistent". */
export const repeatPasswordMismatchMessage: LocalizedText = {
  'zh-CN': '两次输入的新密码不一致',
  'zh-TW': '兩次輸入的新密碼不一致',
  'en-US': 'The repeated password does not match the new password',
  'ja-JP': '確認用パスワードが新しいパスワードと一致しません',
};

/** Spec §5: the success message of a password change. */
export const passwordUpdatedMessage: LocalizedText = {
  'zh-CN': '密码已更新',
  'zh-TW': '密碼已更新',
  'en-US': 'Your password has been updated',
  'ja-JP': 'パスワードを更新しました',
};
