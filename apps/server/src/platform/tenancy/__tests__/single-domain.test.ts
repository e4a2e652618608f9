import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs } from '../../../testing/login.ts';
import { buildTestApp, type TestApp } from '../../../testing/test-app.ts';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp({ config: { SINGLE_DOMAIN: 'true' } });
});
afterAll(() => t.close());

describe('SINGLE_DOMAIN=true', () => {
  it('serves the tenancy, menu and settings calls under the API base alone and says so', async () => {
    const open = await t.call({ method: 'GET', url: '/qzbps/user/open/tenant' });
    expect(open.body.data).toMatchObject({ tenantOpen: true, singleDomain: true });
    expect((await t.call({ method: 'GET', url: '/qzbps/oauth2/v3/user/open/tenant' })).status).toBe(404);
    const settings = await t.call({
      method: 'POST',
      url: '/qzbps/auth/common/sysConfig/white/list?sysConfigCodes=encrypt_express',
    });
    expect(settings.body.data).toEqual([{ code: 'encrypt_express', value: '0' }]);
    const student = await loginAs(t, 'student');
    const menu = await t.call({ method: 'GET', url: '/qzbps/auth/appres/getMenuData', headers: student.headers });
    expect(menu.body.state).toBe(200);
    expect(menu.body.data.length).toBeGreaterThan(5);
  });
});
