import {
  checkPassword,
  defaultPasswordPolicy,
  type PasswordContext,
  type PasswordPolicy,
  type PasswordProblem,
  passwordProblemMessages,
} from '../account/password-policy.ts';
import type { Locale } from '../i18n/locale.ts';
import type { ValidationIssue } from './account-rules.ts';
import { isValidationMessageKey, validationMessage } from './messages.ts';

const policyPrefix = 'passwordPolicy.';

/**
 * The tenant password policy (account/password-policy.ts, owned by the account API) as a rule for
 * `validateChangePassword`: each broken rule becomes an issue keyed `passwordPolicy.<problem>`.
 */
export function passwordPolicyRule(
  policy: PasswordPolicy = defaultPasswordPolicy,
  context: PasswordContext = {},
): (password: string) => ValidationIssue[] {
  return (password) =>
    checkPassword(password, policy, context).map((problem) => ({
      field: 'password',
      key: `${policyPrefix}${problem}`,
      params: { min: policy.minLength, max: policy.maxLength },
    }));
}

function isPasswordProblem(value: string): value is PasswordProblem {
  return Object.hasOwn(passwordProblemMessages, value);
}

/** The text of any issue of this module (generic, account or password-policy key) in `locale`. */
export function issueMessage(issue: Pick<ValidationIssue, 'key' | 'params'>, locale: Locale): string {
  if (isValidationMessageKey(issue.key)) return validationMessage(issue.key, locale, issue.params);
  if (issue.key.startsWith(policyPrefix)) {
    const problem = issue.key.slice(policyPrefix.length);
    if (isPasswordProblem(problem)) {
      const params = issue.params ?? {};
      return passwordProblemMessages[problem][locale].replace(/\{(\w+)\}/g, (whole, name: string) =>
        Object.hasOwn(params, name) ? String(params[name]) : whole,
      );
    }
  }
  return validationMessage('regexp', locale);
}
