import {
  DataTemplateDefinitionInput,
  dataTemplateEndpoints,
  ExportDataBody,
  ExportDataQuery,
  ListQuery,
  QueryDataByIdQuery,
  RemoveDataTemplatesInput,
  RemoveFormDataInput,
  SaveFormDataInput,
  StartFlowInput,
  TemplateRefQuery,
} from '@campusflow/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireAuth } from '../auth/auth-context.ts';
import { registerBusinessKeyAccessCheck } from '../files/file-access.ts';
import { contentDisposition } from '../files/file-names.ts';
import { ok } from '../http/envelope.ts';
import type { RouteArea } from '../http/route-area.ts';
import { exportRows, queryDataById, queryDataTable, removeFormData, saveFormData } from './data-rows.ts';
import {
  buildData,
  findDataTemplate,
  listDataTemplates,
  removeDataTemplates,
  saveDataTemplate,
} from './data-templates.service.ts';
import { listDatasets } from './datasets.ts';
import { recordFileAccess } from './record-file-access.ts';
import { startFlowFromRows } from './start-flow.ts';
import { exportRowCap, toCsv, toXlsx } from './table-export.ts';

const admins = { roles: ['tenantAdmin'] } as const;
const authenticated = { access: 'authenticated' } as const;

async function dataTemplateRoutes(app: FastifyInstance) {
  registerBusinessKeyAccessCheck(recordFileAccess);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const e = dataTemplateEndpoints;

  r.get(
    e.getBuildDataById.path,
    { config: authenticated, schema: { querystring: TemplateRefQuery } },
    async (request) => {
      const auth = requireAuth(request);
      return ok(request, await buildData(app.db, auth, request.query.dataTemplateId, request.locale));
    },
  );

  r.post(
    e.queryDataTable.path,
    { config: authenticated, schema: { querystring: TemplateRefQuery, body: ListQuery } },
    async (request) => {
      const auth = requireAuth(request);
      return ok(request, await queryDataTable(app.db, auth, request.query.dataTemplateId, request.body));
    },
  );

  r.get(
    e.queryDataById.path,
    { config: authenticated, schema: { querystring: QueryDataByIdQuery } },
    async (request) => {
      const auth = requireAuth(request);
      return ok(request, await queryDataById(app.db, auth, request.query.dataTemplateId, request.query.id));
    },
  );

  r.post(e.saveFormData.path, { config: authenticated, schema: { body: SaveFormDataInput } }, async (request) => {
    const auth = requireAuth(request);
    const id = await saveFormData(app.db, auth, request.body, app.clock.now());
    return ok(request, { id });
  });

  r.post(e.removeFormData.path, { config: authenticated, schema: { body: RemoveFormDataInput } }, async (request) => {
    const auth = requireAuth(request);
    await removeFormData(app.db, auth, request.body.dataTemplateId, request.body.ids);
    return ok(request, null);
  });

  r.post(
    e.exportData.path,
    { config: authenticated, schema: { querystring: ExportDataQuery, body: ExportDataBody } },
    async (request, reply) => {
      const auth = requireAuth(request);
      const { context, rows } = await exportRows(
        app.db,
        auth,
        request.query.dataTemplateId,
        request.body,
        exportRowCap,
      );
      const args = [app.db, auth.tenantId, context.template, context.dataset, rows, request.locale] as const;
      request.log.info(
        { event: 'data.exported', template: context.template.key, rows: rows.length, format: request.query.format },
        'data exported',
      );
      const name = `${context.template.name[request.locale]}.${request.query.format}`;
      const xlsx = request.query.format === 'xlsx';
      return reply
        .header(
          'content-type',
          xlsx ? 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' : 'text/csv; charset=utf-8',
        )
        .header('content-disposition', contentDisposition(name))
        .header('cache-control', 'private, no-cache')
        .send(xlsx ? await toXlsx(...args) : await toCsv(...args));
    },
  );

  r.post(e.startFlow.path, { config: authenticated, schema: { body: StartFlowInput } }, async (request) => {
    const auth = requireAuth(request);
    return ok(request, await startFlowFromRows(app.db, auth, request.body, app.clock.now()));
  });

  r.get(e.datasets.path, { config: { access: admins } }, async (request) => {
    return ok(
      request,
      listDatasets().map((d) => ({ key: d.key, columns: d.columns.map((c) => ({ name: c.name, type: c.type })) })),
    );
  });

  r.post(e.query.path, { config: { access: admins }, schema: { body: ListQuery } }, async (request) => {
    const auth = requireAuth(request);
    const all = await listDataTemplates(app.db, auth.tenantId, request.locale);
    const { pageNo, limit } = request.body.requestPage;
    return ok(request, {
      dataResult: all.slice((pageNo - 1) * limit, pageNo * limit),
      pageResult: { page: pageNo, limit, totalCount: all.length, totalPages: Math.ceil(all.length / limit) },
    });
  });

  r.get(e.get.path, { config: { access: admins }, schema: { querystring: TemplateRefQuery } }, async (request) => {
    const auth = requireAuth(request);
    return ok(request, await findDataTemplate(app.db, auth.tenantId, request.query.dataTemplateId));
  });

  r.post(
    e.save.path,
    { config: { access: admins }, schema: { body: DataTemplateDefinitionInput } },
    async (request) => {
      const auth = requireAuth(request);
      return ok(request, { id: await saveDataTemplate(app.db, auth.tenantId, request.body, app.clock.now()) });
    },
  );

  r.post(e.remove.path, { config: { access: admins }, schema: { body: RemoveDataTemplatesInput } }, async (request) => {
    const auth = requireAuth(request);
    await removeDataTemplates(app.db, auth.tenantId, request.body.ids);
    return ok(request, null);
  });
}

export const dataTemplatesArea: RouteArea = { name: 'data-templates', service: 'business', routes: dataTemplateRoutes };
