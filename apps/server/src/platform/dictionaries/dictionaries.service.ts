import type {
  Dictionary,
  DictionaryItem,
  DictionaryTypeRow,
  ListQuery,
  ListResult,
  Locale,
  LocalizedText,
  SaveDictionaryItemInput,
  SaveDictionaryTypeInput,
} from '@campusflow/contracts';
import { type Selectable, sql } from 'kysely';
import { type ListField, listOrder, listWhere, pageOf, pageResult } from '../data-templates/list-sql.ts';
import type { Db } from '../db/database.ts';
import { newId } from '../db/ids.ts';
import { AppError } from '../http/app-error.ts';
import type { DictionaryItemsTable, DictionaryTypesTable } from './dictionaries.tables.ts';

type TypeRow = Selectable<DictionaryTypesTable>;
type ItemRow = Selectable<DictionaryItemsTable>;

function toItem(row: ItemRow, locale: Locale): DictionaryItem {
  return {
    id: row.id,
    key: row.key,
    label: row.label[locale],
    labels: row.label,
    sort: row.sort,
    enabled: row.enabled,
  };
}

async function findType(db: Db, tenantId: string, typeKey: string): Promise<TypeRow> {
  const type = await db
    .selectFrom('dictionaryTypes')
    .selectAll()
    .where('tenantId', '=', tenantId)
    .where('key', '=', typeKey)
    .executeTakeFirst();
  if (!type) throw new AppError('DICTIONARY_NOT_FOUND', `no dictionary ${typeKey}`);
  return type;
}

/**
 * One dictionary with its items in sort order. Forms and pickers get only enabled items of an
 * enabled dictionary; the administrator's view includes the disabled ones.
 */
export async function getDictionary(
  db: Db,
  tenantId: string,
  typeKey: string,
  locale: Locale,
  options: { includeDisabled?: boolean } = {},
): Promise<Dictionary> {
  const type = await findType(db, tenantId, typeKey);
  if (!type.enabled && !options.includeDisabled) throw new AppError('DICTIONARY_NOT_FOUND', `${typeKey} is disabled`);
  let query = db
    .selectFrom('dictionaryItems')
    .selectAll()
    .where('tenantId', '=', tenantId)
    .where('typeId', '=', type.id)
    .orderBy('sort')
    .orderBy('key');
  if (!options.includeDisabled) query = query.where('enabled', '=', true);
  const items = await query.execute();
  return {
    id: type.id,
    typeKey: type.key,
    name: type.name[locale],
    names: type.name,
    builtin: type.builtin,
    sort: type.sort,
    enabled: type.enabled,
    items: items.map((i) => toItem(i, locale)),
  };
}

/**
 * Labels of the enabled items of several dictionaries, for validation (the key set) and display
 * (exports, read-only views). Unknown or disabled dictionaries come back empty.
 */
export async function dictionaryLabels(
  db: Db,
  tenantId: string,
  typeKeys: readonly string[],
): Promise<Map<string, Map<string, LocalizedText>>> {
  const result = new Map<string, Map<string, LocalizedText>>(typeKeys.map((k) => [k, new Map()]));
  if (typeKeys.length === 0) return result;
  const rows = await db
    .selectFrom('dictionaryItems as i')
    .innerJoin('dictionaryTypes as t', (j) => j.onRef('t.tenantId', '=', 'i.tenantId').onRef('t.id', '=', 'i.typeId'))
    .select(['t.key as typeKey', 'i.key', 'i.label'])
    .where('i.tenantId', '=', tenantId)
    .where('t.key', 'in', typeKeys)
    .where('t.enabled', '=', true)
    .where('i.enabled', '=', true)
    .orderBy('i.sort')
    .orderBy('i.key')
    .execute();
  for (const row of rows) result.get(row.typeKey)?.set(row.key, row.label);
  return result;
}

export async function saveDictionaryType(
  db: Db,
  tenantId: string,
  input: SaveDictionaryTypeInput,
  now: Date,
): Promise<string> {
  const clash = await db
    .selectFrom('dictionaryTypes')
    .select('id')
    .where('tenantId', '=', tenantId)
    .where('key', '=', input.key)
    .executeTakeFirst();
  if (clash && clash.id !== input.id) throw new AppError('DICTIONARY_KEY_EXISTS', input.key);
  const values = { key: input.key, name: JSON.stringify(input.name), sort: input.sort, enabled: input.enabled };
  if (input.id) {
    const existing = await db
      .selectFrom('dictionaryTypes')
      .select(['id', 'builtin', 'key'])
      .where('tenantId', '=', tenantId)
      .where('id', '=', input.id)
      .executeTakeFirst();
    if (!existing) throw new AppError('DICTIONARY_NOT_FOUND');
    // Forms and modules refer to built-in dictionaries by key: the key of those stays.
    if (existing.builtin && existing.key !== input.key) throw new AppError('DICTIONARY_BUILTIN', 'key is fixed');
    await db
      .updateTable('dictionaryTypes')
      .set({ ...values, updatedAt: now })
      .where('tenantId', '=', tenantId)
      .where('id', '=', input.id)
      .execute();
    return input.id;
  }
  const id = newId();
  await db
    .insertInto('dictionaryTypes')
    .values({ tenantId, id, ...values, createdAt: now, updatedAt: now })
    .execute();
  return id;
}

