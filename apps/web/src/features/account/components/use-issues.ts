import { issueMessage, type ValidationIssue } from '@campusflow/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toastFormError } from '../../../components/dialogs.tsx';
import { productLocale } from '../../../i18n/i18n.ts';

/**
 * Field errors from the shared validators (packages/contracts/src/validation): `check` returns the
 * issues, the first per field is shown under the field, and any issue also shows the spec's
 * "please check the form" toast.
 */
export function useIssues<F extends string>() {
  const { i18n } = useTranslation();
  const [errors, setErrors] = useState<Partial<Record<F, string>>>({});
  const locale = productLocale(i18n.language);
  return {
    errors,
    clear: (field: F) => setErrors((e) => (e[field] ? { ...e, [field]: undefined } : e)),
    /** True when there is nothing to report. */
    check(issues: ValidationIssue[]): boolean {
      const found: Partial<Record<F, string>> = {};
      for (const issue of issues) {
        const field = issue.field as F;
        found[field] ??= issueMessage(issue, locale);
      }
      setErrors(found);
      if (issues.length > 0) toastFormError();
      return issues.length === 0;
    },
    setError: (field: F, text: string) => setErrors((e) => ({ ...e, [field]: text })),
  };
}
