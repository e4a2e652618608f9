import { createLocalJWKSet, decodeProtectedHeader, type JSONWebKeySet, jwtVerify } from 'jose';
import { AppError } from '../../http/app-error.ts';
import type { ExternalIdentity } from '../identities.ts';
import { callProvider, checkOutboundUrl, jsonBody } from '../outbound.ts';
import { type Provider, requireSecret, settingsOf } from '../providers.ts';
import type { AdapterContext } from './adapter.ts';

const refused = (why: string) => new AppError('EXTERNAL_TOKEN_INVALID', why);

/** RFC 7662: active, an allowlisted client_id, not expired (our clock), a subject. */
async function byIntrospection(provider: Provider, token: string, ctx: AdapterContext): Promise<ExternalIdentity> {
  const s = settingsOf(provider, 'token');
  if (!s.introspectionUrl || !s.clientId) throw new AppError('EXTERNAL_PROVIDER_CONFIG_INVALID');
  const basic = Buffer.from(
    `${encodeURIComponent(s.clientId)}:${encodeURIComponent(requireSecret(provider))}`,
  ).toString('base64');
  const res = await callProvider(checkOutboundUrl(s.introspectionUrl, ctx.production), {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      accept: 'application/json',
      authorization: `Basic ${basic}`,
    },
    body: new URLSearchParams({ token, token_type_hint: 'access_token' }).toString(),
  });
  if (res.status !== 200) throw new AppError('EXTERNAL_PROVIDER_UNAVAILABLE', `introspection HTTP ${res.status}`);
  const body = jsonBody(res);
  if (body.active !== true) throw refused('inactive');
  if (typeof body.client_id !== 'string' || !s.allowedClientIds.includes(body.client_id)) throw refused('client_id');
  if (typeof body.exp !== 'number' || body.exp * 1000 <= ctx.now.getTime()) throw refused('expired');
  if (s.issuer && body.iss !== undefined && body.iss !== s.issuer) throw refused('iss');
  if (typeof body.sub !== 'string' || !body.sub) throw refused('sub');
  return { providerApp: s.issuer ?? s.introspectionUrl, subject: body.sub, profile: { clientId: body.client_id } };
}

/** RFC 9068: typ at+jwt, pinned keys, allowlisted algs, exact iss, our aud, exp, allowlisted client_id. */
async function byJwt(provider: Provider, token: string, ctx: AdapterContext): Promise<ExternalIdentity> {
  const s = settingsOf(provider, 'token');
  if (!s.issuer || !s.audience || !s.jwks) throw new AppError('EXTERNAL_PROVIDER_CONFIG_INVALID');
  let header: ReturnType<typeof decodeProtectedHeader>;
  try {
    header = decodeProtectedHeader(token);
  } catch {
    throw refused('not a JWS');
  }
  // Keys are pinned: a token naming its own key source is refused outright.
  if (header.jku !== undefined || header.x5u !== undefined || header.jwk !== undefined) throw refused('key header');
  try {
    const keys = createLocalJWKSet(JSON.parse(s.jwks) as JSONWebKeySet);
    const { payload } = await jwtVerify(token, keys, {
      issuer: s.issuer,
      audience: s.audience,
      algorithms: s.algorithms,
      typ: 'at+jwt',
      currentDate: ctx.now,
      requiredClaims: ['exp', 'sub', 'client_id'],
    });
    if (typeof payload.client_id !== 'string' || !s.allowedClientIds.includes(payload.client_id))
      throw refused('client_id');
    return { providerApp: s.issuer, subject: String(payload.sub), profile: { clientId: payload.client_id } };
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw refused(error instanceof Error ? error.name : 'jwt');
  }
}

export function verifyThirdPartyToken(provider: Provider, token: string, ctx: AdapterContext) {
  const s = settingsOf(provider, 'token');
  return s.mode === 'jwt' ? byJwt(provider, token, ctx) : byIntrospection(provider, token, ctx);
}
