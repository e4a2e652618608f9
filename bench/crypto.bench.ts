// npm run bench:crypto — issue 8 §2/§3: what request-body encryption costs the server. (1) Microseconds
// per request of the server's crypto (RSA-OAEP-256 unwrap of a 3072-bit key, AES-256-GCM open, JSON
// parse; sealing the answer). (2) Throughput of the same POST through the whole app, encrypted (answer
// encrypted too) against plain, in the same run. The POST is the start-up settings white list: one
// small query, so the crypto is a visible share of the request. PGlite in memory by default;
// BENCH_DATABASE_URL=postgres://… (an empty database) runs it on PostgreSQL.
import { constants, createCipheriv, createPublicKey, type KeyObject, publicEncrypt, randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { type EncryptionSettings, normalisedRequestPath } from '@campusflow/contracts';
import autocannon from 'autocannon';
import { buildApp } from '../apps/server/src/app.ts';
import { testConfig } from '../apps/server/src/platform/config/config.ts';
import { openDatabase } from '../apps/server/src/platform/db/database.ts';
import { migrateToLatest } from '../apps/server/src/platform/db/migrate.ts';
import {
  openContent,
  parseCompactJwe,
  sealWithKey,
  unwrapKey,
} from '../apps/server/src/platform/request-encryption/jwe.ts';
import { loadLiveKeys } from '../apps/server/src/platform/request-encryption/key-store.ts';
import { seedDemoUniversity } from '../apps/server/src/seed/demo-university.ts';
import { seedPlatform } from '../apps/server/src/seed/platform-seed.ts';
import type { LoadFigure } from './support/measure.ts';
import { printRatio } from './support/measure.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);
const iterations = Number(process.env.BENCH_CRYPTO_ITERATIONS ?? 2000);
const path = '/qzbps/platform/v3/auth/common/sysConfig/white/list?sysConfigCodes=encrypt_express';
const body = JSON.stringify({});

type Sealed = { headers: Record<string, string>; body: string; cek: Buffer };

/** What the web client does (body-crypto.ts), on node:crypto so the load generator stays cheap. */
function seal(settings: EncryptionSettings, publicKey: KeyObject): Sealed {
  const cek = randomBytes(32);
  const iv = randomBytes(12);
  const header = {
    alg: 'RSA-OAEP-256',
    enc: 'A256GCM',
    kid: settings.kid,
    cty: 'json',
    htm: 'POST',
    htp: normalisedRequestPath(path),
    tid: '',
    ts: Date.now(),
    nonce: randomBytes(16).toString('base64url'),
  };
  const p = Buffer.from(JSON.stringify(header)).toString('base64url');
  const ek = publicEncrypt({ key: publicKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }, cek);
  const cipher = createCipheriv('aes-256-gcm', cek, iv).setAAD(Buffer.from(p));
  const ct = Buffer.concat([cipher.update(body), cipher.final()]);
  return {
    headers: {
      'content-type': 'text/plain;charset=utf-8',
      'content-enc-info': `${p}.${ek.toString('base64url')}.${iv.toString('base64url')}`,
      'content-enc-allowed': '1',
    },
    body: `${ct.toString('base64url')}.${cipher.getAuthTag().toString('base64url')}`,
    cek,
  };
}

/** autocannon in this thread, each request taken from a prepared pool (a nonce is good once). */
async function load(label: string, url: string, next: () => { headers: Record<string, string>; body: string }) {
  const result = await autocannon({
    url,
    connections,
    duration: seconds,
    requests: [{ method: 'POST', setupRequest: (request) => ({ ...request, ...next() }) }],
  });
  const figure: LoadFigure = {
    label,
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors + result.non2xx + result.timeouts,
  };
  return figure;
}

function microseconds(n: number, work: (i: number) => void): number {
  const start = performance.now();
  for (let i = 0; i < n; i++) work(i);
  return ((performance.now() - start) * 1000) / n;
}

async function main() {
  const handle = await openDatabase(process.env.BENCH_DATABASE_URL ?? 'pglite://memory', { poolMax: 20 });
  await migrateToLatest(handle.db);
  await seedPlatform(handle.db);
  await seedDemoUniversity(handle.db);
  const config = testConfig({ RATE_LIMIT: '100000000', LOG_LEVEL: 'warn' });
  const app = await buildApp({ config, db: handle.db, dbDriver: handle.driver });
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  try {
    const settingsAnswer = await fetch(`${base}/qzbps/oauth2/v3/user/client/encrypt/get`);
    const settings = ((await settingsAnswer.json()) as { data: EncryptionSettings }).data;
    const publicKey = createPublicKey({ key: settings.publicKey, format: 'jwk' });
    const key = (await loadLiveKeys(handle.db, new Date(), config.SECRETS_KEK ?? null)).find(
      (k) => k.kid === settings.kid,
    );
    if (!key) throw new Error('no key');

    // (1) The server's crypto per request, without HTTP.
    const samples = Array.from({ length: iterations }, () => seal(settings, publicKey));
    const unwrapUs = microseconds(iterations, (i) => {
      const s = samples[i] as Sealed;
      const jwe = parseCompactJwe(`${s.headers['content-enc-info']}.${s.body}`);
      if (!jwe) throw new Error('bad sample');
      const plain = openContent(unwrapKey(key.privateKey, jwe.encryptedKey), jwe);
      if (!plain) throw new Error('did not open');
      JSON.parse(plain.toString());
    });
    const answer = JSON.stringify({
      state: 200,
      message: '操作成功',
      cause: null,
      data: [{ code: 'encrypt_express', value: '0' }],
      variables: null,
    });
    const sealUs = microseconds(iterations, (i) => sealWithKey((samples[i] as Sealed).cek, { kid: key.kid }, answer));
    console.log(
      `server decrypt (RSA-OAEP-256 3072 unwrap + A256GCM open + JSON): ${unwrapUs.toFixed(0)} µs per request`,
    );
    console.log(`server answer seal (A256GCM, dir): ${sealUs.toFixed(1)} µs per request`);

    // (2) Whole-app throughput, same route, same run. The pool holds more sealed requests than one run sends.
    const poolSize = Number(process.env.BENCH_CRYPTO_POOL ?? 40_000);
    const pool = Array.from({ length: poolSize }, () => seal(settings, publicKey));
    let taken = 0;
    const plain = { headers: { 'content-type': 'application/json' }, body };
    const url = `${base}${path}`;
    await load('warm-up', url, () => plain);
    const plainFigure = await load('plain POST', url, () => plain);
    const encryptedFigure = await load('encrypted POST (request and answer)', url, () => {
      const next = pool[taken++];
      if (!next) throw new Error(`pool of ${poolSize} sealed requests used up: raise BENCH_CRYPTO_POOL`);
      return next;
    });
    const ratio = printRatio(encryptedFigure, plainFigure);
    console.log('\nsummary');
    console.log(
      `decrypt ${unwrapUs.toFixed(0)} µs/request, answer seal ${sealUs.toFixed(1)} µs; ` +
        `encrypted ${encryptedFigure.requestsPerSecond} req/s vs plain ${plainFigure.requestsPerSecond} req/s, ratio ${ratio.toFixed(2)} ` +
        `(errors ${encryptedFigure.errors}/${plainFigure.errors}; ${taken} sealed requests sent)`,
    );
  } finally {
    await app.close();
    await handle.close();
  }
}

await main();
