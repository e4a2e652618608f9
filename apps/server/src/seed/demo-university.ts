import type { Insertable } from 'kysely';
import { hashPassword } from '../platform/auth/passwords.ts';
import type { Db } from '../platform/db/database.ts';
import { newId } from '../platform/db/ids.ts';
import type { EmployeesTable, OrgKind, UsersTable } from '../platform/db/tables.ts';
import { seedDemoFormsAndTemplates } from '../platform/forms/demo-forms.ts';
import { seedDemoNotices } from '../platform/notices/demo-notices.ts';
import type { RoleAlias } from '../platform/tenancy/tenant-defaults.ts';
import { seedNewTenant, type TenantSeeder } from '../platform/tenancy/tenant-seeding.ts';
import { demoName, prng } from './demo-names.ts';
import { seedDemoPositionsAndGroups } from './demo-positions.ts';
import { moduleDemoSeeders, moduleTenantSeeders } from './tenant-seeders.ts';

export const demoPassword = 'Campus@2026';
export const demoTenantCode = 'demo';
export const secondTenantCode = 'demo2';

type Org = { id: string; kind: OrgKind; code: string; name: string; parentId: string | null };

const colleges = [
  {
    code: 'CS',
    name: '计算机与信息工程学院',
    majors: [
      { code: 'CS01', name: '计算机科学与技术', short: '计科' },
      { code: 'CS02', name: '软件工程', short: '软工' },
    ],
  },
  {
    code: 'EM',
    name: '经济与管理学院',
    majors: [
      { code: 'EM01', name: '会计学', short: '会计' },
      { code: 'EM02', name: '市场营销', short: '营销' },
    ],
  },
];

type Person = {
  account: string;
  name: string;
  roles: RoleAlias[];
  orgId: string | null;
  gender?: 'male' | 'female';
  isSuper?: boolean;
  mobile?: string;
  email?: string;
  code?: string;
};

/**
 * Seeds 示范大学 / Demo University (README "Demo accounts") and a small second school for tenant
 * switching and isolation. Runs once: an existing demo tenant is left as it is.
 */
export async function seedDemoUniversity(
  db: Db,
  seeders: readonly TenantSeeder[] = moduleTenantSeeders,
  demoSeeders: readonly TenantSeeder[] = moduleDemoSeeders,
): Promise<void> {
  const existing = await db.selectFrom('tenants').select('id').where('code', '=', demoTenantCode).executeTakeFirst();
  if (existing) return;
  // One hash for every demo account: hashing 220 passwords would add ~10 s to the first start.
  const passwordHash = await hashPassword(demoPassword);
  await db.transaction().execute(async (trx) => {
    const demo = await seedDemo(trx, passwordHash, seeders);
    // The modules' demo rows (dorm rooms with the students housed, leaves…) need the people above.
    for (const seed of demoSeeders) await seed(trx, demo.tenantId);
    await seedSecondSchool(trx, passwordHash, demo.multiroleId, demo.tenantId, seeders);
  });
}

// The same composition as tenant registration: platform defaults, menus, settings, module seeders.
async function createTenant(db: Db, code: string, name: Record<string, string>, seeders: readonly TenantSeeder[]) {
  const tenantId = newId();
  await db
    .insertInto('tenants')
    .values({ id: tenantId, code, name: JSON.stringify(name), designTenantId: null, policy: JSON.stringify({}) })
    .execute();
  const defaults = await seedNewTenant(db, tenantId, seeders);
  return { tenantId, ...defaults };
}

async function insertOrgs(db: Db, tenantId: string, orgs: Org[]) {
  await db
    .insertInto('orgs')
    .values(orgs.map((o, sort) => ({ tenantId, sort, ...o })))
    .execute();
}

