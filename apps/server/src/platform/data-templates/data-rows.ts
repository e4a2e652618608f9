import type { ListQuery, ListResult } from '@campusflow/contracts';
import { type RawBuilder, type SqlBool, sql } from 'kysely';
import type { AuthContext } from '../auth/auth-context.ts';
import type { Db } from '../db/database.ts';
import { newId } from '../db/ids.ts';
import { unlinkFilesFromBusinessKey } from '../files/file-access.ts';
import { prepareFormData, rightsFor, visibleForm } from '../forms/form-data.ts';
import { formBusinessKey } from '../forms/form-records.ts';
import { AppError } from '../http/app-error.ts';
import { type DataTemplate, requireButton, visibleTemplate } from './data-templates.service.ts';
import { type Dataset, resolveDataset } from './datasets.ts';
import { type ListField, listOrder, listWhere, pageOf, pageResult } from './list-sql.ts';
import { scopeCondition, scopeFor } from './row-scope.ts';
import { templateForm } from './template-form.ts';

export type DataRow = { id: string; createTime: string; updateTime: string; [field: string]: unknown };

type Context = { template: DataTemplate; dataset: Dataset; scope: RawBuilder<SqlBool> | null };

async function contextFor(db: Db, auth: AuthContext, ref: string): Promise<Context> {
  const template = await visibleTemplate(db, auth, ref);
  const dataset = await resolveDataset(db, auth.tenantId, template.datasetKey);
  const scope = await scopeCondition(db, auth, scopeFor(template.rowScope, auth), sql`r.owner_id`);
  return { template, dataset, scope };
}

function fieldsOf(dataset: Dataset): Record<string, ListField> {
  const fields: Record<string, ListField> = {
    createTime: {
      type: 'datetime',
      text: sql`to_char(r.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS')`,
      number: sql`r.created_at`,
    },
    updateTime: {
      type: 'datetime',
      text: sql`to_char(r.updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS')`,
      number: sql`r.updated_at`,
    },
  };
  for (const column of dataset.columns) {
    const numeric = column.type === 'number' || column.type === 'integer';
    fields[column.name] = {
      type: column.type,
      text: sql`(r.data->>${column.name})`,
      ...(numeric
        ? {
            number: sql`(case when jsonb_typeof(r.data->${column.name}) = 'number' then (r.data->>${column.name})::numeric end)`,
          }
        : {}),
    };
  }
  return fields;
}

function businessKeyOf(dataset: Dataset, id: string): string {
  return dataset.form ? formBusinessKey(dataset.form.key, id) : `data:${dataset.key}:${id}`;
}

/** Rows of the dataset in the caller's scope, filtered by the payload on declared search fields only. */
function scopedRows(db: Db, auth: AuthContext, context: Context, query: ListQuery | null, ids?: readonly string[]) {
  const { template, dataset, scope } = context;
  let base = db
    .selectFrom('dataRecords as r')
    .where('r.tenantId', '=', auth.tenantId)
    .where('r.datasetKey', '=', dataset.key);
  if (scope) base = base.where(scope);
  if (ids) base = base.where('r.id', 'in', ids.length > 0 ? ids : ['00000000-0000-0000-0000-000000000000']);
  if (query) {
    const declared = new Set(template.searchFields.map((s) => `Q^${s.field}^${s.op}`));
    for (const p of query.parameters.flatMap((p) => ('parameters' in p ? p.parameters : [p]))) {
      if (!declared.has(p.key)) throw new AppError('DATA_TEMPLATE_FIELD_NOT_ALLOWED', `${p.key} is not a search field`);
    }
    const where = listWhere(query.parameters, fieldsOf(dataset));
    if (where) base = base.where(where);
  }
  return base;
}

function toRow(row: { id: string; dataText: string; createdAt: Date; updatedAt: Date }, fields?: readonly string[]) {
  const data = JSON.parse(row.dataText) as Record<string, unknown>;
  const shown = fields ? Object.fromEntries(fields.filter((f) => f in data).map((f) => [f, data[f]])) : data;
  return {
    ...shown,
    id: row.id,
    createTime: new Date(row.createdAt).toISOString(),
    updateTime: new Date(row.updatedAt).toISOString(),
  } as DataRow;
}

const rowColumns = [
  'r.id',
  sql<string>`r.data::text`.as('dataText'),
  'r.createdAt',
  'r.updatedAt',
  'r.ownerId',
] as const;

export async function queryDataTable(
  db: Db,
  auth: AuthContext,
  ref: string,
  query: ListQuery,
): Promise<ListResult<DataRow>> {
  const context = await contextFor(db, auth, ref);
  const { template, dataset } = context;
  const base = scopedRows(db, auth, context, query);
  const order = listOrder(
    query.sorts,
    fieldsOf(dataset),
    template.columns.map((c) => c.field),
    template.sorts.length > 0 ? template.sorts : [{ field: 'createTime', order: 'DESC' }],
    sql`r.id`,
  );
  const { page, limit, offset } = pageOf(query);
  const total = await base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
  const rows = await base.select(rowColumns).orderBy(order).limit(limit).offset(offset).execute();
  const fields = template.columns.map((c) => c.field);
  return { dataResult: rows.map((r) => toRow(r, fields)), pageResult: pageResult(page, limit, Number(total.n)) };
}

