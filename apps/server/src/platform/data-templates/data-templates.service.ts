import {
  type DataTemplateBuildData,
  type DataTemplateDefinition,
  DataTemplateDefinitionInput,
  type Locale,
  type LocalizedText,
  opsByColumnType,
  type TemplateButtonAlias,
} from '@campusflow/contracts';
import { sql } from 'kysely';
import type { AuthContext } from '../auth/auth-context.ts';
import type { Db } from '../db/database.ts';
import { newId } from '../db/ids.ts';
import { AppError } from '../http/app-error.ts';
import { type Dataset, type DatasetColumn, resolveDataset, systemColumns } from './datasets.ts';

export type DataTemplate = DataTemplateDefinition & { id: string };

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export function textIn(label: LocalizedText | string | undefined, locale: Locale, fallback = ''): string {
  if (label === undefined) return fallback;
  return typeof label === 'string' ? label : label[locale];
}

/** Every column a template may name: the dataset's and the system ones. */
export function columnsOf(dataset: Dataset): Map<string, DatasetColumn> {
  return new Map([...dataset.columns, ...systemColumns].map((c) => [c.name, c]));
}

/** Checks the template against its dataset: only real columns, operators that fit their types. */
async function checkTemplate(db: Db, tenantId: string, input: unknown): Promise<DataTemplateDefinition> {
  const parsed = DataTemplateDefinitionInput.safeParse(input);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new AppError('DATA_TEMPLATE_INVALID', `${issue?.path.join('.')}: ${issue?.message}`);
  }
  const template = parsed.data;
  const dataset = await resolveDataset(db, tenantId, template.datasetKey);
  const columns = columnsOf(dataset);
  const named = [...template.columns, ...template.sorts].map((c) => c.field);
  const unknown = named.find((f) => !columns.has(f));
  if (unknown) throw new AppError('DATA_TEMPLATE_INVALID', `no column ${unknown} in ${dataset.key}`);
  for (const search of template.searchFields) {
    const column = columns.get(search.field);
    if (!column) throw new AppError('DATA_TEMPLATE_INVALID', `no column ${search.field} in ${dataset.key}`);
    if (!opsByColumnType[column.type].includes(search.op)) {
      throw new AppError('DATA_TEMPLATE_INVALID', `${search.op} does not fit ${search.field} (${column.type})`);
    }
  }
  if (template.formKey && dataset.form && template.formKey !== dataset.form.key) {
    throw new AppError('DATA_TEMPLATE_INVALID', `the rows of ${dataset.key} are written through ${dataset.form.key}`);
  }
  return template;
}

export async function saveDataTemplate(db: Db, tenantId: string, input: unknown, now: Date): Promise<string> {
  const template = await checkTemplate(db, tenantId, input);
  const clash = await db
    .selectFrom('dataTemplates')
    .select('id')
    .where('tenantId', '=', tenantId)
    .where('key', '=', template.key)
    .executeTakeFirst();
  if (clash && clash.id !== template.id) throw new AppError('DATA_TEMPLATE_KEY_EXISTS', template.key);
  const { id, key, name, datasetKey, formKey, columns, searchFields, sorts, buttons, rights, rowScope } = template;
  const values = {
    key,
    name: JSON.stringify(name),
    datasetKey,
    formKey,
    definition: JSON.stringify({ columns, searchFields, sorts, buttons, rights, rowScope }),
  };
  if (id) {
    const updated = await db
      .updateTable('dataTemplates')
      .set({ ...values, updatedAt: now })
      .where('tenantId', '=', tenantId)
      .where('id', '=', id)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0) throw new AppError('DATA_TEMPLATE_NOT_FOUND');
    return id;
  }
  const newTemplateId = newId(now.getTime());
  await db
    .insertInto('dataTemplates')
    .values({ tenantId, id: newTemplateId, ...values, createdAt: now, updatedAt: now })
    .execute();
  return newTemplateId;
}

/** A template by id or by key (`/d/list/{id}` carries either). */
export async function findDataTemplate(db: Db, tenantId: string, ref: string): Promise<DataTemplate> {
  const row = await db
    .selectFrom('dataTemplates')
    .select(['id', 'key', 'name', 'datasetKey', 'formKey', sql<string>`definition::text`.as('definitionText')])
    .where('tenantId', '=', tenantId)
    .where(uuidPattern.test(ref) ? 'id' : 'key', '=', ref)
    .executeTakeFirst();
  if (!row) throw new AppError('DATA_TEMPLATE_NOT_FOUND', ref);
  return {
    id: row.id,
    key: row.key,
    name: row.name,
    datasetKey: row.datasetKey,
    formKey: row.formKey,
    ...JSON.parse(row.definitionText),
  };
}

