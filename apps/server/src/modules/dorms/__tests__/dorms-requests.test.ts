import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dormHarness, tinyPng } from './dorms-helpers.ts';

// Off-campus living, holiday stay and moving in through HTTP on the demo university: each process
// approved, rejected and withdrawn; bad input answers a module code and changes nothing.

let h: Awaited<ReturnType<typeof dormHarness>>;
const housed = async (who: string) => (await h.call(who, 'GET', '/dorms/mine')).body.data;
const stayCount = async () =>
  Number(
    (
      await h.t.app.db
        .withTables<{ dormStays: { tenantId: string; id: string; endAt: Date | null } }>()
        .selectFrom('dormStays')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('endAt', 'is', null)
        .executeTakeFirstOrThrow()
    ).n,
  );

beforeAll(async () => {
  h = await dormHarness(['student', '2024010002', '2024010003', 'counsellor', 'collegeadmin', 'affairsadmin']);
});
afterAll(() => h.t.close());

describe('off-campus living (outsideLive)', () => {
  const body = async () => ({
    ground: 'internship',
    address: '软件园 3 号楼 1201',
    landlord: '王先生 13800000000',
    coResidents: '',
    startDate: '2026-12-01',
    endDate: '2027-01-15',
    reason: '实习单位离学校远',
    consent: [await h.upload('student', 'consent.png', tinyPng)],
  });

  it('counsellor → college → dorm office approve', async () => {
    const res = await h.call('student', 'POST', '/dorms/outside/apply', await body());
    expect(res.body.state).toBe(200);
    const id = res.body.data.instanceId;
    for (const who of ['counsellor', 'collegeadmin', 'affairsadmin'])
      expect((await h.decide(who, id, 'agree')).body.state).toBe(200);
    expect(await h.result(id)).toBe('approved');
  });

  it('a rejection ends it; a withdrawal ends it; only one runs at a time', async () => {
    const a = await h.call('student', 'POST', '/dorms/outside/apply', await body());
    const twice = await h.call('student', 'POST', '/dorms/outside/apply', await body());
    expect(twice).toMatchObject({ status: 409, body: { state: 6040210 } });
    expect((await h.decide('counsellor', a.body.data.instanceId, 'oppose')).body.state).toBe(200);
    expect(await h.result(a.body.data.instanceId)).toBe('rejected');
    const b = await h.call('student', 'POST', '/dorms/outside/apply', await body());
    expect((await h.call('student', 'POST', '/bpm/task/revoke', { instId: b.body.data.instanceId })).body.state).toBe(
      200,
    );
    expect(await h.result(b.body.data.instanceId)).toBe('revoked');
  });

  it('consent is required, dates in order, someone else’s upload refused; students only', async () => {
    const { consent: _c, ...noConsent } = await body();
    expect((await h.call('student', 'POST', '/dorms/outside/apply', { ...noConsent, consent: [] })).status).toBe(400);
    const backwards = await h.call('student', 'POST', '/dorms/outside/apply', {
      ...(await body()),
      endDate: '2026-11-01',
    });
    expect(backwards).toMatchObject({ status: 400, body: { state: 6040213 } });
    const foreign = await h.upload('2024010002', 'x.png', tinyPng);
    const stolen = await h.call('student', 'POST', '/dorms/outside/apply', { ...(await body()), consent: [foreign] });
    expect(stolen.body.state).not.toBe(200);
    expect((await h.call('counsellor', 'POST', '/dorms/outside/apply', await body())).status).toBe(403);
  });
});

describe('holiday stay (stayOvernight)', () => {
  const body = {
    startDate: '2027-01-10',
    endDate: '2027-02-20',
    reason: '参加数学建模集训',
    parentPhone: '13900000000',
  };

  it('counsellor → dorm office approve; a rejection; a withdrawal', async () => {
    const ok = await h.call('2024010002', 'POST', '/dorms/holiday/apply', body);
    expect(ok.body.state).toBe(200);
    await h.decide('counsellor', ok.body.data.instanceId, 'agree');
    await h.decide('affairsadmin', ok.body.data.instanceId, 'agree');
    expect(await h.result(ok.body.data.instanceId)).toBe('approved');
    const no = await h.call('2024010002', 'POST', '/dorms/holiday/apply', body);
    await h.decide('counsellor', no.body.data.instanceId, 'agree');
    await h.decide('affairsadmin', no.body.data.instanceId, 'oppose');
    expect(await h.result(no.body.data.instanceId)).toBe('rejected');
    const back = await h.call('2024010002', 'POST', '/dorms/holiday/apply', body);
    const twice = await h.call('2024010002', 'POST', '/dorms/holiday/apply', body);
    expect(twice.body.state).toBe(6040211);
    await h.call('2024010002', 'POST', '/bpm/task/revoke', { instId: back.body.data.instanceId });
    expect(await h.result(back.body.data.instanceId)).toBe('revoked');
  });

  it('bad dates and bad phone are refused; staff may not apply', async () => {
    const r = await h.call('2024010002', 'POST', '/dorms/holiday/apply', { ...body, endDate: '2027-01-01' });
    expect(r.body.state).toBe(6040213);
    expect((await h.call('2024010002', 'POST', '/dorms/holiday/apply', { ...body, parentPhone: 'x' })).status).toBe(
      400,
    );
    expect((await h.call('affairsadmin', 'POST', '/dorms/holiday/apply', body)).status).toBe(403);
  });
});

