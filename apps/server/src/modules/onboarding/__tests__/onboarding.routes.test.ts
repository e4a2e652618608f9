import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { onboardingDb } from '../onboarding.tables.ts';
import { completeIfDone } from '../onboarding-public.ts';
import { arrival, onboardingApp, personalInfo, tinyPng } from './onboarding-helpers.ts';

// The new student's side through HTTP on the demo university: 王小雨 (`newstudent`) and the other four
// demo new students (2025010102…05); `student` and `counsellor` must be refused; demo2 is another school.

let h: Awaited<ReturnType<typeof onboardingApp>>;
const newStudents = ['newstudent', '2025010102', '2025010103', '2025010104', '2025010105'];

beforeAll(async () => {
  h = await onboardingApp();
  for (const account of newStudents) await h.login(account);
  await h.login('student');
  await h.login('counsellor');
  await h.login('otherStudent', 'student', 'demo2');
}, 120_000);
afterAll(() => h?.t.close());

const home = async (who: string) => (await h.call(who, 'GET', '/onboarding/home')).body;
const stateOf = async (who: string, key: string) =>
  (await home(who)).data.steps.find((s: { key: string }) => s.key === key)?.state;

describe('home and steps', () => {
  it('shows the steps with progress, what is next, the announcement, requirements and fees', async () => {
    const body = await home('newstudent');
    expect(body.state).toBe(200);
    expect(body.data.profile.name).toBe('王小雨');
    expect(body.data.profile.buildingName).toBe('3号楼');
    expect(body.data.steps.map((s: { key: string }) => s.key)).toContain('facePhoto');
    expect(body.data.progress).toMatchObject({ done: 0, requiredDone: 0, required: 4 });
    expect(body.data.nextStep).toBe('personalInfo');
    expect(body.data.completed).toBe(false);
    expect(body.data.announcement).toContain('示范大学');
    expect(body.data.requirements.length).toBeGreaterThan(0);
    expect(body.data.payment).toMatchObject({ total: 6200, status: 'unpaid' });
  });

  it('refuses a wrong ID number with its own code and stores nothing', async () => {
    const bad = await h.call('newstudent', 'POST', '/onboarding/steps/personalInfo/submit', {
      data: personalInfo('110105200701010021'),
    });
    expect(bad.status).toBe(400);
    expect(bad.body.state).toBe(6041005);
    expect(await stateOf('newstudent', 'personalInfo')).toBe('todo');
  });

  it('refuses incomplete data naming the fields, and unknown steps', async () => {
    const bad = await h.call('newstudent', 'POST', '/onboarding/steps/arrival/submit', {
      data: { ...arrival, companions: -1, transport: 'rocket' },
    });
    expect(bad.body.state).toBe(6041006);
    expect(bad.body.variables.fields).toEqual(expect.arrayContaining(['companions', 'transport']));
    expect((await h.call('newstudent', 'GET', '/onboarding/steps/nothing')).status).toBe(400);
    // The bed is never written through a form.
    const bed = await h.call('newstudent', 'POST', '/onboarding/steps/bed/submit', { data: {} });
    expect(bed.body.state).toBe(6041002);
  });

  it('keeps a draft, submits it, and pre-fills other steps from it', async () => {
    const draft = await h.call('newstudent', 'PUT', '/onboarding/steps/personalInfo', { data: { mobile: '138' } });
    expect(draft.body.data.state).toBe('draft');
    const detail = await h.call('newstudent', 'GET', '/onboarding/steps/personalInfo');
    expect(detail.body.data.submission).toMatchObject({ status: 'draft', data: { mobile: '138' } });
    const sent = await h.call('newstudent', 'POST', '/onboarding/steps/personalInfo/submit', { data: personalInfo() });
    expect(sent.body.data).toEqual({ state: 'done', completed: false });
    const dayStudent = await h.call('newstudent', 'GET', '/onboarding/steps/dayStudent');
    expect(dayStudent.body.data.prefill).toMatchObject({ address: '北京市朝阳区建国路 1 号', guardianName: '王芳' });
    const after = await home('newstudent');
    expect(after.data.nextStep).toBe('arrival');
    expect(after.data.progress.requiredDone).toBe(1);
  });

  it('puts a reviewed step into waiting review and locks it until staff decide', async () => {
    const green = { reason: '家庭经济困难', amountOwed: 6200, plan: 'homeCountyLoan' };
    const sent = await h.call('newstudent', 'POST', '/onboarding/steps/greenChannel/submit', { data: green });
    expect(sent.body.data).toEqual({ state: 'waitingReview', completed: false });
    expect(await stateOf('newstudent', 'greenChannel')).toBe('waitingReview');
    const again = await h.call('newstudent', 'POST', '/onboarding/steps/greenChannel/submit', { data: green });
    expect(again.body.state).toBe(6041004);
    // Rejected by staff (onb2's review writes this), the student may send it again.
    await onboardingDb(h.t.app.db)
      .updateTable('onboardingSubmissions')
      .set({ status: 'rejected', reviewComment: '请补充材料' })
      .where('userId', '=', h.as.newstudent?.uid as string)
      .where('stepKey', '=', 'greenChannel')
      .execute();
    const view = (await home('newstudent')).data.steps.find((s: { key: string }) => s.key === 'greenChannel');
    expect(view).toMatchObject({ state: 'rejected', reviewComment: '请补充材料' });
    const resent = await h.call('newstudent', 'POST', '/onboarding/steps/greenChannel/submit', { data: green });
    expect(resent.body.data.state).toBe('waitingReview');
  });

  it('refuses a face photo that is not the student’s own image', async () => {
    const other = await h.upload('2025010102', 'me.png', tinyPng);
    const foreign = await h.call('newstudent', 'POST', '/onboarding/steps/facePhoto/submit', {
      data: { fileId: other },
    });
    expect(foreign.body.state).toBe(6041011);
    const text = await h.upload('newstudent', 'note.txt', Buffer.from('hello'));
    const notImage = await h.call('newstudent', 'POST', '/onboarding/steps/facePhoto/submit', {
      data: { fileId: text },
    });
    expect(notImage.body.state).toBe(6041011);
  });
});

