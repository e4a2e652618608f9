import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dormHarness, tinyPng } from './dorms-helpers.ts';

// Dorm management (ssgl) through HTTP: delayed move-out (a workflow request), abnormal-situation
// reports, and the occupancy filter by building and floor.

let h: Awaited<ReturnType<typeof dormHarness>>;

beforeAll(async () => {
  h = await dormHarness(['student', '2024010002', 'counsellor', 'collegeadmin', 'affairsadmin']);
});
afterAll(() => h.t.close());

describe('delayed move-out (延期退宿)', () => {
  const body = { untilDate: '2027-07-15', reason: '毕业答辩推迟' };

  it('counsellor → dorm office approve; a rejection; a withdrawal; one at a time', async () => {
    const ok = await h.call('student', 'POST', '/dorms/delay/apply', body);
    expect(ok.body.state).toBe(200);
    await h.decide('counsellor', ok.body.data.instanceId, 'agree');
    await h.decide('affairsadmin', ok.body.data.instanceId, 'agree');
    expect(await h.result(ok.body.data.instanceId)).toBe('approved');
    expect((await h.call('student', 'GET', '/dorms/mine')).body.data).not.toBeNull();
    const no = await h.call('student', 'POST', '/dorms/delay/apply', body);
    await h.decide('counsellor', no.body.data.instanceId, 'oppose');
    expect(await h.result(no.body.data.instanceId)).toBe('rejected');
    const back = await h.call('student', 'POST', '/dorms/delay/apply', body);
    expect((await h.call('student', 'POST', '/dorms/delay/apply', body)).body.state).toBe(6040601);
    await h.call('student', 'POST', '/bpm/task/revoke', { instId: back.body.data.instanceId });
    expect(await h.result(back.body.data.instanceId)).toBe('revoked');
  });

  it('students only; bad dates refused; a student without a bed is told so', async () => {
    expect((await h.call('counsellor', 'POST', '/dorms/delay/apply', body)).status).toBe(403);
    expect((await h.call('student', 'POST', '/dorms/delay/apply', { ...body, untilDate: 'July' })).status).toBe(400);
    await h.call('affairsadmin', 'POST', '/dorms/occupancy/release', { studentId: h.as['2024010002']?.uid });
    expect((await h.call('2024010002', 'POST', '/dorms/delay/apply', body)).body.state).toBe(6040204);
  });
});

describe('abnormal-situation reports (异常情况上报)', () => {
  let buildingId = '';
  beforeAll(async () => {
    buildingId = (await h.call('affairsadmin', 'GET', '/dorms/buildings')).body.data[0].buildingId;
  });
  const body = () => ({
    buildingId,
    category: 'safety',
    occurredAt: '2026-11-25T22:10:00+08:00',
    description: '3 楼走廊灭火器缺失',
  });

  it('a counsellor reports with a photo; the dorm office handles it once; counts per category', async () => {
    const photo = await h.upload('counsellor', 'hall.png', tinyPng);
    const add = await h.call('counsellor', 'POST', '/dorms/abnormal', { ...body(), photos: [photo] });
    expect(add.body.state).toBe(200);
    const id = add.body.data.id;
    const listed = await h.call('collegeadmin', 'GET', '/dorms/abnormal?status=open');
    expect(listed.body.data.dataResult[0]).toMatchObject({
      id,
      status: 'open',
      photos: [photo],
      reporterName: '张老师',
    });
    expect((await h.call('counsellor', 'POST', '/dorms/abnormal/handle', { id, handling: '已补' })).status).toBe(403);
    expect(
      (await h.call('affairsadmin', 'POST', '/dorms/abnormal/handle', { id, handling: '已补充灭火器' })).body.state,
    ).toBe(200);
    const twice = await h.call('affairsadmin', 'POST', '/dorms/abnormal/handle', { id, handling: '再次' });
    expect(twice).toMatchObject({ status: 409, body: { state: 6040603 } });
    const stats = await h.call('counsellor', 'GET', '/dorms/abnormal/stats');
    expect(stats.body.data).toContainEqual({ category: 'safety', open: 0, handled: 1 });
    expect(stats.body.data).toHaveLength(5);
    const file = await h.t.call({
      method: 'GET',
      url: `/qzbps/platform/v3/file/download?fileId=${photo}`,
      headers: h.as.affairsadmin?.headers,
    });
    expect(file.status).toBe(200);
  });

  it('students may not report; another tenant neither reports in nor sees the buildings', async () => {
    expect((await h.call('student', 'POST', '/dorms/abnormal', body())).status).toBe(403);
    expect((await h.call('student', 'GET', '/dorms/abnormal')).status).toBe(403);
    const before = (await h.call('affairsadmin', 'GET', '/dorms/abnormal')).body.data.pageResult.totalCount;
    expect((await h.call('otherAdmin', 'POST', '/dorms/abnormal', body())).body.state).toBe(6040217);
    expect((await h.call('otherAdmin', 'GET', '/dorms/abnormal')).body.data.pageResult.totalCount).toBe(0);
    const id = (await h.call('affairsadmin', 'GET', '/dorms/abnormal')).body.data.dataResult[0].id;
    expect((await h.call('otherAdmin', 'POST', '/dorms/abnormal/handle', { id, handling: 'x' })).body.state).toBe(
      6040602,
    );
    expect((await h.call('affairsadmin', 'GET', '/dorms/abnormal')).body.data.pageResult.totalCount).toBe(before);
    expect((await h.call('counsellor', 'POST', '/dorms/abnormal', { ...body(), category: 'ghosts' })).status).toBe(400);
  });
});

describe('occupancy by building and floor (studentOccupancy)', () => {
  it('filters to one building and floor', async () => {
    const b = (await h.call('affairsadmin', 'GET', '/dorms/buildings')).body.data[1];
    const res = await h.call('affairsadmin', 'POST', '/dorms/occupancy/query', {
      parameters: [
        { key: 'Q^buildingId^S', value: b.buildingId },
        { key: 'Q^floor^S', value: '2' },
      ],
      requestPage: { pageNo: 1, limit: 100 },
    });
    expect(res.body.data.pageResult.totalCount).toBeGreaterThan(0);
    for (const row of res.body.data.dataResult) expect(row).toMatchObject({ buildingId: b.buildingId, floor: 2 });
  });
});
