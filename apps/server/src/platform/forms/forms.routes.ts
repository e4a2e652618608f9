import {
  type FormView,
  formEndpoints,
  GetFormQuery,
  ListQuery,
  SaveFormInput,
  SubmitFormInput,
} from '@campusflow/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireAuth } from '../auth/auth-context.ts';
import { ok } from '../http/envelope.ts';
import type { RouteArea } from '../http/route-area.ts';
import { useWorkflowForms } from '../workflow/engine-deps.ts';
import { formView, submitStandaloneForm } from './form-records.ts';
import { listForms, saveFormDefinition } from './forms.service.ts';
import { workflowForms } from './workflow-forms.ts';

const admins = { roles: ['tenantAdmin'] } as const;

async function formRoutes(app: FastifyInstance) {
  // The engine validates task and start data through platform/forms from now on.
  useWorkflowForms(workflowForms);
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    formEndpoints.getByKey.path,
    { config: { access: 'authenticated' }, schema: { querystring: GetFormQuery } },
    async (request) => {
      const auth = requireAuth(request);
      const view: FormView = await formView(app.db, auth, request.query.key, request.locale, app.clock.now());
      return ok(request, view);
    },
  );

  r.post(
    formEndpoints.submit.path,
    { config: { access: 'authenticated' }, schema: { body: SubmitFormInput } },
    async (request) => {
      const auth = requireAuth(request);
      const id = await submitStandaloneForm(app.db, auth, request.body, app.clock.now());
      request.log.info({ event: 'form.submitted', formKey: request.body.key, recordId: id }, 'form submitted');
      return ok(request, { id });
    },
  );

  r.post(formEndpoints.query.path, { config: { access: admins }, schema: { body: ListQuery } }, async (request) => {
    const auth = requireAuth(request);
    const all = await listForms(app.db, auth.tenantId);
    const { pageNo, limit } = request.body.requestPage;
    return ok(request, {
      dataResult: all.slice((pageNo - 1) * limit, pageNo * limit),
      pageResult: { page: pageNo, limit, totalCount: all.length, totalPages: Math.ceil(all.length / limit) },
    });
  });

  r.post(formEndpoints.save.path, { config: { access: admins }, schema: { body: SaveFormInput } }, async (request) => {
    const auth = requireAuth(request);
    const saved = await saveFormDefinition(app.db, auth.tenantId, request.body, app.clock.now());
    request.log.info({ event: 'form.saved', formKey: saved.key, version: saved.version }, 'form definition saved');
    return ok(request, { id: saved.id, key: saved.key, version: saved.version });
  });
}

export const formsArea: RouteArea = { name: 'forms', service: 'business', routes: formRoutes };
