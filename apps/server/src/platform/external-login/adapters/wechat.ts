import { AppError } from '../../http/app-error.ts';
import { callProvider, checkOutboundUrl, jsonBody } from '../outbound.ts';
import { requireSecret, settingsOf } from '../providers.ts';
import type { RedirectAdapter } from './adapter.ts';

/** WeChat answers errors with HTTP 200 and a non-zero errcode (D8): check every answer. */
function checked(body: Record<string, unknown>): Record<string, unknown> {
  if (typeof body.errcode === 'number' && body.errcode !== 0) {
    throw new AppError('EXTERNAL_LOGIN_FAILED', `WeChat errcode ${body.errcode}`);
  }
  return body;
}

export const wechatAdapter: RedirectAdapter = {
  authorizeUrl: async (provider, flow, ctx) => {
    const s = settingsOf(provider, 'wechat');
    const path = s.mode === 'open' ? '/connect/qrconnect' : '/connect/oauth2/authorize';
    const url = checkOutboundUrl(`${s.authorizeBase.replace(/\/$/, '')}${path}`, ctx.production);
    url.searchParams.set('appid', s.appId);
    url.searchParams.set('redirect_uri', flow.redirectUri);
    url.searchParams.set('response_type', 'code');
    url.searchParams.set('scope', s.mode === 'open' ? 'snsapi_login' : 'snsapi_userinfo');
    url.searchParams.set('state', flow.state);
    url.hash = 'wechat_redirect';
    return url.href;
  },
  finish: async (provider, _flow, params, ctx) => {
    const s = settingsOf(provider, 'wechat');
    // A denied authorisation comes back with the state only.
    if (!params.code) throw new AppError('EXTERNAL_LOGIN_FAILED', 'authorisation denied');
    const api = s.apiBase.replace(/\/$/, '');
    const tokenUrl = checkOutboundUrl(`${api}/sns/oauth2/access_token`, ctx.production);
    tokenUrl.searchParams.set('appid', s.appId);
    tokenUrl.searchParams.set('secret', requireSecret(provider));
    tokenUrl.searchParams.set('code', params.code);
    tokenUrl.searchParams.set('grant_type', 'authorization_code');
    const token = checked(jsonBody(await callProvider(tokenUrl)));
    const openid = token.openid;
    const accessToken = token.access_token;
    if (typeof openid !== 'string' || !openid || typeof accessToken !== 'string') {
      throw new AppError('EXTERNAL_LOGIN_FAILED', 'WeChat answer without openid');
    }
    let nickname: string | null = null;
    if (String(token.scope ?? '').includes('snsapi_userinfo') || s.mode === 'open') {
      const infoUrl = checkOutboundUrl(`${api}/sns/userinfo`, ctx.production);
      infoUrl.searchParams.set('access_token', accessToken);
      infoUrl.searchParams.set('openid', openid);
      infoUrl.searchParams.set('lang', 'zh_CN');
      const info = checked(jsonBody(await callProvider(infoUrl)));
      nickname = typeof info.nickname === 'string' ? info.nickname : null;
    }
    // D5: openid is per appid; the unionid is kept for display only, never used to link.
    return {
      providerApp: s.appId,
      subject: openid,
      profile: { nickname, unionid: typeof token.unionid === 'string' ? token.unionid : null },
    };
  },
};
