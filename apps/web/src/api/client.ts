import { type EncryptionSettings, type Envelope, headers, requestEncryptionEndpoints } from '@campusflow/contracts';
import { appConfig } from '../lib/config.ts';
import { currentRole, session } from '../session/session.ts';
import type { TokenInfo } from '../session/session-types.ts';
import { ApiError } from './api-error.ts';
import {
  type BodyEncryption,
  createBodyEncryption,
  stateEncryptedBodyExpired,
  stateEncryptedBodyInvalid,
  stateEncryptionRequired,
} from './encryption/body-encryption.ts';
import type { SealedRequest } from './encryption/body-encryptor.ts';
import { classify, errorText, httpMessageKey } from './envelope.ts';

export { ApiError } from './api-error.ts';

export type Service = 'oauth' | 'platform' | 'business' | 'base';
type QueryValue = string | number | boolean | null | undefined;
/** A function is read when the request is (re)sent, e.g. the access token after a refresh. */
type QueryParam = QueryValue | (() => QueryValue);

export type RequestOptions = {
  service: Service;
  path: string;
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  query?: Record<string, QueryParam>;
  body?: unknown;
  /** Send the body as application/x-www-form-urlencoded (spec: "form data / params" calls). */
  form?: boolean;
  /** Loading toast after 200 ms; default on for writes, off for reads. */
  loading?: boolean;
  /** Do not toast errors: the caller shows them. */
  silent?: boolean;
  timeoutMs?: number;
  /** Send no token (the spec's no-token list). */
  anonymous?: boolean;
};

/** What the client needs from the screen; installed by app/api-ui.ts, faked in tests. */
export type ApiUi = {
  t: (key: string, vars?: Record<string, unknown>) => string;
  toast: (text: string, durationMs: number) => void;
  showLoading: () => void;
  hideLoading: () => void;
  confirmRelogin: () => Promise<boolean>;
  goRoot: () => void;
  goLogin: () => void;
  goPasswordReset: (variables: Record<string, unknown> | null) => void;
  language: () => string;
};

export type ApiDeps = {
  fetch: typeof fetch;
  ui: ApiUi;
  now: () => number;
  online: () => boolean;
  timeoutMs: number;
  apiBase: string;
  singleDomain: () => boolean;
  /** Request-body encryption (spec §7 "Encryption"); absent: bodies go plain. */
  encryption?: BodyEncryption;
};

const prefixes: Record<Service, string> = {
  oauth: '/oauth2/v3',
  platform: '/platform/v3',
  business: '/business/v3',
  base: '',
};
const errorToastMs = 5000;
const loadingDelayMs = 200;
const reloginDialogGapMs = 1000;

