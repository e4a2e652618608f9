import {
  checkPassword,
  defaultPasswordPolicy,
  type Locale,
  passwordProblemMessage,
  type RegisteredTenant,
  type TenantRegistrationInput,
} from '@campusflow/contracts';
import { hashPassword } from '../auth/passwords.ts';
import type { Db } from '../db/database.ts';
import { newId } from '../db/ids.ts';
import { AppError } from '../http/app-error.ts';
import { seedNewTenant, type TenantSeeder } from './tenant-seeding.ts';

export type { RegisteredTenant } from '@campusflow/contracts';

function isUniqueViolation(error: unknown): boolean {
  return (error as { code?: string } | null)?.code === '23505';
}

/**
 * Creates a tenant completely, in one transaction: the tenant row, everything seedNewTenant seeds
 * (platform defaults, menus, settings, module seeders), a school org and its administrator holding
 * tenantAdmin. A taken code answers 6020151, a weak password 6020120, and nothing is left behind.
 */
export async function registerTenant(
  db: Db,
  input: TenantRegistrationInput,
  moduleSeeders: readonly TenantSeeder[],
  context: { locale: Locale; now: Date; ip: string | null },
): Promise<RegisteredTenant> {
  const problems = checkPassword(input.password, defaultPasswordPolicy, {
    account: input.account,
    words: [input.tenantCode, input.tenantName, input.tenantNameEn],
  });
  if (problems.length > 0) {
    throw new AppError('PASSWORD_POLICY', problems.map((p) => passwordProblemMessage(p, context.locale)).join('; '), {
      variables: { problems },
    });
  }
  const taken = await db.selectFrom('tenants').select('id').where('code', '=', input.tenantCode).executeTakeFirst();
  if (taken) throw new AppError('TENANT_CODE_TAKEN');
  // Hashing takes ~20 ms: done before the transaction so it holds no connection meanwhile.
  const passwordHash = await hashPassword(input.password);
  const tenantId = newId();
  const userId = newId();
  const english = input.tenantNameEn ?? input.tenantName;
  try {
    await db.transaction().execute(async (trx) => {
      await trx
        .insertInto('tenants')
        .values({
          id: tenantId,
          code: input.tenantCode,
          name: JSON.stringify({
            'zh-CN': input.tenantName,
            'zh-TW': input.tenantName,
            'en-US': english,
            'ja-JP': input.tenantName,
          }),
          designTenantId: null,
          policy: JSON.stringify({}),
          createdAt: context.now,
        })
        .execute();
      const { roleIds } = await seedNewTenant(trx, tenantId, moduleSeeders);
      const schoolId = newId();
      await trx
        .insertInto('orgs')
        .values({
          tenantId,
          id: schoolId,
          parentId: null,
          kind: 'school',
          code: input.tenantCode.toUpperCase(),
          name: input.tenantName,
        })
        .execute();
      await trx
        .insertInto('users')
        .values({
          tenantId,
          id: userId,
          account: input.account,
          accountLower: input.account.toLowerCase(),
          passwordHash,
          language: input.language ?? null,
          mobile: input.mobile ?? null,
          email: input.email ?? null,
          expiresAt: null,
          initialPasswordExpiresAt: null,
          lastFailureAt: null,
          lockedUntil: null,
          passwordChangedAt: context.now,
          createdAt: context.now,
          updatedAt: context.now,
        })
        .execute();
      await trx
        .insertInto('employees')
        .values({ tenantId, userId, name: input.adminName, code: input.account, gender: null, orgId: schoolId })
        .execute();
      await trx.insertInto('tenantMembers').values({ tenantId, userId, homeTenantId: tenantId }).execute();
      await trx.insertInto('userRoles').values({ tenantId, userId, roleId: roleIds.tenantAdmin }).execute();
      await trx
        .insertInto('auditEvents')
        .values({
          id: newId(),
          tenantId,
          at: context.now,
          event: 'tenant.registered',
          actorUserId: userId,
          targetUserId: userId,
          ip: context.ip,
          details: JSON.stringify({ tenantCode: input.tenantCode }),
        })
        .execute();
    });
  } catch (error) {
    // Two registrations of one code at once: the unique index decides, the loser sees the same answer.
    if (isUniqueViolation(error)) throw new AppError('TENANT_CODE_TAKEN');
    throw error;
  }
  return { tenantId, tenantCode: input.tenantCode, userId, account: input.account };
}
