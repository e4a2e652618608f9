import { defaultPasswordPolicy, passwordPolicyRule, validateChangePassword } from '@campusflow/contracts';
import { Button, Input } from 'antd-mobile';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAccountOptions } from '../api/use-account-options.ts';
import { FormField } from './form-field.tsx';
import { useIssues } from './use-issues.ts';

type Field = 'oldPassword' | 'newPassword' | 'repeatPassword';
export type PasswordValues = Record<Field, string>;

/**
 * Original (optional), new and repeated password, checked with the shared change-password rules and
 * the password policy before `onSubmit` runs. `onSubmit` may return an error text for the form.
 */
export function PasswordForm({
  withOldPassword,
  account,
  submitText,
  onSubmit,
}: {
  withOldPassword: boolean;
  account?: string | null;
  submitText: string;
  onSubmit: (values: PasswordValues) => Promise<string | null>;
}) {
  const { t } = useTranslation('account');
  const [values, setValues] = useState<PasswordValues>({ oldPassword: '', newPassword: '', repeatPassword: '' });
  const [busy, setBusy] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const issues = useIssues<Field>();
  // The organization's policy when known; the server checks again either way.
  const policy = useAccountOptions().data?.passwordPolicy ?? defaultPasswordPolicy;
  const set = (field: Field, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    issues.clear(field);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const rule = passwordPolicyRule(policy, { account: account ?? null });
    const found = validateChangePassword(values, rule, { requireOldPassword: withOldPassword });
    if (!issues.check(found)) return;
    setBusy(true);
    try {
      setFormError(await onSubmit(values));
    } finally {
      setBusy(false);
    }
  };

  const input = (field: Field, autoComplete: string) => (
    <FormField id={field} label={t(`password.${field}`)} error={issues.errors[field]}>
      <Input
        id={field}
        type="password"
        value={values[field]}
        onChange={(v) => set(field, v)}
        placeholder={t(`password.${field}Placeholder`)}
        autoComplete={autoComplete}
        clearable
        data-testid={field}
      />
    </FormField>
  );

  return (
    <form className="account-form" onSubmit={submit} noValidate>
      <div className="account-card">
        {withOldPassword && input('oldPassword', 'current-password')}
        {input('newPassword', 'new-password')}
        {input('repeatPassword', 'new-password')}
        <p className="account-hint">{t('password.hint', { min: policy.minLength })}</p>
      </div>
      {formError && (
        <p className="account-form-error" role="alert" data-testid="form-error">
          {formError}
        </p>
      )}
      <div className="account-actions">
        <Button block type="submit" color="primary" size="large" loading={busy} data-testid="password-submit">
          {submitText}
        </Button>
      </div>
    </form>
  );
}
