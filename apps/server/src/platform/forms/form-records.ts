import { type FormDefinition, type FormView, type Locale, valueFields } from '@campusflow/contracts';
import type { AuthContext } from '../auth/auth-context.ts';
import type { Db } from '../db/database.ts';
import { newId } from '../db/ids.ts';
import { AppError } from '../http/app-error.ts';
import { autoFilledValues, prepareFormData, rightsFor, visibleForm, withDictionaryOptions } from './form-data.ts';
import { getFormDefinition } from './forms.service.ts';

// `/f/{key}`: a form used on its own. Each submit is a record of the dataset `form.<key>`
// (data_records), so a data template over that dataset lists, shows and exports the submissions.

/** The rights node of a form used on its own (the same node a process start uses). */
export const standaloneNode = 'start';

export function formDatasetKey(formKey: string): string {
  return `form.${formKey}`;
}

export function formBusinessKey(formKey: string, recordId: string): string {
  return `form:${formKey}:${recordId}`;
}

export function defaultValues(definition: Pick<FormDefinition, 'fields'>): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const field of valueFields(definition.fields)) {
    if (field.field_options.default_value !== undefined) values[field.name] = field.field_options.default_value;
  }
  return values;
}

async function usableForm(db: Db, tenantId: string, key: string, version?: number) {
  const form = await getFormDefinition(db, tenantId, key, version);
  if (form.definition.attrs.status === 'disabled') throw new AppError('FORM_NOT_FOUND', `${key} is disabled`);
  return form;
}

export async function formView(db: Db, auth: AuthContext, key: string, locale: Locale, now: Date): Promise<FormView> {
  const form = await usableForm(db, auth.tenantId, key);
  const rights = rightsFor(form.definition, standaloneNode);
  const values = { ...defaultValues(form.definition), ...(await autoFilledValues(db, auth, form.definition, now)) };
  const localized = await withDictionaryOptions(db, auth.tenantId, form.definition, locale);
  const visible = visibleForm(localized, rights, values);
  const shownRights = Object.fromEntries(Object.entries(rights).filter(([, right]) => right !== 'h'));
  return { id: form.id, key: form.key, version: form.version, ...visible, rights: shownRights };
}

/** Validates and stores one submit of `/f/{key}`; returns the record id. */
export async function submitStandaloneForm(
  db: Db,
  auth: AuthContext,
  input: { key: string; version?: number | undefined; data: Record<string, unknown> },
  now: Date,
): Promise<string> {
  const form = await usableForm(db, auth.tenantId, input.key, input.version);
  const id = newId(now.getTime());
  await db.transaction().execute(async (trx) => {
    const values = await prepareFormData(trx, {
      actor: auth,
      definition: form.definition,
      rights: rightsFor(form.definition, standaloneNode),
      submitted: input.data,
      businessKey: formBusinessKey(form.key, id),
      now,
    });
    await trx
      .insertInto('dataRecords')
      .values({
        tenantId: auth.tenantId,
        datasetKey: formDatasetKey(form.key),
        id,
        data: JSON.stringify(values),
        ownerId: auth.userId,
        createdAt: now,
        updatedAt: now,
      })
      .execute();
  });
  return id;
}
