import { type AppRoute, lazyPage } from '../../lib/routing.ts';

// Address book (spec §2 /contacts/index) over platform/contacts.
export const contactsRoutes: AppRoute[] = [
  {
    path: '/contacts/index',
    meta: { name: 'contacts', layout: 'secondary', keepAlive: true },
    load: lazyPage(() => import('./pages/contacts-page.tsx'), 'ContactsPage'),
  },
];
