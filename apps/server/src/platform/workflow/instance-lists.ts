import type { ListQuery } from '@campusflow/contracts';
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import type { ListFields } from './list-filter.ts';
import type { Actor } from './task-guard.ts';
import { pendingList, runList } from './task-lists.ts';

const instanceFrom = sql`wf_instances i join wf_definitions d on d.tenant_id = i.tenant_id and d.id = i.definition_id`;
const instanceFields: ListFields = {
  subject: { column: 'i.subject', type: 'text' },
  procDefName: { column: 'd.name', type: 'text' },
  procDefKey: { column: 'd.key', type: 'text' },
  status: { column: 'i.status', type: 'text' },
  result: { column: 'i.result', type: 'text' },
  createTime: { column: 'i.created_at', type: 'date' },
  endTime: { column: 'i.ended_at', type: 'date' },
};
const instanceSelect = sql`i.id as "id", i.id as "instId", i.subject as "subject", d.name as "procDefName",
  d.key as "procDefKey", i.status as "status", i.result as "result", i.starter_name as "ownerName",
  i.created_at as "createTime", i.ended_at as "endTime", i.business_key as "bizKey",
  (select string_agg(distinct t.node_name, ',') from wf_tasks t
    where t.tenant_id = i.tenant_id and t.instance_id = i.id and t.status = 'pending') as "currentNodes"`;

/**
 * Requests I started (`requested`), mine that have ended (`completed`), and the ended requests I
 * took part in as an approver (`participated`, the received "completed" list).
 */
export function instanceList(db: Db, actor: Actor, query: ListQuery, kind: 'requested' | 'completed' | 'participated') {
  const where =
    kind === 'participated'
      ? sql`i.tenant_id = ${actor.tenantId} and i.status in ('end', 'manualend') and exists (select 1 from wf_tasks t
          where t.tenant_id = i.tenant_id and t.instance_id = i.id and t.completed_by = ${actor.userId})`
      : sql`i.tenant_id = ${actor.tenantId} and i.starter_id = ${actor.userId}
          ${kind === 'completed' ? sql`and i.status in ('end', 'manualend')` : sql``}`;
  return runList(db, query, {
    from: instanceFrom,
    where,
    select: instanceSelect,
    fields: instanceFields,
    defaultOrder: 'i.created_at desc, i.id desc',
  });
}

export function draftList(db: Db, actor: Actor, query: ListQuery) {
  return runList(db, query, {
    from: sql`wf_drafts r join wf_definitions d on d.tenant_id = r.tenant_id and d.id = r.definition_id`,
    where: sql`r.tenant_id = ${actor.tenantId} and r.user_id = ${actor.userId}`,
    select: sql`r.id as "id", r.id as "proInstId", r.subject as "subject", d.id as "defId", d.key as "procDefKey",
      d.name as "procDefName", r.created_at as "createTime", r.updated_at as "updateTime"`,
    fields: {
      subject: { column: 'r.subject', type: 'text' },
      procDefName: { column: 'd.name', type: 'text' },
      createTime: { column: 'r.created_at', type: 'date' },
      updateTime: { column: 'r.updated_at', type: 'date' },
    },
    defaultOrder: 'r.updated_at desc, r.id desc',
  });
}

/** Processes I may start (latest deployed versions my roles allow), optionally only my favourites. */
export function startableList(db: Db, actor: Actor, query: ListQuery, favouritesOnly: boolean) {
  return runList(db, query, {
    from: sql`wf_definitions d left join wf_favourites f
      on f.tenant_id = d.tenant_id and f.def_key = d.key and f.user_id = ${actor.userId}`,
    where: sql`d.tenant_id = ${actor.tenantId} and d.is_latest and d.status = 'deployed'
      ${favouritesOnly ? sql`and f.user_id is not null` : sql``}
      ${
        actor.isAdmin
          ? sql``
          : sql`and (d.starter_roles = '[]'::jsonb or exists (select 1 from user_roles ur
              join roles r on r.tenant_id = ur.tenant_id and r.id = ur.role_id
              where ur.tenant_id = d.tenant_id and ur.user_id = ${actor.userId} and d.starter_roles ? r.alias))`
      }`,
    select: sql`d.id as "id", d.id as "defId", d.key as "defKey", d.name as "name", d.category as "category",
      d.description as "description", d.version as "version", (f.user_id is not null) as "favorited"`,
    fields: {
      name: { column: 'd.name', type: 'text' },
      category: { column: 'd.category', type: 'text' },
      defKey: { column: 'd.key', type: 'text' },
      sort: { column: 'd.sort', type: 'number' },
    },
    defaultOrder: 'd.category asc, d.sort asc, d.name asc',
  });
}

export function copiedList(db: Db, actor: Actor, query: ListQuery) {
  return runList(db, query, {
    from: sql`wf_copies c join wf_instances i on i.tenant_id = c.tenant_id and i.id = c.instance_id
      join wf_definitions d on d.tenant_id = i.tenant_id and d.id = i.definition_id`,
    where: sql`c.tenant_id = ${actor.tenantId} and c.user_id = ${actor.userId}`,
    select: sql`c.id as "id", i.id as "instId", i.subject as "subject", d.name as "procDefName",
      i.status as "status", i.starter_name as "ownerName", c.opinion as "opinion", c.created_at as "createTime",
      (c.read_at is not null) as "read"`,
    fields: {
      subject: { column: 'i.subject', type: 'text' },
      procDefName: { column: 'd.name', type: 'text' },
      createTime: { column: 'c.created_at', type: 'date' },
    },
    defaultOrder: 'c.created_at desc, c.id desc',
  });
}

const firstPage = (limit: number): ListQuery => ({ parameters: [], requestPage: { pageNo: 1, limit }, sorts: [] });

/** The workbench card: counts and the latest to-do items. */
export async function mobileDashboard(db: Db, actor: Actor) {
  const count = async (from: ReturnType<typeof sql>, where: ReturnType<typeof sql>) =>
    Number(
      (await sql<{ n: number }>`select count(*)::int as n from ${from} where ${where}`.execute(db)).rows[0]?.n ?? 0,
    );
  const pending = await pendingList(db, actor, firstPage(5));
  return {
    pendingCount: pending.pageResult.totalCount,
    pending: pending.dataResult,
    requestedRunning: await count(
      sql`wf_instances i`,
      sql`i.tenant_id = ${actor.tenantId} and i.starter_id = ${actor.userId} and i.status in ('running', 'suspend')`,
    ),
    copiedUnread: await count(
      sql`wf_copies c`,
      sql`c.tenant_id = ${actor.tenantId} and c.user_id = ${actor.userId} and c.read_at is null`,
    ),
    draftCount: await count(sql`wf_drafts r`, sql`r.tenant_id = ${actor.tenantId} and r.user_id = ${actor.userId}`),
    handledCount: await count(
      sql`wf_tasks t`,
      sql`t.tenant_id = ${actor.tenantId} and t.completed_by = ${actor.userId} and t.status = 'done'`,
    ),
  };
}
