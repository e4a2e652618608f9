import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dormDb } from '../dorms.tables.ts';
import { dormHarness } from './dorms-helpers.ts';

// ssgl violation review: the dorm office confirms or dismisses (with a reason) a registered violation,
// once; a reviewed record is final; the student sees their own violations with the outcome; other roles
// and other tenants are refused or see nothing.

let h: Awaited<ReturnType<typeof dormHarness>>;

beforeAll(async () => {
  h = await dormHarness(['student', '2024010002', 'counsellor', 'affairsadmin', 'tenantadmin']);
});
afterAll(() => h.t.close());

const register = async (description: string) => {
  const res = await h.call('counsellor', 'POST', '/dorms/violations', {
    studentId: h.as.student?.uid,
    type: 'appliance',
    occurredAt: '2026-11-21T21:00:00+08:00',
    description,
  });
  expect(res.body.state).toBe(200);
  return res.body.data.id as string;
};

const stored = (id: string) =>
  dormDb(h.t.app.db)
    .selectFrom('dormViolations')
    .select(['reviewStatus', 'reviewReason'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();

describe('violation review (ssgl)', () => {
  it('the dorm office confirms once; the record is then final and the student sees it', async () => {
    const id = await register('违章电器：热得快');
    const list = await h.call('affairsadmin', 'GET', '/dorms/violations?reviewStatus=registered');
    expect(list.body.data.dataResult.map((r: { id: string }) => r.id)).toContain(id);
    const ok = await h.call('affairsadmin', 'POST', '/dorms/violations/review', { id, decision: 'confirmed' });
    expect(ok.body).toMatchObject({ state: 200, data: { id, reviewStatus: 'confirmed' } });
    const again = await h.call('tenantadmin', 'POST', '/dorms/violations/review', {
      id,
      decision: 'dismissed',
      reason: '重复',
    });
    expect(again).toMatchObject({ status: 409, body: { state: 6040604 } });
    const edit = await h.call('counsellor', 'POST', '/dorms/violations/edit', {
      id,
      type: 'other',
      occurredAt: '2026-11-21T21:00:00+08:00',
      description: '改',
    });
    expect(edit).toMatchObject({ status: 409, body: { state: 6040604 } });
    expect(await stored(id)).toEqual({ reviewStatus: 'confirmed', reviewReason: '' });

    const row = (
      await h.call('affairsadmin', 'GET', '/dorms/violations?reviewStatus=confirmed')
    ).body.data.dataResult.find((r: { id: string }) => r.id === id);
    expect(row).toMatchObject({
      reviewStatus: 'confirmed',
      reviewerName: expect.any(String),
      description: '违章电器：热得快',
    });
    const mine = await h.call('student', 'GET', '/dorms/violations/mine');
    expect(mine.body.data.find((r: { id: string }) => r.id === id)).toMatchObject({
      reviewStatus: 'confirmed',
      place: expect.stringMatching(/号楼/),
      reviewedAt: expect.any(String),
    });
    // Another student sees none of it.
    const theirs = await h.call('2024010002', 'GET', '/dorms/violations/mine');
    expect(theirs.body.data.map((r: { id: string }) => r.id)).not.toContain(id);
  });

  it('a dismissal needs a reason, which the student then reads', async () => {
    const id = await register('疑似违章电器');
    const bare = await h.call('affairsadmin', 'POST', '/dorms/violations/review', { id, decision: 'dismissed' });
    expect(bare).toMatchObject({ status: 400, body: { state: 6040605 } });
    const blank = await h.call('affairsadmin', 'POST', '/dorms/violations/review', {
      id,
      decision: 'dismissed',
      reason: '   ',
    });
    expect(blank.body.state).toBe(6040605);
    expect(await stored(id)).toEqual({ reviewStatus: 'registered', reviewReason: '' });
    const done = await h.call('affairsadmin', 'POST', '/dorms/violations/review', {
      id,
      decision: 'dismissed',
      reason: '查实为台灯，不属违章电器',
    });
    expect(done.body.state).toBe(200);
    const mine = await h.call('student', 'GET', '/dorms/violations/mine');
    expect(mine.body.data.find((r: { id: string }) => r.id === id)).toMatchObject({
      reviewStatus: 'dismissed',
      reviewReason: '查实为台灯，不属违章电器',
    });
  });

  it('only the dorm office reviews; other tenants and unknown ids get not found; bad input is refused', async () => {
    const id = await register('留宿他人');
    expect((await h.call('counsellor', 'POST', '/dorms/violations/review', { id, decision: 'confirmed' })).status).toBe(
      403,
    );
    expect((await h.call('student', 'POST', '/dorms/violations/review', { id, decision: 'confirmed' })).status).toBe(
      403,
    );
    expect((await h.call('counsellor', 'GET', '/dorms/violations/mine')).status).toBe(403);
    const foreign = await h.call('otherAdmin', 'POST', '/dorms/violations/review', { id, decision: 'confirmed' });
    expect(foreign).toMatchObject({ status: 404, body: { state: 6040216 } });
    const theirs = await h.call('otherStudent', 'GET', '/dorms/violations/mine');
    expect(theirs.body.data.map((r: { id: string }) => r.id)).not.toContain(id);
    const unknown = await h.call('affairsadmin', 'POST', '/dorms/violations/review', {
      id: '00000000-0000-4000-8000-000000000000',
      decision: 'confirmed',
    });
    expect(unknown.body.state).toBe(6040216);
    const badDecision = await h.call('affairsadmin', 'POST', '/dorms/violations/review', { id, decision: 'maybe' });
    expect(badDecision.status).toBe(400);
    const badStatus = await h.call('affairsadmin', 'GET', '/dorms/violations?reviewStatus=maybe');
    expect(badStatus.status).toBe(400);
    expect(await stored(id)).toEqual({ reviewStatus: 'registered', reviewReason: '' });
  });
});
