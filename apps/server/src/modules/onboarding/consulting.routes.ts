import {
  ConsultingAskBody,
  ConsultingParams,
  ConsultingReplyBody,
  ConsultingStaffQuery,
  OnboardingPicturesBody,
  onboardingConsultingEndpoints,
  onboardingStaffRoles,
  onboardingStepManagerRoles,
  onboardingStudentRoles,
} from '@campusflow/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireAuth } from '../../platform/auth/auth-context.ts';
import { registerBusinessKeyAccessCheck } from '../../platform/files/file-access.ts';
import { ok } from '../../platform/http/envelope.ts';
import { publishMessages } from '../../platform/messages/live.ts';
import {
  answerQuestion,
  askQuestion,
  closeQuestion,
  followUp,
  myQuestions,
  questionDetail,
  staffQuestions,
} from './consulting.service.ts';
import { onboardingMe } from './onboarding-grzx.ts';
import { picturesFileAccess, picturesFor, readPictures, savePictures } from './onboarding-pictures.ts';
import { readOnboardingTexts } from './onboarding-settings.ts';
import { staffScope } from './staff-scope.ts';

const student = { roles: onboardingStudentRoles };
const staff = { roles: onboardingStaffRoles };
const everyone = { roles: [...onboardingStudentRoles, ...onboardingStaffRoles] };

// 新生咨询 and 图片详情 (issue 7 §1): the student's questions (own only) and the staff's answers
// (scope of staff-scope.ts: out of scope is "not found"), the common questions and the picture gallery.
export async function onboardingConsultingRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const e = onboardingConsultingEndpoints;
  const now = () => app.clock.now();
  registerBusinessKeyAccessCheck(picturesFileAccess);
  const me = (request: Parameters<typeof requireAuth>[0]) => {
    const auth = requireAuth(request);
    return { kind: 'student' as const, tenantId: auth.tenantId, userId: auth.userId };
  };
  const scopeOf = async (request: Parameters<typeof requireAuth>[0]) => ({
    kind: 'staff' as const,
    scope: await staffScope(app.db, requireAuth(request)),
  });

  r.get(e.faq.path, { config: { access: everyone } }, async (request) => {
    const texts = await readOnboardingTexts(app.db, requireAuth(request).tenantId, request.locale);
    return ok(request, texts.faq);
  });

  r.get(e.pictures.path, { config: { access: everyone } }, async (request) =>
    ok(request, await picturesFor(app.db, requireAuth(request).tenantId, request.locale)),
  );

  // The editor gets every language, so saving never overwrites the captions it did not show.
  r.get(e.editPictures.path, { config: { access: { roles: onboardingStepManagerRoles } } }, async (request) =>
    ok(request, await readPictures(app.db, requireAuth(request).tenantId)),
  );

  r.put(
    e.savePictures.path,
    { config: { access: { roles: onboardingStepManagerRoles } }, schema: { body: OnboardingPicturesBody } },
    async (request) => ok(request, await savePictures(app.db, requireAuth(request), request.body.pictures)),
  );

  r.get(e.me.path, { config: { access: student } }, async (request) =>
    ok(request, await onboardingMe(app.db, requireAuth(request), now())),
  );

  r.get(e.myQuestions.path, { config: { access: student } }, async (request) =>
    ok(request, await myQuestions(app.db, requireAuth(request))),
  );

  r.post(e.ask.path, { config: { access: student }, schema: { body: ConsultingAskBody } }, async (request) =>
    ok(request, await askQuestion(app.db, requireAuth(request), request.body, now())),
  );

  r.get(e.question.path, { config: { access: student }, schema: { params: ConsultingParams } }, async (request) =>
    ok(request, await questionDetail(app.db, me(request), request.params.id)),
  );

  r.post(
    e.followUp.path,
    { config: { access: student }, schema: { params: ConsultingParams, body: ConsultingReplyBody } },
    async (request) =>
      ok(request, await followUp(app.db, requireAuth(request), request.params.id, request.body.content, now())),
  );

  r.post(e.close.path, { config: { access: student }, schema: { params: ConsultingParams } }, async (request) =>
    ok(request, await closeQuestion(app.db, me(request), requireAuth(request).userId, request.params.id, now())),
  );

  r.get(
    e.staffList.path,
    { config: { access: staff }, schema: { querystring: ConsultingStaffQuery } },
    async (request) => ok(request, await staffQuestions(app.db, (await scopeOf(request)).scope, request.query)),
  );

  r.get(e.staffQuestion.path, { config: { access: staff }, schema: { params: ConsultingParams } }, async (request) =>
    ok(request, await questionDetail(app.db, await scopeOf(request), request.params.id)),
  );

  r.post(
    e.answer.path,
    { config: { access: staff }, schema: { params: ConsultingParams, body: ConsultingReplyBody } },
    async (request) => {
      const auth = requireAuth(request);
      const { scope } = await scopeOf(request);
      const { status, batch } = await answerQuestion(
        app.db,
        scope,
        auth,
        request.params.id,
        request.body.content,
        now(),
      );
      await publishMessages(app, batch);
      return ok(request, { status });
    },
  );

  r.post(e.staffClose.path, { config: { access: staff }, schema: { params: ConsultingParams } }, async (request) =>
    ok(
      request,
      await closeQuestion(app.db, await scopeOf(request), requireAuth(request).userId, request.params.id, now()),
    ),
  );
}
