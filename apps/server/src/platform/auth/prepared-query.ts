import { type Compilable, CompiledQuery } from 'kysely';
import type { Db } from '../db/database.ts';
import { nameStatement } from '../db/named-statements.ts';

type Slot<K> = { key: K } | { value: unknown };

/**
 * A query of the hot path (every request's token check, GET /user/context) built and compiled by
 * Kysely once per database instead of on every call: building a query with joins and sub-selects costs
 * more JavaScript than the database needs to answer it. `build` receives marker strings for the
 * parameters; their positions in the compiled SQL are remembered and filled with the real values.
 */
export function preparedQuery<Row, K extends string>(
  keys: readonly K[],
  build: (db: Db, params: Record<K, string>) => Compilable<Row>,
): (db: Db, values: Record<K, unknown>) => Promise<Row[]> {
  const cache = new WeakMap<Db, { sql: string; slots: Slot<K>[] }>();
  return async (db, values) => {
    let entry = cache.get(db);
    if (!entry) {
      const markers = Object.fromEntries(keys.map((k) => [k, `\u0001param:${k}\u0001`])) as Record<K, string>;
      const compiled = build(db, markers).compile();
      const slots = compiled.parameters.map((p): Slot<K> => {
        const key = keys.find((k) => markers[k] === p);
        return key === undefined ? { value: p } : { key };
      });
      nameStatement(compiled.sql);
      entry = { sql: compiled.sql, slots };
      cache.set(db, entry);
    }
    const parameters = entry.slots.map((slot) => ('key' in slot ? values[slot.key] : slot.value));
    const result = await db.executeQuery<Row>(CompiledQuery.raw(entry.sql, parameters));
    return result.rows;
  };
}
