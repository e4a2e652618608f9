import { Button, ErrorBlock, List, SpinLoading } from 'antd-mobile';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { fetchDingtalkMobile } from '../../../api/external-login-api.ts';
import { externalFlowStore } from '../../../lib/external-flow-store.ts';
import { session, tokenValid } from '../../../session/session.ts';

type DingtalkJsApi = {
  ready: (cb: () => void) => void;
  runtime: {
    permission: {
      requestAuthCode: (o: { corpId: string; onSuccess: (r: { code: string }) => void; onFail: () => void }) => void;
    };
  };
};

/**
 * /dingTalkAuth: inside the DingTalk client the page asks the JSAPI for an authCode and reloads with it,
 * so the guard's DingTalk step logs in (anonymous POST /user/login/dingtalk). Outside DingTalk it says so.
 */
export function DingtalkAuthPage() {
  const { t } = useTranslation('externalLogin');
  const navigate = useNavigate();
  const [state, setState] = useState<'working' | 'outside' | 'failed'>('working');

  useEffect(() => {
    if (tokenValid(session.get().token)) {
      navigate('/', { replace: true });
      return;
    }
    if (externalFlowStore.readNotice()) {
      setState('failed');
      return;
    }
    const dd = (globalThis as { dd?: DingtalkJsApi }).dd;
    const corpId = new URLSearchParams(globalThis.location.search).get('corpId');
    if (!dd || !corpId) {
      setState('outside');
      return;
    }
    dd.ready(() =>
      dd.runtime.permission.requestAuthCode({
        corpId,
        onSuccess: ({ code }) =>
          globalThis.location.replace(
            `${globalThis.location.pathname}?authCode=${encodeURIComponent(code)}#/dingTalkAuth`,
          ),
        onFail: () => setState('failed'),
      }),
    );
  }, [navigate]);

  if (state === 'working') {
    return (
      <div
        className="system-page"
        data-testid="dingtalk-auth"
        style={{ display: 'grid', placeItems: 'center', gap: 12, paddingTop: '30vh' }}
      >
        <SpinLoading />
        <span>{t('dingtalkAuth.signingIn')}</span>
      </div>
    );
  }
  const notice = externalFlowStore.readNotice();
  return (
    <div className="system-page" data-testid="dingtalk-auth">
      <ErrorBlock
        fullPage
        status="default"
        title={<h1>{t('dingtalkAuth.title')}</h1>}
        description={state === 'outside' ? t('dingtalkAuth.openInDingtalk') : (notice?.message ?? '')}
      >
        <Button
          color="primary"
          onClick={() => {
            if (!notice?.bindTicket) externalFlowStore.clearNotice();
            navigate('/login', { replace: true });
          }}
        >
          {t('dingtalkAuth.backToLogin')}
        </Button>
      </ErrorBlock>
    </div>
  );
}

/** /dingtalk: the DingTalk link of the logged-in user (the masked mobile number DingTalk gave). */
export function DingtalkPage() {
  const { t } = useTranslation('externalLogin');
  const [mobile, setMobile] = useState<string | null | undefined>(undefined);
  useEffect(() => {
    fetchDingtalkMobile()
      .then((r) => setMobile(r.mobile))
      .catch(() => setMobile(null));
  }, []);
  if (mobile === undefined) return <SpinLoading style={{ margin: '30vh auto' }} />;
  return (
    <List header={t('dingtalk.title')} data-testid="dingtalk-page">
      <List.Item extra={mobile ?? '—'}>{mobile ? t('dingtalk.mobile') : t('dingtalk.notLinked')}</List.Item>
    </List>
  );
}
