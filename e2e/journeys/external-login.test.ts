import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type FakeIdps,
  startFakeIdps,
} from '../../apps/server/src/platform/external-login/__tests__/fakes/fake-idps.ts';
import { startOidcIdp, type TestIdp } from '../../apps/server/src/platform/external-login/__tests__/fakes/oidc-idp.ts';
import { createProvider, link } from '../../apps/server/src/platform/external-login/__tests__/helpers.ts';
import { loginAs } from '../../apps/server/src/testing/login.ts';
import { type Journey, screenshotDir, startJourney } from '../support/harness.ts';
import { authApiPresent, hashPath, openFresh } from '../support/login.ts';

// Issue 8 §1: log in through a real OpenID provider's login page, and through a (fake) CAS.
let j: Journey;
let idp: TestIdp;
let fake: FakeIdps;
let ready = false;

beforeAll(async () => {
  j = await startJourney();
  ready = await authApiPresent(j);
  // The callback is the app's own document URL: the router lives in the hash.
  [idp, fake] = await Promise.all([
    startOidcIdp({ clientId: 'campusflow', clientSecret: 'op-secret', redirectUris: [j.baseUrl] }),
    startFakeIdps(),
  ]);
  const admin = await loginAs(j.t, 'tenantadmin');
  const oidc = await createProvider(j.t, admin, {
    kind: 'oidc',
    name: '统一身份认证',
    issuer: idp.issuer,
    clientId: 'campusflow',
    clientSecret: 'op-secret',
    redirectUris: [j.baseUrl],
  });
  await link(j.t, oidc, idp.issuer, 'alice', 'student');
  const cas = await createProvider(j.t, admin, {
    kind: 'cas',
    name: 'CAS 登录',
    casBaseUrl: `${fake.base}/cas`,
    redirectUris: [j.baseUrl],
  });
  await link(j.t, cas, `${fake.base}/cas`, '2024010002', '2024010002');
  await createProvider(j.t, admin, {
    kind: 'cas',
    name: 'CAS 绑定',
    casBaseUrl: `${fake.base}/cas`,
    redirectUris: [j.baseUrl],
    unknownIdentity: 'bind',
  });
}, 120_000);
afterAll(async () => {
  await j?.close();
  await Promise.all([idp?.close(), fake?.close()]);
});

describe('external login journeys', () => {
  it('logs in through the OpenID provider login page and lands on the workspace', async (ctx) => {
    if (!ready) ctx.skip();
    await openFresh(j);
    const button = j.page.getByTestId('external-login-oidc');
    await button.waitFor();
    await j.page.screenshot({ path: `${screenshotDir}external-login-buttons.png` });
    await button.click();
    await j.page.waitForURL((u) => u.href.startsWith(idp.issuer));
    await j.page.locator('input[name="login"]').fill('alice');
    await j.page.locator('input[name="password"]').fill('any');
    await j.page.screenshot({ path: `${screenshotDir}external-login-oidc-idp.png` });
    await j.page.locator('button[type="submit"]').click();
    // oidc-provider's dev consent page.
    await j.page.locator('button[type="submit"]').click();
    await expect.poll(() => hashPath(j.page), { timeout: 15_000 }).toBe('/dashboard');
    await expect.poll(() => j.page.getByTestId('greeting-card').textContent()).toContain('李明');
    // The provider's answer does not stay in the address bar.
    expect(new URL(j.page.url()).search).toBe('');
    await j.page.screenshot({ path: `${screenshotDir}external-login-oidc-done.png` });
  });

  it('logs in through the CAS login page', async (ctx) => {
    if (!ready) ctx.skip();
    await openFresh(j);
    await j.page.getByRole('button', { name: 'CAS 登录' }).click();
    await j.page.waitForURL((u) => u.href.startsWith(fake.base));
    await j.page.locator('input[name="username"]').fill('2024010002');
    await j.page.locator('input[name="password"]').fill('whatever');
    await j.page.locator('button[type="submit"]').click();
    await expect.poll(() => hashPath(j.page), { timeout: 15_000 }).toBe('/dashboard');
    const validated = fake.requests.filter((r) => r.path === '/cas/p3/serviceValidate').at(-1);
    expect(validated?.query.get('service')).toBe(j.baseUrl);
    await j.page.screenshot({ path: `${screenshotDir}external-login-cas-done.png` });
  });

  it('an unknown CAS user gets the refusal on the login page', async (ctx) => {
    if (!ready) ctx.skip();
    await openFresh(j);
    await j.page.getByRole('button', { name: 'CAS 登录' }).click();
    await j.page.waitForURL((u) => u.href.startsWith(fake.base));
    await j.page.locator('input[name="username"]').fill('nobody-here');
    await j.page.locator('button[type="submit"]').click();
    await j.page.getByTestId('external-notice').waitFor();
    expect(hashPath(j.page)).toMatch(/^\/login/);
    await j.page.screenshot({ path: `${screenshotDir}external-login-refused.png` });
  });

  it('an unknown identity links to an account with one password login, then goes straight in', async (ctx) => {
    if (!ready) ctx.skip();
    const casLogin = async () => {
      await j.page.getByRole('button', { name: 'CAS 绑定' }).click();
      await j.page.waitForURL((u) => u.href.startsWith(fake.base));
      await j.page.locator('input[name="username"]').fill('T-2031');
      await j.page.locator('button[type="submit"]').click();
    };
    await openFresh(j);
    await casLogin();
    const notice = j.page.getByTestId('external-notice');
    await notice.waitFor();
    expect(await notice.textContent()).toContain('CAS 绑定');
    // The other providers' buttons are hidden while a link is pending.
    expect(await j.page.getByTestId('external-logins').count()).toBe(0);
    await j.page.screenshot({ path: `${screenshotDir}external-login-bind.png` });
    await j.page.getByTestId('login-username').locator('input').fill('counsellor');
    await j.page.getByTestId('login-password').locator('input').fill('Campus@2026');
    await j.page.getByTestId('login-submit').click();
    await expect.poll(() => hashPath(j.page), { timeout: 15_000 }).toBe('/dashboard');
    await expect.poll(() => j.page.getByTestId('greeting-card').textContent()).toContain('张老师');
    // Next time the same CAS user needs no password.
    await openFresh(j);
    await casLogin();
    await expect.poll(() => hashPath(j.page), { timeout: 15_000 }).toBe('/dashboard');
    await expect.poll(() => j.page.getByTestId('greeting-card').textContent()).toContain('张老师');
  });
});
