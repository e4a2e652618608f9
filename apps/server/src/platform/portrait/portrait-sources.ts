import { type PortraitCardKey, type PortraitPoint, portraitCardKeys } from '@campusflow/contracts';
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';

// The portrait draws each card from the module that owns the data. The platform never imports a
// module (architecture.md §1), so a module hands its source over: `portraitCards` on its
// ModuleDefinition, which app.ts registers here at start-up. A card without a source answers
// available: false and the page shows its empty state.

/**
 * A card's figures for one student. `now` is the request's instant (the app's clock), so a card
 * that counts "the last 30 days" agrees with the rest of the page and tests can fix the date. The
 * route has already checked that the caller may see the student; a source only reads its own rows
 * of `tenantId`.
 */
export type PortraitCardSource = (db: Db, tenantId: string, studentId: string, now: Date) => Promise<PortraitPoint[]>;

/** My requests by state, from the workflow engine's instances (the platform's own card). */
const requestsSource: PortraitCardSource = async (db, tenantId, studentId) => {
  const rows = await sql<{ status: string; n: number }>`
    select status, count(*)::int as n from wf_instances
    where tenant_id = ${tenantId} and starter_id = ${studentId} group by status order by status`.execute(db);
  return rows.rows.map((r) => ({ label: r.status, value: Number(r.n) }));
};

const sources = new Map<PortraitCardKey, PortraitCardSource>([['requests', requestsSource]]);

/** Called by app.ts for each module's `portraitCards`; a later registration of a key replaces it. */
export function registerPortraitSource(key: PortraitCardKey, source: PortraitCardSource): void {
  sources.set(key, source);
}

export function portraitSource(key: PortraitCardKey): PortraitCardSource | undefined {
  return sources.get(key);
}

/** A module's `portraitCards` at once (app.ts). */
export function registerPortraitCards(cards: Readonly<Partial<Record<PortraitCardKey, PortraitCardSource>>>): void {
  for (const key of portraitCardKeys) {
    const source = cards[key];
    if (source) registerPortraitSource(key, source);
  }
}
