import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LoggedIn, loginAs } from '../../../testing/login.ts';
import { buildTestApp, type TestApp } from '../../../testing/test-app.ts';

type Org = { id: string; parentId: string | null; kind: string; name: string; memberCount: number };
type Position = { id: string; code: string; name: string; memberCount: number };

let t: TestApp;
let student: LoggedIn;
let other: LoggedIn;
const url = (path: string) => `/qzbps/platform/v3/org/picker${path}`;

beforeAll(async () => {
  t = await buildTestApp();
  student = await loginAs(t, 'student');
  other = await loginAs(t, 'student', { tenantCode: 'demo2' });
});
afterAll(() => t.close());

describe('org and position browsing for the user pickers', () => {
  it('needs a signed-in user', async () => {
    const res = await t.call({ method: 'GET', url: url('/orgs') });
    expect(res.body.state).toBe(6020103);
  });

  it('lists the school’s org tree with members counted over each subtree', async () => {
    const res = await t.call({ method: 'GET', url: url('/orgs'), headers: student.headers });
    expect(res.body.state).toBe(200);
    const orgs = res.body.data as Org[];
    const college = orgs.find((o) => o.name.includes('计算机'));
    expect(college).toBeDefined();
    const children = orgs.filter((o) => o.parentId === college?.id);
    expect(children.length).toBeGreaterThan(0);
    // A parent counts at least what its children count.
    const sum = children.reduce((n, c) => n + c.memberCount, 0);
    expect(college?.memberCount).toBeGreaterThanOrEqual(sum);
    expect(sum).toBeGreaterThan(0);
  });

  it('filters by keyword and stays inside the caller’s tenant', async () => {
    const mine = (await t.call({ method: 'GET', url: url('/orgs'), headers: student.headers })).body.data as Org[];
    const theirs = (await t.call({ method: 'GET', url: url('/orgs'), headers: other.headers })).body.data as Org[];
    const mineIds = new Set(mine.map((o) => o.id));
    expect(theirs.length).toBeGreaterThan(0);
    expect(theirs.some((o) => mineIds.has(o.id))).toBe(false);
    const found = await t.call({ method: 'GET', url: `${url('/orgs')}?keyword=计算机`, headers: student.headers });
    const names = (found.body.data as Org[]).map((o) => o.name);
    expect(names.length).toBeGreaterThan(0);
    expect(names.every((n) => n.includes('计算机'))).toBe(true);
  });

  it('lists positions with their holders counted; an over-long keyword is a client error', async () => {
    const res = await t.call({ method: 'GET', url: url('/positions'), headers: student.headers });
    const positions = res.body.data as Position[];
    expect(positions.map((p) => p.code)).toEqual(expect.arrayContaining(['dean', 'affairs-director']));
    expect(positions.find((p) => p.code === 'dean')?.memberCount).toBeGreaterThan(0);
    const bad = await t.call({
      method: 'GET',
      url: `${url('/positions')}?keyword=${'x'.repeat(41)}`,
      headers: student.headers,
    });
    expect(bad.status).toBe(400);
  });
});
