import pg from 'pg';
import { type DatabaseHandle, type Db, openDatabase } from '../../apps/server/src/platform/db/database.ts';
import { migrateToLatest } from '../../apps/server/src/platform/db/migrate.ts';
import { seedDemoUniversity } from '../../apps/server/src/seed/demo-university.ts';
import { seedPlatform } from '../../apps/server/src/seed/platform-seed.ts';

// The PostgreSQL benches each run on a database of their own: created on BENCH_DATABASE_URL (default
// the local server), migrated, seeded with the platform and the demo university, and dropped afterwards
// even when the run fails, so a bench never measures (or leaves behind) another run's rows.

export const benchAdminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export type ScratchDatabase = { handle: DatabaseHandle; db: Db; demoTenantId: string };

export async function withScratchDatabase(prefix: string, run: (scratch: ScratchDatabase) => Promise<void>) {
  const name = `${prefix}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: benchAdminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(benchAdminUrl);
  url.pathname = `/${name}`;
  try {
    const handle = await openDatabase(url.toString(), { poolMax: 20 });
    try {
      await migrateToLatest(handle.db);
      await seedPlatform(handle.db);
      await seedDemoUniversity(handle.db);
      const tenant = await handle.db
        .selectFrom('tenants')
        .select('id')
        .where('code', '=', 'demo')
        .executeTakeFirstOrThrow();
      await run({ handle, db: handle.db, demoTenantId: tenant.id });
    } finally {
      await handle.close();
    }
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}
