import type { MessageView } from '@campusflow/contracts';

/**
 * What the tab badge and the lists know about the inbox, driven by the live stream and by the answers
 * of our own calls. Pure, so reconnects and out-of-order answers are testable without a browser.
 */
export type InboxState = {
  /** Unread messages; null until the stream (or a call) has told us. */
  unread: number | null;
  /** Highest message number seen (the stream's event id): the point a reconnect catches up from. */
  lastSeq: number | null;
  status: 'idle' | 'connecting' | 'open' | 'waiting';
  /** Bumped whenever the lists should be read again (a message arrived, a reset, a catch-up). */
  revision: number;
  /** Messages that arrived live since the page opened, newest first (a few, for a toast). */
  arrived: MessageView[];
};

export type InboxEvent =
  | { type: 'connecting' }
  | { type: 'ready'; unread: number; lastSeq: number }
  | { type: 'message'; message: MessageView }
  | { type: 'unread'; unread: number }
  | { type: 'reset'; lastSeq: number }
  | { type: 'disconnected' }
  /** The answer of a read / read-all / delete / jump call carries the new unread count. */
  | { type: 'changed'; unread: number }
  | { type: 'stopped' };

export const initialInbox: InboxState = { unread: null, lastSeq: null, status: 'idle', revision: 0, arrived: [] };
const arrivedKept = 5;

export function inboxReducer(state: InboxState, event: InboxEvent): InboxState {
  switch (event.type) {
    case 'connecting':
      return { ...state, status: 'connecting' };
    case 'ready': {
      // A reconnect that found newer messages than we had (caught up by id, or too many to replay)
      // makes the lists stale; the first ready of a page load does too only if the lists already ran.
      const behind = state.lastSeq !== null && event.lastSeq > state.lastSeq;
      return {
        ...state,
        status: 'open',
        unread: event.unread,
        lastSeq: Math.max(state.lastSeq ?? 0, event.lastSeq),
        revision: behind ? state.revision + 1 : state.revision,
      };
    }
    case 'message': {
      const seq = event.message.seq;
      // The stream never repeats an id, but a reconnect racing a late frame could: count each once.
      if (state.lastSeq !== null && seq <= state.lastSeq) return state;
      return {
        ...state,
        lastSeq: seq,
        unread: event.message.read ? state.unread : (state.unread ?? 0) + 1,
        revision: state.revision + 1,
        arrived: [event.message, ...state.arrived].slice(0, arrivedKept),
      };
    }
    case 'unread':
    case 'changed':
      return { ...state, unread: Math.max(0, event.unread) };
    case 'reset':
      return { ...state, lastSeq: event.lastSeq, revision: state.revision + 1 };
    case 'disconnected':
      return { ...state, status: 'waiting' };
    case 'stopped':
      return initialInbox;
  }
}

/** The text of the tab badge: nothing at zero, the number up to 99, then 99+. */
export function badgeText(unread: number | null): string | undefined {
  if (!unread || unread <= 0) return undefined;
  return unread > 99 ? '99+' : String(unread);
}
