import {
  OnboardingAssignBedBody,
  OnboardingBatchApproveBody,
  OnboardingDecideBody,
  OnboardingReviewKindParams,
  OnboardingReviewParams,
  OnboardingReviewsQuery,
  OnboardingSearchQuery,
  OnboardingStatsQuery,
  OnboardingStepsBody,
  OnboardingStudentParams,
  OnboardingStudentsExportQuery,
  OnboardingStudentsQuery,
  onboardingStaffEndpoints,
  onboardingStaffRoles,
  onboardingStepManagerRoles,
  onboardingStudentRoles,
} from '@campusflow/contracts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireAuth } from '../../platform/auth/auth-context.ts';
import { registerBusinessKeyAccessCheck } from '../../platform/files/file-access.ts';
import { contentDisposition } from '../../platform/files/file-names.ts';
import { ok } from '../../platform/http/envelope.ts';
import { ensureOnboardingStudent } from './onboarding-public.ts';
import { deskCode } from './staff-desk-code.ts';
import { exportTimeZone, statsSheet, studentsSheet } from './staff-export.ts';
import { onboardingStaffFileAccess } from './staff-file-access.ts';
import { batchApprove, decideReview, listReviews, reviewCounts, reviewDetail } from './staff-reviews.ts';
import { staffScope } from './staff-scope.ts';
import { onboardingStats, stepStats } from './staff-stats.ts';
import { readStepSettings, saveStepSettings } from './staff-steps.ts';
import {
  assignBedByStaff,
  bedsForStudent,
  listStudents,
  registerOnSite,
  searchStudents,
  studentDetail,
  studentsForExport,
} from './staff-students.ts';

const staff = { roles: onboardingStaffRoles };
const xlsxType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

function sendXlsx(reply: FastifyReply, name: string, bytes: Buffer) {
  return reply
    .header('content-type', xlsxType)
    .header('content-disposition', contentDisposition(name))
    .header('cache-control', 'private, no-cache')
    .send(bytes);
}

