import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { RootFallback } from './root-layout.tsx';

/** No frame: login, public pages and error pages draw everything themselves. */
export function BareLayout() {
  return (
    <main className="bare-layout">
      <Suspense fallback={<RootFallback />}>
        <Outlet />
      </Suspense>
    </main>
  );
}
