import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LoggedIn, loginAs } from '../../../testing/login.ts';
import { buildTestApp, type TestApp } from '../../../testing/test-app.ts';
import type { AuthContext } from '../../auth/auth-context.ts';
import { newId } from '../../db/ids.ts';
import { canReadFile } from '../../files/file-access.ts';
import { classOfStudent } from '../../org/org-relations.ts';

const base = '/qzbps/platform/v3/notice';

describe('announcement attachments', () => {
  let t: TestApp;
  let counsellor: LoggedIn;
  let student: LoggedIn;
  let counsellor2: LoggedIn;

  const upload = async (owner: LoggedIn) => {
    const id = newId();
    await t.app.db
      .insertInto('files')
      .values({
        tenantId: owner.tenantId,
        id,
        ownerId: owner.uid,
        name: '日程.pdf',
        ext: 'pdf',
        mime: 'application/pdf',
        size: 1234,
        sha256: '0'.repeat(64),
        storageKey: `${owner.tenantId}/00/${id}`,
      })
      .execute();
    return id;
  };
  /** canReadFile as the file download route calls it, with the caller's context. */
  const mayRead = (who: LoggedIn, fileId: string) => {
    const auth: AuthContext = {
      tenantId: who.tenantId,
      userId: who.uid,
      sessionId: '',
      clientId: 'campusflow-web',
      account: '',
      isSuper: false,
      roleId: who.roleId,
      roleAlias: who.roleAlias,
      allRoles: false,
      actorUserId: null,
      restricted: null,
    };
    return canReadFile(t.app.db, auth, { id: fileId, ownerId: 'nobody' });
  };

  beforeAll(async () => {
    t = await buildTestApp();
    counsellor = await loginAs(t, 'counsellor');
    student = await loginAs(t, 'student');
    counsellor2 = await loginAs(t, 'counsellor2');
  });
  afterAll(() => t.close());

  it('readers of a published notice may download its attachments; others may not; only own uploads attach', async () => {
    const classId = (await classOfStudent(t.app.db, student.tenantId, student.uid))?.id as string;
    const mine = await upload(counsellor);
    const someoneElses = await upload(counsellor2);
    const payload = {
      categoryCode: 'notice',
      title: '日程安排',
      content: '<p>见附件</p>',
      audience: { scope: 'orgs', orgIds: [classId] },
    };
    const stolen = await t.call({
      method: 'POST',
      url: `${base}/save`,
      headers: counsellor.headers,
      payload: { ...payload, attachmentFileIds: [someoneElses] },
    });
    expect(stolen.body.state).toBe(6030107);
    const saved = await t.call({
      method: 'POST',
      url: `${base}/save`,
      headers: counsellor.headers,
      payload: { ...payload, attachmentFileIds: [mine] },
    });
    const id = saved.body.data.id as string;
    expect(await mayRead(student, mine)).toBe(false);
    await t.call({ method: 'POST', url: `${base}/${id}/publish`, headers: counsellor.headers });
    expect(await mayRead(student, mine)).toBe(true);
    expect(await mayRead(counsellor2, mine)).toBe(false);
    const detail = await t.call({ method: 'GET', url: `${base}/${id}`, headers: student.headers });
    expect(detail.body.data.attachments).toEqual([{ id: mine, name: '日程.pdf', size: 1234, mime: 'application/pdf' }]);
  });
});
