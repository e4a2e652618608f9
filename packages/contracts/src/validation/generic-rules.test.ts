import { describe, expect, it } from 'vitest';
import {
  checkGenericRule,
  checkMobile,
  genericRuleNames,
  isBlank,
  isResidentIdNumber,
  isValidDate,
} from './generic-rules.ts';
import { isValidationMessageKey } from './messages.ts';

describe('resident ID number (GB 11643-1999)', () => {
  it('accepts the standard example with check character X, in either case', () => {
    expect(isResidentIdNumber('11010519491231002X')).toBe(true);
    expect(isResidentIdNumber('11010519491231002x')).toBe(true);
  });

  it('accepts numeric check digits', () => {
    expect(isResidentIdNumber('440524188001010014')).toBe(true);
    expect(isResidentIdNumber('110101199003074477')).toBe(true);
  });

  it('rejects a wrong check character', () => {
    expect(isResidentIdNumber('110105194912310021')).toBe(false);
    expect(isResidentIdNumber('110101199003074478')).toBe(false);
  });

  it('rejects every single-digit typo of a valid number', () => {
    const valid = '110101199003074477';
    for (let i = 0; i < 17; i += 1) {
      const digit = Number(valid[i]);
      const typo = `${valid.slice(0, i)}${(digit + 1) % 10}${valid.slice(i + 1)}`;
      expect(isResidentIdNumber(typo), typo).toBe(false);
    }
  });

  it('rejects wrong lengths, letters, a region starting with 0 and impossible birth dates', () => {
    expect(isResidentIdNumber('11010519491231002')).toBe(false);
    expect(isResidentIdNumber('11010519491231002X1')).toBe(false);
    expect(isResidentIdNumber('1101051949123100AX')).toBe(false);
    expect(isResidentIdNumber('01010519491231002X')).toBe(false);
    // 1990-02-30 with a check digit that would otherwise be right.
    expect(isResidentIdNumber(withCheck('11010119900230447'))).toBe(false);
    expect(isResidentIdNumber(withCheck('11010117990101447'))).toBe(false);
    expect(isResidentIdNumber(withCheck('11010119900229447'))).toBe(false);
    expect(isResidentIdNumber(withCheck('11010120000229447'))).toBe(true);
  });
});

function withCheck(first17: string): string {
  const weights = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
  const sum = weights.reduce((s, w, i) => s + w * Number(first17[i]), 0);
  return `${first17}${'10X98765432'[sum % 11]}`;
}

describe('mobile', () => {
  it('gives the three messages of spec §5 in order: empty, 11 digits, format', () => {
    expect(checkMobile('')).toBe('mobileRequired');
    expect(checkMobile('   ')).toBe('mobileRequired');
    expect(checkMobile(undefined)).toBe('mobileRequired');
    expect(checkMobile('1381234567')).toBe('mobileLength');
    expect(checkMobile('138123456789')).toBe('mobileLength');
    expect(checkMobile('138-1234-5678')).toBe('mobileLength');
    expect(checkMobile('12812345678')).toBe('mobile');
    expect(checkMobile('23812345678')).toBe('mobile');
    expect(checkMobile('13812345678')).toBeNull();
    expect(checkMobile('19912345678')).toBeNull();
  });

  it('as a generic rule passes empty values and reports the specific failure', () => {
    expect(checkGenericRule('mobile', '')).toBeNull();
    expect(checkGenericRule('mobile', '138')).toBe('mobileLength');
    expect(checkGenericRule('mobile', '12812345678')).toBe('mobile');
    expect(checkGenericRule('mobile', 13812345678)).toBeNull();
  });
});

