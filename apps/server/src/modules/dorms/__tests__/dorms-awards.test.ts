import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dormHarness } from './dorms-helpers.ts';

// 文明宿舍 (Model room) awards: the dorm office proposes rooms of the term from its hygiene ranking,
// withdraws one while reviewing, publishes; the room's students see the badge. Office only for changes,
// per tenant, and bad input answers a code without writing anything.

let h: Awaited<ReturnType<typeof dormHarness>>;
const term = '2026-2027-1';
type Candidate = { roomId: string; roomLabel: string; average: number; rank: number; status: string | null };

beforeAll(async () => {
  h = await dormHarness(['student', 'counsellor', 'affairsadmin', 'tenantadmin']);
});
afterAll(() => h.t.close());

const count = async () =>
  (await h.call('affairsadmin', 'GET', `/dorms/awards?term=${term}`)).body.data.pageResult.totalCount as number;

describe('model room awards (文明宿舍)', () => {
  it('propose from the ranking → withdraw one → publish; the student sees the badge', async () => {
    const mineRoom = (await h.call('student', 'GET', '/dorms/mine')).body.data.place.roomId;
    const candidates = (await h.call('affairsadmin', 'GET', `/dorms/awards/candidates?term=${term}`)).body
      .data as Candidate[];
    expect(candidates.length).toBeGreaterThan(2);
    expect(candidates[0]?.rank).toBe(1);
    expect(candidates.every((c) => c.status === null)).toBe(true);
    const mine = candidates.find((c) => c.roomId === mineRoom);
    expect(mine, 'the student’s ground-floor room is inspected in the demo').toBeTruthy();
    const other = candidates.find((c) => c.roomId !== mineRoom) as Candidate;

    const proposed = await h.call('affairsadmin', 'POST', '/dorms/awards/propose', {
      term,
      roomIds: [mineRoom, other.roomId],
      note: '卫生检查排名靠前',
    });
    expect(proposed.body.data.ids).toHaveLength(2);
    const list = await h.call('affairsadmin', 'GET', `/dorms/awards?term=${term}&status=proposed`);
    const row = list.body.data.dataResult.find((r: { roomId: string }) => r.roomId === mineRoom);
    expect(row).toMatchObject({
      status: 'proposed',
      average: mine?.average,
      rank: mine?.rank,
      note: '卫生检查排名靠前',
    });
    const again = await h.call('tenantadmin', 'POST', '/dorms/awards/propose', { term, roomIds: [other.roomId] });
    expect(again).toMatchObject({ status: 409, body: { state: 6040607 } });
    expect(await count()).toBe(2);
    const marked = (await h.call('affairsadmin', 'GET', `/dorms/awards/candidates?term=${term}`)).body
      .data as Candidate[];
    expect(marked.find((c) => c.roomId === mineRoom)?.status).toBe('proposed');

    // Not published yet: no badge.
    expect((await h.call('student', 'GET', '/dorms/awards/mine')).body.data).toEqual([]);
    const otherId = list.body.data.dataResult.find((r: { roomId: string }) => r.roomId === other.roomId).id;
    expect((await h.call('affairsadmin', 'POST', '/dorms/awards/withdraw', { id: otherId })).body.state).toBe(200);
    const published = await h.call('affairsadmin', 'POST', '/dorms/awards/publish', { term });
    expect(published.body.data).toEqual({ published: 1 });
    const nothingLeft = await h.call('affairsadmin', 'POST', '/dorms/awards/publish', { term });
    expect(nothingLeft).toMatchObject({ status: 409, body: { state: 6040610 } });
    const badge = await h.call('student', 'GET', '/dorms/awards/mine');
    expect(badge.body.data).toEqual([expect.objectContaining({ term, status: 'published', roomId: mineRoom })]);
    const finalOne = await h.call('affairsadmin', 'POST', '/dorms/awards/withdraw', { id: row.id });
    expect(finalOne).toMatchObject({ status: 409, body: { state: 6040609 } });
    const stats = await h.call('counsellor', 'GET', `/dorms/awards/stats?term=${term}`);
    expect(stats.body.data.reduce((n: number, b: { published: number }) => n + b.published, 0)).toBe(1);
  });

  it('office only for changes; another tenant sees and touches nothing; bad input changes nothing', async () => {
    const before = await count();
    const some = (await h.call('affairsadmin', 'GET', `/dorms/awards/candidates?term=${term}`)).body
      .data as Candidate[];
    const free = some.find((c) => c.status === null) as Candidate;
    for (const who of ['student', 'counsellor']) {
      expect((await h.call(who, 'POST', '/dorms/awards/propose', { term, roomIds: [free.roomId] })).status).toBe(403);
      expect((await h.call(who, 'POST', '/dorms/awards/publish', { term })).status).toBe(403);
      expect((await h.call(who, 'GET', `/dorms/awards/candidates?term=${term}`)).status).toBe(403);
    }
    expect((await h.call('student', 'GET', `/dorms/awards?term=${term}`)).status).toBe(403);
    expect((await h.call('counsellor', 'GET', '/dorms/awards/mine')).status).toBe(403);
    expect((await h.call('student', 'GET', `/dorms/awards/stats?term=${term}`)).status).toBe(403);
    // The other tenant's views hold none of this tenant's rooms or awards.
    const theirCandidates = (await h.call('otherAdmin', 'GET', `/dorms/awards/candidates?term=${term}`)).body
      .data as Candidate[];
    expect(theirCandidates.some((c) => some.some((x) => x.roomId === c.roomId))).toBe(false);
    const theirStats = (await h.call('otherAdmin', 'GET', `/dorms/awards/stats?term=${term}`)).body.data as {
      published: number;
    }[];
    expect(theirStats.reduce((n, b) => n + b.published, 0)).toBe(0);
    expect((await h.call('otherStudent', 'GET', '/dorms/awards/mine')).body.data).toEqual([]);
    expect((await h.call('affairsadmin', 'GET', '/dorms/awards/stats?term=2026-2028-1')).body.state).toBe(6040611);
    // Another tenant: the room is not theirs, the list is empty, nothing to publish.
    const foreign = await h.call('otherAdmin', 'POST', '/dorms/awards/propose', { term, roomIds: [free.roomId] });
    expect(foreign).toMatchObject({ status: 404, body: { state: 6040217 } });
    expect((await h.call('otherAdmin', 'GET', `/dorms/awards?term=${term}`)).body.data.pageResult.totalCount).toBe(0);
    expect((await h.call('otherAdmin', 'POST', '/dorms/awards/publish', { term })).body.state).toBe(6040610);
    const mine = await h.call('affairsadmin', 'GET', `/dorms/awards?term=${term}`);
    const foreignWithdraw = await h.call('otherAdmin', 'POST', '/dorms/awards/withdraw', {
      id: mine.body.data.dataResult[0].id,
    });
    expect(foreignWithdraw.body.state).toBe(6040608);
    // Bad input: a term whose years do not follow, a malformed term, an empty list, an unknown room.
    const badYears = await h.call('affairsadmin', 'POST', '/dorms/awards/propose', {
      term: '2026-2028-1',
      roomIds: [free.roomId],
    });
    expect(badYears).toMatchObject({ status: 400, body: { state: 6040611 } });
    expect(
      (await h.call('affairsadmin', 'POST', '/dorms/awards/propose', { term: '2026', roomIds: [free.roomId] })).status,
    ).toBe(400);
    expect((await h.call('affairsadmin', 'POST', '/dorms/awards/propose', { term, roomIds: [] })).status).toBe(400);
    const unknown = await h.call('affairsadmin', 'POST', '/dorms/awards/propose', {
      term,
      roomIds: [free.roomId, '00000000-0000-4000-8000-000000000000'],
    });
    expect(unknown.body.state).toBe(6040217);
    expect(await count()).toBe(before);
  });
});