export function createApiClient(deps: ApiDeps) {
  let refreshing: Promise<boolean> | null = null;
  let lastReloginAt = Number.NEGATIVE_INFINITY;
  let loadingCount = 0;
  let loadingTimer: ReturnType<typeof setTimeout> | null = null;
  let loadingShown = false;

  function url(o: RequestOptions): string {
    const prefix = deps.singleDomain() ? '' : prefixes[o.service];
    const params = new URLSearchParams();
    for (const [k, param] of Object.entries(o.query ?? {})) {
      const v = typeof param === 'function' ? param() : param;
      if (v != null) params.set(k, String(v));
    }
    const qs = params.toString();
    return `${deps.apiBase}${prefix}${o.path}${qs ? `?${qs}` : ''}`;
  }

  function requestHeaders(o: RequestOptions, token: TokenInfo | null): Record<string, string> {
    const s = session.get();
    const h: Record<string, string> = { [headers.language]: deps.ui.language(), accept: 'application/json' };
    if (token && !o.anonymous) h[headers.accessToken] = token.access_token;
    const systemId = s.userInfo?.systemId ?? appConfig.systemId;
    if (systemId) h[headers.systemId] = systemId;
    // The design tenant when set, else the tenant (spec §6).
    const tenant = s.userInfo?.designTenantId || s.userInfo?.tenantId || token?.tenant_id;
    if (tenant) h[headers.tenantId] = tenant;
    const role = s.role?.id ?? currentRole(s)?.id;
    if (role && !o.anonymous) h[headers.roleId] = role;
    return h;
  }

  function startLoading(): void {
    loadingCount++;
    if (loadingCount === 1 && !loadingTimer) {
      loadingTimer = setTimeout(() => {
        loadingTimer = null;
        loadingShown = true;
        deps.ui.showLoading();
      }, loadingDelayMs);
    }
  }

  function stopLoading(): void {
    loadingCount = Math.max(0, loadingCount - 1);
    if (loadingCount > 0) return;
    if (loadingTimer) clearTimeout(loadingTimer);
    loadingTimer = null;
    if (loadingShown) deps.ui.hideLoading();
    loadingShown = false;
  }

  /** The tenant the server binds an encrypted body to: the token's, else the tenant header (G4). */
  function boundTenant(o: RequestOptions, token: TokenInfo | null, h: Record<string, string>): string {
    return (!o.anonymous && token?.tenant_id) || h[headers.tenantId] || '';
  }

  async function send(
    o: RequestOptions,
    token: TokenInfo | null,
  ): Promise<{ status: number; body: unknown; sealed: boolean }> {
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, o.timeoutMs ?? deps.timeoutMs);
    const h = requestHeaders(o, token);
    let body: string | undefined;
    if (o.body !== undefined && o.method !== 'GET') {
      if (o.form) {
        h['content-type'] = 'application/x-www-form-urlencoded';
        body = new URLSearchParams(o.body as Record<string, string>).toString();
      } else {
        h['content-type'] = 'application/json';
        body = JSON.stringify(o.body);
      }
    }
    const timeoutMs = o.timeoutMs ?? deps.timeoutMs;
    let sealed: SealedRequest | null = null;
    try {
      if (body !== undefined && !o.form && deps.encryption?.active()) {
        const encryptor = await deps.encryption.encryptor();
        sealed = await encryptor.seal({
          method: o.method ?? 'GET',
          url: url(o),
          tenant: boundTenant(o, token, h),
          body,
          timeoutMs,
        });
        Object.assign(h, sealed.headers);
        body = sealed.body;
      }
    } catch {
      clearTimeout(timer);
      throw new ApiError('network', deps.ui.t('api.network'));
    }
    try {
      const response = await deps.fetch(url(o), {
        method: o.method ?? 'GET',
        headers: h,
        body,
        signal: controller.signal,
      });
      let text = await response.text();
      // An answer sealed with this request's key (content-enc-allowed on the response, spec §7).
      if (sealed && response.headers.get('content-enc-allowed')) text = await sealed.open(text);
      let parsed: unknown = null;
      try {
        parsed = text ? JSON.parse(text) : null;
      } catch {
        parsed = null;
      }
      return { status: response.status, body: parsed, sealed: sealed !== null };
    } catch {
      if (timedOut) throw new ApiError('timeout', deps.ui.t('api.timeout'));
      if (!deps.online()) throw new ApiError('offline', deps.ui.t('api.offline'));
      throw new ApiError('network', deps.ui.t('api.network'));
    } finally {
      clearTimeout(timer);
    }
  }

  async function refreshToken(): Promise<boolean> {
    const token = session.get().token;
    if (!token?.refresh_token) return false;
    try {
      const { body } = await send(
        {
          service: 'oauth',
          method: 'POST',
          path: '/authentication/apply',
          anonymous: true,
          body: { client_id: appConfig.clientId, grant_type: 'refresh_token', refresh_token: token.refresh_token },
        },
        null,
      );
      const outcome = classify(200, body);
      if (outcome.type !== 'ok' || !outcome.envelope.data) return false;
      session.setToken(outcome.envelope.data as TokenInfo);
      return true;
    } catch {
      return false;
    }
  }

  /** Single flight: the first expired request refreshes, the others wait for the same promise. */
  function refreshOnce(): Promise<boolean> {
    refreshing ??= refreshToken().finally(() => {
      refreshing = null;
    });
    return refreshing;
  }

  async function relogin(): Promise<void> {
    const now = deps.now();
    if (now - lastReloginAt < reloginDialogGapMs) return;
    lastReloginAt = now;
    if (await deps.ui.confirmRelogin()) {
      session.clear();
      deps.ui.goLogin();
    }
  }

  function fail(o: RequestOptions, error: ApiError): never {
    if (!o.silent) deps.ui.toast(error.message, errorToastMs);
    throw error;
  }

  /**
   * Whether an encryption refusal can be mended by sending once more: the school requires encryption
   * (turn it on), the key may have rotated (fetch it again), or the device clock is off (take the server's).
   */
  async function mendEncryption(envelope: Envelope<unknown>, sealed: boolean): Promise<boolean> {
    const encryption = deps.encryption;
    if (!encryption) return false;
    if (envelope.state === stateEncryptionRequired && !sealed) {
      encryption.enable();
      return true;
    }
    if (!sealed) return false;
    const encryptor = await encryption.encryptor();
    if (envelope.state === stateEncryptedBodyInvalid) {
      encryptor.refresh();
      return true;
    }
    const serverTime = Number(envelope.variables?.serverTime);
    if (envelope.state === stateEncryptedBodyExpired && Number.isFinite(serverTime)) {
      encryptor.syncClock(serverTime);
      return true;
    }
    return false;
  }

  async function run(o: RequestOptions, replayed: boolean, mended = false): Promise<Envelope<unknown>> {
    // A request waits while a refresh is under way, so it does not fail with the old token.
    if (refreshing && !o.anonymous) await refreshing;
    const token = session.get().token;
    let answer: { status: number; body: unknown; sealed: boolean };
    try {
      answer = await send(o, token);
    } catch (error) {
      return fail(o, error as ApiError);
    }
    const outcome = classify(answer.status, answer.body);
    switch (outcome.type) {
      case 'ok':
        return outcome.envelope;
      case 'refresh': {
        // Someone else already renewed the token while this request was in flight: just replay.
        const renewed = session.get().token?.access_token !== token?.access_token;
        if (!replayed && (renewed || (await refreshOnce()))) return run(o, true);
        session.clear();
        deps.ui.goRoot();
        throw new ApiError('state', deps.ui.t('api.loggedOutTitle'), { state: 6020301 });
      }
      case 'relogin':
        void relogin();
        throw new ApiError('state', outcome.envelope.message, { ...outcome.envelope });
      case 'passwordExpired':
        deps.ui.goPasswordReset(outcome.envelope.variables);
        throw new ApiError('state', outcome.envelope.message, { ...outcome.envelope });
      case 'firstLogin':
        // Returned to the caller, which leads to the password change (spec §4).
        throw new ApiError('state', outcome.envelope.message, { ...outcome.envelope });
      case 'stateError':
        if (!mended && (await mendEncryption(outcome.envelope, answer.sealed))) return run(o, replayed, true);
        return fail(
          o,
          new ApiError('state', errorText(outcome.envelope), { ...outcome.envelope, httpStatus: answer.status }),
        );
      case 'httpError':
        return fail(
          o,
          new ApiError('http', deps.ui.t(httpMessageKey(outcome.status), { url: url(o), code: outcome.status }), {
            httpStatus: outcome.status,
          }),
        );
      case 'noState':
        return fail(
          o,
          new ApiError('noState', deps.ui.t('api.noState', { url: url(o) }), { httpStatus: answer.status }),
        );
    }
  }

  /** The whole envelope of an accepted answer (for states 2 / 103 / 501 or variables). */
  async function requestEnvelope<T>(o: RequestOptions): Promise<Envelope<T>> {
    const loading = o.loading ?? (o.method ?? 'GET') !== 'GET';
    if (loading) startLoading();
    try {
      return (await run(o, false)) as Envelope<T>;
    } finally {
      if (loading) stopLoading();
    }
  }

  async function request<T>(o: RequestOptions): Promise<T> {
    return (await requestEnvelope<T>(o)).data;
  }

  /** The headers of spec §7 for the current session (uploads and downloads, which bypass request()). */
  function sessionHeaders(): Record<string, string> {
    const { accept: _json, ...h } = requestHeaders({ service: 'platform', path: '' }, session.get().token ?? null);
    return h;
  }

  /**
   * A JSON body for a raw fetch (downloads with a POST body): sealed while encryption is on, without
   * content-enc-allowed, so the file comes back as plain bytes.
   */
  async function rawJsonBody(
    fullUrl: string,
    method: string,
    value: unknown,
  ): Promise<{ headers: Record<string, string>; body: string }> {
    const body = JSON.stringify(value);
    if (!deps.encryption?.active()) return { headers: { 'content-type': 'application/json' }, body };
    const token = session.get().token ?? null;
    const h = requestHeaders({ service: 'platform', path: '' }, token);
    const encryptor = await deps.encryption.encryptor();
    const sealed = await encryptor.seal({
      method,
      url: fullUrl,
      tenant: boundTenant({ service: 'platform', path: '' }, token, h),
      body,
      timeoutMs: deps.timeoutMs,
    });
    const { 'content-enc-allowed': _answerPlain, ...headers } = sealed.headers;
    return { headers, body: sealed.body };
  }

  return { request, requestEnvelope, url, refreshOnce, sessionHeaders, rawJsonBody };
}

