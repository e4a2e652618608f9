import {
  autoFilledTypes,
  type FieldRight,
  type FormDefinition,
  type FormField,
  validateFormValues,
  valueFields,
} from '@campusflow/contracts';
import type { Db } from '../db/database.ts';
import { ensureBuiltinDictionaries } from '../dictionaries/dictionaries.seed.ts';
import { dictionaryLabels } from '../dictionaries/dictionaries.service.ts';
import { linkFilesToBusinessKey } from '../files/file-access.ts';
import { AppError } from '../http/app-error.ts';

// The server side of a form submit, shared by `/f/{key}`, data templates and the workflow engine:
// rights enforced, auto-filled values computed here (never taken from the client), the shared
// contracts validator run, attachments checked and linked to the record.

/** Who submits; `userId` null when the caller cannot say (auto-fill and upload ownership are then skipped). */
export type FormActor = { tenantId: string; userId: string | null };

/** Every value field's right at one node (`start`, a user-task id, or `form` for `/f/{key}`). */
export function rightsFor(
  definition: Pick<FormDefinition, 'fields' | 'rights'>,
  node: string,
  fallback: FieldRight = 'e',
): Record<string, FieldRight> {
  const declared = definition.rights?.[node] ?? {};
  return Object.fromEntries(valueFields(definition.fields).map((f) => [f.name, declared[f.name] ?? fallback]));
}

function withoutHidden(fields: readonly FormField[], rights: Record<string, FieldRight>): FormField[] {
  return fields
    .filter((f) => rights[f.name] !== 'h')
    .map((f) =>
      f.field_options.children
        ? { ...f, field_options: { ...f.field_options, children: withoutHidden(f.field_options.children, rights) } }
        : f,
    );
}

/** The definition and values a client may see: hidden fields are not sent at all. */
export function visibleForm(
  definition: FormDefinition,
  rights: Record<string, FieldRight>,
  values: Record<string, unknown>,
): { definition: FormDefinition; values: Record<string, unknown> } {
  const visibleValues = Object.fromEntries(Object.entries(values).filter(([name]) => rights[name] !== 'h'));
  const { rights: _perNode, ...rest } = definition;
  return { definition: { ...rest, fields: withoutHidden(definition.fields, rights) }, values: visibleValues };
}

