import { isResidentIdNumber } from '../validation/generic-rules.ts';

/**
 * Identity documents an admitted candidate may hold. Most have the mainland resident ID; students from
 * Hong Kong, Macao and Taiwan hold a residence permit (same 18-character layout, region 81/82/83) or a
 * travel permit, and international students a passport (glossary §1 "ID number").
 */
export const idTypes = ['resident', 'hkmoPermit', 'twPermit', 'passport'] as const;
export type IdType = (typeof idTypes)[number];

/** Upper case, no spaces or dashes: the form the hash is taken of, so "1101…02x" matches "1101…02X". */
export function normaliseIdNumber(value: string): string {
  return value.replace(/[\s-]/g, '').toUpperCase();
}

export function isValidIdNumber(type: IdType, value: string): boolean {
  const v = normaliseIdNumber(value);
  switch (type) {
    case 'resident':
      return isResidentIdNumber(v);
    case 'hkmoPermit':
      return /^[HM]\d{8}(\d{2})?$/.test(v);
    case 'twPermit':
      return /^\d{8}(\d{2})?$/.test(v);
    case 'passport':
      return /^[A-Z0-9]{5,20}$/.test(v);
  }
}

/** What a screen may show of an ID number: the first 3 and last 4 characters ("110***********002X"). */
export function maskIdNumber(value: string): string {
  const v = normaliseIdNumber(value);
  if (v.length <= 7) return `${v.slice(0, 1)}${'*'.repeat(Math.max(v.length - 1, 0))}`;
  return `${v.slice(0, 3)}${'*'.repeat(v.length - 7)}${v.slice(-4)}`;
}

/** Gender and birth date carried by a resident ID (17th digit odd: male); null for other documents. */
export function residentIdFacts(value: string): { gender: 'male' | 'female'; birthDate: string } | null {
  const v = normaliseIdNumber(value);
  if (!isResidentIdNumber(v)) return null;
  return {
    gender: Number(v[16]) % 2 === 1 ? 'male' : 'female',
    birthDate: `${v.slice(6, 10)}-${v.slice(10, 12)}-${v.slice(12, 14)}`,
  };
}

/** A gaokao 考生号 is 14 digits; other admission routes use other lengths, so letters and 6–20 characters pass. */
export function isValidExamineeNo(value: string): boolean {
  return /^[0-9A-Za-z]{6,20}$/.test(value.trim());
}
