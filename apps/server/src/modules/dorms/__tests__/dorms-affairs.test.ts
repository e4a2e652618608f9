import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dormHarness, tinyPng } from './dorms-helpers.ts';

// Repairs, violations and hygiene inspection through HTTP on the demo university: permissions per
// role, another tenant sees nothing, and bad input answers a module code and changes nothing.

let h: Awaited<ReturnType<typeof dormHarness>>;

beforeAll(async () => {
  h = await dormHarness(['student', '2024010002', 'counsellor', 'counsellor2', 'collegeadmin', 'affairsadmin']);
});
afterAll(() => h.t.close());

describe('repairs (reportRepair)', () => {
  it('report with a photo → dispatched → repairing → done → rated; the office sees the photo', async () => {
    const photo = await h.upload('student', 'tap.png', tinyPng);
    const made = await h.call('student', 'POST', '/dorms/repairs', {
      category: 'water',
      urgency: 'urgent',
      description: '水龙头漏水',
      photos: [photo],
    });
    expect(made.body.state).toBe(200);
    const id = made.body.data.id;
    const early = await h.call('student', 'POST', '/dorms/repairs/rate', { id, rating: 5 });
    expect(early).toMatchObject({ status: 409, body: { state: 6040215 } });
    for (const status of ['dispatched', 'repairing', 'done'])
      expect((await h.call('affairsadmin', 'POST', '/dorms/repairs/progress', { id, status })).body.state).toBe(200);
    const back = await h.call('affairsadmin', 'POST', '/dorms/repairs/progress', { id, status: 'repairing' });
    expect(back.body.state).toBe(6040215);
    expect(
      (await h.call('student', 'POST', '/dorms/repairs/rate', { id, rating: 4, comment: '及时' })).body.state,
    ).toBe(200);
    const mine = await h.call('student', 'GET', '/dorms/repairs/mine');
    expect(mine.body.data.dataResult[0]).toMatchObject({ id, status: 'rated', rating: 4, photos: [photo] });
    const file = await h.t.call({
      method: 'GET',
      url: `/qzbps/platform/v3/file/download?fileId=${photo}`,
      headers: h.as.affairsadmin?.headers,
    });
    expect(file.status).toBe(200);
    const peek = await h.t.call({
      method: 'GET',
      url: `/qzbps/platform/v3/file/download?fileId=${photo}`,
      headers: h.as['2024010002']?.headers,
    });
    expect(peek.status).not.toBe(200);
  });

  it('permissions: students report and rate, only the office moves reports on', async () => {
    const made = await h.call('student', 'POST', '/dorms/repairs', {
      category: 'door',
      urgency: 'low',
      description: '门锁松',
    });
    const id = made.body.data.id;
    expect((await h.call('counsellor', 'POST', '/dorms/repairs/progress', { id, status: 'done' })).status).toBe(403);
    expect((await h.call('counsellor', 'GET', '/dorms/repairs')).status).toBe(403);
    expect(
      (await h.call('affairsadmin', 'POST', '/dorms/repairs', { category: 'door', urgency: 'low', description: 'x' }))
        .status,
    ).toBe(403);
    // Someone else's report cannot be rated.
    await h.call('affairsadmin', 'POST', '/dorms/repairs/progress', { id, status: 'done' });
    expect((await h.call('2024010002', 'POST', '/dorms/repairs/rate', { id, rating: 1 })).body.state).toBe(6040214);
  });

  it('another tenant neither sees nor moves the reports; a foreign photo id creates nothing', async () => {
    const list = await h.call('otherAdmin', 'GET', '/dorms/repairs');
    expect(list.body.data.pageResult.totalCount).toBe(0);
    const mine = await h.call('student', 'GET', '/dorms/repairs/mine');
    const id = mine.body.data.dataResult[0].id;
    expect(
      (await h.call('otherAdmin', 'POST', '/dorms/repairs/progress', { id, status: 'dispatched' })).body.state,
    ).toBe(6040214);
    const before = mine.body.data.pageResult.totalCount;
    const foreign = await h.upload('2024010002', 'x.png', tinyPng);
    const bad = await h.call('student', 'POST', '/dorms/repairs', {
      category: 'other',
      urgency: 'normal',
      description: 'x',
      photos: [foreign],
    });
    expect(bad.body.state).not.toBe(200);
    expect((await h.call('student', 'GET', '/dorms/repairs/mine')).body.data.pageResult.totalCount).toBe(before);
  });
});

