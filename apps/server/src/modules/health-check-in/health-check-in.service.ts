import type { HealthCheckInBody } from '@campusflow/contracts';
import type { AuthContext } from '../../platform/auth/auth-context.ts';
import type { Db } from '../../platform/db/database.ts';
import { newId } from '../../platform/db/ids.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { healthCheckInDb } from './health-check-in.tables.ts';
import { dayIn, readHealthSettings } from './health-check-in-settings.ts';

type Submitted = { [K in keyof HealthCheckInBody]-?: Exclude<HealthCheckInBody[K], undefined> };

/**
 * Today's check-in. Once a day: a second submit the same school day is refused with
 * HEALTH_CHECK_IN_DUPLICATE and changes nothing (the first answer stands; a correction is the
 * counsellor's business, not a silent overwrite). The unique key (tenant, student, day) decides, so two
 * concurrent submits cannot both land: `on conflict do nothing` returns no row for the loser.
 */
export async function submitCheckIn(db: Db, auth: AuthContext, body: Submitted, now: Date) {
  if (body.temperature < 34 || body.temperature > 43) throw new AppError('HEALTH_CHECK_IN_TEMPERATURE_INVALID');
  const settings = await readHealthSettings(db, auth.tenantId);
  const day = dayIn(settings.timeZone, now);
  // "none" with a real symptom is a contradiction; keep the symptoms.
  const symptoms = body.symptoms.length > 1 ? body.symptoms.filter((s) => s !== 'none') : body.symptoms;
  const row = await healthCheckInDb(db)
    .insertInto('healthCheckIns')
    .values({
      tenantId: auth.tenantId,
      id: newId(now.getTime()),
      studentId: auth.userId,
      day,
      temperature: Math.round(body.temperature * 10) / 10,
      symptoms: JSON.stringify([...new Set(symptoms)]),
      remark: body.remark,
      location: body.location ? JSON.stringify(body.location) : null,
      createdAt: now,
    })
    .onConflict((oc) => oc.columns(['tenantId', 'studentId', 'day']).doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!row) throw new AppError('HEALTH_CHECK_IN_DUPLICATE');
  return { id: row.id, day };
}
