import { Button, Card, List } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSession } from '../../../session/session.ts';
import { logout } from '../../../session/session-actions.ts';

/** Placeholder of the onboarding index (the onboarding issue replaces it). */
export function OnboardingIndexPage() {
  const { t } = useTranslation('onboarding');
  const navigate = useNavigate();
  const s = useSession();
  return (
    <div className="page-padding">
      <h1 className="page-heading">{t('common:routes.yxxt_index')}</h1>
      <Card data-testid="onboarding-card">
        <div className="greeting-name">{t('welcome', { name: s.userInfo?.employee?.name ?? s.account ?? '' })}</div>
        <p className="muted">{t('intro')}</p>
      </Card>
      <List>
        <List.Item onClick={() => navigate('/xgxt/yxxt_lc_index')}>{t('steps')}</List.Item>
      </List>
      <Button
        block
        fill="outline"
        className="spaced"
        onClick={async () => {
          await logout();
          navigate('/login', { replace: true });
        }}
      >
        {t('logout')}
      </Button>
    </div>
  );
}
