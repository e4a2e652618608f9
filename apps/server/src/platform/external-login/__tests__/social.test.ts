import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../testing/test-app.ts';
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

// WeChat, DingTalk, Chaoxing and the v2 app against the fakes (security-requirements.md §2 shapes).
describe('WeChat, DingTalk and the app logins', () => {
  let t: TestApp;
  let fake: FakeIdps;
  const ids: Record<string, string> = {};
  const logs: string[] = [];
  const spent: string[] = [];

  beforeAll(async () => {
    ({ t, fake } = await protocolSetup(ids, logs));
  }, 60_000);
  afterAll(async () => {
    await Promise.all([t?.close(), fake?.close()]);
  });

  it('WeChat: official-account authorisation URL, server-side code exchange, openid per appid', async () => {
    await link(t, ids.wechat as string, 'wx-app-1', 'openid-student', 'student');
    const start = await startLogin(t, ids.wechat as string);
    const url = new URL(start.body.data.url);
    expect(url.pathname).toBe('/wxopen/connect/oauth2/authorize');
    expect(url.hash).toBe('#wechat_redirect');
    expect(url.searchParams.get('state')).toMatch(/^[a-zA-Z0-9]{1,128}$/);
    expect(start.body.data.url).not.toContain(fake.secrets.wechat);
    const code = fake.wechatCode('wx-app-1', 'openid-student');
    const res = await finishLogin(t, '/user/login/wechat/apply', { ...pick(start.body.data), code });
    expect(res.body.state).toBe(200);
    expect((await tokensFor(t, res.body.data)).token.uaccount).toBe('student');
  });
  it('WeChat open platform: the PC QR login URL with scope snsapi_login', async () => {
    const id = await createProvider(t, await adminOf(t), {
      kind: 'wechat',
      name: '微信扫码',
      appId: 'wx-open-1',
      appSecret: fake.secrets.wechat,
      mode: 'open',
      authorizeBase: `${fake.base}/wxopen`,
      apiBase: `${fake.base}/wx`,
    });
    await link(t, id, 'wx-open-1', 'openid-qr', 'counsellor');
    const start = await startLogin(t, id);
    const url = new URL(start.body.data.url);
    expect(url.pathname).toBe('/wxopen/connect/qrconnect');
    expect(url.searchParams.get('scope')).toBe('snsapi_login');
    expect(url.searchParams.get('redirect_uri')).toBe(callback);
    const res = await finishLogin(t, '/user/login/wechat/apply', {
      ...pick(start.body.data),
      code: fake.wechatCode('wx-open-1', 'openid-qr'),
    });
    expect((await tokensFor(t, res.body.data)).token.uaccount).toBe('counsellor');
  });
  it('D8: WeChat HTTP 200 errcode and a second exchange of the same code fail; DingTalk refusals fail', async () => {
    const start = await startLogin(t, ids.wechat as string);
    const bad = await finishLogin(t, '/user/login/wechat/apply', { ...pick(start.body.data), code: 'not-issued' });
    expect(bad.body.state).toBe(6020163);
    const code = fake.wechatCode('wx-app-1', 'openid-student');
    const s1 = await startLogin(t, ids.wechat as string);
    expect((await finishLogin(t, '/user/login/wechat/apply', { ...pick(s1.body.data), code })).body.state).toBe(200);
    const s2 = await startLogin(t, ids.wechat as string);
    expect((await finishLogin(t, '/user/login/wechat/apply', { ...pick(s2.body.data), code })).body.state).toBe(
      6020163,
    );
    const exchanges = fake.requests.filter((r) => r.path === '/wx/sns/oauth2/access_token');
    expect(exchanges.at(-1)?.query.get('secret')).toBe(fake.secrets.wechat); // the secret only ever server-to-server
    const dt = await startLogin(t, ids.dingtalk as string);
    expect(
      (await finishLogin(t, '/user/login/dingtalk/apply', { ...pick(dt.body.data), authCode: 'nope' })).body.state,
    ).toBe(6020163);
  });
  it('DingTalk: redirect login with authCode, anonymous in-app login, and the masked mobile', async () => {
    const userId = await link(t, ids.dingtalk as string, 'ding-app', 'dt-open-1', 'counsellor');
    const start = await startLogin(t, ids.dingtalk as string);
    const url = new URL(start.body.data.url);
    expect(url.pathname).toBe('/dtlogin/oauth2/auth');
    expect(url.searchParams.get('client_id')).toBe('ding-app');
    const res = await finishLogin(t, '/user/login/dingtalk/apply', {
      ...pick(start.body.data),
      authCode: fake.dingtalkCode('ding-app', 'dt-open-1'),
    });
    expect(res.body.state).toBe(200);
    const sent = JSON.parse(fake.requests.find((r) => r.path === '/dt/v1.0/oauth2/userAccessToken')?.body ?? '{}');
    expect(sent).toMatchObject({
      clientId: 'ding-app',
      clientSecret: fake.secrets.dingtalk,
      grantType: 'authorization_code',
    });
    const inApp = await finishLogin(t, '/user/login/dingtalk', {
      authCode: fake.dingtalkCode('ding-app', 'dt-open-1'),
    });
    expect(inApp.body.state).toBe(200);
    const { token } = await tokensFor(t, inApp.body.data);
    expect(token.uid).toBe(userId);
    const mobile = await t.call({
      method: 'GET',
      url: platformPath(t, '/thirdparty/dingtalk/getEncryptMobile'),
      headers: { 'x-authorization-access-token': token.access_token },
    });
    expect(mobile.body.data).toEqual({ mobile: '138****5678' });
  });
  it('Chaoxing: app-initiated form post with appKey, code and state; unknown app keys are refused', async () => {
    await link(t, ids.cxapp as string, 'cx-key', 'cx-uid-9', 'student');
    const form = (fields: Record<string, string>) =>
      t.call({
        method: 'POST',
        url: `${platformPath(t, '').replace('/platform/v3', '/oauth2/v3')}/user/login/cxapp/apply`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams(fields).toString(),
      });
    const ok = await form({ appKey: 'cx-key', code: fake.appCode('cx-key', 'cx-uid-9'), state: 'app-state-1' });
    expect(ok.body.state).toBe(200);
    const token = new URLSearchParams(fake.requests.filter((r) => r.path === '/cx/token').at(-1)?.body);
    expect(token.get('state')).toBe('app-state-1');
    expect((await form({ appKey: 'other', code: fake.appCode('cx-key', 'cx-uid-9'), state: 's' })).body.state).toBe(
      6020160,
    );
    expect((await form({ appKey: 'cx-key', code: 'spent', state: 's' })).body.state).toBe(6020163);
  });
  it('v2 app: a flow started here finishes at /user/login/v2app/apply with its binding', async () => {
    const id = await createProvider(t, await adminOf(t), {
      kind: 'v2app',
      name: 'v2 app',
      appKey: 'v2-key',
      appSecret: fake.secrets.app,
      authorizeUrl: `${fake.base}/cx/authorize`,
      tokenUrl: `${fake.base}/cx/token`,
      userinfoUrl: `${fake.base}/cx/userinfo`,
    });
    await link(t, id, 'v2-key', 'v2-uid', 'counsellor');
    const start = await startLogin(t, id);
    const url = new URL(start.body.data.url);
    expect(url.searchParams.get('client_id')).toBe('v2-key');
    expect(url.searchParams.get('redirect_uri')).toBe(callback);
    const code = fake.appCode('v2-key', 'v2-uid');
    spent.push(code);
    const res = await finishLogin(t, '/user/login/v2app/apply', { ...pick(start.body.data), code });
    expect(res.body.state).toBe(200);
    expect((await tokensFor(t, res.body.data)).token.uaccount).toBe('counsellor');
    // Not app-initiated: without a flow of ours the same app refuses a bare code.
    const bare = await finishLogin(t, '/user/login/v2app/apply', {
      appKey: 'v2-key',
      code: fake.appCode('v2-key', 'v2-uid'),
      state: 's',
    });
    expect(bare.body.state).toBe(6020160);
  });
  it('E6: external logins are audited with their channel, and no secret, code or ticket reaches the log', async () => {
    const events = await t.app.db
      .selectFrom('auditEvents')
      .select(['event', 'details'])
      .where('event', 'in', ['auth.login.success', 'auth.login.failure'])
      .execute();
    const channels = new Set(events.map((e) => (e.details as { channel?: string }).channel).filter(Boolean));
    expect([...channels].sort()).toEqual(expect.arrayContaining(['cxapp', 'dingtalk', 'v2app', 'wechat']));
    const text = logs.join('');
    expect(text).toContain('auth event');
    for (const secret of [...Object.values(fake.secrets), ...spent]) expect(text).not.toContain(secret);
    expect(text).not.toMatch(/ST-[0-9a-f]{48}/);
  });
});
