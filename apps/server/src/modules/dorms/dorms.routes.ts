import {
  DormAssignBody,
  DormChangeApplyBody,
  DormFreeBedsQuery,
  type DormGender,
  DormHistoryQuery,
  DormMoveOutBody,
  DormReleaseBody,
  dormOfficeRoles,
  dormStaffRoles,
  dormsEndpoints,
  ListQuery,
} from '@campusflow/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireAuth } from '../../platform/auth/auth-context.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { ok } from '../../platform/http/envelope.ts';
import { buildingSummaries, freeBeds, myDorm, occupancyList, stayHistory } from './dorms.queries.ts';
import { applyDormChange, assignBed, releaseBed } from './dorms.service.ts';
import { dormAffairsRoutes } from './dorms-affairs.routes.ts';
import { dormAwardRoutes } from './dorms-awards.routes.ts';
import { applyMoveOut } from './dorms-move-out.ts';
import { dormPersonalInspectionRoutes } from './dorms-personal-inspections.routes.ts';
import { dormSsglRoutes } from './dorms-ssgl.routes.ts';

const students = { roles: ['student'] };
const staff = { roles: dormStaffRoles };
const office = { roles: dormOfficeRoles };

export async function dormRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const e = dormsEndpoints;
  const now = () => app.clock.now();

  r.get(e.mine.path, { config: { access: students } }, async (request) => {
    const auth = requireAuth(request);
    return ok(request, await myDorm(app.db, auth.tenantId, auth.userId));
  });

  r.get(
    e.freeBeds.path,
    { config: { access: { roles: ['student', ...dormStaffRoles] } }, schema: { querystring: DormFreeBedsQuery } },
    async (request) => {
      const auth = requireAuth(request);
      let gender: DormGender | null | undefined = request.query.gender;
      if (auth.roleAlias === 'student') {
        // A student only ever gets rooms of their own gender, whatever they ask for.
        const me = await app.db
          .selectFrom('employees')
          .select('gender')
          .where('tenantId', '=', auth.tenantId)
          .where('userId', '=', auth.userId)
          .executeTakeFirst();
        gender = (me?.gender as DormGender | null | undefined) ?? null;
      }
      return ok(request, await freeBeds(app.db, auth.tenantId, { gender, buildingId: request.query.buildingId }));
    },
  );

  r.get(e.buildings.path, { config: { access: staff } }, async (request) =>
    ok(request, await buildingSummaries(app.db, requireAuth(request).tenantId)),
  );

  r.post(e.occupancy.path, { config: { access: staff }, schema: { body: ListQuery } }, async (request) =>
    ok(request, await occupancyList(app.db, requireAuth(request), request.body)),
  );

  r.post(e.assign.path, { config: { access: office }, schema: { body: DormAssignBody } }, async (request) => {
    await assignBed(app.db, requireAuth(request), request.body.studentId, request.body.bedId, now());
    return ok(request, null);
  });

  r.post(e.release.path, { config: { access: office }, schema: { body: DormReleaseBody } }, async (request) => {
    await releaseBed(app.db, requireAuth(request), request.body.studentId, request.body.reason ?? '', now());
    return ok(request, null);
  });

  r.post(e.changeApply.path, { config: { access: students }, schema: { body: DormChangeApplyBody } }, async (request) =>
    ok(request, await applyDormChange(app.db, requireAuth(request), request.body, now())),
  );

  r.post(e.moveOutApply.path, { config: { access: students }, schema: { body: DormMoveOutBody } }, async (request) =>
    ok(request, await applyMoveOut(app.db, requireAuth(request), request.body, now())),
  );

  r.get(
    e.history.path,
    { config: { access: { roles: ['student', ...dormStaffRoles] } }, schema: { querystring: DormHistoryQuery } },
    async (request) => {
      const auth = requireAuth(request);
      const studentId = request.query.studentId ?? auth.userId;
      const rows = await stayHistory(app.db, auth, studentId);
      if (!rows) throw new AppError('DORM_STUDENT_NOT_FOUND');
      return ok(request, rows);
    },
  );

  await dormAffairsRoutes(app);
  await dormSsglRoutes(app);
  await dormAwardRoutes(app);
  await dormPersonalInspectionRoutes(app);
}
