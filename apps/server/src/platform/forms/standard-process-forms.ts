import type { Db } from '../db/database.ts';
import { standardProcessForms } from '../workflow/seed-processes.ts';
import { saveFormDefinition } from './forms.service.ts';

/**
 * Saves the forms of the standard processes (通用申请, 两级审批) for a tenant, each only when the tenant
 * has no form under that key: an administrator's edited version is never replaced. Runs in the
 * tenant seed, before the processes are deployed with these form keys.
 */
export async function seedStandardProcessForms(db: Db, tenantId: string, now: Date): Promise<void> {
  const existing = await db
    .selectFrom('formDefinitions')
    .select('key')
    .where('tenantId', '=', tenantId)
    .where(
      'key',
      'in',
      standardProcessForms.map((f) => f.code),
    )
    .execute();
  const have = new Set(existing.map((r) => r.key));
  for (const form of standardProcessForms) {
    if (!have.has(form.code)) await saveFormDefinition(db, tenantId, form, now);
  }
}
