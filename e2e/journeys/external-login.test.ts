import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type FakeIdps,
  startFakeIdps,
} from '../../apps/server/src/platform/external-login/__tests__/fakes/fake-idps.ts';
import { startOidcIdp, type TestIdp } from '../../apps/server/src/platform/external-login/__tests__/fakes/oidc-idp.ts';
import { createProvider, link, platformPath } from '../../apps/server/src/platform/external-login/__tests__/helpers.ts';
import { loginAs, oauthPath } from '../../apps/server/src/testing/login.ts';
import { type Journey, screenshotDir, startJourney } from '../support/harness.ts';
import { authApiPresent, hashPath, openFresh, submitLogin } from '../support/login.ts';

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
    // Logging out also ends the session at the provider: the browser goes to its end-session page.
    await j.page.goto(`${j.baseUrl}#/my/index`);
    await j.page.getByTestId('logout').click();
    await j.page.locator('.adm-dialog-footer button').last().click();
    await j.page.waitForURL((u) => u.href.startsWith(idp.issuer), { timeout: 15_000 });
    expect(new URL(j.page.url()).searchParams.get('id_token_hint')).toMatch(/^ey/);
    await j.page.screenshot({ path: `${screenshotDir}external-login-oidc-logout.png` });
    // The provider signs out and sends the browser back to the app, which has no session any more.
    await j.page.locator('button[autofocus], button[type="submit"]').first().click();
    await expect.poll(() => j.page.url(), { timeout: 15_000 }).toContain('#/login');
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

  it('a tenant admin adds a CAS login method on the login-methods screen, and a user logs in with it', async (ctx) => {
    if (!ready) ctx.skip();
    await openFresh(j);
    await submitLogin(j.page, 'tenantadmin');
    await expect.poll(() => hashPath(j.page), { timeout: 15_000 }).toBe('/dashboard');
    // Reached from the menu (系统管理 → 登录方式), which only tenant administrators get.
    await j.page.goto(`${j.baseUrl}#/dashboard/applicationCenter`);
    await j.page.locator('[data-testid^="apps-group-"] [data-testid="app-login_methods"]').click();
    await j.page.getByTestId('xl-admin-add').click();
    await j.page.locator('.adm-action-sheet').getByText('统一身份认证 (CAS)', { exact: true }).click();
    const form = j.page.getByTestId('xl-admin-form');
    await form.getByTestId('xl-admin-save').click();
    // The client checks show at the fields before anything is sent.
    await form.getByText('必填').first().waitFor();
    await form.getByTestId('xl-field-name').locator('input').fill('新 CAS');
    await form.getByTestId('xl-field-casBaseUrl').locator('input').fill(`${fake.base}/cas`);
    await form.getByTestId('xl-field-redirectUris').getByRole('textbox').fill(j.baseUrl);
    await j.page.screenshot({ path: `${screenshotDir}external-login-admin-form.png` });
    await form.getByTestId('xl-admin-save').click();
    const row = j.page.getByTestId('xl-admin-row').filter({ hasText: '新 CAS' });
    await row.waitFor();
    await j.page.screenshot({ path: `${screenshotDir}external-login-admin-list.png` });
    const admin = await loginAs(j.t, 'tenantadmin');
    const listed = await j.t.call({
      method: 'GET',
      url: platformPath(j.t, '/external-login/providers'),
      headers: admin.headers,
    });
    const created = (listed.body.data as { id: string; name: string; casBaseUrl: string; version: string }[]).find(
      (p) => p.name === '新 CAS',
    );
    expect(created).toMatchObject({ casBaseUrl: `${fake.base}/cas`, version: '3.0' });
    await link(j.t, created?.id ?? '', `${fake.base}/cas`, 'new-cas-user', '2024010002');

    await openFresh(j);
    await j.page.getByRole('button', { name: '新 CAS' }).click();
    await j.page.waitForURL((u) => u.href.startsWith(fake.base));
    await j.page.locator('input[name="username"]').fill('new-cas-user');
    await j.page.locator('button[type="submit"]').click();
    await expect.poll(() => hashPath(j.page), { timeout: 15_000 }).toBe('/dashboard');

    // The user logs out at the CAS: its single logout ends our session too (next load → login page).
    const sloUrl = new URL(oauthPath(j.t, `/sso/cas/logout/${created?.id}`), j.baseUrl).href;
    expect(await fake.casSingleLogout('new-cas-user', sloUrl)).toEqual([200]);
    await j.page.goto(`${j.baseUrl}#/dashboard/applicationCenter`);
    await j.page.reload();
    await expect.poll(() => hashPath(j.page), { timeout: 15_000 }).toMatch(/^\/login/);
  });
});
