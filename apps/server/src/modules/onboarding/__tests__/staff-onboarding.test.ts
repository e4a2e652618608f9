import { stateCodes } from '@campusflow/contracts';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoggedIn } from '../../../testing/login.ts';
import { onboardingDb } from '../onboarding.tables.ts';
import { base, onboardingApp, tinyPng } from './onboarding-helpers.ts';

// The staff side through HTTP on the demo university: the five demo new students are admitted to the
// computer college. collegeadmin (刘院长, computer college) and affairsadmin (student-affairs office) see
// them; counsellor2 (economics) must not; newstudent and student are refused; demo2 sees nothing of demo.

let h: Awaited<ReturnType<typeof onboardingApp>>;
const staffAccounts = ['collegeadmin', 'affairsadmin', 'counsellor', 'counsellor2'];
let tenantId: string;

beforeAll(async () => {
  h = await onboardingApp();
  for (const account of [...staffAccounts, 'newstudent', '2025010102', '2025010103', 'student']) {
    await h.login(account);
  }
  await h.login('otherAdmin', 'tenantadmin', 'demo2');
  tenantId = (h.as.collegeadmin as LoggedIn).tenantId;
}, 120_000);
afterAll(() => h?.t.close());

const get = async (who: string, path: string) => (await h.call(who, 'GET', path)).body;
const userIdOf = (account: string) => (h.as[account] as LoggedIn).uid;
const loan = { kind: 'campus', amount: 8000, receiptCode: '' };

async function submitLoan(account: string) {
  const res = await h.call(account, 'POST', '/onboarding/steps/studentLoan/submit', { data: loan });
  expect(res.body.state).toBe(200);
}
async function loanState(account: string) {
  const home = await get(account, '/onboarding/home');
  return home.data.steps.find((s: { key: string }) => s.key === 'studentLoan')?.state;
}
async function schoolTotals(who: string) {
  const body = await get(who, '/onboarding/staff/stats?level=school');
  expect(body.state).toBe(200);
  return body.data.totals;
}

describe('permissions and scope', () => {
  it('refuses new students and students on every staff call', async () => {
    for (const who of ['newstudent', 'student']) {
      for (const path of ['/onboarding/staff/stats', '/onboarding/staff/reviews/loan', '/onboarding/staff/students']) {
        const res = await h.call(who, 'GET', path);
        expect(res.status).toBe(403);
      }
      const res = await h.call(who, 'POST', `/onboarding/staff/students/${userIdOf('newstudent')}/register`);
      expect(res.status).toBe(403);
    }
  });

  it('shows the college administrator their college only, and a counsellor of another college nothing', async () => {
    const school = await schoolTotals('affairsadmin');
    const mine = await get('collegeadmin', '/onboarding/staff/students?limit=100');
    const inCollege = mine.data.pageResult.totalCount as number;
    expect(inCollege).toBeGreaterThanOrEqual(5);
    expect(inCollege).toBeLessThan(school.total);
    expect(new Set(mine.data.dataResult.map((r: { collegeName: string }) => r.collegeName)).size).toBe(1);
    const wang = await get('collegeadmin', `/onboarding/staff/students?q=${encodeURIComponent('王小雨')}`);
    expect(wang.data.dataResult.map((r: { userId: string }) => r.userId)).toEqual([userIdOf('newstudent')]);
    const other = await get('counsellor2', '/onboarding/staff/students');
    expect(other.data.pageResult.totalCount).toBe(0);
    const detail = await h.call('counsellor2', 'GET', `/onboarding/staff/students/${userIdOf('newstudent')}`);
    expect(detail.status).toBe(404);
    expect(detail.body.state).toBe(stateCodes.ONBOARDING_STUDENT_NOT_IN_SCOPE.code);
  });

  it('shows a counsellor the new students of the classes they counsel', async () => {
    expect((await get('counsellor', '/onboarding/staff/students')).data.pageResult.totalCount).toBe(0);
    const cls = await h.t.app.db
      .selectFrom('counsellorClasses')
      .select('classId')
      .where('tenantId', '=', tenantId)
      .where('userId', '=', userIdOf('counsellor'))
      .executeTakeFirstOrThrow();
    await onboardingDb(h.t.app.db)
      .updateTable('onboardingStudents')
      .set({ classId: cls.classId })
      .where('tenantId', '=', tenantId)
      .where('userId', '=', userIdOf('2025010103'))
      .execute();
    const list = await get('counsellor', '/onboarding/staff/students');
    expect(list.data.dataResult.map((r: { userId: string }) => r.userId)).toEqual([userIdOf('2025010103')]);
  });

  it('keeps another school out', async () => {
    const res = await h.call('otherAdmin', 'POST', `/onboarding/staff/students/${userIdOf('newstudent')}/register`);
    expect(res.status).toBe(404);
    expect((await get('otherAdmin', '/onboarding/staff/stats?level=school')).data.totals.total).toBe(0);
  });
});