describe('generic rules', () => {
  const cases: [(typeof genericRuleNames)[number], unknown[], unknown[]][] = [
    ['float', ['1', '-1.5', '+0.25', '.5', 3.14], ['1.', 'abc', '1e5', '1,5']],
    ['integer', ['0', '-12', '+7', 42], ['1.0', '1a', ' ']],
    ['digits', ['0123', '9'], ['-1', '1.2', '12a']],
    [
      'date',
      ['2024-02-29', '2023-12-31 23:59:59', '2023-01-01T08:30'],
      ['2023-02-29', '2023-13-01', '2023-1-1', '2023-01-01 24:00'],
    ],
    ['email', ['li.ming@demo.edu.cn', 'a+b@x.io'], ['li@', '@demo.cn', 'li ming@demo.cn', 'li@demo', 'li@-demo.cn']],
    [
      'phone',
      ['13812345678', '010-62345678', '075523456789', '62345678'],
      ['1234', '075512345678', '010-0234567', 'abc'],
    ],
    [
      'telephone',
      ['010-62345678', '0755-8765432', '62345678', '010-62345678-123'],
      ['13812345678', '010-123', '1-62345678'],
    ],
    ['zip', ['100084', '010000'], ['10008', '1000845', '10008a']],
    [
      'url',
      ['https://www.demo.edu.cn/a?b=1#c', 'http://localhost:8080', 'ftp://files.demo.cn/x'],
      ['www.demo.cn', 'javascript:alert(1)', 'http://', 'http://a b.cn'],
    ],
    ['key', ['a', 'leave_apply2', 'A_b'], ['1abc', '_a', 'a-b', 'a b', '中文']],
    ['idCard', ['11010519491231002X'], ['110105194912310021']],
  ];

  for (const [rule, good, bad] of cases) {
    it(`${rule}: accepts ${good.length} and rejects ${bad.length} values`, () => {
      for (const value of good) expect(checkGenericRule(rule, value), String(value)).toBeNull();
      for (const value of bad) expect(checkGenericRule(rule, value), String(value)).toBe(rule);
    });
  }

  it('required and notBlank differ on whitespace; format rules pass empty values', () => {
    expect(checkGenericRule('required', '')).toBe('required');
    expect(checkGenericRule('required', [])).toBe('required');
    expect(checkGenericRule('required', null)).toBe('required');
    expect(checkGenericRule('required', '  ')).toBeNull();
    expect(checkGenericRule('required', 0)).toBeNull();
    expect(checkGenericRule('required', false)).toBeNull();
    expect(checkGenericRule('notBlank', '  ')).toBe('notBlank');
    expect(checkGenericRule('notBlank', ' x ')).toBeNull();
    for (const rule of genericRuleNames.filter((r) => r !== 'required' && r !== 'notBlank')) {
      expect(checkGenericRule(rule, ''), rule).toBeNull();
      expect(checkGenericRule(rule, undefined), rule).toBeNull();
    }
  });

  it('boolean accepts booleans and their text only', () => {
    expect(checkGenericRule('boolean', true)).toBeNull();
    expect(checkGenericRule('boolean', 'false')).toBeNull();
    expect(checkGenericRule('boolean', 'yes')).toBe('boolean');
    expect(checkGenericRule('boolean', 1)).toBe('boolean');
  });

  it('regexp uses the given pattern, ignoring global state', () => {
    const pattern = /^[A-Z]{2}\d{2}$/g;
    expect(checkGenericRule('regexp', 'AB12', pattern)).toBeNull();
    expect(checkGenericRule('regexp', 'AB12', pattern)).toBeNull();
    expect(checkGenericRule('regexp', 'ab12', pattern)).toBe('regexp');
  });

  it('non-text values fail format rules instead of throwing', () => {
    expect(checkGenericRule('email', { a: 1 })).toBe('email');
    expect(checkGenericRule('integer', Number.NaN)).toBe('integer');
  });

  it('every rule name has a message', () => {
    for (const rule of genericRuleNames) expect(isValidationMessageKey(rule), rule).toBe(true);
  });

  it('isBlank and isValidDate edge cases', () => {
    expect(isBlank(0)).toBe(false);
    expect(isBlank([])).toBe(true);
    expect(isValidDate('1900-02-29')).toBe(false);
    expect(isValidDate('2000-02-29 00:00')).toBe(true);
  });
});
