import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../testing/test-app.ts';

describe('envelope and errors', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ demo: false });
  });
  afterAll(() => t.close());

  it('answers an unknown API path with the envelope, 404 and the message in the request language', async () => {
    const zh = await t.call({ method: 'GET', url: '/qzbps/platform/v3/nothing-here' });
    expect(zh.status).toBe(404);
    expect(zh.body).toMatchObject({ state: 6050101, message: '资源不存在', data: null });
    const ja = await t.call({ method: 'GET', url: '/qzbps/platform/v3/nothing-here', headers: { language: 'ja-JP' } });
    expect(ja.body.message).toBe('見つかりません');
    const en = await t.call({ method: 'GET', url: '/qzbps/x', headers: { 'accept-language': 'en-GB,en;q=0.8' } });
    expect(en.body.message).toBe('Not found');
  });

  it('reports health and readiness with the database driver', async () => {
    expect((await t.app.inject({ url: '/healthz' })).json()).toEqual({ status: 'ok' });
    const ready = (await t.app.inject({ url: '/readyz' })).json();
    expect(ready.status).toBe('ready');
    expect(['pglite', 'postgres']).toContain(ready.database);
  });

  it('sends security headers', async () => {
    const res = await t.app.inject({ url: '/healthz' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(String(res.headers['content-security-policy'])).toContain("default-src 'self'");
  });
});
