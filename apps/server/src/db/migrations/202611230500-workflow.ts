import { type Kysely, sql } from 'kysely';

// Workflow engine and forms (issue 4 §1, §3): definitions, runtime, history and the side tables of
// the approval screens. Keys lead with tenant_id (architecture.md §2). Open tasks have partial indexes
// because the to-do list is the hottest query of the product.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table form_definitions (
      tenant_id uuid not null references tenants(id),
      id uuid not null,
      key text not null,
      version integer not null,
      name text not null,
      definition jsonb not null,
      is_latest boolean not null default true,
      created_at timestamptz not null default now(),
      primary key (tenant_id, id),
      unique (tenant_id, key, version)
    );

    create table wf_definitions (
      tenant_id uuid not null references tenants(id),
      id uuid not null,
      key text not null,
      version integer not null,
      name text not null,
      category text not null default 'general',
      description text,
      bpmn_xml text not null,
      graph jsonb not null,
      form_key text,
      subject_template text,
      starter_roles jsonb not null default '[]',
      status text not null default 'deployed' check (status in ('deployed', 'disabled')),
      is_latest boolean not null default true,
      sort integer not null default 0,
      created_by uuid,
      created_at timestamptz not null default now(),
      primary key (tenant_id, id),
      unique (tenant_id, key, version)
    );
    create index wf_definitions_latest on wf_definitions (tenant_id, key) where is_latest;

    create table wf_instances (
      tenant_id uuid not null references tenants(id),
      id uuid not null,
      definition_id uuid not null,
      def_key text not null,
      subject text not null,
      business_key text,
      status text not null check (status in ('running', 'end', 'manualend', 'suspend')),
      result text check (result in ('approved', 'rejected', 'revoked', 'terminated')),
      starter_id uuid not null,
      starter_name text not null,
      form_data jsonb not null default '{}',
      variables jsonb not null default '{}',
      runtime jsonb not null default '{}',
      reinitiated_from uuid,
      created_at timestamptz not null,
      updated_at timestamptz not null,
      ended_at timestamptz,
      ended_by uuid,
      version integer not null default 1,
      primary key (tenant_id, id),
      foreign key (tenant_id, definition_id) references wf_definitions(tenant_id, id)
    );
    create index wf_instances_starter on wf_instances (tenant_id, starter_id, created_at desc);
    create index wf_instances_business_key on wf_instances (tenant_id, business_key) where business_key is not null;

    create table wf_tasks (
      tenant_id uuid not null references tenants(id),
      id uuid not null,
      instance_id uuid not null,
      node_id text not null,
      node_name text not null,
      assignee_id uuid,
      owner_id uuid,
      agent_of uuid,
      kind text not null default 'normal' check (kind in ('normal', 'addSign', 'delegate')),
      parent_task_id uuid,
      status text not null check (status in ('pending', 'done', 'canceled')),
      shifted boolean not null default false,
      locked_by uuid,
      decision text,
      opinion text,
      completed_by uuid,
      completed_at timestamptz,
      due_at timestamptz,
      urge_count integer not null default 0,
      last_urged_at timestamptz,
      created_at timestamptz not null,
      primary key (tenant_id, id),
      foreign key (tenant_id, instance_id) references wf_instances(tenant_id, id)
    );
    create index wf_tasks_pending_assignee on wf_tasks (tenant_id, assignee_id, created_at desc) where status = 'pending';
    create index wf_tasks_instance on wf_tasks (tenant_id, instance_id, status);
    create index wf_tasks_completed_by on wf_tasks (tenant_id, completed_by, completed_at desc) where status = 'done';

    create table wf_task_candidates (
      tenant_id uuid not null,
      task_id uuid not null,
      user_id uuid not null,
      primary key (tenant_id, task_id, user_id),
      foreign key (tenant_id, task_id) references wf_tasks(tenant_id, id)
    );
    create index wf_task_candidates_user on wf_task_candidates (tenant_id, user_id);

    create table wf_history (
      tenant_id uuid not null references tenants(id),
      id uuid not null,
      instance_id uuid not null,
      task_id uuid,
      node_id text,
      node_name text,
      action text not null,
      actor_id uuid,
      actor_name text,
      opinion text,
      signature text,
      target jsonb,
      created_at timestamptz not null,
      primary key (tenant_id, id)
    );
    create index wf_history_instance on wf_history (tenant_id, instance_id, created_at);
    create index wf_history_actor on wf_history (tenant_id, actor_id, created_at desc);

    create table wf_task_changes (
      tenant_id uuid not null references tenants(id),
      id uuid not null,
      task_id uuid not null,
      new_task_id uuid,
      instance_id uuid not null,
      change_type text not null check (change_type in ('shift', 'assignee')),
      owner_id uuid not null,
      executor_ids jsonb not null,
      executor_names jsonb not null,
      comment text not null default '',
      status text not null check (status in ('running', 'finish', 'cancel')),
      created_at timestamptz not null,
      updated_at timestamptz not null,
      primary key (tenant_id, id)
    );
    create index wf_task_changes_owner on wf_task_changes (tenant_id, owner_id, created_at desc);

    create table wf_copies (
      tenant_id uuid not null references tenants(id),
      id uuid not null,
      instance_id uuid not null,
      user_id uuid not null,
      from_user_id uuid,
      node_id text,
      opinion text,
      read_at timestamptz,
      created_at timestamptz not null,
      primary key (tenant_id, id),
      unique (tenant_id, instance_id, user_id)
    );
    create index wf_copies_user on wf_copies (tenant_id, user_id, created_at desc);

    create table wf_drafts (
      tenant_id uuid not null references tenants(id),
      id uuid not null,
      definition_id uuid not null,
      def_key text not null,
      user_id uuid not null,
      subject text not null,
      form_data jsonb not null default '{}',
      created_at timestamptz not null,
      updated_at timestamptz not null,
      primary key (tenant_id, id)
    );
    create index wf_drafts_user on wf_drafts (tenant_id, user_id, updated_at desc);

    create table wf_favourites (
      tenant_id uuid not null references tenants(id),
      user_id uuid not null,
      def_key text not null,
      created_at timestamptz not null default now(),
      primary key (tenant_id, user_id, def_key)
    );

    create table wf_phrases (
      tenant_id uuid not null references tenants(id),
      id uuid not null,
      user_id uuid not null,
      text text not null,
      sort integer not null default 0,
      created_at timestamptz not null default now(),
      primary key (tenant_id, id)
    );
    create index wf_phrases_user on wf_phrases (tenant_id, user_id, sort);

    create table wf_agents (
      tenant_id uuid not null references tenants(id),
      id uuid not null,
      principal_id uuid not null,
      agent_id uuid not null,
      def_key text,
      start_at timestamptz not null,
      end_at timestamptz not null,
      enabled boolean not null default true,
      created_at timestamptz not null default now(),
      primary key (tenant_id, id),
      check (end_at > start_at),
      check (principal_id <> agent_id)
    );
    create index wf_agents_principal on wf_agents (tenant_id, principal_id) where enabled;

    create table wf_timers (
      tenant_id uuid not null references tenants(id),
      id uuid not null,
      instance_id uuid not null,
      node_id text not null,
      boundary_id text not null,
      action text not null check (action in ('remind', 'approve', 'reject', 'flow')),
      fire_at timestamptz not null,
      status text not null default 'pending' check (status in ('pending', 'firing', 'fired', 'canceled')),
      claimed_by text,
      lease_until timestamptz,
      fired_at timestamptz,
      created_at timestamptz not null,
      primary key (tenant_id, id)
    );
    create index wf_timers_due on wf_timers (fire_at) where status in ('pending', 'firing');
    create index wf_timers_instance on wf_timers (tenant_id, instance_id) where status in ('pending', 'firing');

    create table wf_outbox (
      tenant_id uuid not null references tenants(id),
      id uuid not null,
      event text not null,
      instance_id uuid not null,
      task_id uuid,
      recipient_id uuid not null,
      payload jsonb not null default '{}',
      created_at timestamptz not null,
      delivered_at timestamptz,
      attempts integer not null default 0,
      primary key (tenant_id, id)
    );
    create index wf_outbox_undelivered on wf_outbox (created_at) where delivered_at is null;
  `.execute(db);
}
