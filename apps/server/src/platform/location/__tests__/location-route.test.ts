import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs } from '../../../testing/login.ts';
import { buildTestApp, type TestApp } from '../../../testing/test-app.ts';

let t: TestApp;
const url = '/qzbps/platform/v3/auth/common/location/convert';

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('GET /platform/v3/auth/common/location/convert', () => {
  it('converts a GPS position to GCJ-02 by default and to BD-09 on request, answering {lng, lat}', async () => {
    const { headers } = await loginAs(t, 'student');
    const gcj = await t.call({ method: 'GET', url: `${url}?lng=121.5272106&lat=31.1774276`, headers });
    expect(gcj.body.state).toBe(200);
    expect(gcj.body.data.lng).toBeCloseTo(121.531541859215, 9);
    expect(gcj.body.data.lat).toBeCloseTo(31.17530398364597, 9);
    const bd = await t.call({ method: 'GET', url: `${url}?lng=116.404&lat=39.915&from=gcj02&to=bd09`, headers });
    expect(bd.body.data.lng).toBeCloseTo(116.41036949371029, 9);
    expect(bd.body.data.lat).toBeCloseTo(39.92133699351021, 9);
  });

  it('needs a login and refuses coordinates out of range', async () => {
    expect((await t.call({ method: 'GET', url: `${url}?lng=1&lat=1` })).body.state).toBe(6020103);
    const { headers } = await loginAs(t, 'student');
    expect((await t.call({ method: 'GET', url: `${url}?lng=200&lat=1`, headers })).body.state).toBe(6010101);
    expect((await t.call({ method: 'GET', url: `${url}?lng=1&lat=1&to=mars`, headers })).body.state).toBe(6010101);
  });
});
