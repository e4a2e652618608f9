import type { Db } from '../db/database.ts';

/** What the account area needs of a user; the row lives in the user's home tenant. */
export type AccountUser = {
  id: string;
  homeTenantId: string;
  account: string;
  passwordHash: string | null;
  status: 'active' | 'inactive' | 'disabled';
  language: string | null;
  mobile: string | null;
  mobileVerified: boolean;
  email: string | null;
  emailVerified: boolean;
};

function accountUsers(db: Db, tenantId: string) {
  return db
    .selectFrom('tenantMembers as m')
    .innerJoin('users as u', (j) => j.onRef('u.tenantId', '=', 'm.homeTenantId').onRef('u.id', '=', 'm.userId'))
    .select([
      'u.id',
      'm.homeTenantId',
      'u.account',
      'u.passwordHash',
      'u.status',
      'u.language',
      'u.mobile',
      'u.mobileVerified',
      'u.email',
      'u.emailVerified',
    ])
    .where('m.tenantId', '=', tenantId);
}

/** The logged-in user, in the tenant of their session. */
export async function loadAccountUser(db: Db, tenantId: string, userId: string): Promise<AccountUser | undefined> {
  return accountUsers(db, tenantId).where('u.id', '=', userId).executeTakeFirst();
}

/** An account name in a tenant: the tenant's own user wins over a member from another tenant (as at login). */
export async function findAccountUser(
  db: Db,
  tenantId: string,
  accountLower: string,
): Promise<AccountUser | undefined> {
  const rows = await accountUsers(db, tenantId).where('u.accountLower', '=', accountLower).execute();
  return rows.find((r) => r.homeTenantId === tenantId) ?? (rows.length === 1 ? rows[0] : undefined);
}

export function normaliseAccount(account: string): string {
  return account.trim().toLowerCase();
}