export async function removeDictionaryTypes(db: Db, tenantId: string, ids: readonly string[]): Promise<void> {
  const rows = await db
    .selectFrom('dictionaryTypes')
    .select(['id', 'builtin', 'key'])
    .where('tenantId', '=', tenantId)
    .where('id', 'in', ids)
    .execute();
  if (rows.length !== new Set(ids).size) throw new AppError('DICTIONARY_NOT_FOUND');
  const builtin = rows.find((r) => r.builtin);
  if (builtin) throw new AppError('DICTIONARY_BUILTIN', builtin.key);
  // Items go with their type (on delete cascade).
  await db.deleteFrom('dictionaryTypes').where('tenantId', '=', tenantId).where('id', 'in', ids).execute();
}

export async function saveDictionaryItem(
  db: Db,
  tenantId: string,
  input: SaveDictionaryItemInput,
  now: Date,
): Promise<string> {
  const type = await findType(db, tenantId, input.typeKey);
  const clash = await db
    .selectFrom('dictionaryItems')
    .select('id')
    .where('tenantId', '=', tenantId)
    .where('typeId', '=', type.id)
    .where('key', '=', input.key)
    .executeTakeFirst();
  if (clash && clash.id !== input.id) throw new AppError('DICTIONARY_ITEM_KEY_EXISTS', input.key);
  const values = { key: input.key, label: JSON.stringify(input.label), sort: input.sort, enabled: input.enabled };
  if (input.id) {
    const updated = await db
      .updateTable('dictionaryItems')
      .set({ ...values, updatedAt: now })
      .where('tenantId', '=', tenantId)
      .where('typeId', '=', type.id)
      .where('id', '=', input.id)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0) throw new AppError('DICTIONARY_ITEM_NOT_FOUND');
    return input.id;
  }
  const id = newId();
  await db
    .insertInto('dictionaryItems')
    .values({ tenantId, id, typeId: type.id, ...values, createdAt: now, updatedAt: now })
    .execute();
  return id;
}

export async function removeDictionaryItems(
  db: Db,
  tenantId: string,
  typeKey: string,
  ids: readonly string[],
): Promise<void> {
  const type = await findType(db, tenantId, typeKey);
  const removed = await db
    .deleteFrom('dictionaryItems')
    .where('tenantId', '=', tenantId)
    .where('typeId', '=', type.id)
    .where('id', 'in', ids)
    .executeTakeFirst();
  if (Number(removed.numDeletedRows) !== new Set(ids).size) throw new AppError('DICTIONARY_ITEM_NOT_FOUND');
}

/** The administrator's list of dictionaries: filter on key, name, enabled; sort on key, name, sort. */
export async function queryDictionaryTypes(
  db: Db,
  tenantId: string,
  query: ListQuery,
  locale: Locale,
): Promise<ListResult<DictionaryTypeRow>> {
  const fields: Record<string, ListField> = {
    key: { type: 'string', text: sql`t.key` },
    name: { type: 'string', text: sql`t.name->>${locale}` },
    enabled: { type: 'boolean', text: sql`t.enabled::text` },
    sort: { type: 'integer', text: sql`t.sort::text`, number: sql`t.sort` },
  };
  const where = listWhere(query.parameters, fields);
  const order = listOrder(query.sorts, fields, ['key', 'name', 'sort'], [{ field: 'sort', order: 'ASC' }], sql`t.key`);
  const { page, limit, offset } = pageOf(query);
  let base = db.selectFrom('dictionaryTypes as t').where('t.tenantId', '=', tenantId);
  if (where) base = base.where(where);
  const total = await base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
  const rows = await base
    .selectAll('t')
    .select((eb) =>
      eb
        .selectFrom('dictionaryItems as i')
        .whereRef('i.tenantId', '=', 't.tenantId')
        .whereRef('i.typeId', '=', 't.id')
        .select((e) => e.fn.countAll<string>().as('c'))
        .as('itemCount'),
    )
    .orderBy(order)
    .limit(limit)
    .offset(offset)
    .execute();
  return {
    dataResult: rows.map((row) => ({
      id: row.id,
      typeKey: row.key,
      name: row.name[locale],
      names: row.name,
      builtin: row.builtin,
      sort: row.sort,
      enabled: row.enabled,
      itemCount: Number(row.itemCount ?? 0),
    })),
    pageResult: pageResult(page, limit, Number(total.n)),
  };
}
