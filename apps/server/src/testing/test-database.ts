import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { type DatabaseHandle, openDatabase } from '../platform/db/database.ts';
import { newId } from '../platform/db/ids.ts';
import { templatePaths } from './template.ts';

/** A fresh database per test app, copied from the template made once by the global setup. */
export async function openTestDatabase(options: { demo: boolean }): Promise<DatabaseHandle> {
  const paths = templatePaths();
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) {
    const name = `cf_test_${newId().replaceAll('-', '').slice(-16)}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    try {
      await admin.query(
        `create database ${name} template ${options.demo ? paths.pgDemoTemplate : paths.pgBareTemplate}`,
      );
    } finally {
      await admin.end();
    }
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    const handle = await openDatabase(url.toString(), { poolMax: 5 });
    return {
      ...handle,
      close: async () => {
        await handle.close();
        const dropper = new pg.Client({ connectionString: adminUrl });
        await dropper.connect();
        await dropper.query(`drop database if exists ${name} with (force)`);
        await dropper.end();
      },
    };
  }
  const snapshot = await readFile(options.demo ? paths.pgliteDemo : paths.pgliteBare);
  return openDatabase('pglite://memory', { pgliteSnapshot: new Blob([snapshot]) });
}
