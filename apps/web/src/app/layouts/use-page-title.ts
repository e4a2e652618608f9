import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useParams, useSearchParams } from 'react-router';
import { routeTitle } from '../../lib/route-title.ts';
import { useSession } from '../../session/session.ts';
import { menuTitle } from '../menu-routes.ts';
import { useRouteMeta } from './use-route-meta.ts';

/** The page's title; also sets the document title after each navigation. */
export function usePageTitle(): string {
  const meta = useRouteMeta();
  // A title from a feature namespace loads that namespace (without suspending the frame).
  const ns = meta?.title?.includes(':') ? (meta.title.split(':')[0] ?? 'common') : 'common';
  const { t } = useTranslation([ns, 'common'], { useSuspense: false });
  const params = useParams();
  const [search] = useSearchParams();
  const { pathname } = useLocation();
  const { menu } = useSession();
  const title = routeTitle(meta, { t, search, params, menuTitle: menuTitle(menu, pathname) });
  useEffect(() => {
    const app = t('common:appName');
    document.title = title === app ? app : `${title} - ${app}`;
  }, [title, t]);
  return title;
}
