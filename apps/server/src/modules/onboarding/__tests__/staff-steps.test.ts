import { stateCodes } from '@campusflow/contracts';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoggedIn } from '../../../testing/login.ts';
import { wallClock } from '../staff-export.ts';
import { base, onboardingApp } from './onboarding-helpers.ts';

// wsyxhjgl (step settings as tenant rows), the student's desk code, and the export's time zone, through
// HTTP on the demo university. affairsadmin and tenantadmin may change steps; counsellors may only read.

let h: Awaited<ReturnType<typeof onboardingApp>>;
let tenantId: string;

beforeAll(async () => {
  h = await onboardingApp();
  for (const account of ['affairsadmin', 'tenantadmin', 'collegeadmin', 'counsellor', 'newstudent', 'student']) {
    await h.login(account);
  }
  await h.login('otherAdmin', 'tenantadmin', 'demo2');
  tenantId = (h.as.affairsadmin as LoggedIn).tenantId;
}, 120_000);
afterAll(() => h?.t.close());

type Step = {
  key: string;
  enabled: boolean;
  required: boolean;
  needsReview: boolean;
  opensAt: string | null;
  closesAt: string | null;
  submissions: number;
};
const settings = async (who: string) => (await h.call(who, 'GET', '/onboarding/staff/steps')).body.data;
const bodyOf = (steps: Step[]) => ({
  steps: steps.map(({ key, enabled, required, needsReview, opensAt, closesAt }) => ({
    key,
    enabled,
    required,
    needsReview,
    opensAt,
    closesAt,
  })),
});
const save = (who: string, steps: Step[]) => h.call(who, 'PUT', '/onboarding/staff/steps', bodyOf(steps));
const homeSteps = async () =>
  (await h.call('newstudent', 'GET', '/onboarding/home')).body.data.steps as { key: string; state: string }[];

describe('step settings (wsyxhjgl)', () => {
  it('lets staff read the steps but only the affairs office and tenant admin change them', async () => {
    const read = await settings('counsellor');
    expect(read.editable).toBe(false);
    expect(read.steps.map((s: Step) => s.key)).toContain('personalInfo');
    expect((await settings('affairsadmin')).editable).toBe(true);
    expect((await save('counsellor', read.steps)).status).toBe(403);
    expect((await save('collegeadmin', read.steps)).status).toBe(403);
    for (const who of ['newstudent', 'student']) {
      expect((await h.call(who, 'GET', '/onboarding/staff/steps')).status).toBe(403);
      expect((await save(who, read.steps)).status).toBe(403);
    }
  });

  it('reorders, switches off and opens a window, and the student sees it on the next load', async () => {
    const { steps } = (await settings('affairsadmin')) as { steps: Step[] };
    const now = h.t.clock.now().getTime();
    const arrival = steps.find((s) => s.key === 'arrival') as Step;
    const rest = steps.filter((s) => s.key !== 'arrival');
    const changed = [
      {
        ...arrival,
        opensAt: new Date(now + 86_400_000).toISOString(),
        closesAt: new Date(now + 2 * 86_400_000).toISOString(),
      },
      ...rest.map((s) => (s.key === 'enlistment' ? { ...s, enabled: false } : s)),
    ];
    const res = await save('tenantadmin', changed);
    expect(res.body.state).toBe(200);
    expect(res.body.data.steps[0]).toMatchObject({ key: 'arrival', opensAt: changed[0]?.opensAt });
    const home = await homeSteps();
    expect(home[0]).toMatchObject({ key: 'arrival', state: 'notOpen' });
    expect(home.map((s) => s.key)).not.toContain('enlistment');
  });

  it('refuses a window that closes before it opens and changes nothing', async () => {
    const before = (await settings('affairsadmin')).steps as Step[];
    const bad = before.map((s, i) =>
      i === 1 ? { ...s, opensAt: '2026-09-02T00:00:00.000Z', closesAt: '2026-09-01T00:00:00.000Z' } : s,
    );
    const res = await save('affairsadmin', bad);
    expect(res.status).toBe(400);
    expect(res.body.state).toBe(stateCodes.ONBOARDING_STEP_WINDOW_INVALID.code);
    expect((await settings('affairsadmin')).steps).toEqual(before);
    const dup = await save('affairsadmin', [...before, before[0] as Step]);
    expect(dup.status).toBe(400);
  });

  it('removes a step nobody submitted, refuses one with submissions, and adds a step back', async () => {
    const sent = await h.call('newstudent', 'POST', '/onboarding/steps/studentLoan/submit', {
      data: { kind: 'campus', amount: 8000, receiptCode: '' },
    });
    expect(sent.body.state).toBe(200);
    const before = (await settings('affairsadmin')).steps as Step[];
    expect(before.find((s) => s.key === 'studentLoan')?.submissions).toBe(1);

    const withoutLoan = await save(
      'affairsadmin',
      before.filter((s) => s.key !== 'studentLoan'),
    );
    expect(withoutLoan.status).toBe(409);
    expect(withoutLoan.body.state).toBe(stateCodes.ONBOARDING_STEP_IN_USE.code);
    expect((await settings('affairsadmin')).steps).toEqual(before);

    const off = await save(
      'affairsadmin',
      before.map((s) => (s.key === 'studentLoan' ? { ...s, enabled: false } : s)),
    );
    expect(off.body.state).toBe(200);

    const removed = await save(
      'affairsadmin',
      before.filter((s) => s.key !== 'statusRetention'),
    );
    expect(removed.body.state).toBe(200);
    expect(removed.body.data.steps.map((s: Step) => s.key)).not.toContain('statusRetention');
    expect(removed.body.data.available).toEqual(['statusRetention']);
    const back = await save('affairsadmin', before);
    expect(back.body.data.available).toEqual([]);
  });

  it('keeps another school out of the steps', async () => {
    const mine = (await settings('affairsadmin')).steps as Step[];
    const theirs = (await settings('otherAdmin')).steps as Step[];
    const res = await save(
      'otherAdmin',
      theirs.map((s) => ({ ...s, enabled: false })),
    );
    expect(res.body.state).toBe(200);
    expect((await settings('affairsadmin')).steps).toEqual(mine);
  });
});

