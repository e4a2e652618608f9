import type { FastifyInstance, FastifyRequest } from 'fastify';
import { checkCaptcha } from '../auth/captcha.ts';
import { resolveLoginTenant } from '../auth/credentials.ts';
import { hashPassword } from '../auth/passwords.ts';
import { newId } from '../db/ids.ts';
import { AppError } from '../http/app-error.ts';
import { recordAccountEvent } from './account-audit.ts';
import { accountPolicy } from './account-policy.ts';
import { findAccountUser, normaliseAccount } from './account-users.ts';
import { assertNewPassword } from './password-change.ts';

export type RegisterValues = {
  account: string;
  password: string;
  repeatPassword: string;
  name: string;
  mobile?: string | undefined;
  email?: string | undefined;
  tenantCode?: string | undefined;
  captcha: string;
  requestId: string;
};

/**
 * `POST /user/register` (spec §7, no token): self sign-up, only where the tenant policy opens it
 * (off by default). The captcha is checked first; the new account has no role (an administrator
 * grants one) and, unless the tenant says otherwise, must be activated before it can log in.
 * "Username taken" is unavoidable here; the captcha and the per-IP limit keep it from being a cheap
 * enumeration oracle.
 */
export async function registerAccount(
  app: FastifyInstance,
  request: FastifyRequest,
  input: RegisterValues,
  tenantHeader: string | undefined,
) {
  const tenant = await resolveLoginTenant(app, input.tenantCode, tenantHeader);
  const policy = accountPolicy(tenant);
  if (policy.selfRegistration !== true) throw new AppError('REGISTRATION_CLOSED');
  const now = app.clock.now();
  await checkCaptcha(app.db, input.requestId, input.captcha, now);
  assertNewPassword(
    tenant,
    input.account,
    { newPassword: input.password, repeatPassword: input.repeatPassword },
    request.locale,
  );
  const accountLower = normaliseAccount(input.account);
  if (await findAccountUser(app.db, tenant.id, accountLower)) throw new AppError('ACCOUNT_EXISTS');
  const passwordHash = await hashPassword(input.password);
  const active = policy.selfRegistrationActive === true;
  const id = newId(now.getTime());
  try {
    await app.db.transaction().execute(async (trx) => {
      await trx
        .insertInto('users')
        .values({
          tenantId: tenant.id,
          id,
          account: input.account.trim(),
          accountLower,
          passwordHash,
          status: active ? 'active' : 'inactive',
          language: request.locale,
          // Contact details typed at sign-up are not verified: no code is ever sent to them (B7).
          mobile: input.mobile ?? null,
          mobileVerified: false,
          email: input.email ?? null,
          emailVerified: false,
          expiresAt: null,
          passwordChangedAt: now,
          initialPasswordExpiresAt: null,
          lastFailureAt: null,
          lockedUntil: null,
          createdAt: now,
          updatedAt: now,
        })
        .execute();
      await trx
        .insertInto('employees')
        .values({ tenantId: tenant.id, userId: id, name: input.name, code: null, gender: null, orgId: null })
        .execute();
      await trx
        .insertInto('tenantMembers')
        .values({ tenantId: tenant.id, userId: id, homeTenantId: tenant.id })
        .execute();
    });
  } catch (error) {
    // Two sign-ups for one name at once: the unique key (tenant, account) decides.
    if ((error as { code?: string }).code === '23505') throw new AppError('ACCOUNT_EXISTS');
    throw error;
  }
  await recordAccountEvent(app.db, request.log, {
    event: 'account.register',
    tenantId: tenant.id,
    actorUserId: id,
    targetUserId: id,
    ip: request.ip,
    at: now,
    details: { active },
  });
  return { account: input.account.trim(), active };
}
