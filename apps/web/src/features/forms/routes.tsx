import { type AppRoute, lazyPage } from '../../lib/routing.ts';

// `/f/{key}`: a form on its own (issue 4 §3). The renderer itself is exported from index.ts.
export const formsRoutes: AppRoute[] = [
  {
    path: '/f/:key',
    meta: { name: 'form', layout: 'secondary', title: 'forms:page.title' },
    load: lazyPage(() => import('./pages/form-page.tsx'), 'FormPage'),
  },
];
