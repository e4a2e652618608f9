import {
  type Locale,
  type OnboardingHome,
  type OnboardingPayment,
  type OnboardingStepDetail,
  type OnboardingStepKey,
  type OnboardingSubmitResult,
  onboardingStepData,
} from '@campusflow/contracts';
import type { Db } from '../../platform/db/database.ts';
import { newId } from '../../platform/db/ids.ts';
import { inTransaction } from '../../platform/db/in-transaction.ts';
import { linkFilesToBusinessKey } from '../../platform/files/index.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { onboardingDb } from './onboarding.tables.ts';
import { buildingName } from './onboarding-beds.ts';
import { completeIfDone, ensureOnboardingStudent, studentStepStates } from './onboarding-public.ts';
import { readOnboardingTexts } from './onboarding-settings.ts';

// The new student's side: the home page, one step's detail, saving a draft and submitting a step.

type Caller = { tenantId: string; userId: string };

/** Files a submission carries are linked under this key (the owner reads them; staff through a grant/check). */
export const onboardingBusinessKey = (userId: string) => `onboarding:${userId}`;

const iso = (d: Date | string | null) => (d ? new Date(d).toISOString() : null);

async function orgNames(db: Db, tenantId: string, ids: (string | null)[]) {
  const wanted = ids.filter((id): id is string => Boolean(id));
  if (wanted.length === 0) return new Map<string, string>();
  const rows = await db
    .selectFrom('orgs')
    .select(['id', 'name'])
    .where('tenantId', '=', tenantId)
    .where('id', 'in', wanted)
    .execute();
  return new Map(rows.map((r) => [r.id, r.name]));
}

async function submissionsOf(db: Db, tenantId: string, userId: string) {
  return onboardingDb(db)
    .selectFrom('onboardingSubmissions')
    .selectAll()
    .where('tenantId', '=', tenantId)
    .where('userId', '=', userId)
    .execute();
}

export async function paymentOf(db: Db, caller: Caller, locale: Locale): Promise<OnboardingPayment> {
  const [texts, green] = await Promise.all([
    readOnboardingTexts(db, caller.tenantId, locale),
    onboardingDb(db)
      .selectFrom('onboardingSubmissions')
      .select('status')
      .where('tenantId', '=', caller.tenantId)
      .where('userId', '=', caller.userId)
      .where('stepKey', '=', 'greenChannel')
      .executeTakeFirst(),
  ]);
  const total = texts.fees.reduce((sum, f) => sum + f.amount, 0);
  // No fee system is connected yet: fees count as unpaid unless pay-later enrolment was approved.
  return { items: texts.fees, total, status: green?.status === 'approved' ? 'deferred' : 'unpaid' };
}

export async function onboardingHome(db: Db, caller: Caller, locale: Locale, now: Date): Promise<OnboardingHome> {
  const student = await ensureOnboardingStudent(db, caller.tenantId, caller.userId, now);
  const [steps, texts, payment, names, building] = await Promise.all([
    studentStepStates(db, caller.tenantId, caller.userId, now),
    readOnboardingTexts(db, caller.tenantId, locale),
    paymentOf(db, caller, locale),
    orgNames(db, caller.tenantId, [student.collegeId, student.majorId, student.classId]),
    buildingName(db, caller.tenantId, student.buildingId),
  ]);
  const done = steps.filter((s) => s.state === 'done').length;
  const required = steps.filter((s) => s.required);
  const open = (s: (typeof steps)[number]) => ['todo', 'draft', 'rejected'].includes(s.state);
  const next = steps.find((s) => s.required && open(s)) ?? steps.find((s) => open(s));
  return {
    profile: {
      userId: student.userId,
      name: student.name,
      gender: student.gender,
      collegeName: names.get(student.collegeId ?? '') ?? null,
      majorName: names.get(student.majorId ?? '') ?? null,
      className: names.get(student.classId ?? '') ?? null,
      buildingName: building,
      arrivedAt: iso(student.arrivedAt),
      registeredAt: iso(student.registeredAt),
      completedAt: iso(student.completedAt),
    },
    steps,
    progress: {
      done,
      total: steps.length,
      required: required.length,
      requiredDone: required.filter((s) => s.state === 'done').length,
    },
    nextStep: next?.key ?? null,
    completed: Boolean(student.completedAt),
    announcement: texts.announcement,
    requirements: texts.requirements,
    faq: texts.faq,
    payment,
  };
}