describe('moving in (reviewImmigration)', () => {
  async function release(who: string) {
    const uid = h.as[who]?.uid;
    expect((await h.call('affairsadmin', 'POST', '/dorms/occupancy/release', { studentId: uid })).body.state).toBe(200);
  }
  const freeBed = async (who: string, skip = 0) =>
    (await h.call(who, 'GET', '/dorms/beds/free')).body.data.flatMap((r: { freeBeds: { bedId: string }[] }) =>
      r.freeBeds.map((b) => b.bedId),
    )[skip] as string;

  it('approved by counsellor and dorm office: the bed is taken in the final approval', async () => {
    await release('2024010003');
    const bed = await freeBed('2024010003');
    const res = await h.call('2024010003', 'POST', '/dorms/move-in/apply', { targetBedId: bed, reason: '复学' });
    expect(res.body.state).toBe(200);
    await h.decide('counsellor', res.body.data.instanceId, 'agree');
    expect(await housed('2024010003')).toBeNull();
    await h.decide('affairsadmin', res.body.data.instanceId, 'agree');
    expect((await housed('2024010003')).place.bedId).toBe(bed);
    const again = await h.call('2024010003', 'POST', '/dorms/move-in/apply', { targetBedId: bed, reason: 'x' });
    expect(again.body.state).toBe(6040205);
  });

  it('rejection and withdrawal leave the student without a bed', async () => {
    await release('2024010003');
    const bed = await freeBed('2024010003');
    const a = await h.call('2024010003', 'POST', '/dorms/move-in/apply', { targetBedId: bed, reason: '复学' });
    await h.decide('counsellor', a.body.data.instanceId, 'oppose');
    const b = await h.call('2024010003', 'POST', '/dorms/move-in/apply', { targetBedId: bed, reason: '复学' });
    await h.call('2024010003', 'POST', '/bpm/task/revoke', { instId: b.body.data.instanceId });
    expect(await housed('2024010003')).toBeNull();
  });

  it('a taken bed (a full room) is refused; a bed taken meanwhile fails the approval and changes nothing', async () => {
    const taken = (await housed('student')).place.bedId;
    const full = await h.call('2024010003', 'POST', '/dorms/move-in/apply', { targetBedId: taken, reason: 'x' });
    expect(full).toMatchObject({ status: 409, body: { state: 6040202 } });
    const bed = await freeBed('2024010003');
    const res = await h.call('2024010003', 'POST', '/dorms/move-in/apply', { targetBedId: bed, reason: '复学' });
    await h.decide('counsellor', res.body.data.instanceId, 'agree');
    // Meanwhile the dorm office gives that bed to someone else.
    await release('2024010002');
    expect(
      (
        await h.call('affairsadmin', 'POST', '/dorms/occupancy/assign', {
          studentId: h.as['2024010002']?.uid,
          bedId: bed,
        })
      ).body.state,
    ).toBe(200);
    const before = await stayCount();
    const late = await h.decide('affairsadmin', res.body.data.instanceId, 'agree');
    expect(late.body.state).toBe(6040202);
    expect(await stayCount()).toBe(before);
    expect(await housed('2024010003')).toBeNull();
  });

  it('students only; another tenant’s bed is not found', async () => {
    const bed = await freeBed('2024010003');
    expect((await h.call('counsellor', 'POST', '/dorms/move-in/apply', { targetBedId: bed, reason: 'x' })).status).toBe(
      403,
    );
    const other = await h.call('otherStudent', 'POST', '/dorms/move-in/apply', { targetBedId: bed, reason: 'x' });
    expect(other.body.state).not.toBe(200);
    expect([6040201, 6040205]).toContain(other.body.state);
  });
});
