import { afterAll, beforeAll, expect, it } from 'vitest';
import { liveHubOf } from '../../apps/server/src/platform/messages/live.ts';
import { createMessages } from '../../apps/server/src/platform/messages/messages.service.ts';
import { type LoggedIn, loginAs } from '../../apps/server/src/testing/login.ts';
import { type Journey, screenshotDir, startJourney } from '../support/harness.ts';
import { authApiPresent, hashPath, openFresh, submitLogin } from '../support/login.ts';

// Issue 5 §3: a workflow event reaches the counsellor's open page over the live stream (no reload, no
// polling); /message-jump opens the task and the message becomes read.
let j: Journey;
let ready = false;
beforeAll(async () => {
  j = await startJourney();
  ready = await authApiPresent(j);
});
afterAll(() => j?.close());

const platform = '/qzbps/platform/v3';
const badge = () =>
  j.page
    .getByTestId('tab-dashboardMessage')
    .locator('.adm-badge-content')
    .textContent({ timeout: 200 })
    .catch(() => '');

it('a request started by a student arrives live as a message; message-jump opens the task and reads it', async (ctx) => {
  if (!ready) ctx.skip();
  const { page } = j;
  await openFresh(j, '/dashboardMessage');
  const stream = page.waitForRequest((r) => r.url().includes('/message/stream?'));
  await submitLogin(page, 'counsellor');
  await expect.poll(() => hashPath(page)).toBe('/dashboardMessage');
  await stream;
  await page.getByTestId('paged-list').waitFor();
  await expect.poll(() => page.getByTestId('paged-list').getAttribute('data-result')).not.toBe('init');
  const before = Number((await badge()) || 0);
  await page.evaluate(() => {
    (window as unknown as { journeyMark: number }).journeyMark = 1;
  });

  // No polling: while nothing happens the page makes no calls at all.
  const idle: string[] = [];
  const onRequest = (r: { url: () => string }) => idle.push(r.url());
  page.on('request', onRequest);
  await page.waitForTimeout(3000);
  page.off('request', onRequest);
  expect(idle).toEqual([]);

  const student: LoggedIn = await loginAs(j.t, 'student');
  const started = await j.t.call({
    method: 'POST',
    url: '/qzbps/business/v3/bpm/instance/start',
    headers: student.headers,
    payload: { defKey: 'general_application', data: { title: '借用会议室' } },
  });
  expect(started.body.state).toBe(200);

  // The outbox relay (every 2 s) writes the message; the stream pushes it; the badge counts it.
  await expect.poll(badge, { timeout: 20_000 }).toBe(String(before + 1));
  const item = page.getByTestId('message-item').filter({ hasText: '借用会议室' }).first();
  await item.waitFor();
  expect(await item.getAttribute('data-read')).toBe('false');
  // Same document: nothing reloaded the page.
  expect(await page.evaluate(() => (window as unknown as { journeyMark?: number }).journeyMark)).toBe(1);
  await page.screenshot({ path: `${screenshotDir}messages-live-arrived.png` });

  const counsellor = await loginAs(j.t, 'counsellor');
  const list = await j.t.call({ method: 'GET', url: `${platform}/message/inner/list`, headers: counsellor.headers });
  const message = (
    list.body.data as { dataResult: { id: string; summary: string; target: { id: string } }[] }
  ).dataResult.find((m) => m.summary.includes('借用会议室'));
  expect(message).toBeDefined();
  const taskId = message?.target.id ?? '';

  await item.click();
  await expect.poll(() => hashPath(page)).toBe(`/bpmn/detail?taskId=${taskId}`);
  // The task opens (the workflow feature's detail page) with the request's subject.
  await expect.poll(() => page.getByTestId('wf-subject').textContent()).toContain('借用会议室');
  await page.screenshot({ path: `${screenshotDir}messages-jump-task.png` });
  const after = await j.t.call({ method: 'GET', url: `${platform}/message/inner/list`, headers: counsellor.headers });
  const read = (after.body.data as { dataResult: { id: string; read: boolean }[] }).dataResult.find(
    (m) => m.id === message?.id,
  );
  expect(read?.read).toBe(true);

  // Back on the tab the badge has dropped and the item shows as read.
  await page.goto(`${j.baseUrl}#/dashboardMessage`);
  await expect.poll(badge).toBe(before === 0 ? '' : String(before));
  await expect
    .poll(() => page.getByTestId('message-item').filter({ hasText: '借用会议室' }).first().getAttribute('data-read'))
    .toBe('true');
});

it('/message-jump without a session goes to login first, then opens the target', async (ctx) => {
  if (!ready) ctx.skip();
  const counsellor = await loginAs(j.t, 'counsellor');
  const list = await j.t.call({ method: 'GET', url: `${platform}/message/inner/list`, headers: counsellor.headers });
  const first = (list.body.data as { dataResult: { id: string; target: { route: string } }[] }).dataResult.find((m) =>
    m.target.route.startsWith('/bpm/'),
  );
  expect(first).toBeDefined();
  await openFresh(j, `/message-jump?id=${first?.id}`);
  await expect.poll(() => hashPath(j.page)).toMatch(/^\/login\?redirect=\/message-jump\?id=/);
  await submitLogin(j.page, 'counsellor');
  await expect.poll(() => hashPath(j.page)).toMatch(/^\/bpmn\/detail\?(taskId|instId)=/);
});

it('the inbox page lists unread first, marks all read and the badge clears', async (ctx) => {
  if (!ready) ctx.skip();
  const { page } = j;
  await page.goto(`${j.baseUrl}#/message/inner/receive`);
  await page.getByTestId('message-item').first().waitFor();
  await page.screenshot({ path: `${screenshotDir}messages-inbox.png` });
  const readAll = page.getByTestId('messages-read-all');
  if (await readAll.isEnabled()) {
    await readAll.click();
    await expect.poll(() => page.locator('[data-testid="message-item"][data-read="false"]').count()).toBe(0);
  }
  await page.goto(`${j.baseUrl}#/dashboardMessage`);
  await expect.poll(badge).toBe('');
});

it('a dropped stream reconnects with a fresh ticket and the last id, and misses nothing', async (ctx) => {
  if (!ready) ctx.skip();
  const { page } = j;
  const counsellor = await loginAs(j.t, 'counsellor');
  await page.reload();
  // The stream is open and has told us where we are (its last id) before it drops.
  await page.locator('[data-live="open"]').waitFor();
  await expect.poll(badge).toBe('');
  // Two messages written without a live signal: only a catch-up by id can bring them in time.
  const title = { text: { 'zh-CN': '断线期间', 'zh-TW': '斷線期間', 'en-US': 'While away', 'ja-JP': '切断中' } };
  const items = [1, 2].map((n) => ({
    userId: counsellor.uid,
    kind: 'system.test',
    title,
    summary: `#${n}`,
    target: { type: 'page', route: '/dashboard' },
  }));
  await createMessages(j.t.app.db, counsellor.tenantId, items, { now: j.t.clock.now() });
  const reconnect = page.waitForRequest(
    (r) => r.url().includes('/message/stream?') && r.url().includes('lastEventId='),
  );
  // End every stream as a server restart would (the hub keeps accepting streams, with their catch-up).
  await liveHubOf(j.t.app)?.shutdown();
  await reconnect;
  await expect.poll(badge, { timeout: 10_000 }).toBe('2');
  await expect.poll(() => page.getByTestId('message-item').filter({ hasText: '断线期间' }).count()).toBe(2);
  await page.screenshot({ path: `${screenshotDir}messages-caught-up.png` });
});
