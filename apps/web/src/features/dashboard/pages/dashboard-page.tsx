import { Card } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { currentRole, useSession } from '../../../session/session.ts';

/** Placeholder workbench: greeting card with name and role (the workbench issue builds the rest). */
export function DashboardPage() {
  const { t } = useTranslation('dashboard');
  const s = useSession();
  const name = s.userInfo?.employee?.name || s.account || '';
  return (
    <div className="page-padding">
      <h1 className="page-heading">{t('common:routes.dashboard')}</h1>
      <Card className="greeting-card" data-testid="greeting-card">
        <div className="greeting-name">{t('greeting', { name })}</div>
        <div className="greeting-role" data-testid="current-role">
          {t('currentRole', { role: currentRole(s)?.name ?? '' })}
        </div>
      </Card>
      <p className="muted">{t('placeholder')}</p>
    </div>
  );
}
