import { type PasswordPolicy, resolvePasswordPolicy } from '@campusflow/contracts';
import type { Tenant, TenantPolicy } from '../db/tables.ts';

/** The tenant policy switches this area reads, on top of the platform's TenantPolicy. */
export type AccountPolicy = TenantPolicy & {
  /** Self sign-up (`POST /user/register`); off by default. */
  selfRegistration?: boolean;
  /** Signed-up accounts may log in at once; otherwise an administrator activates them (default). */
  selfRegistrationActive?: boolean;
  /** Spec §5's configurable classes; never weaker than security-requirements.md B2. */
  passwordPolicy?: Partial<PasswordPolicy>;
};

type PolicyHolder = Pick<Tenant, 'policy'>;

export function accountPolicy(tenant: PolicyHolder): AccountPolicy {
  return (tenant.policy ?? {}) as AccountPolicy;
}

export function passwordPolicyFor(tenant: PolicyHolder): PasswordPolicy {
  const p = accountPolicy(tenant);
  return resolvePasswordPolicy({
    ...p.passwordPolicy,
    ...(p.minPasswordLength ? { minLength: p.minPasswordLength } : {}),
  });
}

/** Words a guesser tries first at this school: its code, its names and the product's name (B2). */
export function contextWordsFor(tenant: Pick<Tenant, 'code' | 'name'>): string[] {
  return [tenant.code, ...Object.values(tenant.name ?? {}), 'campusflow'];
}

/**
 * Which forgotten-password paths the tenant offers. Codes by SMS and e-mail are on unless switched
 * off; security questions are off unless switched on (ASVS 5.0 6.4.2, security-requirements.md §5.1).
 */
export function recoveryOptions(tenant: PolicyHolder) {
  const p = accountPolicy(tenant);
  return {
    question: p.securityQuestionRecovery === true,
    sms: p.smsRecovery !== false,
    email: p.emailRecovery !== false,
  };
}
