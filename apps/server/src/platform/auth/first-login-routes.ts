import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { changePassword } from '../account/password-change.ts';
import { AppError } from '../http/app-error.ts';
import { ok } from '../http/envelope.ts';
import { requireAuth } from './auth-context.ts';
import { issueTokens, retireSessionTokens } from './sessions.ts';
import { noStore, tokenData } from './token-response.ts';

const password = z.string().min(1).max(256);

/**
 * The first-login (B4, 6020133) and expired-password (B5, 6020109) change: the only call a restricted
 * session may make besides the user context and logout. The password rules and the change itself are
 * the account area's (`changePassword`); here the restriction is lifted and the tokens are renewed.
 */
export async function firstLoginRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(
    '/user/first/change/passwd',
    {
      config: { access: 'authenticated', allowRestricted: true },
      schema: {
        body: z.strictObject({ oldPassword: password, newPassword: password, repeatPassword: password }),
      },
    },
    async (request, reply) => {
      noStore(reply);
      const auth = requireAuth(request);
      if (!auth.restricted) throw new AppError('ILLEGAL_REQUEST', 'no password change is due');
      // The initial password cannot be kept (B4): changePassword refuses the same password again.
      await changePassword(app, request, auth, { ...request.body, endOtherSessions: true });
      const now = app.clock.now();
      const tokens = await app.db.transaction().execute(async (trx) => {
        const session = await trx
          .updateTable('sessions')
          .set({ restricted: null })
          .where('tenantId', '=', auth.tenantId)
          .where('id', '=', auth.sessionId)
          .where('endedAt', 'is', null)
          .returning(['tenantId', 'id', 'absoluteExpiresAt'])
          .executeTakeFirst();
        if (!session) throw new AppError('ILLEGAL_TOKEN');
        await retireSessionTokens(trx, auth.tenantId, auth.sessionId, now);
        return issueTokens(trx, app.config, session, now);
      });
      return ok(request, tokenData(tokens, { userId: auth.userId, account: auth.account, tenantId: auth.tenantId }));
    },
  );
}
