import {
  DormPersonalInspectionBody,
  DormPersonalInspectionIdParams,
  dormOfficeRoles,
  dormPersonalInspectionEndpoints,
  dormStaffRoles,
  ListQuery,
  StudentSearchQuery,
} from '@campusflow/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireAuth } from '../../platform/auth/auth-context.ts';
import { registerBusinessKeyAccessCheck } from '../../platform/files/file-access.ts';
import { ok } from '../../platform/http/envelope.ts';
import { publishMessages } from '../../platform/messages/live.ts';
import { searchRoster } from '../../platform/statistics/roster.ts';
import { statsFilterOptions } from '../../platform/statistics/statistics-scope.ts';
import {
  addPersonalInspection,
  listPersonalInspections,
  personalInspection,
  personalItemLabels,
  personalPhotoAccess,
} from './dorms-personal-inspections.ts';

/** Staff and students read (the scope cuts the rows); the registrars of violations and inspections record. */
const readers = { roles: ['student', ...dormStaffRoles] };
const registrars = { roles: ['counsellor', 'collegeAdmin', ...dormOfficeRoles] };

/** 个人内务检查 (PersonalInspection, PersonalInspectionExamine). */
export async function dormPersonalInspectionRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const e = dormPersonalInspectionEndpoints;
  registerBusinessKeyAccessCheck(personalPhotoAccess);

  r.post(e.list.path, { config: { access: readers }, schema: { body: ListQuery } }, async (q) =>
    ok(q, await listPersonalInspections(app.db, requireAuth(q), q.body)),
  );
  r.post(e.add.path, { config: { access: registrars }, schema: { body: DormPersonalInspectionBody } }, async (q) => {
    const { id, batch } = await addPersonalInspection(app.db, requireAuth(q), q.body, app.clock.now());
    if (batch) await publishMessages(app, batch);
    return ok(q, { id });
  });
  r.get(e.items.path, { config: { access: readers } }, async (q) =>
    ok(q, await personalItemLabels(app.db, requireAuth(q).tenantId)),
  );
  r.get(e.students.path, { config: { access: registrars }, schema: { querystring: StudentSearchQuery } }, async (q) =>
    ok(q, await searchRoster(app.db, requireAuth(q), q.query.keyword, q.query.limit)),
  );
  r.get(e.filters.path, { config: { access: registrars } }, async (q) =>
    ok(q, await statsFilterOptions(app.db, requireAuth(q))),
  );
  // After the fixed paths: `/items`, `/students`, `/filters` are not ids.
  r.get(e.detail.path, { config: { access: readers }, schema: { params: DormPersonalInspectionIdParams } }, async (q) =>
    ok(q, await personalInspection(app.db, requireAuth(q), q.params.id)),
  );
}
