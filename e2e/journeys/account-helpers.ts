import type { Page } from 'playwright-core';
import { expect } from 'vitest';

export const demoPassword = 'Campus@2026';

/** Fills an antd-mobile Input (the test id sits on its wrapper, not on the <input>). */
export async function fill(page: Page, testId: string, value: string): Promise<void> {
  await page.getByTestId(testId).locator('input').fill(value);
}

/** Logs in through the login page and waits for the workbench. */
export async function logIn(page: Page, baseUrl: string, account: string, password = demoPassword): Promise<void> {
  await page.goto(`${baseUrl}#/login`);
  await fill(page, 'login-username', account);
  await fill(page, 'login-password', password);
  await page.getByTestId('login-submit').click();
  await expect.poll(() => page.url(), { timeout: 15_000 }).toContain('#/dashboard');
}

/** Logs out from the my page (confirming the dialog) and waits for the login page. */
export async function logOut(page: Page, baseUrl: string): Promise<void> {
  await page.goto(`${baseUrl}#/my/index`);
  await page.getByTestId('logout').click();
  await page.locator('.adm-dialog-footer button').last().click();
  await expect.poll(() => page.url()).toContain('#/login');
}

/**
 * Forgets the session in this browser (storage and the app's memory), leaving it on the login page.
 * The storage is cleared from a page of the same origin where the app does not run: with the app
 * open, a token refresh in flight could write the session back between the clear and the reload.
 */
export async function forgetSession(page: Page, baseUrl: string): Promise<void> {
  await page.goto(new URL('/healthz', baseUrl).href);
  await page.evaluate(() => localStorage.clear());
  await page.goto(`${baseUrl}#/login`);
  await expect.poll(() => page.url()).toContain('#/login');
  await expect.poll(() => page.getByTestId('login-submit').isVisible()).toBe(true);
}