async function insertPeople(
  db: Db,
  tenantId: string,
  roleIds: Record<RoleAlias, string>,
  passwordHash: string,
  people: Person[],
) {
  const ids = new Map<string, string>();
  const users: Insertable<UsersTable>[] = [];
  const employees: Insertable<EmployeesTable>[] = [];
  const userRoles: { tenantId: string; userId: string; roleId: string }[] = [];
  for (const p of people) {
    const id = newId();
    ids.set(p.account, id);
    users.push({
      tenantId,
      id,
      account: p.account,
      accountLower: p.account.toLowerCase(),
      passwordHash,
      isSuper: p.isSuper ?? false,
      language: null,
      mobile: p.mobile ?? null,
      mobileVerified: p.mobile !== undefined,
      email: p.email ?? null,
      emailVerified: p.email !== undefined,
      expiresAt: null,
      initialPasswordExpiresAt: null,
      lastFailureAt: null,
      lockedUntil: null,
    });
    employees.push({
      tenantId,
      userId: id,
      name: p.name,
      code: p.code ?? p.account,
      gender: p.gender ?? null,
      orgId: p.orgId,
    });
    for (const role of p.roles) userRoles.push({ tenantId, userId: id, roleId: roleIds[role] });
  }
  for (let i = 0; i < users.length; i += 100) {
    await db
      .insertInto('users')
      .values(users.slice(i, i + 100))
      .execute();
    await db
      .insertInto('employees')
      .values(employees.slice(i, i + 100))
      .execute();
  }
  await db
    .insertInto('tenantMembers')
    .values(users.map((u) => ({ tenantId, userId: u.id as string, homeTenantId: tenantId })))
    .execute();
  for (let i = 0; i < userRoles.length; i += 200)
    await db
      .insertInto('userRoles')
      .values(userRoles.slice(i, i + 200))
      .execute();
  return ids;
}

