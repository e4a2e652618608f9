import type { PublicExternalProvider } from '@campusflow/contracts';
import { Button, NoticeBar } from 'antd-mobile';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/api-error.ts';
import { fetchExternalProviders, startExternalLogin } from '../../../api/external-login-api.ts';
import { type ExternalNotice, externalCallbackUri, externalFlowStore } from '../../../lib/external-flow-store.ts';
import { showToast } from '../../../lib/toast.ts';
import './external-logins.css';

/**
 * The buttons of the providers the school turned on (no secrets reach the browser: the server gives
 * id, kind, name). A click opens a flow server-side and leaves for the provider's login page.
 */
export function ExternalLoginButtons({ redirect }: { redirect: string | null }) {
  const { t } = useTranslation('login');
  const [providers, setProviders] = useState<PublicExternalProvider[]>([]);
  const [busy, setBusy] = useState<string | null>(null);

  useEffect(() => {
    fetchExternalProviders()
      .then((list) => setProviders(list.filter((p) => p.kind !== 'token')))
      .catch(() => setProviders([]));
  }, []);

  const go = async (p: PublicExternalProvider) => {
    setBusy(p.id);
    try {
      const started = await startExternalLogin(p.id, externalCallbackUri());
      externalFlowStore.clearNotice();
      externalFlowStore.savePending({
        state: started.state,
        binding: started.binding,
        providerId: p.id,
        kind: p.kind,
        redirect,
      });
      globalThis.location.assign(started.url);
    } catch (error) {
      setBusy(null);
      if (error instanceof ApiError) showToast({ content: error.message, duration: 5000 });
    }
  };

  if (providers.length === 0) return null;
  return (
    <section className="login-external" aria-label={t('otherLogins')} data-testid="external-logins">
      <div className="login-external-title">{t('otherLogins')}</div>
      {providers.map((p) => (
        <Button
          key={p.id}
          block
          fill="outline"
          loading={busy === p.id}
          onClick={() => void go(p)}
          data-testid={`external-login-${p.kind}`}
        >
          {p.name}
        </Button>
      ))}
    </section>
  );
}

/** What the last external login left for this page: an error, or a bind request. */
export function ExternalNoticeBar({ notice, onCancel }: { notice: ExternalNotice; onCancel: () => void }) {
  const { t } = useTranslation('login');
  const text = notice.bindTicket ? t('bindNotice', { provider: notice.providerName ?? '' }) : notice.message;
  return (
    <NoticeBar
      content={text}
      color={notice.bindTicket ? 'info' : 'alert'}
      wrap
      closeable
      onClose={onCancel}
      extra={
        notice.bindTicket ? (
          <button type="button" className="login-link-button" onClick={onCancel}>
            {t('cancelBind')}
          </button>
        ) : undefined
      }
      data-testid="external-notice"
    />
  );
}
