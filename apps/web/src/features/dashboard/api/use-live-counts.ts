import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { coalesce, liveSignals } from '../../../lib/live-signals.ts';

/** Quiet time before re-reading: a publish reaches a reader as a message and a counts event together. */
const settleMs = 300;

/**
 * Keeps the home tab's counts live: any news of the live stream (a task arrived, a message, a read
 * elsewhere, a reconnect) re-reads /workbench/home once, instead of polling.
 */
export function useLiveCounts(): void {
  const client = useQueryClient();
  useEffect(() => {
    const refresh = coalesce(() => {
      void client.invalidateQueries({ queryKey: ['workbench', 'home'] });
    }, settleMs);
    const off = liveSignals.subscribe(() => refresh.trigger());
    return () => {
      off();
      refresh.cancel();
    };
  }, [client]);
}
