import { type Kysely, sql } from 'kysely';

// 文明宿舍 (Model room) as a stored award: one row per room and term, proposed by the dorm office from
// the term's hygiene ranking, then published (final). The unique key keeps a room to one award a term.
// biome-ignore lint/suspicious/noExplicitAny: migrations run before the typed schema exists.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table dorm_room_awards (
      tenant_id uuid not null,
      id uuid not null,
      term text not null,
      room_id uuid not null,
      status text not null default 'proposed' check (status in ('proposed', 'published')),
      average numeric(5, 1),
      rank integer,
      note text not null default '',
      proposer_id uuid not null,
      proposed_at timestamptz not null,
      publisher_id uuid,
      published_at timestamptz,
      primary key (tenant_id, id),
      unique (tenant_id, term, room_id),
      foreign key (tenant_id, room_id) references dorm_rooms(tenant_id, id),
      foreign key (tenant_id, proposer_id) references users(tenant_id, id),
      foreign key (tenant_id, publisher_id) references users(tenant_id, id)
    );
    create index dorm_room_awards_room on dorm_room_awards (tenant_id, room_id, term);
  `.execute(db);
}
