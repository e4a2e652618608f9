import { headers } from '@campusflow/contracts';
import type { TestApp } from '../../../testing/test-app.ts';
import type { AccountPolicy } from '../account-policy.ts';
import { deliveriesSettled } from '../deliveries.ts';
import { latestDevCode, readDevInbox } from '../dev-inbox.ts';

export const oauth = (path: string) => `/qzbps/oauth2/v3${path}`;
export const platform = (path: string) => `/qzbps/platform/v3${path}`;

let nextIp = 1;
/** A fresh client address, so the per-IP limits of one test do not spill into the next. */
export function ip(): string {
  const n = nextIp++;
  return `10.77.${Math.floor(n / 250) % 250}.${(n % 250) + 1}`;
}

export async function setPolicy(t: TestApp, tenantCode: string, policy: AccountPolicy): Promise<void> {
  await t.app.db
    .updateTable('tenants')
    .set({ policy: JSON.stringify(policy) })
    .where('code', '=', tenantCode)
    .execute();
}

export async function inbox(t: TestApp, recipient: string) {
  await deliveriesSettled(t.app);
  return readDevInbox(t.app.db, recipient);
}

export async function latestCode(t: TestApp, recipient: string): Promise<string | null> {
  await deliveriesSettled(t.app);
  return latestDevCode(t.app.db, recipient);
}

/** Step 1 of the code login only: does this password open the account? */
export async function passwordWorks(t: TestApp, username: string, password: string): Promise<number> {
  const res = await t.call({
    method: 'POST',
    url: oauth('/user/login/apply'),
    remoteAddress: ip(),
    payload: { username, password },
  });
  return res.body.state;
}

export async function refresh(t: TestApp, refreshToken: string) {
  return t.call({
    method: 'POST',
    url: oauth('/authentication/apply'),
    payload: { client_id: 'campusflow-web', grant_type: 'refresh_token', refresh_token: refreshToken },
  });
}

export function auth(token: string, language = 'en-US') {
  return { [headers.accessToken]: token, [headers.language]: language };
}
