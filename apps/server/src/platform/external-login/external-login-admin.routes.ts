import { ExternalProviderInput } from '@campusflow/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../auth/auth-context.ts';
import { AppError } from '../http/app-error.ts';
import { ok } from '../http/envelope.ts';
import { xlDb } from './external-login.tables.ts';
import { adminView, loadProvider, type Provider, saveProvider, validateProviderInput } from './providers.ts';

const admins = { roles: ['tenantAdmin'] } as const;
const idParams = z.strictObject({ id: z.string().uuid() });

/**
 * The tenant administrator's provider settings (platform prefix). Secrets are write-only; the tenant
 * is the token's, so an administrator sees and changes only their own school's providers.
 */
export async function externalLoginAdminRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const production = () => app.config.NODE_ENV === 'production';
  const kek = () => app.config.SECRETS_KEK ?? null;

  r.get('/external-login/providers', { config: { access: admins } }, async (request) => {
    const auth = requireAuth(request);
    const rows = await xlDb(app.db)
      .selectFrom('externalLoginProviders')
      .selectAll()
      .where('tenantId', '=', auth.tenantId)
      .orderBy('createdAt')
      .execute();
    return ok(
      request,
      rows.map((row) => adminView(row as Provider & { updatedAt: Date })),
    );
  });

  r.post(
    '/external-login/providers',
    { config: { access: admins }, schema: { body: ExternalProviderInput } },
    async (request) => {
      const auth = requireAuth(request);
      validateProviderInput(request.body, production());
      const id = await saveProvider(app.db, auth.tenantId, request.body, app.clock.now(), undefined, kek());
      return ok(request, adminView(await loadProvider(app.db, auth.tenantId, id, { enabledOnly: false, kek: kek() })));
    },
  );

  r.put(
    '/external-login/providers/:id',
    { config: { access: admins }, schema: { params: idParams, body: ExternalProviderInput } },
    async (request) => {
      const auth = requireAuth(request);
      validateProviderInput(request.body, production());
      await saveProvider(app.db, auth.tenantId, request.body, app.clock.now(), request.params.id, kek());
      return ok(
        request,
        adminView(await loadProvider(app.db, auth.tenantId, request.params.id, { enabledOnly: false, kek: kek() })),
      );
    },
  );

  r.delete(
    '/external-login/providers/:id',
    { config: { access: admins }, schema: { params: idParams } },
    async (request) => {
      const auth = requireAuth(request);
      const deleted = await xlDb(app.db)
        .deleteFrom('externalLoginProviders')
        .where('tenantId', '=', auth.tenantId)
        .where('id', '=', request.params.id)
        .executeTakeFirst();
      if (Number(deleted.numDeletedRows) === 0) throw new AppError('EXTERNAL_PROVIDER_NOT_FOUND');
      return ok(request, null);
    },
  );

  // The masked mobile number DingTalk gave for the caller's linked DingTalk identity (display only).
  r.get(
    '/thirdparty/dingtalk/getEncryptMobile',
    { schema: { querystring: z.strictObject({ providerId: z.string().uuid().optional() }) } },
    async (request) => {
      const auth = requireAuth(request);
      let q = xlDb(app.db)
        .selectFrom('externalIdentities as i')
        .innerJoin('externalLoginProviders as p', (j) =>
          j.onRef('p.tenantId', '=', 'i.tenantId').onRef('p.id', '=', 'i.providerId'),
        )
        .select(['i.profile'])
        .where('i.tenantId', '=', auth.tenantId)
        .where('i.userId', '=', auth.userId)
        .where('p.kind', '=', 'dingtalk');
      if (request.query.providerId) q = q.where('p.id', '=', request.query.providerId);
      const row = await q.orderBy('i.lastLoginAt', 'desc').executeTakeFirst();
      const mobile = row?.profile.mobile;
      return ok(request, { mobile: typeof mobile === 'string' ? mobile : null });
    },
  );
}
