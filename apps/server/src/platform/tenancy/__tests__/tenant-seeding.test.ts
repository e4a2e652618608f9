import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../testing/test-app.ts';
import type { Db } from '../../db/database.ts';
import { registerTenant } from '../tenant-registration.ts';
import { refreshTenantDefinitions, seedNewTenant, type TenantSeeder } from '../tenant-seeding.ts';

let t: TestApp;
const context = { locale: 'zh-CN' as const, now: new Date('2026-11-23T02:00:00Z'), ip: '127.0.0.1' };

function input(code: string) {
  return {
    tenantCode: code,
    tenantName: '西山师范学院',
    account: 'root',
    password: 'Granite-Willow-73',
    adminName: '管理员',
  };
}

async function count(db: Db, table: 'menus' | 'menuRoles' | 'sysConfigs' | 'roles', tenantId: string) {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('tenantId', '=', tenantId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

beforeAll(async () => {
  t = await buildTestApp({ demo: false });
});
afterAll(() => t.close());

describe('seedNewTenant', () => {
  it('runs the module seeders after the platform defaults, inside the caller’s transaction', async () => {
    const seen: { tenantId: string; roles: number; menus: number }[] = [];
    const moduleSeeder: TenantSeeder = async (db, tenantId) => {
      seen.push({ tenantId, roles: await count(db, 'roles', tenantId), menus: await count(db, 'menus', tenantId) });
      await db
        .insertInto('sysConfigs')
        .values({ tenantId, code: 'leave.maxDays', value: '30', isPublic: false })
        .execute();
    };
    const registered = await registerTenant(t.app.db, input('xishan'), [moduleSeeder], context);
    expect(seen).toEqual([{ tenantId: registered.tenantId, roles: 7, menus: expect.any(Number) }]);
    expect(seen[0]?.menus).toBeGreaterThan(50);
    const setting = await t.app.db
      .selectFrom('sysConfigs')
      .select('value')
      .where('tenantId', '=', registered.tenantId)
      .where('code', '=', 'leave.maxDays')
      .executeTakeFirst();
    expect(setting?.value).toBe('30');
  });

  it('is idempotent: seeding a seeded tenant again adds nothing and keeps an administrator’s changes', async () => {
    const tenant = await t.app.db
      .selectFrom('tenants')
      .select('id')
      .where('code', '=', 'xishan')
      .executeTakeFirstOrThrow();
    const before = {
      menus: await count(t.app.db, 'menus', tenant.id),
      grants: await count(t.app.db, 'menuRoles', tenant.id),
      settings: await count(t.app.db, 'sysConfigs', tenant.id),
    };
    await t.app.db
      .updateTable('menus')
      .set({ icon: 'bed' })
      .where('tenantId', '=', tenant.id)
      .where('alias', '=', 'dorm_my')
      .execute();
    await t.app.db.transaction().execute((trx) => seedNewTenant(trx, tenant.id, []));
    expect({
      menus: await count(t.app.db, 'menus', tenant.id),
      grants: await count(t.app.db, 'menuRoles', tenant.id),
      settings: await count(t.app.db, 'sysConfigs', tenant.id),
    }).toEqual(before);
    const dorm = await t.app.db
      .selectFrom('menus')
      .select('icon')
      .where('tenantId', '=', tenant.id)
      .where('alias', '=', 'dorm_my')
      .executeTakeFirstOrThrow();
    expect(dorm.icon).toBe('bed');
  });

  it('rolls the whole registration back when a module seeder fails', async () => {
    const failing: TenantSeeder = async () => {
      throw new Error('module seeder broke');
    };
    await expect(registerTenant(t.app.db, input('broken'), [failing], context)).rejects.toThrow('module seeder broke');
    const tenant = await t.app.db.selectFrom('tenants').select('id').where('code', '=', 'broken').executeTakeFirst();
    expect(tenant).toBeUndefined();
    const orphans = await t.app.db.selectFrom('users').select('id').where('accountLower', '=', 'root').execute();
    expect(orphans).toHaveLength(1); // only xishan's administrator
  });
});

describe('refreshTenantDefinitions', () => {
  it('brings menu entries and settings added since creation to every tenant, keeping edits', async () => {
    const tenant = await t.app.db
      .selectFrom('tenants')
      .select('id')
      .where('code', '=', 'xishan')
      .executeTakeFirstOrThrow();
    const full = await count(t.app.db, 'menus', tenant.id);
    await t.app.db
      .deleteFrom('menus')
      .where('tenantId', '=', tenant.id)
      .where('alias', 'in', ['dorm_change', 'dorm_repair'])
      .execute();
    await t.app.db
      .deleteFrom('sysConfigs')
      .where('tenantId', '=', tenant.id)
      .where('code', '=', 'encrypt_express')
      .execute();
    const seeded: string[] = [];
    const refreshed = await refreshTenantDefinitions(t.app.db, [async (_db, id) => void seeded.push(id)]);
    expect(refreshed).toBeGreaterThanOrEqual(1);
    expect(seeded).toContain(tenant.id);
    expect(await count(t.app.db, 'menus', tenant.id)).toBe(full);
    const restored = await t.app.db
      .selectFrom('menus as m')
      .innerJoin('menus as p', (j) => j.onRef('p.tenantId', '=', 'm.tenantId').onRef('p.id', '=', 'm.parentId'))
      .select('p.alias')
      .where('m.tenantId', '=', tenant.id)
      .where('m.alias', '=', 'dorm_change')
      .executeTakeFirstOrThrow();
    expect(restored.alias).toBe('grp_dorm');
    const grants = await t.app.db
      .selectFrom('menuRoles as mr')
      .innerJoin('menus as m', (j) => j.onRef('m.tenantId', '=', 'mr.tenantId').onRef('m.id', '=', 'mr.menuId'))
      .innerJoin('roles as r', (j) => j.onRef('r.tenantId', '=', 'mr.tenantId').onRef('r.id', '=', 'mr.roleId'))
      .select('r.alias')
      .where('m.tenantId', '=', tenant.id)
      .where('m.alias', '=', 'dorm_change')
      .execute();
    expect(grants.map((g) => g.alias)).toEqual(['student']);
    const icon = await t.app.db
      .selectFrom('menus')
      .select('icon')
      .where('tenantId', '=', tenant.id)
      .where('alias', '=', 'dorm_my')
      .executeTakeFirstOrThrow();
    expect(icon.icon).toBe('bed');
    const setting = await t.app.db
      .selectFrom('sysConfigs')
      .select('value')
      .where('tenantId', '=', tenant.id)
      .where('code', '=', 'encrypt_express')
      .executeTakeFirst();
    expect(setting?.value).toBe('0');
  });
});
