import { publicSysConfigCodes } from '@campusflow/contracts';
import type { Db } from '../db/database.ts';
import type { Clock } from '../http/clock.ts';
import { publicSysConfigs } from '../sys-config/sys-config.service.ts';

/**
 * Whether a tenant requires encrypted bodies (its encrypt_express is '1', spec §4), cached per instance so
 * a POST costs no extra query; a change shows up within `ttlMs`.
 */
export function createTenantRequirement(db: Db, clock: Clock, ttlMs = 10_000) {
  const cache = new Map<string, { required: boolean; until: number }>();
  return async function requiresEncryption(tenantId: string): Promise<boolean> {
    const now = clock.now().getTime();
    const hit = cache.get(tenantId);
    if (hit && hit.until > now) return hit.required;
    const [entry] = await publicSysConfigs(db, tenantId, [publicSysConfigCodes.encryptExpress]);
    const required = entry?.value === '1';
    cache.set(tenantId, { required, until: now + ttlMs });
    return required;
  };
}
