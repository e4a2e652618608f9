import { describe, expect, it } from 'vitest';
import { resolvePasswordPolicy } from '../account/password-policy.ts';
import {
  checkCaptcha,
  type ValidationIssue,
  validateChangePassword,
  validateLogin,
  validateMobileLogin,
  validateSecurityAnswers,
} from './account-rules.ts';
import { issueMessage, passwordPolicyRule } from './password-rules.ts';

const keys = (issues: ValidationIssue[]) => issues.map((i) => `${i.field}:${i.key}`);

describe('login rules', () => {
  it('asks for username and password together when both are missing', () => {
    expect(keys(validateLogin({}))).toEqual(['username:usernameOrPasswordRequired']);
    expect(keys(validateLogin({ username: ' ', password: '' }))).toEqual(['username:usernameOrPasswordRequired']);
  });

  it('names the one missing field', () => {
    expect(keys(validateLogin({ username: 'student' }))).toEqual(['password:passwordRequired']);
    expect(keys(validateLogin({ password: 'x' }))).toEqual(['username:usernameRequired']);
    expect(validateLogin({ username: 'student', password: 'Campus@2026' })).toEqual([]);
  });

  it('checks the captcha only when the server asked for one, exactly 4 characters', () => {
    const ok = { username: 'student', password: 'p' };
    expect(validateLogin({ ...ok, captcha: '' })).toEqual([]);
    expect(keys(validateLogin(ok, { captchaRequired: true }))).toEqual(['captcha:captchaRequired']);
    expect(keys(validateLogin({ ...ok, captcha: 'abc' }, { captchaRequired: true }))).toEqual([
      'captcha:captchaLength',
    ]);
    expect(keys(validateLogin({ ...ok, captcha: 'abcde' }, { captchaRequired: true }))).toEqual([
      'captcha:captchaLength',
    ]);
    expect(validateLogin({ ...ok, captcha: 'a1B2' }, { captchaRequired: true })).toEqual([]);
    expect(checkCaptcha(' a1B2 ')).toBeNull();
  });

  it('mobile login needs a valid mobile and the SMS code', () => {
    expect(keys(validateMobileLogin({}))).toEqual(['mobile:mobileRequired', 'code:smsCodeRequired']);
    expect(keys(validateMobileLogin({ mobile: '1381234', code: '1' }))).toEqual(['mobile:mobileLength']);
    expect(validateMobileLogin({ mobile: '13812345678', code: '123456' })).toEqual([]);
  });
});

describe('change password rules', () => {
  it('requires the three fields', () => {
    expect(keys(validateChangePassword({}))).toEqual([
      'oldPassword:oldPasswordRequired',
      'newPassword:newPasswordRequired',
      'repeatPassword:repeatPasswordRequired',
    ]);
  });

  it('repeat must equal new', () => {
    expect(
      keys(validateChangePassword({ oldPassword: 'Old@2026', newPassword: 'New@2026a', repeatPassword: 'New@2026b' })),
    ).toEqual(['repeatPassword:repeatPasswordMismatch']);
    expect(
      validateChangePassword({ oldPassword: 'Old@2026', newPassword: 'New@2026a', repeatPassword: 'New@2026a' }),
    ).toEqual([]);
  });

  it('the new password must differ from the old one', () => {
    expect(
      keys(validateChangePassword({ oldPassword: 'Same@2026', newPassword: 'Same@2026', repeatPassword: 'Same@2026' })),
    ).toEqual(['newPassword:newPasswordSameAsOld']);
  });

  it('runs the given password policy on the new password only', () => {
    const seen: string[] = [];
    const policy = (password: string): ValidationIssue[] => {
      seen.push(password);
      return password.length < 8 ? [{ field: 'password', key: 'passwordTooShort', params: { min: 8 } }] : [];
    };
    const issues = validateChangePassword({ oldPassword: 'o', newPassword: 'short', repeatPassword: 'short' }, policy);
    expect(issues).toEqual([{ field: 'newPassword', key: 'passwordTooShort', params: { min: 8 } }]);
    expect(seen).toEqual(['short']);
  });

  it('a reset (forgotten password) skips the old password', () => {
    expect(
      keys(validateChangePassword({ newPassword: 'a', repeatPassword: 'b' }, undefined, { requireOldPassword: false })),
    ).toEqual(['repeatPassword:repeatPasswordMismatch']);
  });
});

describe('security question rules', () => {
  it('question and answer must not be empty, and no question twice', () => {
    expect(
      keys(
        validateSecurityAnswers([
          { questionKey: 'q1', answer: 'Beijing' },
          { questionKey: '', answer: ' ' },
          { questionKey: 'q1', answer: 'x' },
        ]),
      ),
    ).toEqual([
      'answers.1.questionKey:questionRequired',
      'answers.1.answer:answerRequired',
      'answers.2.questionKey:questionDuplicate',
    ]);
    expect(
      validateSecurityAnswers([
        { questionKey: 'q1', answer: 'a' },
        { questionKey: 'q2', answer: 'b' },
      ]),
    ).toEqual([]);
  });
});

describe('password policy as a change-password rule', () => {
  it('reports the policy problems of the new password with their texts', () => {
    const rule = passwordPolicyRule(resolvePasswordPolicy({ minLength: 10, requireDigit: true }), {
      account: 'liming',
    });
    const issues = validateChangePassword({ oldPassword: 'x', newPassword: 'liming', repeatPassword: 'liming' }, rule);
    expect(issues.map((i) => i.key)).toEqual([
      'passwordPolicy.tooShort',
      'passwordPolicy.needsDigit',
      'passwordPolicy.containsAccount',
    ]);
    expect(issueMessage(issues[0] as ValidationIssue, 'en-US')).toBe('Use at least 10 characters');
    expect(issueMessage(issues[0] as ValidationIssue, 'ja-JP')).toBe('パスワードは10文字以上にしてください');
    expect(issueMessage({ key: 'repeatPasswordRequired' }, 'zh-TW')).toBe('請再次輸入新密碼');
    expect(issueMessage({ key: 'passwordPolicy.nonsense' }, 'en-US')).toBe('The format is not valid');
  });

  it('a strong password passes the default policy', () => {
    const rule = passwordPolicyRule();
    expect(rule('correct horse battery staple')).toEqual([]);
    expect(rule('Password1!').map((i) => i.key)).toEqual(['passwordPolicy.common']);
  });
});
