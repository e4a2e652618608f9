import { Toast } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { ApiError } from '../../../api/api-error.ts';
import { firstChangePassword } from '../api/account-api.ts';
import { BareHeader } from '../components/bare-header.tsx';
import { PasswordForm, type PasswordValues } from '../components/password-form.tsx';
import '../account.css';

type ResetState = { loginState?: string; userId?: string; tenantId?: string; message?: string; account?: string };

/**
 * The guard's "reset" route: the password has expired (6020109). The API client navigates here with
 * the response variables (login state, user id, tenant id, message); the user sets a new password.
 */
export function ExpiredPasswordPage() {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const state = (useLocation().state ?? {}) as ResetState;

  const submit = async (values: PasswordValues) => {
    try {
      await firstChangePassword(values);
    } catch (error) {
      return error instanceof ApiError ? error.message : t('password.failed');
    }
    Toast.show({ icon: 'success', content: t('forget.done') });
    navigate('/login', { replace: true });
    return null;
  };

  return (
    <div className="account-page bare-page">
      <BareHeader title={t('expired.title')} />
      <div className="account-notice" data-testid="expired-notice">
        <strong>{t('expired.title')}</strong>
        <span>{state.message || t('expired.subtitle')}</span>
      </div>
      <PasswordForm
        withOldPassword
        account={state.account ?? null}
        submitText={t('password.submit')}
        onSubmit={submit}
      />
    </div>
  );
}
