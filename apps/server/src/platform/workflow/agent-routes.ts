import { AgentSaveInput, ListQuery, PhraseSaveInput } from '@campusflow/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { z } from 'zod';
import { requireAuth } from '../auth/auth-context.ts';
import { newId } from '../db/ids.ts';
import { AppError } from '../http/app-error.ts';
import { ok } from '../http/envelope.ts';
import { isUuid } from './definitions.ts';
import { dbOrgDirectory } from './org-relations-adapter.ts';
import { runList } from './task-lists.ts';

const authenticated = { access: 'authenticated' as const };
const IdBody = z.strictObject({ id: z.string().min(1).max(64) });
const IdQuery = z.strictObject({ id: z.string().min(1).max(64) });
const EnableBody = z.strictObject({ id: z.string().min(1).max(64), enabled: z.boolean() });

/** Standing proxies (bpm/agent/*) and common phrases (bpm/common/statment/*), always the caller's own. */
export async function agentAndPhraseRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app;
  const mine = (id: string) => (isUuid(id) ? id : '00000000-0000-0000-0000-000000000000');

  r.post('/bpm/agent/query', { config: authenticated, schema: { body: ListQuery } }, async (request) => {
    const auth = requireAuth(request);
    const list = await runList(db, request.body, {
      from: sql`wf_agents a left join employees e on e.tenant_id = a.tenant_id and e.user_id = a.agent_id`,
      where: sql`a.tenant_id = ${auth.tenantId} and a.principal_id = ${auth.userId}`,
      select: sql`a.id as "id", a.agent_id as "agentId", e.name as "agentName", a.def_key as "defKey",
        a.start_at as "startTime", a.end_at as "endTime", a.enabled as "enabled"`,
      fields: { defKey: { column: 'a.def_key', type: 'text' }, startTime: { column: 'a.start_at', type: 'date' } },
      defaultOrder: 'a.start_at desc, a.id desc',
    });
    return ok(request, list);
  });
  r.get('/bpm/agent/get', { config: authenticated, schema: { querystring: IdQuery } }, async (request) => {
    const auth = requireAuth(request);
    const row = await db
      .selectFrom('wfAgents')
      .selectAll()
      .where('tenantId', '=', auth.tenantId)
      .where('principalId', '=', auth.userId)
      .where('id', '=', mine(request.query.id))
      .executeTakeFirst();
    if (!row) throw new AppError('PROCESS_AGENT_INVALID', 'not found');
    return ok(request, row);
  });
  r.post('/bpm/agent/save', { config: authenticated, schema: { body: AgentSaveInput } }, async (request) => {
    const auth = requireAuth(request);
    const input = request.body;
    const startAt = new Date(input.startTime);
    const endAt = new Date(input.endTime);
    const [agent] = await dbOrgDirectory(db).existing(auth.tenantId, [input.agentId]);
    if (!agent || agent === auth.userId || endAt <= startAt) throw new AppError('PROCESS_AGENT_INVALID');
    const values = { agentId: agent, defKey: input.defKey ?? null, startAt, endAt, enabled: input.enabled };
    if (input.id) {
      const updated = await db
        .updateTable('wfAgents')
        .set(values)
        .where('tenantId', '=', auth.tenantId)
        .where('principalId', '=', auth.userId)
        .where('id', '=', mine(input.id))
        .executeTakeFirst();
      if (Number(updated.numUpdatedRows) !== 1) throw new AppError('PROCESS_AGENT_INVALID', 'not found');
      return ok(request, { id: input.id });
    }
    const id = newId(app.clock.now().getTime());
    await db
      .insertInto('wfAgents')
      .values({ tenantId: auth.tenantId, id, principalId: auth.userId, ...values })
      .execute();
    return ok(request, { id });
  });
  r.post('/bpm/agent/setEnable', { config: authenticated, schema: { body: EnableBody } }, async (request) => {
    const auth = requireAuth(request);
    await db
      .updateTable('wfAgents')
      .set({ enabled: request.body.enabled })
      .where('tenantId', '=', auth.tenantId)
      .where('principalId', '=', auth.userId)
      .where('id', '=', mine(request.body.id))
      .execute();
    return ok(request, null);
  });
  r.post('/bpm/agent/remove', { config: authenticated, schema: { body: IdBody } }, async (request) => {
    const auth = requireAuth(request);
    await db
      .deleteFrom('wfAgents')
      .where('tenantId', '=', auth.tenantId)
      .where('principalId', '=', auth.userId)
      .where('id', '=', mine(request.body.id))
      .execute();
    return ok(request, null);
  });

  r.get('/bpm/common/statment/query', { config: authenticated }, async (request) => {
    const auth = requireAuth(request);
    const rows = await db
      .selectFrom('wfPhrases')
      .select(['id', 'text', 'sort'])
      .where('tenantId', '=', auth.tenantId)
      .where('userId', '=', auth.userId)
      .orderBy('sort')
      .orderBy('createdAt')
      .limit(100)
      .execute();
    return ok(request, rows);
  });
  r.post('/bpm/common/statment/save', { config: authenticated, schema: { body: PhraseSaveInput } }, async (request) => {
    const auth = requireAuth(request);
    const { id, text, sort } = request.body;
    if (id) {
      await db
        .updateTable('wfPhrases')
        .set({ text, ...(sort !== undefined ? { sort } : {}) })
        .where('tenantId', '=', auth.tenantId)
        .where('userId', '=', auth.userId)
        .where('id', '=', mine(id))
        .execute();
      return ok(request, { id });
    }
    const newPhrase = newId(app.clock.now().getTime());
    await db
      .insertInto('wfPhrases')
      .values({ tenantId: auth.tenantId, id: newPhrase, userId: auth.userId, text, sort: sort ?? 0 })
      .execute();
    return ok(request, { id: newPhrase });
  });
  r.post('/bpm/common/statment/remove', { config: authenticated, schema: { body: IdBody } }, async (request) => {
    const auth = requireAuth(request);
    await db
      .deleteFrom('wfPhrases')
      .where('tenantId', '=', auth.tenantId)
      .where('userId', '=', auth.userId)
      .where('id', '=', mine(request.body.id))
      .execute();
    return ok(request, null);
  });
}
