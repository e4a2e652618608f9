import {
  AdmissionIdParams,
  admissionOfficeRoles,
  admissionViewerRoles,
  CommitImportBody,
  CreateImportBody,
  admissionsEndpoints as e,
  ImportStatusQuery,
  ListQuery,
  OpinionBody,
  ReplyBody,
  SaveBriefingBody,
  StaffBriefingQuery,
} from '@campusflow/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireAuth } from '../../platform/auth/auth-context.ts';
import { noStore } from '../../platform/auth/token-response.ts';
import { createFileStorage } from '../../platform/files/index.ts';
import { ok } from '../../platform/http/envelope.ts';
import { saveBriefing, setBriefingStatus, staffBriefing, staffBriefings } from './briefings.ts';
import { issueInitialPassword } from './credentials.ts';
import {
  commitImport,
  createImport,
  type ImportContext,
  importStatus,
  importsSettled,
  recentImports,
} from './import-job.ts';
import {
  candidateDetail,
  candidateList,
  candidateUser,
  feedbackList,
  orgOptions,
  replyFeedback,
  saveOpinion,
} from './staff-queries.ts';

const office = { roles: admissionOfficeRoles };
const viewers = { roles: admissionViewerRoles };

/** The admissions office's routes: the admitted list, its import, briefings and replies. */
export async function admissionStaffRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const now = () => app.clock.now();
  const importContext = (log: ImportContext['log']): ImportContext => ({
    db: app.db,
    storage: createFileStorage(app.config),
    now,
    log,
  });
  // A running import finishes before the database closes under it.
  app.addHook('onClose', async () => importsSettled());

  r.post(e.candidates.path, { config: { access: viewers }, schema: { body: ListQuery } }, async (request) =>
    ok(request, await candidateList(app.db, requireAuth(request), request.body)),
  );

  r.get(e.candidate.path, { config: { access: viewers }, schema: { params: AdmissionIdParams } }, async (request) =>
    ok(request, await candidateDetail(app.db, requireAuth(request), request.params.id)),
  );

  r.post(
    e.issueCredential.path,
    { config: { access: office }, schema: { params: AdmissionIdParams } },
    async (request, reply) => {
      noStore(reply);
      const auth = requireAuth(request);
      const userId = await candidateUser(app.db, auth, request.params.id);
      return ok(
        request,
        await issueInitialPassword(
          app.db,
          request.log,
          { tenantId: auth.tenantId, userId },
          { now: now(), actorUserId: auth.userId, ip: request.ip, via: 'office' },
        ),
      );
    },
  );

  r.post(
    e.saveOpinion.path,
    { config: { access: office }, schema: { params: AdmissionIdParams, body: OpinionBody } },
    async (request) => {
      await saveOpinion(app.db, requireAuth(request), request.params.id, request.body.opinion);
      return ok(request, null);
    },
  );

  r.get(e.orgOptions.path, { config: { access: office } }, async (request) =>
    ok(request, await orgOptions(app.db, requireAuth(request).tenantId)),
  );

  r.post(e.createImport.path, { config: { access: office }, schema: { body: CreateImportBody } }, async (request) =>
    ok(request, await createImport(importContext(request.log), requireAuth(request), request.body.fileId)),
  );

  r.get(e.imports.path, { config: { access: office } }, async (request) =>
    ok(request, await recentImports(app.db, requireAuth(request).tenantId, now())),
  );

  r.get(
    e.importStatus.path,
    { config: { access: office }, schema: { params: AdmissionIdParams, querystring: ImportStatusQuery } },
    async (request) =>
      ok(request, await importStatus(app.db, requireAuth(request).tenantId, request.params.id, request.query, now())),
  );

  r.post(
    e.commitImport.path,
    { config: { access: office }, schema: { params: AdmissionIdParams, body: CommitImportBody } },
    async (request) =>
      ok(
        request,
        await commitImport(importContext(app.log), requireAuth(request), request.params.id, request.body.mode),
      ),
  );

  r.get(
    e.briefings.path,
    { config: { access: office }, schema: { querystring: StaffBriefingQuery } },
    async (request) => ok(request, await staffBriefings(app.db, requireAuth(request).tenantId, request.query.kind)),
  );

  r.get(e.briefing.path, { config: { access: office }, schema: { params: AdmissionIdParams } }, async (request) =>
    ok(request, await staffBriefing(app.db, requireAuth(request).tenantId, request.params.id)),
  );

  r.post(e.saveBriefing.path, { config: { access: office }, schema: { body: SaveBriefingBody } }, async (request) =>
    ok(request, await saveBriefing(app.db, requireAuth(request), request.body, now())),
  );

  for (const [endpoint, status] of [
    [e.publishBriefing, 'published'],
    [e.withdrawBriefing, 'draft'],
  ] as const) {
    r.post(endpoint.path, { config: { access: office }, schema: { params: AdmissionIdParams } }, async (request) => {
      await setBriefingStatus(app.db, requireAuth(request).tenantId, request.params.id, status, now());
      return ok(request, null);
    });
  }

  r.post(e.feedbackList.path, { config: { access: viewers }, schema: { body: ListQuery } }, async (request) =>
    ok(request, await feedbackList(app.db, requireAuth(request), request.body)),
  );

  r.post(
    e.replyFeedback.path,
    { config: { access: office }, schema: { params: AdmissionIdParams, body: ReplyBody } },
    async (request) => {
      await replyFeedback(app.db, requireAuth(request), request.params.id, request.body.reply, now());
      return ok(request, null);
    },
  );
}
