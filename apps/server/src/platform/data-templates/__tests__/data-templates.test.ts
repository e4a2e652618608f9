import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FormDefinitionInput } from '@campusflow/contracts';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../testing/test-app.ts';
import { sessionFor, type TestSession } from '../../files/__tests__/session-for.ts';
import { localDirectoryStorage, storageKeyFor } from '../../files/file-storage.ts';
import { deployDefinition } from '../../workflow/definitions.ts';
import { generalApplicationXml } from '../../workflow/seed-processes.ts';
import { exportRows } from '../data-rows.ts';

const base = '/qzbps/business/v3/data/template';

const repairForm: FormDefinitionInput = {
  name: '宿舍报修',
  code: 'dormRepair',
  fields: [
    { name: 'room', label: '房间', field_type: 'text', field_options: { required: true, max_length: 20 } },
    { name: 'days', label: '天数', field_type: 'number', field_options: { required: true, min: 0 } },
    { name: 'note', label: '说明', field_type: 'text', field_options: {} },
    { name: 'photo', label: '照片', field_type: 'image', field_options: {} },
  ],
};

const template = {
  key: 'dormRepairs',
  name: { 'zh-CN': '报修记录', 'zh-TW': '報修記錄', 'en-US': 'Repairs', 'ja-JP': '修理記録' },
  datasetKey: 'form.dormRepair',
  columns: [{ field: 'room' }, { field: 'days' }, { field: 'note' }, { field: 'createTime' }],
  searchFields: [
    { field: 'room', op: 'SL' },
    { field: 'days', op: 'NG' },
  ],
  sorts: [{ field: 'days', order: 'ASC' }],
  buttons: [
    { alias: 'add' },
    { alias: 'edit', roles: ['student'] },
    { alias: 'remove' },
    { alias: 'export', roles: ['tenantAdmin'] },
  ],
  rowScope: { counsellor: 'classes', collegeAdmin: 'college', tenantAdmin: 'all' },
};

