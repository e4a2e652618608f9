// npm run bench:admissions — issue 7 §3: importing a 10,000-row admitted list (check + job that creates
// the newStudent accounts), against a same-run baseline: the same number of rows written by hand into a
// scratch table in chunks of 500 on the same database. PGlite by default (what `npm start` runs);
// BENCH_DATABASE_URL=postgres://… runs it on PostgreSQL. BENCH_ROWS (default 10000) sets the size.
import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import { demoIdNumber } from '../apps/server/src/modules/admissions/admissions.demo.ts';
import setup from '../apps/server/src/testing/global-setup.ts';
import { loginAs } from '../apps/server/src/testing/login.ts';
import { buildTestApp } from '../apps/server/src/testing/test-app.ts';

const rows = Number(process.env.BENCH_ROWS ?? 10_000);
if (process.env.BENCH_DATABASE_URL) process.env.TEST_DATABASE_URL = process.env.BENCH_DATABASE_URL;
process.env.TEST_TEMPLATE_TAG ??= 'bench-admissions';

await setup();
const t = await buildTestApp({
  config: { FILES_DIR: `/tmp/cf-bench-admissions-${process.pid}`, FILES_MAX_BYTES: String(50 * 1024 * 1024) },
});
const admin = await loginAs(t, 'affairsadmin');
const base = '/qzbps/business/v3';

const lines = ['考生号,姓名,身份证号,学院,专业,批次'];
for (let i = 0; i < rows; i++) {
  const id = demoIdNumber('440106', `2008${String((i % 12) + 1).padStart(2, '0')}15`, i % 1000);
  lines.push(`2698${String(i).padStart(10, '0')},考生${i},${id},计算机与信息工程学院,软件工程,本科批`);
}
const csv = Buffer.from(`\uFEFF${lines.join('\r\n')}\r\n`, 'utf8');

const boundary = '----bench';
const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="bench.csv"\r\nContent-Type: text/csv\r\n\r\n`;
const started = performance.now();
const upload = await t.call({
  method: 'POST',
  url: '/qzbps/platform/v3/file/upload',
  payload: Buffer.concat([Buffer.from(head), csv, Buffer.from(`\r\n--${boundary}--\r\n`)]),
  headers: { ...admin.headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
});
const created = await t.call({
  method: 'POST',
  url: `${base}/admissions/imports`,
  headers: admin.headers,
  payload: { fileId: upload.body.data.id },
});
const checkedAt = performance.now();
if (created.body.data?.validRows !== rows)
  throw new Error(`check failed: ${JSON.stringify(created.body).slice(0, 300)}`);
await t.call({
  method: 'POST',
  url: `${base}/admissions/imports/${created.body.data.id}/commit`,
  headers: admin.headers,
  payload: { mode: 'all' },
});
let status = 'running';
let polls = 0;
while (status === 'running') {
  await new Promise((r) => setTimeout(r, 100));
  const res = await t.call({
    method: 'GET',
    url: `${base}/admissions/imports/${created.body.data.id}`,
    headers: admin.headers,
  });
  status = res.body.data.status;
  polls++;
  if (status === 'failed') throw new Error(`import failed: ${res.body.data.failure}`);
}
const finished = performance.now();

// Baseline: the same number of rows (one narrow table) written in chunks of 500, one transaction each.
await sql`create table bench_rows (id integer primary key, a text, b text, c text)`.execute(t.app.db);
const baseStart = performance.now();
for (let i = 0; i < rows; i += 500) {
  await t.app.db.transaction().execute(async (trx) => {
    const values = Array.from(
      { length: Math.min(500, rows - i) },
      (_, k) => sql`(${i + k}, ${`a${i + k}`}, ${'b'}, ${'c'})`,
    );
    await sql`insert into bench_rows values ${sql.join(values)}`.execute(trx);
  });
}
const baseMs = performance.now() - baseStart;

const jobMs = finished - checkedAt;
const rate = rows / (jobMs / 1000);
const baseRate = rows / (baseMs / 1000);
console.log(
  `admitted-list import (${t.app.dbDriver}): ${rows} rows; upload+check ${Math.round(checkedAt - started)} ms, ` +
    `job ${Math.round(jobMs)} ms (${Math.round(rate)} rows/s, ${polls} progress polls answered meanwhile), total ${Math.round(finished - started)} ms; ` +
    `baseline bare chunked insert: ${Math.round(baseRate)} rows/s; ratio ${(rate / baseRate).toFixed(2)}`,
);
await t.close();
