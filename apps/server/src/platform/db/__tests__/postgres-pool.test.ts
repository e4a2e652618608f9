import { sql } from 'kysely';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../database.ts';

const adminUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!adminUrl)('PostgreSQL pool', () => {
  it('survives an idle connection being terminated by the server, and keeps serving', async () => {
    const handle = await openDatabase(adminUrl as string, { poolMax: 2 });
    const warnings: string[] = [];
    const onWarning = (warning: Error) => warnings.push(warning.message);
    process.on('warning', onWarning);
    try {
      const { rows } = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(handle.db);
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query('select pg_terminate_backend($1)', [rows[0].pid]);
      await admin.end();
      await expect.poll(() => warnings.some((w) => w.includes('idle connection failed'))).toBe(true);
      const again = await sql<{ one: number }>`select 1 as one`.execute(handle.db);
      expect(again.rows[0].one).toBe(1);
    } finally {
      process.off('warning', onWarning);
      await handle.close();
    }
  });
});
