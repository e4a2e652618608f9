import { type AppRoute, lazyPage } from '../../lib/routing.ts';

// `/d/list/{id}`: a data template's list (issue 4 §3); the title comes from the menu, else "data list".
export const dataTemplatesRoutes: AppRoute[] = [
  {
    path: '/d/list/:id',
    meta: { name: 'dataTemplate', layout: 'secondary' },
    load: lazyPage(() => import('./pages/data-list-page.tsx'), 'DataListPage'),
  },
];
