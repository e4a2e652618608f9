import {
  DormAwardListQuery,
  DormAwardProposeBody,
  DormAwardPublishBody,
  DormAwardTermQuery,
  DormAwardWithdrawBody,
  dormAwardEndpoints,
  dormOfficeRoles,
  dormStaffRoles,
} from '@campusflow/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireAuth } from '../../platform/auth/auth-context.ts';
import { ok } from '../../platform/http/envelope.ts';
import {
  awardCandidates,
  awardStats,
  listAwards,
  myAwards,
  proposeAwards,
  publishAwards,
  withdrawAward,
} from './dorms-awards.ts';

const students = { roles: ['student'] };
/** Staff see the awards and figures; only the dorm office proposes, withdraws and publishes. */
const staff = { roles: dormStaffRoles };
const office = { roles: dormOfficeRoles };

/** 文明宿舍 (Model room) awards (ssgl). */
export async function dormAwardRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const e = dormAwardEndpoints;
  const now = () => app.clock.now();

  r.get(e.list.path, { config: { access: staff }, schema: { querystring: DormAwardListQuery } }, async (q) =>
    ok(q, await listAwards(app.db, requireAuth(q).tenantId, q.query)),
  );
  r.get(e.candidates.path, { config: { access: office }, schema: { querystring: DormAwardTermQuery } }, async (q) =>
    ok(q, await awardCandidates(app.db, requireAuth(q).tenantId, q.query.term)),
  );
  r.get(e.stats.path, { config: { access: staff }, schema: { querystring: DormAwardTermQuery } }, async (q) =>
    ok(q, await awardStats(app.db, requireAuth(q).tenantId, q.query.term)),
  );
  r.post(e.propose.path, { config: { access: office }, schema: { body: DormAwardProposeBody } }, async (q) =>
    ok(q, await proposeAwards(app.db, requireAuth(q), q.body, now())),
  );
  r.post(e.withdraw.path, { config: { access: office }, schema: { body: DormAwardWithdrawBody } }, async (q) => {
    await withdrawAward(app.db, requireAuth(q).tenantId, q.body.id);
    return ok(q, null);
  });
  r.post(e.publish.path, { config: { access: office }, schema: { body: DormAwardPublishBody } }, async (q) =>
    ok(q, await publishAwards(app.db, requireAuth(q), q.body.term, now())),
  );
  r.get(e.mine.path, { config: { access: students } }, async (q) => ok(q, await myAwards(app.db, requireAuth(q))));
}
