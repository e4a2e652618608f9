import type { FastifyInstance } from 'fastify';

export type SseEvent = { event: string; id: string | null; data: unknown };

/** A minimal EventSource over fetch for tests: collects parsed events and lets a test wait for one. */
export type SseClient = {
  status: number;
  events: SseEvent[];
  waitFor: (predicate: (e: SseEvent) => boolean, timeoutMs?: number) => Promise<SseEvent>;
  close: () => void;
};

export async function listenOnce(app: FastifyInstance): Promise<string> {
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  return address;
}

export async function openSse(url: string, headers: Record<string, string> = {}): Promise<SseClient> {
  const controller = new AbortController();
  const res = await fetch(url, { headers, signal: controller.signal });
  const events: SseEvent[] = [];
  const waiters: { predicate: (e: SseEvent) => boolean; resolve: (e: SseEvent) => void }[] = [];
  const client: SseClient = {
    status: res.status,
    events,
    waitFor: (predicate, timeoutMs = 5000) => {
      const found = events.find(predicate);
      if (found) return Promise.resolve(found);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`no matching event; got ${JSON.stringify(events)}`)),
          timeoutMs,
        );
        waiters.push({
          predicate,
          resolve: (e) => {
            clearTimeout(timer);
            resolve(e);
          },
        });
      });
    },
    close: () => controller.abort(),
  };
  if (res.status !== 200 || !res.body) return client;
  const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  (async () => {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return;
      buffer += value;
      let cut = buffer.indexOf('\n\n');
      while (cut >= 0) {
        const block = buffer.slice(0, cut);
        buffer = buffer.slice(cut + 2);
        cut = buffer.indexOf('\n\n');
        let event = 'message';
        let id: string | null = null;
        let data: string | null = null;
        for (const line of block.split('\n')) {
          if (line.startsWith('event: ')) event = line.slice(7);
          else if (line.startsWith('id: ')) id = line.slice(4);
          else if (line.startsWith('data: ')) data = line.slice(6);
        }
        if (data === null) continue;
        const parsed: SseEvent = { event, id, data: JSON.parse(data) };
        events.push(parsed);
        for (const w of [...waiters]) {
          if (w.predicate(parsed)) {
            waiters.splice(waiters.indexOf(w), 1);
            w.resolve(parsed);
          }
        }
      }
    }
  })().catch(() => undefined);
  return client;
}