/** What other steps already know, to pre-fill a form: the same facts are never typed twice. */
function prefillFor(key: OnboardingStepKey, byKey: Map<string, Record<string, unknown>>): Record<string, unknown> {
  const personal = byKey.get('personalInfo') ?? {};
  const family = Array.isArray(personal.family) ? (personal.family as Record<string, unknown>[]) : [];
  const guardian = family[0] ?? {};
  switch (key) {
    case 'dayStudent':
      return {
        address: personal.homeAddress ?? '',
        guardianName: guardian.name ?? '',
        guardianMobile: guardian.mobile ?? '',
      };
    case 'arrival':
      return { companions: family.length > 0 ? 1 : 0 };
    case 'statusRetention': {
      const enlistment = byKey.get('enlistment');
      return enlistment
        ? { reason: 'enlistment', detail: `${enlistment.office ?? ''} ${enlistment.enlistDate ?? ''}`.trim() }
        : {};
    }
    case 'greenChannel': {
      const loan = byKey.get('studentLoan');
      return loan ? { plan: loan.kind === 'campus' ? 'campusLoan' : 'homeCountyLoan' } : {};
    }
    default:
      return {};
  }
}

export async function stepDetail(
  db: Db,
  caller: Caller,
  key: OnboardingStepKey,
  now: Date,
): Promise<OnboardingStepDetail> {
  await ensureOnboardingStudent(db, caller.tenantId, caller.userId, now);
  const [steps, submissions] = await Promise.all([
    studentStepStates(db, caller.tenantId, caller.userId, now),
    submissionsOf(db, caller.tenantId, caller.userId),
  ]);
  const step = steps.find((s) => s.key === key);
  if (!step) throw new AppError('ONBOARDING_STEP_NOT_FOUND');
  const byKey = new Map(submissions.map((s) => [s.stepKey, s.data]));
  const sub = submissions.find((s) => s.stepKey === key);
  return {
    step,
    submission: sub
      ? {
          status: sub.status,
          data: sub.data,
          submittedAt: iso(sub.submittedAt),
          reviewedAt: iso(sub.reviewedAt),
          reviewComment: sub.reviewComment,
        }
      : null,
    prefill: prefillFor(key, byKey),
  };
}

/** The step's settings and the student's current submission; refuses steps that are off, closed or locked. */
async function writableStep(db: Db, caller: Caller, key: OnboardingStepKey, now: Date) {
  const student = await ensureOnboardingStudent(db, caller.tenantId, caller.userId, now);
  if (student.completedAt) throw new AppError('ONBOARDING_ALREADY_COMPLETED');
  const steps = await studentStepStates(db, caller.tenantId, caller.userId, now);
  const step = steps.find((s) => s.key === key);
  // The bed is taken through the bed choice (a race-safe write), never through a form.
  if (!step || key === 'bed') throw new AppError('ONBOARDING_STEP_NOT_FOUND');
  if (step.state === 'notOpen' || step.state === 'closed') throw new AppError('ONBOARDING_STEP_CLOSED');
  // A reviewed step is frozen while waiting and once approved; an unreviewed one may be corrected.
  if (step.needsReview && (step.state === 'waitingReview' || step.state === 'done')) {
    throw new AppError('ONBOARDING_STEP_LOCKED');
  }
  return step;
}

const draftLimit = 16_000;

