import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LoggedIn, loginAs } from '../../../testing/login.ts';
import { buildTestApp, type TestApp } from '../../../testing/test-app.ts';
import { bpmn, flow } from './fixtures.ts';

// Issue 4 gaps: next-step people chosen at start and at approval (nodeUsers), the attributes of the
// form calls, the draft subject, the seeded processes' real forms and reading one task change.

let t: TestApp;
const as: Record<string, LoggedIn> = {};
const base = '/qzbps/business/v3/bpm';
const list = (parameters: unknown[] = []) => ({ parameters, requestPage: { pageNo: 1, limit: 20 } });
const who = (name: string) => as[name] as LoggedIn;
const post = (name: string, path: string, payload: unknown) =>
  t.call({ method: 'POST', url: `${base}${path}`, headers: who(name).headers, payload: payload as object });
const get = (name: string, path: string) =>
  t.call({ method: 'GET', url: `${base}${path}`, headers: who(name).headers });

/** Start → a reviewer the applicant picks → a gateway → a signer the reviewer picks (or the counsellor). */
const chosenXml = bpmn(
  'id="chosen" name="自选审批人" cf:subject="{starterName}的自选审批：{title}"',
  `<bpmn:startEvent id="start" name="申请人"/>
  ${flow('f1', 'start', 'review')}
  <bpmn:userTask id="review" name="指定审核" cf:assignee="nodeUsers"/>
  ${flow('f2', 'review', 'g1')}
  <bpmn:exclusiveGateway id="g1" default="f4"/>
  ${flow('f3', 'g1', 'sign', 'days > 3')}
  ${flow('f4', 'g1', 'end')}
  <bpmn:userTask id="sign" name="加审" cf:assignee="nodeUsers,relation:counsellor"/>
  ${flow('f5', 'sign', 'end')}
  <bpmn:endEvent id="end" name="结束"/>`,
);

beforeAll(async () => {
  t = await buildTestApp();
  for (const account of ['tenantadmin', 'student', 'counsellor', 'counsellor2', 'collegeadmin']) {
    as[account] = await loginAs(t, account);
  }
  as.other = await loginAs(t, 'student', { tenantCode: 'demo2' });
  const deployed = await post('tenantadmin', '/definition/deploy', { xml: chosenXml });
  expect(deployed.body.state).toBe(200);
});
afterAll(() => t.close());

describe('next-step people (nodeUsers)', () => {
  it('the start form names the step the applicant must fill, with the applicant’s name', async () => {
    const res = await get('student', '/instance/getFormData?defKey=chosen');
    expect(res.body.data.attributes).toMatchObject({
      defKey: 'chosen',
      procDefName: '自选审批人',
      starterName: '李明',
      nodeUserChoices: [{ nodeId: 'review', nodeName: '指定审核', required: true }],
    });
  });

  it('the chosen reviewer gets the task, and may choose the next step’s people past a gateway', async () => {
    const reviewer = who('counsellor2').uid;
    const started = await post('student', '/instance/start', {
      defKey: 'chosen',
      data: { title: '借教室', days: 5 },
      nodeUsers: { review: [reviewer] },
    });
    expect(started.body.state).toBe(200);
    const pending = await post('counsellor2', '/received/query/pending', list());
    const row = pending.body.data.dataResult.find((r: { subject: string }) => r.subject === '李明的自选审批：借教室');
    expect(row).toBeDefined();
    const form = await get('counsellor2', `/task/getFormData?taskId=${row.taskId}`);
    expect(form.body.data.attributes).toMatchObject({
      defKey: 'chosen',
      procDefName: '自选审批人',
      starterName: '李明',
      nodeId: 'review',
      // Behind a conditional branch and with a fallback rule: offered, not required.
      nodeUserChoices: [{ nodeId: 'sign', nodeName: '加审', required: false }],
    });
    // Someone who may only look is offered no choice.
    const looker = await get('student', `/task/getFormData?taskId=${row.taskId}`);
    expect(looker.body.data.attributes.nodeUserChoices).toEqual([]);
    const signer = who('collegeadmin').uid;
    const agreed = await post('counsellor2', '/task/agree', { taskId: row.taskId, nodeUsers: { sign: [signer] } });
    expect(agreed.body.state).toBe(200);
    const next = await post('collegeadmin', '/received/query/pending', list());
    expect(next.body.data.dataResult.map((r: { subject: string }) => r.subject)).toContain('李明的自选审批：借教室');
  });

  it('a user of another school cannot be chosen: the step finds nobody and the start is refused', async () => {
    const outsider = who('other').uid;
    const res = await post('student', '/instance/start', {
      defKey: 'chosen',
      data: { title: 'x', days: 1 },
      nodeUsers: { review: [outsider] },
    });
    expect(res.body.state).toBe(6070108);
  });
});

describe('form attributes and drafts', () => {
  it('a draft’s subject carries the applicant’s name', async () => {
    const saved = await post('student', '/instance/saveDraft', { defKey: 'chosen', data: { title: '草稿' } });
    expect(saved.body.state).toBe(200);
    const drafts = await post('student', '/initiated/query/my/draft', list());
    expect(drafts.body.data.dataResult.map((r: { subject: string }) => r.subject)).toContain('李明的自选审批：草稿');
  });

  it('the read-only view names the process and its key', async () => {
    const mine = await post('student', '/initiated/query/my/requested', list());
    const instId = mine.body.data.dataResult[0].id;
    const res = await get('student', `/instance/instFormInfo?instId=${instId}`);
    expect(res.body.data.attributes).toMatchObject({ defKey: expect.any(String), procDefName: expect.any(String) });
  });
});

