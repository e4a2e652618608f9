import {
  AccountOptionsQuery,
  DevInboxQuery,
  accountEndpoints as e,
  passwordUpdatedMessage,
  RegisterInput,
  ResetPasswordInput,
  SendCodeInput,
} from '@campusflow/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { resolveLoginTenant } from '../auth/credentials.ts';
import { loginRateLimit, tenantHeader } from '../auth/login-routes.ts';
import { noStore } from '../auth/token-response.ts';
import { ok } from '../http/envelope.ts';
import type { RouteArea } from '../http/route-area.ts';
import { accountPolicy, passwordPolicyFor, recoveryOptions } from './account-policy.ts';
import { readDevInbox } from './dev-inbox.ts';
import { resetWithCode, sendRecoveryCode } from './recovery-codes.ts';
import { registerAccount } from './registration.ts';

/** Forgotten password by code, sign-up and the dev inbox: the spec's no-token calls (oauth prefix). */
async function recoveryRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const publicLimited = { access: 'public' as const, rateLimit: loginRateLimit(app) };

  // Tenant-level facts only: nothing here depends on an account, so it tells nothing about accounts.
  r.get(
    e.accountOptions.path,
    { config: { access: 'public' }, schema: { querystring: AccountOptionsQuery } },
    async (request) => {
      const tenant = await resolveLoginTenant(app, request.query.tenantCode, tenantHeader(request));
      return ok(request, {
        passwordPolicy: passwordPolicyFor(tenant),
        recovery: recoveryOptions(tenant),
        registration: accountPolicy(tenant).selfRegistration === true,
      });
    },
  );
  r.post(e.sendSmsCode.path, { config: publicLimited, schema: { body: SendCodeInput } }, async (request) =>
    ok(request, await sendRecoveryCode(app, request, 'sms', request.body, tenantHeader(request))),
  );
  r.post(e.sendEmailCode.path, { config: publicLimited, schema: { body: SendCodeInput } }, async (request) =>
    ok(request, await sendRecoveryCode(app, request, 'email', request.body, tenantHeader(request))),
  );
  r.post(e.resetPassword.path, { config: publicLimited, schema: { body: ResetPasswordInput } }, async (request) => {
    await resetWithCode(app, request, request.body, tenantHeader(request));
    return ok(request, { message: passwordUpdatedMessage[request.locale] });
  });
  r.post(e.register.path, { config: publicLimited, schema: { body: RegisterInput } }, async (request) =>
    ok(request, await registerAccount(app, request, request.body, tenantHeader(request))),
  );

  // The dev inbox shows the codes the development senders "sent", so the demo's forgotten-password
  // pages can be tried without an SMS gateway. Never registered in production.
  if (app.config.NODE_ENV !== 'production') {
    r.get(
      e.devInbox.path,
      { config: { access: 'public' }, schema: { querystring: DevInboxQuery, hide: true } },
      async (request, reply) => {
        noStore(reply);
        return ok(request, await readDevInbox(app.db, request.query.recipient));
      },
    );
  }
}

export const accountRecoveryArea: RouteArea = { name: 'account-recovery', service: 'oauth', routes: recoveryRoutes };
