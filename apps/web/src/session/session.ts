import { useSyncExternalStore } from 'react';
import type { RoleInfo, RoleObject, SessionState, TokenInfo, UserInfo } from './session-types.ts';
import { deviceStorage, setStorageUser } from './user-storage.ts';

export const allRoleId = 'ALL';
const persistKey = 'session';
type Persisted = Pick<SessionState, 'token' | 'account' | 'role'>;

const empty: SessionState = { token: null, account: null, role: null, userInfo: null, menu: null };
let state: SessionState = load();
const listeners = new Set<() => void>();

function load(): SessionState {
  const saved = deviceStorage.get<Persisted>(persistKey);
  setStorageUser(saved?.token?.uid ?? null);
  return saved ? { ...empty, ...saved } : empty;
}

function update(patch: Partial<SessionState>): void {
  state = { ...state, ...patch };
  const { token, account, role } = state;
  if (token || account || role) deviceStorage.set(persistKey, { token, account, role } satisfies Persisted);
  else deviceStorage.remove(persistKey);
  setStorageUser(state.token?.uid ?? null);
  for (const listener of listeners) listener();
}

export const session = {
  get: (): SessionState => state,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  setToken: (token: TokenInfo, account?: string) =>
    update({ token, account: account ?? token.uaccount ?? state.account }),
  setRole: (role: RoleObject | null) => update({ role }),
  setUserInfo: (userInfo: UserInfo | null) => update({ userInfo }),
  setMenu: (menu: SessionState['menu']) => update({ menu }),
  /** Forgets account, user info, role, menu and tokens (logout, failed refresh, illegal token). */
  clear: () => update({ ...empty }),
  /** Re-reads the persisted session (another tab, tests). */
  reload: () => {
    state = load();
    for (const listener of listeners) listener();
  },
};

export function useSession(): SessionState {
  return useSyncExternalStore(session.subscribe, session.get, session.get);
}

export function tokenValid(token: TokenInfo | null, now = Date.now()): token is TokenInfo {
  return !!token?.access_token && now < token.create_at + token.expires_in * 1000;
}

export function isSuperUser(info: UserInfo | null): boolean {
  const flag = info?.user.isSuper;
  return flag === true || flag === 'Y';
}

export function roleAlias(role: RoleInfo | undefined): string | null {
  return role?.roleAlias ?? role?.alias ?? null;
}

/** The role the session acts in (the session role object, else the user's current role). */
export function currentRole(s: SessionState = state): RoleInfo | undefined {
  const roles = s.role?.roleArr ?? s.userInfo?.role ?? [];
  if (s.role?.id) return roles.find((r) => r.id === s.role?.id) ?? { id: s.role.id, name: s.role.id };
  const serverRole = s.userInfo?.currentRoleId;
  if (serverRole) return roles.find((r) => r.id === serverRole) ?? { id: serverRole, name: serverRole };
  const alias = s.userInfo?.userCurrentRole;
  return (alias ? roles.find((r) => roleAlias(r) === alias || r.id === alias) : undefined) ?? roles[0];
}

export function isNewStudent(s: SessionState = state): boolean {
  return roleAlias(currentRole(s)) === 'newStudent';
}

export function isStudent(s: SessionState = state): boolean {
  const role = currentRole(s);
  return role ? roleAlias(role) === 'student' : s.userInfo?.userCurrentRole === 'student';
}

/** Roles offered at login: the user's roles, plus ALL for super users (spec §3). */
export function loginRoles(info: UserInfo, allRoleName: string): RoleInfo[] {
  const roles = [...(info.role ?? [])];
  if (isSuperUser(info) && !roles.some((r) => r.id === allRoleId)) {
    roles.push({ id: allRoleId, name: allRoleName, roleAlias: null });
  }
  return roles;
}
