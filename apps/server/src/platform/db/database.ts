import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { CamelCasePlugin, Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { withNamedStatements } from './named-statements.ts';
import { PGliteDialect } from './pglite-dialect.ts';
import type { Database } from './tables.ts';

export type Db = Kysely<Database>;
export type DatabaseHandle = { db: Db; driver: 'pglite' | 'postgres'; close: () => Promise<void> };

// Return timestamptz and int8 as JS values the app can use directly.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v));

export class DatabaseLockedError extends Error {}

/**
 * PGlite is one process per data directory and has no lock of its own: two processes on one dir
 * silently lose writes (stack-notes.md gotcha 4). A pid file taken with O_EXCL refuses the second.
 */
function lockDataDir(dir: string): () => void {
  mkdirSync(dir, { recursive: true });
  const lockPath = resolve(dir, 'campusflow.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(lockPath, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return () => rmSync(lockPath, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const pid = Number(readFileSync(lockPath, 'utf8'));
      if (Number.isInteger(pid) && pid > 0 && isAlive(pid)) {
        throw new DatabaseLockedError(
          `The embedded database at ${dir} is in use by process ${pid}. Stop it, or set DATABASE_URL to a PostgreSQL server to run several instances.`,
        );
      }
      rmSync(lockPath, { force: true }); // stale lock from a crashed process
    }
  }
  throw new DatabaseLockedError(`Could not lock ${dir}`);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export type DatabaseOptions = { poolMax?: number; pgliteSnapshot?: Blob };

export async function openDatabase(url: string, options: DatabaseOptions = {}): Promise<DatabaseHandle> {
  const plugins = [new CamelCasePlugin()];
  if (url.startsWith('pglite://')) {
    const target = url.slice('pglite://'.length);
    const inMemory = target === 'memory';
    const unlock = inMemory ? () => {} : lockDataDir(resolve(target));
    try {
      // Options must be the first argument: `new PGlite(undefined, { loadDataDir })` ignores the snapshot.
      const pglite = new PGlite({
        ...(inMemory ? {} : { dataDir: resolve(target) }),
        ...(options.pgliteSnapshot ? { loadDataDir: options.pgliteSnapshot } : {}),
      });
      await pglite.waitReady;
      const db = new Kysely<Database>({ dialect: new PGliteDialect(pglite), plugins });
      return {
        db,
        driver: 'pglite',
        close: async () => {
          await db.destroy();
          unlock();
        },
      };
    } catch (error) {
      unlock();
      throw error;
    }
  }
  const pool = new pg.Pool({ connectionString: url, max: options.poolMax ?? 10 });
  let closing = false;
  // An idle client's socket can fail (PostgreSQL restarted, a backend terminated). pg-pool drops that
  // client and re-emits the error on the pool, and an EventEmitter 'error' without a listener would
  // take the whole process down. pool.end() also resolves before the sockets have closed, so errors
  // after close (a database dropped right after) are expected and not reported.
  pool.on('error', (error) => {
    if (!closing) process.emitWarning(`PostgreSQL idle connection failed: ${error.message}`);
  });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: withNamedStatements(pool) }), plugins });
  return {
    db,
    driver: 'postgres',
    close: () => {
      closing = true;
      return db.destroy();
    },
  };
}
