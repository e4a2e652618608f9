import { externalLoginSteps } from '../../features/external-login/guard-steps.ts';
import type { GuardTarget } from './guard-rules.ts';

/**
 * The external-login steps tried, in order, before the refresh token when there is no valid token:
 * token in the query (app login), SSO/CAS ticket, Chaoxing, DingTalk (features/external-login).
 * Each returns true when it established a session; the first that does ends the search.
 */
export type ExternalLogin = { name: string; run: (target: GuardTarget) => Promise<boolean> };

const hooks: ExternalLogin[] = [...externalLoginSteps];

/** Extra steps (tests, other channels) go after the built-in ones. */
export function registerExternalLogin(hook: ExternalLogin): void {
  if (!hooks.some((h) => h.name === hook.name)) hooks.push(hook);
}

export async function runExternalLogins(target: GuardTarget): Promise<boolean> {
  for (const hook of hooks) {
    if (await hook.run(target)) return true;
  }
  return false;
}
