import type { Db } from '../db/database.ts';
import { newId } from '../db/ids.ts';
import { inTransaction } from '../db/in-transaction.ts';
import { builtinDictionaries } from './dictionaries.builtins.ts';

/**
 * Adds the built-in dictionaries a tenant lacks. Idempotent, and it never overwrites: a school's
 * renamed labels, reordering and disabled items stay as the school left them.
 */
export async function seedBuiltinDictionaries(db: Db, tenantId: string): Promise<void> {
  // Joins the caller's transaction: the demo seed starts processes whose forms read dictionaries.
  await inTransaction(db, async (trx) => {
    await trx
      .insertInto('dictionaryTypes')
      .values(
        builtinDictionaries.map((d, sort) => ({
          tenantId,
          id: newId(),
          key: d.key,
          name: JSON.stringify(d.name),
          builtin: true,
          sort,
        })),
      )
      .onConflict((c) => c.columns(['tenantId', 'key']).doNothing())
      .execute();
    const types = await trx
      .selectFrom('dictionaryTypes')
      .select(['id', 'key'])
      .where('tenantId', '=', tenantId)
      .where(
        'key',
        'in',
        builtinDictionaries.map((d) => d.key),
      )
      .execute();
    const typeIds = new Map(types.map((row) => [row.key, row.id]));
    const items = builtinDictionaries.flatMap((d) =>
      d.items.map((item, sort) => ({
        tenantId,
        id: newId(),
        typeId: typeIds.get(d.key) ?? '',
        key: item.key,
        label: JSON.stringify(item.label),
        sort,
      })),
    );
    await trx
      .insertInto('dictionaryItems')
      .values(items)
      .onConflict((c) => c.columns(['tenantId', 'typeId', 'key']).doNothing())
      .execute();
  });
}

// Tenants are created by several paths (demo seed, registration); instead of hooking each, the
// built-ins are added the first time a tenant's dictionaries are used, once per process and tenant.
const seeded = new WeakMap<Db, Set<string>>();

export async function ensureBuiltinDictionaries(db: Db, tenantId: string): Promise<void> {
  let tenants = seeded.get(db);
  if (!tenants) {
    tenants = new Set();
    seeded.set(db, tenants);
  }
  if (tenants.has(tenantId)) return;
  const present = await db
    .selectFrom('dictionaryTypes')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('tenantId', '=', tenantId)
    .where('builtin', '=', true)
    .executeTakeFirstOrThrow();
  if (Number(present.n) < builtinDictionaries.length) await seedBuiltinDictionaries(db, tenantId);
  tenants.add(tenantId);
}
