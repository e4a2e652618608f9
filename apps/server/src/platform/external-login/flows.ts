import { randomBytes } from 'node:crypto';
import { hashToken, safeEqual } from '../auth/token-crypto.ts';
import type { Db } from '../db/database.ts';
import { AppError } from '../http/app-error.ts';
import { xlDb } from './external-login.tables.ts';

/** D2: the state lives 10 minutes (derived figure), is single use and bound to the starting tab. */
export const flowTtlSeconds = 600;
/** A bind ticket lives as long as a password login may take. */
export const bindTicketTtlSeconds = 600;

/** 256 random bits as hex: fits WeChat's `[a-zA-Z0-9]{,128}` state rule and every other provider's. */
export function randomHex(): string {
  return randomBytes(32).toString('hex');
}

export type FlowStart = {
  tenantId: string;
  providerId: string;
  redirectUri: string;
  nonce?: string | null;
  codeVerifier?: string | null;
};

/**
 * Opens a redirect flow. `state` travels through the provider; `binding` stays in the tab that started
 * the flow (sessionStorage) and must come back with the callback, so a callback URL planted in another
 * browser (login CSRF) cannot finish the flow.
 */
export async function startFlow(db: Db, start: FlowStart, now: Date) {
  const state = randomHex();
  const binding = randomHex();
  await xlDb(db)
    .insertInto('externalLoginFlows')
    .values({
      stateHash: hashToken(state),
      tenantId: start.tenantId,
      providerId: start.providerId,
      bindingHash: hashToken(binding),
      nonce: start.nonce ?? null,
      codeVerifier: start.codeVerifier ?? null,
      redirectUri: start.redirectUri,
      expiresAt: new Date(now.getTime() + flowTtlSeconds * 1000),
      consumedAt: null,
    })
    .execute();
  return { state, binding };
}

export type Flow = {
  tenantId: string;
  providerId: string;
  nonce: string | null;
  codeVerifier: string | null;
  redirectUri: string;
  state: string;
};

/** Claims a flow once: replayed, expired, unknown or unbound states all answer 6020161. */
export async function consumeFlow(db: Db, state: string, binding: string, now: Date): Promise<Flow> {
  const row = await xlDb(db)
    .updateTable('externalLoginFlows')
    .set({ consumedAt: now })
    .where('stateHash', '=', hashToken(state))
    .where('consumedAt', 'is', null)
    .returningAll()
    .executeTakeFirst();
  if (!row || row.expiresAt.getTime() <= now.getTime() || !safeEqual(row.bindingHash, hashToken(binding))) {
    throw new AppError('EXTERNAL_STATE_INVALID');
  }
  return {
    tenantId: row.tenantId,
    providerId: row.providerId,
    nonce: row.nonce,
    codeVerifier: row.codeVerifier,
    redirectUri: row.redirectUri,
    state,
  };
}

export async function pruneFlows(db: Db, now: Date): Promise<void> {
  await xlDb(db).deleteFrom('externalLoginFlows').where('expiresAt', '<', now).execute();
  await xlDb(db).deleteFrom('externalBindTickets').where('expiresAt', '<', now).execute();
  await xlDb(db).deleteFrom('externalLoginSessions').where('expiresAt', '<', now).execute();
}
