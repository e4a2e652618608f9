import { sql } from 'kysely';
import type { Db } from '../../platform/db/database.ts';
import { newId } from '../../platform/db/ids.ts';
import { dormDb } from './dorms.tables.ts';
import { seedPersonalInspectionDemo } from './dorms-personal-inspections.ts';

// Demo rows for the dorm affairs pages, after the students are housed: two weeks of room inspections on
// the ground floors, two repair requests (one open, one done), one violation report and three personal
// inspections (个人内务检查).

async function userOf(db: Db, tenantId: string, account: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where('tenantId', '=', tenantId)
    .where('account', '=', account)
    .executeTakeFirst();
  return row?.id;
}

export async function seedDormAffairsDemo(db: Db, tenantId: string): Promise<void> {
  const [office, counsellor, student, other] = await Promise.all(
    ['affairsadmin', 'counsellor', 'student', '2024010005'].map((a) => userOf(db, tenantId, a)),
  );
  if (!office || !counsellor || !student) return;
  const ddb = dormDb(db);
  const rooms = await sql<{ id: string }>`select r.id from dorm_rooms r
    join dorm_buildings g on g.tenant_id = r.tenant_id and g.id = r.building_id
    where r.tenant_id = ${tenantId} and r.floor = 1 and g.code in ('B1', 'B2') order by g.sort, r.room_no`.execute(db);
  const at = new Date('2026-11-23T08:00:00Z');
  const inspections = ['2026-11-16', '2026-11-23'].flatMap((day, week) =>
    rooms.rows.map((room, i) => {
      // A spread over every band (优秀 / 合格 / 不合格 / 较差), different each week.
      const score = 98 - ((i * 7 + week * 11) % 45);
      const deductions = score >= 85 ? '' : score >= 70 ? '地面有杂物' : '地面有杂物，床铺未整理，阳台堆放垃圾';
      return { tenantId, id: newId(), roomId: room.id, day, score, deductions, inspectorId: office, createdAt: at };
    }),
  );
  if (inspections.length > 0) await ddb.insertInto('dormInspections').values(inspections).execute();

  const roomOf = async (userId: string) =>
    (
      await sql<{ roomId: string }>`select b.room_id as "roomId" from dorm_stays s
        join dorm_beds b on b.tenant_id = s.tenant_id and b.id = s.bed_id
        where s.tenant_id = ${tenantId} and s.student_id = ${userId} and s.end_at is null`.execute(db)
    ).rows[0]?.roomId;
  const myRoom = await roomOf(student);
  if (myRoom) {
    await ddb
      .insertInto('dormRepairs')
      .values([
        {
          tenantId,
          id: newId(),
          reporterId: student,
          roomId: myRoom,
          category: 'water',
          urgency: 'urgent',
          description: '卫生间水龙头一直滴水',
          photos: '[]',
          createdAt: at,
          updatedAt: at,
        },
        {
          tenantId,
          id: newId(),
          reporterId: student,
          roomId: myRoom,
          category: 'electric',
          urgency: 'normal',
          description: '书桌台灯插座松动',
          photos: '[]',
          status: 'done',
          note: '已更换插座',
          createdAt: new Date('2026-11-10T02:00:00Z'),
          updatedAt: new Date('2026-11-11T06:00:00Z'),
        },
      ])
      .execute();
  }
  if (other) {
    const bed = await sql<{ bedId: string }>`select bed_id as "bedId" from dorm_stays
      where tenant_id = ${tenantId} and student_id = ${other} and end_at is null`.execute(db);
    await ddb
      .insertInto('dormViolations')
      .values({
        tenantId,
        id: newId(),
        studentId: other,
        bedId: bed.rows[0]?.bedId ?? null,
        type: 'appliance',
        occurredAt: new Date('2026-11-18T13:30:00Z'),
        description: '查寝发现使用大功率电热锅，已没收',
        recorderId: counsellor,
        createdAt: at,
        updatedAt: at,
      })
      .execute();
  }
  await seedPersonalInspectionDemo(db, tenantId, { counsellor, student, other });
}
