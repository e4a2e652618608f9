import {
  type DictionaryTypeRow,
  dictionaryEndpoints,
  GetDictionaryQuery,
  ListQuery,
  RemoveDictionaryItemsInput,
  RemoveDictionaryTypesInput,
  SaveDictionaryItemInput,
  SaveDictionaryTypeInput,
} from '@campusflow/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireAuth } from '../auth/auth-context.ts';
import { ok } from '../http/envelope.ts';
import type { RouteArea } from '../http/route-area.ts';
import { ensureBuiltinDictionaries } from './dictionaries.seed.ts';
import {
  getDictionary,
  queryDictionaryTypes,
  removeDictionaryItems,
  removeDictionaryTypes,
  saveDictionaryItem,
  saveDictionaryType,
} from './dictionaries.service.ts';

// Reading is for every logged-in user (forms, pickers); changing is the school administrator's.
const admins = { roles: ['tenantAdmin'] } as const;

async function dictionaryRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  app.addHook('preHandler', async (request) => {
    if (request.auth) await ensureBuiltinDictionaries(app.db, request.auth.tenantId);
  });

  r.get(
    dictionaryEndpoints.getByTypeKey.path,
    { config: { access: 'authenticated' }, schema: { querystring: GetDictionaryQuery } },
    async (request) => {
      const auth = requireAuth(request);
      return ok(request, await getDictionary(app.db, auth.tenantId, request.query.typeKey, request.locale));
    },
  );

  r.get(
    dictionaryEndpoints.getType.path,
    { config: { access: admins }, schema: { querystring: GetDictionaryQuery } },
    async (request) => {
      const auth = requireAuth(request);
      const dictionary = await getDictionary(app.db, auth.tenantId, request.query.typeKey, request.locale, {
        includeDisabled: true,
      });
      return ok(request, dictionary);
    },
  );

  r.post(
    dictionaryEndpoints.queryTypes.path,
    { config: { access: admins }, schema: { body: ListQuery } },
    async (request) => {
      const auth = requireAuth(request);
      const result: { dataResult: DictionaryTypeRow[] } = await queryDictionaryTypes(
        app.db,
        auth.tenantId,
        request.body,
        request.locale,
      );
      return ok(request, result);
    },
  );

  r.post(
    dictionaryEndpoints.saveType.path,
    { config: { access: admins }, schema: { body: SaveDictionaryTypeInput } },
    async (request) => {
      const auth = requireAuth(request);
      return ok(request, { id: await saveDictionaryType(app.db, auth.tenantId, request.body, app.clock.now()) });
    },
  );

  r.post(
    dictionaryEndpoints.removeTypes.path,
    { config: { access: admins }, schema: { body: RemoveDictionaryTypesInput } },
    async (request) => {
      const auth = requireAuth(request);
      await removeDictionaryTypes(app.db, auth.tenantId, request.body.ids);
      return ok(request, null);
    },
  );

  r.post(
    dictionaryEndpoints.saveItem.path,
    { config: { access: admins }, schema: { body: SaveDictionaryItemInput } },
    async (request) => {
      const auth = requireAuth(request);
      return ok(request, { id: await saveDictionaryItem(app.db, auth.tenantId, request.body, app.clock.now()) });
    },
  );

  r.post(
    dictionaryEndpoints.removeItems.path,
    { config: { access: admins }, schema: { body: RemoveDictionaryItemsInput } },
    async (request) => {
      const auth = requireAuth(request);
      await removeDictionaryItems(app.db, auth.tenantId, request.body.typeKey, request.body.ids);
      return ok(request, null);
    },
  );
}

export const dictionariesArea: RouteArea = { name: 'dictionaries', service: 'platform', routes: dictionaryRoutes };
