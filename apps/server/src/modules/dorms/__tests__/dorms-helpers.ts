import { expect } from 'vitest';
import { type LoggedIn, loginAs } from '../../../testing/login.ts';
import { buildTestApp, type TestApp } from '../../../testing/test-app.ts';

// Shared by the dorm affairs tests: a test app on the demo university with the usual accounts.

export const base = '/qzbps/business/v3';
export const list = { parameters: [], requestPage: { pageNo: 1, limit: 100 } };
/** A 1×1 PNG (a repair photo, a consent scan). */
export const tinyPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

export async function dormHarness(accounts: string[]) {
  const t: TestApp = await buildTestApp();
  const as: Record<string, LoggedIn> = {};
  for (const account of accounts) as[account] = await loginAs(t, account);
  as.otherStudent = await loginAs(t, 'student', { tenantCode: 'demo2' });
  as.otherAdmin = await loginAs(t, 'tenantadmin', { tenantCode: 'demo2' });
  const call = (who: string, method: 'GET' | 'POST', path: string, payload?: unknown) =>
    t.call({
      method,
      url: `${base}${path}`,
      headers: (as[who] as LoggedIn).headers,
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const decide = async (who: string, instanceId: string, action: 'agree' | 'oppose') => {
    const pending = await call(who, 'POST', '/bpm/received/query/pending', list);
    const taskId = pending.body.data.dataResult.find((r: { instId: string }) => r.instId === instanceId)?.taskId;
    expect(taskId, `${who} has a task`).toBeTruthy();
    return call(who, 'POST', `/bpm/task/${action}`, { taskId, opinion: action });
  };
  const result = async (instanceId: string) =>
    (await t.app.db.selectFrom('wfInstances').select('result').where('id', '=', instanceId).executeTakeFirstOrThrow())
      .result;
  const upload = async (who: string, fileName: string, bytes: Buffer) => {
    const boundary = '----dormtest';
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: application/octet-stream\r\n\r\n`;
    const res = await t.call({
      method: 'POST',
      url: '/qzbps/platform/v3/file/upload',
      payload: Buffer.concat([Buffer.from(head, 'utf8'), bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
      headers: { ...(as[who] as LoggedIn).headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    if (res.body.state !== 200) throw new Error(`upload failed: ${res.body.state} ${res.body.message}`);
    return res.body.data.id as string;
  };
  return { t, as, call, decide, result, upload };
}
