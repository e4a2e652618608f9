import type { ExternalLoginStart, PublicExternalProvider } from '@campusflow/contracts';
import { request, requestEnvelope } from './client.ts';

/**
 * The external-login calls (spec §7 "Login variants", platform/external-login on the server). Each
 * channel ends in a login state, which the caller turns into tokens exactly like a password login.
 */
export function fetchExternalProviders() {
  return request<PublicExternalProvider[]>({
    service: 'oauth',
    path: '/user/login/providers',
    anonymous: true,
    silent: true,
    loading: false,
  });
}

export function startExternalLogin(providerId: string, redirectUri: string) {
  return request<ExternalLoginStart>({
    service: 'oauth',
    path: '/user/getAuthorize',
    query: { providerId, redirectUri },
    anonymous: true,
    silent: true,
  });
}

export type CallbackAnswer = { code?: string; authCode?: string; ticket?: string; iss?: string; error?: string };

/** Finishes a redirect login this tab started (state + binding from sessionStorage). */
export async function finishExternalLogin(flow: { state: string; binding: string }, answer: CallbackAnswer) {
  const envelope = await requestEnvelope<string>({
    service: 'oauth',
    method: 'POST',
    path: '/user/loginSSO',
    body: { state: flow.state, binding: flow.binding, ...answer },
    anonymous: true,
    silent: true,
  });
  return envelope.data;
}

/** The Chaoxing app opened us with its appKey, code and state (form data, spec §7). */
export function chaoxingLogin(fields: { appKey: string; code: string; state: string }) {
  return request<string>({
    service: 'oauth',
    method: 'POST',
    path: '/user/login/cxapp/apply',
    body: fields,
    form: true,
    anonymous: true,
    silent: true,
  });
}

/** The anonymous DingTalk in-app login with the authCode the DingTalk client gave the page. */
export function dingtalkInAppLogin(authCode: string) {
  return request<string>({
    service: 'oauth',
    method: 'POST',
    path: '/user/login/dingtalk',
    query: { authCode },
    anonymous: true,
    silent: true,
  });
}

/** Guard step 1: another app's access token from the query. */
export function thirdPartyTokenLogin(token: string, providerId: string | null) {
  return request<string>({
    service: 'oauth',
    method: 'POST',
    path: '/user/login/token/apply',
    body: { token, ...(providerId ? { providerId } : {}) },
    anonymous: true,
    silent: true,
  });
}

/** A password login that also links the external identity of a bind ticket. */
export function bindExternalLogin(input: {
  bindTicket: string;
  username: string;
  password: string;
  captcha?: string;
  requestId?: string;
}) {
  return request<string>({
    service: 'oauth',
    method: 'POST',
    path: '/user/login/external/bind',
    body: input,
    anonymous: true,
    silent: true,
  });
}

export function fetchDingtalkMobile() {
  return request<{ mobile: string | null }>({ service: 'platform', path: '/thirdparty/dingtalk/getEncryptMobile' });
}

/**
 * Where to send the browser after our own logout so an OpenID provider ends its session too (its
 * end-session link with our id_token_hint); null for sessions that did not start there, or on any error.
 */
export async function providerLogoutUrl(postLogoutRedirectUri: string): Promise<string | null> {
  try {
    const answer = await request<{ url: string | null }>({
      service: 'oauth',
      path: '/user/logout/provider',
      query: { postLogoutRedirectUri },
      silent: true,
      loading: false,
    });
    return answer.url;
  } catch {
    return null;
  }
}