describe('data templates', () => {
  let t: TestApp;
  let admin: TestSession;
  let student: TestSession;
  let economics: TestSession;
  let counsellor: TestSession;
  let counsellor2: TestSession;
  let collegeAdmin: TestSession;
  const ids: string[] = [];

  const list = (s: TestSession, payload: object) =>
    t.call({ method: 'POST', url: `${base}/queryDataTable?dataTemplateId=dormRepairs`, headers: s.headers, payload });
  const save = (s: TestSession, data: object, id?: string) =>
    t.call({
      method: 'POST',
      url: `${base}/saveFormData`,
      headers: s.headers,
      payload: { dataTemplateId: 'dormRepairs', data, ...(id ? { id } : {}) },
    });

  let dir: string;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'cf-dt-'));
    t = await buildTestApp({ config: { FILES_DIR: dir } });
    admin = await sessionFor(t, 'tenantadmin');
    student = await sessionFor(t, 'student');
    counsellor = await sessionFor(t, 'counsellor');
    counsellor2 = await sessionFor(t, 'counsellor2');
    collegeAdmin = await sessionFor(t, 'collegeadmin');
    // A student of a class counsellor2 counsels (the economics college).
    const other = await t.app.db
      .selectFrom('employees as e')
      .innerJoin('counsellorClasses as cc', (j) =>
        j.onRef('cc.tenantId', '=', 'e.tenantId').onRef('cc.classId', '=', 'e.orgId'),
      )
      .innerJoin('users as u', (j) => j.onRef('u.tenantId', '=', 'e.tenantId').onRef('u.id', '=', 'e.userId'))
      .select('u.account')
      .where('cc.userId', '=', counsellor2.auth.userId)
      .executeTakeFirstOrThrow();
    economics = await sessionFor(t, other.account);
    const form = await t.call({
      method: 'POST',
      url: '/qzbps/business/v3/form/save',
      headers: admin.headers,
      payload: repairForm,
    });
    expect(form.body.state).toBe(200);
  });
  afterAll(async () => {
    await t.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('refuses a template naming a column its dataset lacks, or an operator that does not fit', async () => {
    const bad = { ...template, key: 'bad', columns: [{ field: 'nope' }] };
    const res = await t.call({ method: 'POST', url: `${base}/save`, headers: admin.headers, payload: bad });
    expect([res.status, res.body.state]).toEqual([400, 6086102]);
    const op = { ...template, key: 'bad2', searchFields: [{ field: 'days', op: 'SL' }] };
    expect(
      (await t.call({ method: 'POST', url: `${base}/save`, headers: admin.headers, payload: op })).body.state,
    ).toBe(6086102);
  });

  it('E3: only administrators define templates', async () => {
    const denied = await t.call({ method: 'POST', url: `${base}/save`, headers: student.headers, payload: template });
    expect(denied.status).toBe(403);
    const res = await t.call({ method: 'POST', url: `${base}/save`, headers: admin.headers, payload: template });
    expect(res.body.state).toBe(200);
    const dup = await t.call({ method: 'POST', url: `${base}/save`, headers: admin.headers, payload: template });
    expect(dup.body.state).toBe(6086107);
  });

  it('builds the list screen with only the buttons of the caller’s role', async () => {
    const res = await t.call({
      method: 'GET',
      url: `${base}/getBuildDataById?dataTemplateId=dormRepairs`,
      headers: counsellor.headers,
    });
    expect(res.body.state).toBe(200);
    expect(res.body.data.buttons.map((b: { alias: string }) => b.alias)).toEqual(['add', 'remove']);
    expect(res.body.data.searchFields[0]).toMatchObject({ key: 'Q^room^SL', label: '房间', type: 'string' });
    const en = await t.call({
      method: 'GET',
      url: `${base}/getBuildDataById?dataTemplateId=dormRepairs`,
      headers: { ...admin.headers, language: 'en-US' },
    });
    expect(en.body.data.name).toBe('Repairs');
    expect(en.body.data.buttons.map((b: { name: string }) => b.name)).toEqual(['Add', 'Remove', 'Export']);
  });

  it('creates rows through the form and its validator', async () => {
    for (const data of [
      { room: 'A-101', days: 5 },
      { room: 'A-102', days: 1, note: '=HYPERLINK("x")' },
    ]) {
      const res = await save(student, data);
      expect(res.body.state).toBe(200);
      ids.push(res.body.data.id);
    }
    const theirs = await save(economics, { room: 'B-201', days: 3 });
    ids.push(theirs.body.data.id);
    const wrongType = await t.call({
      method: 'POST',
      url: `${base}/saveFormData`,
      headers: student.headers,
      payload: { dataTemplateId: 'dormRepairs', data: 'x', ownerId: admin.auth.userId },
    });
    expect([wrongType.status, wrongType.body.state]).toEqual([400, 6010101]);
    const invalid = await save(student, { room: '', days: -1 });
    expect([invalid.status, invalid.body.state]).toEqual([400, 6080103]);
  });

  it('scopes rows by role: own, my classes, my college, all', async () => {
    const count = async (s: TestSession) => (await list(s, {})).body.data.pageResult.totalCount;
    expect(await count(student)).toBe(2);
    expect(await count(economics)).toBe(1);
    expect(await count(admin)).toBe(3);
    expect(await count(counsellor2)).toBe(1);
    const studentInCounsellorClass = await t.app.db
      .selectFrom('employees as e')
      .innerJoin('counsellorClasses as cc', (j) =>
        j.onRef('cc.tenantId', '=', 'e.tenantId').onRef('cc.classId', '=', 'e.orgId'),
      )
      .select('e.userId')
      .where('cc.userId', '=', counsellor.auth.userId)
      .where('e.userId', '=', student.auth.userId)
      .executeTakeFirst();
    expect(await count(counsellor)).toBe(studentInCounsellorClass ? 2 : 0);
    expect(await count(collegeAdmin)).toBeLessThanOrEqual(2);
  });

  it('filters and sorts on declared fields only (6086103), with exact totals and paging', async () => {
    const filtered = await list(admin, {
      parameters: [{ key: 'Q^days^NG', value: 3 }],
      requestPage: { pageNo: 1, limit: 1 },
    });
    expect(filtered.body.data.pageResult).toEqual({ page: 1, limit: 1, totalCount: 2, totalPages: 2 });
    expect(filtered.body.data.dataResult[0].days).toBe(3);
    const like = await list(admin, {
      parameters: [{ key: 'Q^room^SL', value: 'a-10' }],
      sorts: [{ field: 'days', order: 'DESC' }],
    });
    expect(like.body.data.dataResult.map((r: { room: string }) => r.room)).toEqual(['A-101', 'A-102']);
    const undeclared = await list(admin, { parameters: [{ key: 'Q^note^S', value: 'x' }] });
    expect([undeclared.status, undeclared.body.state]).toEqual([400, 6086103]);
    const badSort = await list(admin, { sorts: [{ field: 'ownerId', order: 'ASC' }] });
    expect(badSort.body.state).toBe(6086103);
    const injection = await list(admin, { parameters: [{ key: 'Q^room^SL', value: "' OR 1=1--" }] });
    expect(injection.body.data.pageResult.totalCount).toBe(0);
  });

  it('E2: rows outside the caller’s scope or tenant are not found', async () => {
    const [mine] = ids;
    const detail = await t.call({
      method: 'GET',
      url: `${base}/queryDataById?dataTemplateId=dormRepairs&id=${mine}`,
      headers: economics.headers,
    });
    expect([detail.status, detail.body.state]).toEqual([404, 6086105]);
    const own = await t.call({
      method: 'GET',
      url: `${base}/queryDataById?dataTemplateId=dormRepairs&id=${mine}`,
      headers: student.headers,
    });
    expect(own.body.data).toMatchObject({ room: 'A-101', days: 5, id: mine });
    const remove = await t.call({
      method: 'POST',
      url: `${base}/removeFormData`,
      headers: economics.headers,
      payload: { dataTemplateId: 'dormRepairs', ids: [mine] },
    });
    expect(remove.body.state).toBe(6086105);
    const foreign = await sessionFor(t, 'tenantadmin', { tenantCode: 'demo2' });
    const other = await t.call({
      method: 'GET',
      url: `${base}/getBuildDataById?dataTemplateId=dormRepairs`,
      headers: foreign.headers,
    });
    expect([other.status, other.body.state]).toEqual([404, 6086101]);
  });

  it('edits and removes through the buttons the role has', async () => {
    const [mine, second] = ids;
    const edited = await save(student, { room: 'A-101', days: 6 }, mine);
    expect(edited.body.state).toBe(200);
    const notAllowed = await save(counsellor, { room: 'A-101', days: 7 }, mine);
    expect([notAllowed.status, notAllowed.body.state]).toEqual([403, 6086106]);
    const removed = await t.call({
      method: 'POST',
      url: `${base}/removeFormData`,
      headers: student.headers,
      payload: { dataTemplateId: 'dormRepairs', ids: [second] },
    });
    expect(removed.body.state).toBe(200);
    expect((await list(student, {})).body.data.pageResult.totalCount).toBe(1);
  });

  it('exports CSV in the caller’s language, formulas neutralised, and caps the rows (6086108)', async () => {
    await save(student, { room: 'A-103', days: 2, note: '=1+1' });
    const res = await t.app.inject({
      method: 'POST',
      url: `${base}/exportData?dataTemplateId=dormRepairs&format=csv`,
      headers: admin.headers,
      payload: {},
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    const lines = res.body.replace('\uFEFF', '').trim().split('\r\n');
    expect(lines[0]).toBe('房间,天数,说明,创建时间');
    expect(lines).toHaveLength(4);
    expect(res.body).toContain("'=1+1");
    const denied = await t.call({
      method: 'POST',
      url: `${base}/exportData?dataTemplateId=dormRepairs&format=csv`,
      headers: student.headers,
      payload: {},
    });
    expect(denied.body.state).toBe(6086106);
    const xlsx = await t.app.inject({
      method: 'POST',
      url: `${base}/exportData?dataTemplateId=dormRepairs&format=xlsx`,
      headers: admin.headers,
      payload: {},
    });
    expect(xlsx.headers['content-type']).toContain('spreadsheetml');
    const parts = unzipSync(new Uint8Array(xlsx.rawPayload));
    const text = Object.values(parts)
      .map((p) => strFromU8(p))
      .join('');
    expect(text).toContain('房间');
    expect(text).toContain('A-103');
    await expect(
      exportRows(
        t.app.db,
        admin.auth,
        'dormRepairs',
        { parameters: [], requestPage: { pageNo: 1, limit: 20 }, sorts: [] },
        2,
      ),
    ).rejects.toMatchObject({
      codeName: 'DATA_TEMPLATE_EXPORT_TOO_LARGE',
    });
  });

  it('lets whoever sees a row open its attachments, and nobody else', async () => {
    const fileId = '019a0000-0000-7000-8000-0000000000aa';
    const key = storageKeyFor(student.auth.tenantId, fileId);
    await localDirectoryStorage(dir).put(key, Buffer.from('GIF89a-photo'));
    await t.app.db
      .insertInto('files')
      .values({
        tenantId: student.auth.tenantId,
        id: fileId,
        ownerId: student.auth.userId,
        name: 'p.gif',
        ext: 'gif',
        mime: 'image/gif',
        size: 12,
        sha256: 'x',
        storageKey: key,
      })
      .execute();
    const row = await save(student, { room: 'A-104', days: 1, photo: [fileId] });
    expect(row.body.state).toBe(200);
    const url = `/qzbps/platform/v3/file/download?fileId=${fileId}`;
    expect((await t.app.inject({ method: 'GET', url, headers: admin.headers })).statusCode).toBe(200);
    const outsider = await t.call({ method: 'GET', url, headers: counsellor2.headers });
    expect([outsider.status, outsider.body.state]).toEqual([403, 6085105]);
  });

  it('starts a process per selected row with the startFlow button', async () => {
    // A process without a form of its own: it takes the row's values as they are (the seeded 通用申请
    // has a form asking for a title, which a repair row does not have).
    await deployDefinition(t.app.db, {
      tenantId: admin.auth.tenantId,
      xml: generalApplicationXml,
      key: 'repair_review',
      now: t.clock.now(),
    });
    const withFlow = {
      ...template,
      key: 'repairFlow',
      buttons: [{ alias: 'startFlow', flowKey: 'repair_review' }],
    };
    expect(
      (await t.call({ method: 'POST', url: `${base}/save`, headers: admin.headers, payload: withFlow })).body.state,
    ).toBe(200);
    const [mine, , theirs] = ids;
    const started = await t.call({
      method: 'POST',
      url: `${base}/startFlow`,
      headers: student.headers,
      payload: { dataTemplateId: 'repairFlow', ids: [mine] },
    });
    expect(started.body.state).toBe(200);
    const instance = await t.app.db
      .selectFrom('wfInstances')
      .select(['businessKey', 'starterId'])
      .where('id', '=', started.body.data[0].instId)
      .executeTakeFirstOrThrow();
    expect(instance).toEqual({ businessKey: `data:form.dormRepair:${mine}`, starterId: student.auth.userId });
    const notMine = await t.call({
      method: 'POST',
      url: `${base}/startFlow`,
      headers: student.headers,
      payload: { dataTemplateId: 'repairFlow', ids: [theirs] },
    });
    expect(notMine.body.state).toBe(6086105);
    const noButton = await t.call({
      method: 'POST',
      url: `${base}/startFlow`,
      headers: student.headers,
      payload: { dataTemplateId: 'dormRepairs', ids: [mine] },
    });
    expect(noButton.body.state).toBe(6086106);
  });
});
