import type { Db } from '../../platform/db/database.ts';
import { newId } from '../../platform/db/ids.ts';
import { whereaboutsDb } from './whereabouts.tables.ts';

// Demo windows of the demo university: the National Day break (closed, everyone back) and the New
// Year break, open for two weeks from the seed date, with a part of the computer college registered.
// The demo account `student` stays unregistered so the journeys can watch the missing list shrink.

function schoolDate(now: Date, days: number): string {
  return new Date(now.getTime() + 8 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);
}

export async function seedWhereaboutsDemo(db: Db, tenantId: string): Promise<void> {
  const wdb = whereaboutsDb(db);
  const any = await wdb
    .selectFrom('whereaboutsWindows')
    .select('id')
    .where('tenantId', '=', tenantId)
    .executeTakeFirst();
  if (any) return;
  const people = await db
    .selectFrom('users')
    .innerJoin('employees', (j) =>
      j.onRef('employees.tenantId', '=', 'users.tenantId').onRef('employees.userId', '=', 'users.id'),
    )
    .select(['users.id', 'users.account', 'employees.code'])
    .where('users.tenantId', '=', tenantId)
    .where((eb) => eb.or([eb('employees.code', 'like', '202401%'), eb('users.account', '=', 'affairsadmin')]))
    .orderBy('employees.code')
    .execute();
  const office = people.find((p) => p.account === 'affairsadmin')?.id;
  const students = people.filter((p) => p.code?.startsWith('202401') && p.account !== 'student').map((p) => p.id);
  if (!office || students.length < 10) return;
  const now = new Date();
  const past = newId(now.getTime() - 60_000);
  const open = newId(now.getTime());
  await wdb
    .insertInto('whereaboutsWindows')
    .values([
      {
        tenantId,
        id: past,
        name: '2026年国庆节',
        startDate: '2026-10-01',
        endDate: '2026-10-07',
        deadline: new Date('2026-09-28T10:00:00Z'),
        createdBy: office,
        createdAt: new Date('2026-09-20T02:00:00Z'),
      },
      {
        tenantId,
        id: open,
        name: '2027年元旦',
        startDate: schoolDate(now, 20),
        endDate: schoolDate(now, 22),
        deadline: new Date(now.getTime() + 14 * 86_400_000),
        createdBy: office,
        createdAt: now,
      },
    ])
    .execute();
  const places = [
    ['浙江省', '杭州市', 'train'],
    ['江苏省', '南京市', 'train'],
    ['广东省', '广州市', 'plane'],
    ['湖南省', '长沙市', 'bus'],
  ] as const;
  const record = (windowId: string, studentId: string, i: number, leave: string, back: string, returned: boolean) => {
    const staying = i % 4 === 3;
    const [province, city, transport] = places[i % places.length] as (typeof places)[number];
    return {
      tenantId,
      id: newId(),
      windowId,
      studentId,
      staying,
      province: staying ? '' : province,
      city: staying ? '' : city,
      address: '',
      leaveDate: staying ? null : leave,
      returnDate: staying ? null : back,
      transport: staying ? null : transport,
      contactName: '家长',
      contactPhone: '13800003333',
      remark: '',
      returnedAt: returned && !staying ? new Date(`${back}T10:00:00+08:00`) : null,
      actualReturnDate: returned && !staying ? back : null,
      createdAt: now,
      updatedAt: now,
    };
  };
  await wdb
    .insertInto('whereaboutsRecords')
    .values([
      ...students.slice(0, 10).map((s, i) => record(past, s, i, '2026-09-30', '2026-10-07', true)),
      ...students.slice(0, 6).map((s, i) => record(open, s, i, schoolDate(now, 19), schoolDate(now, 22), false)),
    ])
    .execute();
}
