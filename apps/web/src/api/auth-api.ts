import { appConfig } from '../lib/config.ts';
import { session } from '../session/session.ts';
import type { MenuItem, TokenInfo, UserInfo } from '../session/session-types.ts';
import { request, requestEnvelope } from './client.ts';

export type Captcha = { requestId: string; image: string; expiresIn: number; length: number };
export type LoginOpen = {
  tenantOpen: boolean;
  singleDomain: boolean;
  defaultTenant?: string;
  tenant?: { id: string; code: string; name: string; designTenantId?: string | null } | null;
  captchaLength?: number;
  encrypt?: boolean;
};
export type LoginInput = {
  username: string;
  password: string;
  captcha?: string;
  requestId?: string;
  tenantCode?: string;
};

/** Step 1 of the code login: credentials → a short-lived login state (spec §4). */
export async function applyLogin(input: LoginInput) {
  const envelope = await requestEnvelope<string>({
    service: 'oauth',
    method: 'POST',
    path: '/user/login/apply',
    body: input,
    anonymous: true,
    silent: true,
  });
  return { loginState: envelope.data, restricted: (envelope.variables?.restricted as string | undefined) ?? null };
}

/** Step 2: login state → authorization code, bound to this client and a PKCE challenge. */
export function authorize(loginState: string, codeChallenge: string | null) {
  return request<string | { code: string }>({
    service: 'oauth',
    method: 'POST',
    path: '/authorize/apply',
    anonymous: true,
    silent: true,
    body: {
      login_state: loginState,
      client_id: appConfig.clientId,
      ...(codeChallenge ? { code_challenge: codeChallenge, code_challenge_method: 'S256' } : {}),
    },
  });
}

/** Step 3: code → tokens. */
export function exchangeCode(code: string, codeVerifier: string | null) {
  return request<TokenInfo>({
    service: 'oauth',
    method: 'POST',
    path: '/authentication/apply',
    anonymous: true,
    silent: true,
    body: {
      client_id: appConfig.clientId,
      grant_type: 'authorization_code',
      authorize_code: code,
      ...(codeVerifier ? { code_verifier: codeVerifier } : {}),
    },
  });
}

export function fetchUserContext(token: TokenInfo, lang: string) {
  return request<UserInfo>({
    service: 'oauth',
    path: '/user/context',
    query: { access_token: () => session.get().token?.access_token ?? token.access_token, uid: token.uid, lang },
  });
}

/** C7: the server retires the session's tokens on a role switch and answers with new ones. */
export function switchRole(roleId: string) {
  return request<(TokenInfo & { roleId: string }) | null>({
    service: 'oauth',
    method: 'POST',
    path: '/user/role/switch',
    body: { roleId },
  });
}

export function serverLogout(accessToken: string) {
  return request<unknown>({
    service: 'oauth',
    method: 'POST',
    path: '/user/logout',
    body: { access_token: accessToken },
    silent: true,
    loading: false,
  });
}

export function fetchCaptcha() {
  return request<Captcha>({ service: 'oauth', path: '/user/captcha', query: { t: Date.now() }, anonymous: true });
}

export function fetchLoginOpen() {
  return request<LoginOpen>({ service: 'oauth', path: '/user/open', anonymous: true, silent: true });
}

/** Start-up system config: the encryption flag (spec §4: encrypt_express = 1). */
export function fetchSysConfig(codes: string[]) {
  return request<{ code: string; value: string }[]>({
    service: 'platform',
    method: 'POST',
    path: '/auth/common/sysConfig/white/list',
    query: { sysConfigCodes: codes.join(',') },
    anonymous: true,
    silent: true,
    loading: false,
  });
}

export function fetchMenu(systemId: string | null) {
  return request<MenuItem[]>({
    service: 'platform',
    path: '/auth/appres/getMenuData',
    query: { systemId: systemId ?? undefined },
    silent: true,
  });
}
