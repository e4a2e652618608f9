// The live stream's news for whoever shows counts, without importing the messages feature (a feature
// never imports another): features/messages owns the one EventSource and emits here; the workbench
// listens and re-reads its counts. Only "something changed" travels, never data.

export type LiveSignalKind = 'message' | 'unread' | 'counts' | 'reset' | 'ready';
export type LiveSignal = { kind: LiveSignalKind; reason?: string };
type Listener = (signal: LiveSignal) => void;

export function createLiveSignals() {
  const listeners = new Set<Listener>();
  return {
    emit(signal: LiveSignal): void {
      for (const listener of [...listeners]) listener(signal);
    },
    subscribe(listener: Listener): () => void {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

export const liveSignals = createLiveSignals();

/**
 * Calls `run` once after a burst of signals has been quiet for `waitMs` (a published announcement reaches
 * a reader as a message and a counts event together: one refresh, not two). Returns the trigger and a
 * cancel for unmounting.
 */
export function coalesce(
  run: () => void,
  waitMs: number,
  timers: Pick<typeof globalThis, 'setTimeout' | 'clearTimeout'> = globalThis,
) {
  let timer: ReturnType<typeof setTimeout> | null = null;
  return {
    trigger(): void {
      if (timer) timers.clearTimeout(timer);
      timer = timers.setTimeout(() => {
        timer = null;
        run();
      }, waitMs);
    },
    cancel(): void {
      if (timer) timers.clearTimeout(timer);
      timer = null;
    },
  };
}
