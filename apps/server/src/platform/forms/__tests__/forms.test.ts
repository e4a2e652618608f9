import type { FormDefinitionInput } from '@campusflow/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../testing/test-app.ts';
import { sessionFor, type TestSession } from '../../files/__tests__/session-for.ts';
import { prepareFormData, rightsFor } from '../form-data.ts';
import { getFormDefinition, saveFormDefinition } from '../forms.service.ts';
import { workflowForms } from '../workflow-forms.ts';

const base = '/qzbps/business/v3/form';

export const leaveForm: FormDefinitionInput = {
  name: '请假申请',
  code: 'leaveApply',
  attrs: { verifys: [{ expression: 'days <= 30', message: '最多 30 天' }] },
  fields: [
    { name: 'applicant', label: '申请人', field_type: 'current_user', field_options: {} },
    { name: 'reason', label: '事由', field_type: 'textarea', field_options: { required: true, max_length: 200 } },
    { name: 'days', label: '天数', field_type: 'number', field_options: { required: true, min: 0.5, max: 60 } },
    { name: 'gender', label: '性别', field_type: 'dictionary', field_options: { dictionary: 'gender' } },
    { name: 'proof', label: '证明', field_type: 'attachment', field_options: { max_files: 2 } },
    { name: 'opinion', label: '审核意见', field_type: 'text', field_options: {} },
    { name: 'internalNote', label: '内部备注', field_type: 'text', field_options: {} },
  ],
  rights: { start: { opinion: 'r', internalNote: 'h' }, counsellorTask: { reason: 'r', days: 'r', opinion: 'b' } },
};

