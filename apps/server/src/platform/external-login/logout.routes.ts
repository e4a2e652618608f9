import { XMLParser } from 'fast-xml-parser';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { recordAuthEvent } from '../auth/auth-audit.ts';
import { requireAuth } from '../auth/auth-context.ts';
import { noStore } from '../auth/token-response.ts';
import { AppError } from '../http/app-error.ts';
import { ok } from '../http/envelope.ts';
import type { AdapterContext } from './adapters/adapter.ts';
import { oidcLogoutUrl } from './adapters/oidc.ts';
import { xlDb } from './external-login.tables.ts';
import { acceptFormBodies } from './form-body.ts';
import { endSessionsOfTicket, externalLoginOfSession } from './logout-links.ts';
import { loadProvider } from './providers.ts';

const parser = new XMLParser({
  // Like the CAS validation answer (D7): no entity expansion; DOCTYPEs are refused before parsing.
  processEntities: false,
  removeNSPrefix: true,
  ignoreAttributes: true,
  parseTagValue: false,
  trimValues: true,
});

/** The SessionIndex (service ticket) of a CAS SAML LogoutRequest; null for anything else. */
export function logoutRequestTicket(xml: string): string | null {
  if (xml.length > 20_000 || /<!DOCTYPE|<!ENTITY/i.test(xml)) return null;
  try {
    const doc = parser.parse(xml) as { LogoutRequest?: { SessionIndex?: unknown } };
    const index = doc.LogoutRequest?.SessionIndex;
    return typeof index === 'string' && /^(ST|PT)-[A-Za-z0-9-]{1,252}$/.test(index) ? index : null;
  } catch {
    return null;
  }
}

/**
 * Logout across the provider boundary (oauth prefix): CAS single logout (the CAS server ends our
 * sessions) and the OIDC RP-initiated logout link (our logout also ends the provider's session).
 */
export async function externalLogoutRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const ctx = (): AdapterContext => ({ production: app.config.NODE_ENV === 'production', now: app.clock.now() });
  acceptFormBodies(app);

  // CAS 3.0 §2.3.3: the CAS server POSTs logoutRequest=<samlp:LogoutRequest> (form data) when the user
  // logs out there. Register this URL as the service's logout URL at the CAS server. The ticket is the
  // only proof (the protocol has no signature): it ends only the sessions started with that ticket.
  r.post(
    '/sso/cas/logout/:providerId',
    {
      // The general rate limit only: one CAS server posts a request per ticket for the whole school.
      config: { access: 'public' },
      schema: {
        params: z.strictObject({ providerId: z.string().uuid() }),
        body: z
          .object({ logoutRequest: z.string().max(20_000) })
          .partial()
          .optional(),
      },
    },
    async (request) => {
      const ticket = logoutRequestTicket(request.body?.logoutRequest ?? '');
      if (!ticket) throw new AppError('ILLEGAL_REQUEST', 'not a CAS logoutRequest');
      const row = await xlDb(app.db)
        .selectFrom('externalLoginProviders')
        .select(['tenantId'])
        .where('id', '=', request.params.providerId)
        .where('kind', '=', 'cas')
        .executeTakeFirst();
      if (!row) throw new AppError('EXTERNAL_PROVIDER_NOT_FOUND');
      const provider = await loadProvider(app.db, row.tenantId, request.params.providerId, {
        enabledOnly: false,
        kek: app.config.SECRETS_KEK ?? null,
      });
      const ended = await endSessionsOfTicket(app, provider, ticket);
      if (ended > 0) {
        await recordAuthEvent(app.db, request.log, {
          event: 'auth.logout',
          tenantId: provider.tenantId,
          actorUserId: null,
          ip: request.ip,
          at: app.clock.now(),
          details: { channel: 'cas_single_logout', providerId: provider.id, sessions: ended },
        });
      }
      return ok(request, null);
    },
  );

  // Asked by the app before /user/logout: where to send the browser afterwards so the provider ends
  // its session too (OIDC end_session_endpoint with id_token_hint); null for other sessions.
  r.get(
    '/user/logout/provider',
    {
      config: { access: 'authenticated' },
      schema: { querystring: z.strictObject({ postLogoutRedirectUri: z.string().max(500).optional() }) },
    },
    async (request, reply) => {
      noStore(reply);
      const auth = requireAuth(request);
      const origin = await externalLoginOfSession(app, auth.tenantId, auth.userId, auth.sessionId);
      if (!origin?.idToken) return ok(request, { url: null });
      const provider = await loadProvider(app.db, auth.tenantId, origin.providerId, {
        enabledOnly: false,
        kek: app.config.SECRETS_KEK ?? null,
      });
      if (provider.kind !== 'oidc') return ok(request, { url: null });
      const back = request.query.postLogoutRedirectUri ?? null;
      // D1: the address the provider sends the browser back to is one of the provider's allowlist.
      if (back !== null && !provider.redirectUris.includes(back)) throw new AppError('EXTERNAL_REDIRECT_NOT_ALLOWED');
      try {
        return ok(request, { url: await oidcLogoutUrl(provider, origin.idToken, back, ctx()) });
      } catch {
        // Our own logout must never depend on the provider being up.
        return ok(request, { url: null });
      }
    },
  );
}
