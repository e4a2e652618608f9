import { ApiError } from '../../api/api-error.ts';
import {
  type CallbackAnswer,
  chaoxingLogin,
  dingtalkInAppLogin,
  fetchExternalProviders,
  finishExternalLogin,
  thirdPartyTokenLogin,
} from '../../api/external-login-api.ts';
import { externalFlowStore } from '../../lib/external-flow-store.ts';
import { safeRedirect } from '../../lib/safe-redirect.ts';
import { completeExternalLogin } from './complete-login.ts';

/** The part of the guard's target the steps read (the hash route's path and query). */
export type StepTarget = { path: string; search: string };
export type ExternalLoginStep = { name: string; run: (target: StepTarget) => Promise<boolean> };

/**
 * Providers put their answer in the real query (before the hash) or, for hash-style service URLs,
 * in the hash route's query: read both, the real one first.
 */
function params(target: StepTarget): URLSearchParams {
  const merged = new URLSearchParams(target.search);
  const real = new URLSearchParams(globalThis.location?.search ?? '');
  for (const [k, v] of real) merged.set(k, v);
  return merged;
}

/** Drops the provider's answer from the address bar so a reload or a shared link cannot replay it. */
function cleanAddress(keys: string[]): void {
  const loc = globalThis.location;
  if (!loc || !globalThis.history) return;
  const real = new URLSearchParams(loc.search);
  if (!keys.some((k) => real.has(k))) return;
  for (const k of keys) real.delete(k);
  const query = real.toString();
  globalThis.history.replaceState(
    globalThis.history.state,
    '',
    `${loc.pathname}${query ? `?${query}` : ''}${loc.hash}`,
  );
}

async function finishWith(loginState: Promise<string>, redirect: string | null): Promise<boolean> {
  try {
    const ok = await completeExternalLogin(await loginState);
    externalFlowStore.clearNotice();
    if (ok && redirect) globalThis.location.hash = `#${safeRedirect(redirect)}`;
    return ok;
  } catch (error) {
    if (error instanceof ApiError) {
      const bindTicket = typeof error.variables?.bindTicket === 'string' ? error.variables.bindTicket : null;
      const providerName = typeof error.variables?.providerName === 'string' ? error.variables.providerName : null;
      externalFlowStore.saveNotice({ message: error.message, bindTicket, providerName });
    }
    return false;
  }
}

/** 1. Another app's access token in the query (app login). */
const tokenStep: ExternalLoginStep = {
  name: 'token',
  run: async (target) => {
    const p = params(target);
    const token = p.get('access_token');
    // Our own tokens never travel in a URL, so an access_token here is another app's (providerId optional).
    if (!token) return false;
    cleanAddress(['access_token', 'providerId']);
    return finishWith(thirdPartyTokenLogin(token, p.get('providerId')), null);
  },
};

/** 2. The SSO / CAS / OAuth2 / WeChat / DingTalk callback of a login this tab started. */
const callbackStep: ExternalLoginStep = {
  name: 'sso',
  run: async (target) => {
    const p = params(target);
    const answer: CallbackAnswer = {};
    for (const key of ['code', 'authCode', 'ticket', 'iss', 'error'] as const) {
      const value = p.get(key);
      if (value) answer[key] = value;
    }
    const pending = externalFlowStore.peekPending();
    if (!pending || Object.keys(answer).length === 0) return false;
    // CAS sends no state back; every other protocol must return ours unchanged.
    if (pending.kind !== 'cas' && p.get('state') !== pending.state) return false;
    externalFlowStore.takePending();
    cleanAddress(['code', 'authCode', 'ticket', 'iss', 'error', 'error_description', 'state', 'session_state']);
    return finishWith(finishExternalLogin(pending, answer), pending.redirect);
  },
};

/** 3. The Chaoxing app opened us with appKey, code and state, and the app key is one the school set up. */
const chaoxingStep: ExternalLoginStep = {
  name: 'chaoxing',
  run: async (target) => {
    const p = params(target);
    const appKey = p.get('appKey');
    const code = p.get('code');
    const state = p.get('state');
    if (!appKey || !code || !state) return false;
    const providers = await fetchExternalProviders().catch(() => []);
    if (!providers.some((x) => x.kind === 'cxapp' && x.mode === appKey)) return false;
    cleanAddress(['appKey', 'code', 'state']);
    return finishWith(chaoxingLogin({ appKey, code, state }), null);
  },
};

/** 4. DingTalk in-app: the page was opened with the authCode the DingTalk client issued. */
const dingtalkStep: ExternalLoginStep = {
  name: 'dingtalk',
  run: async (target) => {
    const authCode = params(target).get('authCode');
    if (!authCode || externalFlowStore.peekPending()) return false;
    cleanAddress(['authCode']);
    return finishWith(dingtalkInAppLogin(authCode), null);
  },
};

/** In the order of spec §4: token in the query, SSO/CAS, Chaoxing, DingTalk (then the refresh token). */
export const externalLoginSteps: ExternalLoginStep[] = [tokenStep, callbackStep, chaoxingStep, dingtalkStep];
