import { describe, expect, it } from 'vitest';
import {
  isValidExamineeNo,
  isValidIdNumber,
  maskIdNumber,
  normaliseIdNumber,
  residentIdFacts,
} from './id-documents.ts';

describe('identity documents of admitted candidates', () => {
  it('normalises case and separators so the hash of one number is one hash', () => {
    expect(normaliseIdNumber(' 1101 0519-491231002x ')).toBe('11010519491231002X');
  });

  it('checks each document type by its own rule', () => {
    expect(isValidIdNumber('resident', '11010519491231002x')).toBe(true);
    expect(isValidIdNumber('resident', '110105194912310021')).toBe(false);
    expect(isValidIdNumber('hkmoPermit', 'H12345678')).toBe(true);
    expect(isValidIdNumber('hkmoPermit', 'X12345678')).toBe(false);
    expect(isValidIdNumber('twPermit', '1234567801')).toBe(true);
    expect(isValidIdNumber('passport', 'E1234567')).toBe(true);
    expect(isValidIdNumber('passport', 'E1')).toBe(false);
  });

  it('masks all but the first 3 and last 4 characters', () => {
    expect(maskIdNumber('11010519491231002X')).toBe('110***********002X');
    expect(maskIdNumber('H1234')).toBe('H****');
  });

  it('derives gender and birth date from a resident ID only', () => {
    expect(residentIdFacts('11010519491231002X')).toEqual({ gender: 'female', birthDate: '1949-12-31' });
    expect(residentIdFacts('H12345678')).toBeNull();
  });

  it('accepts 6–20 letters and digits as an examinee number', () => {
    expect(isValidExamineeNo('26110101000001')).toBe(true);
    expect(isValidExamineeNo('2611-01')).toBe(false);
  });
});