async function scopedRow(db: Db, auth: AuthContext, context: Context, id: string) {
  if (!/^[0-9a-f-]{36}$/.test(id)) throw new AppError('DATA_TEMPLATE_ROW_NOT_FOUND');
  const row = await scopedRows(db, auth, context, null, [id]).select(rowColumns).executeTakeFirst();
  if (!row) throw new AppError('DATA_TEMPLATE_ROW_NOT_FOUND');
  return row;
}

/** One row with every value the caller's form shows (hidden fields left out). */
export async function queryDataById(db: Db, auth: AuthContext, ref: string, id: string): Promise<DataRow> {
  const context = await contextFor(db, auth, ref);
  const row = toRow(await scopedRow(db, auth, context, id));
  const form = await templateForm(db, auth.tenantId, context.template, context.dataset);
  const { values } = visibleForm(form.definition, rightsFor(form.definition, 'start'), row);
  return values as DataRow;
}

export async function saveFormData(
  db: Db,
  auth: AuthContext,
  input: { dataTemplateId: string; id?: string | undefined; data: Record<string, unknown> },
  now: Date,
): Promise<string> {
  const context = await contextFor(db, auth, input.dataTemplateId);
  const { template, dataset } = context;
  requireButton(template, auth, input.id ? 'edit' : 'add');
  const form = await templateForm(db, auth.tenantId, template, dataset);
  const existing = input.id ? await scopedRow(db, auth, context, input.id) : null;
  const id = existing?.id ?? newId(now.getTime());
  await db.transaction().execute(async (trx) => {
    const values = await prepareFormData(trx, {
      actor: auth,
      definition: form.definition,
      rights: rightsFor(form.definition, 'start'),
      submitted: input.data,
      ...(existing ? { previous: JSON.parse(existing.dataText) } : {}),
      businessKey: businessKeyOf(dataset, id),
      now,
    });
    if (existing) {
      await trx
        .updateTable('dataRecords')
        .set({ data: JSON.stringify(values), updatedAt: now })
        .where('tenantId', '=', auth.tenantId)
        .where('datasetKey', '=', dataset.key)
        .where('id', '=', id)
        .execute();
    } else {
      await trx
        .insertInto('dataRecords')
        .values({
          tenantId: auth.tenantId,
          datasetKey: dataset.key,
          id,
          data: JSON.stringify(values),
          ownerId: auth.userId,
          createdAt: now,
          updatedAt: now,
        })
        .execute();
    }
  });
  return id;
}

/** Removes rows in the caller's scope; one id outside it and nothing is removed. */
export async function removeFormData(db: Db, auth: AuthContext, ref: string, ids: readonly string[]): Promise<void> {
  const context = await contextFor(db, auth, ref);
  requireButton(context.template, auth, 'remove');
  const unique = [...new Set(ids)];
  if (unique.some((id) => !/^[0-9a-f-]{36}$/.test(id))) throw new AppError('DATA_TEMPLATE_ROW_NOT_FOUND');
  await db.transaction().execute(async (trx) => {
    const found = await scopedRows(trx, auth, context, null, unique).select('r.id').execute();
    if (found.length !== unique.length) throw new AppError('DATA_TEMPLATE_ROW_NOT_FOUND');
    await trx
      .deleteFrom('dataRecords')
      .where('tenantId', '=', auth.tenantId)
      .where('datasetKey', '=', context.dataset.key)
      .where('id', 'in', unique)
      .execute();
    for (const id of unique) await unlinkFilesFromBusinessKey(trx, auth.tenantId, businessKeyOf(context.dataset, id));
  });
}

/** Rows for an export: the list's filter and order, no paging, refused above `max` rows. */
export async function exportRows(
  db: Db,
  auth: AuthContext,
  ref: string,
  query: ListQuery & { ids?: string[] | undefined },
  max: number,
): Promise<{ context: Context; rows: DataRow[] }> {
  const context = await contextFor(db, auth, ref);
  requireButton(context.template, auth, 'export');
  const base = scopedRows(db, auth, context, query, query.ids);
  const total = Number((await base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n);
  if (total > max) {
    throw new AppError('DATA_TEMPLATE_EXPORT_TOO_LARGE', `${total} rows, at most ${max}`, {
      variables: { max, total },
    });
  }
  const order = listOrder(
    query.sorts,
    fieldsOf(context.dataset),
    context.template.columns.map((c) => c.field),
    context.template.sorts.length > 0 ? context.template.sorts : [{ field: 'createTime', order: 'DESC' }],
    sql`r.id`,
  );
  const rows = await base.select(rowColumns).orderBy(order).execute();
  return { context, rows: rows.map((r) => toRow(r)) };
}
