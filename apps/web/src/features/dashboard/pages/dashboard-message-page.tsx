import { ErrorBlock } from 'antd-mobile';
import { useTranslation } from 'react-i18next';

export function DashboardMessagePage() {
  const { t } = useTranslation('dashboard');
  return (
    <div className="page-padding">
      <h1 className="page-heading">{t('common:routes.dashboardMessage')}</h1>
      <ErrorBlock status="empty" title={t('messagesPlaceholder')} description="" />
    </div>
  );
}
