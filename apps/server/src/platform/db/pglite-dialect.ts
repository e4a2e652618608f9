import type { PGlite } from '@electric-sql/pglite';
import {
  type CompiledQuery,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type QueryResult,
  type TransactionSettings,
} from 'kysely';

// kysely-pglite hands one PGlite session to every caller without a lock, so a transaction
// interleaves with concurrent requests and a ROLLBACK erases their rows (stack-notes.md gotcha 3).
// This driver serialises: a connection is held from acquire to release, one at a time.
class PGliteConnection implements DatabaseConnection {
  constructor(private readonly pg: PGlite) {}

  async executeQuery<R>(compiled: CompiledQuery): Promise<QueryResult<R>> {
    // Without parameters use the simple protocol, which also runs multi-statement DDL (migrations).
    const result =
      compiled.parameters.length === 0
        ? ((await this.pg.exec(compiled.sql)).at(-1) ?? { rows: [], affectedRows: 0 })
        : await this.pg.query<R>(compiled.sql, compiled.parameters as unknown[]);
    const affected = result.affectedRows;
    return {
      rows: result.rows as R[],
      ...(affected !== undefined && /^\s*(insert|update|delete|merge)/i.test(compiled.sql)
        ? { numAffectedRows: BigInt(affected) }
        : {}),
    };
  }

  // biome-ignore lint/correctness/useYield: PGlite cannot stream; the method must exist.
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('PGlite does not support streaming');
  }
}

class PGliteDriver implements Driver {
  private tail: Promise<void> = Promise.resolve();
  private readonly releasers = new WeakMap<DatabaseConnection, () => void>();
  private readonly connection: PGliteConnection;

  constructor(private readonly pg: PGlite) {
    this.connection = new PGliteConnection(pg);
  }

  async init(): Promise<void> {}

  async acquireConnection(): Promise<DatabaseConnection> {
    let release!: () => void;
    const previous = this.tail;
    this.tail = new Promise<void>((resolve) => {
      release = resolve;
    });
    await previous;
    this.releasers.set(this.connection, release);
    return this.connection;
  }

  async beginTransaction(conn: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    const level = settings.isolationLevel ? ` isolation level ${settings.isolationLevel}` : '';
    await conn.executeQuery({ sql: `begin${level}`, parameters: [] } as unknown as CompiledQuery);
  }

  async commitTransaction(conn: DatabaseConnection): Promise<void> {
    await conn.executeQuery({ sql: 'commit', parameters: [] } as unknown as CompiledQuery);
  }

  async rollbackTransaction(conn: DatabaseConnection): Promise<void> {
    await conn.executeQuery({ sql: 'rollback', parameters: [] } as unknown as CompiledQuery);
  }

  async releaseConnection(conn: DatabaseConnection): Promise<void> {
    const release = this.releasers.get(conn);
    this.releasers.delete(conn);
    release?.();
  }

  async destroy(): Promise<void> {
    await this.pg.close();
  }
}

export class PGliteDialect implements Dialect {
  constructor(private readonly pg: PGlite) {}
  createAdapter() {
    return new PostgresAdapter();
  }
  createDriver(): Driver {
    return new PGliteDriver(this.pg);
  }
  createQueryCompiler() {
    return new PostgresQueryCompiler();
  }
  // biome-ignore lint/suspicious/noExplicitAny: Kysely's introspector accepts any database shape.
  createIntrospector(db: Kysely<any>) {
    return new PostgresIntrospector(db);
  }
}
