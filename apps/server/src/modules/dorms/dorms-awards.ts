import {
  type DormAwardCandidate,
  type DormAwardProposeBody,
  type DormAwardRow,
  type DormAwardStats,
  type DormAwardStatus,
  type ListResult,
  termRange,
} from '@campusflow/contracts';
import { type SqlBool, sql } from 'kysely';
import type { AuthContext } from '../../platform/auth/auth-context.ts';
import { pageResult } from '../../platform/data-templates/list-sql.ts';
import type { Db } from '../../platform/db/database.ts';
import { newId } from '../../platform/db/ids.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { openStay, placeOfBed } from './dorms.service.ts';
import { inspectionRanking } from './dorms-hygiene.ts';

// 文明宿舍 (Model room) awards, ssgl: the dorm office proposes rooms of a term from that term's hygiene
// ranking (average and rank are kept with the proposal, so later inspections do not rewrite history),
// may withdraw a proposal while reviewing, then publishes the term's proposals at once. Published is
// final. Students see their room's published awards as a badge. Every query is per tenant.

function rangeOf(term: string): { from: string; to: string } {
  const range = termRange(term);
  if (!range) throw new AppError('DORM_AWARD_TERM_INVALID');
  return range;
}

const rowColumns = sql`a.id, a.term, a.room_id as "roomId", g.id as "buildingId",
  g.name || ' ' || r.room_no as "roomLabel", a.average::float as average, a.rank, a.status, a.note,
  a.proposed_at as "proposedAt", a.published_at as "publishedAt"`;
const rowFrom = sql`dorm_room_awards a
  join dorm_rooms r on r.tenant_id = a.tenant_id and r.id = a.room_id
  join dorm_buildings g on g.tenant_id = r.tenant_id and g.id = r.building_id`;

type RawRow = Omit<DormAwardRow, 'proposedAt' | 'publishedAt'> & {
  proposedAt: Date | string;
  publishedAt: Date | string | null;
};
const toRow = (r: RawRow): DormAwardRow => ({
  ...r,
  proposedAt: new Date(r.proposedAt).toISOString(),
  publishedAt: r.publishedAt ? new Date(r.publishedAt).toISOString() : null,
});

export async function listAwards(
  db: Db,
  tenantId: string,
  f: {
    term?: string | undefined;
    status?: DormAwardStatus | undefined;
    buildingId?: string | undefined;
    pageNo: number;
    limit: number;
  },
): Promise<ListResult<DormAwardRow>> {
  const where = sql<SqlBool>`a.tenant_id = ${tenantId}
    ${f.term ? sql`and a.term = ${f.term}` : sql``}
    ${f.status ? sql`and a.status = ${f.status}` : sql``}
    ${f.buildingId ? sql`and g.id = ${f.buildingId}` : sql``}`;
  const [rows, count] = await Promise.all([
    sql<RawRow>`select ${rowColumns} from ${rowFrom} where ${where}
      order by a.term desc, a.rank nulls last, g.sort, r.room_no
      limit ${f.limit} offset ${(f.pageNo - 1) * f.limit}`.execute(db),
    sql<{ n: number }>`select count(*)::int as n from ${rowFrom} where ${where}`.execute(db),
  ]);
  return {
    dataResult: rows.rows.map(toRow),
    pageResult: pageResult(f.pageNo, f.limit, Number(count.rows[0]?.n ?? 0)),
  };
}

/** The term's hygiene ranking with each room's award status (null: not proposed yet). */
export async function awardCandidates(db: Db, tenantId: string, term: string): Promise<DormAwardCandidate[]> {
  const ranking = await inspectionRanking(db, tenantId, rangeOf(term));
  const awarded = await sql<{ roomId: string; status: DormAwardStatus }>`select room_id as "roomId", status
    from dorm_room_awards where tenant_id = ${tenantId} and term = ${term}`.execute(db);
  const status = new Map(awarded.rows.map((a) => [a.roomId, a.status]));
  return ranking.map((r) => ({ ...r, status: status.get(r.roomId) ?? null }));
}

