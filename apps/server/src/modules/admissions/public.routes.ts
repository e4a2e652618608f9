import {
  AdmissionFileParams,
  AdmissionIdParams,
  AdmissionLookupBody,
  BriefingKindQuery,
  BriefingPublicQuery,
  ClaimCredentialBody,
  ExamineeLoginBody,
  admissionsEndpoints as e,
  FeedbackBody,
} from '@campusflow/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { loginRateLimit } from '../../platform/auth/login-routes.ts';
import { noStore } from '../../platform/auth/token-response.ts';
import { contentDisposition, createFileStorage, findFile } from '../../platform/files/index.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { ok } from '../../platform/http/envelope.ts';
import { isPublishedBriefingImage, publishedBriefing, publishedBriefings } from './briefings.ts';
import {
  claimCredential,
  examineeLogin,
  examineeLogout,
  examineeOpinion,
  lookupAdmission,
  publicTenantOf,
  submitFeedback,
} from './public-services.ts';

// Routes without a platform login (spec §2 public paths). Every one is limited per address: the
// lookup and the examinee login like the login itself (LOGIN_RATE_LIMIT a minute), reading briefings
// more generously.
export async function admissionPublicRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const credentialLimit = loginRateLimit(app);
  const readLimit = loginRateLimit(app, 10);

  r.post(
    e.lookup.path,
    { config: { access: 'public', rateLimit: credentialLimit }, schema: { body: AdmissionLookupBody } },
    async (request, reply) => {
      noStore(reply);
      return ok(request, await lookupAdmission(app, request, request.body));
    },
  );

  r.post(
    e.claimCredential.path,
    { config: { access: 'public', rateLimit: credentialLimit }, schema: { body: ClaimCredentialBody } },
    async (request, reply) => {
      noStore(reply);
      return ok(request, await claimCredential(app, request, request.body.ticket));
    },
  );

  r.get(
    e.publicBriefings.path,
    { config: { access: 'public', rateLimit: readLimit }, schema: { querystring: BriefingKindQuery } },
    async (request) => {
      const tenantId = await publicTenantOf(app, request, request.query.tenant);
      return ok(request, await publishedBriefings(app.db, tenantId, request.query.kind, request.locale));
    },
  );

  r.get(
    e.publicBriefing.path,
    {
      config: { access: 'public', rateLimit: readLimit },
      schema: { params: AdmissionIdParams, querystring: BriefingPublicQuery },
    },
    async (request) => {
      const tenantId = await publicTenantOf(app, request, request.query.tenant);
      return ok(request, await publishedBriefing(app.db, tenantId, request.params.id, request.locale));
    },
  );

  const storage = createFileStorage(app.config);
  r.get(
    e.briefingImage.path,
    {
      config: { access: 'public', rateLimit: readLimit },
      schema: { params: AdmissionFileParams, querystring: BriefingPublicQuery },
    },
    async (request, reply) => {
      const tenantId = await publicTenantOf(app, request, request.query.tenant);
      // Only images of published briefings: the public cannot read any other file of the school.
      if (!(await isPublishedBriefingImage(app.db, tenantId, request.params.fileId))) {
        throw new AppError('ADMISSION_BRIEFING_NOT_FOUND');
      }
      const file = await findFile(app.db, tenantId, request.params.fileId);
      if (!file.mime.startsWith('image/')) throw new AppError('ADMISSION_BRIEFING_NOT_FOUND');
      const bytes = await storage.get(file.storageKey);
      return reply
        .header('content-type', file.mime)
        .header('content-length', String(bytes.length))
        .header('content-disposition', contentDisposition(file.name, 'inline'))
        .header('content-security-policy', "default-src 'none'; sandbox")
        .header('cache-control', 'public, max-age=300')
        .header('etag', `"${file.sha256}"`)
        .send(bytes);
    },
  );

  r.post(
    e.examineeLogin.path,
    { config: { access: 'public', rateLimit: credentialLimit }, schema: { body: ExamineeLoginBody } },
    async (request, reply) => {
      noStore(reply);
      return ok(request, await examineeLogin(app, request, request.body));
    },
  );

  r.post(e.examineeLogout.path, { config: { access: 'public', rateLimit: readLimit } }, async (request) => {
    await examineeLogout(app, request);
    return ok(request, null);
  });

  r.get(e.examineeOpinion.path, { config: { access: 'public', rateLimit: readLimit } }, async (request, reply) => {
    noStore(reply);
    return ok(request, await examineeOpinion(app, request));
  });

  r.post(
    e.examineeFeedback.path,
    { config: { access: 'public', rateLimit: credentialLimit }, schema: { body: FeedbackBody } },
    async (request) => ok(request, await submitFeedback(app, request, request.body.content)),
  );
}
