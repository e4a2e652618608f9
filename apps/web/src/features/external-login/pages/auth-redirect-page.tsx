import { Button, ErrorBlock, SpinLoading } from 'antd-mobile';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { externalFlowStore } from '../../../lib/external-flow-store.ts';
import { session, tokenValid } from '../../../session/session.ts';

/**
 * /authredirect: where the guard's SSO step lands. Logged in → home; otherwise the failure the step
 * recorded, with the way back to the login page (which offers the bind when the school allows it).
 */
export function AuthRedirectPage() {
  const { t } = useTranslation('externalLogin');
  const navigate = useNavigate();
  const [failed, setFailed] = useState<string | null>(null);

  useEffect(() => {
    if (tokenValid(session.get().token)) {
      navigate('/', { replace: true });
      return;
    }
    const notice = externalFlowStore.readNotice();
    if (notice?.bindTicket) navigate('/login', { replace: true });
    else setFailed(notice?.message ?? t('authRedirect.failed'));
  }, [navigate, t]);

  return (
    <div className="system-page" data-testid="auth-redirect">
      {failed === null ? (
        <div style={{ display: 'grid', placeItems: 'center', gap: 12, paddingTop: '30vh' }}>
          <SpinLoading />
          <span>{t('authRedirect.signingIn')}</span>
        </div>
      ) : (
        <ErrorBlock fullPage status="default" title={<h1>{t('authRedirect.failed')}</h1>} description={failed}>
          <Button
            color="primary"
            onClick={() => {
              externalFlowStore.clearNotice();
              navigate('/login', { replace: true });
            }}
            data-testid="auth-redirect-back"
          >
            {t('authRedirect.backToLogin')}
          </Button>
        </ErrorBlock>
      )}
    </div>
  );
}
