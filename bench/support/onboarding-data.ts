import { performance } from 'node:perf_hooks';
import { hashToken, newOpaqueToken } from '../../apps/server/src/platform/auth/token-crypto.ts';
import type { Db } from '../../apps/server/src/platform/db/database.ts';
import { newId } from '../../apps/server/src/platform/db/ids.ts';

// Data and loader of bench/onboarding.bench.ts. The accounts are written in bulk with a live session
// and access token each, so the bench measures onboarding, not 10,000 argon2id logins.

export type BenchStudent = { userId: string; token: string };
const chunk = 500;
const hour = 3600_000;

/** `n` new students (newStudent role, onboarding row, a session with an access token valid for an hour). */
export async function makeStudents(db: Db, tenantId: string, n: number): Promise<BenchStudent[]> {
  const role = await db
    .selectFrom('roles')
    .select('id')
    .where('tenantId', '=', tenantId)
    .where('alias', '=', 'newStudent')
    .executeTakeFirstOrThrow();
  const org = await db
    .selectFrom('orgs')
    .select(['id', 'parentId'])
    .where('tenantId', '=', tenantId)
    .where('kind', '=', 'major')
    .executeTakeFirstOrThrow();
  const now = new Date();
  const people: BenchStudent[] = [];
  for (let start = 0; start < n; start += chunk) {
    const rows = Array.from({ length: Math.min(chunk, n - start) }, (_, k) => {
      const i = start + k;
      return {
        i,
        userId: newId(),
        sessionId: newId(),
        token: newOpaqueToken(),
        account: `bench${String(i).padStart(6, '0')}`,
      };
    });
    await db.transaction().execute(async (trx) => {
      await trx
        .insertInto('users')
        .values(
          rows.map((r) => ({
            tenantId,
            id: r.userId,
            account: r.account,
            accountLower: r.account,
            passwordHash: null,
            language: null,
            mobile: null,
            email: null,
            expiresAt: null,
            initialPasswordExpiresAt: null,
            lastFailureAt: null,
            lockedUntil: null,
            createdAt: now,
            updatedAt: now,
          })),
        )
        .execute();
      await trx
        .insertInto('employees')
        .values(
          rows.map((r) => ({
            tenantId,
            userId: r.userId,
            name: `新生${r.i}`,
            code: r.account,
            gender: r.i % 2 === 0 ? 'male' : 'female',
            orgId: org.id,
          })),
        )
        .execute();
      await trx
        .insertInto('tenantMembers')
        .values(rows.map((r) => ({ tenantId, userId: r.userId, homeTenantId: tenantId })))
        .execute();
      await trx
        .insertInto('userRoles')
        .values(rows.map((r) => ({ tenantId, userId: r.userId, roleId: role.id })))
        .execute();
      await trx
        .withTables<{
          onboardingStudents: {
            tenantId: string;
            userId: string;
            name: string;
            gender: string;
            collegeId: string | null;
            majorId: string;
            createdAt: Date;
          };
        }>()
        .insertInto('onboardingStudents')
        .values(
          rows.map((r) => ({
            tenantId,
            userId: r.userId,
            name: `新生${r.i}`,
            gender: r.i % 2 === 0 ? 'male' : 'female',
            collegeId: org.parentId,
            majorId: org.id,
            createdAt: now,
          })),
        )
        .execute();
      await trx
        .insertInto('sessions')
        .values(
          rows.map((r) => ({
            tenantId,
            id: r.sessionId,
            userId: r.userId,
            clientId: 'campusflow-web',
            roleId: role.id,
            actorUserId: null,
            parentSessionId: null,
            restricted: null,
            ip: null,
            userAgent: null,
            createdAt: now,
            lastActiveAt: now,
            absoluteExpiresAt: new Date(now.getTime() + hour),
            endedAt: null,
            endReason: null,
          })),
        )
        .execute();
      await trx
        .insertInto('accessTokens')
        .values(
          rows.map((r) => ({
            tenantId,
            tokenHash: hashToken(r.token),
            sessionId: r.sessionId,
            createdAt: now,
            expiresAt: new Date(now.getTime() + hour),
            revokedAt: null,
          })),
        )
        .execute();
    });
    people.push(...rows.map((r) => ({ userId: r.userId, token: r.token })));
  }
  return people;
}