export type ApiClient = ReturnType<typeof createApiClient>;

let singleDomainMode = false;
export function setSingleDomain(on: boolean): void {
  singleDomainMode = on;
}

// Replaced at start-up by app/api-ui.ts with antd-mobile toasts and dialogs and the router.
let installedUi: ApiUi = {
  t: (key) => key,
  toast: () => {},
  showLoading: () => {},
  hideLoading: () => {},
  confirmRelogin: async () => true,
  goRoot: () => {},
  goLogin: () => {},
  goPasswordReset: () => {},
  language: () => 'zh-CN',
};
export function installApiUi(ui: ApiUi): void {
  installedUi = ui;
}

// The crypto code is a separate chunk, fetched when a school turns encryption on (login bundle budget).
const bodyEncryption = createBodyEncryption(async () => {
  const { createBodyEncryptor } = await import('./encryption/body-encryptor.ts');
  return createBodyEncryptor({
    now: () => Date.now(),
    loadSettings: () =>
      defaultClient.request<EncryptionSettings>({
        service: 'oauth',
        path: requestEncryptionEndpoints.settings.path,
        silent: true,
        loading: false,
      }),
  });
});
/** Start-up turns encryption on when the school's encrypt_express is 1 (spec §4). */
export const enableBodyEncryption = bodyEncryption.enable;

