import { AppError } from '../../http/app-error.ts';
import type { ExternalIdentity } from '../identities.ts';
import { callProvider, checkOutboundUrl, jsonBody } from '../outbound.ts';
import { type Provider, requireSecret, settingsOf } from '../providers.ts';
import type { AdapterContext, RedirectAdapter } from './adapter.ts';

/**
 * The narrow adapter contract for the Chaoxing learning app and the v2 app (no public protocol exists;
 * README "Adapter contract"): OAuth2-code shaped. Authorize URL with client_id, redirect_uri,
 * response_type=code, state; code → token by a form POST; token → profile by a Bearer GET whose `uid`
 * (or `sub`) is the stable subject.
 */
export async function appCodeIdentity(
  provider: Provider,
  input: { code: string; state?: string; redirectUri?: string },
  ctx: AdapterContext,
): Promise<ExternalIdentity> {
  const s = settingsOf(provider, provider.kind === 'v2app' ? 'v2app' : 'cxapp');
  const form = new URLSearchParams({
    grant_type: 'authorization_code',
    code: input.code,
    client_id: s.appKey,
    client_secret: requireSecret(provider),
  });
  if (input.redirectUri) form.set('redirect_uri', input.redirectUri);
  if (input.state) form.set('state', input.state);
  const tokenRes = await callProvider(checkOutboundUrl(s.tokenUrl, ctx.production), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
    body: form.toString(),
  });
  if (tokenRes.status >= 500) throw new AppError('EXTERNAL_PROVIDER_UNAVAILABLE', `token HTTP ${tokenRes.status}`);
  const token = jsonBody(tokenRes);
  if (tokenRes.status !== 200 || token.error !== undefined || typeof token.access_token !== 'string') {
    throw new AppError('EXTERNAL_LOGIN_FAILED', `app code refused (HTTP ${tokenRes.status})`);
  }
  const meRes = await callProvider(checkOutboundUrl(s.userinfoUrl, ctx.production), {
    headers: { authorization: `Bearer ${token.access_token}`, accept: 'application/json' },
  });
  if (meRes.status !== 200) throw new AppError('EXTERNAL_LOGIN_FAILED', `userinfo HTTP ${meRes.status}`);
  const me = jsonBody(meRes);
  const subject = me.uid ?? me.sub;
  if ((typeof subject !== 'string' && typeof subject !== 'number') || String(subject) === '') {
    throw new AppError('EXTERNAL_LOGIN_FAILED', 'profile without uid');
  }
  return {
    providerApp: s.appKey,
    subject: String(subject),
    profile: { name: typeof me.name === 'string' ? me.name : null },
  };
}

export const appCodeAdapter: RedirectAdapter = {
  authorizeUrl: async (provider, flow, ctx) => {
    const s = settingsOf(provider, provider.kind === 'v2app' ? 'v2app' : 'cxapp');
    const url = checkOutboundUrl(s.authorizeUrl, ctx.production);
    url.searchParams.set('client_id', s.appKey);
    url.searchParams.set('redirect_uri', flow.redirectUri);
    url.searchParams.set('response_type', 'code');
    url.searchParams.set('state', flow.state);
    return url.href;
  },
  finish: async (provider, flow, params, ctx) => {
    if (!params.code) throw new AppError('EXTERNAL_LOGIN_FAILED', 'authorisation denied');
    return appCodeIdentity(provider, { code: params.code, state: flow.state, redirectUri: flow.redirectUri }, ctx);
  },
};
