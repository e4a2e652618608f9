import { constants, createPublicKey, publicEncrypt, randomBytes } from 'node:crypto';
import { type EncryptionSettings, headers, stateCodes } from '@campusflow/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoPassword, type LoggedIn, loginAs } from '../../../testing/login.ts';
import { buildTestApp, type TestApp } from '../../../testing/test-app.ts';
import { createKeyRing } from '../key-ring.ts';
import { rotateKeys } from '../key-store.ts';
import { encryptionDb } from '../request-encryption.tables.ts';
import { encryptedInject, fetchSettings, openAnswer, seal } from './encrypted-call.ts';

let t: TestApp;
let settings: EncryptionSettings;
let student: LoggedIn;
let demoId: string;

const loginUrl = '/qzbps/oauth2/v3/user/login/apply';
const readUrl = '/qzbps/platform/v3/message/inner/read';
const readAllUrl = '/qzbps/platform/v3/message/inner/read-all';
const loginBody = { username: 'student', password: demoPassword };
const invalid = stateCodes.ENCRYPTED_BODY_INVALID.code;

async function setRequirement(tenantId: string, on: boolean) {
  await t.app.db
    .updateTable('sysConfigs')
    .set({ value: on ? '1' : '0' })
    .where('tenantId', '=', tenantId)
    .where('code', '=', 'encrypt_express')
    .execute();
  t.clock.advance(11_000); // past the per-instance cache of the setting
}

let loggedInAt = 0;
/** A token that has not expired on the moving test clock (access tokens live 300 s). */
async function freshStudent() {
  if (t.clock.now().getTime() - loggedInAt > 200_000) {
    student = await loginAs(t, 'student');
    loggedInAt = t.clock.now().getTime();
  }
  return student;
}

/** An authenticated encrypted POST as the web app sends it. */
async function sealedRead(extra: Partial<Parameters<typeof seal>[0]> = {}) {
  await freshStudent();
  const sealed = await seal({
    settings,
    url: readAllUrl,
    body: {},
    tenant: student.tenantId,
    ts: t.clock.now().getTime(),
    ...extra,
  });
  return {
    sealed,
    request: encryptedInject(sealed, { url: readAllUrl, headers: student.headers, answerEncrypted: true }),
  };
}

beforeAll(async () => {
  t = await buildTestApp();
  settings = await fetchSettings(t);
  await freshStudent();
  demoId = student.tenantId;
});
afterAll(() => t.close());

describe('GET /user/client/encrypt/get', () => {
  it('G1/G6: answers the spec shape with a 3072-bit RSA-OAEP-256 key and its kid', async () => {
    expect(settings).toMatchObject({ encrypt: false, encryptName: 'RSA-OAEP-256+A256GCM', timestampWindowMs: 300_000 });
    expect(settings.publicKey).toMatchObject({ kty: 'RSA', alg: 'RSA-OAEP-256', use: 'enc', kid: settings.kid });
    expect(Buffer.from(settings.publicKey.n, 'base64url').length * 8).toBe(3072);
    expect(settings.publicKey).not.toHaveProperty('d');
  });
});

