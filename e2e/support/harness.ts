import { fileURLToPath } from 'node:url';
import { buildTestApp, type TestApp } from '@campusflow/server/testing';
import { type Browser, chromium, type Page } from 'playwright-core';

export type Journey = { t: TestApp; baseUrl: string; browser: Browser; page: Page; close: () => Promise<void> };

export const screenshotDir = fileURLToPath(new URL('../screenshots/', import.meta.url));

/**
 * A real server (demo university on a fresh database, built web app) on a free loopback port and a
 * headless Debian Chromium sized like a mid-range phone.
 */
export async function startJourney(
  options: { locale?: string; config?: Record<string, string> } = {},
): Promise<Journey> {
  const t = await buildTestApp({ config: { RATE_LIMIT: '100000', LOGIN_RATE_LIMIT: '1000', ...options.config } });
  const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  const context = await browser.newContext({
    viewport: { width: 375, height: 812 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    locale: options.locale ?? 'zh-CN',
  });
  const page = await context.newPage();
  if (process.env.E2E_DEBUG) {
    page.on('console', (m) => console.log(`[browser] ${m.text()}`));
    page.on('pageerror', (e) => console.log(`[pageerror] ${e.message}`));
    page.on('response', async (r) => {
      if (!r.url().includes('/qzbps/')) return;
      const body = r.status() >= 400 ? await r.text().catch(() => '') : '';
      console.log(`[api] ${r.status()} ${r.request().method()} ${r.url()} ${r.request().postData() ?? ''} ${body}`);
    });
  }
  return {
    t,
    baseUrl: `${address}/app/`,
    browser,
    page,
    close: async () => {
      await browser.close();
      await t.close();
    },
  };
}
