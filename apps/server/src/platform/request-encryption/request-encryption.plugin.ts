import {
  EncryptedRequestHeader,
  encryptionTimestampWindowMs,
  headers,
  normalisedRequestPath,
  requestEncryptionHeaders,
} from '@campusflow/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../http/app-error.ts';
import { publicTenantId } from '../tenancy/public-tenant.ts';
import { openContent, parseCompactJwe, sealWithKey, unwrapKey } from './jwe.ts';
import { createKeyRing, type KeyRing, type KeyRingOptions } from './key-ring.ts';
import { memoryNonceStore, type NonceStore, redisNonceStore } from './nonce-store.ts';
import { createTenantRequirement } from './tenant-requirement.ts';

export type DecryptedRequest = { cek: Buffer; kid: string; header: EncryptedRequestHeader };

declare module 'fastify' {
  interface FastifyInstance {
    requestEncryption: {
      keyRing: KeyRing;
      nonces: NonceStore;
      requiresEncryption: (tenantId: string) => Promise<boolean>;
    };
  }
  interface FastifyRequest {
    encryption: DecryptedRequest | null;
  }
  interface FastifyContextConfig {
    /** 'exempt': plain JSON bodies are accepted even where the tenant requires encryption (server-to-server calls). */
    encryption?: 'exempt';
  }
}

export type RequestEncryptionOptions = KeyRingOptions & { nonces?: NonceStore; requirementTtlMs?: number };

const bodyMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** G5: every failure to decrypt or to match the bindings is this one error. */
const invalid = () => new AppError('ENCRYPTED_BODY_INVALID');

function headerValue(request: FastifyRequest, name: string): string | undefined {
  const v = request.headers[name];
  return typeof v === 'string' && v.length > 0 ? v : undefined;
}

function readProtectedHeader(protectedB64: string): EncryptedRequestHeader | null {
  try {
    const parsed = EncryptedRequestHeader.safeParse(
      JSON.parse(Buffer.from(protectedB64, 'base64url').toString('utf8')),
    );
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * Request-body encryption (issue 8 §2, security-requirements.md G). preValidation: an encrypted body is
 * decrypted, checked and replaced by its JSON, so the route's schema validates the plain body.
 * preHandler (after the auth guard): the tenant binding, and the refusal of plain JSON bodies where the
 * tenant requires encryption. onSend: the answer is sealed with the request's key when asked.
 */
async function requestEncryption(app: FastifyInstance, options: RequestEncryptionOptions) {
  const keyRing = createKeyRing(app.db, app.clock, { ...options, kek: options.kek ?? app.config.SECRETS_KEK ?? null });
  const nonces = options.nonces ?? (app.redis ? redisNonceStore(app.redis) : memoryNonceStore());
  const requiresEncryption = createTenantRequirement(app.db, app.clock, options.requirementTtlMs);
  app.decorate('requestEncryption', { keyRing, nonces, requiresEncryption });
  app.decorateRequest('encryption', null);

  async function decrypt(request: FastifyRequest, encInfo: string): Promise<unknown> {
    if (typeof request.body !== 'string') throw invalid();
    const jwe = parseCompactJwe(`${encInfo.trim()}.${request.body.trim()}`);
    const header = jwe && readProtectedHeader(jwe.protectedB64);
    const key = header && (await keyRing.find(header.kid));
    if (!jwe || !header || !key) throw invalid();
    const cek = unwrapKey(key.privateKey, jwe.encryptedKey);
    const plain = openContent(cek, jwe);
    if (!plain) throw invalid();
    let body: unknown;
    try {
      body = JSON.parse(plain.toString('utf8'));
    } catch {
      throw invalid();
    }
    // G4: the authenticated header must describe this very request.
    if (header.htm !== request.method || header.htp !== normalisedRequestPath(request.url)) throw invalid();
    const now = app.clock.now().getTime();
    if (Math.abs(now - header.ts) > encryptionTimestampWindowMs) {
      throw new AppError('ENCRYPTED_BODY_EXPIRED', undefined, { variables: { serverTime: now } });
    }
    if (!(await nonces.claim(header.nonce, header.ts + encryptionTimestampWindowMs + 1000, now))) {
      throw new AppError('ENCRYPTED_BODY_REPLAYED');
    }
    request.encryption = { cek, kid: key.kid, header };
    return body;
  }

  app.addHook('preValidation', async (request) => {
    const encInfo = headerValue(request, requestEncryptionHeaders.encInfo);
    if (encInfo) request.body = await decrypt(request, encInfo);
  });

  app.addHook('preHandler', async (request) => {
    const tenantHeader = headerValue(request, headers.tenantId) ?? '';
    if (request.encryption) {
      // G4 tenant binding: the token's tenant when there is one, else the tenant the request named.
      const expected = request.auth ? request.auth.tenantId : tenantHeader;
      if (request.encryption.header.tid !== expected) {
        request.encryption = null; // the uniform error goes back plain, like every other one
        throw invalid();
      }
      return;
    }
    if (!bodyMethods.has(request.method) || request.routeOptions.config.encryption === 'exempt') return;
    if (!(request.headers['content-type'] ?? '').includes('json')) return;
    // Nothing to protect in an absent or empty body (the settings white list is read this way).
    const body = request.body;
    if (body === undefined || body === null || (typeof body === 'object' && Object.keys(body).length === 0)) return;
    const tenantId = request.auth?.tenantId ?? (await publicTenantId(app, request));
    if (tenantId && (await requiresEncryption(tenantId))) throw new AppError('ENCRYPTION_REQUIRED');
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const enc = request.encryption;
    if (!enc || !headerValue(request, requestEncryptionHeaders.encAllowed)) return payload;
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload; // streams (downloads) stay plain
    reply.header('content-type', 'application/jose');
    reply.header(requestEncryptionHeaders.encAllowed, '1');
    reply.header('cache-control', 'no-store');
    return sealWithKey(enc.cek, { kid: enc.kid, cty: 'json', nonce: enc.header.nonce }, payload);
  });
}

export const requestEncryptionPlugin = fp(requestEncryption, { name: 'request-encryption' });
