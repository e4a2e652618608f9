import { ContactsLevelQuery, ContactsQuery, contactsEndpoints } from '@campusflow/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireAuth } from '../auth/auth-context.ts';
import { ok } from '../http/envelope.ts';
import type { RouteArea } from '../http/route-area.ts';
import { contactBook, contactLevel } from './contacts.service.ts';

// Every logged-in user has an address book; what it holds is decided per viewer (contacts-visibility.ts).
async function contactRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    contactsEndpoints.list.path,
    { config: { access: 'authenticated' }, schema: { querystring: ContactsQuery } },
    async (request) => ok(request, await contactBook(app.db, requireAuth(request), request.query.keyword)),
  );
  r.get(
    contactsEndpoints.level.path,
    { config: { access: 'authenticated' }, schema: { querystring: ContactsLevelQuery } },
    async (request) => ok(request, await contactLevel(app.db, requireAuth(request), request.query)),
  );
}

export const contactsArea: RouteArea = { name: 'contacts', service: 'platform', routes: contactRoutes };