/** Saves a draft as typed (checked at submit only); bounded so a draft cannot grow without limit. */
export async function saveDraft(
  db: Db,
  caller: Caller,
  key: OnboardingStepKey,
  data: Record<string, unknown>,
  now: Date,
) {
  const step = await writableStep(db, caller, key, now);
  const json = JSON.stringify(data);
  if (json.length > draftLimit) throw new AppError('ONBOARDING_DATA_INVALID', 'draft too large');
  // An unreviewed step already done stays done: a draft of it would hide the submitted values.
  if (step.state === 'done') throw new AppError('ONBOARDING_STEP_LOCKED');
  await onboardingDb(db)
    .insertInto('onboardingSubmissions')
    .values({
      tenantId: caller.tenantId,
      id: newId(now.getTime()),
      userId: caller.userId,
      stepKey: key,
      data: json,
      status: 'draft',
      updatedAt: now,
    })
    .onConflict((c) =>
      c.columns(['tenantId', 'userId', 'stepKey']).doUpdateSet({ data: json, status: 'draft', updatedAt: now }),
    )
    .execute();
  return { state: 'draft' as const };
}

function fileIdsOf(data: Record<string, unknown>): string[] {
  const ids = Array.isArray(data.attachments) ? (data.attachments as string[]) : [];
  return typeof data.fileId === 'string' ? [...ids, data.fileId] : ids;
}

function parseStep(key: OnboardingStepKey, data: Record<string, unknown>): Record<string, unknown> {
  const parsed = onboardingStepData[key].safeParse(data);
  if (parsed.success) return parsed.data as Record<string, unknown>;
  const fields = [...new Set(parsed.error.issues.map((i) => i.path.join('.')))];
  if (key === 'personalInfo' && fields.includes('idNumber')) {
    throw new AppError('ONBOARDING_ID_NUMBER_INVALID', undefined, { variables: { fields: ['idNumber'] } });
  }
  // The fields travel in `variables` for the form; no cause, which the web would append to the message.
  throw new AppError('ONBOARDING_DATA_INVALID', undefined, { variables: { fields } });
}

export async function submitStep(
  db: Db,
  caller: Caller,
  key: OnboardingStepKey,
  raw: Record<string, unknown>,
  now: Date,
): Promise<OnboardingSubmitResult> {
  const step = await writableStep(db, caller, key, now);
  const data = parseStep(key, raw);
  const status = step.needsReview ? ('submitted' as const) : ('approved' as const);
  const json = JSON.stringify(data);
  return inTransaction(db, async (trx) => {
    const files = fileIdsOf(data);
    if (files.length > 0) {
      const images = await trx
        .selectFrom('files')
        .select(['id', 'mime'])
        .where('tenantId', '=', caller.tenantId)
        .where('ownerId', '=', caller.userId)
        .where('id', 'in', files)
        .execute();
      if (images.length !== new Set(files).size) throw new AppError('ONBOARDING_FILE_INVALID');
      const photo = typeof data.fileId === 'string' ? images.find((f) => f.id === data.fileId) : undefined;
      if (photo && !photo.mime.startsWith('image/')) throw new AppError('ONBOARDING_FILE_INVALID', 'not an image');
      await linkFilesToBusinessKey(trx, caller.tenantId, files, onboardingBusinessKey(caller.userId), {
        ownerId: caller.userId,
      });
    }
    const values = {
      data: json,
      status,
      submittedAt: now,
      reviewerId: null,
      reviewComment: null,
      reviewedAt: null,
      updatedAt: now,
    };
    await onboardingDb(trx)
      .insertInto('onboardingSubmissions')
      .values({ tenantId: caller.tenantId, id: newId(now.getTime()), userId: caller.userId, stepKey: key, ...values })
      .onConflict((c) => c.columns(['tenantId', 'userId', 'stepKey']).doUpdateSet(values))
      .execute();
    const completed = status === 'approved' ? await completeIfDone(trx, caller.tenantId, caller.userId, now) : false;
    return { state: status === 'approved' ? ('done' as const) : ('waitingReview' as const), completed };
  });
}