describe('on-site registration and statistics', () => {
  it('finds a student by name, by exam candidate number and by a scanned code', async () => {
    const byName = await get('collegeadmin', `/onboarding/staff/search?q=${encodeURIComponent('小雨')}`);
    expect(byName.data.map((r: { name: string }) => r.name)).toEqual(['王小雨']);
    const examineeNo = byName.data[0].examineeNo as string;
    expect(examineeNo).toBe('26110101000001');
    const byNumber = await get('collegeadmin', `/onboarding/staff/search?q=${examineeNo.slice(0, 13)}`);
    expect(byNumber.data.map((r: { examineeNo: string }) => r.examineeNo)).toContain(examineeNo);
    const scanned = await get('collegeadmin', `/onboarding/staff/search?code=${examineeNo}`);
    expect(scanned.data.map((r: { userId: string }) => r.userId)).toEqual([userIdOf('newstudent')]);
    const nothing = await h.call('collegeadmin', 'GET', '/onboarding/staff/search');
    expect(nothing.status).toBe(400);
  });

  it('registers on site once, and the rates move', async () => {
    const before = await schoolTotals('affairsadmin');
    expect(before).toMatchObject({ arrived: 0, registered: 0, arrivalRate: 0 });
    const path = `/onboarding/staff/students/${userIdOf('newstudent')}/register`;
    const first = await h.call('collegeadmin', 'POST', path);
    expect(first.body.data.alreadyRegistered).toBe(false);
    const again = await h.call('affairsadmin', 'POST', path);
    expect(again.body.data).toMatchObject({ alreadyRegistered: true, registeredAt: first.body.data.registeredAt });
    const after = await schoolTotals('affairsadmin');
    expect(after).toMatchObject({ total: before.total, arrived: 1, registered: 1 });
    expect(after.arrivalRate).toBeCloseTo(1 / before.total, 10);
    const byCollege = await get('affairsadmin', '/onboarding/staff/stats?level=college');
    expect(byCollege.data.rows.length).toBeGreaterThan(1);
    const moved = byCollege.data.rows.filter((r: { registered: number }) => r.registered > 0);
    expect(moved).toHaveLength(1);
    expect(moved[0].name).toBe((await get('collegeadmin', '/onboarding/staff/stats?level=college')).data.rows[0].name);
    const byClass = await get('collegeadmin', '/onboarding/staff/stats?level=class');
    expect(byClass.data.totals.registered).toBe(1);
    const detail = await get('collegeadmin', `/onboarding/staff/students/${userIdOf('newstudent')}`);
    expect(detail.data.registeredByName).toBe('刘院长');
    expect(detail.data.steps.length).toBeGreaterThan(0);
    const arrived = await get('collegeadmin', '/onboarding/staff/students?status=registered');
    expect(arrived.data.dataResult.map((r: { name: string }) => r.name)).toEqual(['王小雨']);
  });

  it('assigns a free bed of the right gender by staff, once', async () => {
    const who = userIdOf('2025010103');
    const beds = await get('collegeadmin', `/onboarding/staff/students/${who}/beds`);
    expect(beds.data.current).toBeNull();
    const room = beds.data.rooms[0];
    expect(room.freeBeds.length).toBeGreaterThan(0);
    const before = await schoolTotals('affairsadmin');
    const outside = await h.call('counsellor2', 'POST', `/onboarding/staff/students/${who}/bed`, {
      bedId: room.freeBeds[0].bedId,
    });
    expect(outside.status).toBe(404);
    const res = await h.call('collegeadmin', 'POST', `/onboarding/staff/students/${who}/bed`, {
      bedId: room.freeBeds[0].bedId,
    });
    expect(res.body.state).toBe(200);
    const after = await get('collegeadmin', `/onboarding/staff/students/${who}/beds`);
    expect(after.data.current).toBe(res.body.data.label);
    expect((await schoolTotals('affairsadmin')).withBed).toBe(before.withBed + 1);
    const again = await h.call('collegeadmin', 'POST', `/onboarding/staff/students/${who}/bed`, {
      bedId: room.freeBeds[1]?.bedId ?? room.freeBeds[0].bedId,
    });
    expect(again.status).toBeGreaterThanOrEqual(400);
    expect(again.status).toBeLessThan(500);
  });

  it('exports the figures and the students as XLSX workbooks', async () => {
    for (const url of ['/onboarding/staff/stats/export?level=college', '/onboarding/staff/students/export']) {
      const res = await h.t.app.inject({
        method: 'GET',
        url: `${base}${url}`,
        headers: (h.as.collegeadmin as LoggedIn).headers,
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('spreadsheetml');
      const files = unzipSync(new Uint8Array(res.rawPayload));
      const strings = strFromU8(files['xl/sharedStrings.xml'] ?? new Uint8Array());
      const sheet = strFromU8(files['xl/worksheets/sheet1.xml'] ?? new Uint8Array());
      expect(sheet).toContain('<row');
      expect(strings).toContain(url.includes('stats') ? '报到率' : '王小雨');
    }
  });
});

describe('reviews', () => {
  it('returns a rejected step to the student and completes an approved one', async () => {
    await submitLoan('newstudent');
    expect(await loanState('newstudent')).toBe('waitingReview');
    const counts = await get('collegeadmin', '/onboarding/staff/reviews');
    expect(counts.data.loan).toBe(1);
    const list = await get('collegeadmin', '/onboarding/staff/reviews/loan');
    const row = list.data.dataResult[0];
    expect(row).toMatchObject({ name: '王小雨', status: 'submitted' });
    expect((await get('counsellor2', '/onboarding/staff/reviews/loan')).data.pageResult.totalCount).toBe(0);

    const detail = await get('collegeadmin', `/onboarding/staff/reviews/loan/${row.id}`);
    expect(detail.data.data).toMatchObject({ kind: 'campus', amount: 8000 });
    // Another kind's page does not open this submission.
    expect((await h.call('collegeadmin', 'GET', `/onboarding/staff/reviews/face/${row.id}`)).status).toBe(404);

    const decide = `/onboarding/staff/reviews/loan/${row.id}/decide`;
    const noReason = await h.call('collegeadmin', 'POST', decide, { decision: 'reject' });
    expect(noReason.status).toBe(400);
    const outside = await h.call('counsellor2', 'POST', decide, { decision: 'approve' });
    expect(outside.body.state).toBe(stateCodes.ONBOARDING_REVIEW_NOT_FOUND.code);
    expect(await loanState('newstudent')).toBe('waitingReview');

    const rejected = await h.call('collegeadmin', 'POST', decide, { decision: 'reject', comment: '请补充贷款合同' });
    expect(rejected.body.data.status).toBe('rejected');
    expect(await loanState('newstudent')).toBe('rejected');
    const twice = await h.call('collegeadmin', 'POST', decide, { decision: 'approve' });
    expect(twice.status).toBe(409);

    await submitLoan('newstudent');
    const approved = await h.call('affairsadmin', 'POST', decide, { decision: 'approve', comment: '' });
    expect(approved.body.data.status).toBe('approved');
    expect(await loanState('newstudent')).toBe('done');
    const decided = await get('collegeadmin', '/onboarding/staff/reviews/loan?status=approved');
    expect(decided.data.dataResult[0]).toMatchObject({ id: row.id, status: 'approved' });
  });

  it('batch-approves the waiting submissions in scope and skips the rest', async () => {
    await submitLoan('2025010102');
    await submitLoan('2025010103');
    const waiting = await get('collegeadmin', '/onboarding/staff/reviews/loan');
    const ids = waiting.data.dataResult.map((r: { id: string }) => r.id);
    expect(ids).toHaveLength(2);
    const decided = (await get('collegeadmin', '/onboarding/staff/reviews/loan?status=approved')).data.dataResult;
    const outsider = await h.call('counsellor2', 'POST', '/onboarding/staff/reviews/loan/batch-approve', { ids });
    expect(outsider.body.data).toEqual({ approved: 0, skipped: 2 });
    const res = await h.call('collegeadmin', 'POST', '/onboarding/staff/reviews/loan/batch-approve', {
      ids: [...ids, decided[0].id],
    });
    expect(res.body.data).toEqual({ approved: 2, skipped: 1 });
    expect(await loanState('2025010102')).toBe('done');
    expect(await loanState('2025010103')).toBe('done');
    const steps = await get('affairsadmin', '/onboarding/staff/step-stats');
    const loanRow = steps.data.steps.find((s: { key: string }) => s.key === 'studentLoan');
    expect(loanRow).toMatchObject({ waiting: 0, approved: 3 });
  });

  it('lets a reviewer in scope see the face photo, and nobody else', async () => {
    const photo = await h.upload('2025010102', 'face.png', tinyPng);
    const sent = await h.call('2025010102', 'POST', '/onboarding/steps/facePhoto/submit', { data: { fileId: photo } });
    expect(sent.body.state).toBe(200);
    const list = await get('collegeadmin', '/onboarding/staff/reviews/face');
    const row = list.data.dataResult.find((r: { userId: string }) => r.userId === userIdOf('2025010102'));
    const detail = await get('collegeadmin', `/onboarding/staff/reviews/face/${row.id}`);
    expect(detail.data.data.fileId).toBe(photo);
    const download = (who: string) =>
      h.t.app.inject({
        method: 'GET',
        url: `/qzbps/platform/v3/file/download?fileId=${photo}`,
        headers: (h.as[who] as LoggedIn).headers,
      });
    expect((await download('collegeadmin')).statusCode).toBe(200);
    expect((await download('counsellor2')).statusCode).not.toBe(200);
    expect((await download('2025010103')).statusCode).not.toBe(200);
  });

  it('approves a whole queue of 300 in one batch', async () => {
    const db = h.t.app.db;
    const students = await onboardingDb(db)
      .selectFrom('onboardingStudents')
      .select('userId')
      .where('tenantId', '=', tenantId)
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('onboardingSubmissions as sub')
              .select('sub.id')
              .whereRef('sub.userId', '=', 'onboardingStudents.userId')
              .where('sub.stepKey', '=', 'dayStudent'),
          ),
        ),
      )
      .limit(300)
      .execute();
    expect(students).toHaveLength(300);
    const now = h.t.clock.now();
    const data = JSON.stringify({
      address: '本市',
      distanceKm: 3,
      guardianName: '家长',
      guardianMobile: '13800001111',
      reason: '家近',
      attachments: [],
    });
    const ids = students.map(() => crypto.randomUUID());
    await onboardingDb(db)
      .insertInto('onboardingSubmissions')
      .values(
        students.map((s, i) => ({
          tenantId,
          id: ids[i] as string,
          userId: s.userId,
          stepKey: 'dayStudent' as const,
          data,
          status: 'submitted' as const,
          submittedAt: now,
          updatedAt: now,
        })),
      )
      .execute();
    const res = await h.call('affairsadmin', 'POST', '/onboarding/staff/reviews/dayStudent/batch-approve', { ids });
    expect(res.body.data).toEqual({ approved: 300, skipped: 0 });
    const left = await get('affairsadmin', '/onboarding/staff/reviews/dayStudent');
    expect(left.data.pageResult.totalCount).toBe(0);
    const tooMany = await h.call('affairsadmin', 'POST', '/onboarding/staff/reviews/dayStudent/batch-approve', {
      ids: Array.from({ length: 501 }, () => crypto.randomUUID()),
    });
    expect(tooMany.status).toBe(400);
  });
});
