import {
  type OnboardingStepKey,
  type OnboardingStepSettings,
  type OnboardingStepsBody,
  onboardingStepKeys,
  onboardingStepManagerRoles,
} from '@campusflow/contracts';
import { sql } from 'kysely';
import type { AuthContext } from '../../platform/auth/auth-context.ts';
import type { Db } from '../../platform/db/database.ts';
import { inTransaction } from '../../platform/db/in-transaction.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { onboardingDb } from './onboarding.tables.ts';

// wsyxhjgl: the school's steps are tenant rows (onboarding_steps), never code. The student side reads
// them on every call (stepSettings), so a change shows on the student's next load.

const iso = (v: Date | string | null) => (v === null ? null : new Date(v).toISOString());

/** The affairs office and the tenant administrator (or a super user acting as ALL) may change steps. */
export function mayManageSteps(auth: AuthContext): boolean {
  if (auth.allRoles) return true;
  return (onboardingStepManagerRoles as readonly string[]).includes(auth.roleAlias ?? '');
}

export async function readStepSettings(db: Db, auth: AuthContext): Promise<OnboardingStepSettings> {
  const rows = await sql<{
    key: OnboardingStepKey;
    sort: number;
    enabled: boolean;
    required: boolean;
    needsReview: boolean;
    opensAt: Date | string | null;
    closesAt: Date | string | null;
    submissions: number;
  }>`select st.key, st.sort, st.enabled, st.required, st.needs_review as "needsReview",
      st.opens_at as "opensAt", st.closes_at as "closesAt",
      (select count(*)::int from onboarding_submissions sub
        where sub.tenant_id = st.tenant_id and sub.step_key = st.key) as submissions
    from onboarding_steps st where st.tenant_id = ${auth.tenantId}
    order by st.sort, st.key`.execute(db);
  const steps = rows.rows.map((r) => ({
    ...r,
    sort: Number(r.sort),
    submissions: Number(r.submissions),
    opensAt: iso(r.opensAt),
    closesAt: iso(r.closesAt),
  }));
  const configured = new Set(steps.map((s) => s.key));
  return {
    steps,
    available: onboardingStepKeys.filter((k) => !configured.has(k)),
    editable: mayManageSteps(auth),
  };
}

/**
 * Replaces the school's step list in one transaction: the list's order becomes `sort`, a step left out
 * is deleted unless a student has a submission of it (ONBOARDING_STEP_IN_USE: switch it off instead,
 * the submissions stay readable), a window must close after it opens (ONBOARDING_STEP_WINDOW_INVALID).
 */
export async function saveStepSettings(db: Db, auth: AuthContext, body: OnboardingStepsBody) {
  const steps = body.steps.map((s) => ({ ...s, opensAt: s.opensAt ?? null, closesAt: s.closesAt ?? null }));
  for (const s of steps) {
    if (s.opensAt && s.closesAt && new Date(s.closesAt).getTime() <= new Date(s.opensAt).getTime()) {
      throw new AppError('ONBOARDING_STEP_WINDOW_INVALID', s.key, { variables: { step: s.key } });
    }
  }
  const tenantId = auth.tenantId;
  await inTransaction(db, async (trx) => {
    const t = onboardingDb(trx);
    // Lock the tenant's rows: two administrators saving at once apply one after the other.
    const current = await t
      .selectFrom('onboardingSteps')
      .select('key')
      .where('tenantId', '=', tenantId)
      .forUpdate()
      .execute();
    const kept = new Set(steps.map((s) => s.key));
    const removed = current.map((c) => c.key).filter((k) => !kept.has(k));
    if (removed.length > 0) {
      const used = await t
        .selectFrom('onboardingSubmissions')
        .select('stepKey')
        .where('tenantId', '=', tenantId)
        .where('stepKey', 'in', removed)
        .limit(1)
        .executeTakeFirst();
      if (used) throw new AppError('ONBOARDING_STEP_IN_USE', used.stepKey, { variables: { step: used.stepKey } });
      await t.deleteFrom('onboardingSteps').where('tenantId', '=', tenantId).where('key', 'in', removed).execute();
    }
    await t
      .insertInto('onboardingSteps')
      .values(steps.map((s, i) => ({ tenantId, ...s, sort: (i + 1) * 10 })))
      .onConflict((c) =>
        c.columns(['tenantId', 'key']).doUpdateSet((eb) => ({
          sort: eb.ref('excluded.sort'),
          enabled: eb.ref('excluded.enabled'),
          required: eb.ref('excluded.required'),
          needsReview: eb.ref('excluded.needsReview'),
          opensAt: eb.ref('excluded.opensAt'),
          closesAt: eb.ref('excluded.closesAt'),
        })),
      )
      .execute();
  });
  return readStepSettings(db, auth);
}
