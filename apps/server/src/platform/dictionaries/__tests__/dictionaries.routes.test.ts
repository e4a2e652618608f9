import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../testing/test-app.ts';
import { sessionFor, type TestSession } from '../../files/__tests__/session-for.ts';
import { ensureBuiltinDictionaries } from '../dictionaries.seed.ts';

const base = '/qzbps/platform/v3/dataDict';

describe('dictionaries', () => {
  let t: TestApp;
  let admin: TestSession;
  let student: TestSession;
  let otherAdmin: TestSession;

  beforeAll(async () => {
    t = await buildTestApp();
    admin = await sessionFor(t, 'tenantadmin');
    student = await sessionFor(t, 'student');
    otherAdmin = await sessionFor(t, 'tenantadmin', { tenantCode: 'demo2' });
  });
  afterAll(() => t.close());

  it('serves the built-in dictionaries to every user in the request language', async () => {
    const zh = await t.call({ method: 'GET', url: `${base}/getByTypeKey?typeKey=nation`, headers: student.headers });
    expect(zh.body.state).toBe(200);
    expect(zh.body.data.items).toHaveLength(57);
    expect(zh.body.data.items[0]).toMatchObject({ key: '01', label: '汉族' });
    const en = await t.call({
      method: 'GET',
      url: `${base}/getByTypeKey?typeKey=politicalStatus`,
      headers: { ...student.headers, language: 'en-US' },
    });
    expect(en.body.data.name).toBe('Political status');
    const ja = await t.call({
      method: 'GET',
      url: `${base}/getByTypeKey?typeKey=gender`,
      headers: { ...student.headers, language: 'ja-JP' },
    });
    expect(ja.body.data.items.map((i: { label: string }) => i.label)).toEqual(['男性', '女性']);
  });

  it('E3: only administrators change dictionaries', async () => {
    const res = await t.call({
      method: 'POST',
      url: `${base}/type/save`,
      headers: student.headers,
      payload: {
        key: 'leaveKind',
        name: { 'zh-CN': '假别', 'zh-TW': '假別', 'en-US': 'Leave kind', 'ja-JP': '休暇の種類' },
      },
    });
    expect(res.status).toBe(403);
  });

  it('lets an administrator add a dictionary and items, hides disabled items from forms', async () => {
    const name = { 'zh-CN': '假别', 'zh-TW': '假別', 'en-US': 'Leave kind', 'ja-JP': '休暇の種類' };
    const type = await t.call({
      method: 'POST',
      url: `${base}/type/save`,
      headers: admin.headers,
      payload: { key: 'leaveKind', name },
    });
    expect(type.body.state).toBe(200);
    const label = (zh: string, en: string) => ({ 'zh-CN': zh, 'zh-TW': zh, 'en-US': en, 'ja-JP': zh });
    const sick = await t.call({
      method: 'POST',
      url: `${base}/item/save`,
      headers: admin.headers,
      payload: { typeKey: 'leaveKind', key: 'sick', label: label('病假', 'Sick leave'), sort: 1 },
    });
    await t.call({
      method: 'POST',
      url: `${base}/item/save`,
      headers: admin.headers,
      payload: {
        typeKey: 'leaveKind',
        key: 'personal',
        label: label('事假', 'Personal leave'),
        sort: 2,
        enabled: false,
      },
    });
    const dup = await t.call({
      method: 'POST',
      url: `${base}/item/save`,
      headers: admin.headers,
      payload: { typeKey: 'leaveKind', key: 'sick', label: label('病假', 'Sick') },
    });
    expect([dup.status, dup.body.state]).toEqual([409, 6087103]);
    const forForms = await t.call({
      method: 'GET',
      url: `${base}/getByTypeKey?typeKey=leaveKind`,
      headers: student.headers,
    });
    expect(forForms.body.data.items.map((i: { key: string }) => i.key)).toEqual(['sick']);
    const forAdmin = await t.call({ method: 'GET', url: `${base}/type/get?typeKey=leaveKind`, headers: admin.headers });
    expect(forAdmin.body.data.items).toHaveLength(2);
    const removed = await t.call({
      method: 'POST',
      url: `${base}/item/remove`,
      headers: admin.headers,
      payload: { typeKey: 'leaveKind', ids: [sick.body.data.id] },
    });
    expect(removed.body.state).toBe(200);
  });

  it('lists dictionaries with the list payload, filtering and sorting on declared fields only', async () => {
    const list = await t.call({
      method: 'POST',
      url: `${base}/type/query`,
      headers: admin.headers,
      payload: { parameters: [{ key: 'Q^key^SLL', value: 'n' }], sorts: [{ field: 'key', order: 'ASC' }] },
    });
    expect(list.body.data.dataResult.map((r: { typeKey: string }) => r.typeKey)).toEqual(['nation']);
    expect(list.body.data.pageResult).toEqual({ page: 1, limit: 20, totalCount: 1, totalPages: 1 });
    const bad = await t.call({
      method: 'POST',
      url: `${base}/type/query`,
      headers: admin.headers,
      payload: { parameters: [{ key: 'Q^tenantId^S', value: 'x' }] },
    });
    expect([bad.status, bad.body.state]).toEqual([400, 6086103]);
  });

  it('refuses to remove a built-in dictionary', async () => {
    const gender = await t.call({ method: 'GET', url: `${base}/type/get?typeKey=gender`, headers: admin.headers });
    const res = await t.call({
      method: 'POST',
      url: `${base}/type/remove`,
      headers: admin.headers,
      payload: { ids: [gender.body.data.id] },
    });
    expect(res.body.state).toBe(6087104);
  });

  it('E2: a dictionary of another tenant is not found by id', async () => {
    const mine = await t.call({ method: 'GET', url: `${base}/type/get?typeKey=gender`, headers: admin.headers });
    const res = await t.call({
      method: 'POST',
      url: `${base}/type/remove`,
      headers: otherAdmin.headers,
      payload: { ids: [mine.body.data.id] },
    });
    expect([res.status, res.body.state]).toEqual([404, 6087101]);
  });
});

describe('built-in dictionaries inside a caller transaction', () => {
  it('are added within the caller’s transaction (the demo seed starts processes whose forms read them)', async () => {
    const t = await buildTestApp();
    try {
      const tenant = await t.app.db.selectFrom('tenants').select('id').executeTakeFirstOrThrow();
      await t.app.db.deleteFrom('dictionaryItems').where('tenantId', '=', tenant.id).execute();
      await t.app.db.deleteFrom('dictionaryTypes').where('tenantId', '=', tenant.id).execute();
      await t.app.db.transaction().execute(async (trx) => {
        await ensureBuiltinDictionaries(trx, tenant.id);
      });
      const types = await t.app.db
        .selectFrom('dictionaryTypes')
        .select('key')
        .where('tenantId', '=', tenant.id)
        .execute();
      expect(types.map((r) => r.key)).toContain('nation');
    } finally {
      await t.close();
    }
  });
});
