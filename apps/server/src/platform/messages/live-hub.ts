import type { Locale } from '@campusflow/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/database.ts';
import type { Clock } from '../http/clock.ts';
import type { LiveBus, LiveSignal } from './live-bus.ts';
import { toMessageView } from './message-view.ts';
import { lastSeq, messagesAfter, messagesAfterMany, unreadCount, unreadCounts } from './messages.repository.ts';
import type { MessageRow } from './messages.service.ts';
import { eventFrame } from './sse.ts';

/** One open event stream of one user on this instance. */
export type StreamConnection = {
  tenantId: string;
  userId: string;
  sessionId: string;
  locale: Locale;
  /** The highest message number this stream has sent (its client's Last-Event-ID). */
  lastSeq: number;
  ready: boolean;
  /** A signal came while the catch-up ran: look again once ready. */
  missed: boolean;
  openedAt: number;
  write: (frame: string) => void;
  end: () => void;
};

export type OpenStream = Omit<StreamConnection, 'lastSeq' | 'ready' | 'missed' | 'openedAt'> & {
  lastEventId: number | null;
};

export const liveLimits = {
  streamsPerUser: 10,
  catchUpMax: 500,
  heartbeatMs: 25_000,
  /** Sessions ended by logout or expiry lose their streams within this time. */
  sessionCheckMs: 60_000,
  /** Safety net for messages written without a signal (a caller that did not publish). */
  sweepMs: 15_000,
} as const;

/**
 * Holds the streams of this instance and feeds them. Signals (from this instance or, through Redis,
 * from others) name the users concerned; the hub then reads "messages after what each stream has"
 * from the database, so a lost or early signal delays an event but never loses it.
 */
export class LiveHub {
  private readonly tenants = new Map<string, Map<string, Set<StreamConnection>>>();
  private readonly timers: NodeJS.Timeout[] = [];
  private closed = false;

  constructor(
    private readonly db: Db,
    readonly bus: LiveBus,
    private readonly clock: Clock,
    private readonly log: FastifyBaseLogger,
  ) {
    bus.subscribe((signal) => {
      this.onSignal(signal).catch((error: unknown) => this.log.error({ err: error }, 'live signal failed'));
    });
    const every = (ms: number, task: () => Promise<void> | void) => {
      const timer = setInterval(() => {
        Promise.resolve(task()).catch((error: unknown) => this.log.error({ err: error }, 'live hub task failed'));
      }, ms);
      timer.unref();
      this.timers.push(timer);
    };
    every(liveLimits.heartbeatMs, () => this.heartbeat());
    every(liveLimits.sessionCheckMs, () => this.checkSessions());
    every(liveLimits.sweepMs, () => this.sweep());
  }

  get size(): number {
    let n = 0;
    for (const users of this.tenants.values()) for (const set of users.values()) n += set.size;
    return n;
  }

  async publish(signal: LiveSignal): Promise<void> {
    try {
      await this.bus.publish(signal);
    } catch (error) {
      // The stream sweep still delivers within liveLimits.sweepMs.
      this.log.warn({ err: error }, 'live signal not published');
    }
  }

  /** Registers a stream, sends what it missed since Last-Event-ID (or a baseline), then goes live. */
  async open(params: OpenStream): Promise<StreamConnection> {
    const { lastEventId, ...rest } = params;
    const conn: StreamConnection = {
      ...rest,
      lastSeq: lastEventId ?? 0,
      ready: false,
      missed: false,
      openedAt: this.clock.now().getTime(),
    };
    const users = this.tenants.get(conn.tenantId) ?? new Map<string, Set<StreamConnection>>();
    this.tenants.set(conn.tenantId, users);
    const set = users.get(conn.userId) ?? new Set<StreamConnection>();
    users.set(conn.userId, set);
    set.add(conn);
    if (set.size > liveLimits.streamsPerUser) {
      const oldest = [...set].sort((a, b) => a.openedAt - b.openedAt)[0];
      if (oldest && oldest !== conn) this.close(oldest);
    }
    if (lastEventId === null) {
      conn.lastSeq = await lastSeq(this.db, conn.tenantId, conn.userId);
    } else {
      const rows = await messagesAfter(this.db, conn.tenantId, conn.userId, lastEventId, liveLimits.catchUpMax + 1);
      if (rows.length > liveLimits.catchUpMax) {
        // Too much missed: the client reloads its lists instead of replaying hundreds of events.
        conn.lastSeq = await lastSeq(this.db, conn.tenantId, conn.userId);
        conn.write(eventFrame('reset', { lastSeq: conn.lastSeq }, conn.lastSeq));
      } else {
        for (const row of rows) this.send(conn, row);
      }
    }
    const unread = await unreadCount(this.db, conn.tenantId, conn.userId);
    conn.write(eventFrame('ready', { unread, lastSeq: conn.lastSeq }, conn.lastSeq));
    conn.ready = true;
    if (conn.missed) await this.deliver(conn.tenantId, new Map([[conn.userId, new Set([conn])]]));
    return conn;
  }

