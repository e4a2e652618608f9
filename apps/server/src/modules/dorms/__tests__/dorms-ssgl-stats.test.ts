import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs } from '../../../testing/login.ts';
import { base, dormHarness } from './dorms-helpers.ts';

// The statistics page of the dorm office's records (/ssgl/dormRecordsStats) on GET /dorms/ssgl/stats:
// figures by every dimension the page offers against rows made on known days (March and April 2027,
// days no demo row has), the date range, refused ranges and dimensions in the product envelope, the
// office only, nothing of another tenant, and the CSV/XLSX files with their header rows.

type StatsRow = {
  keys: Record<string, string | null>;
  labels: Record<string, string | null>;
  values: Record<string, number>;
};
type Stats = { dimensions: string[]; rows: StatsRow[]; totals: Record<string, number> };

let h: Awaited<ReturnType<typeof dormHarness>>;
let buildingName = '';
let buildingId = '';
let roomLabel = '';
let roomId = '';
let className = '';
const spring = 'from=2027-03-01&to=2027-04-30';

const stats = async (who: string, query: string) => {
  const res = await h.call(who, 'GET', `/dorms/ssgl/stats?${query}`);
  expect(res.body.state, JSON.stringify(res.body)).toBe(200);
  return res.body.data as Stats;
};
/** key (or label for org dimensions) → count, to compare with what was made. */
/** Moves the clock to a day and logs everyone in again (sessions made earlier would look expired). */
async function at(instant: string) {
  h.t.clock.set(instant);
  for (const who of Object.keys(h.as)) {
    const tenantCode = who.startsWith('other') ? 'demo2' : 'demo';
    const account = who === 'otherStudent' ? 'student' : who === 'otherAdmin' ? 'tenantadmin' : who;
    h.as[who] = await loginAs(h.t, account, { tenantCode });
  }
}
const counts = (s: Stats, dim: string, by: 'keys' | 'labels' = 'keys') =>
  Object.fromEntries(s.rows.map((r) => [r[by][dim] ?? '', r.values.count ?? 0]));

beforeAll(async () => {
  h = await dormHarness(['student', 'counsellor', 'collegeadmin', 'affairsadmin', 'tenantadmin']);
  const mine = (await h.call('student', 'GET', '/dorms/mine')).body.data;
  buildingName = mine.place.buildingName;
  buildingId = mine.place.buildingId;
  roomId = mine.place.roomId;
  roomLabel = `${mine.place.buildingName} ${mine.place.roomNo}`;
  expect(buildingName).toMatch(/号楼/);
  // 10:00 in Shanghai on 15 March: two repairs (water, moved on to dispatched) and a holiday stay.
  await at('2027-03-15T02:00:00Z');
  const water = await h.call('student', 'POST', '/dorms/repairs', {
    category: 'water',
    urgency: 'urgent',
    description: '水龙头漏水',
  });
  expect(water.body.state).toBe(200);
  await h.call('student', 'POST', '/dorms/repairs', { category: 'electric', urgency: 'normal', description: '插座松' });
  const moved = await h.call('affairsadmin', 'POST', '/dorms/repairs/progress', {
    id: water.body.data.id,
    status: 'dispatched',
  });
  expect(moved.body.state).toBe(200);
  const holiday = await h.call('student', 'POST', '/dorms/holiday/apply', {
    startDate: '2027-07-10',
    endDate: '2027-08-20',
    reason: '暑期实验室项目',
    parentPhone: '13900000000',
  });
  expect(holiday.body.state).toBe(200);
  // 20 April, 23:30 in Shanghai (15:30 UTC): the day of a record is the school's day, so April.
  await at('2027-04-20T15:30:00Z');
  expect(
    (await h.call('student', 'POST', '/dorms/repairs', { category: 'water', urgency: 'low', description: '滴水' })).body
      .state,
  ).toBe(200);
  const profile = await stats('affairsadmin', `kind=repair&by=class&${spring}`);
  className = profile.rows[0]?.labels.class ?? '';
  expect(className).not.toBe('');
});
afterAll(() => h.t.close());

