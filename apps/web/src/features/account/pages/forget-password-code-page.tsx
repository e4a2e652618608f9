import {
  checkGenericRule,
  defaultPasswordPolicy,
  passwordPolicyRule,
  type RecoveryChannel,
  type ValidationIssue,
  validateChangePassword,
  verificationCodeRules,
} from '@campusflow/contracts';
import { Button, Input, Toast } from 'antd-mobile';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiError } from '../../../api/api-error.ts';
import { resetWithCode, sendResetCode } from '../api/account-api.ts';
import { useAccountOptions } from '../api/use-account-options.ts';
import { BareHeader } from '../components/bare-header.tsx';
import { FormField } from '../components/form-field.tsx';
import { useCountdown } from '../components/use-countdown.ts';
import { useIssues } from '../components/use-issues.ts';
import '../account.css';

type Field = 'account' | 'code' | 'newPassword' | 'repeatPassword';

function accountIssue(account: string): ValidationIssue | null {
  return checkGenericRule('notBlank', account) ? { field: 'account', key: 'usernameRequired' } : null;
}

function codeIssue(channel: RecoveryChannel, code: string): ValidationIssue | null {
  if (!code.trim()) return { field: 'code', key: channel === 'sms' ? 'smsCodeRequired' : 'verificationCodeRequired' };
  const length = verificationCodeRules.length;
  return new RegExp(`^\\d{${length}}$`).test(code.trim())
    ? null
    : { field: 'code', key: 'verificationCodeLength', params: { length } };
}

/**
 * Forgotten password by a code sent to the account's registered mobile (SMS) or mailbox, then a new
 * password. The account is asked for, never the number: the server alone knows where to send.
 */
function ForgetPasswordByCode({ channel }: { channel: RecoveryChannel }) {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const [values, setValues] = useState<Record<Field, string>>({
    account: '',
    code: '',
    newPassword: '',
    repeatPassword: '',
  });
  const [busy, setBusy] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const countdown = useCountdown(verificationCodeRules.resendAfterSeconds);
  const issues = useIssues<Field>();
  const policy = useAccountOptions().data?.passwordPolicy ?? defaultPasswordPolicy;
  const set = (field: Field, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    issues.clear(field);
  };
  const words = channel === 'sms' ? 'phone' : 'mail';

  const send = async () => {
    const issue = accountIssue(values.account);
    if (!issues.check(issue ? [issue] : [])) return;
    setFormError(null);
    try {
      await sendResetCode(channel, values.account.trim());
      countdown.start();
      Toast.show({ content: t(`forget.${words}.sent`) });
    } catch (error) {
      setFormError(error instanceof ApiError ? error.message : t('forget.failed'));
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const found: ValidationIssue[] = [];
    for (const issue of [accountIssue(values.account), codeIssue(channel, values.code)]) if (issue) found.push(issue);
    found.push(...validateChangePassword(values, passwordPolicyRule(policy), { requireOldPassword: false }));
    if (!issues.check(found)) return;
    setBusy(true);
    try {
      await resetWithCode({
        channel,
        account: values.account.trim(),
        code: values.code.trim(),
        newPassword: values.newPassword,
        repeatPassword: values.repeatPassword,
      });
      Toast.show({ icon: 'success', content: t('forget.done') });
      navigate('/login', { replace: true });
    } catch (error) {
      setFormError(error instanceof ApiError ? error.message : t('forget.failed'));
    } finally {
      setBusy(false);
    }
  };

  const passwordInput = (field: 'newPassword' | 'repeatPassword') => (
    <FormField id={field} label={t(`password.${field}`)} error={issues.errors[field]}>
      <Input
        id={field}
        type="password"
        value={values[field]}
        onChange={(v) => set(field, v)}
        placeholder={t(`password.${field}Placeholder`)}
        autoComplete="new-password"
        clearable
        data-testid={field}
      />
    </FormField>
  );

  return (
    <div className="account-page bare-page">
      <BareHeader title={t(channel === 'sms' ? 'forget.byPhone' : 'forget.byMail')} />
      <form className="account-form" onSubmit={submit} noValidate>
        <div className="account-card">
          <p className="account-hint">{t(`forget.${words}.intro`)}</p>
          <FormField id="reset-account" label={t('forget.account')} error={issues.errors.account}>
            <Input
              id="reset-account"
              value={values.account}
              onChange={(v) => set('account', v)}
              placeholder={t('forget.accountPlaceholder')}
              autoComplete="username"
              clearable
              data-testid="reset-account"
            />
          </FormField>
          <FormField id="reset-code" label={t(`forget.${words}.code`)} error={issues.errors.code}>
            <div className="code-row">
              <Input
                id="reset-code"
                inputMode="numeric"
                maxLength={verificationCodeRules.length}
                value={values.code}
                onChange={(v) => set('code', v)}
                placeholder={t(`forget.${words}.codePlaceholder`)}
                autoComplete="one-time-code"
                data-testid="reset-code"
              />
              <Button
                size="small"
                color="primary"
                fill="outline"
                disabled={countdown.left > 0}
                onClick={() => void send()}
                data-testid="send-code"
              >
                {countdown.left > 0 ? t('forget.resendIn', { n: countdown.left }) : t('forget.sendCode')}
              </Button>
            </div>
          </FormField>
          {passwordInput('newPassword')}
          {passwordInput('repeatPassword')}
          <p className="account-hint">{t('password.hint', { min: policy.minLength })}</p>
        </div>
        {formError && (
          <p className="account-form-error" role="alert" data-testid="form-error">
            {formError}
          </p>
        )}
        <div className="account-actions">
          <Button block type="submit" color="primary" size="large" loading={busy} data-testid="reset-submit">
            {t('forget.resetSubmit')}
          </Button>
        </div>
      </form>
    </div>
  );
}

export function ForgetPasswordPhonePage() {
  return <ForgetPasswordByCode channel="sms" />;
}

export function ForgetPasswordMailboxPage() {
  return <ForgetPasswordByCode channel="email" />;
}
