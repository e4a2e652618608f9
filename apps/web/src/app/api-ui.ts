import { type ApiUi, installApiUi } from '../api/client.ts';
import { i18next, productLocale } from '../i18n/i18n.ts';
import { showToast } from '../lib/toast.ts';
import type { AppRouter } from './router.tsx';

/** Connects the API client to antd-mobile toasts and dialogs and to the router. */
export function connectApiUi(router: AppRouter): void {
  let loadingHandler: { close: () => void } | null = null;
  const ui: ApiUi = {
    t: (key, vars) => i18next.t(key.includes(':') ? key : `common:${key}`, vars),
    toast: (text, durationMs) => {
      showToast({ content: text, duration: durationMs });
    },
    showLoading: () => {
      loadingHandler = showToast({ icon: 'loading', content: i18next.t('common:api.loading'), duration: 0 });
    },
    hideLoading: () => {
      loadingHandler?.close();
      loadingHandler = null;
    },
    // The dialog is rare: its code loads when first needed, not before login.
    confirmRelogin: async () =>
      (await import('antd-mobile/es/components/dialog')).default.confirm({
        title: i18next.t('common:api.loggedOutTitle'),
        content: i18next.t('common:api.loggedOutBody'),
        confirmText: i18next.t('common:api.relogin'),
        cancelText: i18next.t('common:api.cancel'),
      }),
    goRoot: () => {
      void router.navigate('/', { replace: true });
    },
    goLogin: () => {
      void router.navigate('/login', { replace: true });
    },
    goPasswordReset: (variables) => {
      void router.navigate('/reset', { state: variables ?? {} });
    },
    language: () => productLocale(i18next.language),
  };
  installApiUi(ui);
}