describe('decrypting request bodies', () => {
  it('G2: an encrypted login is decrypted, then validated and handled like a plain one', async () => {
    const sealed = await seal({ settings, url: loginUrl, body: loginBody, ts: t.clock.now().getTime() });
    const res = await t.app.inject({ ...encryptedInject(sealed, { url: loginUrl }), remoteAddress: '198.19.0.1' });
    expect(res.json().state).toBe(200);
    expect(typeof res.json().data).toBe('string');
  });

  it('G2: the decrypted body meets the route schema (unknown field → 6010101)', async () => {
    const sealed = await seal({
      settings,
      url: loginUrl,
      body: { ...loginBody, admin: true },
      ts: t.clock.now().getTime(),
    });
    const res = await t.app.inject({ ...encryptedInject(sealed, { url: loginUrl }), remoteAddress: '198.19.0.2' });
    expect(res.json().state).toBe(6010101);
  });

  it('G2: response encryption round trip: asked with content-enc-allowed, the answer is a JWE under the same key', async () => {
    const { sealed, request } = await sealedRead();
    const res = await t.app.inject(request);
    expect(res.headers['content-type']).toBe('application/jose');
    expect(res.headers['content-enc-allowed']).toBe('1');
    expect(res.body).not.toContain('state');
    const answer = await openAnswer(res.body, sealed.cek);
    expect(answer.body).toMatchObject({ state: 200, data: { changed: expect.any(Number) } });
    expect(answer.header).toMatchObject({ alg: 'dir', enc: 'A256GCM', kid: settings.kid });
    // A fresh IV: not the request's.
    expect(res.body.split('.')[2]).not.toBe(sealed.encInfo.split('.')[2]);
  });

  it('G2: without content-enc-allowed the answer is plain JSON', async () => {
    const { sealed } = await sealedRead();
    const res = await t.app.inject(encryptedInject(sealed, { url: readAllUrl, headers: student.headers }));
    expect(res.json().state).toBe(200);
  });

  it('G2: one flipped ciphertext bit is refused', async () => {
    const { sealed } = await sealedRead();
    const [ct, tag] = sealed.body.split('.') as [string, string];
    const bytes = Buffer.from(ct, 'base64url');
    bytes[0] = (bytes[0] ?? 0) ^ 1;
    const res = await t.app.inject(
      encryptedInject(
        { encInfo: sealed.encInfo, body: `${bytes.toString('base64url')}.${tag}` },
        { url: readAllUrl, headers: student.headers },
      ),
    );
    expect(res.json().state).toBe(invalid);
  });

  it('G2: one flipped tag bit is refused', async () => {
    const { sealed } = await sealedRead();
    const [ct, tag] = sealed.body.split('.') as [string, string];
    const bytes = Buffer.from(tag, 'base64url');
    bytes[15] = (bytes[15] ?? 0) ^ 0x80;
    const res = await t.app.inject(
      encryptedInject(
        { encInfo: sealed.encInfo, body: `${ct}.${bytes.toString('base64url')}` },
        { url: readAllUrl, headers: student.headers },
      ),
    );
    expect(res.json().state).toBe(invalid);
  });

  it('G2/G4: a changed protected header (the AAD) is refused', async () => {
    const { sealed } = await sealedRead();
    const [protectedB64, ek, iv] = sealed.encInfo.split('.') as [string, string, string];
    const header = JSON.parse(Buffer.from(protectedB64, 'base64url').toString());
    const forged = Buffer.from(JSON.stringify({ ...header, ts: header.ts + 1 })).toString('base64url');
    const res = await t.app.inject(
      encryptedInject(
        { encInfo: `${forged}.${ek}.${iv}`, body: sealed.body },
        { url: readAllUrl, headers: student.headers },
      ),
    );
    expect(res.json().state).toBe(invalid);
  });

  it('G2: a payload in another mode (AES-ECB, A128CBC-HS256) is refused', async () => {
    for (const enc of ['A256ECB', 'A128CBC-HS256']) {
      const { sealed } = await sealedRead({ header: { enc } }).catch(async () => {
        // jose will not make an ECB JWE: claim it in the header over a GCM body instead.
        const ok = await sealedRead();
        const [p, ek, iv] = ok.sealed.encInfo.split('.') as [string, string, string];
        const h = { ...JSON.parse(Buffer.from(p, 'base64url').toString()), enc };
        return {
          sealed: { ...ok.sealed, encInfo: `${Buffer.from(JSON.stringify(h)).toString('base64url')}.${ek}.${iv}` },
        };
      });
      const res = await t.app.inject(encryptedInject(sealed, { url: readAllUrl, headers: student.headers }));
      expect(res.json().state).toBe(invalid);
    }
  });

  it('G1: a key wrapped with PKCS#1 v1.5 gets the generic decrypt error', async () => {
    const { sealed } = await sealedRead();
    const [p, , iv] = sealed.encInfo.split('.') as [string, string, string];
    const v15 = publicEncrypt(
      { key: createPublicKey({ key: settings.publicKey, format: 'jwk' }), padding: constants.RSA_PKCS1_PADDING },
      Buffer.from(sealed.cek),
    ).toString('base64url');
    const res = await t.app.inject(
      encryptedInject(
        { encInfo: `${p}.${v15}.${iv}`, body: sealed.body },
        { url: readAllUrl, headers: student.headers },
      ),
    );
    expect(res.json().state).toBe(invalid);
    // Declaring RSA1_5 in the header does not help either.
    const declared = await sealedRead({ header: { alg: 'RSA1_5' } }).catch(() => null);
    if (declared) {
      const again = await t.app.inject(encryptedInject(declared.sealed, { url: readAllUrl, headers: student.headers }));
      expect(again.json().state).toBe(invalid);
    }
  });
});

