import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LoggedIn, loginAs } from '../../../testing/login.ts';
import { buildTestApp, type TestApp } from '../../../testing/test-app.ts';
import { leaveXml } from './fixtures.ts';

let t: TestApp;
const as: Record<string, LoggedIn> = {};
const base = '/qzbps/business/v3/bpm';
const list = (parameters: unknown[] = [], extra = {}) => ({
  parameters,
  requestPage: { pageNo: 1, limit: 20 },
  ...extra,
});

async function post(who: string, path: string, payload: unknown) {
  return t.call({
    method: 'POST',
    url: `${base}${path}`,
    headers: (as[who] as LoggedIn).headers,
    payload: payload as object,
  });
}
async function get(who: string, path: string) {
  return t.call({ method: 'GET', url: `${base}${path}`, headers: (as[who] as LoggedIn).headers });
}

beforeAll(async () => {
  t = await buildTestApp();
  for (const account of ['tenantadmin', 'student', 'counsellor', 'collegeadmin', '2024010002']) {
    as[account] = await loginAs(t, account);
  }
  as.other = await loginAs(t, 'student', { tenantCode: 'demo2' });
});
afterAll(() => t.close());

describe('BPM calls over HTTP', () => {
  let instId = '';
  let taskId = '';

  it('only an administrator deploys; the student then finds the process among those to start', async () => {
    const denied = await post('student', '/definition/deploy', { xml: leaveXml });
    expect(denied.status).toBe(403);
    const res = await post('tenantadmin', '/definition/deploy', { xml: leaveXml, category: 'leave' });
    expect(res.body).toMatchObject({ state: 200, data: { key: 'leave', version: 1 } });
    const startable = await post('student', '/initiated/query/process/new', list());
    expect(startable.body.data.dataResult.map((d: { defKey: string }) => d.defKey)).toContain('leave');
  });

  it('a refused deployment says which element and line', async () => {
    const res = await post('tenantadmin', '/definition/deploy', {
      xml: leaveXml
        .replace('bpmn:userTask id="college"', 'bpmn:scriptTask id="college"')
        .replace('</bpmn:userTask>', ''),
    });
    expect(res.body.state).toBe(6070101);
    expect(res.body.cause).toMatch(/line \d+, ScriptTask "college"/);
  });

  it('start → the counsellor’s to-do list (filtered) → task form with buttons → agree → my requests show it ended', async () => {
    const started = await post('student', '/instance/start', { defKey: 'leave', data: { days: 2, reason: '看病' } });
    expect(started.body.state).toBe(200);
    instId = started.body.data.instId;
    const pending = await post('counsellor', '/received/query/pending', list([{ key: 'Q^subject^SL', value: '请假' }]));
    expect(pending.body.data.pageResult.totalCount).toBe(1);
    const row = pending.body.data.dataResult[0];
    expect(row).toMatchObject({ instId, name: '辅导员审批', ownerName: '李明', status: 'NORMAL', allowShift: true });
    taskId = row.taskId;
    const none = await post('counsellor', '/received/query/pending', list([{ key: 'Q^subject^SL', value: '奖学金' }]));
    expect(none.body.data.pageResult.totalCount).toBe(0);

    const form = await get('counsellor', `/task/getFormData?taskId=${taskId}`);
    expect(form.body.data.formModel.formValue).toMatchObject({ days: 2 });
    expect(form.body.data.buttons.map((b: { alias: string }) => b.alias)).toEqual(
      expect.arrayContaining(['agree', 'oppose', 'reject', 'shift', 'delegate', 'addSign']),
    );
    expect(form.body.data.buttons.find((b: { alias: string }) => b.alias === 'agree').name).toBe('同意');

    const agreed = await post('counsellor', '/task/agree', { taskId, opinion: '同意，注意休息' });
    expect(agreed.body.state).toBe(200);
    // The last approval ends the request, and the answer says so.
    expect(agreed.body.data).toMatchObject({ instId, status: 'end' });
    const again = await post('counsellor', '/task/agree', { taskId });
    expect(again.body.state).toBe(6070104);

    const mine = await post('student', '/initiated/query/my/completed', list());
    expect(mine.body.data.dataResult[0]).toMatchObject({ instId, status: 'end', result: 'approved' });
    const handled = await post('counsellor', '/received/query/handled', list());
    expect(handled.body.data.dataResult[0]).toMatchObject({ taskId, decision: 'agree' });
  });

  it('history and diagram of the request', async () => {
    const history = await get('student', `/instance/flowHistory?instId=${instId}`);
    expect(history.body.data.map((h: { action: string }) => h.action)).toEqual(['start', 'agree', 'end']);
    expect(history.body.data[1]).toMatchObject({ actorName: '张老师', opinion: '同意，注意休息' });
    const image = await get('student', `/instance/flowImage?instId=${instId}`);
    expect(image.body.data.svg).toMatch(/^<svg/);
    // Browsers refuse an SVG image with a repeated attribute on one element (not well-formed XML).
    for (const tag of image.body.data.svg.match(/<[a-z]+\s[^>]*>/g) ?? []) {
      const names = [...tag.matchAll(/\s([a-z-]+)=/g)].map((m: RegExpMatchArray) => m[1]);
      expect(new Set(names).size, tag).toBe(names.length);
    }
    const states = Object.fromEntries(image.body.data.nodes.map((n: { id: string; state: string }) => [n.id, n.state]));
    expect(states).toMatchObject({ start: 'done', counsellor: 'done', college: 'pending' });
  });

  it('another student and another tenant cannot read the request', async () => {
    const classmate = await get('2024010002', `/instance/instFormInfo?instId=${instId}`);
    expect(classmate.body.state).toBe(6010103);
    const stranger = await get('other', `/instance/instFormInfo?instId=${instId}`);
    expect(stranger.body.state).toBe(6070102);
    const theirTodo = await post('other', '/received/query/pending', list());
    expect(theirTodo.body.data.pageResult.totalCount).toBe(0);
  });

  it('lists refuse fields that are not whitelisted', async () => {
    const res = await post('counsellor', '/received/query/pending', list([{ key: 'Q^assignee_id^S', value: 'x' }]));
    expect(res.body.state).toBe(6010101);
    const sort = await post(
      'counsellor',
      '/received/query/pending',
      list([], { sorts: [{ field: 'tenantId', order: 'ASC' }] }),
    );
    expect(sort.body.state).toBe(6010101);
  });

  it('drafts, withdraw, dashboard', async () => {
    const draft = await post('student', '/instance/saveDraft', { defKey: 'leave', data: { days: 9 } });
    const drafts = await post('student', '/initiated/query/my/draft', list());
    expect(drafts.body.data.dataResult[0]).toMatchObject({ proInstId: draft.body.data.id, procDefKey: 'leave' });
    const resumed = await get('student', `/instance/getFormData?proInstId=${draft.body.data.id}`);
    expect(resumed.body.data.formModel.formValue).toEqual({ days: 9 });
    const started = await post('student', '/instance/start', {
      defKey: 'leave',
      data: { days: 9 },
      proInstId: draft.body.data.id,
    });
    expect((await post('student', '/initiated/query/my/draft', list())).body.data.pageResult.totalCount).toBe(0);
    const dash = await get('counsellor', '/initiated/find/dashboard/mobile');
    expect(dash.body.data.pendingCount).toBe(1);
    const withdrawn = await post('student', '/task/revoke', { instId: started.body.data.instId });
    expect(withdrawn.body.state).toBe(200);
    expect((await get('counsellor', '/initiated/find/dashboard/mobile')).body.data.pendingCount).toBe(0);
  });

  it('a proxy set over HTTP receives the next task; phrases are per user; toReject lists the applicant', async () => {
    const counsellor2 = await loginAs(t, 'counsellor2');
    const at = t.clock.now().getTime();
    const saved = await post('counsellor', '/agent/save', {
      agentId: counsellor2.uid,
      startTime: new Date(at - 60_000).toISOString(),
      endTime: new Date(at + 86_400_000).toISOString(),
    });
    expect(saved.body.state).toBe(200);
    const bad = await post('counsellor', '/agent/save', {
      agentId: as.counsellor?.uid,
      startTime: new Date(at).toISOString(),
      endTime: new Date(at + 1000).toISOString(),
    });
    expect(bad.body.state).toBe(6070116);
    const started = await post('student', '/instance/start', { defKey: 'leave', data: { days: 1 } });
    const theirs = await t.call({
      method: 'POST',
      url: `${base}/received/query/pending`,
      headers: counsellor2.headers,
      payload: list(),
    });
    const row = theirs.body.data.dataResult.find((r: { instId: string }) => r.instId === started.body.data.instId);
    expect(row).toMatchObject({ status: 'AGENT' });
    const targets = await t.call({
      method: 'GET',
      url: `${base}/task/toReject?taskId=${row.taskId}`,
      headers: counsellor2.headers,
    });
    expect(targets.body.data).toEqual([{ nodeId: 'start', nodeName: '申请人', isStarter: true }]);
    await post('counsellor', '/agent/remove', { id: saved.body.data.id });

    await post('counsellor', '/common/statment/save', { text: '同意，请按时返校' });
    expect((await get('counsellor', '/common/statment/query')).body.data.map((p: { text: string }) => p.text)).toEqual([
      '同意，请按时返校',
    ]);
    expect((await get('student', '/common/statment/query')).body.data).toEqual([]);
  });
});
