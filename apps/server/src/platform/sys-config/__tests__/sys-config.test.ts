import { headers } from '@campusflow/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs } from '../../../testing/login.ts';
import { buildTestApp, type TestApp } from '../../../testing/test-app.ts';

let t: TestApp;
let demoId: string;
let demo2Id: string;
const url = '/qzbps/platform/v3/auth/common/sysConfig/white/list';

beforeAll(async () => {
  t = await buildTestApp();
  const tenants = await t.app.db.selectFrom('tenants').select(['id', 'code']).execute();
  demoId = tenants.find((x) => x.code === 'demo')?.id as string;
  demo2Id = tenants.find((x) => x.code === 'demo2')?.id as string;
  await t.app.db
    .insertInto('sysConfigs')
    .values([
      { tenantId: demoId, code: 'sms.secret', value: 'demo-sms-secret', isPublic: false },
      { tenantId: demoId, code: 'school_motto', value: '博学笃行', isPublic: true },
    ])
    .execute();
  await t.app.db
    .updateTable('sysConfigs')
    .set({ value: '1' })
    .where('tenantId', '=', demo2Id)
    .where('code', '=', 'encrypt_express')
    .execute();
});
afterAll(() => t.close());

describe('POST /platform/v3/auth/common/sysConfig/white/list', () => {
  it('answers encrypt_express before login as a list of {code, value} (spec §4, §7)', async () => {
    const res = await t.call({ method: 'POST', url: `${url}?sysConfigCodes=encrypt_express` });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual([{ code: 'encrypt_express', value: '0' }]);
  });

  it('answers several public codes in the order asked and skips unknown ones', async () => {
    const res = await t.call({
      method: 'POST',
      url: `${url}?sysConfigCodes=school_motto,nope,encrypt_express,map_coordinate_system`,
      payload: {},
    });
    expect(res.body.data).toEqual([
      { code: 'school_motto', value: '博学笃行' },
      { code: 'encrypt_express', value: '0' },
      { code: 'map_coordinate_system', value: 'gcj02' },
    ]);
  });

  it('never answers a private setting, not even to the tenant administrator', async () => {
    const anonymous = await t.call({ method: 'POST', url: `${url}?sysConfigCodes=sms.secret,encrypt_express` });
    expect(anonymous.body.data).toEqual([{ code: 'encrypt_express', value: '0' }]);
    const admin = await loginAs(t, 'tenantadmin');
    const res = await t.call({ method: 'POST', url: `${url}?sysConfigCodes=sms.secret`, headers: admin.headers });
    expect(res.body.state).toBe(200);
    expect(res.body.data).toEqual([]);
    const superUser = await loginAs(t, 'super', { role: 'ALL' });
    const again = await t.call({ method: 'POST', url: `${url}?sysConfigCodes=sms.secret`, headers: superUser.headers });
    expect(again.body.data).toEqual([]);
  });

  it('reads the login tenant from the tenant header before login', async () => {
    const res = await t.call({
      method: 'POST',
      url: `${url}?sysConfigCodes=encrypt_express`,
      headers: { [headers.tenantId]: 'demo2' },
    });
    expect(res.body.data).toEqual([{ code: 'encrypt_express', value: '1' }]);
    const unknown = await t.call({
      method: 'POST',
      url: `${url}?sysConfigCodes=encrypt_express`,
      headers: { [headers.tenantId]: 'no-such-school' },
    });
    expect(unknown.body).toMatchObject({ state: 200, data: [] });
  });

  it('E1: with a token the tenant is the token’s, whatever the header says', async () => {
    const student = await loginAs(t, 'student');
    const res = await t.call({
      method: 'POST',
      url: `${url}?sysConfigCodes=encrypt_express,school_motto`,
      headers: { ...student.headers, [headers.tenantId]: demo2Id },
    });
    expect(res.body.data).toEqual([
      { code: 'encrypt_express', value: '0' },
      { code: 'school_motto', value: '博学笃行' },
    ]);
  });

  it('refuses malformed codes, too many codes and unknown fields (6010101)', async () => {
    const bad = await t.call({ method: 'POST', url: `${url}?sysConfigCodes=${encodeURIComponent("x' or 1=1")}` });
    expect(bad.body.state).toBe(6010101);
    const many = Array.from({ length: 51 }, (_, i) => `c${i}`).join(',');
    expect((await t.call({ method: 'POST', url: `${url}?sysConfigCodes=${many}` })).body.state).toBe(6010101);
    const extra = await t.call({ method: 'POST', url: `${url}?sysConfigCodes=a&tenantId=${demo2Id}` });
    expect(extra.body.state).toBe(6010101);
    const missing = await t.call({ method: 'POST', url });
    expect(missing.body.state).toBe(6010101);
  });
});
