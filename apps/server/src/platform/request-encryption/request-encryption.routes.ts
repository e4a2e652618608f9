import {
  type EncryptionSettings,
  encryptionTimestampWindowMs,
  requestEncryptionEndpoints,
} from '@campusflow/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../http/envelope.ts';
import type { RouteArea } from '../http/route-area.ts';
import { publicTenantId } from '../tenancy/public-tenant.ts';

async function requestEncryptionRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  // Before login (spec §7): the current public key and whether this tenant requires encryption.
  r.get(
    requestEncryptionEndpoints.settings.path,
    { config: { access: 'public' }, schema: { querystring: z.strictObject({}) } },
    async (request, reply) => {
      const { keyRing, requiresEncryption } = app.requestEncryption;
      const [key, tenantId] = await Promise.all([keyRing.current(), publicTenantId(app, request)]);
      reply.header('cache-control', 'no-store');
      const settings: EncryptionSettings = {
        encrypt: tenantId ? await requiresEncryption(tenantId) : false,
        encryptName: 'RSA-OAEP-256+A256GCM',
        publicKey: key.publicJwk,
        kid: key.kid,
        serverTime: app.clock.now().getTime(),
        timestampWindowMs: encryptionTimestampWindowMs,
      };
      return ok(request, settings);
    },
  );
}

export const requestEncryptionArea: RouteArea = {
  name: 'request-encryption',
  service: 'oauth',
  routes: requestEncryptionRoutes,
};
