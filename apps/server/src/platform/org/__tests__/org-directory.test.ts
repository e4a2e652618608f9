import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../testing/test-app.ts';
import type { OrgDirectory } from '../../workflow/org-relations-adapter.ts';
import { orgPeopleDirectory } from '../org-directory.ts';

let t: TestApp;
let demo: string;
let demo2: string;
const ids: Record<string, string> = {};

beforeAll(async () => {
  t = await buildTestApp();
  const tenants = await t.app.db.selectFrom('tenants').select(['id', 'code']).execute();
  demo = tenants.find((x) => x.code === 'demo')?.id as string;
  demo2 = tenants.find((x) => x.code === 'demo2')?.id as string;
  const users = await t.app.db.selectFrom('users').select(['id', 'account', 'tenantId']).execute();
  for (const u of users) if (u.tenantId === demo) ids[u.account] = u.id;
});
afterAll(() => t.close());

describe('orgPeopleDirectory', () => {
  it("fits the workflow engine's OrgDirectory and answers its relations", async () => {
    const directory: OrgDirectory = orgPeopleDirectory(t.app.db);
    expect(await directory.byRelation(demo, 'counsellor', ids.student as string)).toEqual([ids.counsellor]);
    expect(await directory.withRole(demo, 'affairsAdmin')).toEqual([ids.affairsadmin]);
  });

  it('finds active members by id or account, the own tenant’s account first, and never a stranger', async () => {
    const directory = orgPeopleDirectory(t.app.db);
    const found = await directory.existing(demo, ['affairsadmin', ids.counsellor as string, 'nobody', 'MULTIROLE']);
    expect(found).toEqual([ids.affairsadmin, ids.counsellor, ids.multirole].sort());
    // In demo2, `student` is demo2's own student, and multirole is a member whose account lives in demo.
    const inDemo2 = await directory.existing(demo2, ['student', ids.multirole as string, ids.counsellor as string]);
    expect(inDemo2).toHaveLength(2);
    expect(inDemo2).toContain(ids.multirole);
    expect(inDemo2).not.toContain(ids.student);
    expect(inDemo2).not.toContain(ids.counsellor);
  });

  it('names people by their employee name, also members from another tenant', async () => {
    const directory = orgPeopleDirectory(t.app.db);
    const names = await directory.names(demo2, [ids.multirole as string, ids.student as string]);
    expect(names).toEqual(new Map([[ids.multirole, '周老师']]));
    expect((await directory.names(demo, [ids.student as string])).get(ids.student as string)).toBe('李明');
  });
});
