import type { Page } from 'playwright-core';
import type { Journey } from './harness.ts';

export const demoPassword = 'Campus@2026';

/** True when the server answers the login route (the auth API is mounted). */
export async function authApiPresent(j: Journey): Promise<boolean> {
  const res = await j.t.app.inject({ method: 'POST', url: '/qzbps/oauth2/v3/user/login/apply', payload: {} });
  return res.statusCode !== 404;
}

/** Fills the login form of the current page and submits it. */
export async function submitLogin(page: Page, username: string, password = demoPassword): Promise<void> {
  await page.getByTestId('login-username').locator('input').fill(username);
  await page.getByTestId('login-password').locator('input').fill(password);
  await page.getByTestId('login-submit').click();
}

/** Opens the app at a hash route with a clean session (no token, no stored user data). */
export async function openFresh(j: Journey, hash = '/login'): Promise<void> {
  // Clear storage from a plain page of the same origin, so no app navigation races the clearing.
  await j.page.goto(new URL('/qzbps/', j.baseUrl).href);
  await j.page.evaluate(() => localStorage.clear());
  await j.page.goto(`${j.baseUrl}#${hash}`);
}

export function hashPath(page: Page): string {
  return decodeURIComponent(new URL(page.url()).hash.replace(/^#/, ''));
}
