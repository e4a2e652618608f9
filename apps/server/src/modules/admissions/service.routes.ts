import {
  AdmissionIdParams,
  admissionOfficeRoles,
  admissionServiceRoles,
  EventsQuery,
  admissionsEndpoints as e,
  SaveBatchBody,
  SaveEventBody,
  SignUpBody,
} from '@campusflow/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireAuth } from '../../platform/auth/auth-context.ts';
import { ok } from '../../platform/http/envelope.ts';
import {
  cancelSignUp,
  eventDetail,
  eventSignUps,
  listBatches,
  listEvents,
  mySignUps,
  saveBatch,
  saveEvent,
  signUp,
} from './events.ts';

const members = { roles: admissionServiceRoles };
const office = { roles: admissionOfficeRoles };

/** zsfwhome, zsfwpclist, zsfwdetail, zsfwxsbm: batches, events and sign-ups. */
export async function admissionServiceRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const now = () => app.clock.now();

  r.get(e.batches.path, { config: { access: members } }, async (request) =>
    ok(request, await listBatches(app.db, requireAuth(request).tenantId)),
  );
  r.post(e.saveBatch.path, { config: { access: office }, schema: { body: SaveBatchBody } }, async (request) =>
    ok(request, await saveBatch(app.db, requireAuth(request).tenantId, request.body, now())),
  );
  r.get(e.events.path, { config: { access: members }, schema: { querystring: EventsQuery } }, async (request) =>
    ok(request, await listEvents(app.db, requireAuth(request), request.query.batchId, now())),
  );
  r.get(e.event.path, { config: { access: members }, schema: { params: AdmissionIdParams } }, async (request) =>
    ok(request, await eventDetail(app.db, requireAuth(request), request.params.id, now())),
  );
  r.post(e.saveEvent.path, { config: { access: office }, schema: { body: SaveEventBody } }, async (request) =>
    ok(request, await saveEvent(app.db, requireAuth(request).tenantId, request.body, now())),
  );
  r.post(
    e.signUp.path,
    { config: { access: members }, schema: { params: AdmissionIdParams, body: SignUpBody } },
    async (request) => ok(request, await signUp(app.db, requireAuth(request), request.params.id, request.body, now())),
  );
  r.post(
    e.cancelSignUp.path,
    { config: { access: members }, schema: { params: AdmissionIdParams } },
    async (request) => {
      await cancelSignUp(app.db, requireAuth(request), request.params.id, now());
      return ok(request, null);
    },
  );
  r.get(e.eventSignUps.path, { config: { access: office }, schema: { params: AdmissionIdParams } }, async (request) =>
    ok(request, await eventSignUps(app.db, requireAuth(request).tenantId, request.params.id)),
  );
  r.get(e.mySignUps.path, { config: { access: members } }, async (request) =>
    ok(request, await mySignUps(app.db, requireAuth(request))),
  );
}
