import type { ValidationMessageKey } from './messages.ts';

/**
 * The generic rules of spec §5, one pure function each, so the same check runs in the browser and on
 * the server. Formats are the mainland-China ones the product serves (11-digit mobile, 6-digit postal
 * code, 18-character resident ID). Empty values pass every format rule: `required` is its own rule.
 */
export const genericRuleNames = [
  'required',
  'notBlank',
  'boolean',
  'float',
  'integer',
  'digits',
  'date',
  'email',
  'idCard',
  'mobile',
  'phone',
  'telephone',
  'zip',
  'url',
  'regexp',
  'key',
] as const;
export type GenericRuleName = (typeof genericRuleNames)[number];

export const mobileLength = 11;

const patterns = {
  float: /^[-+]?(\d+(\.\d+)?|\.\d+)$/,
  integer: /^[-+]?\d+$/,
  digits: /^\d+$/,
  email:
    /^[A-Za-z0-9._%+-]+@[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)*\.[A-Za-z]{2,}$/,
  mobile: /^1[3-9]\d{9}$/,
  // Area code (3-4 digits starting with 0, optional hyphen), 7-8 digit number, optional extension.
  telephone: /^(?:0\d{2,3}-?)?[2-9]\d{6,7}(?:-\d{1,6})?$/,
  zip: /^\d{6}$/,
  url: /^(?:https?|ftp):\/\/(?:[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?(?:[/?#][^\s]*)?$/,
  key: /^[A-Za-z][A-Za-z0-9_]*$/,
  date: /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?$/,
} as const;

export function isBlank(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

function isEmptyValue(value: unknown): boolean {
  return value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);
}

function daysInMonth(year: number, month: number): number {
  return [
    31,
    year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0) ? 29 : 28,
    31,
    30,
    31,
    30,
    31,
    31,
    30,
    31,
    30,
    31,
  ][month - 1] as number;
}

/** A real calendar date: yyyy-MM-dd, optionally followed by HH:mm or HH:mm:ss. */
export function isValidDate(value: string): boolean {
  const m = patterns.date.exec(value);
  if (!m) return false;
  const [year, month, day, hour = 0, minute = 0, second = 0] = m.slice(1).map((p) => (p === undefined ? 0 : Number(p)));
  if (year === undefined || month === undefined || day === undefined) return false;
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return false;
  return hour <= 23 && minute <= 59 && second <= 59;
}

const idWeights = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const idCheckCharacters = '10X98765432';

/**
 * An 18-character mainland resident ID (GB 11643-1999): a 6-digit region code not starting with 0,
 * a real birth date from 1800 on, a 3-digit sequence and the ISO 7064 MOD 11-2 check character.
 */
export function isResidentIdNumber(value: string): boolean {
  if (!/^[1-9]\d{16}[\dXx]$/.test(value)) return false;
  const year = Number(value.slice(6, 10));
  const birth = `${value.slice(6, 10)}-${value.slice(10, 12)}-${value.slice(12, 14)}`;
  if (year < 1800 || !isValidDate(birth)) return false;
  const sum = idWeights.reduce((total, weight, i) => total + weight * Number(value[i]), 0);
  return idCheckCharacters[sum % 11] === value[17]?.toUpperCase();
}

/** Mobile with the three messages of spec §5: empty, not 11 digits, wrong format. */
export function checkMobile(value: unknown): ValidationMessageKey | null {
  if (isBlank(value)) return 'mobileRequired';
  const text = String(value).trim();
  if (!/^\d+$/.test(text) || text.length !== mobileLength) return 'mobileLength';
  return patterns.mobile.test(text) ? null : 'mobile';
}

function asText(value: unknown): string | null {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return typeof value === 'string' ? value.trim() : null;
}

/**
 * Checks one value against one generic rule; returns the message key of the failure or null.
 * `regexp` needs `pattern`; without one it passes (nothing to check against).
 */
export function checkGenericRule(rule: GenericRuleName, value: unknown, pattern?: RegExp): ValidationMessageKey | null {
  if (rule === 'required') return isEmptyValue(value) ? 'required' : null;
  if (rule === 'notBlank') return isBlank(value) ? 'notBlank' : null;
  if (isEmptyValue(value)) return null;
  if (rule === 'boolean') {
    return typeof value === 'boolean' || value === 'true' || value === 'false' ? null : 'boolean';
  }
  const text = asText(value);
  if (text === null) return rule;
  const passes = (() => {
    switch (rule) {
      case 'date':
        return isValidDate(text);
      case 'idCard':
        return isResidentIdNumber(text);
      case 'mobile':
        return checkMobile(text) === null;
      case 'phone':
        return patterns.mobile.test(text) || patterns.telephone.test(text);
      case 'regexp':
        return pattern ? new RegExp(pattern.source, pattern.flags.replace(/[gy]/g, '')).test(text) : true;
      default:
        return patterns[rule].test(text);
    }
  })();
  if (passes) return null;
  return rule === 'mobile' ? (checkMobile(text) ?? 'mobile') : rule;
}