describe('forms', () => {
  let t: TestApp;
  let admin: TestSession;
  let student: TestSession;
  let counsellor: TestSession;
  let studentName: string;

  beforeAll(async () => {
    t = await buildTestApp();
    admin = await sessionFor(t, 'tenantadmin');
    student = await sessionFor(t, 'student');
    counsellor = await sessionFor(t, 'counsellor');
    const me = await t.app.db
      .selectFrom('employees')
      .select('name')
      .where('tenantId', '=', student.auth.tenantId)
      .where('userId', '=', student.auth.userId)
      .executeTakeFirstOrThrow();
    studentName = me.name;
    // The dictionaries area adds the built-ins on first use.
    await t.call({
      method: 'GET',
      url: '/qzbps/platform/v3/dataDict/getByTypeKey?typeKey=gender',
      headers: admin.headers,
    });
  });
  afterAll(() => t.close());

  it('E3: only administrators save form definitions; each save is a new version', async () => {
    const denied = await t.call({ method: 'POST', url: `${base}/save`, headers: student.headers, payload: leaveForm });
    expect(denied.status).toBe(403);
    const v1 = await t.call({ method: 'POST', url: `${base}/save`, headers: admin.headers, payload: leaveForm });
    expect(v1.body.data).toMatchObject({ key: 'leaveApply', version: 1 });
    const v2 = await t.call({ method: 'POST', url: `${base}/save`, headers: admin.headers, payload: leaveForm });
    expect(v2.body.data.version).toBe(2);
    const list = await t.call({ method: 'POST', url: `${base}/query`, headers: admin.headers, payload: {} });
    // Other forms of the tenant (the business modules seed theirs) are listed beside it, each once.
    expect(list.body.data.dataResult.filter((f: { key: string }) => f.key === 'leaveApply')).toHaveLength(1);
  });

  it('refuses a definition with duplicate fields or rights on unknown fields', async () => {
    const dup = {
      ...leaveForm,
      code: 'dup',
      fields: [...leaveForm.fields, { name: 'reason', label: 'x', field_type: 'text', field_options: {} }],
    };
    const res = await t.call({ method: 'POST', url: `${base}/save`, headers: admin.headers, payload: dup });
    expect([res.status, res.body.state]).toEqual([400, 6080102]);
    const rights = { ...leaveForm, code: 'rights', rights: { start: { nope: 'r' } } };
    expect(
      (await t.call({ method: 'POST', url: `${base}/save`, headers: admin.headers, payload: rights })).body.state,
    ).toBe(6080102);
  });

  it('sends the form without hidden fields, with dictionary options and auto-filled values', async () => {
    const res = await t.call({ method: 'GET', url: `${base}/getByKey?key=leaveApply`, headers: student.headers });
    expect(res.body.state).toBe(200);
    const names = res.body.data.definition.fields.map((f: { name: string }) => f.name);
    expect(names).not.toContain('internalNote');
    expect(res.body.data.rights).toEqual(expect.not.objectContaining({ internalNote: expect.anything() }));
    expect(res.body.data.rights.opinion).toBe('r');
    const gender = res.body.data.definition.fields.find((f: { name: string }) => f.name === 'gender');
    expect(gender.field_options.options).toEqual([
      { value: 'male', label: '男' },
      { value: 'female', label: '女' },
    ]);
    expect(res.body.data.values.applicant).toBe(studentName);
    const missing = await t.call({ method: 'GET', url: `${base}/getByKey?key=nope`, headers: student.headers });
    expect([missing.status, missing.body.state]).toEqual([404, 6080101]);
  });

  it('stores a valid submit with the server-filled applicant, whatever the client sent', async () => {
    const res = await t.call({
      method: 'POST',
      url: `${base}/submit`,
      headers: student.headers,
      payload: { key: 'leaveApply', data: { applicant: '别人', reason: '发烧', days: 2, gender: 'female' } },
    });
    expect(res.body.state).toBe(200);
    const row = await t.app.db
      .selectFrom('dataRecords')
      .selectAll()
      .where('id', '=', res.body.data.id)
      .executeTakeFirstOrThrow();
    expect(row.datasetKey).toBe('form.leaveApply');
    expect(row.ownerId).toBe(student.auth.userId);
    expect(row.data).toMatchObject({ applicant: studentName, reason: '发烧', days: 2, gender: 'female' });
  });

  it('answers 6080103 with the failed rules, checked by the shared validator', async () => {
    const res = await t.call({
      method: 'POST',
      url: `${base}/submit`,
      headers: student.headers,
      payload: { key: 'leaveApply', data: { days: 100, gender: 'other', extra: 1 } },
    });
    expect([res.status, res.body.state]).toEqual([400, 6080103]);
    expect(res.body.variables.errors).toEqual(
      expect.arrayContaining([
        { field: 'reason', rule: 'required' },
        { field: 'days', rule: 'max' },
        { field: 'gender', rule: 'option' },
        { field: 'extra', rule: 'unknown' },
      ]),
    );
    const verify = await t.call({
      method: 'POST',
      url: `${base}/submit`,
      headers: student.headers,
      payload: { key: 'leaveApply', data: { reason: 'x', days: 45 } },
    });
    expect(verify.body.variables.errors).toEqual([{ field: '', rule: 'verify', message: '最多 30 天' }]);
  });

  it('refuses a crafted value for a hidden or read-only field (6080104)', async () => {
    for (const data of [
      { reason: 'x', days: 1, internalNote: 'hi' },
      { reason: 'x', days: 1, opinion: '同意' },
    ]) {
      const res = await t.call({
        method: 'POST',
        url: `${base}/submit`,
        headers: student.headers,
        payload: { key: 'leaveApply', data },
      });
      expect([res.status, res.body.state]).toEqual([403, 6080104]);
    }
  });

  it("refuses another user's upload as an attachment", async () => {
    const fileId = '019a0000-0000-7000-8000-000000000001';
    await t.app.db
      .insertInto('files')
      .values({
        tenantId: counsellor.auth.tenantId,
        id: fileId,
        ownerId: counsellor.auth.userId,
        name: 'x.pdf',
        ext: 'pdf',
        mime: 'application/pdf',
        size: 1,
        sha256: 'x',
        storageKey: 'k',
      })
      .execute();
    const res = await t.call({
      method: 'POST',
      url: `${base}/submit`,
      headers: student.headers,
      payload: { key: 'leaveApply', data: { reason: 'x', days: 1, proof: [fileId] } },
    });
    expect(res.body.state).toBe(6085104);
  });

  it('prepareFormData (for the workflow engine) keeps read-only values and requires the node’s b fields', async () => {
    await saveFormDefinition(t.app.db, counsellor.auth.tenantId, { ...leaveForm, code: 'leaveTask' }, t.clock.now());
    const form = await getFormDefinition(t.app.db, counsellor.auth.tenantId, 'leaveTask');
    const rights = rightsFor(form.definition, 'counsellorTask');
    const previous = { applicant: '孙悦', reason: '发烧', days: 2 };
    const input = { actor: counsellor.auth, definition: form.definition, rights, previous, now: t.clock.now() };
    await expect(prepareFormData(t.app.db, { ...input, submitted: { days: 5, opinion: 'ok' } })).rejects.toMatchObject({
      codeName: 'FORM_FIELD_NOT_EDITABLE',
    });
    await expect(prepareFormData(t.app.db, { ...input, submitted: {} })).rejects.toMatchObject({
      codeName: 'FORM_VALIDATION_FAILED',
    });
    const values = await prepareFormData(t.app.db, { ...input, submitted: { days: 2, opinion: '同意' } });
    expect(values).toEqual({ applicant: '孙悦', reason: '发烧', days: 2, opinion: '同意' });
  });
});

describe('the workflow forms port', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('validates at the start event under `start` rights and keeps values as sent for unknown forms', async () => {
    const admin = await sessionFor(t, 'tenantadmin');
    const tenantId = admin.auth.tenantId;
    await saveFormDefinition(t.app.db, tenantId, leaveForm, t.clock.now());
    const base = { db: t.app.db, tenantId, formKey: 'leaveApply', previous: {} };
    await expect(
      workflowForms.accept({ ...base, nodeId: 'StartEvent_1', values: { reason: 'x', days: 1, opinion: 'me' } }),
    ).rejects.toMatchObject({ codeName: 'FORM_FIELD_NOT_EDITABLE' });
    await expect(workflowForms.accept({ ...base, nodeId: 'StartEvent_1', values: { days: 1 } })).rejects.toMatchObject({
      codeName: 'FORM_VALIDATION_FAILED',
    });
    const accepted = await workflowForms.accept({ ...base, nodeId: 'StartEvent_1', values: { reason: 'x', days: 1 } });
    expect(accepted).toMatchObject({ reason: 'x', days: 1 });
    const view = await workflowForms.view({
      ...base,
      nodeId: 'StartEvent_1',
      values: { ...accepted, internalNote: 'secret' },
    });
    expect(view.values).not.toHaveProperty('internalNote');
    expect(view.permissions).toMatchObject({ opinion: 'r' });
    const plain = await workflowForms.accept({ ...base, formKey: 'noSuchForm', nodeId: 'x', values: { a: 1 } });
    expect(plain).toEqual({ a: 1 });
  });
});
