import type { DormGender } from '@campusflow/contracts';
import type { Db } from '../../platform/db/database.ts';
import { newId } from '../../platform/db/ids.ts';
import { saveFormDefinition } from '../../platform/forms/forms.service.ts';
import { deployDefinition } from '../../platform/workflow/definitions.ts';
import { dormChangeForm, dormChangeProcessKey, dormChangeProcessXml } from './dorms.definitions.ts';
import { dormDb } from './dorms.tables.ts';
import { seedDormAffairsDemo } from './dorms-demo-affairs.ts';
import { dormMoveOutForm, dormMoveOutKey, dormMoveOutXml } from './dorms-move-out.ts';
import {
  dormHolidayForm,
  dormHolidayKey,
  dormHolidayXml,
  dormMoveInForm,
  dormMoveInKey,
  dormMoveInXml,
  dormOutsideForm,
  dormOutsideKey,
  dormOutsideXml,
} from './dorms-requests.ts';
import { dormDelayForm, dormDelayKey, dormDelayXml } from './dorms-ssgl.ts';

/** Seeds the dorm request forms (room change, move-out, off-campus, holiday stay, moving in) and processes into one tenant (idempotent; menus are in the platform tree). */
export async function seedDormDefinitions(db: Db, tenantId: string): Promise<void> {
  const now = new Date();
  const processes = [
    { form: dormChangeForm, key: dormChangeProcessKey, xml: dormChangeProcessXml, name: '调宿申请', sort: 20 },
    { form: dormMoveOutForm, key: dormMoveOutKey, xml: dormMoveOutXml, name: '退宿申请', sort: 21 },
    { form: dormOutsideForm, key: dormOutsideKey, xml: dormOutsideXml, name: '校外住宿申请', sort: 22 },
    { form: dormHolidayForm, key: dormHolidayKey, xml: dormHolidayXml, name: '假期留宿申请', sort: 23 },
    { form: dormMoveInForm, key: dormMoveInKey, xml: dormMoveInXml, name: '入住申请', sort: 24 },
    { form: dormDelayForm, key: dormDelayKey, xml: dormDelayXml, name: '延期退宿申请', sort: 25 },
  ];
  for (const p of processes) {
    const form = await db
      .selectFrom('formDefinitions')
      .select('id')
      .where('tenantId', '=', tenantId)
      .where('key', '=', p.form.code)
      .executeTakeFirst();
    if (!form) await saveFormDefinition(db, tenantId, p.form, now);
    const process = await db
      .selectFrom('wfDefinitions')
      .select('id')
      .where('tenantId', '=', tenantId)
      .where('key', '=', p.key)
      .executeTakeFirst();
    if (!process) {
      await deployDefinition(db, {
        tenantId,
        xml: p.xml,
        key: p.key,
        name: p.name,
        category: 'dorm',
        formKey: p.form.code,
        starterRoles: ['student'],
        sort: p.sort,
        now,
      });
    }
  }
}

type BuildingPlan = {
  code: string;
  name: string;
  gender: DormGender | null;
  floors: number;
  genderOfFloor: (f: number) => DormGender;
};

// Demo university: three buildings of 6 rooms a floor, 4 beds a room. 1号楼 men, 2号楼 women,
// 3号楼 mixed (floors 1–3 men, 4–6 women): 192 beds per gender for the 200 demo students.
const plans: BuildingPlan[] = [
  { code: 'B1', name: '1号楼', gender: 'male', floors: 5, genderOfFloor: () => 'male' },
  { code: 'B2', name: '2号楼', gender: 'female', floors: 5, genderOfFloor: () => 'female' },
  { code: 'B3', name: '3号楼', gender: null, floors: 6, genderOfFloor: (f) => (f <= 3 ? 'male' : 'female') },
];

/** Demo rows: the buildings, rooms and beds, and every demo student housed with classmates. */
export async function seedDormDemo(db: Db, tenantId: string): Promise<void> {
  const ddb = dormDb(db);
  const exists = await ddb.selectFrom('dormBuildings').select('id').where('tenantId', '=', tenantId).executeTakeFirst();
  if (exists) return;
  const freeBeds: Record<DormGender, string[]> = { male: [], female: [] };
  for (const [sort, plan] of plans.entries()) {
    const buildingId = newId();
    await ddb
      .insertInto('dormBuildings')
      .values({
        tenantId,
        id: buildingId,
        code: plan.code,
        name: plan.name,
        campus: '主校区',
        gender: plan.gender,
        sort,
      })
      .execute();
    const rooms = [];
    const beds = [];
    for (let floor = 1; floor <= plan.floors; floor++) {
      for (let n = 1; n <= 6; n++) {
        const roomId = newId();
        const gender = plan.genderOfFloor(floor);
        rooms.push({ tenantId, id: roomId, buildingId, floor, roomNo: `${floor}0${n}`, gender, capacity: 4 });
        for (let bed = 1; bed <= 4; bed++) {
          const bedId = newId();
          beds.push({ tenantId, id: bedId, roomId, bedNo: String(bed) });
          freeBeds[gender].push(bedId);
        }
      }
    }
    await ddb.insertInto('dormRooms').values(rooms).execute();
    await ddb.insertInto('dormBeds').values(beds).execute();
  }
  // Students in account order (the demo accounts come class by class), so classmates share rooms.
  const students = await db
    .selectFrom('users')
    .innerJoin('userRoles', (j) =>
      j.onRef('userRoles.tenantId', '=', 'users.tenantId').onRef('userRoles.userId', '=', 'users.id'),
    )
    .innerJoin('roles', (j) =>
      j.onRef('roles.tenantId', '=', 'userRoles.tenantId').onRef('roles.id', '=', 'userRoles.roleId'),
    )
    .innerJoin('employees', (j) =>
      j.onRef('employees.tenantId', '=', 'users.tenantId').onRef('employees.userId', '=', 'users.id'),
    )
    .select(['users.id', 'employees.gender', 'employees.code'])
    .where('users.tenantId', '=', tenantId)
    .where('roles.alias', '=', 'student')
    .orderBy('employees.code')
    .execute();
  const now = new Date('2026-09-01T02:00:00Z');
  const stays = students.flatMap((s) => {
    const gender = (s.gender ?? 'male') as DormGender;
    const bedId = freeBeds[gender].shift();
    return bedId ? [{ tenantId, id: newId(), bedId, studentId: s.id, startAt: now, startReason: 'assign' }] : [];
  });
  for (let i = 0; i < stays.length; i += 100)
    await ddb
      .insertInto('dormStays')
      .values(stays.slice(i, i + 100))
      .execute();
  await seedDormAffairsDemo(db, tenantId);
}
