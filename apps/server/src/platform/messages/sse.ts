/**
 * One server-sent event (HTML Living Standard §9.2). JSON never contains a raw newline, so `data` is a
 * single line; an event without `id` leaves the client's Last-Event-ID as it was.
 */
export function eventFrame(event: string, data: unknown, id?: number): string {
  return `${id === undefined ? '' : `id: ${id}\n`}event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
}

/** Parses Last-Event-ID: our ids are per-user message numbers; anything else counts as absent. */
export function parseLastEventId(value: unknown): number | null {
  if (typeof value !== 'string' || !/^\d{1,10}$/.test(value)) return null;
  const n = Number(value);
  return n <= 2_147_483_647 ? n : null;
}
