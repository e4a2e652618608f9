import { workbenchEndpoints as e, type WorkbenchApps, type WorkbenchHome } from '@campusflow/contracts';
import { request } from '../../../api/client.ts';

/** The whole home tab in one call: greeting, counts, latest announcements and my apps. */
export function fetchHome() {
  // silent: the page draws its own error state with a retry.
  return request<WorkbenchHome>({ service: 'platform', path: e.home.path, silent: true });
}

/** The application centre: the menu's entries grouped by area, with pinyin initials; and my apps. */
export function fetchApps() {
  return request<WorkbenchApps>({ service: 'platform', path: e.apps.path, silent: true });
}

export function collectApp(menuId: string) {
  return request<null>({ service: 'platform', method: 'POST', path: e.collect.path, body: { menuId }, loading: false });
}

export function removeApp(menuId: string) {
  return request<null>({ service: 'platform', method: 'POST', path: e.remove.path, body: { menuId }, loading: false });
}

export function reorderApps(menuIds: string[]) {
  return request<null>({
    service: 'platform',
    method: 'POST',
    path: e.reorder.path,
    body: { menuIds },
    loading: false,
  });
}

/** Query keys: per role, since the menu (and so the apps) follows the session's role. */
export const workbenchKeys = {
  home: (roleId: string | null) => ['workbench', 'home', roleId] as const,
  apps: (roleId: string | null) => ['workbench', 'apps', roleId] as const,
};
