import { describe, expect, it } from 'vitest';
import { locales } from '../i18n/locale.ts';
import { isValidationMessageKey, validationMessage, validationMessages } from './messages.ts';

describe('validation messages', () => {
  it('every key has a distinct, non-blank message in all four languages', () => {
    for (const [key, text] of Object.entries(validationMessages)) {
      for (const locale of locales) expect(text[locale].trim(), `${key} ${locale}`).not.toBe('');
      // A copy-paste of the source text into another language is the usual translation slip.
      expect(text['en-US'], key).not.toBe(text['zh-CN']);
      expect(text['ja-JP'], key).not.toBe(text['en-US']);
    }
  });

  it('uses the glossary words per language', () => {
    expect(validationMessages.usernameRequired['zh-TW']).toContain('帳號');
    expect(validationMessages.usernameRequired['ja-JP']).toContain('ユーザーID');
    expect(validationMessages.smsCodeRequired['zh-TW']).toContain('簡訊');
    expect(validationMessages.questionRequired['zh-TW']).toContain('安全提問');
    expect(validationMessages.questionRequired['ja-JP']).toContain('秘密の質問');
    expect(validationMessages.idCard['zh-TW']).toContain('身分證');
    expect(validationMessages.captchaRequired['ja-JP']).toContain('画像認証');
    expect(validationMessages.formInvalid['zh-CN']).toBe('请检查表单数据是否填写正确');
    expect(validationMessages.repeatPasswordMismatch['en-US']).toBe(
      'The repeated password does not match the new password',
    );
  });

  it('zh-TW texts use Taiwan wording, not mainland script', () => {
    for (const [key, text] of Object.entries(validationMessages)) {
      expect(text['zh-TW'], key).not.toMatch(/[账号码为须录证]/);
    }
  });

  it('fills placeholders and leaves unknown ones', () => {
    expect(validationMessage('required', 'en-US')).toBe('This field is required');
    expect(validationMessage('mobileLength', 'ja-JP')).toBe('携帯電話番号は11桁の数字です');
    expect(validationMessage('verificationCodeLength', 'en-US', { length: 6 })).toBe('The code has 6 digits');
    expect(validationMessage('verificationCodeLength', 'zh-CN')).toBe('验证码为{length}位数字');
    expect(isValidationMessageKey('mobile')).toBe(true);
    expect(isValidationMessageKey('toString')).toBe(false);
  });
});
