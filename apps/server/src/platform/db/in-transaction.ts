import type { Db } from './database.ts';

/**
 * Runs `work` in a transaction, joining the caller's when there is one. Seeding calls services inside
 * its own transaction and Kysely cannot nest them; joining keeps the whole seed all-or-nothing.
 */
export function inTransaction<T>(db: Db, work: (trx: Db) => Promise<T>): Promise<T> {
  return db.isTransaction ? work(db) : db.transaction().execute(work);
}
