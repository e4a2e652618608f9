import type { Page, Request } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type Journey, screenshotDir, startJourney } from '../support/harness.ts';
import { demoPassword, hashPath, openFresh, submitLogin } from '../support/login.ts';
import { go } from './workflow-helpers.ts';

// Issue 8 §2: with encrypt_express = 1 for the demo university, a student logs in and applies for leave;
// the network log shows that no POST body travels as plain JSON and that the answers come back sealed.

let j: Journey;
beforeAll(async () => {
  j = await startJourney();
  await j.t.app.db
    .updateTable('sysConfigs')
    .set({ value: '1' })
    .where('code', '=', 'encrypt_express')
    .where('tenantId', '=', (eb) => eb.selectFrom('tenants').select('id').where('code', '=', 'demo'))
    .execute();
});
afterAll(() => j?.close());

type Seen = { request: Request; body: string | null; headers: Record<string, string> };

function recordApiPosts(page: Page): Seen[] {
  const seen: Seen[] = [];
  page.on('request', (request) => {
    if (request.method() === 'GET' || !request.url().includes('/qzbps/')) return;
    seen.push({ request, body: request.postData(), headers: request.headers() });
  });
  return seen;
}

function isPlainJson(body: string): boolean {
  try {
    JSON.parse(body);
    return true;
  } catch {
    return false;
  }
}

async function confirmPicker(page: Page, label: string): Promise<void> {
  const trigger = page
    .getByTestId('wf-form')
    .locator('.cf-field')
    .filter({ hasText: label })
    .first()
    .locator('.cf-trigger');
  await trigger.click();
  await page.locator('.adm-picker-header-button:visible').last().click();
  await expect.poll(() => trigger.getAttribute('class')).not.toContain('cf-trigger-empty');
}

it('with encryption on, the student logs in and applies for leave; no POST body is plain JSON', async () => {
  const seen = recordApiPosts(j.page);
  // Start-up reads encrypt_express; wait for it so the first POST is already sealed.
  const settingsRead = j.page.waitForResponse((r) => r.url().includes('/sysConfig/white/list'));
  await openFresh(j);
  await settingsRead;
  await submitLogin(j.page, 'student');
  await expect.poll(() => hashPath(j.page)).toBe('/dashboard');
  await expect.poll(() => j.page.getByTestId('greeting-card').textContent()).toContain('李明');

  await go(j.page, j, '/xgxt/qxjglQjsq');
  await expect.poll(() => j.page.getByTestId('start-submit').isVisible()).toBe(true);
  await confirmPicker(j.page, '请假类型');
  await confirmPicker(j.page, '开始日期');
  await j.page.getByTestId('wf-form').locator('.cf-field').filter({ hasText: '开始时段' }).getByText('上午').click();
  await confirmPicker(j.page, '结束日期');
  await j.page.getByTestId('wf-form').locator('.cf-field').filter({ hasText: '结束时段' }).getByText('下午').click();
  await j.page
    .getByTestId('wf-form')
    .locator('.cf-field')
    .filter({ hasText: '请假事由' })
    .locator('textarea')
    .first()
    .fill('加密传输测试：发烧就诊');
  await j.page.getByTestId('start-submit').click();
  await expect.poll(() => j.page.url()).toContain('#/bpmn/myRequest/index');
  await j.page.screenshot({ path: `${screenshotDir}request-encryption-my-requests.png` });

  const withBody = seen.filter((s) => s.body && s.body.length > 0);
  const paths = withBody.map((s) => new URL(s.request.url()).pathname);
  expect(paths).toEqual(expect.arrayContaining([expect.stringContaining('/user/login/apply')]));
  expect(paths).toEqual(expect.arrayContaining([expect.stringContaining('/authentication/apply')]));
  expect(withBody.length).toBeGreaterThanOrEqual(4); // login, code, tokens, the leave request
  for (const s of withBody) {
    const body = s.body ?? '';
    expect(isPlainJson(body), `${s.request.url()} sent ${body.slice(0, 80)}`).toBe(false);
    expect(body).toMatch(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{22}$/); // ciphertext.tag
    expect(body).not.toContain(demoPassword);
    expect(body).not.toContain('发烧');
    expect(s.headers['content-enc-info']).toMatch(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{16}$/);
  }
  // The answers came back sealed with each request's key, and the app read them.
  const answers = await Promise.all(withBody.map(async (s) => (await s.request.response())?.headers() ?? {}));
  for (const headers of answers) {
    expect(headers['content-type']).toBe('application/jose');
    expect(headers['content-enc-allowed']).toBe('1');
  }
});

it('a plain JSON POST to the API is refused for this school', async () => {
  const answer = await j.page.evaluate(async () => {
    const res = await fetch('/qzbps/oauth2/v3/user/login/apply', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'student', password: 'x' }),
    });
    return res.json();
  });
  expect(answer.state).toBe(6020188);
});
