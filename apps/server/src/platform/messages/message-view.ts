import type { Locale, MessageView } from '@campusflow/contracts';
import { renderTitle } from './message-texts.ts';
import type { MessageRow } from './messages.service.ts';

export function toMessageView(row: MessageRow, locale: Locale): MessageView {
  const title = row.title;
  return {
    id: row.id,
    seq: Number(row.seq),
    kind: row.kind,
    title: renderTitle(title, locale),
    titleKey: 'key' in title ? title.key : null,
    variables: 'key' in title ? (title.variables ?? null) : null,
    summary: row.summary,
    target: { type: row.targetType, id: row.targetId, route: row.targetRoute },
    senderUserId: row.senderUserId,
    createdAt: new Date(row.createdAt).toISOString(),
    read: row.readAt !== null,
    readAt: row.readAt ? new Date(row.readAt).toISOString() : null,
  };
}

export type { MessageView };
