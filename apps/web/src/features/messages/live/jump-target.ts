import { safeRedirect } from '../../../lib/safe-redirect.ts';

/**
 * The app route a message opens. The server names its targets in its own words (the workflow outbox
 * says /bpm/task/detail?taskId=…); this maps them onto the web app's routes (the request detail is
 * /bpmn/detail, spec §2) and refuses anything that is not an in-app path (no open redirect).
 */
export function jumpRoute(target: { type: string; id: string | null; route: string }): string | null {
  const route = safeRedirect(target.route, '');
  if (!route) return null;
  const [path = '', query = ''] = route.split('?', 2);
  const params = new URLSearchParams(query);
  if (path === '/bpm/task/detail' && params.get('taskId')) {
    return `/bpmn/detail?${new URLSearchParams({ taskId: params.get('taskId') ?? '' })}`;
  }
  if (path === '/bpm/instance/detail' && params.get('instId')) {
    return `/bpmn/detail?${new URLSearchParams({ instId: params.get('instId') ?? '' })}`;
  }
  // Never back into the jump itself (a loop), nor to the login page.
  if (path === '/message-jump') return null;
  return route;
}