describe('desk code and export time zone', () => {
  it('gives the new student a QR of their own exam candidate number, which the desk finds', async () => {
    const res = await h.call('newstudent', 'GET', '/onboarding/desk-code');
    expect(res.body.data).toMatchObject({ code: '26110101000001', codeKind: 'examineeNo' });
    expect(res.body.data.image).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(res.body.data.image.split(',')[1], 'base64').toString()).toContain('<svg');
    const found = await h.call('collegeadmin', 'GET', `/onboarding/staff/search?code=${res.body.data.code}`);
    expect(found.body.data.map((r: { userId: string }) => r.userId)).toEqual([(h.as.newstudent as LoggedIn).uid]);
    expect((await h.call('collegeadmin', 'GET', '/onboarding/desk-code')).status).toBe(403);
  });

  it("writes export times in the school's time zone, Asia/Shanghai by default", async () => {
    const userId = (h.as.newstudent as LoggedIn).uid;
    const reg = await h.call('collegeadmin', 'POST', `/onboarding/staff/students/${userId}/register`);
    const at = reg.body.data.registeredAt as string;
    const exported = async () => {
      const res = await h.t.app.inject({
        method: 'GET',
        url: `${base}/onboarding/staff/students/export?status=registered`,
        headers: (h.as.collegeadmin as LoggedIn).headers,
      });
      const files = unzipSync(new Uint8Array(res.rawPayload));
      return `${strFromU8(files['xl/sharedStrings.xml'] ?? new Uint8Array())}${strFromU8(files['xl/worksheets/sheet1.xml'] ?? new Uint8Array())}`;
    };
    const shanghai = wallClock(at, 'Asia/Shanghai') as string;
    const london = wallClock(at, 'Europe/London') as string;
    expect(shanghai).not.toBe(london);
    expect(await exported()).toContain(shanghai);
    await h.t.app.db
      .insertInto('sysConfigs')
      .values({ tenantId, code: 'school_time_zone', value: 'Europe/London', isPublic: true })
      .onConflict((c) => c.columns(['tenantId', 'code']).doUpdateSet({ value: 'Europe/London' }))
      .execute();
    const sheet = await exported();
    expect(sheet).toContain(london);
    expect(sheet).not.toContain(shanghai);
  });

  it('formats wall-clock time with the zone rules, daylight saving included', () => {
    expect(wallClock('2026-07-01T12:00:00Z', 'Asia/Shanghai')).toBe('2026-07-01 20:00');
    expect(wallClock('2026-07-01T12:00:00Z', 'America/New_York')).toBe('2026-07-01 08:00');
    expect(wallClock('2026-01-01T12:00:00Z', 'America/New_York')).toBe('2026-01-01 07:00');
    expect(wallClock(null, 'UTC')).toBeNull();
  });
});
