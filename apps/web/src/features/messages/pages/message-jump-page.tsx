import { stateCodes } from '@campusflow/contracts';
import { Button, DotLoading, ErrorBlock } from 'antd-mobile';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { ApiError } from '../../../api/api-error.ts';
import { session, tokenValid } from '../../../session/session.ts';
import { jumpTo } from '../api/messages-api.ts';
import { jumpRoute } from '../live/jump-target.ts';
import '../messages.css';

type Failure = 'notFound' | 'failed' | 'unknownTarget';

/**
 * /message-jump?id=…: a public path (links in e-mails and push notices land here), so the login check
 * is ours: without a session we go to the login page and come back. Then the server marks the message
 * read and names its target, which we open in place of this page.
 */
export function MessageJumpPage() {
  const { t } = useTranslation('messages');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = params.get('id') ?? params.get('messageId') ?? '';
  const [failure, setFailure] = useState<Failure | null>(null);

  useEffect(() => {
    let live = true;
    const here = `/message-jump?id=${encodeURIComponent(id)}`;
    if (!tokenValid(session.get().token) && !session.get().token?.refresh_token) {
      navigate(`/login?redirect=${encodeURIComponent(here)}`, { replace: true });
      return;
    }
    if (!/^[0-9a-f-]{36}$/i.test(id)) {
      setFailure('notFound');
      return;
    }
    jumpTo(id)
      .then((message) => {
        if (!live) return;
        // The server marked it read; the live stream's unread event brings the badge down.
        const route = jumpRoute(message.target);
        if (route) navigate(route, { replace: true });
        else setFailure('unknownTarget');
      })
      .catch((error: unknown) => {
        if (!live) return;
        const e = error instanceof ApiError ? error : null;
        setFailure(e?.state === stateCodes.MESSAGE_NOT_FOUND.code ? 'notFound' : 'failed');
      });
    return () => {
      live = false;
    };
  }, [id, navigate]);

  if (!failure) {
    return (
      <div className="page-center" aria-busy="true" data-testid="message-jump-opening">
        <DotLoading color="primary" />
        <p className="muted">{t('jump.opening')}</p>
      </div>
    );
  }
  return (
    <div className="page-center" data-testid="message-jump-failed">
      <ErrorBlock status={failure === 'failed' ? 'default' : 'empty'} title={t(`jump.${failure}`)} description="" />
      <Button color="primary" onClick={() => navigate('/dashboardMessage', { replace: true })}>
        {t('jump.back')}
      </Button>
    </div>
  );
}
