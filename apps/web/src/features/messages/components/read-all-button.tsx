import { Button, Toast } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { markAllRead } from '../api/messages-api.ts';
import { liveInbox, useInbox } from '../live/live-inbox.ts';

/** "Mark all read": disabled when nothing is unread; the badge and lists follow the answer. */
export function ReadAllButton({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation('messages');
  const inbox = useInbox();
  return (
    <Button
      size="small"
      fill="none"
      color="primary"
      disabled={!inbox.unread}
      data-testid="messages-read-all"
      onClick={async () => {
        const answer = await markAllRead();
        liveInbox.changed(answer.unread);
        Toast.show({ icon: 'success', content: t('readAllDone'), duration: 2000 });
        onDone();
      }}
    >
      {t('readAll')}
    </Button>
  );
}
