import { Button, ErrorBlock } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { logout } from '../../../session/session-actions.ts';
import '../system-pages.css';

function LogoutButton() {
  const { t } = useTranslation('systemPages');
  const navigate = useNavigate();
  return (
    <Button
      color="primary"
      onClick={async () => {
        await logout();
        navigate('/login', { replace: true });
      }}
      data-testid="status-logout"
    >
      {t('backToLogin')}
    </Button>
  );
}

/** The account is locked (guard route "locking"): the reason from the navigation state, if any. */
export function LockingPage() {
  const { t } = useTranslation('systemPages');
  const message = (useLocation().state as { message?: unknown } | null)?.message;
  return (
    <div className="system-page" data-testid="locking">
      <ErrorBlock
        fullPage
        status="busy"
        title={<h1 className="system-title">{t('locking.title')}</h1>}
        description={typeof message === 'string' && message ? message : t('locking.body')}
      >
        <LogoutButton />
      </ErrorBlock>
    </div>
  );
}

/** The role has no menu (guard route "nomenu"): nothing to show until an administrator grants one. */
export function NoMenuPage() {
  const { t } = useTranslation('systemPages');
  const navigate = useNavigate();
  return (
    <div className="system-page" data-testid="nomenu">
      <ErrorBlock
        fullPage
        status="empty"
        title={<h1 className="system-title">{t('nomenu.title')}</h1>}
        description={t('nomenu.body')}
      >
        <div className="system-actions">
          <Button fill="outline" onClick={() => navigate('/my/index')}>
            {t('nomenu.my')}
          </Button>
          <LogoutButton />
        </div>
      </ErrorBlock>
    </div>
  );
}
