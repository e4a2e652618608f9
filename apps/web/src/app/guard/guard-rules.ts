import { isPublicPath } from '../../lib/public-paths.ts';

/** Names that pass with a valid token whatever the role (spec §4). */
const alwaysOpen = new Set(['locking', '401', '403', 'nomenu']);
/** The onboarding pages a newStudent is confined to. */
export const newStudentPages = new Set(['yxxt_index', 'yxxt_lc_index', 'yxxt_changePassword']);
export const newStudentHome = '/xgxt/yxxt_index';
/** Areas whose pages come from the menu: an unknown path there is "not authorised", elsewhere "not found". */
const menuAreas = ['/xgxt/', '/bpmn/', '/message/', '/platform/', '/d/', '/f/'];

export type GuardTarget = { path: string; search: string; name: string | null; public: boolean };

export type GuardState = {
  tokenValid: boolean;
  hasRefreshToken: boolean;
  userInfoLoaded: boolean;
  newStudent: boolean;
  /** Name of the page the user is leaving (null on first load). */
  fromName: string | null;
};

export type GuardDecision =
  | { type: 'pass' }
  | { type: 'redirect'; to: string }
  | { type: 'logout'; to: string }
  | { type: 'loadUserInfo' }
  | { type: 'externalLogin' }
  | { type: 'refresh' };

/** One step of the guard; the runner performs load/refresh/external steps and asks again. */
export function decide(
  target: GuardTarget,
  s: GuardState,
  tried: { external: boolean; refresh: boolean },
): GuardDecision {
  if (s.tokenValid) {
    if (target.name === 'login') return { type: 'redirect', to: '/' };
    if (target.name && alwaysOpen.has(target.name)) return { type: 'pass' };
    if (!s.userInfoLoaded) return { type: 'loadUserInfo' };
    if (s.newStudent) {
      if (target.name && newStudentPages.has(target.name)) return { type: 'pass' };
      // Leaving the onboarding index for anything but its own pages ends the session.
      if (s.fromName === 'yxxt_index') return { type: 'logout', to: '/login' };
      return { type: 'redirect', to: newStudentHome };
    }
    if (!target.name) {
      return { type: 'redirect', to: menuAreas.some((a) => target.path.startsWith(a)) ? '/401' : '/404' };
    }
    return { type: 'pass' };
  }
  if (!tried.external) return { type: 'externalLogin' };
  if (!tried.refresh && s.hasRefreshToken) return { type: 'refresh' };
  if (target.public || isPublicPath(target.path)) return { type: 'pass' };
  if (!target.name && !target.path.startsWith('/')) return { type: 'redirect', to: '/login' };
  return { type: 'redirect', to: `/login?redirect=${encodeURIComponent(target.path + target.search)}` };
}

export type GuardEffects = {
  state: () => GuardState;
  loadUserInfo: () => Promise<boolean>;
  /** External-login hooks (token in query, SSO/CAS ticket, Chaoxing, DingTalk): true when one logged in. */
  externalLogin: (target: GuardTarget) => Promise<boolean>;
  refresh: () => Promise<boolean>;
  logout: () => Promise<void>;
};

/** Runs the guard to a final answer: pass, or the path to go to instead. */
export async function runGuard(
  target: GuardTarget,
  fx: GuardEffects,
): Promise<{ pass: true } | { pass: false; to: string }> {
  const tried = { external: false, refresh: false };
  let userInfoTried = false;
  for (let step = 0; step < 8; step++) {
    const d = decide(target, fx.state(), tried);
    switch (d.type) {
      case 'pass':
        return { pass: true };
      case 'redirect':
        return { pass: false, to: d.to };
      case 'logout':
        await fx.logout();
        return { pass: false, to: d.to };
      case 'loadUserInfo':
        // Failing to load the user (expired session) sends the user to log in again.
        if (userInfoTried || !(await fx.loadUserInfo())) {
          await fx.logout();
          return { pass: false, to: '/login' };
        }
        userInfoTried = true;
        break;
      case 'externalLogin':
        tried.external = true;
        await fx.externalLogin(target);
        break;
      case 'refresh':
        tried.refresh = true;
        await fx.refresh();
        break;
    }
  }
  return { pass: false, to: '/login' };
}
