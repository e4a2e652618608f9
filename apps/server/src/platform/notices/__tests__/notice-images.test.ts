import { richTextImageSrc } from '@campusflow/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LoggedIn, loginAs } from '../../../testing/login.ts';
import { buildTestApp, type TestApp } from '../../../testing/test-app.ts';
import type { AuthContext } from '../../auth/auth-context.ts';
import { newId } from '../../db/ids.ts';
import { canReadFile } from '../../files/file-access.ts';
import { classOfStudent } from '../../org/org-relations.ts';
import { imageFileIds, sanitizeNoticeHtml } from '../notice-content.ts';

const base = '/qzbps/platform/v3/notice';
const fileId = '0190f5d2-6a1b-7c3d-8e4f-0123456789ab';
const ours = richTextImageSrc(fileId).replace('&', '&amp;');

describe('images in announcement bodies: the sanitiser', () => {
  it('keeps an image of our file store and strips its event handlers', () => {
    const out = sanitizeNoticeHtml(`<p>图<img src="${ours}" alt="日程" onerror="alert(1)" onload="x()"></p>`);
    expect(out).toBe(`<p>图<img src="${ours}" alt="日程" /></p>`);
    expect(imageFileIds(out)).toEqual([fileId]);
  });

  it.each([
    ['an external image (a tracking pixel)', '<img src="https://evil.example/p.gif">'],
    ['a protocol-relative one', '<img src="//evil.example/p.gif">'],
    ['a data: image', '<img src="data:image/png;base64,iVBORw0KGgo=">'],
    ['a javascript: source', '<img src="javascript:alert(1)">'],
    ['another path of ours', `<img src="/file/download?fileId=${fileId}">`],
    ['our path with something appended', `<img src="${ours}&amp;x=1">`],
    ['an image without a source', '<img alt="x" onerror="alert(1)">'],
  ])('removes %s whole', (_, html) => {
    const out = sanitizeNoticeHtml(`<p>正文${html}</p>`);
    expect(out).toBe('<p>正文</p>');
    expect(imageFileIds(out)).toEqual([]);
  });

  it('removes images smuggled in srcset, styles and SVG', () => {
    const out = sanitizeNoticeHtml(
      `<p style="background:url(https://evil.example/a)">x</p><img src="${ours}" srcset="https://evil.example/b 2x"><svg><image href="https://evil.example/c"/></svg>`,
    );
    expect(out).not.toMatch(/evil|style|srcset|svg/);
    expect(out).toContain(`src="${ours}"`);
  });
});

describe('images in announcement bodies: files and readers', () => {
  let t: TestApp;
  let counsellor: LoggedIn;
  let counsellor2: LoggedIn;
  let student: LoggedIn;

  const upload = async (owner: LoggedIn, mime = 'image/png') => {
    const id = newId();
    await t.app.db
      .insertInto('files')
      .values({
        tenantId: owner.tenantId,
        id,
        ownerId: owner.uid,
        name: mime === 'image/png' ? '海报.png' : '日程.pdf',
        ext: mime === 'image/png' ? 'png' : 'pdf',
        mime,
        size: 2048,
        sha256: '0'.repeat(64),
        storageKey: `${owner.tenantId}/00/${id}`,
      })
      .execute();
    return id;
  };
  const mayRead = (who: LoggedIn, id: string) => {
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
    return canReadFile(t.app.db, auth, { id, ownerId: 'nobody' });
  };

  beforeAll(async () => {
    t = await buildTestApp();
    counsellor = await loginAs(t, 'counsellor');
    counsellor2 = await loginAs(t, 'counsellor2');
    student = await loginAs(t, 'student');
  });
  afterAll(() => t.close());

  it('an image of the writer’s own becomes readable by the audience once published; injected ones are gone', async () => {
    const classId = (await classOfStudent(t.app.db, student.tenantId, student.uid))?.id as string;
    const picture = await upload(counsellor);
    const save = (content: string) =>
      t.call({
        method: 'POST',
        url: `${base}/save`,
        headers: counsellor.headers,
        payload: { categoryCode: 'notice', title: '活动海报', content, audience: { scope: 'orgs', orgIds: [classId] } },
      });
    const src = richTextImageSrc(picture);
    const saved = await save(
      `<p>海报如下</p><img src="${src}" alt="海报" onerror="fetch('//evil')"><img src="https://evil.example/t.gif">`,
    );
    expect(saved.body.state).toBe(200);
    const id = saved.body.data.id as string;
    expect(await mayRead(student, picture)).toBe(false);
    await t.call({ method: 'POST', url: `${base}/${id}/publish`, headers: counsellor.headers });
    const detail = await t.call({ method: 'GET', url: `${base}/${id}`, headers: student.headers });
    expect(detail.body.data.content).toBe(`<p>海报如下</p><img src="${src.replace('&', '&amp;')}" alt="海报" />`);
    expect(await mayRead(student, picture)).toBe(true);
    expect(await mayRead(counsellor2, picture)).toBe(false);

    // Someone else's picture, or a file that is not a picture, may not be shown as an image.
    expect((await save(`<img src="${richTextImageSrc(await upload(counsellor2))}">`)).body.state).toBe(6030107);
    expect(
      (await save(`<p>x</p><img src="${richTextImageSrc(await upload(counsellor, 'application/pdf'))}">`)).body.state,
    ).toBe(6030107);
  });
});
