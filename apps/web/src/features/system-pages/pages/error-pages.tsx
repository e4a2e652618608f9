import { Button, ErrorBlock } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import '../system-pages.css';

type Code = '404' | '401' | '403';

function ErrorPage({ code }: { code: Code }) {
  const { t } = useTranslation('systemPages');
  const navigate = useNavigate();
  return (
    <div className="system-page" data-testid={`error-${code}`}>
      <ErrorBlock
        fullPage
        status={code === '404' ? 'empty' : 'disconnected'}
        title={
          <h1 className="system-title">
            {code} · {t(`error.${code}.title`)}
          </h1>
        }
        description={t(`error.${code}.body`)}
      >
        <div className="system-actions">
          <Button color="primary" onClick={() => navigate('/dashboard', { replace: true })} data-testid="go-home">
            {t('common:nav.home')}
          </Button>
          {code !== '404' && (
            <Button fill="outline" onClick={() => navigate('/login', { replace: true })}>
              {t('toLogin')}
            </Button>
          )}
        </div>
      </ErrorBlock>
    </div>
  );
}

export function NotFoundPage() {
  return <ErrorPage code="404" />;
}

export function UnauthorizedPage() {
  return <ErrorPage code="401" />;
}

export function ForbiddenPage() {
  return <ErrorPage code="403" />;
}
