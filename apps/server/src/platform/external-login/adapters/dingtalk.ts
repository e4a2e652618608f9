import { AppError } from '../../http/app-error.ts';
import type { ExternalIdentity } from '../identities.ts';
import { callProvider, checkOutboundUrl, jsonBody } from '../outbound.ts';
import { type Provider, requireSecret, settingsOf } from '../providers.ts';
import type { AdapterContext, RedirectAdapter } from './adapter.ts';

/** 138****5678: the only form of the mobile number this system keeps (display; never a link key). */
export function maskMobile(mobile: unknown): string | null {
  if (typeof mobile !== 'string' || mobile.length < 7) return null;
  return `${mobile.slice(0, 3)}****${mobile.slice(-4)}`;
}

function failed(status: number, what: string): AppError {
  // 4xx: the code or app is refused; 5xx: DingTalk is in trouble.
  return status >= 500
    ? new AppError('EXTERNAL_PROVIDER_UNAVAILABLE', `DingTalk ${what} HTTP ${status}`)
    : new AppError('EXTERNAL_LOGIN_FAILED', `DingTalk ${what} HTTP ${status}`);
}

/** The v1.0 userAccessToken + contact/users/me exchange, shared by the redirect and the in-app login. */
export async function dingtalkIdentity(
  provider: Provider,
  code: string,
  ctx: AdapterContext,
): Promise<ExternalIdentity> {
  const s = settingsOf(provider, 'dingtalk');
  const api = s.apiBase.replace(/\/$/, '');
  const tokenRes = await callProvider(checkOutboundUrl(`${api}/v1.0/oauth2/userAccessToken`, ctx.production), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      clientId: s.clientId,
      clientSecret: requireSecret(provider),
      code,
      grantType: 'authorization_code',
    }),
  });
  if (tokenRes.status !== 200) throw failed(tokenRes.status, 'userAccessToken');
  const token = jsonBody(tokenRes);
  if (typeof token.accessToken !== 'string') throw new AppError('EXTERNAL_LOGIN_FAILED', 'no accessToken');
  const meRes = await callProvider(checkOutboundUrl(`${api}/v1.0/contact/users/me`, ctx.production), {
    headers: { 'x-acs-dingtalk-access-token': token.accessToken },
  });
  if (meRes.status !== 200) throw failed(meRes.status, 'users/me');
  const me = jsonBody(meRes);
  const subject = typeof me.openId === 'string' && me.openId ? me.openId : null;
  if (!subject) throw new AppError('EXTERNAL_LOGIN_FAILED', 'DingTalk answer without openId');
  return {
    providerApp: s.clientId,
    subject,
    profile: {
      nick: typeof me.nick === 'string' ? me.nick : null,
      mobile: maskMobile(me.mobile),
      corpId: typeof token.corpId === 'string' ? token.corpId : null,
    },
  };
}

export const dingtalkAdapter: RedirectAdapter = {
  authorizeUrl: async (provider, flow, ctx) => {
    const s = settingsOf(provider, 'dingtalk');
    const url = checkOutboundUrl(`${s.authorizeBase.replace(/\/$/, '')}/oauth2/auth`, ctx.production);
    url.searchParams.set('redirect_uri', flow.redirectUri);
    url.searchParams.set('response_type', 'code');
    url.searchParams.set('client_id', s.clientId);
    url.searchParams.set('scope', 'openid');
    url.searchParams.set('state', flow.state);
    url.searchParams.set('prompt', 'consent');
    return url.href;
  },
  finish: async (provider, _flow, params, ctx) => {
    const code = params.authCode ?? params.code;
    if (!code) throw new AppError('EXTERNAL_LOGIN_FAILED', 'authorisation denied');
    return dingtalkIdentity(provider, code, ctx);
  },
};
