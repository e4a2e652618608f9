import type { Db } from '../../platform/db/database.ts';
import { newId } from '../../platform/db/ids.ts';
import { healthCheckInDb } from './health-check-in.tables.ts';
import { dayIn, readHealthSettings } from './health-check-in-settings.ts';

// Demo check-ins: the last seven school days before the seed date for most of the computer college
// (one in twenty with a fever or cough), and today for the first half. The demo account `student`
// never has one, so the journeys check in for the first time.

export async function seedHealthCheckInDemo(db: Db, tenantId: string): Promise<void> {
  const hdb = healthCheckInDb(db);
  const any = await hdb.selectFrom('healthCheckIns').select('id').where('tenantId', '=', tenantId).executeTakeFirst();
  if (any) return;
  const students = await db
    .selectFrom('users')
    .innerJoin('employees', (j) =>
      j.onRef('employees.tenantId', '=', 'users.tenantId').onRef('employees.userId', '=', 'users.id'),
    )
    .select(['users.id', 'users.account'])
    .where('users.tenantId', '=', tenantId)
    .where('employees.code', 'like', '2024%')
    .where('users.account', '<>', 'student')
    .orderBy('employees.code')
    .limit(80)
    .execute();
  if (students.length === 0) return;
  const { timeZone } = await readHealthSettings(db, tenantId);
  const now = new Date();
  const rows = [];
  for (let back = 7; back >= 0; back--) {
    const at = new Date(now.getTime() - back * 86_400_000);
    const day = dayIn(timeZone, at);
    const who = back === 0 ? students.slice(0, students.length / 2) : students.filter((_, i) => (i + back) % 9 !== 0);
    for (const [i, s] of who.entries()) {
      const sick = (i + back) % 20 === 0;
      rows.push({
        tenantId,
        id: newId(at.getTime()),
        studentId: s.id,
        day,
        temperature: sick ? 37.8 : 36.3 + (i % 5) / 10,
        symptoms: JSON.stringify(sick ? ['cough'] : ['none']),
        remark: '',
        location: JSON.stringify({ lng: 113.3245, lat: 23.1064, address: '校内' }),
        createdAt: at,
      });
    }
  }
  for (let i = 0; i < rows.length; i += 200)
    await hdb
      .insertInto('healthCheckIns')
      .values(rows.slice(i, i + 200))
      .execute();
}
