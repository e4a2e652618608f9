import { matchRoutes, type RouteObject, redirect } from 'react-router';
import { refreshSession } from '../../api/client.ts';
import type { RouteMeta } from '../../lib/routing.ts';
import { isNewStudent, session, tokenValid } from '../../session/session.ts';
import { loadUserInfo, logout } from '../../session/session-actions.ts';
import { runExternalLogins } from './external-login.ts';
import { type GuardTarget, runGuard } from './guard-rules.ts';

// The page on screen, recorded by the root layout once a navigation commits (redirects included).
let committedName: string | null = null;

export function setCommittedRouteName(name: string | null): void {
  committedName = name;
}

/** The route meta of a path, if a page matches it (the catch-all has no meta). */
export function metaFor(routes: RouteObject[], path: string): RouteMeta | null {
  const matches = matchRoutes(routes, path) ?? [];
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]?.route.handle as RouteMeta | undefined;
    if (handle?.name) return handle;
  }
  return null;
}

/** The root loader: runs the navigation guard of spec §4 before any page renders. */
export function createGuardLoader(routes: () => RouteObject[]) {
  return async ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    const meta = metaFor(routes(), url.pathname);
    const target: GuardTarget = {
      path: url.pathname,
      search: url.search,
      name: meta?.name ?? null,
      public: !!meta?.public,
    };
    const result = await runGuard(target, {
      state: () => {
        const s = session.get();
        return {
          tokenValid: tokenValid(s.token),
          hasRefreshToken: !!s.token?.refresh_token,
          userInfoLoaded: !!s.userInfo,
          newStudent: isNewStudent(s),
          fromName: committedName,
        };
      },
      loadUserInfo,
      externalLogin: runExternalLogins,
      refresh: async () => {
        const ok = await refreshSession();
        if (!ok) session.clear();
        return ok;
      },
      logout,
    });
    if (!result.pass) throw redirect(result.to);
    return null;
  };
}
