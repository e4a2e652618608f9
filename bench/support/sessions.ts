import { createSession } from '../../apps/server/src/platform/auth/sessions.ts';
import type { testConfig } from '../../apps/server/src/platform/config/config.ts';
import type { Db } from '../../apps/server/src/platform/db/database.ts';

// Sessions written straight through the platform's createSession: what a login hands out, without
// thousands of argon2id password checks in the bench's setup.

/** An access token for each user under the role `alias`, keyed by user id (in the order given). */
export async function sessionTokens(
  db: Db,
  config: ReturnType<typeof testConfig>,
  tenantId: string,
  userIds: readonly string[],
  alias: string,
  now = new Date(),
): Promise<Map<string, string>> {
  const role = await db
    .selectFrom('roles')
    .select('id')
    .where('tenantId', '=', tenantId)
    .where('alias', '=', alias)
    .executeTakeFirstOrThrow();
  const tokens = new Map<string, string>();
  for (const userId of userIds) {
    const seed = {
      tenantId,
      userId,
      clientId: 'campusflow-web',
      roleId: role.id,
      allRoles: false,
      actorUserId: null,
      parentSessionId: null,
      restricted: null,
      ip: null,
      userAgent: null,
    };
    tokens.set(userId, (await createSession(db, config, seed, now)).accessToken);
  }
  return tokens;
}
