import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../testing/test-app.ts';
import { grantBusinessKeyAccess, linkFilesToBusinessKey } from '../file-access.ts';
import { sessionFor, type TestSession } from './session-for.ts';

const base = '/qzbps/platform/v3/file';
const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 7)]);
const exe = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(64, 0)]);

function multipart(fileName: string, bytes: Buffer) {
  const boundary = '----campusflowtest';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: application/octet-stream\r\n\r\n`;
  const payload = Buffer.concat([Buffer.from(head, 'utf8'), bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

describe('files', () => {
  let t: TestApp;
  let dir: string;
  let student: TestSession;
  let other: TestSession;
  let foreign: TestSession;

  const upload = (s: TestSession, name: string, bytes: Buffer) => {
    const body = multipart(name, bytes);
    return t.call({
      method: 'POST',
      url: `${base}/upload`,
      payload: body.payload,
      headers: { ...s.headers, ...body.headers },
    });
  };

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'cf-files-'));
    t = await buildTestApp({ config: { FILES_DIR: dir, FILES_MAX_BYTES: '4096' } });
    student = await sessionFor(t, 'student');
    other = await sessionFor(t, 'counsellor');
    foreign = await sessionFor(t, 'student', { tenantCode: 'demo2' });
  });
  afterAll(async () => {
    await t.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('uploads a sniffed image and lets the owner download it', async () => {
    const res = await upload(student, '../../证件照.png', png);
    expect(res.body.state).toBe(200);
    const info = res.body.data;
    expect(info).toMatchObject({ name: '证件照.png', ext: 'png', mime: 'image/png', size: png.length, isImage: true });
    expect(info.id).toMatch(/^[0-9a-f-]{36}$/);
    const dl = await t.app.inject({
      method: 'GET',
      url: `${base}/download?fileId=${info.id}`,
      headers: student.headers,
    });
    expect(dl.statusCode).toBe(200);
    expect(dl.rawPayload.equals(png)).toBe(true);
    expect(dl.headers['content-disposition']).toContain("filename*=UTF-8''%E8%AF%81");
    expect(dl.headers['content-disposition']).toMatch(/^attachment/);
    const inline = await t.app.inject({
      method: 'GET',
      url: `${base}/download?fileId=${info.id}&inline=1`,
      headers: student.headers,
    });
    expect(inline.headers['content-disposition']).toMatch(/^inline/);
  });

  it('refuses a program renamed to .jpg, a type not allowed and an oversized file', async () => {
    const renamed = await upload(student, 'photo.jpg', exe);
    expect([renamed.status, renamed.body.state]).toEqual([415, 6085103]);
    const notAllowed = await upload(student, 'setup.exe', exe);
    expect([notAllowed.status, notAllowed.body.state]).toEqual([415, 6085102]);
    const big = await upload(student, 'big.txt', Buffer.alloc(5000, 0x61));
    expect([big.status, big.body.state]).toEqual([413, 6085101]);
    expect(big.body.variables).toEqual({ maxBytes: 4096 });
    const empty = await upload(student, 'empty.txt', Buffer.alloc(0));
    expect(empty.body.state).toBe(6085106);
  });

  it('needs a login to upload or download', async () => {
    const body = multipart('a.txt', Buffer.from('hello'));
    const res = await t.call({ method: 'POST', url: `${base}/upload`, payload: body.payload, headers: body.headers });
    expect(res.status).toBe(401);
  });

  it('E2: another tenant gets 404 for a file id, another user of the tenant 403 until a record grants it', async () => {
    const info = (await upload(student, 'note.txt', Buffer.from('leave note'))).body.data;
    const url = `${base}/download?fileId=${info.id}`;
    const cross = await t.call({ method: 'GET', url, headers: foreign.headers });
    expect([cross.status, cross.body.state]).toEqual([404, 6085104]);
    const denied = await t.call({ method: 'GET', url, headers: other.headers });
    expect([denied.status, denied.body.state]).toEqual([403, 6085105]);
    await linkFilesToBusinessKey(t.app.db, student.auth.tenantId, [info.id], 'leave:1', {
      ownerId: student.auth.userId,
    });
    await grantBusinessKeyAccess(t.app.db, student.auth.tenantId, 'leave:1', [other.auth.userId]);
    const granted = await t.app.inject({ method: 'GET', url, headers: other.headers });
    expect(granted.statusCode).toBe(200);
    expect(granted.body).toBe('leave note');
  });

  it('removes an unused file, but not one a record uses or someone else uploaded', async () => {
    const used = (await upload(student, 'used.txt', Buffer.from('x'))).body.data;
    await linkFilesToBusinessKey(t.app.db, student.auth.tenantId, [used.id], 'leave:2');
    const inUse = await t.call({
      method: 'POST',
      url: `${base}/remove`,
      payload: { fileId: used.id },
      headers: student.headers,
    });
    expect([inUse.status, inUse.body.state]).toEqual([409, 6085107]);
    const free = (await upload(student, 'free.txt', Buffer.from('y'))).body.data;
    const notMine = await t.call({
      method: 'POST',
      url: `${base}/remove`,
      payload: { fileId: free.id },
      headers: other.headers,
    });
    expect(notMine.body.state).toBe(6085105);
    const removed = await t.call({
      method: 'POST',
      url: `${base}/remove`,
      payload: { fileId: free.id },
      headers: student.headers,
    });
    expect(removed.body.state).toBe(200);
    const gone = await t.call({ method: 'GET', url: `${base}/info?fileId=${free.id}`, headers: student.headers });
    expect(gone.body.state).toBe(6085104);
  });

  it("refuses to link another user's upload to a record", async () => {
    const info = (await upload(student, 'mine.txt', Buffer.from('z'))).body.data;
    await expect(
      linkFilesToBusinessKey(t.app.db, other.auth.tenantId, [info.id], 'x:1', { ownerId: other.auth.userId }),
    ).rejects.toMatchObject({ codeName: 'FILE_NOT_FOUND' });
  });

  it('tells the client the effective limits', async () => {
    const res = await t.call({ method: 'GET', url: `${base}/settings`, headers: student.headers });
    expect(res.body.data.maxBytes).toBe(4096);
    expect(res.body.data.extensions).toContain('pdf');
  });

  it("narrows the limits to the tenant's own settings", async () => {
    await t.app.db
      .insertInto('sysConfigs')
      .values([
        { tenantId: student.auth.tenantId, code: 'file.extensions', value: 'pdf, .PNG' },
        { tenantId: student.auth.tenantId, code: 'file.maxBytes', value: '100' },
      ])
      .execute();
    const settings = await t.call({ method: 'GET', url: `${base}/settings`, headers: student.headers });
    expect(settings.body.data).toEqual({ maxBytes: 100, extensions: ['png', 'pdf'] });
    const txt = await upload(student, 'a.txt', Buffer.from('hi'));
    expect(txt.body.state).toBe(6085102);
    const big = await upload(student, 'p.png', png.subarray(0, 72));
    expect(big.body.state).toBe(200);
    const other = await t.call({ method: 'GET', url: `${base}/settings`, headers: foreign.headers });
    expect(other.body.data.maxBytes).toBe(4096);
  });
});
