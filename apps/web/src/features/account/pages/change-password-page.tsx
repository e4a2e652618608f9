import { validationMessage } from '@campusflow/contracts';
import { Toast } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { ApiError } from '../../../api/api-error.ts';
import { productLocale } from '../../../i18n/i18n.ts';
import { useSession } from '../../../session/session.ts';
import { logout } from '../../../session/session-actions.ts';
import { changePassword, firstChangePassword } from '../api/account-api.ts';
import { PasswordForm, type PasswordValues } from '../components/password-form.tsx';
import '../account.css';

/**
 * Change password (a password the user knows). With `force=1` it is the forced change after the
 * first login or an admin reset (state 6020133): it cannot be skipped and uses the restricted call.
 * Either way the user logs in again with the new password.
 */
export function ChangePasswordPage() {
  const { t, i18n } = useTranslation('account');
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const forced = search.get('force') === '1';
  const s = useSession();

  const submit = async (values: PasswordValues) => {
    try {
      await (forced ? firstChangePassword(values) : changePassword(values));
    } catch (error) {
      return error instanceof ApiError ? error.message : t('password.failed');
    }
    Toast.show({ icon: 'success', content: validationMessage('passwordUpdated', productLocale(i18n.language)) });
    await logout();
    navigate('/login', { replace: true });
    return null;
  };

  return (
    <div className="account-page">
      {forced && (
        <div className="account-notice" data-testid="forced-notice">
          <strong>{t('password.forcedTitle')}</strong>
          <span>{t('password.forcedSubtitle')}</span>
        </div>
      )}
      <PasswordForm withOldPassword account={s.account} submitText={t('password.submit')} onSubmit={submit} />
    </div>
  );
}
