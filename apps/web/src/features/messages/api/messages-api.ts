import {
  messagesEndpoints as e,
  type MessageCategory,
  type MessageChanged,
  type MessageList,
  type MessageUnread,
  type MessageView,
} from '@campusflow/contracts';
import { request } from '../../../api/client.ts';

export type MessageFilter = { read?: boolean; category?: MessageCategory };

export function fetchMessages(pageNo: number, limit: number, filter: MessageFilter = {}) {
  return request<MessageList>({
    service: 'platform',
    path: e.list.path,
    query: {
      pageNo,
      limit,
      read: filter.read === undefined ? undefined : String(filter.read),
      category: filter.category,
    },
  });
}

export function fetchUnread() {
  return request<MessageUnread>({ service: 'platform', path: e.unread.path });
}

export function markRead(ids: string[]) {
  return request<MessageChanged>({
    service: 'platform',
    method: 'POST',
    path: e.read.path,
    body: { ids },
    loading: false,
  });
}

export function markAllRead(category?: MessageCategory) {
  return request<MessageChanged>({
    service: 'platform',
    method: 'POST',
    path: e.readAll.path,
    body: category ? { category } : {},
  });
}

export function removeMessages(ids: string[]) {
  return request<MessageChanged>({ service: 'platform', method: 'POST', path: e.remove.path, body: { ids } });
}

/** /message-jump: marks the message read and answers it with its target. */
export function jumpTo(id: string) {
  return request<MessageView>({
    service: 'platform',
    method: 'POST',
    path: e.jump.path.replace(':id', encodeURIComponent(id)),
    silent: true,
  });
}

export function fetchStreamTicket() {
  return request<{ ticket: string; expiresInSeconds: number }>({
    service: 'platform',
    method: 'POST',
    path: e.streamTicket.path,
    silent: true,
    loading: false,
  });
}