describe('the seeded processes have real forms', () => {
  it('the general application’s start form is its form definition, and the server enforces it', async () => {
    const res = await get('student', '/instance/getFormData?defKey=general_application');
    const fields = res.body.data.formModel.formData.fields as { name: string; field_type: string }[];
    expect(fields.map((f) => f.name)).toEqual(expect.arrayContaining(['title', 'content']));
    const missing = await post('student', '/instance/start', {
      defKey: 'general_application',
      data: { content: '无标题' },
    });
    expect(missing.body.state).toBe(6080103);
    const ok = await post('student', '/instance/start', { defKey: 'general_application', data: { title: '开证明' } });
    expect(ok.body.state).toBe(200);
  });

  it('the two-level approval asks for the number of days', async () => {
    const res = await get('student', '/instance/getFormData?defKey=two_level_approval');
    const days = (res.body.data.formModel.formData.fields as { name: string; field_type: string }[]).find(
      (f) => f.name === 'days',
    );
    expect(days?.field_type).toBe('number');
    const bad = await post('student', '/instance/start', { defKey: 'two_level_approval', data: { days: 'many' } });
    expect(bad.body.state).toBe(6080103);
  });
});

describe('one task change', () => {
  it('is read by id (Q^id^S) or by task; a malformed id is a client error, not a crash', async () => {
    const started = await post('student', '/instance/start', {
      defKey: 'general_application',
      data: { title: '转办测试' },
    });
    const taskId = started.body.data.taskIds[0];
    const saved = await post('counsellor', '/task/change/save', {
      taskId,
      changeType: 'shift',
      comment: '请代办',
      assignees: [{ type: 'employee', executor: who('counsellor2').uid, executorName: '陈老师' }],
    });
    expect(saved.body.state).toBe(200);
    const byTask = await post('counsellor', '/task/change/query', list([{ key: 'Q^taskId^S', value: taskId }]));
    expect(byTask.body.data.dataResult).toHaveLength(1);
    const change = byTask.body.data.dataResult[0];
    const byId = await post('counsellor', '/task/change/query', list([{ key: 'Q^id^S', value: change.id }]));
    expect(byId.body.data).toMatchObject({ dataResult: [{ id: change.id, taskId }], pageResult: { totalCount: 1 } });
    // Only the owner's changes: someone else finds nothing.
    const stranger = await post('collegeadmin', '/task/change/query', list([{ key: 'Q^id^S', value: change.id }]));
    expect(stranger.body.data.dataResult).toEqual([]);
    const bad = await post('counsellor', '/task/change/query', list([{ key: 'Q^id^S', value: "1' or '1'='1" }]));
    expect([bad.status, bad.body.state]).toEqual([400, 6010101]);
  });
});

describe('buttons follow the node', () => {
  const buttonsXml = bpmn(
    'id="buttons" name="按钮" cf:subject="按钮：{title}"',
    `<bpmn:startEvent id="start"/>
  ${flow('f1', 'start', 'plain')}
  <bpmn:userTask id="plain" name="默认按钮" cf:assignee="relation:counsellor"/>
  ${flow('f2', 'plain', 'narrow')}
  <bpmn:userTask id="narrow" name="两个按钮" cf:assignee="relation:counsellor" cf:buttons="agree,endProcess"/>
  ${flow('f3', 'narrow', 'end')}
  <bpmn:endEvent id="end"/>`,
  );
  const aliases = async (who: string, taskId: string) =>
    ((await get(who, `/task/getFormData?taskId=${taskId}`)).body.data.buttons as { alias: string }[]).map(
      (b) => b.alias,
    );

  it('without cf:buttons the default set; with it exactly the listed ones', async () => {
    expect((await post('tenantadmin', '/definition/deploy', { xml: buttonsXml })).body.state).toBe(200);
    const started = await post('student', '/instance/start', { defKey: 'buttons', data: { title: 'b' } });
    const first = started.body.data.taskIds[0];
    expect(await aliases('counsellor', first)).toEqual([
      'agree',
      'oppose',
      'reject',
      'rejectToStart',
      'shift',
      'delegate',
      'addSign',
      'lock',
      'flowImage',
      'approvalHistory',
    ]);
    const agreed = await post('counsellor', '/task/agree', { taskId: first });
    const second = agreed.body.data.taskIds[0];
    expect(await aliases('counsellor', second)).toEqual(['agree', 'endProcess']);
    // Someone who may only look gets no action, whatever the node lists.
    expect(await aliases('student', second)).toEqual(['flowImage', 'approvalHistory']);
  });
});

describe('menus reach every BPM list', () => {
  it('a student and a counsellor find 待办事项 and 抄送我的 in the menu', async () => {
    type Entry = { defaultUrl: string | null; name: string; children?: Entry[] };
    const flat = (entries: Entry[]): Entry[] => entries.flatMap((e) => [e, ...flat(e.children ?? [])]);
    for (const name of ['student', 'counsellor']) {
      const res = await t.call({
        method: 'GET',
        url: '/qzbps/platform/v3/auth/appres/getMenuData',
        headers: who(name).headers,
      });
      const urls = flat(res.body.data as Entry[]).map((e) => e.defaultUrl);
      expect(urls).toEqual(expect.arrayContaining(['/bpmn/pending-matter/index', '/bpmn/copied/index']));
    }
  });
});
