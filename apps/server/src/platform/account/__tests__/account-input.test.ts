import { accountEndpoints } from '@campusflow/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs } from '../../../testing/login.ts';
import { buildTestApp, type TestApp } from '../../../testing/test-app.ts';
import { auth, ip, setPolicy } from './account-fixtures.ts';

const big = 'x'.repeat(10_000);
const badBodies: unknown[] = [
  [],
  { unknownField: 1 },
  {
    account: big,
    oldPassword: {},
    newPassword: 42,
    repeatPassword: null,
    answers: 'many',
    key: 7,
    ticket: [],
    code: big,
    parameters: big,
    password: big.repeat(2),
  },
];
const badQueries = [{ account: big }, { key: big }, { key: 'short' }, { recipient: big }, { extra: '1' }];

describe('F1: every account route validates its input (400 with 6010101, never 500)', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await buildTestApp();
    await setPolicy(t, 'demo', { securityQuestionRecovery: true, selfRegistration: true });
    token = (await loginAs(t, 'affairsadmin')).accessToken;
  });
  afterAll(() => t.close());

  for (const [name, endpoint] of Object.entries(accountEndpoints)) {
    const prefix = endpoint.service === 'oauth' ? '/qzbps/oauth2/v3' : '/qzbps/platform/v3';
    it(`F1: ${name} (${endpoint.method} ${endpoint.path})`, async () => {
      const cases =
        endpoint.method === 'GET' || name === 'accountKey'
          ? badQueries.map((query) => ({ query, payload: undefined }))
          : badBodies.map((payload) => ({ query: {}, payload }));
      for (const c of cases) {
        const res = await t.call({
          method: endpoint.method,
          url: `${prefix}${endpoint.path}`,
          query: c.query,
          headers: auth(token),
          remoteAddress: ip(),
          ...(c.payload === undefined ? {} : { payload: c.payload as object }),
        });
        const what = `${name} ${JSON.stringify(c).slice(0, 50)}`;
        expect(res.status, what).toBe(400);
        expect(res.body.state, what).toBe(6010101);
        expect(JSON.stringify(res.body), what).not.toMatch(/stack|at .*\.ts:|select .* from/i);
      }
    });
  }
});
