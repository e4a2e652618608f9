import { checkMobile, isBlank } from './generic-rules.ts';
import type { ValidationMessageKey } from './messages.ts';

/** One failed rule on one field; `params` fill the message placeholders. */
export type ValidationIssue = {
  field: string;
  key: ValidationMessageKey | (string & {});
  params?: Record<string, string | number>;
};

export const captchaLength = 4;

export type LoginInput = { username?: unknown; password?: unknown; captcha?: unknown };

/**
 * Username/password login of spec §5. Both missing gives the single combined message; the captcha is
 * checked only when the server asked for one.
 */
export function validateLogin(input: LoginInput, options: { captchaRequired?: boolean } = {}): ValidationIssue[] {
  const issues: ValidationIssue[] = [];
  const noUsername = isBlank(input.username);
  const noPassword = isBlank(input.password);
  if (noUsername && noPassword) issues.push({ field: 'username', key: 'usernameOrPasswordRequired' });
  else if (noUsername) issues.push({ field: 'username', key: 'usernameRequired' });
  else if (noPassword) issues.push({ field: 'password', key: 'passwordRequired' });
  if (options.captchaRequired) {
    const captcha = checkCaptcha(input.captcha);
    if (captcha) issues.push({ field: 'captcha', key: captcha });
  }
  return issues;
}

export function checkCaptcha(value: unknown): ValidationMessageKey | null {
  if (isBlank(value)) return 'captchaRequired';
  return String(value).trim().length === captchaLength ? null : 'captchaLength';
}

/** Login (or reset) by mobile number and SMS code. */
export function validateMobileLogin(input: { mobile?: unknown; code?: unknown }): ValidationIssue[] {
  const issues: ValidationIssue[] = [];
  const mobile = checkMobile(input.mobile);
  if (mobile) issues.push({ field: 'mobile', key: mobile });
  if (isBlank(input.code)) issues.push({ field: 'code', key: 'smsCodeRequired' });
  return issues;
}

export type ChangePasswordInput = { oldPassword?: unknown; newPassword?: unknown; repeatPassword?: unknown };

/**
 * Change password of spec §5. `policy` is the tenant's password policy check (account/password-policy);
 * it is passed in so this module does not fix one policy.
 */
export function validateChangePassword(
  input: ChangePasswordInput,
  policy?: (password: string) => ValidationIssue[],
  options: { requireOldPassword?: boolean } = {},
): ValidationIssue[] {
  const issues: ValidationIssue[] = [];
  const requireOld = options.requireOldPassword ?? true;
  if (requireOld && isBlank(input.oldPassword)) issues.push({ field: 'oldPassword', key: 'oldPasswordRequired' });
  if (isBlank(input.newPassword)) {
    issues.push({ field: 'newPassword', key: 'newPasswordRequired' });
  } else {
    const password = String(input.newPassword);
    for (const issue of policy?.(password) ?? []) issues.push({ ...issue, field: 'newPassword' });
    if (requireOld && !isBlank(input.oldPassword) && password === input.oldPassword) {
      issues.push({ field: 'newPassword', key: 'newPasswordSameAsOld' });
    }
  }
  if (isBlank(input.repeatPassword)) issues.push({ field: 'repeatPassword', key: 'repeatPasswordRequired' });
  else if (!isBlank(input.newPassword) && input.repeatPassword !== input.newPassword) {
    issues.push({ field: 'repeatPassword', key: 'repeatPasswordMismatch' });
  }
  return issues;
}

export type SecurityAnswerInput = { questionKey?: unknown; answer?: unknown };

/** Security questions: each question chosen, each answer not blank, no question twice. */
export function validateSecurityAnswers(answers: readonly SecurityAnswerInput[]): ValidationIssue[] {
  const issues: ValidationIssue[] = [];
  const seen = new Set<string>();
  answers.forEach((entry, i) => {
    if (isBlank(entry.questionKey)) issues.push({ field: `answers.${i}.questionKey`, key: 'questionRequired' });
    else {
      const key = String(entry.questionKey);
      if (seen.has(key)) issues.push({ field: `answers.${i}.questionKey`, key: 'questionDuplicate' });
      seen.add(key);
    }
    if (isBlank(entry.answer)) issues.push({ field: `answers.${i}.answer`, key: 'answerRequired' });
  });
  return issues;
}
