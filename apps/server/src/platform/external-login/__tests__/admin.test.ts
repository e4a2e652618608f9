import { randomUUID } from 'node:crypto';
import { maskedSecret } from '@campusflow/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs, oauthPath } from '../../../testing/login.ts';
import { buildTestApp, type TestApp } from '../../../testing/test-app.ts';
import { openSecret } from '../../config/secret-box.ts';
import { xlDb } from '../external-login.tables.ts';
import { adminOf, callback, createProvider, platformPath } from './helpers.ts';

// The tenant administrator's provider settings and the login page's public list.
describe('external login providers: admin API and public list', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  });

  const oidc = {
    kind: 'oidc',
    name: '统一身份认证',
    issuer: 'https://idp.example.edu',
    clientId: 'campusflow',
    clientSecret: 'top-secret-value',
  };

  it('stores the secret server-side only: masked for the admin, absent from the public list', async () => {
    const admin = await adminOf(t);
    const id = await createProvider(t, admin, oidc);
    const list = await t.call({
      method: 'GET',
      url: platformPath(t, '/external-login/providers'),
      headers: admin.headers,
    });
    const mine = list.body.data.find((p: { id: string }) => p.id === id);
    expect(mine).toMatchObject({
      kind: 'oidc',
      clientId: 'campusflow',
      secretSet: true,
      secret: maskedSecret,
      redirectUris: [callback],
    });
    expect(JSON.stringify(list.body)).not.toContain('top-secret-value');
    const open = await t.call({
      method: 'GET',
      url: oauthPath(t, '/user/login/providers'),
      query: { tenantCode: 'demo' },
    });
    expect(open.body.data).toContainEqual({ id, kind: 'oidc', name: '统一身份认证', mode: null });
    expect(JSON.stringify(open.body)).not.toMatch(/top-secret-value|idp\.example\.edu|campusflow"/);
    // Updating with the mask keeps the stored secret; a new value replaces it.
    const keep = await t.call({
      method: 'PUT',
      url: platformPath(t, `/external-login/providers/${id}`),
      headers: admin.headers,
      payload: { ...oidc, clientSecret: maskedSecret, name: 'Campus login', redirectUris: [callback] },
    });
    expect(keep.body.data.name).toBe('Campus login');
    const row = await xlDb(t.app.db)
      .selectFrom('externalLoginProviders')
      .select('secret')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    // Sealed at rest under SECRETS_KEK and bound to this provider's row.
    expect(row.secret).toMatch(/^kek1:/);
    expect(row.secret).not.toContain('top-secret-value');
    expect(openSecret(row.secret ?? '', id, t.app.config.SECRETS_KEK ?? null)).toBe('top-secret-value');
    expect(() => openSecret(row.secret ?? '', randomUUID(), t.app.config.SECRETS_KEK ?? null)).toThrow();
  });

  it('checks the role and the tenant: a student is refused, another school sees nothing and cannot change it', async () => {
    const admin = await adminOf(t);
    const id = await createProvider(t, admin, { ...oidc, name: 'only demo' });
    const student = await loginAs(t, 'student');
    const denied = await t.call({
      method: 'GET',
      url: platformPath(t, '/external-login/providers'),
      headers: student.headers,
    });
    expect(denied.status).toBe(403);
    const other = await loginAs(t, 'tenantadmin', { tenantCode: 'demo2' });
    const list = await t.call({
      method: 'GET',
      url: platformPath(t, '/external-login/providers'),
      headers: other.headers,
    });
    expect(list.body.data.map((p: { id: string }) => p.id)).not.toContain(id);
    const del = await t.call({
      method: 'DELETE',
      url: platformPath(t, `/external-login/providers/${id}`),
      headers: other.headers,
    });
    expect(del.body.state).toBe(6020160);
    const open = await t.call({
      method: 'GET',
      url: oauthPath(t, '/user/login/providers'),
      query: { tenantCode: 'demo2' },
    });
    expect(open.body.data.map((p: { id: string }) => p.id)).not.toContain(id);
  });

  it('refuses invalid settings: unknown fields, non-URLs, a token provider without pinned keys, private JWKs', async () => {
    const admin = await adminOf(t);
    const post = (payload: Record<string, unknown>) =>
      t.call({ method: 'POST', url: platformPath(t, '/external-login/providers'), headers: admin.headers, payload });
    expect((await post({ ...oidc, tenantId: 'x' })).body.state).toBe(6010101);
    expect((await post({ ...oidc, issuer: 'javascript:alert(1)' })).body.state).toBe(6010101);
    expect((await post({ kind: 'token', name: 'x', mode: 'jwt', issuer: 'https://a', audience: 'b' })).body.state).toBe(
      6020169,
    );
    const privateJwk = JSON.stringify({ keys: [{ kty: 'RSA', n: 'x', e: 'AQAB', d: 'secret' }] });
    expect(
      (await post({ kind: 'token', name: 'x', mode: 'jwt', issuer: 'https://a', audience: 'b', jwks: privateJwk })).body
        .state,
    ).toBe(6020169);
    expect((await post({ ...oidc, redirectUris: ['http://127.0.0.1:8080/app/#/authredirect'] })).body.state).toBe(
      6020169,
    );
  });

  it('a disabled provider is neither listed nor startable', async () => {
    const admin = await adminOf(t);
    const id = await createProvider(t, admin, { ...oidc, name: 'off', enabled: false });
    const open = await t.call({ method: 'GET', url: oauthPath(t, '/user/login/providers') });
    expect(open.body.data.map((p: { id: string }) => p.id)).not.toContain(id);
    const start = await t.call({
      method: 'GET',
      url: oauthPath(t, '/user/getAuthorize'),
      query: { providerId: id, redirectUri: callback },
    });
    expect(start.body.state).toBe(6020160);
    expect(start.status).toBe(404);
  });

  it('D4: with the tenant password grant on, only first-party clients may use it', async () => {
    const demo = await t.app.db
      .selectFrom('tenants')
      .select(['id', 'policy'])
      .where('code', '=', 'demo')
      .executeTakeFirstOrThrow();
    await t.app.db
      .updateTable('tenants')
      .set({ policy: JSON.stringify({ ...demo.policy, passwordGrant: true }) })
      .where('id', '=', demo.id)
      .execute();
    await t.app.db
      .insertInto('oauthClients')
      .values({ clientId: 'partner-app', tenantId: null, name: 'Partner', secretHash: null, firstParty: false })
      .execute();
    const grant = (clientId: string) =>
      t.call({
        method: 'POST',
        url: oauthPath(t, '/authentication/apply'),
        payload: {
          client_id: clientId,
          grant_type: 'password_credentials',
          username: 'student',
          password: 'Campus@2026',
        },
      });
    expect((await grant('campusflow-web')).body.state).toBe(200);
    const partner = await grant('partner-app');
    expect(partner.body.state).not.toBe(200);
    expect(partner.body.data).toBeNull();
  });
});