describe('replay protection', () => {
  it('G4: the same request twice: the second is refused as a replay', async () => {
    const { request } = await sealedRead();
    expect((await t.app.inject(request)).headers['content-type']).toBe('application/jose');
    const second = await t.app.inject(request);
    expect(second.json().state).toBe(stateCodes.ENCRYPTED_BODY_REPLAYED.code);
  });

  it('G4: a timestamp 301 s old or 301 s ahead is refused; 299 s old is accepted', async () => {
    const now = t.clock.now().getTime();
    for (const ts of [now - 301_000, now + 301_000]) {
      const { request } = await sealedRead({ ts });
      const res = await t.app.inject(request);
      expect(res.json().state).toBe(stateCodes.ENCRYPTED_BODY_EXPIRED.code);
      expect(res.json().variables.serverTime).toBe(now);
    }
    const { request } = await sealedRead({ ts: now - 299_000 });
    expect((await t.app.inject(request)).headers['content-type']).toBe('application/jose');
  });

  it('G4: a captured request stays refused after its window, when the server clock moved on', async () => {
    const { request } = await sealedRead();
    await t.app.inject(request);
    t.clock.advance(200_000);
    expect((await t.app.inject(request)).json().state).toBe(stateCodes.ENCRYPTED_BODY_REPLAYED.code);
    t.clock.advance(200_000);
    expect((await t.app.inject(request)).json().state).toBe(stateCodes.ENCRYPTED_BODY_EXPIRED.code);
  });

  it('G4: a body replayed to another path or with another method is refused', async () => {
    const { sealed } = await sealedRead();
    const other = await t.app.inject(encryptedInject(sealed, { url: `${readAllUrl}?x=1`, headers: student.headers }));
    expect(other.json().state).toBe(invalid);
    const sealedForRead = await seal({
      settings,
      url: readUrl,
      body: { ids: [crypto.randomUUID()] },
      tenant: demoId,
      ts: t.clock.now().getTime(),
    });
    const moved = await t.app.inject(encryptedInject(sealedForRead, { url: readAllUrl, headers: student.headers }));
    expect(moved.json().state).toBe(invalid);
    const put = await t.app.inject(
      encryptedInject(sealedForRead, { url: readUrl, method: 'PUT', headers: student.headers }),
    );
    expect(put.json().state).not.toBe(200); // no such route, or refused: never accepted
  });

  it('G4: a body bound to another tenant is refused', async () => {
    const { request } = await sealedRead({ tenant: crypto.randomUUID() });
    expect((await t.app.inject(request)).json().state).toBe(invalid);
  });
});

describe('uniform failures', () => {
  it('G5: bad wrap, bad tag, bad JSON and unknown kid answer the same status and body', async () => {
    const { sealed } = await sealedRead();
    const [p, ek, iv] = sealed.encInfo.split('.') as [string, string, string];
    const [ct, tag] = sealed.body.split('.') as [string, string];
    const badEk = Buffer.from(ek, 'base64url');
    badEk[10] = (badEk[10] ?? 0) ^ 1;
    const badTag = Buffer.from(tag, 'base64url');
    badTag[0] = (badTag[0] ?? 0) ^ 1;
    const notJson = await seal({ settings, url: readAllUrl, body: null, tenant: demoId, ts: t.clock.now().getTime() });
    // Replace the plaintext "null" by bytes that are no JSON, keeping a valid tag (own encryption with the CEK).
    const { sealWithKey } = await import('../jwe.ts');
    const raw = sealWithKey(Buffer.from(notJson.cek), {}, '{nope');
    const notJsonReq = { encInfo: notJson.encInfo, body: raw.split('.').slice(3).join('.') };
    const unknownKid = await sealedRead({ header: { kid: 'no-such-key' } });
    const variants = [
      { encInfo: `${p}.${badEk.toString('base64url')}.${iv}`, body: sealed.body },
      { encInfo: sealed.encInfo, body: `${ct}.${badTag.toString('base64url')}` },
      notJsonReq,
      unknownKid.sealed,
      { encInfo: 'garbage', body: 'x' },
    ];
    const answers = [];
    for (const v of variants) {
      const res = await t.app.inject(
        encryptedInject(v, { url: readAllUrl, headers: student.headers, answerEncrypted: true }),
      );
      answers.push({ status: res.statusCode, type: res.headers['content-type'], body: res.body });
    }
    expect(answers[0]?.status).toBe(400);
    expect(JSON.parse(answers[0]?.body ?? '{}').state).toBe(invalid);
    for (const a of answers) expect(a).toEqual(answers[0]);
  });
});

