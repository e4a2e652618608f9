import { MessageView, messagesEndpoints } from '@campusflow/contracts';
import { useEffect, useSyncExternalStore } from 'react';
import { ApiError } from '../../../api/api-error.ts';
import { apiUrl } from '../../../api/client.ts';
import { liveSignals } from '../../../lib/live-signals.ts';
import { session } from '../../../session/session.ts';
import { fetchStreamTicket } from '../api/messages-api.ts';
import { type InboxEvent, type InboxState, inboxReducer, initialInbox } from './inbox-state.ts';
import { reconnectDelay, shouldRetry, streamUrl } from './reconnect.ts';

// The one live connection of the app: opened by the first screen that wants it (the tab badge),
// kept while the user is signed in, closed at logout or when another user signs in. No polling: the
// server pushes, and after a drop we reconnect with a fresh ticket and the last id (nothing is missed).

/** Waits this long before the first connect, so the first screen's own calls go first (≤ 3 calls). */
const firstConnectDelayMs = 1200;

let state: InboxState = initialInbox;
const listeners = new Set<() => void>();
let source: EventSource | null = null;
let timer: ReturnType<typeof setTimeout> | null = null;
let attempt = 0;
let owner: string | null = null;
let generation = 0;
let wanted = false;

function dispatch(event: InboxEvent): void {
  const next = inboxReducer(state, event);
  if (next === state) return;
  state = next;
  for (const listener of listeners) listener();
}

function parse(data: unknown): unknown {
  try {
    return typeof data === 'string' ? JSON.parse(data) : null;
  } catch {
    return null;
  }
}

function numberField(value: unknown, key: string): number | null {
  if (!value || typeof value !== 'object') return null;
  const n = (value as Record<string, unknown>)[key];
  return typeof n === 'number' && Number.isFinite(n) ? n : null;
}

function closeSource(): void {
  source?.close();
  source = null;
  if (timer) clearTimeout(timer);
  timer = null;
}

function schedule(delayMs: number): void {
  if (timer) clearTimeout(timer);
  timer = setTimeout(() => {
    timer = null;
    void connect();
  }, delayMs);
}

function retryLater(): void {
  dispatch({ type: 'disconnected' });
  schedule(reconnectDelay(attempt++, Math.random()));
}

async function connect(): Promise<void> {
  if (!wanted || typeof EventSource === 'undefined') return;
  const mine = ++generation;
  closeSource();
  dispatch({ type: 'connecting' });
  let ticket: string;
  try {
    ticket = (await fetchStreamTicket()).ticket;
  } catch (error) {
    if (mine !== generation) return;
    const e = error instanceof ApiError ? error : null;
    const network = !e || e.kind === 'network' || e.kind === 'timeout' || e.kind === 'offline';
    if (shouldRetry(network ? { kind: 'network' } : { kind: 'http', state: e?.state })) retryLater();
    else stop();
    return;
  }
  if (mine !== generation || !wanted) return;
  const base = apiUrl({ service: 'platform', path: messagesEndpoints.stream.path });
  const es = new EventSource(streamUrl(base, ticket, state.lastSeq));
  source = es;
  es.addEventListener('ready', (event) => {
    const data = parse(event.data);
    const unread = numberField(data, 'unread');
    const lastSeq = numberField(data, 'lastSeq');
    attempt = 0;
    if (unread !== null && lastSeq !== null) dispatch({ type: 'ready', unread, lastSeq });
    // After a reconnect counts may have moved while we were away.
    liveSignals.emit({ kind: 'ready' });
  });
  es.addEventListener('message', (event) => {
    const parsed = MessageView.safeParse(parse(event.data));
    if (parsed.success) dispatch({ type: 'message', message: parsed.data });
    liveSignals.emit({ kind: 'message' });
  });
  es.addEventListener('unread', (event) => {
    const unread = numberField(parse(event.data), 'unread');
    if (unread !== null) dispatch({ type: 'unread', unread });
    liveSignals.emit({ kind: 'unread' });
  });
  es.addEventListener('reset', (event) => {
    const lastSeq = numberField(parse(event.data), 'lastSeq');
    if (lastSeq !== null) dispatch({ type: 'reset', lastSeq });
    liveSignals.emit({ kind: 'reset' });
  });
  es.addEventListener('counts', (event) => {
    // The home tab's counts changed on the server (a new to-do, an announcement): it re-reads them.
    const data = parse(event.data);
    const reason = data && typeof data === 'object' ? (data as Record<string, unknown>).reason : undefined;
    liveSignals.emit({ kind: 'counts', ...(typeof reason === 'string' ? { reason } : {}) });
  });
  es.onerror = () => {
    // The browser's own retry would resend the spent ticket; we reconnect with a new one instead.
    if (source !== es) return;
    es.close();
    source = null;
    retryLater();
  };
}

function start(): void {
  const uid = session.get().token?.uid ?? null;
  if (!uid) return;
  if (wanted && owner === uid) return;
  if (owner !== uid) stop();
  wanted = true;
  owner = uid;
  schedule(firstConnectDelayMs);
}

function stop(): void {
  wanted = false;
  owner = null;
  generation++;
  closeSource();
  attempt = 0;
  dispatch({ type: 'stopped' });
}

// Logout (token gone) or another user: the stream belongs to the old session.
session.subscribe(() => {
  const uid = session.get().token?.uid ?? null;
  if (wanted && uid !== owner) {
    stop();
    if (uid) start();
  }
});

if (typeof window !== 'undefined') {
  // Back online or back to the tab while waiting: no reason to sit out the back-off.
  const wake = () => {
    if (wanted && state.status === 'waiting') {
      attempt = 0;
      schedule(0);
    }
  };
  window.addEventListener('online', wake);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') wake();
  });
}

export const liveInbox = {
  get: (): InboxState => state,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  start,
  stop,
  /** The answer of our own read / delete / jump call: the badge follows at once. */
  changed(unread: number): void {
    dispatch({ type: 'changed', unread });
  },
};

/** The inbox state; starts the live connection when the user is signed in. */
export function useInbox(): InboxState {
  useEffect(() => {
    liveInbox.start();
  }, []);
  return useSyncExternalStore(liveInbox.subscribe, liveInbox.get, liveInbox.get);
}
