import { oauthPath, webClientId } from '../../../testing/login.ts';
import type { TestApp } from '../../../testing/test-app.ts';

let n = 0;
/** A fresh client address per use, so the per-IP login limits of one test don't spill into the next. */
export function freshIp(): string {
  n += 1;
  return `203.0.${(n >> 8) & 255}.${n & 255}`;
}

export function authCalls(t: TestApp) {
  const post = (path: string, payload: Record<string, unknown>, options: { token?: string; ip?: string } = {}) =>
    t.call({
      method: 'POST',
      url: oauthPath(t, path),
      payload,
      remoteAddress: options.ip ?? freshIp(),
      headers: options.token ? { 'x-authorization-access-token': options.token } : {},
    });
  const context = (token: string) =>
    t.call({ method: 'GET', url: oauthPath(t, '/user/context'), headers: { 'x-authorization-access-token': token } });
  const refresh = (refreshToken: string, ip?: string) =>
    post(
      '/authentication/apply',
      { client_id: webClientId, grant_type: 'refresh_token', refresh_token: refreshToken },
      ip ? { ip } : {},
    );
  return { post, context, refresh };
}
