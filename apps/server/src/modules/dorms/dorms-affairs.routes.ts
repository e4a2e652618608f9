import {
  DormHolidayApplyBody,
  DormInspectionBody,
  DormInspectionListQuery,
  DormMoveInApplyBody,
  DormOutsideApplyBody,
  DormRepairCreateBody,
  DormRepairListQuery,
  DormRepairProgressBody,
  DormRepairRateBody,
  DormRoomsQuery,
  DormViolationBody,
  DormViolationEditBody,
  DormViolationListQuery,
  DormViolationReviewBody,
  dormAffairsEndpoints,
  dormOfficeRoles,
  dormStaffRoles,
} from '@campusflow/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireAuth } from '../../platform/auth/auth-context.ts';
import { registerBusinessKeyAccessCheck } from '../../platform/files/file-access.ts';
import { ok } from '../../platform/http/envelope.ts';
import { addInspection, inspectionRanking, listInspections, myInspections, roomsOfBuilding } from './dorms-hygiene.ts';
import { createRepair, listRepairs, progressRepair, rateRepair, repairPhotoAccess } from './dorms-repairs.ts';
import { applyHoliday, applyMoveIn, applyOutside } from './dorms-requests.ts';
import { addViolation, editViolation, listViolations, myViolations, reviewViolation } from './dorms-violations.ts';

const students = { roles: ['student'] };
const staff = { roles: dormStaffRoles };
const office = { roles: dormOfficeRoles };
/** Violations and inspections are registered by counsellors, college administrators and the dorm office. */
const registrars = { roles: ['counsellor', 'collegeAdmin', ...dormOfficeRoles] };

/** Off-campus living, holiday stay, moving in, repairs, violations and hygiene (issue 6 §3). */
export async function dormAffairsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const e = dormAffairsEndpoints;
  const now = () => app.clock.now();
  registerBusinessKeyAccessCheck(repairPhotoAccess);

  r.post(e.outsideApply.path, { config: { access: students }, schema: { body: DormOutsideApplyBody } }, async (q) =>
    ok(q, await applyOutside(app.db, requireAuth(q), q.body, now())),
  );
  r.post(e.holidayApply.path, { config: { access: students }, schema: { body: DormHolidayApplyBody } }, async (q) =>
    ok(q, await applyHoliday(app.db, requireAuth(q), q.body, now())),
  );
  r.post(e.moveInApply.path, { config: { access: students }, schema: { body: DormMoveInApplyBody } }, async (q) =>
    ok(q, await applyMoveIn(app.db, requireAuth(q), q.body, now())),
  );

  r.post(e.repairCreate.path, { config: { access: students }, schema: { body: DormRepairCreateBody } }, async (q) =>
    ok(q, await createRepair(app.db, requireAuth(q), q.body, now())),
  );
  r.get(
    e.repairMine.path,
    { config: { access: students }, schema: { querystring: DormRepairListQuery } },
    async (q) => {
      const auth = requireAuth(q);
      return ok(q, await listRepairs(app.db, auth.tenantId, { ...q.query, reporterId: auth.userId }));
    },
  );
  r.post(e.repairRate.path, { config: { access: students }, schema: { body: DormRepairRateBody } }, async (q) => {
    await rateRepair(app.db, requireAuth(q), q.body, now());
    return ok(q, null);
  });
  r.get(e.repairList.path, { config: { access: office }, schema: { querystring: DormRepairListQuery } }, async (q) =>
    ok(q, await listRepairs(app.db, requireAuth(q).tenantId, q.query)),
  );
  r.post(e.repairProgress.path, { config: { access: office }, schema: { body: DormRepairProgressBody } }, async (q) => {
    await progressRepair(app.db, requireAuth(q), q.body, now());
    return ok(q, null);
  });

  r.get(
    e.violationList.path,
    { config: { access: staff }, schema: { querystring: DormViolationListQuery } },
    async (q) => ok(q, await listViolations(app.db, requireAuth(q), q.query)),
  );
  r.post(e.violationAdd.path, { config: { access: registrars }, schema: { body: DormViolationBody } }, async (q) =>
    ok(q, await addViolation(app.db, requireAuth(q), q.body, now())),
  );
  r.post(
    e.violationEdit.path,
    { config: { access: registrars }, schema: { body: DormViolationEditBody } },
    async (q) => {
      await editViolation(app.db, requireAuth(q), q.body, now());
      return ok(q, null);
    },
  );
  r.post(e.violationReview.path, { config: { access: office }, schema: { body: DormViolationReviewBody } }, async (q) =>
    ok(q, await reviewViolation(app.db, requireAuth(q), q.body, now())),
  );
  r.get(e.violationMine.path, { config: { access: students } }, async (q) =>
    ok(q, await myViolations(app.db, requireAuth(q))),
  );

  r.get(
    e.inspectionList.path,
    { config: { access: staff }, schema: { querystring: DormInspectionListQuery } },
    async (q) => ok(q, await listInspections(app.db, requireAuth(q).tenantId, q.query)),
  );
  r.post(e.inspectionAdd.path, { config: { access: registrars }, schema: { body: DormInspectionBody } }, async (q) =>
    ok(q, await addInspection(app.db, requireAuth(q), q.body, now())),
  );
  r.get(
    e.inspectionRanking.path,
    { config: { access: staff }, schema: { querystring: DormInspectionListQuery } },
    async (q) => ok(q, await inspectionRanking(app.db, requireAuth(q).tenantId, q.query)),
  );
  r.get(e.inspectionMine.path, { config: { access: students } }, async (q) =>
    ok(q, await myInspections(app.db, requireAuth(q))),
  );
  r.get(e.rooms.path, { config: { access: staff }, schema: { querystring: DormRoomsQuery } }, async (q) =>
    ok(q, await roomsOfBuilding(app.db, requireAuth(q).tenantId, q.query.buildingId, q.query.floor)),
  );
}
