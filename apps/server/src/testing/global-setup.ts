import { mkdir, writeFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { CamelCasePlugin, Kysely } from 'kysely';
import pg from 'pg';
import { openDatabase } from '../platform/db/database.ts';
import { migrateToLatest } from '../platform/db/migrate.ts';
import { PGliteDialect } from '../platform/db/pglite-dialect.ts';
import type { Database } from '../platform/db/tables.ts';
import { seedDemoUniversity } from '../seed/demo-university.ts';
import { seedPlatform } from '../seed/platform-seed.ts';
import { templatePaths } from './template.ts';

// Builds the migrated (bare) and demo-seeded template databases once per test run; each test app
// then starts from a copy instead of paying PGlite's initdb (~4 s) and the seed again.
export default async function setup(): Promise<void> {
  const paths = templatePaths();
  await mkdir(paths.dir, { recursive: true });
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) {
    await buildPostgresTemplates(adminUrl, paths.pgBareTemplate, paths.pgDemoTemplate);
    return;
  }
  const pglite = new PGlite();
  await pglite.waitReady;
  const db = new Kysely<Database>({ dialect: new PGliteDialect(pglite), plugins: [new CamelCasePlugin()] });
  await migrateToLatest(db);
  await seedPlatform(db);
  await writeFile(paths.pgliteBare, Buffer.from(await (await pglite.dumpDataDir('gzip')).arrayBuffer()));
  await seedDemoUniversity(db);
  await writeFile(paths.pgliteDemo, Buffer.from(await (await pglite.dumpDataDir('gzip')).arrayBuffer()));
  await db.destroy();
}

async function buildPostgresTemplates(adminUrl: string, bare: string, demo: string) {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    for (const name of [bare, demo]) {
      await admin.query(`drop database if exists ${name} with (force)`);
    }
    await admin.query(`create database ${bare}`);
    await prepare(adminUrl, bare, false);
    await admin.query(`create database ${demo} template ${bare}`);
    await prepare(adminUrl, demo, true);
  } finally {
    await admin.end();
  }
}

async function prepare(adminUrl: string, name: string, demo: boolean) {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase(url.toString(), { poolMax: 2 });
  try {
    if (!demo) {
      await migrateToLatest(handle.db);
      await seedPlatform(handle.db);
    } else {
      await seedDemoUniversity(handle.db);
    }
  } finally {
    await handle.close();
  }
}
