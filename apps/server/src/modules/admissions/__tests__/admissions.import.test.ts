import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import writeXlsxFile from 'write-excel-file/node';
import { importsSettled } from '../import-job.ts';
import { admissionsApp, csv, csvRow, list } from './admissions-helpers.ts';

// The admitted-list import through HTTP: upload (file store) → report → job with progress → accounts.

let h: Awaited<ReturnType<typeof admissionsApp>>;
beforeAll(async () => {
  h = await admissionsApp();
  for (const name of ['affairsadmin', 'tenantadmin', 'collegeadmin', 'counsellor', 'student']) await h.login(name);
  await h.login('otherAdmin', 'tenantadmin', 'demo2');
});
afterAll(async () => {
  await importsSettled();
  await h.t.close();
});

async function checked(who: string, fileName: string, bytes: Buffer) {
  const fileId = await h.upload(who, fileName, bytes);
  return h.call(who, 'POST', '/admissions/imports', { fileId });
}

describe('validation report', () => {
  it('reports every bad row with its reasons and writes nothing', async () => {
    const bytes = csv([
      csvRow(1),
      csvRow(2, { id: '110105194912310021' }), // bad check digit
      csvRow(3, { no: '26449999990001' }),
      csvRow(4, { no: '26449999990001' }), // duplicate in the file
      csvRow(5, { no: '26110101000001' }), // on the list already (demo new student)
      csvRow(6, { college: '不存在学院' }),
      csvRow(7, { major: '会计学' }), // a major of another college
      csvRow(8, { name: '' }),
      csvRow(9, { major: '天文学' }),
    ]);
    const before = await h.call('affairsadmin', 'POST', '/admissions/candidates/query', list());
    const res = await checked('affairsadmin', 'list.csv', bytes);
    expect(res.body.state).toBe(200);
    const report = res.body.data;
    expect(report).toMatchObject({ status: 'validated', totalRows: 9, validRows: 1, errorRows: 8 });
    const byRow = Object.fromEntries(
      report.problems.map((p: { row: number; problems: { code: string }[] }) => [p.row, p.problems.map((x) => x.code)]),
    );
    expect(byRow).toEqual({
      3: ['idNumber'],
      4: ['duplicateInFile'],
      5: ['duplicateInFile'],
      6: ['duplicateExisting'],
      7: ['unknownCollege'],
      8: ['majorNotInCollege'],
      9: ['required'],
      10: ['unknownMajor'],
    });
    const after = await h.call('affairsadmin', 'POST', '/admissions/candidates/query', list());
    expect(after.body.data.pageResult.totalCount).toBe(before.body.data.pageResult.totalCount);
  });

  it('all-or-nothing refuses a file with bad rows; valid-only writes the valid ones', async () => {
    const res = await checked('affairsadmin', 'mixed.csv', csv([csvRow(101), csvRow(102, { id: '123' }), csvRow(103)]));
    const id = res.body.data.id;
    const all = await h.call('affairsadmin', 'POST', `/admissions/imports/${id}/commit`, { mode: 'all' });
    expect(all.body.state).toBe(6041206);
    const valid = await h.call('affairsadmin', 'POST', `/admissions/imports/${id}/commit`, { mode: 'valid' });
    expect(valid.body.state).toBe(200);
    const done = await h.waitForImport('affairsadmin', id);
    expect(done.data).toMatchObject({ status: 'done', mode: 'valid', createdCount: 2, processedRows: 2, errorRows: 1 });
    const again = await h.call('affairsadmin', 'POST', `/admissions/imports/${id}/commit`, { mode: 'valid' });
    expect(again.body.state).toBe(6041207);
    // The accounts: newStudent, placed in the major, no password until one is issued, first-login change due.
    const user = await h.t.app.db
      .selectFrom('users as u')
      .innerJoin('employees as e', (j) => j.onRef('e.tenantId', '=', 'u.tenantId').onRef('e.userId', '=', 'u.id'))
      .innerJoin('orgs as o', (j) => j.onRef('o.tenantId', '=', 'e.tenantId').onRef('o.id', '=', 'e.orgId'))
      .innerJoin('userRoles as ur', (j) => j.onRef('ur.tenantId', '=', 'u.tenantId').onRef('ur.userId', '=', 'u.id'))
      .innerJoin('roles as r', (j) => j.onRef('r.tenantId', '=', 'ur.tenantId').onRef('r.id', '=', 'ur.roleId'))
      .select(['u.passwordHash', 'u.mustChangePassword', 'o.name as org', 'r.alias', 'e.name', 'e.gender'])
      .where('u.accountLower', '=', '26990000000101')
      .executeTakeFirstOrThrow();
    expect(user).toMatchObject({
      passwordHash: null,
      mustChangePassword: true,
      org: '软件工程',
      alias: 'newStudent',
      name: '考生101',
    });
    expect(['male', 'female']).toContain(user.gender);
  });

  it('XLSX files are read like CSV (shared strings, numbers as text)', async () => {
    const rows = [
      ['考生号', '姓名', '身份证号', '学院', '专业', '批次'],
      ...[201, 202].map((n) => csvRow(n).split(',').slice(0, 6)),
    ];
    const bytes = await writeXlsxFile(
      rows.map((r, i) => r.map((v, j) => (i > 0 && j === 0 ? { value: Number(v), type: Number } : { value: v }))),
    ).toBuffer();
    const res = await checked('affairsadmin', 'list.xlsx', bytes);
    expect(res.body.data).toMatchObject({ totalRows: 2, validRows: 2, errorRows: 0 });
    await h.call('affairsadmin', 'POST', `/admissions/imports/${res.body.data.id}/commit`, { mode: 'all' });
    expect((await h.waitForImport('affairsadmin', res.body.data.id)).data).toMatchObject({
      status: 'done',
      createdCount: 2,
    });
  });

  it('refuses a file without the required columns, and one that is no spreadsheet', async () => {
    const missing = await checked('affairsadmin', 'x.csv', Buffer.from('姓名,学院\n张三,计算机与信息工程学院\n'));
    expect(missing.body.state).toBe(6041204);
    expect(missing.body.variables.missing).toEqual(['examineeNo', 'idNumber', 'major', 'batch']);
    const pdf = await checked('affairsadmin', 'x.pdf', Buffer.from('%PDF-1.4 hello'));
    expect(pdf.body.state).toBe(6041203);
    const broken = await checked('affairsadmin', 'x.xlsx', Buffer.from('PK\u0003\u0004[Content_Types].xml xl/ broken'));
    expect(broken.body.state).toBe(6041203);
  });
});