const defaultClient = createApiClient({
  fetch: (...args) => globalThis.fetch(...args),
  ui: {
    t: (k, v) => installedUi.t(k, v),
    toast: (text, ms) => installedUi.toast(text, ms),
    showLoading: () => installedUi.showLoading(),
    hideLoading: () => installedUi.hideLoading(),
    confirmRelogin: () => installedUi.confirmRelogin(),
    goRoot: () => installedUi.goRoot(),
    goLogin: () => installedUi.goLogin(),
    goPasswordReset: (v) => installedUi.goPasswordReset(v),
    language: () => installedUi.language(),
  },
  now: () => Date.now(),
  online: () => globalThis.navigator?.onLine ?? true,
  timeoutMs: appConfig.requestTimeoutMs,
  apiBase: appConfig.apiBase,
  singleDomain: () => singleDomainMode,
  encryption: bodyEncryption,
});

export const request = defaultClient.request;
export const requestEnvelope = defaultClient.requestEnvelope;
export const refreshSession = defaultClient.refreshOnce;
/** The full URL of a call (EventSource and links, which cannot go through request()). */
export const apiUrl = defaultClient.url;
export const sessionHeaders = defaultClient.sessionHeaders;
/** A raw fetch's JSON body, sealed when the school encrypts (downloads, components/form-engine). */
export const rawJsonBody = defaultClient.rawJsonBody;
