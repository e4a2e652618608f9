import * as client from 'openid-client';
import { AppError } from '../../http/app-error.ts';
import { checkOutboundUrl, outboundDefaults, providerFetch } from '../outbound.ts';
import { type Provider, settingsOf } from '../providers.ts';
import type { AdapterContext, RedirectAdapter } from './adapter.ts';

// Discovery documents are cached briefly per provider configuration (issuer, client, secret).
const cache = new Map<string, { config: client.Configuration; at: number }>();
const cacheMs = 5 * 60 * 1000;

async function configurationFor(provider: Provider, ctx: AdapterContext): Promise<client.Configuration> {
  const s = settingsOf(provider, 'oidc');
  const key = JSON.stringify([provider.id, s.issuer, s.clientId, provider.secret]);
  const hit = cache.get(key);
  if (hit && Date.now() - hit.at < cacheMs) return hit.config;
  const issuer = checkOutboundUrl(s.issuer, ctx.production);
  const auth = provider.secret ? client.ClientSecretPost(provider.secret) : client.None();
  // http:// issuers are possible outside production only (loopback test IdPs); checkOutboundUrl refuses them in production.
  const fetcher = providerFetch(ctx.production) as client.CustomFetch;
  const insecure = issuer.protocol === 'http:' ? { execute: [client.allowInsecureRequests] } : {};
  let config: client.Configuration;
  try {
    config = await client.discovery(issuer, s.clientId, undefined, auth, {
      ...insecure,
      timeout: Math.ceil(outboundDefaults.timeoutMs / 1000),
      // D9: every openid-client call (discovery, token, JWKS, userinfo) is address-checked and pinned.
      [client.customFetch]: fetcher,
    });
  } catch {
    throw new AppError('EXTERNAL_PROVIDER_UNAVAILABLE', 'OIDC discovery failed');
  }
  config.timeout = Math.ceil(outboundDefaults.timeoutMs / 1000);
  config[client.customFetch] = fetcher;
  cache.set(key, { config, at: Date.now() });
  return config;
}

function isNetworkError(error: unknown): boolean {
  const name = error instanceof Error ? error.name : '';
  const code = (error as { code?: string } | null)?.code;
  return (
    name === 'TimeoutError' ||
    name === 'AbortError' ||
    code === 'OAUTH_TIMEOUT' ||
    (error instanceof TypeError && !code)
  );
}

/** Generic OpenID Connect: authorization code with PKCE S256, state and nonce checked by openid-client. */
export const oidcAdapter: RedirectAdapter = {
  prepare: async () => ({ nonce: client.randomNonce(), codeVerifier: client.randomPKCECodeVerifier() }),
  authorizeUrl: async (provider, flow, ctx) => {
    const s = settingsOf(provider, 'oidc');
    const config = await configurationFor(provider, ctx);
    if (!flow.codeVerifier || !flow.nonce) throw new AppError('INTERNAL_ERROR', 'flow without PKCE');
    const url = client.buildAuthorizationUrl(config, {
      redirect_uri: flow.redirectUri,
      scope: s.scopes.includes('openid') ? s.scopes : `openid ${s.scopes}`,
      response_type: 'code',
      code_challenge: await client.calculatePKCECodeChallenge(flow.codeVerifier),
      code_challenge_method: 'S256',
      state: flow.state,
      nonce: flow.nonce,
    });
    return url.href;
  },
  finish: async (provider, flow, params, ctx) => {
    settingsOf(provider, 'oidc'); // refuses a flow whose provider changed kind
    if (!params.code && !params.error) throw new AppError('EXTERNAL_LOGIN_FAILED', 'no code');
    const config = await configurationFor(provider, ctx);
    // The callback as the provider sent it: our redirect URI plus its parameters.
    const current = new URL(flow.redirectUri);
    for (const [k, v] of Object.entries(params)) if (typeof v === 'string') current.searchParams.set(k, v);
    current.searchParams.set('state', flow.state);
    let claims: client.IDToken | undefined;
    let idToken: string | undefined;
    try {
      const tokens = await client.authorizationCodeGrant(config, current, {
        pkceCodeVerifier: flow.codeVerifier ?? '',
        expectedState: flow.state,
        expectedNonce: flow.nonce ?? '',
        idTokenExpected: true,
      });
      claims = tokens.claims();
      idToken = tokens.id_token;
    } catch (error) {
      if (isNetworkError(error)) throw new AppError('EXTERNAL_PROVIDER_UNAVAILABLE', 'OIDC token call failed');
      const code = (error as { code?: string; error?: string }).error ?? (error as { code?: string }).code ?? 'error';
      throw new AppError('EXTERNAL_LOGIN_FAILED', `OIDC: ${code}`);
    }
    if (!claims?.sub) throw new AppError('EXTERNAL_LOGIN_FAILED', 'no id_token subject');
    // openid-client checked iss == discovered issuer, aud contains client_id, nonce, exp and the signature.
    return {
      providerApp: claims.iss,
      subject: claims.sub,
      profile: {
        name: typeof claims.name === 'string' ? claims.name : null,
        preferredUsername: typeof claims.preferred_username === 'string' ? claims.preferred_username : null,
      },
      // id_token_hint of the provider logout link (RP-initiated logout).
      ...(idToken ? { logout: { idToken } } : {}),
    };
  },
};

/**
 * The provider's RP-initiated logout URL (end_session_endpoint) with id_token_hint, or null when the
 * provider publishes none. post_logout_redirect_uri is sent only when given (the OP must know it).
 */
export async function oidcLogoutUrl(
  provider: Provider,
  idToken: string,
  postLogoutRedirectUri: string | null,
  ctx: AdapterContext,
): Promise<string | null> {
  const config = await configurationFor(provider, ctx);
  if (!config.serverMetadata().end_session_endpoint) return null;
  const params: Record<string, string> = { id_token_hint: idToken };
  if (postLogoutRedirectUri) params.post_logout_redirect_uri = postLogoutRedirectUri;
  return client.buildEndSessionUrl(config, params).href;
}
