import { MessageStreamQuery, messagesEndpoints } from '@campusflow/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireAuth } from '../auth/auth-context.ts';
import { AppError } from '../http/app-error.ts';
import { ok } from '../http/envelope.ts';
import { liveHubOf } from './live.ts';
import { parseLastEventId } from './sse.ts';
import { issueStreamTicket, redeemStreamTicket, streamTicketTtlSeconds } from './stream-tickets.ts';

/**
 * The live stream: the client asks for a ticket with its access token, then opens EventSource with the
 * ticket in the query (EventSource sends no custom headers). The ticket is single-use and lives a
 * minute, so a URL that leaks into a log is worthless; a reconnect asks for a fresh ticket and sends
 * Last-Event-ID to catch up.
 */
export async function streamRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const e = messagesEndpoints;

  r.post(e.streamTicket.path, { config: { access: 'authenticated' } }, async (request) => {
    const auth = requireAuth(request);
    const ticket = await issueStreamTicket(app.db, auth, app.clock.now());
    return ok(request, { ticket, expiresInSeconds: streamTicketTtlSeconds });
  });

  r.get(
    e.stream.path,
    { config: { access: 'public' }, schema: { querystring: MessageStreamQuery } },
    async (request, reply) => {
      const identity = await redeemStreamTicket(app.db, request.query.ticket, app.clock.now());
      const hub = liveHubOf(app);
      if (!identity || !hub) throw new AppError('MESSAGE_STREAM_TICKET_INVALID');
      reply.hijack();
      const raw = reply.raw;
      // Security headers set by hooks so far (helmet) still apply to the hijacked response.
      for (const [name, value] of Object.entries(reply.getHeaders())) {
        if (value !== undefined) raw.setHeader(name, value);
      }
      raw.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-store',
        connection: 'keep-alive',
        // Proxies (nginx) must not buffer the stream.
        'x-accel-buffering': 'no',
      });
      raw.write('retry: 3000\n\n');
      let open = true;
      const conn = await hub.open({
        ...identity,
        locale: request.locale,
        lastEventId: parseLastEventId(request.headers['last-event-id']) ?? parseLastEventId(request.query.lastEventId),
        write: (frame) => {
          if (open) raw.write(frame);
        },
        end: () => {
          if (!open) return;
          open = false;
          raw.end();
        },
      });
      request.raw.on('close', () => {
        open = false;
        hub.close(conn);
      });
      if (request.raw.destroyed) hub.close(conn);
    },
  );
}
