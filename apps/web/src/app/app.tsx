import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ConfigProvider } from 'antd-mobile';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RouterProvider } from 'react-router';
import { defaultAntdLocale, loadAntdLocale } from '../i18n/antd-locale.ts';
import type { AppLanguage } from '../i18n/i18n.ts';
import type { AppRouter } from './router.tsx';

export const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 } },
});

/** antd-mobile's own texts follow the app language. */
function useAntdLocale() {
  const { i18n } = useTranslation();
  const [locale, setLocale] = useState(defaultAntdLocale);
  useEffect(() => {
    let live = true;
    void loadAntdLocale(i18n.language as AppLanguage).then((l) => live && setLocale(l));
    return () => {
      live = false;
    };
  }, [i18n.language]);
  return locale;
}

export function App({ router }: { router: AppRouter }) {
  const locale = useAntdLocale();
  return (
    <QueryClientProvider client={queryClient}>
      <ConfigProvider locale={locale}>
        <RouterProvider router={router} />
      </ConfigProvider>
    </QueryClientProvider>
  );
}
