import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LoggedIn, loginAs } from '../../../testing/login.ts';
import { buildTestApp, type TestApp } from '../../../testing/test-app.ts';

// Dormitories through HTTP on the demo university (3 buildings, the 200 students housed by the demo seed).

let t: TestApp;
const as: Record<string, LoggedIn> = {};
const base = '/qzbps/business/v3';
const list = (parameters: unknown[] = []) => ({ parameters, requestPage: { pageNo: 1, limit: 100 } });

async function call(who: string, method: 'GET' | 'POST', path: string, payload?: unknown) {
  return t.call({
    method,
    url: `${base}${path}`,
    headers: (as[who] as LoggedIn).headers,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

async function decide(who: string, instanceId: string, action: 'agree' | 'oppose') {
  const pending = await call(who, 'POST', '/bpm/received/query/pending', list());
  const taskId = pending.body.data.dataResult.find((r: { instId: string }) => r.instId === instanceId)?.taskId;
  expect(taskId, `${who} has a task`).toBeTruthy();
  return call(who, 'POST', `/bpm/task/${action}`, { taskId, opinion: action });
}

type FreeRoom = { roomId: string; gender: string; buildingName: string; freeBeds: { bedId: string }[] };

async function freeBedIds(who: string, query = ''): Promise<string[]> {
  const res = await call(who, 'GET', `/dorms/beds/free${query}`);
  return (res.body.data as FreeRoom[]).flatMap((r) => r.freeBeds.map((b) => b.bedId));
}

async function snapshot() {
  const rows = await t.app.db
    .withTables<{ dormStays: { tenantId: string; id: string; bedId: string; endAt: Date | null } }>()
    .selectFrom('dormStays')
    .select(['id', 'bedId', 'endAt'])
    .where('tenantId', '=', as.student?.tenantId as string)
    .orderBy('id')
    .execute();
  return JSON.stringify(rows);
}

beforeAll(async () => {
  t = await buildTestApp();
  for (const account of ['student', '2024010002', 'counsellor', 'counsellor2', 'collegeadmin', 'affairsadmin']) {
    as[account] = await loginAs(t, account);
  }
  as.otherStudent = await loginAs(t, 'student', { tenantCode: 'demo2' });
  as.otherAdmin = await loginAs(t, 'tenantadmin', { tenantCode: 'demo2' });
});
afterAll(() => t.close());

describe('rooms and occupancy', () => {
  it('the student sees their room and roommates; free beds are of their gender only', async () => {
    const mine = await call('student', 'GET', '/dorms/mine');
    expect(mine.body.state).toBe(200);
    expect(mine.body.data).toMatchObject({ gender: 'male', place: { buildingName: expect.stringMatching(/号楼$/) } });
    expect(mine.body.data.roommates.length).toBeGreaterThan(0);
    const free = await call('student', 'GET', '/dorms/beds/free?gender=female');
    expect(free.body.data.length).toBeGreaterThan(0);
    expect(new Set((free.body.data as FreeRoom[]).map((r) => r.gender))).toEqual(new Set(['male']));
  });

  it('staff see building totals; beds add up', async () => {
    const res = await call('affairsadmin', 'GET', '/dorms/buildings');
    expect(res.body.data.map((b: { name: string }) => b.name)).toEqual(['1号楼', '2号楼', '3号楼']);
    const total = res.body.data.reduce((s: number, b: { occupied: number }) => s + b.occupied, 0);
    expect(total).toBe(200);
    for (const b of res.body.data) expect(b.beds).toBe(b.occupied + b.free);
  });

  it('occupancy follows the role scope', async () => {
    const byName = [{ key: 'Q^studentName^S', value: '李明' }];
    expect(
      (await call('counsellor', 'POST', '/dorms/occupancy/query', list(byName))).body.data.pageResult.totalCount,
    ).toBe(1);
    expect(
      (await call('collegeadmin', 'POST', '/dorms/occupancy/query', list(byName))).body.data.pageResult.totalCount,
    ).toBe(1);
    expect(
      (await call('counsellor2', 'POST', '/dorms/occupancy/query', list(byName))).body.data.pageResult.totalCount,
    ).toBe(0);
    // The page's search: name or student number (one OR group).
    const search = [
      {
        relation: 'OR',
        parameters: [
          { key: 'Q^studentName^SL', value: '李明' },
          { key: 'Q^studentCode^SL', value: '李明' },
        ],
      },
    ];
    const found = await call('affairsadmin', 'POST', '/dorms/occupancy/query', list(search));
    expect(found.body.data.dataResult.map((r: { studentName: string }) => r.studentName)).toEqual(['李明']);
    const all = await call('affairsadmin', 'POST', '/dorms/occupancy/query', list());
    expect(all.body.data.pageResult.totalCount).toBe(200);
    const history = await call('counsellor2', 'GET', `/dorms/history?studentId=${as.student?.uid}`);
    expect(history.body.state).toBe(6040208);
  });
});

describe('room change', () => {
  it('apply → counsellor → dorm office: the student moves in the final approval', async () => {
    const before = (await call('student', 'GET', '/dorms/mine')).body.data.place.bedId;
    const target = (await freeBedIds('student'))[0] as string;
    const applied = await call('student', 'POST', '/dorms/change/apply', { targetBedId: target, reason: '作息不同' });
    expect(applied.body.state).toBe(200);
    const { instanceId } = applied.body.data;
    expect((await decide('counsellor', instanceId, 'agree')).body.state).toBe(200);
    // Not moved until the dorm office approves.
    expect((await call('student', 'GET', '/dorms/mine')).body.data.place.bedId).toBe(before);
    expect((await decide('affairsadmin', instanceId, 'agree')).body.state).toBe(200);
    expect((await call('student', 'GET', '/dorms/mine')).body.data.place.bedId).toBe(target);
    expect(await freeBedIds('student')).toContain(before);
    const history = await call('student', 'GET', '/dorms/history');
    expect(history.body.data).toHaveLength(2);
    expect(history.body.data[0]).toMatchObject({ bedId: target, endAt: null, reason: 'change' });
    expect(history.body.data[1]).toMatchObject({ bedId: before, endAt: expect.any(String) });
  });

  it('a rejection and a withdrawal leave the student where they are', async () => {
    const where = (await call('student', 'GET', '/dorms/mine')).body.data.place.bedId;
    const target = (await freeBedIds('student'))[0] as string;
    const rejected = await call('student', 'POST', '/dorms/change/apply', { targetBedId: target, reason: '想换' });
    expect((await decide('counsellor', rejected.body.data.instanceId, 'oppose')).body.state).toBe(200);
    const withdrawn = await call('student', 'POST', '/dorms/change/apply', { targetBedId: target, reason: '想换' });
    expect(withdrawn.body.state).toBe(200);
    expect(
      (await call('student', 'POST', '/bpm/task/revoke', { instId: withdrawn.body.data.instanceId })).body.state,
    ).toBe(200);
    expect((await call('student', 'GET', '/dorms/mine')).body.data.place.bedId).toBe(where);
  });

  it('bad requests give a module code and change nothing', async () => {
    const before = await snapshot();
    const mine = (await call('student', 'GET', '/dorms/mine')).body.data;
    const roommateBed = (await call('2024010002', 'GET', '/dorms/mine')).body.data.place.bedId;
    const femaleBed = (await freeBedIds('affairsadmin', '?gender=female'))[0];
    const cases: [string, number][] = [
      [roommateBed, 6040202],
      [femaleBed as string, 6040203],
      [mine.place.bedId, 6040206],
      ['00000000-0000-4000-8000-000000000000', 6040201],
    ];
    for (const [targetBedId, state] of cases) {
      const res = await call('student', 'POST', '/dorms/change/apply', { targetBedId, reason: 'x' });
      expect(res.body.state, targetBedId).toBe(state);
    }
    const first = await call('student', 'POST', '/dorms/change/apply', {
      targetBedId: (await freeBedIds('student'))[0],
      reason: 'x',
    });
    const second = await call('student', 'POST', '/dorms/change/apply', {
      targetBedId: (await freeBedIds('student'))[1],
      reason: 'x',
    });
    expect(second.body.state).toBe(6040207);
    await call('student', 'POST', '/bpm/task/revoke', { instId: first.body.data.instanceId });
    expect(await snapshot()).toBe(before);
  });

  it('two requests for one bed: the second final approval fails and nobody is double-booked', async () => {
    const target = (await freeBedIds('student'))[0] as string;
    const a = await call('student', 'POST', '/dorms/change/apply', { targetBedId: target, reason: 'a' });
    const b = await call('2024010002', 'POST', '/dorms/change/apply', { targetBedId: target, reason: 'b' });
    expect([a.body.state, b.body.state]).toEqual([200, 200]);
    await decide('counsellor', a.body.data.instanceId, 'agree');
    await decide('counsellor', b.body.data.instanceId, 'agree');
    expect((await decide('affairsadmin', a.body.data.instanceId, 'agree')).body.state).toBe(200);
    const bBefore = (await call('2024010002', 'GET', '/dorms/mine')).body.data.place.bedId;
    const late = await decide('affairsadmin', b.body.data.instanceId, 'agree');
    expect(late.body.state).toBe(6040202);
    expect((await call('2024010002', 'GET', '/dorms/mine')).body.data.place.bedId).toBe(bBefore);
    expect((await call('student', 'GET', '/dorms/mine')).body.data.place.bedId).toBe(target);
  });

  it('concurrent assignments of one bed: exactly one succeeds (database constraint)', async () => {
    const ids = [as.student?.uid, as['2024010002']?.uid] as string[];
    for (const studentId of ids) {
      expect((await call('affairsadmin', 'POST', '/dorms/occupancy/release', { studentId })).body.state).toBe(200);
    }
    const bed = (await freeBedIds('affairsadmin', '?gender=male'))[0];
    const results = await Promise.all(
      ids.map((studentId) => call('affairsadmin', 'POST', '/dorms/occupancy/assign', { studentId, bedId: bed })),
    );
    expect(results.map((r) => r.body.state).sort()).toEqual([200, 6040202]);
    const again = await call('affairsadmin', 'POST', '/dorms/occupancy/assign', {
      studentId: ids[results[0]?.body.state === 200 ? 0 : 1],
      bedId: (await freeBedIds('affairsadmin', '?gender=male'))[0],
    });
    expect(again.body.state).toBe(6040205);
  });
});

describe('permissions and tenants', () => {
  it('students cannot use staff or office calls; staff cannot apply', async () => {
    expect((await call('student', 'GET', '/dorms/buildings')).status).toBe(403);
    expect((await call('student', 'POST', '/dorms/occupancy/query', list())).status).toBe(403);
    const body = { studentId: as.student?.uid, bedId: as.student?.uid };
    expect((await call('student', 'POST', '/dorms/occupancy/assign', body)).status).toBe(403);
    expect((await call('counsellor', 'POST', '/dorms/occupancy/assign', body)).status).toBe(403);
    expect((await call('counsellor', 'POST', '/dorms/occupancy/release', { studentId: as.student?.uid })).status).toBe(
      403,
    );
    expect((await call('counsellor', 'GET', '/dorms/mine')).status).toBe(403);
    expect(
      (await call('counsellor', 'POST', '/dorms/change/apply', { targetBedId: body.bedId, reason: 'x' })).status,
    ).toBe(403);
  });

  it('another school sees none of these rooms and cannot touch them', async () => {
    expect((await call('otherAdmin', 'GET', '/dorms/buildings')).body.data).toEqual([]);
    expect((await call('otherAdmin', 'POST', '/dorms/occupancy/query', list())).body.data.pageResult.totalCount).toBe(
      0,
    );
    expect((await call('otherStudent', 'GET', '/dorms/mine')).body.data).toBeNull();
    expect(await freeBedIds('otherStudent')).toEqual([]);
    const demoBed = (await freeBedIds('affairsadmin'))[0];
    const assign = await call('otherAdmin', 'POST', '/dorms/occupancy/assign', {
      studentId: as.otherStudent?.uid,
      bedId: demoBed,
    });
    expect(assign.body.state).toBe(6040201);
    const release = await call('otherAdmin', 'POST', '/dorms/occupancy/release', { studentId: as.student?.uid });
    expect(release.body.state).toBe(6040204);
    const history = await call('otherAdmin', 'GET', `/dorms/history?studentId=${as.student?.uid}`);
    expect(history.body.state).toBe(6040208);
  });
});

describe('the database refuses double booking by itself', () => {
  it('a second open stay on one bed, or for one student, violates a unique index', async () => {
    const db = t.app.db.withTables<{
      dormStays: {
        tenantId: string;
        id: string;
        bedId: string;
        studentId: string;
        startAt: Date;
        startReason: string;
        endAt: Date | null;
      };
    }>();
    const tenantId = as.student?.tenantId as string;
    const taken = await db
      .selectFrom('dormStays')
      .select(['bedId', 'studentId'])
      .where('tenantId', '=', tenantId)
      .where('endAt', 'is', null)
      .limit(2)
      .execute();
    const [one, two] = taken;
    const row = (bedId: string, studentId: string) => ({
      tenantId,
      id: crypto.randomUUID(),
      bedId,
      studentId,
      startAt: new Date(),
      startReason: 'test',
    });
    await expect(
      db
        .insertInto('dormStays')
        .values(row(one?.bedId as string, two?.studentId as string))
        .execute(),
    ).rejects.toThrow(/dorm_stays_(bed|student)_open/);
    const freeBed = (await freeBedIds('affairsadmin', '?gender=male'))[0] as string;
    await expect(
      db
        .insertInto('dormStays')
        .values(row(freeBed, one?.studentId as string))
        .execute(),
    ).rejects.toThrow(/dorm_stays_student_open/);
  });
});