describe('violations (reviewNotRules, notrulesExamine-add / -edit)', () => {
  const body = () => ({
    studentId: h.as.student?.uid,
    type: 'lateReturn',
    occurredAt: '2026-11-20T23:40:00+08:00',
    description: '23:40 回宿舍',
  });

  it('the counsellor registers and corrects; the record carries the bed and follows the scope', async () => {
    const add = await h.call('counsellor', 'POST', '/dorms/violations', body());
    expect(add.body.state).toBe(200);
    const id = add.body.data.id;
    const edit = await h.call('counsellor', 'POST', '/dorms/violations/edit', {
      id,
      type: 'nightAbsence',
      occurredAt: '2026-11-20T23:59:00+08:00',
      description: '夜不归宿',
    });
    expect(edit.body.state).toBe(200);
    const seen = await h.call('counsellor', 'GET', '/dorms/violations?keyword=李明');
    expect(seen.body.data.dataResult[0]).toMatchObject({
      id,
      type: 'nightAbsence',
      place: expect.stringMatching(/号楼/),
    });
    expect((await h.call('affairsadmin', 'GET', '/dorms/violations')).body.data.pageResult.totalCount).toBeGreaterThan(
      0,
    );
    expect((await h.call('counsellor2', 'GET', '/dorms/violations')).body.data.pageResult.totalCount).toBe(0);
    // Another counsellor may not correct it; the dorm office may.
    expect((await h.call('counsellor2', 'POST', '/dorms/violations/edit', { ...body(), id })).status).toBe(400);
    const { studentId: _s, ...fields } = body();
    expect((await h.call('counsellor2', 'POST', '/dorms/violations/edit', { ...fields, id })).body.state).toBe(6040216);
    expect((await h.call('affairsadmin', 'POST', '/dorms/violations/edit', { ...fields, id })).body.state).toBe(200);
  });

  it('outside the scope, another tenant, students: refused', async () => {
    expect((await h.call('counsellor2', 'POST', '/dorms/violations', body())).body.state).toBe(6040208);
    expect((await h.call('otherAdmin', 'POST', '/dorms/violations', body())).body.state).toBe(6040208);
    expect((await h.call('otherAdmin', 'GET', '/dorms/violations')).body.data.pageResult.totalCount).toBe(0);
    expect((await h.call('student', 'POST', '/dorms/violations', body())).status).toBe(403);
    expect((await h.call('student', 'GET', '/dorms/violations')).status).toBe(403);
    expect((await h.call('counsellor', 'POST', '/dorms/violations', { ...body(), type: 'arson' })).status).toBe(400);
  });
});

describe('hygiene inspection (dormitoryinspection, inspectionExamine, PersonalInspection)', () => {
  it('scores per room and day, ranking, and my room’s scores', async () => {
    const mine = (await h.call('student', 'GET', '/dorms/mine')).body.data.place;
    const rooms = await h.call('affairsadmin', 'GET', `/dorms/rooms?buildingId=${mine.buildingId}&floor=${mine.floor}`);
    expect(rooms.body.data.length).toBeGreaterThan(1);
    const other = rooms.body.data.find((r: { roomId: string }) => r.roomId !== mine.roomId).roomId;
    const add = (roomId: string, score: number, date = '2026-10-23') =>
      h.call('affairsadmin', 'POST', '/dorms/inspections', {
        roomId,
        date,
        score,
        deductions: score < 90 ? '地面不洁' : '',
      });
    expect((await add(mine.roomId, 92)).body.state).toBe(200);
    expect((await add(other, 65)).body.state).toBe(200);
    expect(
      (await h.call('counsellor', 'POST', '/dorms/inspections', { roomId: other, date: '2026-10-24', score: 75 })).body
        .state,
    ).toBe(200);
    const dup = await add(mine.roomId, 50);
    expect(dup).toMatchObject({ status: 409, body: { state: 6040218 } });
    const ranking = await h.call('counsellor', 'GET', '/dorms/inspections/ranking?from=2026-10-01&to=2026-10-31');
    expect(ranking.body.data[0]).toMatchObject({ roomId: mine.roomId, average: 92, rank: 1 });
    expect(ranking.body.data[1]).toMatchObject({ roomId: other, average: 70, checks: 2, rank: 2 });
    const personal = await h.call('student', 'GET', '/dorms/inspections/mine');
    expect(personal.body.data).toContainEqual(
      expect.objectContaining({ roomId: mine.roomId, score: 92, grade: 'excellent', date: '2026-10-23' }),
    );
    expect(personal.body.data.every((r: { roomId: string }) => r.roomId === mine.roomId)).toBe(true);
    const listed = await h.call('collegeadmin', 'GET', '/dorms/inspections?from=2026-10-23&to=2026-10-23');
    expect(listed.body.data.pageResult.totalCount).toBe(2);
  });

  it('bad input, permissions and tenant isolation', async () => {
    const mine = (await h.call('student', 'GET', '/dorms/mine')).body.data.place;
    const body = { roomId: mine.roomId, date: '2026-10-25', score: 80 };
    expect((await h.call('affairsadmin', 'POST', '/dorms/inspections', { ...body, score: 101 })).status).toBe(400);
    expect((await h.call('student', 'POST', '/dorms/inspections', body)).status).toBe(403);
    expect((await h.call('student', 'GET', '/dorms/inspections')).status).toBe(403);
    expect((await h.call('counsellor', 'GET', '/dorms/inspections/mine')).status).toBe(403);
    expect((await h.call('otherAdmin', 'POST', '/dorms/inspections', body)).body.state).toBe(6040217);
    expect((await h.call('otherAdmin', 'GET', '/dorms/inspections')).body.data.pageResult.totalCount).toBe(0);
    expect((await h.call('otherAdmin', 'GET', `/dorms/rooms?buildingId=${mine.buildingId}`)).body.data).toEqual([]);
    expect((await h.call('otherStudent', 'GET', '/dorms/inspections/mine')).body.state).not.toBe(200);
  });
});