// The staff side of onboarding (issue 7 §2). Every route: a staff role, then the caller's scope
// (staff-scope.ts) in every query, so a counsellor of another college gets "not found", never a row.
export async function onboardingStaffRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const e = onboardingStaffEndpoints;
  const now = () => app.clock.now();
  registerBusinessKeyAccessCheck(onboardingStaffFileAccess);
  const scopeOf = (request: Parameters<typeof requireAuth>[0]) => staffScope(app.db, requireAuth(request));

  r.get(e.reviewCounts.path, { config: { access: staff } }, async (request) =>
    ok(request, await reviewCounts(app.db, await scopeOf(request))),
  );

  r.get(
    e.reviews.path,
    { config: { access: staff }, schema: { params: OnboardingReviewKindParams, querystring: OnboardingReviewsQuery } },
    async (request) =>
      ok(request, await listReviews(app.db, await scopeOf(request), request.params.kind, request.query)),
  );

  r.get(
    e.reviewDetail.path,
    { config: { access: staff }, schema: { params: OnboardingReviewParams } },
    async (request) =>
      ok(request, await reviewDetail(app.db, await scopeOf(request), request.params.kind, request.params.id)),
  );

  r.post(
    e.decide.path,
    { config: { access: staff }, schema: { params: OnboardingReviewParams, body: OnboardingDecideBody } },
    async (request) => {
      const auth = requireAuth(request);
      const { kind, id } = request.params;
      const result = await decideReview(app.db, auth, await staffScope(app.db, auth), kind, id, request.body, now());
      request.log.info({ event: 'onboarding.reviewed', kind, id, decision: request.body.decision }, 'review decided');
      return ok(request, result);
    },
  );

  r.post(
    e.batchApprove.path,
    { config: { access: staff }, schema: { params: OnboardingReviewKindParams, body: OnboardingBatchApproveBody } },
    async (request) => {
      const auth = requireAuth(request);
      const { kind } = request.params;
      const { ids, comment } = request.body;
      const result = await batchApprove(app.db, auth, await staffScope(app.db, auth), kind, ids, comment, now());
      request.log.info({ event: 'onboarding.batchApproved', kind, ...result }, 'batch approved');
      return ok(request, result);
    },
  );

  r.get(e.search.path, { config: { access: staff }, schema: { querystring: OnboardingSearchQuery } }, async (request) =>
    ok(request, await searchStudents(app.db, await scopeOf(request), request.query, now())),
  );

  r.get(
    e.students.path,
    { config: { access: staff }, schema: { querystring: OnboardingStudentsQuery } },
    async (request) => ok(request, await listStudents(app.db, await scopeOf(request), request.query, now())),
  );

  r.get(
    e.studentsExport.path,
    { config: { access: staff }, schema: { querystring: OnboardingStudentsExportQuery } },
    async (request, reply) => {
      const scope = await scopeOf(request);
      const rows = await studentsForExport(app.db, scope, request.query);
      request.log.info({ event: 'onboarding.studentsExported', rows: rows.length }, 'students exported');
      const zone = await exportTimeZone(app.db, scope.tenantId);
      return sendXlsx(reply, 'new-students.xlsx', await studentsSheet(rows, request.locale, zone));
    },
  );

  r.get(e.student.path, { config: { access: staff }, schema: { params: OnboardingStudentParams } }, async (request) =>
    ok(request, await studentDetail(app.db, await scopeOf(request), request.params.userId, now())),
  );

  r.post(
    e.register.path,
    { config: { access: staff }, schema: { params: OnboardingStudentParams } },
    async (request) => {
      const auth = requireAuth(request);
      const result = await registerOnSite(app.db, auth, await staffScope(app.db, auth), request.params.userId, now());
      request.log.info({ event: 'onboarding.registered', already: result.alreadyRegistered }, 'registered on site');
      return ok(request, result);
    },
  );

  r.get(e.beds.path, { config: { access: staff }, schema: { params: OnboardingStudentParams } }, async (request) =>
    ok(request, await bedsForStudent(app.db, await scopeOf(request), request.params.userId)),
  );

  r.post(
    e.assignBed.path,
    { config: { access: staff }, schema: { params: OnboardingStudentParams, body: OnboardingAssignBedBody } },
    async (request) => {
      const scope = await scopeOf(request);
      return ok(request, await assignBedByStaff(app.db, scope, request.params.userId, request.body.bedId, now()));
    },
  );

  r.get(e.stats.path, { config: { access: staff }, schema: { querystring: OnboardingStatsQuery } }, async (request) =>
    ok(request, await onboardingStats(app.db, await scopeOf(request), request.query, request.locale, now())),
  );

  r.get(
    e.statsExport.path,
    { config: { access: staff }, schema: { querystring: OnboardingStatsQuery } },
    async (request, reply) => {
      const stats = await onboardingStats(app.db, await scopeOf(request), request.query, request.locale, now());
      return sendXlsx(reply, `onboarding-${stats.level}.xlsx`, await statsSheet(stats, request.locale));
    },
  );

  r.get(e.stepStats.path, { config: { access: staff } }, async (request) =>
    ok(request, await stepStats(app.db, await scopeOf(request), now())),
  );

  // wsyxhjgl: every staff role reads the steps; the affairs office and the tenant administrator save them.
  r.get(e.steps.path, { config: { access: staff } }, async (request) =>
    ok(request, await readStepSettings(app.db, requireAuth(request))),
  );

  r.put(
    e.saveSteps.path,
    { config: { access: { roles: onboardingStepManagerRoles } }, schema: { body: OnboardingStepsBody } },
    async (request) => {
      const result = await saveStepSettings(app.db, requireAuth(request), request.body);
      request.log.info({ event: 'onboarding.stepsSaved', steps: request.body.steps.length }, 'steps saved');
      return ok(request, result);
    },
  );

  // The new student's own desk code (their exam candidate no. as a QR image) for the on-site desk.
  r.get(e.deskCode.path, { config: { access: { roles: onboardingStudentRoles } } }, async (request) => {
    const auth = requireAuth(request);
    await ensureOnboardingStudent(app.db, auth.tenantId, auth.userId, now());
    return ok(request, await deskCode(app.db, auth.tenantId, auth.userId));
  });
}
