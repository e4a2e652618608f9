import { describe, expect, it } from 'vitest';
import { coalesce, createLiveSignals, type LiveSignal } from './live-signals.ts';

/** Timers the test moves by hand (no waiting on the wall clock). */
function manualTimers() {
  let now = 0;
  const pending = new Map<number, { at: number; fn: () => void }>();
  let next = 1;
  return {
    setTimeout: ((fn: () => void, ms: number) => {
      const id = next++;
      pending.set(id, { at: now + ms, fn });
      return id;
    }) as unknown as typeof setTimeout,
    clearTimeout: ((id: number) => {
      pending.delete(id);
    }) as unknown as typeof clearTimeout,
    advance(ms: number) {
      now += ms;
      for (const [id, t] of [...pending]) {
        if (t.at <= now) {
          pending.delete(id);
          t.fn();
        }
      }
    },
  };
}

describe('live signals', () => {
  it('reach every subscriber until it unsubscribes', () => {
    const hub = createLiveSignals();
    const seen: LiveSignal[] = [];
    const off = hub.subscribe((s) => seen.push(s));
    hub.emit({ kind: 'counts', reason: 'workflow' });
    off();
    hub.emit({ kind: 'message' });
    expect(seen).toEqual([{ kind: 'counts', reason: 'workflow' }]);
  });

  it('a burst of signals refreshes once, after it has been quiet', () => {
    const timers = manualTimers();
    let runs = 0;
    const refresh = coalesce(() => runs++, 300, timers);
    refresh.trigger();
    timers.advance(200);
    refresh.trigger();
    timers.advance(200);
    expect(runs).toBe(0);
    timers.advance(100);
    expect(runs).toBe(1);
    refresh.trigger();
    refresh.cancel();
    timers.advance(1000);
    expect(runs).toBe(1);
  });
});
