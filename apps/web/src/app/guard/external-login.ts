import type { GuardTarget } from './guard-rules.ts';

/**
 * The external-login steps tried, in order, before the refresh token when there is no valid token:
 * token in the query (app login), SSO/CAS ticket, Chaoxing, DingTalk. The external-login issue
 * registers them; each returns true when it established a session.
 */
export type ExternalLogin = { name: string; run: (target: GuardTarget) => Promise<boolean> };

const hooks: ExternalLogin[] = [];

export function registerExternalLogin(hook: ExternalLogin): void {
  if (!hooks.some((h) => h.name === hook.name)) hooks.push(hook);
}

export async function runExternalLogins(target: GuardTarget): Promise<boolean> {
  for (const hook of hooks) {
    if (await hook.run(target)) return true;
  }
  return false;
}
