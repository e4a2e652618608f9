import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/database.ts';

declare module 'fastify' {
  interface FastifyInstance {
    ipBans: IpBans;
  }
}

const refreshMs = 30_000;

/**
 * Banned addresses are refused before any auth work (A8). The list is small and read on every
 * request, so it is cached and reloaded every 30 s (and at once after a change on this instance).
 */
export class IpBans {
  private banned = new Map<string, number | null>();
  private loadedAt = 0;
  private loading: Promise<void> | null = null;

  constructor(
    private readonly db: Db,
    private readonly now: () => Date,
  ) {}

  async isBanned(ip: string): Promise<boolean> {
    if (Date.now() - this.loadedAt > refreshMs) await this.reload();
    if (!this.banned.has(ip)) return false;
    const until = this.banned.get(ip);
    return until === null || until === undefined || until > this.now().getTime();
  }

  async ban(ip: string, reason: string, expiresAt: Date | null = null): Promise<void> {
    await this.db
      .insertInto('ipBans')
      .values({ ip, reason, expiresAt })
      .onConflict((c) => c.column('ip').doUpdateSet({ reason, expiresAt }))
      .execute();
    await this.reload(true);
  }

  async unban(ip: string): Promise<void> {
    await this.db.deleteFrom('ipBans').where('ip', '=', ip).execute();
    await this.reload(true);
  }

  private reload(force = false): Promise<void> {
    if (this.loading && !force) return this.loading;
    this.loading = (async () => {
      const rows = await this.db.selectFrom('ipBans').select(['ip', 'expiresAt']).execute();
      this.banned = new Map(rows.map((r) => [r.ip, r.expiresAt ? r.expiresAt.getTime() : null]));
      this.loadedAt = Date.now();
      this.loading = null;
    })();
    return this.loading;
  }
}

export const ipBansPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorate('ipBans', new IpBans(app.db, app.clock.now));
  },
  { name: 'ip-bans' },
);
