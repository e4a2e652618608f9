import type { Db } from '../../platform/db/database.ts';
import { syncOnboardingStudents } from './onboarding-public.ts';

// Staff figures count every admitted student, also those who never logged in, so their rows are made
// from the admitted list first. That reads the whole list (10,000 rows on a big campus), too much for
// every refresh of a live statistics page on arrival day: once a minute per tenant and process is
// enough, since an import or a student's first login makes the rows anyway.
const lastSync = new Map<string, number>();
const interval = 60_000;

export async function syncForStaff(db: Db, tenantId: string, now: Date): Promise<void> {
  const last = lastSync.get(tenantId);
  if (last !== undefined && now.getTime() - last < interval && now.getTime() >= last) return;
  await syncOnboardingStudents(db, tenantId, now);
  lastSync.set(tenantId, now.getTime());
}
