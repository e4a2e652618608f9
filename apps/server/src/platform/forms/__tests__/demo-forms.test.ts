import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../testing/test-app.ts';
import { sessionFor, type TestSession } from '../../files/__tests__/session-for.ts';
import { demoFormKey, demoTemplateKey } from '../demo-forms.ts';

// The demo form and data template the web journey drives (seeded with the demo university).

describe('demo form and data template', () => {
  let t: TestApp;
  let student: TestSession;
  let affairs: TestSession;

  beforeAll(async () => {
    t = await buildTestApp();
    student = await sessionFor(t, 'student');
    affairs = await sessionFor(t, 'affairsadmin');
  });
  afterAll(() => t?.close());

  it('serves the sign-up form without its hidden field and with the student filled in', async () => {
    const res = await t.call({
      method: 'GET',
      url: `/qzbps/business/v3/form/getByKey?key=${demoFormKey}`,
      headers: student.headers,
    });
    expect(res.status).toBe(200);
    const names = res.body.data.definition.fields.map((f: { name: string }) => f.name);
    expect(names).toContain('companions');
    expect(names).not.toContain('reviewNote');
    expect(res.body.data.values.applicant).toBeTruthy();
  });

  it('stores a valid submit, refuses an invalid one with field errors, and lists it for the owner', async () => {
    const bad = await t.call({
      method: 'POST',
      url: '/qzbps/business/v3/form/submit',
      headers: student.headers,
      payload: { key: demoFormKey, data: { activity: 'lecture', mobile: '123', people: 1.5 } },
    });
    expect([bad.status, bad.body.state]).toEqual([400, 6080103]);
    expect(bad.body.variables.errors).toEqual(
      expect.arrayContaining([
        { field: 'mobile', rule: 'mobile' },
        { field: 'joinDate', rule: 'required' },
        { field: 'people', rule: 'decimals' },
      ]),
    );
    const good = await t.call({
      method: 'POST',
      url: '/qzbps/business/v3/form/submit',
      headers: student.headers,
      payload: {
        key: demoFormKey,
        data: { activity: 'sports', mobile: '13800138000', joinDate: '2026-12-01', companions: [{ name: '王同学' }] },
      },
    });
    expect(good.status).toBe(200);

    const list = await t.call({
      method: 'POST',
      url: `/qzbps/business/v3/data/template/queryDataTable?dataTemplateId=${demoTemplateKey}`,
      headers: student.headers,
      payload: { parameters: [{ key: 'Q^activity^S', value: 'sports' }] },
    });
    expect(list.body.data.pageResult.totalCount).toBe(1);
    expect(list.body.data.dataResult[0]).toMatchObject({ activity: 'sports', mobile: '13800138000' });

    // The student sees their own rows (2 seeded + 1); the office sees everyone's.
    const mine = await t.call({
      method: 'POST',
      url: `/qzbps/business/v3/data/template/queryDataTable?dataTemplateId=${demoTemplateKey}`,
      headers: student.headers,
      payload: {},
    });
    expect(mine.body.data.pageResult.totalCount).toBe(3);
    const build = await t.call({
      method: 'GET',
      url: `/qzbps/business/v3/data/template/getBuildDataById?dataTemplateId=${demoTemplateKey}`,
      headers: affairs.headers,
    });
    expect(build.body.data.buttons.map((b: { alias: string }) => b.alias)).toEqual(['add', 'edit', 'remove', 'export']);
    expect(build.body.data.formKey).toBe(demoFormKey);
  });
});
