import type { TestApp } from '../../../testing/test-app.ts';
import type { AuthContext } from '../../auth/auth-context.ts';
import { createSession } from '../../auth/sessions.ts';

// Until testing/login.ts (loginAs) lands, these tests open a session the way the login flow does
// (createSession) and use the real token check of the API guard.

export type TestSession = { token: string; auth: AuthContext; headers: Record<string, string> };

export async function sessionFor(
  testApp: TestApp,
  account: string,
  options: { tenantCode?: string; role?: string } = {},
): Promise<TestSession> {
  const db = testApp.app.db;
  const tenant = await db
    .selectFrom('tenants')
    .select('id')
    .where('code', '=', options.tenantCode ?? 'demo')
    .executeTakeFirstOrThrow();
  const user = await db
    .selectFrom('tenantMembers as m')
    .innerJoin('users as u', (j) => j.onRef('u.tenantId', '=', 'm.homeTenantId').onRef('u.id', '=', 'm.userId'))
    .select(['u.id', 'u.isSuper'])
    .where('m.tenantId', '=', tenant.id)
    .where('u.accountLower', '=', account.toLowerCase())
    .executeTakeFirstOrThrow();
  let roleQuery = db
    .selectFrom('userRoles as ur')
    .innerJoin('roles as r', (j) => j.onRef('r.tenantId', '=', 'ur.tenantId').onRef('r.id', '=', 'ur.roleId'))
    .select(['r.id', 'r.alias'])
    .where('ur.tenantId', '=', tenant.id)
    .where('ur.userId', '=', user.id)
    .orderBy('r.sort');
  if (options.role) roleQuery = roleQuery.where('r.alias', '=', options.role);
  const role = await roleQuery.executeTakeFirst();
  const tokens = await createSession(
    db,
    testApp.app.config,
    {
      tenantId: tenant.id,
      userId: user.id,
      clientId: 'campusflow-web',
      roleId: role?.id ?? null,
      allRoles: false,
      actorUserId: null,
      parentSessionId: null,
      restricted: null,
      ip: null,
      userAgent: null,
    },
    testApp.clock.now(),
  );
  const auth: AuthContext = {
    tenantId: tenant.id,
    userId: user.id,
    sessionId: tokens.sessionId,
    clientId: 'campusflow-web',
    account,
    isSuper: user.isSuper,
    roleId: role?.id ?? null,
    roleAlias: role?.alias ?? null,
    allRoles: false,
    actorUserId: null,
    restricted: null,
  };
  return { token: tokens.accessToken, auth, headers: { 'x-authorization-access-token': tokens.accessToken } };
}
