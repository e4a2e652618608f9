import { Writable } from 'node:stream';
import type { LoggedIn } from '../../../testing/login.ts';
import { buildTestApp, type TestApp } from '../../../testing/test-app.ts';
import { type FakeIdps, startFakeIdps } from './fakes/fake-idps.ts';
import { adminOf, createProvider } from './helpers.ts';

/**
 * One app and the fake providers with a provider of each kind (CAS 1.0/2.0/3.0, WeChat, DingTalk,
 * Chaoxing), for the protocol test files. The app's log is captured (E6).
 */
export async function protocolSetup(
  ids: Record<string, string>,
  logs: string[],
): Promise<{ t: TestApp; fake: FakeIdps; admin: LoggedIn }> {
  const logStream = new Writable({
    write(chunk, _enc, done) {
      logs.push(String(chunk));
      done();
    },
  });
  const [t, fake] = await Promise.all([buildTestApp({ logStream, config: { LOG_LEVEL: 'info' } }), startFakeIdps()]);
  const admin = await adminOf(t);
  ids.cas = await createProvider(t, admin, {
    kind: 'cas',
    name: 'CAS',
    casBaseUrl: `${fake.base}/cas`,
    version: '3.0',
  });
  ids.cas2 = await createProvider(t, admin, {
    kind: 'cas',
    name: 'CAS 2',
    casBaseUrl: `${fake.base}/cas`,
    version: '2.0',
  });
  ids.cas1 = await createProvider(t, admin, {
    kind: 'cas',
    name: 'CAS 1',
    casBaseUrl: `${fake.base}/cas`,
    version: '1.0',
  });
  ids.wechat = await createProvider(t, admin, {
    kind: 'wechat',
    name: '微信',
    appId: 'wx-app-1',
    appSecret: fake.secrets.wechat,
    authorizeBase: `${fake.base}/wxopen`,
    apiBase: `${fake.base}/wx`,
  });
  ids.dingtalk = await createProvider(t, admin, {
    kind: 'dingtalk',
    name: '钉钉',
    clientId: 'ding-app',
    clientSecret: fake.secrets.dingtalk,
    authorizeBase: `${fake.base}/dtlogin`,
    apiBase: `${fake.base}/dt`,
    inAppLogin: true,
  });
  ids.cxapp = await createProvider(t, admin, {
    kind: 'cxapp',
    name: '学习通',
    appKey: 'cx-key',
    appSecret: fake.secrets.app,
    authorizeUrl: `${fake.base}/cx/authorize`,
    tokenUrl: `${fake.base}/cx/token`,
    userinfoUrl: `${fake.base}/cx/userinfo`,
    appInitiated: true,
  });
  return { t, fake, admin };
}

export function pick(data: { state: string; binding: string }) {
  return { state: data.state, binding: data.binding };
}
