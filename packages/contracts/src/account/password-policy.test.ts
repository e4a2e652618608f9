import { describe, expect, it } from 'vitest';
import { locales } from '../i18n/locale.ts';
import {
  checkPassword,
  defaultPasswordPolicy,
  isCommonPassword,
  type PasswordProblem,
  passwordProblemMessage,
  passwordProblemMessages,
  resolvePasswordPolicy,
} from './password-policy.ts';

describe('password policy (security-requirements.md B2)', () => {
  it('B2: refuses 7 characters and accepts 8; counts an emoji as one character', () => {
    expect(checkPassword('Kx9#vLq')).toEqual(['tooShort']);
    expect(checkPassword('Kx9#vLqz')).toEqual([]);
    expect(checkPassword('🦊🦊🦊🦊🦊🦊🦊')).toContain('tooShort');
    expect(checkPassword('blue🦊river🌊moon')).toEqual([]);
  });

  it('B2: accepts 64 and 128 characters, refuses 129', () => {
    const long = 'correct horse battery staple '.repeat(5);
    expect(checkPassword(long.slice(0, 64))).toEqual([]);
    expect(checkPassword(`${long}${long}`.slice(0, 128))).toEqual([]);
    expect(checkPassword(`${long}${long}`.slice(0, 129))).toEqual(['tooLong']);
  });

  it('B2: has no composition rules by default and allows spaces', () => {
    expect(checkPassword('all lower case words here')).toEqual([]);
    expect(defaultPasswordPolicy).toMatchObject({ requireUpper: false, requireDigit: false, allowSpaces: true });
  });

  it('B2: refuses common passwords and their decorated variants', () => {
    for (const p of ['Password1', 'P@ssw0rd!', 'password123', '12345678', 'qwertyuiop', 'woaini1314', 'abcd1234']) {
      expect(isCommonPassword(p), p).toBe(true);
      expect(checkPassword(p), p).toContain('common');
    }
    expect(checkPassword('aaaaaaaaaa')).toContain('common');
    expect(checkPassword('19990101')).toContain('common');
    for (const p of ['Tr0ub4dor&3x', 'violet-harbor-42', '学生宿舍在三楼东侧'])
      expect(isCommonPassword(p), p).toBe(false);
  });

  it('B2: refuses the account name and context words (tenant names), case-insensitively', () => {
    const context = { account: 'LiMing2024', words: ['示范大学', 'Demo University', 'demo'] };
    expect(checkPassword('xx-limING2024-yy', defaultPasswordPolicy, context)).toContain('containsAccount');
    expect(checkPassword('我爱示范大学2026', defaultPasswordPolicy, context)).toContain('containsContext');
    expect(checkPassword('D3mo-river-stone', defaultPasswordPolicy, context)).toContain('containsContext');
    expect(checkPassword('violet-harbor-42', defaultPasswordPolicy, context)).toEqual([]);
  });

  it('applies the configurable classes of spec §5 and never goes under the floor', () => {
    const strict = resolvePasswordPolicy({
      requireUpper: true,
      requireDigit: true,
      requireSpecial: true,
      allowSpaces: false,
    });
    const problems: PasswordProblem[] = checkPassword('violet harbor', strict);
    expect(problems).toEqual(['needsUpper', 'needsDigit', 'needsSpecial', 'noSpaces']);
    expect(resolvePasswordPolicy({ minLength: 4 }).minLength).toBe(8);
    expect(resolvePasswordPolicy({ minLength: 12 }).minLength).toBe(12);
    expect(resolvePasswordPolicy({ maxLength: 500 }).maxLength).toBe(128);
  });

  it('has every message in the four languages, with the limits filled in', () => {
    for (const [problem, text] of Object.entries(passwordProblemMessages)) {
      for (const l of locales) expect(text[l], `${problem} ${l}`).toBeTruthy();
    }
    expect(passwordProblemMessage('tooShort', 'en-US')).toBe('Use at least 8 characters');
    expect(passwordProblemMessage('tooShort', 'zh-CN', resolvePasswordPolicy({ minLength: 10 }))).toContain('10');
  });
});
