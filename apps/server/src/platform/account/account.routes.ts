import {
  AccountKeyQuery,
  ChangePasswordRequest,
  CheckAnswerInput,
  accountEndpoints as e,
  ListQuery,
  passwordUpdatedMessage,
  QuestionsByKeyQuery,
  RetryPasswordChangeInput,
  SaveSecurityAnswersInput,
} from '@campusflow/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../auth/auth-context.ts';
import { loginRateLimit, tenantHeader } from '../auth/login-routes.ts';
import { noStore } from '../auth/token-response.ts';
import { ok } from '../http/envelope.ts';
import type { RouteArea } from '../http/route-area.ts';
import { changePassword } from './password-change.ts';
import { resetWithTicket } from './password-reset.ts';
import { checkAnswers, issueRecoveryKey, questionsByKey } from './recovery-questions.ts';
import { hasAnswerSet, listQuestions, myAnswerKeys, saveAnswers } from './security-answers.ts';
import { type PickerKind, queryPickerUsers } from './user-pickers.ts';

const noQuery = { querystring: z.strictObject({}) };

/** Account calls under the platform prefix (spec §7 "Platform"). */
async function accountRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const authenticated = { access: 'authenticated' as const };
  // Password and answer checks are argon2id work: keep them to the login rate per IP (A8).
  const guarded = { access: 'authenticated' as const, rateLimit: loginRateLimit(app) };
  const recovery = { access: 'public' as const, rateLimit: loginRateLimit(app) };

  r.post(e.changePassword.path, { config: guarded, schema: { body: ChangePasswordRequest } }, async (request) => {
    const result = await changePassword(app, request, requireAuth(request), request.body);
    return ok(request, { ...result, message: passwordUpdatedMessage[request.locale] });
  });

  r.get(e.securityQuestions.path, { config: authenticated, schema: noQuery }, async (request) =>
    ok(request, await listQuestions(app, request, requireAuth(request))),
  );
  r.post(
    e.saveSecurityAnswers.path,
    { config: guarded, schema: { body: SaveSecurityAnswersInput } },
    async (request) => {
      await saveAnswers(app, request, requireAuth(request), request.body);
      return ok(request, null);
    },
  );
  r.get(e.myAnswers.path, { config: authenticated, schema: noQuery }, async (request) =>
    ok(request, await myAnswerKeys(app, request, requireAuth(request))),
  );
  r.get(e.hasAnswerSet.path, { config: authenticated, schema: noQuery }, async (request) =>
    ok(request, await hasAnswerSet(app, requireAuth(request))),
  );

  // Recovery by security questions: the user is not logged in. Off unless the tenant enables it.
  r.post(e.accountKey.path, { config: recovery, schema: { querystring: AccountKeyQuery } }, async (request, reply) => {
    noStore(reply);
    return ok(request, await issueRecoveryKey(app, request, request.query, tenantHeader(request)));
  });
  r.get(e.questionsByKey.path, { config: recovery, schema: { querystring: QuestionsByKeyQuery } }, async (request) =>
    ok(request, await questionsByKey(app, request, request.query.key)),
  );
  r.post(e.checkAnswer.path, { config: recovery, schema: { body: CheckAnswerInput } }, async (request, reply) => {
    noStore(reply);
    return ok(request, await checkAnswers(app, request, request.body));
  });
  r.post(
    e.retryPasswordChange.path,
    { config: recovery, schema: { body: RetryPasswordChangeInput } },
    async (request) => {
      await resetWithTicket(app, request, request.body);
      return ok(request, { message: passwordUpdatedMessage[request.locale] });
    },
  );

  const pickers: [string, PickerKind][] = [
    [e.queryEmployees.path, 'employee'],
    [e.queryUsersOfOrg.path, 'org'],
    [e.queryUsersOfPosition.path, 'position'],
    [e.queryUsersOfRole.path, 'role'],
    [e.queryUsersOfGroup.path, 'group'],
  ];
  for (const [path, kind] of pickers) {
    r.post(path, { config: authenticated, schema: { body: ListQuery } }, async (request) =>
      ok(request, await queryPickerUsers(app.db, requireAuth(request), kind, request.body)),
    );
  }
}

export const accountArea: RouteArea = { name: 'account', service: 'platform', routes: accountRoutes };