/** A building of `n` beds (4 per room, men) for the racers, who become men allowed to pick there. Returns bed ids. */
export async function makeBeds(db: Db, tenantId: string, n: number, racers: BenchStudent[]): Promise<string[]> {
  type Dorm = {
    dormBuildings: { tenantId: string; id: string; code: string; name: string; gender: string };
    dormRooms: {
      tenantId: string;
      id: string;
      buildingId: string;
      floor: number;
      roomNo: string;
      gender: string;
      capacity: number;
    };
    dormBeds: { tenantId: string; id: string; roomId: string; bedNo: string };
    onboardingStudents: { tenantId: string; userId: string; gender: string; buildingId: string };
  };
  const ddb = db.withTables<Dorm>();
  const buildingId = newId();
  await ddb
    .insertInto('dormBuildings')
    .values({ tenantId, id: buildingId, code: 'BENCH', name: '迎新压测楼', gender: 'male' })
    .execute();
  const beds: string[] = [];
  const rooms = Array.from({ length: Math.ceil(n / 4) }, (_, r) => ({
    tenantId,
    id: newId(),
    buildingId,
    floor: Math.floor(r / 50) + 1,
    roomNo: `B${r}`,
    gender: 'male',
    capacity: 4,
  }));
  await ddb.insertInto('dormRooms').values(rooms).execute();
  const bedRows = rooms
    .flatMap((room) => [1, 2, 3, 4].map((b) => ({ tenantId, id: newId(), roomId: room.id, bedNo: String(b) })))
    .slice(0, n);
  for (let i = 0; i < bedRows.length; i += chunk)
    await ddb
      .insertInto('dormBeds')
      .values(bedRows.slice(i, i + chunk))
      .execute();
  beds.push(...bedRows.map((b) => b.id));
  const ids = racers.map((r) => r.userId);
  for (let i = 0; i < ids.length; i += chunk) {
    const part = ids.slice(i, i + chunk);
    await db
      .updateTable('employees')
      .set({ gender: 'male' })
      .where('tenantId', '=', tenantId)
      .where('userId', 'in', part)
      .execute();
    await ddb
      .updateTable('onboardingStudents')
      .set({ gender: 'male', buildingId })
      .where('tenantId', '=', tenantId)
      .where('userId', 'in', part)
      .execute();
  }
  return beds;
}

export type Loaded = {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** Non-200 HTTP answers and transport failures. */
  errors: number;
  /** Answers by envelope state (200, 6041007…); a request without an envelope counts under -1. */
  states: Map<number, number>;
};

type Call = { url: string; headers: Record<string, string>; body: unknown };

/** Sends `n` POSTs (request i from `make(i)`), `connections` at a time; every answer is read and counted. */
export async function loadTest(n: number, connections: number, make: (i: number) => Call): Promise<Loaded> {
  const latencies: number[] = [];
  const states = new Map<number, number>();
  let errors = 0;
  let next = 0;
  const started = performance.now();
  const worker = async () => {
    for (let i = next++; i < n; i = next++) {
      const call = make(i);
      const t0 = performance.now();
      try {
        const res = await fetch(call.url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...call.headers },
          body: JSON.stringify(call.body),
        });
        const body = (await res.json().catch(() => ({ state: -1 }))) as { state?: number };
        latencies.push(performance.now() - t0);
        if (res.status !== 200) errors++;
        const state = typeof body.state === 'number' ? body.state : -1;
        states.set(state, (states.get(state) ?? 0) + 1);
      } catch {
        errors++;
      }
    }
  };
  await Promise.all(Array.from({ length: connections }, worker));
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const pick = (q: number) =>
    Math.round(latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0);
  return { requestsPerSecond: Math.round(n / seconds), p50Ms: pick(0.5), p99Ms: pick(0.99), errors, states };
}

export function printFigure(label: string, figure: Loaded, baseline: Loaded): void {
  const ratio = baseline.requestsPerSecond > 0 ? figure.requestsPerSecond / baseline.requestsPerSecond : 0;
  console.log(
    `${label}: ${figure.requestsPerSecond} req/s (p50 ${figure.p50Ms} ms, p99 ${figure.p99Ms} ms, errors ${figure.errors}); ` +
      `baseline bare route (token check + upsert): ${baseline.requestsPerSecond} req/s (p99 ${baseline.p99Ms} ms); ratio ${ratio.toFixed(2)}` +
      ` — aim ≥ 167/s, p99 < 200 ms, 0 errors`,
  );
}