  close(conn: StreamConnection): void {
    const users = this.tenants.get(conn.tenantId);
    const set = users?.get(conn.userId);
    if (set?.delete(conn) && set.size === 0) users?.delete(conn.userId);
    if (users && users.size === 0) this.tenants.delete(conn.tenantId);
    conn.end();
  }

  async shutdown(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    for (const timer of this.timers) clearInterval(timer);
    for (const users of [...this.tenants.values()]) {
      for (const set of [...users.values()]) for (const conn of [...set]) this.close(conn);
    }
    await this.bus.close();
  }

  private send(conn: StreamConnection, row: MessageRow): void {
    const seq = Number(row.seq);
    if (seq <= conn.lastSeq) return;
    conn.lastSeq = seq;
    conn.write(eventFrame('message', toMessageView(row, conn.locale), seq));
  }

  private async onSignal(signal: LiveSignal): Promise<void> {
    const users = this.tenants.get(signal.tenantId);
    if (!users || this.closed) return;
    const wanted = signal.userIds ? signal.userIds.filter((id) => users.has(id)) : [...users.keys()];
    if (wanted.length === 0) return;
    const targets = new Map(wanted.map((id) => [id, users.get(id) ?? new Set<StreamConnection>()]));
    if (signal.type === 'counts') {
      // A hint, not the numbers: the to-do count depends on the role a client acts in, so each client
      // re-reads /workbench/home (one call) instead of the hub computing counts for every stream.
      for (const set of targets.values()) {
        for (const conn of set) if (conn.ready) conn.write(eventFrame('counts', { reason: signal.reason }));
      }
      return;
    }
    if (signal.type === 'unread') {
      const counts = await unreadCounts(this.db, signal.tenantId, wanted);
      for (const [userId, set] of targets) {
        for (const conn of set) if (conn.ready) conn.write(eventFrame('unread', { unread: counts.get(userId) ?? 0 }));
      }
      return;
    }
    await this.deliver(signal.tenantId, targets);
  }

  private async deliver(tenantId: string, targets: Map<string, Set<StreamConnection>>): Promise<void> {
    const after = new Map<string, number>();
    for (const [userId, set] of targets) {
      for (const conn of set) {
        if (!conn.ready) {
          conn.missed = true;
          continue;
        }
        after.set(userId, Math.min(after.get(userId) ?? Number.MAX_SAFE_INTEGER, conn.lastSeq));
      }
    }
    const ids = [...after.keys()];
    for (let i = 0; i < ids.length; i += 2000) {
      const part = new Map(ids.slice(i, i + 2000).map((id) => [id, after.get(id) ?? 0]));
      const rows = await messagesAfterMany(this.db, tenantId, part);
      for (const row of rows) {
        for (const conn of targets.get(row.userId) ?? []) if (conn.ready) this.send(conn, row);
      }
    }
  }

  private heartbeat(): void {
    for (const users of this.tenants.values()) {
      for (const set of users.values()) for (const conn of set) conn.write(': ping\n\n');
    }
  }

  private async sweep(): Promise<void> {
    for (const [tenantId, users] of [...this.tenants]) await this.deliver(tenantId, users);
  }

  /** Ends the streams of sessions that were logged out or ran past their absolute limit. */
  private async checkSessions(): Promise<void> {
    const now = this.clock.now();
    for (const [tenantId, users] of [...this.tenants]) {
      const conns = [...users.values()].flatMap((set) => [...set]);
      const ids = [...new Set(conns.map((c) => c.sessionId))];
      const alive = new Set<string>();
      for (let i = 0; i < ids.length; i += 1000) {
        const rows = await this.db
          .selectFrom('sessions')
          .select('id')
          .where('tenantId', '=', tenantId)
          .where('id', 'in', ids.slice(i, i + 1000))
          .where('endedAt', 'is', null)
          .where('absoluteExpiresAt', '>', now)
          .execute();
        for (const r of rows) alive.add(r.id);
      }
      for (const conn of conns) if (!alive.has(conn.sessionId)) this.close(conn);
    }
  }

  /** Test hook: runs the periodic tasks now instead of waiting for their timers. */
  async runMaintenance(): Promise<void> {
    this.heartbeat();
    await this.checkSessions();
    await this.sweep();
  }
}
