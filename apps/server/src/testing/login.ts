import { headers as headerNames } from '@campusflow/contracts';
import type { TestApp } from './test-app.ts';

export const demoPassword = 'Campus@2026';
export const webClientId = 'campusflow-web';

export type LoginOptions = {
  password?: string;
  /** Tenant code (or id) to log in to; the server's DEFAULT_TENANT (demo) when absent. */
  tenantCode?: string;
  /** Role alias to switch to after login (e.g. 'counsellor'), or 'ALL' for a super user. */
  role?: string;
  /** Language header for later calls (default zh-CN). */
  language?: string;
  /** Client address of the login calls; each login gets its own by default so login rate limits don't bite. */
  ip?: string;
};

export type LoggedIn = {
  accessToken: string;
  refreshToken: string;
  /** The request headers the web app sends (spec §7): token, tenant, system, role and language. */
  headers: Record<string, string>;
  uid: string;
  tenantId: string;
  roleId: string | null;
  roleAlias: string | null;
  /** The token data of the last token response (after the role switch when one was asked for). */
  token: Record<string, unknown>;
};

let nextIp = 1;
function freshIp(): string {
  const n = nextIp++;
  return `198.18.${(n >> 8) & 255}.${n & 255}`;
}

function prefix(testApp: TestApp, service: 'oauth' | 'platform'): string {
  const c = testApp.app.config;
  if (c.SINGLE_DOMAIN) return c.API_BASE;
  return `${c.API_BASE}${service === 'oauth' ? '/oauth2/v3' : '/platform/v3'}`;
}

/** The path of an auth call under the configured API base (e.g. oauthPath(t, '/user/context')). */
export function oauthPath(testApp: TestApp, path: string): string {
  return `${prefix(testApp, 'oauth')}${path}`;
}

function expectOk(what: string, res: { status: number; body: { state: number; message: string; cause: unknown } }) {
  if (res.body.state !== 200) {
    throw new Error(
      `${what} failed: HTTP ${res.status} state ${res.body.state} ${res.body.message} (${res.body.cause})`,
    );
  }
}

/**
 * Logs in as the web app does: the three-step code login (login state → code → tokens), then the user
 * context, then a role switch when `role` names one other than the session's. Throws on any failure.
 */
export async function loginAs(testApp: TestApp, account: string, options: LoginOptions = {}): Promise<LoggedIn> {
  const ip = options.ip ?? freshIp();
  const language = options.language ?? 'zh-CN';
  const apply = await testApp.call({
    method: 'POST',
    url: oauthPath(testApp, '/user/login/apply'),
    remoteAddress: ip,
    payload: {
      username: account,
      password: options.password ?? demoPassword,
      ...(options.tenantCode ? { tenantCode: options.tenantCode } : {}),
    },
  });
  expectOk(`login of ${account}`, apply);
  const code = await testApp.call({
    method: 'POST',
    url: oauthPath(testApp, '/authorize/apply'),
    remoteAddress: ip,
    payload: { login_state: apply.body.data, client_id: webClientId },
  });
  expectOk('authorize', code);
  const tokens = await testApp.call({
    method: 'POST',
    url: oauthPath(testApp, '/authentication/apply'),
    remoteAddress: ip,
    payload: { client_id: webClientId, grant_type: 'authorization_code', authorize_code: code.body.data },
  });
  expectOk('token exchange', tokens);
  let token: Record<string, unknown> = tokens.body.data;
  const context = await testApp.call({
    method: 'GET',
    url: oauthPath(testApp, '/user/context'),
    headers: { [headerNames.accessToken]: String(token.access_token), [headerNames.language]: language },
  });
  expectOk('user context', context);
  const info = context.body.data as {
    tenantId: string;
    designTenantId: string | null;
    systemId: string | null;
    role: { id: string; roleAlias: string | null }[];
    currentRoleId: string | null;
    userCurrentRole: string | null;
    restricted: string | null;
  };
  let roleId = info.currentRoleId;
  let roleAlias = info.userCurrentRole;
  if (options.role && options.role !== roleAlias && !(options.role === 'ALL' && roleId === 'ALL')) {
    const wanted = info.role.find((r) => r.roleAlias === options.role || r.id === options.role);
    if (!wanted) throw new Error(`${account} does not hold role ${options.role}`);
    const switched = await testApp.call({
      method: 'POST',
      url: oauthPath(testApp, '/user/role/switch'),
      headers: { [headerNames.accessToken]: String(token.access_token) },
      payload: { roleId: wanted.id },
    });
    expectOk('role switch', switched);
    token = switched.body.data;
    roleId = wanted.id;
    roleAlias = wanted.roleAlias;
  }
  const accessToken = String(token.access_token);
  const h: Record<string, string> = {
    [headerNames.accessToken]: accessToken,
    [headerNames.tenantId]: info.designTenantId ?? info.tenantId,
    [headerNames.language]: language,
  };
  if (info.systemId) h[headerNames.systemId] = info.systemId;
  if (roleId) h[headerNames.roleId] = roleId;
  return {
    accessToken,
    refreshToken: String(token.refresh_token),
    headers: h,
    uid: String(token.uid),
    tenantId: info.tenantId,
    roleId,
    roleAlias,
    token,
  };
}