describe('dorm records statistics (/ssgl/dormRecordsStats)', () => {
  it('repairs by month, type, status, building, college and class: the rows made, with totals', async () => {
    const byMonth = await stats('affairsadmin', `kind=repair&by=month&${spring}`);
    expect(counts(byMonth, 'month')).toEqual({ '2027-03': 2, '2027-04': 1 });
    expect(byMonth.totals).toMatchObject({ count: 3, students: 1 });
    expect(counts(await stats('affairsadmin', `kind=repair&by=type&${spring}`), 'type')).toEqual({
      water: 2,
      electric: 1,
    });
    expect(counts(await stats('affairsadmin', `kind=repair&by=status&${spring}`), 'status')).toEqual({
      dispatched: 1,
      reported: 2,
    });
    expect(counts(await stats('affairsadmin', `kind=repair&by=building&${spring}`), 'building')).toEqual({
      [buildingName]: 3,
    });
    const byCollege = await stats('affairsadmin', `kind=repair&by=college&${spring}`);
    expect(byCollege.rows).toHaveLength(1);
    expect(byCollege.rows[0]?.labels.college).toMatch(/学院/);
    expect(byCollege.rows[0]?.keys.college).toMatch(/^[0-9a-f-]{36}$/);
    expect(counts(await stats('tenantadmin', `kind=repair&by=class&${spring}`), 'class', 'labels')).toEqual({
      [className]: 3,
    });
    // Two dimensions at once: the building's figures split by status still add up to the total.
    const split = await stats('affairsadmin', `kind=repair&by=building,status&${spring}`);
    expect(split.rows.reduce((n, r) => n + (r.values.count ?? 0), 0)).toBe(3);
  });

  it('holiday stays: by month and status in the range; requests have no type', async () => {
    const byStatus = await stats('affairsadmin', `kind=holiday&by=status&${spring}`);
    expect(counts(byStatus, 'status')).toEqual({ running: 1 });
    expect(counts(await stats('affairsadmin', `kind=holiday&by=month&${spring}`), 'month')).toEqual({ '2027-03': 1 });
    expect((await stats('affairsadmin', `kind=change&by=building&${spring}`)).totals.count).toBe(0);
    const noType = await h.call('affairsadmin', 'GET', `/dorms/ssgl/stats?kind=holiday&by=type&${spring}`);
    expect(noType).toMatchObject({ status: 400, body: { state: 6060101 } });
  });

  it('the date range counts whole school days at both ends', async () => {
    const april = await stats('affairsadmin', 'kind=repair&by=type&from=2027-04-20&to=2027-04-20');
    expect(counts(april, 'type')).toEqual({ water: 1 });
    const march = await stats('affairsadmin', 'kind=repair&by=type&from=2027-03-01&to=2027-04-19');
    expect(counts(march, 'type')).toEqual({ water: 1, electric: 1 });
    const before = await stats('affairsadmin', 'kind=repair&by=month&from=2027-01-01&to=2027-03-14');
    expect(before).toMatchObject({ rows: [], totals: { count: 0 } });
  });

  it('a bad range, an unknown dimension and three dimensions answer 400 in the product envelope', async () => {
    const range = await h.call(
      'affairsadmin',
      'GET',
      '/dorms/ssgl/stats?kind=repair&by=month&from=2027-04-02&to=2027-04-01',
    );
    expect(range.status).toBe(400);
    expect(range.body).toMatchObject({ state: 6060102, data: null });
    expect(typeof range.body.message).toBe('string');
    expect(range.body.message.length).toBeGreaterThan(0);
    const unknown = await h.call('affairsadmin', 'GET', '/dorms/ssgl/stats?kind=repair&by=password');
    expect(unknown).toMatchObject({ status: 400, body: { state: 6060101, data: null } });
    const three = await h.call('affairsadmin', 'GET', '/dorms/ssgl/stats?kind=repair&by=building,status,month');
    expect(three).toMatchObject({ status: 400, body: { state: 6010101 } });
    const kind = await h.call('affairsadmin', 'GET', '/dorms/ssgl/stats?kind=fees&by=month');
    expect(kind).toMatchObject({ status: 400, body: { state: 6010101 } });
  });

  it('students and counsellors are refused; another tenant sees none of these records', async () => {
    for (const who of ['student', 'counsellor', 'otherStudent']) {
      const res = await h.call(who, 'GET', `/dorms/ssgl/stats?kind=repair&by=month&${spring}`);
      expect(res, who).toMatchObject({ status: 403, body: { state: 6010103, data: null } });
    }
    for (const kind of ['repair', 'holiday', 'change']) {
      const foreign = await stats('otherAdmin', `kind=${kind}&by=building&${spring}`);
      expect(foreign, kind).toMatchObject({ rows: [], totals: { count: 0, students: 0 } });
    }
    const everything = await stats('otherAdmin', 'kind=repair&by=building');
    expect(everything.rows.map((r) => r.keys.building)).not.toContain(buildingName);
  });

  it('the menu leads the dorm office to the page, in its language; counsellors and students do not get it', async () => {
    type Node = { defaultUrl: string | null; name: string; children: Node[] };
    const flat = (tree: Node[]): Node[] => tree.flatMap((m) => [m, ...flat(m.children)]);
    const menu = async (who: string, language = 'zh-CN') => {
      const res = await h.t.call({
        method: 'GET',
        url: '/qzbps/platform/v3/auth/appres/getMenuData',
        headers: { ...(h.as[who]?.headers ?? {}), language },
      });
      expect(res.body.state).toBe(200);
      return flat(res.body.data as Node[]).find((n) => n.defaultUrl === '/ssgl/dormRecordsStats');
    };
    expect((await menu('affairsadmin'))?.name).toBe('宿舍事务统计');
    expect((await menu('tenantadmin', 'ja-JP'))?.name).toBe('寮の記録の統計');
    expect(await menu('counsellor')).toBeUndefined();
    expect(await menu('student')).toBeUndefined();
  });

  it('exports CSV (BOM, header row, total line) and a real XLSX with the same header', async () => {
    const file = (format: string, language = 'zh-CN') =>
      h.t.app.inject({
        method: 'GET',
        url: `${base}/dorms/ssgl/stats?kind=repair&by=type&${spring}&format=${format}`,
        headers: { ...(h.as.affairsadmin?.headers ?? {}), language },
      });
    const csv = await file('csv');
    expect(csv.statusCode).toBe(200);
    expect(String(csv.headers['content-type'])).toContain('text/csv');
    expect(String(csv.headers['content-disposition'])).toContain('dorm-repair-statistics.csv');
    const bytes = csv.rawPayload;
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.subarray(3).toString('utf8').trim().split(/\r?\n/);
    expect(lines[0]).toBe('类别,记录数,人数');
    expect(lines).toContain('water,2,1');
    expect(lines.at(-1)).toBe('合计,3,1');
    const english = (await file('csv', 'en-US')).rawPayload.subarray(3).toString('utf8').split(/\r?\n/)[0];
    expect(english).toBe('Category,Records,Students');

    const xlsx = await file('xlsx');
    expect(xlsx.statusCode).toBe(200);
    expect(String(xlsx.headers['content-type'])).toContain('spreadsheetml');
    expect(String(xlsx.headers['content-disposition'])).toContain('dorm-repair-statistics.xlsx');
    const parts = unzipSync(new Uint8Array(xlsx.rawPayload));
    expect(Object.keys(parts)).toContain('xl/worksheets/sheet1.xml');
    const text = Object.entries(parts)
      .filter(([name]) => name.endsWith('.xml'))
      .map(([, data]) => strFromU8(data))
      .join('\n');
    for (const cell of ['类别', '记录数', '人数', '合计', 'water', 'electric']) expect(text, cell).toContain(cell);
  });
});

