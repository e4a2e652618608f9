import i18next from 'i18next';
import { fetchLoginOpen, fetchMenu, fetchUserContext, serverLogout, switchRole } from '../api/auth-api.ts';
import { providerLogoutUrl } from '../api/external-login-api.ts';
import { productLocale } from '../i18n/i18n.ts';
import { externalCallbackUri } from '../lib/external-flow-store.ts';
import { currentRole, loginRoles, roleAlias, session } from './session.ts';
import type { RoleInfo, UserInfo } from './session-types.ts';
import { deviceStorage } from './user-storage.ts';

export const newStudentHome = '/xgxt/yxxt_index';

/** Where a user goes once a role is chosen (spec §4 Login). */
export function homeFor(role: RoleInfo | undefined, redirect: string | null): string {
  if (roleAlias(role) === 'newStudent') return newStudentHome;
  return redirect ?? '/';
}

/** Loads the user (and the menu of the session's role); false when the session is no longer valid. */
export async function loadUserInfo(): Promise<boolean> {
  const token = session.get().token;
  if (!token) return false;
  let info: UserInfo;
  try {
    info = await fetchUserContext(token, productLocale(i18next.language));
  } catch {
    return false;
  }
  if (!info?.user) return false;
  session.setUserInfo(info);
  const s = session.get();
  if (!s.role) {
    const role = currentRole(s);
    if (role) session.setRole({ id: role.id, roleArr: info.role ?? [] });
  } else if (info.role?.length) {
    // Role names follow the language: after a language switch the stored role object takes the new ones.
    session.setRole({ id: s.role.id, roleArr: info.role });
  }
  await Promise.all([loadMenu(), loadTenantOpen()]);
  return true;
}

export async function loadMenu(): Promise<void> {
  try {
    session.setMenu(await fetchMenu(session.get().userInfo?.systemId ?? null));
  } catch {
    session.setMenu([]);
  }
}

/** Tenant-open flag: from the local store, else the server. */
export async function loadTenantOpen(): Promise<boolean> {
  const stored = deviceStorage.get<boolean>('tenantOpen');
  if (stored !== null) return stored;
  try {
    const open = (await fetchLoginOpen()).tenantOpen;
    deviceStorage.set('tenantOpen', open);
    return open;
  } catch {
    return false;
  }
}

export type RoleChoice = { type: 'none' } | { type: 'one'; role: RoleInfo } | { type: 'several'; roles: RoleInfo[] };

/** Zero roles, one (chosen automatically) or several (the picker). */
export function roleChoice(info: UserInfo): RoleChoice {
  const roles = loginRoles(info, i18next.t('login:allRoles'));
  if (roles.length === 0) return { type: 'none' };
  if (roles.length === 1 && roles[0]) return { type: 'one', role: roles[0] };
  return { type: 'several', roles };
}

/** Stores the chosen role in the session and switches it on the server. */
export async function chooseRole(role: RoleInfo, offered: RoleInfo[]): Promise<void> {
  session.setRole({ id: role.id, roleArr: offered });
  const renewed = await switchRole(role.id);
  if (renewed?.access_token) session.setToken(renewed);
  // The menu feeds titles and the "more" page; the first page does not wait for it.
  void loadMenu();
}

/** Server logout with the token if there is one, then forget account, user info and tokens. */
/**
 * Ends the session. `atProvider` (the user's own "log out") also ends a session begun at an OpenID
 * provider: its end-session link is asked for before our token is revoked, and the browser goes there
 * afterwards (the provider sends it back to the app), so the next login asks for the password again.
 */
export async function logout(options: { atProvider?: boolean } = {}): Promise<void> {
  const token = session.get().token;
  const providerUrl = token && options.atProvider ? await providerLogoutUrl(externalCallbackUri()) : null;
  if (token) await serverLogout(token.access_token).catch(() => null);
  session.clear();
  if (providerUrl) globalThis.location.assign(providerUrl);
}
