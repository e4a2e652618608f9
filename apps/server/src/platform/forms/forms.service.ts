import { FormDefinition, type FormDefinitionInput, type FormSummary, valueFields } from '@campusflow/contracts';
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { newId } from '../db/ids.ts';
import { inTransaction } from '../db/in-transaction.ts';
import { AppError } from '../http/app-error.ts';

export type StoredForm = { id: string; key: string; version: number; definition: FormDefinition };

/** Checks what the schema cannot: unique field names, rights naming real fields, compilable patterns. */
export function checkFormDefinition(input: FormDefinitionInput): FormDefinition {
  const parsed = FormDefinition.safeParse(input);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new AppError('FORM_DEFINITION_INVALID', `${issue?.path.join('.')}: ${issue?.message}`);
  }
  const definition = parsed.data;
  const fields = valueFields(definition.fields);
  const names = new Set<string>();
  for (const field of fields) {
    if (names.has(field.name)) throw new AppError('FORM_DEFINITION_INVALID', `duplicate field ${field.name}`);
    names.add(field.name);
    const pattern = field.field_options.pattern;
    if (pattern) {
      try {
        new RegExp(pattern, 'u');
      } catch {
        throw new AppError('FORM_DEFINITION_INVALID', `field ${field.name}: pattern does not compile`);
      }
    }
  }
  for (const [node, rights] of Object.entries(definition.rights ?? {})) {
    const unknown = Object.keys(rights).find((name) => !names.has(name));
    if (unknown) throw new AppError('FORM_DEFINITION_INVALID', `rights of ${node} name unknown field ${unknown}`);
  }
  return definition;
}

/**
 * Saves a definition as the next version of its code (the key). Earlier versions stay: process
 * instances and stored records keep validating against the version they were started with.
 */
export async function saveFormDefinition(
  db: Db,
  tenantId: string,
  input: FormDefinitionInput,
  now: Date,
): Promise<StoredForm> {
  const definition = checkFormDefinition(input);
  // Joins a caller's transaction: module seeders save forms inside the tenant's creation.
  return inTransaction(db, async (trx) => {
    const latest = await trx
      .selectFrom('formDefinitions')
      .select(['version'])
      .where('tenantId', '=', tenantId)
      .where('key', '=', definition.code)
      .orderBy('version', 'desc')
      .forUpdate()
      .executeTakeFirst();
    const version = (latest?.version ?? 0) + 1;
    await trx
      .updateTable('formDefinitions')
      .set({ isLatest: false })
      .where('tenantId', '=', tenantId)
      .where('key', '=', definition.code)
      .execute();
    const id = newId(now.getTime());
    await trx
      .insertInto('formDefinitions')
      .values({
        tenantId,
        id,
        key: definition.code,
        version,
        name: definition.name,
        definition: JSON.stringify(definition),
        isLatest: true,
        createdAt: now,
      })
      .execute();
    return { id, key: definition.code, version, definition };
  });
}

/** The latest version of a form, or the given version. Other tenants' forms are simply not found. */
export async function getFormDefinition(db: Db, tenantId: string, key: string, version?: number): Promise<StoredForm> {
  let query = db
    .selectFrom('formDefinitions')
    // As text: CamelCasePlugin would rename the definition's own keys (field_type → fieldType).
    .select(['id', 'key', 'version', sql<string>`definition::text`.as('definitionText')])
    .where('tenantId', '=', tenantId)
    .where('key', '=', key);
  query = version === undefined ? query.where('isLatest', '=', true) : query.where('version', '=', version);
  const row = await query.executeTakeFirst();
  if (!row) throw new AppError('FORM_NOT_FOUND', `no form ${key}`);
  return { id: row.id, key: row.key, version: row.version, definition: JSON.parse(row.definitionText) };
}

export async function listForms(db: Db, tenantId: string): Promise<FormSummary[]> {
  const rows = await db
    .selectFrom('formDefinitions')
    .select(['id', 'key', 'name', 'version', 'createdAt'])
    .where('tenantId', '=', tenantId)
    .where('isLatest', '=', true)
    .orderBy('key')
    .execute();
  return rows.map((r) => ({ ...r, createdAt: new Date(r.createdAt).toISOString() }));
}
