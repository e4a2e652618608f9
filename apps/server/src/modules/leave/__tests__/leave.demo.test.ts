import { afterAll, beforeAll, expect, it } from 'vitest';
import { loginAs } from '../../../testing/login.ts';
import { buildTestApp, type TestApp } from '../../../testing/test-app.ts';

// The demo university carries leaves of class 计科2402 (leave.demo.ts), seeded through the engine.

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

it('the demo has leaves in every ended or approved state, and none waiting for an approver', async () => {
  const counsellor = await loginAs(t, 'counsellor');
  const res = await t.call({
    method: 'POST',
    url: '/qzbps/business/v3/leave/query',
    headers: counsellor.headers,
    payload: { parameters: [{ key: 'Q^className^S', value: '计科2402班' }], requestPage: { pageNo: 1, limit: 50 } },
  });
  const states = new Set(res.body.data.dataResult.map((r: { state: string }) => r.state));
  expect([...states].sort()).toEqual(
    ['approved', 'onLeave', 'overdue', 'rejected', 'reportedBack', 'withdrawn'].sort(),
  );
  const pending = await t.call({
    method: 'POST',
    url: '/qzbps/business/v3/bpm/received/query/pending',
    headers: (await loginAs(t, 'collegeadmin')).headers,
    payload: { parameters: [{ key: 'Q^subject^SL', value: '请假' }], requestPage: { pageNo: 1, limit: 20 } },
  });
  // Nothing waits for an approver: the workflow tests and journeys start from empty to-do lists.
  expect(pending.body.data.pageResult.totalCount).toBe(0);
});
