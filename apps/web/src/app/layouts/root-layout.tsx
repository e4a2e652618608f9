import { Button, DotLoading } from 'antd-mobile';
import { Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useNavigation } from 'react-router';
import { setCommittedRouteName } from '../guard/guard-loader.ts';
import { usePageTitle } from './use-page-title.ts';
import { useRouteMeta } from './use-route-meta.ts';

function OfflineBanner() {
  const { t } = useTranslation();
  const [online, setOnline] = useState(() => navigator.onLine);
  useEffect(() => {
    const update = () => setOnline(navigator.onLine);
    window.addEventListener('online', update);
    window.addEventListener('offline', update);
    return () => {
      window.removeEventListener('online', update);
      window.removeEventListener('offline', update);
    };
  }, []);
  if (online) return null;
  return (
    <div className="offline-banner" role="status">
      {t('offlineBanner')}
    </div>
  );
}

export function RootLayout() {
  usePageTitle();
  const meta = useRouteMeta();
  useEffect(() => setCommittedRouteName(meta?.name ?? null), [meta]);
  const navigation = useNavigation();
  return (
    <>
      <OfflineBanner />
      {navigation.state === 'loading' && <div className="route-progress" aria-hidden="true" />}
      <Suspense fallback={<RootFallback />}>
        <Outlet />
      </Suspense>
    </>
  );
}

export function RootFallback() {
  return (
    <div className="page-center" aria-busy="true">
      <DotLoading color="primary" />
    </div>
  );
}

export function RouteError() {
  const { t } = useTranslation();
  return (
    <div className="page-center" role="alert">
      <p>{t('api.network')}</p>
      <Button color="primary" fill="outline" onClick={() => window.location.reload()}>
        {t('list.retry')}
      </Button>
    </div>
  );
}
