import { Button, ErrorBlock, Toast } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { ApiError } from '../../../api/api-error.ts';
import { resetWithTicket } from '../api/account-api.ts';
import { BareHeader } from '../components/bare-header.tsx';
import { PasswordForm, type PasswordValues } from '../components/password-form.tsx';
import '../account.css';

/** Reset password after the security questions: the one-time ticket travels in the navigation state. */
export function ResetPasswordPage() {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const ticket = (useLocation().state as { ticket?: unknown } | null)?.ticket;

  if (typeof ticket !== 'string' || !ticket) {
    return (
      <div className="account-page bare-page">
        <BareHeader title={t('forget.resetTitle')} />
        <ErrorBlock status="default" title={t('forget.noTicket')} description="">
          <Button color="primary" onClick={() => navigate('/forget_password', { replace: true })}>
            {t('forget.title')}
          </Button>
        </ErrorBlock>
      </div>
    );
  }

  const submit = async (values: PasswordValues) => {
    try {
      await resetWithTicket({ ticket, newPassword: values.newPassword, repeatPassword: values.repeatPassword });
    } catch (error) {
      return error instanceof ApiError ? error.message : t('forget.failed');
    }
    Toast.show({ icon: 'success', content: t('forget.done') });
    navigate('/login', { replace: true });
    return null;
  };

  return (
    <div className="account-page bare-page">
      <BareHeader title={t('forget.resetTitle')} />
      <PasswordForm withOldPassword={false} submitText={t('forget.resetSubmit')} onSubmit={submit} />
    </div>
  );
}
