import { type Kysely, sql } from 'kysely';

// 新生咨询 (modules/onboarding, consulting-*.ts): a new student's questions and their thread of answers and
// follow-ups. A question belongs to an onboarding student (so staff scope works by the student's class /
// college); status waiting → answered → (follow-up) waiting … → closed. Keys lead with tenant_id.
// biome-ignore lint/suspicious/noExplicitAny: migrations run before the typed schema exists.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table onboarding_questions (
      tenant_id uuid not null,
      id uuid not null,
      user_id uuid not null,
      category text not null,
      content text not null,
      photos jsonb not null default '[]',
      status text not null default 'waiting' check (status in ('waiting', 'answered', 'closed')),
      replies integer not null default 0,
      created_at timestamptz not null,
      updated_at timestamptz not null,
      closed_by uuid,
      primary key (tenant_id, id),
      foreign key (tenant_id, user_id) references onboarding_students(tenant_id, user_id)
    );
    create index onboarding_questions_mine on onboarding_questions (tenant_id, user_id, updated_at desc);
    create index onboarding_questions_status on onboarding_questions (tenant_id, status, updated_at);

    create table onboarding_question_replies (
      tenant_id uuid not null,
      id uuid not null,
      question_id uuid not null,
      author_id uuid not null,
      from_staff boolean not null,
      content text not null,
      created_at timestamptz not null,
      primary key (tenant_id, id),
      foreign key (tenant_id, question_id) references onboarding_questions(tenant_id, id),
      foreign key (tenant_id, author_id) references users(tenant_id, id)
    );
    create index onboarding_question_replies_thread on onboarding_question_replies (tenant_id, question_id, created_at);
  `.execute(db);
}