describe('bed choice', () => {
  /** Two demo new students of one gender (five students, two genders: there always are two). */
  async function sameGenderPair(): Promise<[string, string]> {
    const rows = await onboardingDb(h.t.app.db).selectFrom('onboardingStudents').select(['userId', 'gender']).execute();
    const gender = new Map(rows.map((r) => [r.userId, r.gender]));
    const others = newStudents.filter((a) => a !== 'newstudent');
    for (const a of others)
      for (const b of others)
        if (a < b && gender.get(h.as[a]?.uid as string) === gender.get(h.as[b]?.uid as string)) return [a, b];
    throw new Error('no pair');
  }

  it('two students racing for one bed: exactly one gets it, the other a clear code and the beds still free', async () => {
    const [a, b] = await sameGenderPair();
    const choice = (await h.call(a, 'GET', '/onboarding/beds')).body.data;
    expect(choice.buildingName).toBe('3号楼');
    expect(choice.mine).toBeNull();
    const bedId = choice.rooms[0].freeBeds[0].bedId as string;
    const results = await Promise.all([a, b].map((who) => h.call(who, 'POST', '/onboarding/beds/choose', { bedId })));
    expect(results.map((r) => r.body.state).sort()).toEqual([200, 6041007]);
    const loser = results.find((r) => r.body.state === 6041007);
    expect(loser?.status).toBe(409);
    const stillFree = loser?.body.variables.rooms.flatMap((r: { freeBeds: { bedId: string }[] }) =>
      r.freeBeds.map((f) => f.bedId),
    );
    expect(stillFree.length).toBeGreaterThan(0);
    expect(stillFree).not.toContain(bedId);
    const loserName = results[0]?.body.state === 6041007 ? a : b;
    const retry = await h.call(loserName, 'POST', '/onboarding/beds/choose', { bedId: stillFree[0] });
    expect(retry.body.state).toBe(200);
    expect(await stateOf(loserName, 'bed')).toBe('done');
    const twice = await h.call(loserName, 'POST', '/onboarding/beds/choose', { bedId: stillFree[1] });
    expect(twice.body.state).toBe(6041009);
    const occupants = await h.t.app.db
      .withTables<{ dormStays: { bedId: string; endAt: Date | null } }>()
      .selectFrom('dormStays')
      .select('bedId')
      .where('bedId', '=', bedId)
      .where('endAt', 'is', null)
      .execute();
    expect(occupants).toHaveLength(1);
  });

  it('refuses beds outside the student’s building or gender', async () => {
    const mine = (await h.call('newstudent', 'GET', '/onboarding/beds')).body.data;
    const ownRooms = new Set(mine.rooms.map((r: { roomId: string }) => r.roomId));
    const elsewhere = await h.t.app.db
      .withTables<{ dormBeds: { id: string; roomId: string; tenantId: string } }>()
      .selectFrom('dormBeds')
      .select(['id', 'roomId'])
      .where('tenantId', '=', h.as.newstudent?.tenantId as string)
      .execute();
    const foreign = elsewhere.find((bed) => !ownRooms.has(bed.roomId));
    const res = await h.call('newstudent', 'POST', '/onboarding/beds/choose', { bedId: foreign?.id });
    expect(res.body.state).toBe(6041008);
  });
});

