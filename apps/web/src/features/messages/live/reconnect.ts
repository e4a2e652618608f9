/**
 * Reconnect policy of the live stream. EventSource's own retry cannot work for us: it would resend the
 * same single-use ticket. So every (re)connect asks for a fresh ticket and opens a new EventSource
 * carrying the last event id we saw, and the server replays everything after it.
 */
export const reconnectLimits = { baseMs: 1000, maxMs: 30_000 } as const;

/** Exponential back-off with full jitter: 1 s, 2 s, 4 s … capped at 30 s; `random` in [0, 1). */
export function reconnectDelay(attempt: number, random: number): number {
  const ceiling = Math.min(reconnectLimits.maxMs, reconnectLimits.baseMs * 2 ** Math.max(0, attempt));
  return Math.round(reconnectLimits.baseMs / 2 + (ceiling - reconnectLimits.baseMs / 2) * random);
}

/** The stream URL: the ticket, and the id to catch up from when we have seen events before. */
export function streamUrl(base: string, ticket: string, lastSeq: number | null): string {
  const params = new URLSearchParams({ ticket });
  if (lastSeq !== null && Number.isInteger(lastSeq) && lastSeq >= 0) params.set('lastEventId', String(lastSeq));
  return `${base}?${params.toString()}`;
}

/**
 * Whether a failure is worth retrying: yes for network trouble and server errors, no when the session
 * is gone (the API client then sends the user to the login page, and the stream stops with it).
 */
export function shouldRetry(failure: { kind: 'network' | 'http'; state?: number | null }): boolean {
  if (failure.kind === 'network') return true;
  const state = failure.state ?? 0;
  return !(state >= 6020000 && state < 6030000);
}
