import type { MessageView } from '@campusflow/contracts';
import { describe, expect, it } from 'vitest';
import { badgeText, type InboxEvent, type InboxState, inboxReducer, initialInbox } from './inbox-state.ts';
import { reconnectDelay, reconnectLimits, shouldRetry, streamUrl } from './reconnect.ts';

const message = (seq: number, read = false): MessageView => ({
  id: `m${seq}`,
  seq,
  kind: 'workflow.assigned',
  title: `#${seq}`,
  titleKey: null,
  variables: null,
  summary: null,
  target: { type: 'task', id: 't', route: '/bpm/task/detail?taskId=t' },
  senderUserId: null,
  createdAt: '2026-11-23T00:00:00.000Z',
  read,
  readAt: null,
});
const run = (events: InboxEvent[], from: InboxState = initialInbox) => events.reduce(inboxReducer, from);

describe('inbox badge reducer', () => {
  it('takes the unread count and the last id from ready, then counts live messages once each', () => {
    const s = run([
      { type: 'connecting' },
      { type: 'ready', unread: 2, lastSeq: 10 },
      { type: 'message', message: message(11) },
      { type: 'message', message: message(11) },
      { type: 'message', message: message(12, true) },
    ]);
    expect(s).toMatchObject({ status: 'open', unread: 3, lastSeq: 12, revision: 2 });
    expect(s.arrived.map((m) => m.seq)).toEqual([12, 11]);
  });

  it('follows unread events and the answers of our own calls, never below zero', () => {
    const s = run([
      { type: 'ready', unread: 5, lastSeq: 3 },
      { type: 'unread', unread: 1 },
    ]);
    expect(s.unread).toBe(1);
    expect(run([{ type: 'changed', unread: -2 }], s).unread).toBe(0);
  });

  it('a reconnect that catches up replays the missed ids and makes the lists stale', () => {
    const open = run([{ type: 'ready', unread: 0, lastSeq: 4 }]);
    const dropped = run([{ type: 'disconnected' }], open);
    expect(dropped.status).toBe('waiting');
    // The server replays 5 and 6 after the id we sent, then says ready with the true count.
    const back = run(
      [
        { type: 'connecting' },
        { type: 'message', message: message(5) },
        { type: 'message', message: message(6) },
        { type: 'ready', unread: 2, lastSeq: 6 },
      ],
      dropped,
    );
    expect(back).toMatchObject({ status: 'open', unread: 2, lastSeq: 6, revision: 2 });
  });

  it('a ready with newer ids than ours (no replay) or a reset also makes the lists stale', () => {
    const open = run([{ type: 'ready', unread: 0, lastSeq: 4 }]);
    expect(run([{ type: 'ready', unread: 1, lastSeq: 9 }], open).revision).toBe(open.revision + 1);
    expect(run([{ type: 'ready', unread: 0, lastSeq: 4 }], open).revision).toBe(open.revision);
    const reset = run([{ type: 'reset', lastSeq: 900 }], open);
    expect(reset).toMatchObject({ lastSeq: 900, revision: open.revision + 1 });
    expect(run([{ type: 'stopped' }], reset)).toEqual(initialInbox);
  });

  it('shows nothing at zero, the number up to 99, then 99+', () => {
    expect(badgeText(null)).toBeUndefined();
    expect(badgeText(0)).toBeUndefined();
    expect(badgeText(7)).toBe('7');
    expect(badgeText(120)).toBe('99+');
  });
});

describe('reconnect policy', () => {
  it('backs off exponentially with jitter up to 30 s', () => {
    expect(reconnectDelay(0, 0)).toBe(500);
    expect(reconnectDelay(0, 0.999)).toBeLessThanOrEqual(1000);
    expect(reconnectDelay(3, 0.999)).toBeLessThanOrEqual(8000);
    expect(reconnectDelay(3, 0.999)).toBeGreaterThan(4000);
    expect(reconnectDelay(20, 0.999)).toBeLessThanOrEqual(reconnectLimits.maxMs);
  });

  it('opens every stream with a fresh ticket and the id to catch up from', () => {
    expect(streamUrl('/s', 'abc', null)).toBe('/s?ticket=abc');
    expect(streamUrl('/s', 'a+b', 42)).toBe('/s?ticket=a%2Bb&lastEventId=42');
    expect(streamUrl('/s', 'abc', -1)).toBe('/s?ticket=abc');
  });

  it('retries network trouble and server errors, not an ended session', () => {
    expect(shouldRetry({ kind: 'network' })).toBe(true);
    expect(shouldRetry({ kind: 'http', state: 500 })).toBe(true);
    expect(shouldRetry({ kind: 'http', state: 6020301 })).toBe(false);
  });
});