// The four kinds added for the dorm office: move-outs and delayed move-outs (workflow requests),
// violation reports (their review) and incident reports (their handling), made in May 2027 (no demo
// row has those days) so that the list, its counts and the figures are exact.
describe('move-outs, delayed move-outs, violations and incidents on the same list and statistics', () => {
  const may = 'from=2027-05-01&to=2027-05-31';
  type Row = {
    id: string;
    status: string;
    place: string;
    buildingId: string | null;
    studentName: string;
    category: string | null;
    day: string | null;
  };
  type List = { dataResult: Row[]; pageResult: { totalCount: number }; counts: Record<string, number> };
  const records = async (who: string, query: string) => {
    const res = await h.call(who, 'GET', `/dorms/ssgl/records?${query}`);
    expect(res.body.state, JSON.stringify(res.body)).toBe(200);
    return res.body.data as List;
  };
  const made = {
    moveOut: '',
    delayRejected: '',
    delayRunning: '',
    lateReturn: '',
    appliance: '',
    open: '',
    handled: '',
  };

  beforeAll(async () => {
    // 10 May, 10:00 in Shanghai.
    await at('2027-05-10T02:00:00Z');
    const delay = { untilDate: '2027-07-15', reason: '毕业答辩推迟' };
    const first = await h.call('student', 'POST', '/dorms/delay/apply', delay);
    expect(first.body.state).toBe(200);
    made.delayRejected = first.body.data.instanceId;
    await h.decide('counsellor', made.delayRejected, 'oppose');
    expect(await h.result(made.delayRejected)).toBe('rejected');
    made.delayRunning = (await h.call('student', 'POST', '/dorms/delay/apply', delay)).body.data.instanceId;

    const studentId = h.as.student?.uid;
    const violation = (type: string) =>
      h.call('affairsadmin', 'POST', '/dorms/violations', {
        studentId,
        type,
        occurredAt: '2027-05-09T23:30:00+08:00',
        description: '宿舍检查发现',
      });
    made.lateReturn = (await violation('lateReturn')).body.data.id;
    made.appliance = (await violation('appliance')).body.data.id;
    const review = { id: made.appliance, decision: 'confirmed' };
    expect((await h.call('affairsadmin', 'POST', '/dorms/violations/review', review)).body.state).toBe(200);

    const incident = (category: string, room?: string) =>
      h.call('counsellor', 'POST', '/dorms/abnormal', {
        buildingId,
        ...(room ? { roomId: room } : {}),
        category,
        occurredAt: '2027-05-10T08:15:00+08:00',
        description: '走廊灭火器缺失',
      });
    made.open = (await incident('facility')).body.data.id;
    made.handled = (await incident('safety', roomId)).body.data.id;
    const handle = { id: made.handled, handling: '已补充灭火器' };
    expect((await h.call('affairsadmin', 'POST', '/dorms/abnormal/handle', handle)).body.state).toBe(200);

    // Last, as it ends the stay: a move-out approved by the counsellor, the college and the dorm office.
    const out = await h.call('student', 'POST', '/dorms/move-out/apply', { leaveDate: '2027-06-30', reason: '毕业' });
    expect(out.body.state, JSON.stringify(out.body)).toBe(200);
    made.moveOut = out.body.data.instanceId;
    for (const who of ['counsellor', 'collegeadmin', 'affairsadmin']) await h.decide(who, made.moveOut, 'agree');
    expect(await h.result(made.moveOut)).toBe('approved');
  });

  it('move-outs and delays: the bed held when applying (even after moving out), the form date, counts', async () => {
    const out = await records('affairsadmin', `kind=moveOut&${may}`);
    expect(out.counts).toEqual({ approved: 1 });
    expect(out.dataResult).toHaveLength(1);
    expect(out.dataResult[0]).toMatchObject({ id: made.moveOut, status: 'approved', buildingId, day: '2027-06-30' });
    expect(out.dataResult[0]?.place).toBe(roomLabel);
    expect((await records('affairsadmin', `kind=moveOut&status=running&${may}`)).dataResult).toEqual([]);

    const delays = await records('affairsadmin', `kind=delay&${may}`);
    expect(delays.counts).toEqual({ rejected: 1, running: 1 });
    expect(delays.dataResult.map((r) => r.id).sort()).toEqual([made.delayRejected, made.delayRunning].sort());
    expect(delays.dataResult.every((r) => r.day === '2027-07-15' && r.buildingId === buildingId)).toBe(true);
    const running = await records('affairsadmin', `kind=delay&status=running&${may}`);
    expect(running.dataResult.map((r) => r.id)).toEqual([made.delayRunning]);
    expect(running.pageResult.totalCount).toBe(1);
    // The two request kinds do not leak into each other or into holiday stays.
    expect((await records('affairsadmin', `kind=holiday&${may}`)).counts).toEqual({});
  });

  it('violation reports: review status, type as category, the day it occurred; filter by status', async () => {
    const all = await records('affairsadmin', `kind=violation&${may}`);
    expect(all.counts).toEqual({ registered: 1, confirmed: 1 });
    expect(all.dataResult.find((r) => r.id === made.appliance)).toMatchObject({
      status: 'confirmed',
      category: 'appliance',
      buildingId,
      place: roomLabel,
      day: '2027-05-09',
    });
    const confirmed = await records('tenantadmin', `kind=violation&status=confirmed&${may}`);
    expect(confirmed.dataResult.map((r) => r.id)).toEqual([made.appliance]);
    expect(confirmed.counts).toEqual(all.counts);
    const buildings = (await h.call('affairsadmin', 'GET', '/dorms/buildings')).body.data as { buildingId: string }[];
    const other = buildings.find((g) => g.buildingId !== buildingId)?.buildingId;
    expect(other).toBeTruthy();
    expect((await records('affairsadmin', `kind=violation&buildingId=${other}&${may}`)).counts).toEqual({});
    const bad = await h.call('affairsadmin', 'GET', `/dorms/ssgl/records?kind=violation&status=running`);
    expect(bad).toMatchObject({ status: 400, body: { state: 6040606 } });
  });

  it('incident reports: the reporter, the building with or without a room, open and handled', async () => {
    const all = await records('affairsadmin', `kind=abnormal&${may}`);
    expect(all.counts).toEqual({ open: 1, handled: 1 });
    expect(all.dataResult.find((r) => r.id === made.handled)).toMatchObject({
      status: 'handled',
      category: 'safety',
      studentName: '张老师',
      place: roomLabel,
      buildingId,
      day: '2027-05-10',
    });
    expect(all.dataResult.find((r) => r.id === made.open)?.place).toBe(buildingName);
    const open = await records('affairsadmin', `kind=abnormal&status=open&buildingId=${buildingId}&${may}`);
    expect(open.dataResult.map((r) => r.id)).toEqual([made.open]);
  });

  it('figures by building, status and type for each new kind', async () => {
    expect(counts(await stats('affairsadmin', `kind=moveOut&by=building&${may}`), 'building')).toEqual({
      [buildingName]: 1,
    });
    expect(counts(await stats('affairsadmin', `kind=delay&by=status&${may}`), 'status')).toEqual({
      rejected: 1,
      running: 1,
    });
    const delayStudents = await stats('affairsadmin', `kind=delay&by=building&${may}`);
    expect(delayStudents.totals).toMatchObject({ count: 2, students: 1 });
    expect(counts(await stats('affairsadmin', `kind=violation&by=status&${may}`), 'status')).toEqual({
      registered: 1,
      confirmed: 1,
    });
    expect(counts(await stats('affairsadmin', `kind=violation&by=type&${may}`), 'type')).toEqual({
      lateReturn: 1,
      appliance: 1,
    });
    const split = await stats('affairsadmin', `kind=violation&by=building,status&${may}`);
    expect(split.rows.map((r) => [r.keys.building, r.keys.status, r.values.count]).sort()).toEqual(
      [
        [buildingName, 'confirmed', 1],
        [buildingName, 'registered', 1],
      ].sort(),
    );
    expect(counts(await stats('affairsadmin', `kind=abnormal&by=type&${may}`), 'type')).toEqual({
      facility: 1,
      safety: 1,
    });
    const incidents = await stats('affairsadmin', `kind=abnormal&by=building&${may}`);
    expect(counts(incidents, 'building')).toEqual({ [buildingName]: 2 });
    // One reporter (the counsellor) for both.
    expect(incidents.totals).toMatchObject({ count: 2, students: 1 });
    expect(counts(await stats('affairsadmin', `kind=abnormal&by=status&${may}`), 'status')).toEqual({
      open: 1,
      handled: 1,
    });
    const requestType = await h.call('affairsadmin', 'GET', `/dorms/ssgl/stats?kind=moveOut&by=type&${may}`);
    expect(requestType).toMatchObject({ status: 400, body: { state: 6060101 } });
  });

  it('the dorm office only; another tenant sees none of them', async () => {
    for (const kind of ['moveOut', 'delay', 'violation', 'abnormal']) {
      expect((await h.call('counsellor', 'GET', `/dorms/ssgl/records?kind=${kind}`)).status, kind).toBe(403);
      const foreign = await records('otherAdmin', `kind=${kind}&${may}`);
      expect(foreign, kind).toMatchObject({ dataResult: [], counts: {}, pageResult: { totalCount: 0 } });
      const ids = (await records('otherAdmin', `kind=${kind}`)).dataResult.map((r) => r.id);
      for (const id of Object.values(made)) expect(ids, kind).not.toContain(id);
      const figures = await stats('otherAdmin', `kind=${kind}&by=status&${may}`);
      expect(figures, kind).toMatchObject({ rows: [], totals: { count: 0, students: 0 } });
    }
  });
});