describe('tenants that require encryption', () => {
  it('G4: a plain JSON POST is refused with 6020188 where the tenant requires encryption; encrypted passes', async () => {
    await freshStudent();
    await setRequirement(demoId, true);
    try {
      const plain = await t.call({
        method: 'POST',
        url: readAllUrl,
        headers: student.headers,
        payload: { category: 'system' },
      });
      expect(plain.body.state).toBe(stateCodes.ENCRYPTION_REQUIRED.code);
      expect(plain.status).toBe(400);
      const anonymous = await t.call({
        method: 'POST',
        url: loginUrl,
        payload: loginBody,
        remoteAddress: '198.19.0.3',
      });
      expect(anonymous.body.state).toBe(stateCodes.ENCRYPTION_REQUIRED.code);
      // An empty body carries nothing: the start-up settings call still works.
      const whiteList = await t.call({
        method: 'POST',
        url: '/qzbps/platform/v3/auth/common/sysConfig/white/list?sysConfigCodes=encrypt_express',
      });
      expect(whiteList.body.data).toEqual([{ code: 'encrypt_express', value: '1' }]);
      expect((await fetchSettings(t)).encrypt).toBe(true);
      const open = await t.call({ method: 'GET', url: '/qzbps/oauth2/v3/user/open' });
      expect(open.body.data.encrypt).toBe(true);
      const { request } = await sealedRead();
      expect((await t.app.inject(request)).headers['content-type']).toBe('application/jose');
    } finally {
      await setRequirement(demoId, false);
    }
  });

  it('G4: another tenant keeps accepting plain bodies', async () => {
    await setRequirement(demoId, true);
    try {
      const other = await t.call({
        method: 'POST',
        url: loginUrl,
        headers: { [headers.tenantId]: 'demo2' },
        payload: loginBody,
        remoteAddress: '198.19.0.4',
      });
      expect(other.body.state).toBe(200);
    } finally {
      await setRequirement(demoId, false);
    }
  });
});

describe('key rotation', () => {
  it('G6: an unknown kid is refused; during the overlap both keys work; after it the old kid is refused', async () => {
    const old = settings;
    const rotated = await rotateKeys(t.app.db, t.clock.now(), { overlapSeconds: 3600, modulusBits: 2048 });
    expect(rotated.retiring).toContain(old.kid);
    t.clock.advance(61_000); // past this instance's cache of the key table
    const next = await fetchSettings(t);
    expect(next.kid).toBe(rotated.kid);
    expect(next.kid).not.toBe(old.kid);
    await freshStudent();
    for (const s of [old, next]) {
      const sealed = await seal({
        settings: s,
        url: readAllUrl,
        body: {},
        tenant: demoId,
        ts: t.clock.now().getTime(),
      });
      const res = await t.app.inject(encryptedInject(sealed, { url: readAllUrl, headers: student.headers }));
      expect(res.json().state).toBe(200);
    }
    t.clock.advance(3600_000);
    await freshStudent();
    const late = await seal({ settings: old, url: readAllUrl, body: {}, tenant: demoId, ts: t.clock.now().getTime() });
    const refused = await t.app.inject(encryptedInject(late, { url: readAllUrl, headers: student.headers }));
    expect(refused.json().state).toBe(invalid);
    settings = next;
  });

  it('G6: a key made by another instance is found without waiting for the cache', async () => {
    const rotated = await rotateKeys(t.app.db, t.clock.now(), { overlapSeconds: 3600, modulusBits: 2048 });
    t.clock.advance(6_000); // the unknown-kid reload interval, not the 60 s cache
    await freshStudent();
    const fresh: EncryptionSettings = {
      ...settings,
      kid: rotated.kid,
      publicKey: (
        await t.app.db
          .withTables<{ requestEncryptionKeys: { kid: string; publicJwk: EncryptionSettings['publicKey'] } }>()
          .selectFrom('requestEncryptionKeys')
          .select('publicJwk')
          .where('kid', '=', rotated.kid)
          .executeTakeFirstOrThrow()
      ).publicJwk,
    };
    const sealed = await seal({
      settings: fresh,
      url: readAllUrl,
      body: {},
      tenant: demoId,
      ts: t.clock.now().getTime(),
    });
    const res = await t.app.inject(
      encryptedInject(sealed, { url: readAllUrl, headers: { ...student.headers, [headers.language]: 'en-US' } }),
    );
    expect(res.json().state).toBe(200);
  });
});

describe('keys at rest', () => {
  it('G6: with a key-encryption key, rotation stores the private key sealed and a ring given the KEK uses it', async () => {
    const kek = randomBytes(32);
    const { kid } = await rotateKeys(t.app.db, t.clock.now(), { overlapSeconds: 60, modulusBits: 2048, kek });
    const row = await encryptionDb(t.app.db)
      .selectFrom('requestEncryptionKeys')
      .select('privateKey')
      .where('kid', '=', kid)
      .executeTakeFirstOrThrow();
    expect(row.privateKey.startsWith('kek1:')).toBe(true);
    expect(row.privateKey).not.toContain('PRIVATE KEY');
    expect((await createKeyRing(t.app.db, t.clock, { kek }).current()).kid).toBe(kid);
    await expect(createKeyRing(t.app.db, t.clock).current()).rejects.toThrow(/SECRETS_KEK is not configured/);
    // Leave the table readable for the other tests of this file.
    await encryptionDb(t.app.db).deleteFrom('requestEncryptionKeys').where('kid', '=', kid).execute();
  });
});
