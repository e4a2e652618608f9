import {
  DormAbnormalBody,
  DormAbnormalHandleBody,
  DormAbnormalListQuery,
  DormDelayApplyBody,
  DormSsglListQuery,
  DormSsglStatsQuery,
  dormOfficeRoles,
  dormSsglEndpoints,
  dormSsglListEndpoints,
  dormStaffRoles,
} from '@campusflow/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AuthContext } from '../../platform/auth/auth-context.ts';
import { requireAuth } from '../../platform/auth/auth-context.ts';
import type { Db } from '../../platform/db/database.ts';
import { registerBusinessKeyAccessCheck } from '../../platform/files/file-access.ts';
import { ok } from '../../platform/http/envelope.ts';
import { sendSheet, statsSheet } from '../../platform/statistics/stats-export.ts';
import { isDormOffice } from './dorms-repairs.ts';
import {
  abnormalKeyPrefix,
  abnormalStats,
  addAbnormal,
  applyDelay,
  handleAbnormal,
  listAbnormal,
} from './dorms-ssgl.ts';
import { ssglList, ssglStats, ssglStatsLabels } from './dorms-ssgl-lists.ts';

const students = { roles: ['student'] };
const staff = { roles: dormStaffRoles };
const office = { roles: dormOfficeRoles };

/** Dorm staff may open the photos of incident reports (platform/files asks for `dorm_abnormal:` keys). */
async function abnormalPhotoAccess(_db: Db, auth: AuthContext, keys: readonly string[]): Promise<boolean> {
  const isStaff = isDormOffice(auth) || (dormStaffRoles as readonly string[]).includes(auth.roleAlias ?? '');
  return isStaff && keys.some((k) => k.startsWith(abnormalKeyPrefix));
}

/** Dorm management (ssgl): delayed move-out and abnormal-situation reports. */
export async function dormSsglRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const e = dormSsglEndpoints;
  const now = () => app.clock.now();
  registerBusinessKeyAccessCheck(abnormalPhotoAccess);

  r.post(e.delayApply.path, { config: { access: students }, schema: { body: DormDelayApplyBody } }, async (q) =>
    ok(q, await applyDelay(app.db, requireAuth(q), q.body, now())),
  );
  r.get(e.abnormalList.path, { config: { access: staff }, schema: { querystring: DormAbnormalListQuery } }, async (q) =>
    ok(q, await listAbnormal(app.db, requireAuth(q).tenantId, q.query)),
  );
  r.post(e.abnormalAdd.path, { config: { access: staff }, schema: { body: DormAbnormalBody } }, async (q) =>
    ok(q, await addAbnormal(app.db, requireAuth(q), q.body, now())),
  );
  r.post(e.abnormalHandle.path, { config: { access: office }, schema: { body: DormAbnormalHandleBody } }, async (q) => {
    await handleAbnormal(app.db, requireAuth(q), q.body, now());
    return ok(q, null);
  });
  r.get(e.abnormalStats.path, { config: { access: staff } }, async (q) =>
    ok(q, await abnormalStats(app.db, requireAuth(q).tenantId)),
  );

  // The dorm office's lists across buildings (holiday stays, room changes, repairs) and their figures.
  const lists = dormSsglListEndpoints;
  r.get(lists.list.path, { config: { access: office }, schema: { querystring: DormSsglListQuery } }, async (q) =>
    ok(q, await ssglList(app.db, requireAuth(q), q.query)),
  );
  r.get(
    lists.stats.path,
    { config: { access: office }, schema: { querystring: DormSsglStatsQuery } },
    async (q, reply) => {
      const { kind, format, ...request } = q.query;
      const result = await ssglStats(app.db, requireAuth(q), kind, request);
      if (!format) return ok(q, result);
      return sendSheet(reply, statsSheet(result, ssglStatsLabels, q.locale), format, `dorm-${kind}-statistics`);
    },
  );
}
