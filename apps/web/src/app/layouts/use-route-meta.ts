import { useMatches } from 'react-router';
import type { RouteMeta } from '../../lib/routing.ts';

/** Meta of the deepest matched page. */
export function useRouteMeta(): RouteMeta | null {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]?.handle as RouteMeta | undefined;
    if (handle?.name) return handle;
  }
  return null;
}