describe('the 10,000-row file', () => {
  it('imports 10,000 rows as a job with progress; all-or-nothing with one bad row writes nothing', async () => {
    const rows = Array.from({ length: 10_000 }, (_, i) => csvRow(10_000 + i));
    const bad = [...rows];
    bad[7_777] = csvRow(17_777, { id: '440106200801150000' });
    const refused = await checked('affairsadmin', 'bad10k.csv', csv(bad));
    expect(refused.body.data).toMatchObject({ totalRows: 10_000, errorRows: 1 });
    expect(refused.body.data.problems[0].row).toBe(7_779);

    const second = await checked('affairsadmin', 'small.csv', csv([csvRow(99_999)]));
    const started = Date.now();
    const res = await checked('affairsadmin', 'ok10k.csv', csv(rows));
    const checkedAt = Date.now();
    expect(res.body.data).toMatchObject({ totalRows: 10_000, validRows: 10_000, errorRows: 0 });
    const commit = await h.call('affairsadmin', 'POST', `/admissions/imports/${res.body.data.id}/commit`, {
      mode: 'all',
    });
    expect(commit.body.data.status).toBe('running');
    // One import at a time per school.
    const busy = await h.call('affairsadmin', 'POST', `/admissions/imports/${second.body.data.id}/commit`, {
      mode: 'all',
    });
    expect(busy.body.state).toBe(6041208);
    const seen = new Set<number>();
    let status = commit.body.data;
    while (status.status === 'running') {
      seen.add(status.processedRows);
      await new Promise((r) => setTimeout(r, 10));
      status = (await h.call('affairsadmin', 'GET', `/admissions/imports/${res.body.data.id}`)).body.data;
    }
    const finished = Date.now();
    expect(status).toMatchObject({ status: 'done', createdCount: 10_000, processedRows: 10_000 });
    // The progress moved in steps the page could show (chunks of 500).
    expect([...seen].some((n) => n > 0 && n < 10_000)).toBe(true);
    console.log(
      `10,000-row import: check ${checkedAt - started} ms, job ${finished - checkedAt} ms (${h.t.app.dbDriver})`,
    );
    const count = await h.call(
      'affairsadmin',
      'POST',
      '/admissions/candidates/query',
      list([{ key: 'Q^importId^S', value: res.body.data.id }], 1),
    );
    expect(count.body.data.pageResult.totalCount).toBe(10_000);
    await importsSettled();
  }, 600_000);
});

describe('permissions and tenants', () => {
  it('only the admissions office imports; other roles get 403', async () => {
    const fileId = await h.upload('collegeadmin', 'c.csv', csv([csvRow(301)]));
    for (const who of ['collegeadmin', 'counsellor', 'student']) {
      const res = await h.call(who, 'POST', '/admissions/imports', { fileId });
      expect(res.status, who).toBe(403);
      expect((await h.call(who, 'GET', '/admissions/imports')).status).toBe(403);
    }
    const anonymous = await h.call(null, 'GET', '/admissions/imports');
    expect(anonymous.body.state).toBe(6020103);
  });

  it('another school sees neither the imports nor the files of this one', async () => {
    const fileId = await h.upload('affairsadmin', 'mine.csv', csv([csvRow(401)]));
    const res = await h.call('affairsadmin', 'POST', '/admissions/imports', { fileId });
    const id = res.body.data.id;
    expect((await h.call('otherAdmin', 'GET', `/admissions/imports/${id}`)).body.state).toBe(6041202);
    expect((await h.call('otherAdmin', 'POST', `/admissions/imports/${id}/commit`, { mode: 'all' })).body.state).toBe(
      6041202,
    );
    expect((await h.call('otherAdmin', 'POST', '/admissions/imports', { fileId })).body.state).toBe(6085104);
    expect((await h.call('otherAdmin', 'GET', '/admissions/imports')).body.data).toEqual([]);
  });
});
