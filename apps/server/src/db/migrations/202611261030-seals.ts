import { type Kysely, sql } from 'kysely';

// Seal use (modules/seals). The approval lives in the workflow engine (wf_instances); this row holds
// what the lists need and the recorded use. Keys lead with tenant_id.
// biome-ignore lint/suspicious/noExplicitAny: migrations run before the typed schema exists.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table seal_applications (
      tenant_id uuid not null,
      id uuid not null,
      instance_id uuid not null,
      applicant_id uuid not null,
      seal_type text not null,
      purpose text not null,
      copies int not null check (copies between 1 and 50),
      attachments jsonb not null default '[]',
      used_at timestamptz,
      used_by uuid,
      use_remark text not null default '',
      created_at timestamptz not null,
      updated_at timestamptz not null,
      primary key (tenant_id, id),
      unique (tenant_id, instance_id),
      foreign key (tenant_id, applicant_id) references users(tenant_id, id),
      foreign key (tenant_id, used_by) references users(tenant_id, id),
      foreign key (tenant_id, instance_id) references wf_instances(tenant_id, id)
    );
    create index seal_applications_applicant on seal_applications (tenant_id, applicant_id, created_at desc);
  `.execute(db);
}
