import {
  OnboardingChooseBedBody,
  OnboardingStepBody,
  OnboardingStepParams,
  onboardingEndpoints,
  onboardingStudentRoles,
} from '@campusflow/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireAuth } from '../../platform/auth/auth-context.ts';
import { ok } from '../../platform/http/envelope.ts';
import { onboardingHome, paymentOf, saveDraft, stepDetail, submitStep } from './onboarding.service.ts';
import { bedChoice, chooseBed } from './onboarding-beds.ts';

/** The new student's routes (yxxt_index, yxxt_lc_index); the tenant and user come from the token only. */
export async function onboardingStudentRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const e = onboardingEndpoints;
  const access = { roles: onboardingStudentRoles };
  const now = () => app.clock.now();

  r.get(e.home.path, { config: { access } }, async (request) =>
    ok(request, await onboardingHome(app.db, requireAuth(request), request.locale, now())),
  );

  r.get(e.step.path, { config: { access }, schema: { params: OnboardingStepParams } }, async (request) =>
    ok(request, await stepDetail(app.db, requireAuth(request), request.params.key, now())),
  );

  r.put(
    e.saveStep.path,
    { config: { access }, schema: { params: OnboardingStepParams, body: OnboardingStepBody } },
    async (request) =>
      ok(request, await saveDraft(app.db, requireAuth(request), request.params.key, request.body.data, now())),
  );

  r.post(
    e.submitStep.path,
    { config: { access }, schema: { params: OnboardingStepParams, body: OnboardingStepBody } },
    async (request) =>
      ok(request, await submitStep(app.db, requireAuth(request), request.params.key, request.body.data, now())),
  );

  r.get(e.payment.path, { config: { access } }, async (request) =>
    ok(request, await paymentOf(app.db, requireAuth(request), request.locale)),
  );

  r.get(e.beds.path, { config: { access } }, async (request) => {
    const auth = requireAuth(request);
    return ok(request, await bedChoice(app.db, auth.tenantId, auth.userId, now()));
  });

  r.post(e.chooseBed.path, { config: { access }, schema: { body: OnboardingChooseBedBody } }, async (request) => {
    const auth = requireAuth(request);
    return ok(request, await chooseBed(app.db, auth.tenantId, auth.userId, request.body.bedId, now()));
  });
}