async function seedDemo(db: Db, passwordHash: string, seeders: readonly TenantSeeder[]) {
  const { tenantId, roleIds } = await createTenant(
    db,
    demoTenantCode,
    {
      'zh-CN': '示范大学',
      'zh-TW': '示範大學',
      'en-US': 'Demo University',
      'ja-JP': 'デモ大学',
    },
    seeders,
  );
  const school: Org = { id: newId(), kind: 'school', code: 'DEMO', name: '示范大学', parentId: null };
  const office: Org = { id: newId(), kind: 'office', code: 'XGC', name: '学生工作处', parentId: school.id };
  const orgs: Org[] = [school, office];
  const classes: (Org & { collegeCode: string })[] = [];
  const collegeIds: Record<string, string> = {};
  for (const college of colleges) {
    const collegeOrg: Org = {
      id: newId(),
      kind: 'college',
      code: college.code,
      name: college.name,
      parentId: school.id,
    };
    collegeIds[college.code] = collegeOrg.id;
    orgs.push(collegeOrg);
    for (const major of college.majors) {
      const majorOrg: Org = { id: newId(), kind: 'major', code: major.code, name: major.name, parentId: collegeOrg.id };
      orgs.push(majorOrg);
      for (const n of [1, 2]) {
        const cls = {
          id: newId(),
          kind: 'class' as const,
          code: `${major.code}-24${n}`,
          name: `${major.short}240${n}班`,
          parentId: majorOrg.id,
        };
        orgs.push(cls);
        classes.push({ ...cls, collegeCode: college.code });
      }
    }
  }
  await insertOrgs(db, tenantId, orgs);

  const random = prng(2026);
  const firstClass = classes[0];
  if (!firstClass) throw new Error('demo classes missing');
  const people: Person[] = [
    {
      account: 'student',
      name: '李明',
      gender: 'male',
      roles: ['student'],
      orgId: firstClass.id,
      code: '2024010101',
      mobile: '13800000001',
      email: 'student@demo.campusflow.test',
    },
    {
      account: 'newstudent',
      name: '王小雨',
      gender: 'female',
      roles: ['newStudent'],
      orgId: firstClass.id,
      code: '2025010101',
      mobile: '13800000002',
    },
    {
      account: 'counsellor',
      name: '张老师',
      gender: 'female',
      roles: ['counsellor'],
      orgId: collegeIds.CS ?? null,
      mobile: '13900000001',
      email: 'counsellor@demo.campusflow.test',
    },
    { account: 'counsellor2', name: '陈老师', gender: 'male', roles: ['counsellor'], orgId: collegeIds.EM ?? null },
    { account: 'collegeadmin', name: '刘院长', gender: 'male', roles: ['collegeAdmin'], orgId: collegeIds.CS ?? null },
    { account: 'affairsadmin', name: '赵处长', gender: 'female', roles: ['affairsAdmin'], orgId: office.id },
    { account: 'tenantadmin', name: '系统管理员', roles: ['tenantAdmin'], orgId: school.id },
    { account: 'super', name: '超级管理员', roles: ['tenantAdmin'], orgId: school.id, isSuper: true },
    {
      account: 'multirole',
      name: '周老师',
      gender: 'male',
      roles: ['counsellor', 'collegeAdmin'],
      orgId: collegeIds.EM ?? null,
    },
  ];
  // 200 students in all (the demo account `student` is the first), 25 per class.
  for (let i = 1; i < 200; i++) {
    const cls = classes[Math.floor(i / 25)] ?? firstClass;
    const { name, gender } = demoName(random);
    const code = `2024${String(classes.indexOf(cls) + 1).padStart(2, '0')}${String((i % 25) + 1).padStart(4, '0')}`;
    people.push({ account: code, name, gender, roles: ['student'], orgId: cls.id, code });
  }
  for (let i = 2; i <= 5; i++) {
    const { name, gender } = demoName(random);
    const code = `20250101${String(i).padStart(2, '0')}`;
    people.push({ account: code, name, gender, roles: ['newStudent'], orgId: firstClass.id, code });
  }
  const ids = await insertPeople(db, tenantId, roleIds, passwordHash, people);
  const counsellorOf = (account: string, collegeCode: string) =>
    classes
      .filter((c) => c.collegeCode === collegeCode)
      .map((c) => ({ tenantId, userId: ids.get(account) as string, classId: c.id }));
  await db
    .insertInto('counsellorClasses')
    .values([...counsellorOf('counsellor', 'CS'), ...counsellorOf('counsellor2', 'EM')])
    .execute();
  await seedDemoPositionsAndGroups(db, tenantId, ids);
  await seedDemoNotices(db, tenantId);
  await seedDemoFormsAndTemplates(db, tenantId);
  return { tenantId, multiroleId: ids.get('multirole') as string };
}

/** A second, smaller school: same account names in another tenant, and `multirole` as a member. */
async function seedSecondSchool(
  db: Db,
  passwordHash: string,
  multiroleId: string,
  demoTenantId: string,
  seeders: readonly TenantSeeder[],
) {
  const { tenantId, roleIds } = await createTenant(
    db,
    secondTenantCode,
    {
      'zh-CN': '示范职业技术学院',
      'zh-TW': '示範職業技術學院',
      'en-US': 'Demo Polytechnic',
      'ja-JP': 'デモ職業技術学院',
    },
    seeders,
  );
  const school: Org = { id: newId(), kind: 'school', code: 'POLY', name: '示范职业技术学院', parentId: null };
  const college: Org = { id: newId(), kind: 'college', code: 'ME', name: '机电工程学院', parentId: school.id };
  await insertOrgs(db, tenantId, [school, college]);
  await insertPeople(db, tenantId, roleIds, passwordHash, [
    { account: 'student', name: '孙悦', gender: 'female', roles: ['student'], orgId: college.id, code: '2024990001' },
    { account: 'tenantadmin', name: '学院管理员', roles: ['tenantAdmin'], orgId: school.id },
  ]);
  await db.insertInto('tenantMembers').values({ tenantId, userId: multiroleId, homeTenantId: demoTenantId }).execute();
  await db.insertInto('userRoles').values({ tenantId, userId: multiroleId, roleId: roleIds.teacher }).execute();
}