describe('completion', () => {
  it('after the last required step is approved the account is a student, and the next token says so', async () => {
    const who = 'newstudent';
    expect((await h.call(who, 'POST', '/onboarding/steps/arrival/submit', { data: arrival })).body.state).toBe(200);
    const bedId = (await h.call(who, 'GET', '/onboarding/beds')).body.data.rooms[0].freeBeds[0].bedId;
    expect((await h.call(who, 'POST', '/onboarding/beds/choose', { bedId })).body.data.completed).toBe(false);
    const photo = await h.upload(who, 'face.png', tinyPng);
    const sent = await h.call(who, 'POST', '/onboarding/steps/facePhoto/submit', { data: { fileId: photo } });
    expect(sent.body.data).toEqual({ state: 'waitingReview', completed: false });
    expect((await home(who)).data.completed).toBe(false);

    // The staff side approves the photo and calls completeIfDone in its transaction.
    const db = h.t.app.db;
    const uid = h.as[who]?.uid as string;
    const tenantId = h.as[who]?.tenantId as string;
    const done = await db.transaction().execute(async (trx) => {
      await onboardingDb(trx)
        .updateTable('onboardingSubmissions')
        .set({ status: 'approved', reviewedAt: new Date() })
        .where('userId', '=', uid)
        .where('stepKey', '=', 'facePhoto')
        .execute();
      return completeIfDone(trx, tenantId, uid, new Date());
    });
    expect(done).toBe(true);

    const refreshed = await h.refresh(who);
    expect(refreshed.state).toBe(200);
    const context = await h.context(String(refreshed.data.access_token));
    expect(context.body.data.userCurrentRole).toBe('student');
    expect(context.body.data.role.map((r: { roleAlias: string }) => r.roleAlias)).toEqual(['student']);
    // The student's pages open now, the onboarding ones no longer.
    const headers = {
      ...(h.as[who]?.headers ?? {}),
      'x-authorization-access-token': String(refreshed.data.access_token),
    };
    expect((await h.t.call({ method: 'GET', url: '/qzbps/business/v3/onboarding/home', headers })).status).toBe(403);
    expect(
      (await h.t.call({ method: 'GET', url: '/qzbps/business/v3/dorms/mine', headers })).body.data.place.bedId,
    ).toBe(bedId);
  });

  it('completes at once when the last required step needs no review', async () => {
    const who = '2025010105';
    const tenantId = h.as[who]?.tenantId as string;
    await onboardingDb(h.t.app.db)
      .updateTable('onboardingSteps')
      .set({ needsReview: false })
      .where('tenantId', '=', tenantId)
      .where('key', '=', 'facePhoto')
      .execute();
    await h.call(who, 'POST', '/onboarding/steps/personalInfo/submit', { data: personalInfo() });
    await h.call(who, 'POST', '/onboarding/steps/arrival/submit', { data: arrival });
    const bed = (await h.call(who, 'GET', '/onboarding/beds')).body.data;
    if (!bed.mine) await h.call(who, 'POST', '/onboarding/beds/choose', { bedId: bed.rooms[0].freeBeds[0].bedId });
    const photo = await h.upload(who, 'face.png', tinyPng);
    const sent = await h.call(who, 'POST', '/onboarding/steps/facePhoto/submit', { data: { fileId: photo } });
    expect(sent.body.data).toEqual({ state: 'done', completed: true });
    const refreshed = await h.refresh(who);
    expect((await h.context(String(refreshed.data.access_token))).body.data.userCurrentRole).toBe('student');
  });
});

describe('permissions and tenants', () => {
  it('only new students may call the student side', async () => {
    for (const who of ['student', 'counsellor', 'otherStudent']) {
      expect((await h.call(who, 'GET', '/onboarding/home')).status).toBe(403);
      expect((await h.call(who, 'GET', '/onboarding/beds')).status).toBe(403);
      const bedId = '0190c8f0-0000-7000-8000-000000000000';
      expect((await h.call(who, 'POST', '/onboarding/beds/choose', { bedId })).status).toBe(403);
      expect((await h.call(who, 'POST', '/onboarding/steps/arrival/submit', { data: arrival })).status).toBe(403);
    }
  });

  it('a bed of another school cannot be chosen', async () => {
    const db = h.t.app.db;
    const other = await db.selectFrom('tenants').select('id').where('code', '=', 'demo2').executeTakeFirstOrThrow();
    const dorm = db.withTables<{
      dormBuildings: { tenantId: string; id: string; code: string; name: string };
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
    }>();
    const ids = [
      '0190c8f0-0000-7000-8000-0000000000a1',
      '0190c8f0-0000-7000-8000-0000000000a2',
      '0190c8f0-0000-7000-8000-0000000000a3',
    ] as const;
    await dorm.insertInto('dormBuildings').values({ tenantId: other.id, id: ids[0], code: 'X', name: 'X' }).execute();
    let who = '';
    for (const account of newStudents) {
      const beds = await h.call(account, 'GET', '/onboarding/beds');
      if (beds.status === 200 && beds.body.data.mine === null) who = account;
    }
    const gender = (await home(who)).data.profile.gender;
    await dorm
      .insertInto('dormRooms')
      .values({ tenantId: other.id, id: ids[1], buildingId: ids[0], floor: 1, roomNo: '101', gender, capacity: 4 })
      .execute();
    await dorm.insertInto('dormBeds').values({ tenantId: other.id, id: ids[2], roomId: ids[1], bedNo: '1' }).execute();
    const res = await h.call(who, 'POST', '/onboarding/beds/choose', { bedId: ids[2] });
    expect(res.body.state).toBe(6041008);
  });
});