export async function removeDataTemplates(db: Db, tenantId: string, ids: readonly string[]): Promise<void> {
  const removed = await db
    .deleteFrom('dataTemplates')
    .where('tenantId', '=', tenantId)
    .where('id', 'in', ids)
    .executeTakeFirst();
  if (Number(removed.numDeletedRows) !== new Set(ids).size) throw new AppError('DATA_TEMPLATE_NOT_FOUND');
}

export async function listDataTemplates(db: Db, tenantId: string, locale: Locale) {
  const rows = await db
    .selectFrom('dataTemplates')
    .select(['id', 'key', 'name', 'datasetKey', 'formKey', 'updatedAt'])
    .where('tenantId', '=', tenantId)
    .orderBy('key')
    .execute();
  return rows.map((r) => ({ ...r, name: r.name[locale], updatedAt: new Date(r.updatedAt).toISOString() }));
}

const isAllRoles = (auth: AuthContext) => auth.isSuper && auth.allRoles;

/** The template when its rights name the caller's role, or name none; else null. */
export function usableTemplate(template: DataTemplate, auth: AuthContext): DataTemplate | null {
  const roles = template.rights.roles;
  if (roles.length > 0 && !isAllRoles(auth) && !(auth.roleAlias && roles.includes(auth.roleAlias))) return null;
  return template;
}

/** A template the caller may open. */
export async function visibleTemplate(db: Db, auth: AuthContext, ref: string): Promise<DataTemplate> {
  const template = usableTemplate(await findDataTemplate(db, auth.tenantId, ref), auth);
  if (!template) throw new AppError('DATA_TEMPLATE_ACTION_DENIED', 'template not open to this role');
  return template;
}

export function usableButtons(template: DataTemplate, auth: AuthContext) {
  return template.buttons.filter(
    (b) => b.roles.length === 0 || isAllRoles(auth) || (auth.roleAlias !== null && b.roles.includes(auth.roleAlias)),
  );
}

export function requireButton(template: DataTemplate, auth: AuthContext, alias: TemplateButtonAlias): void {
  if (!usableButtons(template, auth).some((b) => b.alias === alias)) {
    throw new AppError('DATA_TEMPLATE_ACTION_DENIED', `no ${alias} button for this role`);
  }
}

const buttonNames: Record<TemplateButtonAlias, LocalizedText> = {
  add: { 'zh-CN': '新增', 'zh-TW': '新增', 'en-US': 'Add', 'ja-JP': '追加' },
  edit: { 'zh-CN': '编辑', 'zh-TW': '編輯', 'en-US': 'Edit', 'ja-JP': '編集' },
  remove: { 'zh-CN': '删除', 'zh-TW': '刪除', 'en-US': 'Remove', 'ja-JP': '削除' },
  export: { 'zh-CN': '导出', 'zh-TW': '匯出', 'en-US': 'Export', 'ja-JP': 'エクスポート' },
  startFlow: { 'zh-CN': '发起流程', 'zh-TW': '發起流程', 'en-US': 'Start process', 'ja-JP': 'プロセス開始' },
};

/** What `/d/list/{id}` draws: labels resolved, only the caller's buttons. */
export async function buildData(
  db: Db,
  auth: AuthContext,
  ref: string,
  locale: Locale,
): Promise<DataTemplateBuildData> {
  const template = await visibleTemplate(db, auth, ref);
  const dataset = await resolveDataset(db, auth.tenantId, template.datasetKey);
  const columns = columnsOf(dataset);
  const column = (field: string) => columns.get(field) as DatasetColumn;
  const describe = (field: string, label?: LocalizedText) => ({
    field,
    label: textIn(label ?? column(field).label, locale, field),
    type: column(field).type,
    dictionaryKey: column(field).dictionaryKey ?? null,
  });
  return {
    id: template.id,
    key: template.key,
    name: template.name[locale],
    datasetKey: template.datasetKey,
    formKey: template.formKey ?? dataset.form?.key ?? null,
    idField: 'id',
    columns: template.columns.map((c) => ({ ...describe(c.field, c.label), width: c.width ?? null })),
    searchFields: template.searchFields.map((s) => ({
      ...describe(s.field, s.label),
      op: s.op,
      key: `Q^${s.field}^${s.op}`,
    })),
    sorts: template.sorts,
    sortableFields: template.columns.map((c) => c.field),
    buttons: usableButtons(template, auth).map((b) => ({
      alias: b.alias,
      name: textIn(b.name ?? buttonNames[b.alias], locale),
      flowKey: b.flowKey ?? null,
    })),
    formFields: dataset.form
      ? []
      : dataset.columns.map((c) => ({
          ...describe(c.name),
          required: c.required ?? false,
          maxLength: c.maxLength ?? null,
        })),
  };
}
