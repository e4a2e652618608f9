import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dormHarness } from './dorms-helpers.ts';

// The dorm office's lists across buildings (holiday stays, room changes, repairs) and their figures on
// the shared statistics helper: filters by building, status and date, counts per status, the office
// only, nothing of another tenant, and bad filters answer a code.

let h: Awaited<ReturnType<typeof dormHarness>>;
let holidayId = '';
let changeId = '';
let myBuilding = '';
let targetBuilding = '';

type Row = { id: string; status: string; place: string; buildingId: string | null; startDate: string | null };
const ids = (res: { body: { data: { dataResult: Row[] } } }) => res.body.data.dataResult.map((r) => r.id);

beforeAll(async () => {
  h = await dormHarness(['student', 'counsellor', 'affairsadmin', 'tenantadmin']);
  myBuilding = (await h.call('student', 'GET', '/dorms/mine')).body.data.place.buildingId;
  const holiday = await h.call('student', 'POST', '/dorms/holiday/apply', {
    startDate: '2027-01-10',
    endDate: '2027-02-20',
    reason: '参加数学建模集训',
    parentPhone: '13900000000',
  });
  expect(holiday.body.state).toBe(200);
  holidayId = holiday.body.data.instanceId;
  const free = await h.call('student', 'GET', '/dorms/beds/free');
  const room = (free.body.data as { buildingId: string; freeBeds: { bedId: string }[] }[]).find(
    (r) => r.buildingId !== myBuilding,
  );
  expect(room).toBeTruthy();
  targetBuilding = room?.buildingId ?? '';
  const change = await h.call('student', 'POST', '/dorms/change/apply', {
    targetBedId: room?.freeBeds[0]?.bedId,
    reason: '作息不同',
  });
  expect(change.body.state).toBe(200);
  changeId = change.body.data.instanceId;
});
afterAll(() => h.t.close());

describe('ssgl lists across buildings', () => {
  it('holiday stays: the building of the bed held, filters by building, status and date, counts', async () => {
    const all = await h.call('affairsadmin', 'GET', '/dorms/ssgl/records?kind=holiday');
    expect(all.body.state).toBe(200);
    const row = all.body.data.dataResult.find((r: Row) => r.id === holidayId);
    expect(row).toMatchObject({ status: 'running', buildingId: myBuilding, startDate: '2027-01-10' });
    expect(row.place).toMatch(/号楼/);
    expect(all.body.data.counts.running).toBeGreaterThanOrEqual(1);
    const here = await h.call('affairsadmin', 'GET', `/dorms/ssgl/records?kind=holiday&buildingId=${myBuilding}`);
    expect(ids(here)).toContain(holidayId);
    const there = await h.call('affairsadmin', 'GET', `/dorms/ssgl/records?kind=holiday&buildingId=${targetBuilding}`);
    expect(ids(there)).not.toContain(holidayId);
    const approved = await h.call('tenantadmin', 'GET', '/dorms/ssgl/records?kind=holiday&status=approved');
    expect(ids(approved)).not.toContain(holidayId);
    // The counts ignore the status filter (they label the tabs); the page total follows it.
    expect(approved.body.data.counts.running).toBe(all.body.data.counts.running);
    expect(approved.body.data.pageResult.totalCount).toBe(approved.body.data.counts.approved ?? 0);
    const old = await h.call('affairsadmin', 'GET', '/dorms/ssgl/records?kind=holiday&from=2000-01-01&to=2000-12-31');
    expect(old.body.data).toMatchObject({ dataResult: [], counts: {} });
  });

  it('room changes sit in the target bed’s building; repairs in their room’s', async () => {
    const changes = await h.call('affairsadmin', 'GET', `/dorms/ssgl/records?kind=change&buildingId=${targetBuilding}`);
    expect(changes.body.data.dataResult.find((r: Row) => r.id === changeId)).toMatchObject({ status: 'running' });
    expect(ids(await h.call('affairsadmin', 'GET', '/dorms/ssgl/records?kind=holiday'))).not.toContain(changeId);
    const repairs = await h.call('affairsadmin', 'GET', '/dorms/ssgl/records?kind=repair&status=done');
    expect(repairs.body.data.dataResult.length).toBeGreaterThan(0);
    expect(repairs.body.data.dataResult.every((r: Row) => r.status === 'done')).toBe(true);
    expect(repairs.body.data.counts.done).toBe(repairs.body.data.pageResult.totalCount);
  });

  it('figures by building and status through the statistics helper, and as CSV', async () => {
    const stats = await h.call('affairsadmin', 'GET', '/dorms/ssgl/stats?kind=repair&by=building,status');
    expect(stats.body.state).toBe(200);
    const { rows, totals } = stats.body.data as {
      rows: { keys: Record<string, string>; values: Record<string, number> }[];
      totals: Record<string, number>;
    };
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.reduce((n, r) => n + (r.values.count ?? 0), 0)).toBe(totals.count);
    expect(rows.some((r) => r.keys.status === 'done' && /号楼/.test(r.keys.building ?? ''))).toBe(true);
    const holiday = await h.call('affairsadmin', 'GET', '/dorms/ssgl/stats?kind=holiday&by=status');
    expect(holiday.body.data.rows.find((r: { keys: { status: string } }) => r.keys.status === 'running')).toBeTruthy();
    const csv = await h.t.call({
      method: 'GET',
      url: '/qzbps/business/v3/dorms/ssgl/stats?kind=repair&by=status&format=csv',
      headers: h.as.affairsadmin?.headers ?? {},
    });
    expect(String(csv.headers['content-type'])).toContain('text/csv');
  });

  it('office only; another tenant sees nothing; bad filters answer a code', async () => {
    for (const who of ['student', 'counsellor']) {
      expect((await h.call(who, 'GET', '/dorms/ssgl/records?kind=repair')).status).toBe(403);
      expect((await h.call(who, 'GET', '/dorms/ssgl/stats?kind=repair&by=status')).status).toBe(403);
    }
    const foreign = await h.call('otherAdmin', 'GET', '/dorms/ssgl/records?kind=holiday');
    expect(ids(foreign)).not.toContain(holidayId);
    const foreignStats = await h.call('otherAdmin', 'GET', '/dorms/ssgl/stats?kind=holiday&by=status');
    expect(foreignStats.body.data.totals.count).toBe(0);
    const badStatus = await h.call('affairsadmin', 'GET', '/dorms/ssgl/records?kind=holiday&status=done');
    expect(badStatus).toMatchObject({ status: 400, body: { state: 6040606 } });
    const badRange = await h.call(
      'affairsadmin',
      'GET',
      '/dorms/ssgl/records?kind=repair&from=2026-12-01&to=2026-11-01',
    );
    expect(badRange.body.state).toBe(6060102);
    expect((await h.call('affairsadmin', 'GET', '/dorms/ssgl/records?kind=fees')).status).toBe(400);
    const badDimension = await h.call('affairsadmin', 'GET', '/dorms/ssgl/stats?kind=holiday&by=password');
    expect(badDimension.body.state).toBe(6060101);
  });
});
