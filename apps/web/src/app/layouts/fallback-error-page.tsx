import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

/** Used only while the system-pages feature has not registered its own 404/401/403. */
export function FallbackErrorPage({ code }: { code: '404' | '401' | '403' }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <div className="page-center">
      <h1 className="page-heading">{code}</h1>
      <Button color="primary" fill="outline" onClick={() => navigate('/dashboard', { replace: true })}>
        {t('nav.home')}
      </Button>
    </div>
  );
}
