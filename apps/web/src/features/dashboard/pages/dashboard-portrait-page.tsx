import { ErrorBlock } from 'antd-mobile';
import { useTranslation } from 'react-i18next';

export function DashboardPortraitPage() {
  const { t } = useTranslation('dashboard');
  return (
    <div className="page-padding">
      <h1 className="page-heading">{t('common:routes.dashboardXshx')}</h1>
      <ErrorBlock status="empty" title={t('portraitPlaceholder')} description="" />
    </div>
  );
}