function isUnique(error: unknown): boolean {
  return (error as { code?: string } | null)?.code === '23505';
}

/** One transaction: every room of the tenant, none proposed this term yet, or nothing is written. */
export async function proposeAwards(db: Db, auth: AuthContext, body: DormAwardProposeBody, now: Date) {
  const roomIds = [...new Set(body.roomIds)];
  const ranking = new Map(
    (await inspectionRanking(db, auth.tenantId, rangeOf(body.term))).map((r) => [r.roomId, r] as const),
  );
  const rooms = await sql<{ id: string }>`select id from dorm_rooms
    where tenant_id = ${auth.tenantId} and id in (${sql.join(roomIds)})`.execute(db);
  if (rooms.rows.length !== roomIds.length) throw new AppError('DORM_ROOM_NOT_FOUND');
  const ids: string[] = [];
  try {
    await db.transaction().execute(async (trx) => {
      for (const roomId of roomIds) {
        const id = newId(now.getTime());
        const rank = ranking.get(roomId);
        await sql`insert into dorm_room_awards
            (tenant_id, id, term, room_id, status, average, rank, note, proposer_id, proposed_at)
          values (${auth.tenantId}, ${id}, ${body.term}, ${roomId}, 'proposed', ${rank?.average ?? null},
            ${rank?.rank ?? null}, ${body.note ?? ''}, ${auth.userId}, ${now})`.execute(trx);
        ids.push(id);
      }
    });
  } catch (error) {
    if (isUnique(error)) throw new AppError('DORM_AWARD_EXISTS');
    throw error;
  }
  return { ids };
}

/** While reviewing: a proposal is taken back; a published award is final. */
export async function withdrawAward(db: Db, tenantId: string, id: string) {
  const removed = await sql`delete from dorm_room_awards
    where tenant_id = ${tenantId} and id = ${id} and status = 'proposed'`.execute(db);
  if (Number(removed.numAffectedRows ?? 0) > 0) return;
  const left = await sql<{ status: string }>`select status from dorm_room_awards
    where tenant_id = ${tenantId} and id = ${id}`.execute(db);
  throw new AppError(left.rows.length > 0 ? 'DORM_AWARD_PUBLISHED' : 'DORM_AWARD_NOT_FOUND');
}

/** Every proposal of the term becomes an award in one statement. */
export async function publishAwards(db: Db, auth: AuthContext, term: string, now: Date) {
  rangeOf(term);
  const done = await sql`update dorm_room_awards
    set status = 'published', publisher_id = ${auth.userId}, published_at = ${now}
    where tenant_id = ${auth.tenantId} and term = ${term} and status = 'proposed'`.execute(db);
  const published = Number(done.numAffectedRows ?? 0);
  if (published === 0) throw new AppError('DORM_AWARD_NONE_PROPOSED');
  return { published };
}

export async function awardStats(db: Db, tenantId: string, term: string): Promise<DormAwardStats> {
  rangeOf(term);
  const rows = await sql<DormAwardStats[number]>`select g.id as "buildingId", g.name as "buildingName",
      count(*) filter (where a.status = 'proposed')::int as proposed,
      count(*) filter (where a.status = 'published')::int as published
    from ${rowFrom} where a.tenant_id = ${tenantId} and a.term = ${term}
    group by g.id, g.name, g.sort order by g.sort`.execute(db);
  return rows.rows;
}

/** The published awards of the student's current room (none when not housed). */
export async function myAwards(db: Db, auth: AuthContext): Promise<DormAwardRow[]> {
  const stay = await openStay(db, auth.tenantId, auth.userId);
  const place = stay ? await placeOfBed(db, auth.tenantId, stay.bedId) : undefined;
  if (!place) return [];
  const rows = await sql<RawRow>`select ${rowColumns} from ${rowFrom}
    where a.tenant_id = ${auth.tenantId} and a.room_id = ${place.roomId} and a.status = 'published'
    order by a.term desc`.execute(db);
  return rows.rows.map(toRow);
}
