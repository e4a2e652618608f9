import { useTranslation } from 'react-i18next';
import { useInbox } from '../live/live-inbox.ts';

/** A thin banner while the live connection is down and waiting to reconnect. */
export function LiveStatus() {
  const { t } = useTranslation('messages');
  const inbox = useInbox();
  if (inbox.status !== 'waiting') return null;
  return (
    <div className="messages-live-status" role="status" data-testid="messages-reconnecting">
      {t('reconnecting')}
    </div>
  );
}
