import type { PostgresPool, PostgresPoolClient } from 'kysely';
import type pg from 'pg';

// SQL text → server-side statement name. Only the hot-path queries register (auth/prepared-query.ts):
// their joins cost PostgreSQL more to plan (~0.3–1.5 ms) than to run, and a named statement is planned
// once per connection. The set is small and fixed, so the map never grows with traffic.
const statementNames = new Map<string, string>();

export function nameStatement(sql: string): void {
  if (!statementNames.has(sql)) statementNames.set(sql, `cf_hot_${statementNames.size + 1}`);
}

/** A pool for Kysely whose clients send registered SQL as named (prepared) statements. */
export function withNamedStatements(pool: pg.Pool): PostgresPool {
  const wrappers = new WeakMap<pg.PoolClient, PostgresPoolClient>();
  const wrap = (client: pg.PoolClient): PostgresPoolClient => {
    const query = (sqlOrCursor: unknown, parameters?: readonly unknown[]) => {
      if (typeof sqlOrCursor !== 'string') return client.query(sqlOrCursor as never);
      const values = parameters ? [...parameters] : [];
      const name = statementNames.get(sqlOrCursor);
      return name ? client.query({ name, text: sqlOrCursor, values }) : client.query(sqlOrCursor, values);
    };
    return { query: query as unknown as PostgresPoolClient['query'], release: () => client.release() };
  };
  return {
    connect: async () => {
      const client = await pool.connect();
      let wrapper = wrappers.get(client);
      if (!wrapper) {
        wrapper = wrap(client);
        wrappers.set(client, wrapper);
      }
      return wrapper;
    },
    end: () => pool.end(),
  };
}
