import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../testing/test-app.ts';
import { outboundDefaults } from '../outbound.ts';
import type { FakeIdps } from './fakes/fake-idps.ts';
import {
  adminOf,
  callback,
  createProvider,
  finishLogin,
  link,
  platformPath,
  startLogin,
  tokensFor,
} from './helpers.ts';
import { pick, protocolSetup } from './protocol-setup.ts';

// CAS 1.0/2.0/3.0 against the fake, and the D rows every redirect login shares.
describe('CAS and the shared rules of redirect logins', () => {
  let t: TestApp;
  let fake: FakeIdps;
  const ids: Record<string, string> = {};
  const logs: string[] = [];

  beforeAll(async () => {
    ({ t, fake } = await protocolSetup(ids, logs));
  }, 60_000);
  afterAll(async () => {
    await Promise.all([t?.close(), fake?.close()]);
  });

  it('CAS 3.0: logs a linked user in, validating with the exact service string, then the normal token path', async () => {
    await link(t, ids.cas as string, `${fake.base}/cas`, '2024010002', '2024010002');
    const start = await startLogin(t, ids.cas as string);
    expect(start.body.state).toBe(200);
    const url = new URL(start.body.data.url);
    expect(url.pathname).toBe('/cas/login');
    expect(url.searchParams.get('service')).toBe(callback);
    const ticket = fake.casTicket('2024010002', callback);
    const res = await finishLogin(t, '/sso/login/cas10/apply', {
      state: start.body.data.state,
      binding: start.body.data.binding,
      ticket,
    });
    expect(res.body.state).toBe(200);
    const validate = fake.requests.filter((r) => r.path === '/cas/p3/serviceValidate').at(-1);
    expect(validate?.query.get('service')).toBe(callback);
    expect(validate?.query.get('ticket')).toBe(ticket);
    const { token } = await tokensFor(t, res.body.data);
    expect(token.uaccount).toBe('2024010002');
    expect(res.headers['cache-control']).toBe('no-store');
  });
  it('CAS 2.0 and 1.0 validate at /serviceValidate and /validate', async () => {
    await link(t, ids.cas2 as string, `${fake.base}/cas`, 'student', 'student');
    await link(t, ids.cas1 as string, `${fake.base}/cas`, 'student', 'student');
    for (const [id, path] of [
      [ids.cas2, '/cas/serviceValidate'],
      [ids.cas1, '/cas/validate'],
    ] as const) {
      const start = await startLogin(t, id as string);
      const ticket = fake.casTicket('student', callback);
      const res = await finishLogin(t, '/user/loginSSO', {
        state: start.body.data.state,
        binding: start.body.data.binding,
        ticket,
      });
      expect(res.body.state).toBe(200);
      expect(fake.requests.at(-1)?.path).toBe(path);
    }
  });
  it('D7: only a CAS success logs in: INVALID_TICKET, INVALID_SERVICE, a reused ticket and a DTD/entity answer are refused', async () => {
    const attempt = async (ticket: string) => {
      const start = await startLogin(t, ids.cas as string);
      return finishLogin(t, '/sso/login/cas10/apply', {
        state: start.body.data.state,
        binding: start.body.data.binding,
        ticket,
      });
    };
    expect((await attempt(`ST-${'x'.repeat(40)}`)).body.state).toBe(6020163); // INVALID_TICKET
    const otherService = fake.casTicket('2024010002', `${callback}/`);
    expect((await attempt(otherService)).body.state).toBe(6020163); // INVALID_SERVICE
    const good = fake.casTicket('2024010002', callback);
    expect((await attempt(good)).body.state).toBe(200);
    expect((await attempt(good)).body.state).toBe(6020163); // reused ticket
    fake.casEvil.next = true;
    const evil = await attempt(fake.casTicket('2024010002', callback));
    expect(evil.body.state).toBe(6020163);
    expect(evil.status).toBe(401);
    expect((await attempt('../../etc/passwd')).body.state).toBe(6020163); // not a ticket at all
  });
  it('D1: redirect and service URLs are matched by exact string; every variant is refused', async () => {
    const variants = [
      `${callback}/`,
      `${callback}/extra`,
      `${callback}?x=1`,
      'http://127.0.0.1:8080/app/AuthRedirect',
      'https://127.0.0.1:8080/app/authredirect',
      'http://evil.127.0.0.1:8080/app/authredirect',
      'http://127.0.0.1:8080@evil.example/app/authredirect',
      '//evil.example/app/authredirect',
      'http://127.0.0.1:8080//evil.example/app/authredirect',
      'http://127.0.0.1:8080/app/authredirect#x',
      'HTTP://127.0.0.1:8080/app/authredirect',
    ];
    for (const uri of variants) {
      const res = await startLogin(t, ids.cas as string, uri);
      expect([uri, res.body.state]).toEqual([uri, 6020162]);
    }
    expect((await startLogin(t, ids.cas as string, callback)).body.state).toBe(200);
  });
  it('D2: a missing, wrong, replayed or unbound state is refused', async () => {
    const start = await startLogin(t, ids.cas as string);
    const { state, binding } = start.body.data;
    const ticket = () => fake.casTicket('2024010002', callback);
    expect((await finishLogin(t, '/user/loginSSO', { binding, ticket: ticket() })).body.state).toBe(6010101);
    expect(
      (await finishLogin(t, '/user/loginSSO', { state: 'a'.repeat(64), binding, ticket: ticket() })).body.state,
    ).toBe(6020161);
    // Another browser holding the callback URL but not the tab's binding (login CSRF).
    expect(
      (await finishLogin(t, '/user/loginSSO', { state, binding: 'b'.repeat(64), ticket: ticket() })).body.state,
    ).toBe(6020161);
    // The failed attempt spent the state: the right binding cannot use it afterwards either.
    expect((await finishLogin(t, '/user/loginSSO', { state, binding, ticket: ticket() })).body.state).toBe(6020161);
    const again = await startLogin(t, ids.cas as string);
    const first = await finishLogin(t, '/user/loginSSO', { ...pick(again.body.data), ticket: ticket() });
    expect(first.body.state).toBe(200);
    expect((await finishLogin(t, '/user/loginSSO', { ...pick(again.body.data), ticket: ticket() })).body.state).toBe(
      6020161,
    );
    // Expired after 10 minutes.
    const late = await startLogin(t, ids.cas as string);
    t.clock.advance(601_000);
    expect((await finishLogin(t, '/user/loginSSO', { ...pick(late.body.data), ticket: ticket() })).body.state).toBe(
      6020161,
    );
    // A state of one kind cannot finish at another kind's endpoint.
    const cas = await startLogin(t, ids.cas as string);
    expect((await finishLogin(t, '/user/login/wechat/apply', { ...pick(cas.body.data), code: 'x' })).body.state).toBe(
      6020161,
    );
  });
  it('D5: identities are keyed by provider and app: the same subject elsewhere matches nobody', async () => {
    // 2024010002 is linked on the CAS 3.0 provider; the same user string from the CAS 2.0 provider is another identity.
    const start = await startLogin(t, ids.cas2 as string);
    const res = await finishLogin(t, '/user/loginSSO', {
      ...pick(start.body.data),
      ticket: fake.casTicket('2024010002', callback),
    });
    expect(res.body.state).toBe(6020165);
    // WeChat: the linked openid under another appid does not match.
    const other = await createProvider(t, await adminOf(t), {
      kind: 'wechat',
      name: 'WeChat 2',
      appId: 'wx-app-2',
      appSecret: fake.secrets.wechat,
      authorizeBase: `${fake.base}/wxopen`,
      apiBase: `${fake.base}/wx`,
    });
    const wx = await startLogin(t, other);
    const code = fake.wechatCode('wx-app-2', 'openid-student');
    expect((await finishLogin(t, '/user/login/wechat/apply', { ...pick(wx.body.data), code })).body.state).toBe(
      6020165,
    );
  });
  it('unknown identity with the bind policy: a bind ticket, then a password login links it', async () => {
    const id = await createProvider(t, await adminOf(t), {
      kind: 'cas',
      name: 'CAS bind',
      casBaseUrl: `${fake.base}/cas`,
      unknownIdentity: 'bind',
    });
    const start = await startLogin(t, id);
    const res = await finishLogin(t, '/user/loginSSO', {
      ...pick(start.body.data),
      ticket: fake.casTicket('T-77', callback),
    });
    expect(res.body.state).toBe(6020166);
    const bindTicket = res.body.variables.bindTicket as string;
    const wrong = await finishLogin(t, '/user/login/external/bind', {
      bindTicket,
      username: 'student',
      password: 'nope-nope',
    });
    expect(wrong.body.state).toBe(6020106);
    const bound = await finishLogin(t, '/user/login/external/bind', {
      bindTicket,
      username: 'student',
      password: 'Campus@2026',
    });
    expect(bound.body.state).toBe(200);
    expect(
      (await finishLogin(t, '/user/login/external/bind', { bindTicket, username: 'student', password: 'Campus@2026' }))
        .body.state,
    ).toBe(6020167);
    const next = await startLogin(t, id);
    const again = await finishLogin(t, '/user/loginSSO', {
      ...pick(next.body.data),
      ticket: fake.casTicket('T-77', callback),
    });
    expect((await tokensFor(t, again.body.data)).token.uaccount).toBe('student');
  });
  it('D9: a provider that hangs fails closed; private or plain-http endpoints are refused in production', async () => {
    const id = await createProvider(t, await adminOf(t), {
      kind: 'dingtalk',
      name: 'hang',
      clientId: 'h',
      clientSecret: 'x',
      authorizeBase: `${fake.base}/dtlogin`,
      apiBase: `${fake.base}/hang`,
    });
    const saved = outboundDefaults.timeoutMs;
    outboundDefaults.timeoutMs = 200;
    try {
      const start = await startLogin(t, id);
      const res = await finishLogin(t, '/user/login/dingtalk/apply', { ...pick(start.body.data), authCode: 'c' });
      expect(res.body.state).toBe(6020164);
      expect(res.status).toBe(502);
    } finally {
      outboundDefaults.timeoutMs = saved;
    }
    const prod = await buildTestApp({ config: { NODE_ENV: 'production', DEMO_SEED: 'true' } });
    try {
      const prodAdmin = await adminOf(prod);
      for (const casBaseUrl of [
        'https://169.254.169.254/cas',
        'https://localhost/cas',
        'http://cas.example.edu/cas',
        'https://10.0.0.8/cas',
      ]) {
        const res = await prod.call({
          method: 'POST',
          url: platformPath(prod, '/external-login/providers'),
          headers: prodAdmin.headers,
          payload: {
            kind: 'cas',
            name: 'x',
            casBaseUrl,
            redirectUris: ['https://campus.example.edu/app/authredirect'],
          },
        });
        expect([casBaseUrl, res.body.state]).toEqual([casBaseUrl, 6020169]);
      }
    } finally {
      await prod.close();
    }
  });
});
