import { AppOutline, LeftOutline } from 'antd-mobile-icons';
import { type ReactNode, Suspense, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useOutlet } from 'react-router';
import { RootFallback } from './root-layout.tsx';
import { usePageTitle } from './use-page-title.ts';
import { useRouteMeta } from './use-route-meta.ts';

type Kept = { element: ReactNode; scrollTop: number };

/** Secondary layout: top bar with back (one step) and home (/dashboard); kept-alive pages stay mounted. */
export function SecondaryLayout() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const title = usePageTitle();
  const meta = useRouteMeta();
  const outlet = useOutlet();
  const key = pathname + search;
  const kept = useRef(new Map<string, Kept>());
  const bodies = useRef(new Map<string, HTMLDivElement | null>());
  const [, force] = useState(0);
  const previous = useRef<string | null>(null);

  if (meta?.keepAlive && !kept.current.has(key)) kept.current.set(key, { element: outlet, scrollTop: 0 });

  // Remember where a kept page was scrolled when leaving it; restore when coming back.
  useLayoutEffect(() => {
    const last = previous.current;
    if (last && last !== key) {
      const entry = kept.current.get(last);
      const el = bodies.current.get(last);
      if (entry && el) entry.scrollTop = el.scrollTop;
    }
    const el = bodies.current.get(key);
    const entry = kept.current.get(key);
    if (el && entry) el.scrollTop = entry.scrollTop;
    previous.current = key;
    force((n) => n + 1);
  }, [key]);

  const back = () => (window.history.length > 1 ? navigate(-1) : navigate('/dashboard'));
  return (
    <div className="secondary-layout">
      <header className="secondary-layout-bar">
        <button type="button" className="icon-button" aria-label={t('nav.back')} onClick={back} data-testid="nav-back">
          <LeftOutline fontSize={22} />
        </button>
        <h1 className="secondary-layout-title">{title}</h1>
        <button
          type="button"
          className="icon-button"
          aria-label={t('nav.home')}
          onClick={() => navigate('/dashboard')}
          data-testid="nav-home"
        >
          <AppOutline fontSize={22} />
        </button>
      </header>
      {[...kept.current.entries()].map(([k, entry]) => (
        <div
          key={k}
          className="secondary-layout-body"
          hidden={k !== key}
          ref={(el) => {
            bodies.current.set(k, el);
          }}
        >
          <Suspense fallback={<RootFallback />}>{entry.element}</Suspense>
        </div>
      ))}
      {!meta?.keepAlive && (
        <div className="secondary-layout-body" ref={(el) => void bodies.current.set(key, el)}>
          <Suspense fallback={<RootFallback />}>{outlet}</Suspense>
        </div>
      )}
    </div>
  );
}