/** Fills the options of dictionary fields from the tenant's dictionaries (labels in `locale`). */
export async function withDictionaryOptions(
  db: Db,
  tenantId: string,
  definition: FormDefinition,
  locale: 'zh-CN' | 'zh-TW' | 'en-US' | 'ja-JP',
): Promise<FormDefinition> {
  const keys = [
    ...new Set(
      valueFields(definition.fields)
        .flatMap((f) => [f, ...(f.field_options.columns ?? [])])
        .filter((f) => f.field_type === 'dictionary' && f.field_options.dictionary)
        .map((f) => f.field_options.dictionary as string),
    ),
  ];
  if (keys.length === 0) return definition;
  await ensureBuiltinDictionaries(db, tenantId);
  const labels = await dictionaryLabels(db, tenantId, keys);
  const fill = (fields: readonly FormField[]): FormField[] =>
    fields.map((f) => {
      const options = { ...f.field_options };
      if (f.field_type === 'dictionary' && options.dictionary) {
        options.options = [...(labels.get(options.dictionary) ?? new Map())].map(([value, label]) => ({
          value,
          label: label[locale],
        }));
      }
      if (options.columns) options.columns = fill(options.columns);
      if (options.children) options.children = fill(options.children);
      return { ...f, field_options: options };
    });
  return { ...definition, fields: fill(definition.fields) };
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** Values the server fills in for the caller: current user, org and date, and serial numbers. */
export async function autoFilledValues(
  db: Db,
  actor: FormActor,
  definition: Pick<FormDefinition, 'fields' | 'code'>,
  now: Date,
): Promise<Record<string, unknown>> {
  const fields = valueFields(definition.fields).filter((f) => autoFilledTypes.has(f.field_type));
  if (fields.length === 0) return {};
  const userId = actor.userId;
  const me =
    userId === null
      ? undefined
      : await db
          .selectFrom('employees as e')
          .leftJoin('orgs as o', (j) => j.onRef('o.tenantId', '=', 'e.tenantId').onRef('o.id', '=', 'e.orgId'))
          .select(['e.name', 'o.name as orgName'])
          .where('e.tenantId', '=', actor.tenantId)
          .where('e.userId', '=', userId)
          .executeTakeFirst();
  const date = now.toISOString().slice(0, 10);
  const values: Record<string, unknown> = {};
  for (const field of fields) {
    if (field.field_type === 'current_user') {
      if (me) values[field.name] = me.name;
    } else if (field.field_type === 'current_org') {
      if (me?.orgName) values[field.name] = me.orgName;
    } else if (field.field_type === 'current_date') values[field.name] = date;
    else
      values[field.name] = `${definition.code}-${date.replaceAll('-', '')}-${now.getTime().toString(36).toUpperCase()}`;
  }
  return values;
}

/** File ids held by attachment and image fields, sub-tables included. */
export function formFileIds(definition: Pick<FormDefinition, 'fields'>, values: Record<string, unknown>): string[] {
  const ids = new Set<string>();
  const collect = (fields: readonly FormField[], source: Record<string, unknown>) => {
    for (const field of fields) {
      const value = source[field.name];
      if ((field.field_type === 'attachment' || field.field_type === 'image') && Array.isArray(value)) {
        for (const item of value) {
          const id = typeof item === 'string' ? item : (item as { id?: unknown })?.id;
          if (typeof id === 'string') ids.add(id);
        }
      }
      if (field.field_type === 'table' && Array.isArray(value)) {
        for (const row of value) {
          if (row && typeof row === 'object')
            collect(field.field_options.columns ?? [], row as Record<string, unknown>);
        }
      }
    }
  };
  collect(valueFields(definition.fields), values);
  return [...ids];
}

export type PrepareFormDataInput = {
  actor: FormActor;
  definition: FormDefinition;
  /** The rights at the acting node, e.g. from `rightsFor(definition, taskNodeId)`. */
  rights: Record<string, FieldRight>;
  submitted: Record<string, unknown>;
  /** The values stored so far (a task of a running instance); read-only and hidden fields keep these. */
  previous?: Record<string, unknown>;
  /** When given, the form's attachments are linked to this record so its readers may open them. */
  businessKey?: string;
  now: Date;
};

/**
 * Checks one submit and returns the values to store. A crafted change to a read-only or hidden
 * field is refused (6080104); failed rules answer 6080103 with `variables.errors`. Pass the
 * transaction handle as `db` so the links are written with the caller's record.
 */
export async function prepareFormData(db: Db, input: PrepareFormDataInput): Promise<Record<string, unknown>> {
  const { definition, rights, submitted, actor } = input;
  const previous = input.previous ?? {};
  const fields = valueFields(definition.fields);
  const byName = new Map(fields.map((f) => [f.name, f]));
  const values: Record<string, unknown> = {};
  for (const field of fields) if (field.name in previous) values[field.name] = previous[field.name];
  for (const [name, value] of Object.entries(submitted)) {
    const field = byName.get(name);
    if (!field) {
      values[name] = value; // reported as unknown by the validator
      continue;
    }
    if (autoFilledTypes.has(field.field_type)) continue;
    const right = rights[name] ?? 'e';
    if (right === 'r' || right === 'h') {
      if (!same(value, previous[name])) throw new AppError('FORM_FIELD_NOT_EDITABLE', `field ${name}`);
      continue;
    }
    values[name] = value;
  }
  const auto = await autoFilledValues(db, actor, definition, input.now);
  for (const [name, value] of Object.entries(auto)) if (values[name] === undefined) values[name] = value;

  const checked = await withDictionaryOptions(db, actor.tenantId, definition, 'zh-CN');
  const errors = validateFormValues(checked, values, rights);
  if (errors.length > 0) {
    throw new AppError('FORM_VALIDATION_FAILED', errors.map((e) => `${e.field}:${e.rule}`).join(', '), {
      variables: { errors },
    });
  }
  const fileIds = formFileIds(definition, values);
  const known = new Set(formFileIds(definition, previous));
  const added = fileIds.filter((id) => !known.has(id));
  const malformed = added.find((id) => !uuidPattern.test(id));
  if (malformed) throw new AppError('FILE_NOT_FOUND', 'attachment ids are file ids');
  if (input.businessKey) {
    // Only the caller's own uploads may be attached anew; files already on the record stay.
    await linkFilesToBusinessKey(
      db,
      actor.tenantId,
      added,
      input.businessKey,
      actor.userId ? { ownerId: actor.userId } : {},
    );
    await linkFilesToBusinessKey(
      db,
      actor.tenantId,
      [...known].filter((id) => fileIds.includes(id)),
      input.businessKey,
    );
  } else if (added.length > 0) {
    let query = db.selectFrom('files').select('id').where('tenantId', '=', actor.tenantId).where('id', 'in', added);
    if (actor.userId) query = query.where('ownerId', '=', actor.userId);
    const owned = await query.execute();
    if (owned.length !== added.length) throw new AppError('FILE_NOT_FOUND', 'attachment not uploaded by the caller');
  }
  return values;
}
