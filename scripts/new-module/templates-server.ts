import type { ModuleNames } from './names.ts';

// apps/server/src/modules/<id>/ and its migration, shaped like modules/leave: the module definition,
// routes using the contracts' endpoints, a tenant seed, the Kysely row types, a README and an
// app.inject test with a permission and a tenant-isolation case.

export function serverFiles(n: ModuleNames, stamp: string): Record<string, string> {
  const dir = `apps/server/src/modules/${n.id}`;
  const table = `${n.snake}_items`;
  const tableCamel = `${n.camel}Items`;
  return {
    [`${dir}/index.ts`]: `import type { ModuleDefinition } from '../module.ts';
import { ${n.camel}Routes } from './${n.id}.routes.ts';
import { seed${n.pascal}Definitions } from './${n.id}.seed.ts';

/** ${n.pascal}: see README.md. */
export const ${n.camel}Module: ModuleDefinition = {
  id: '${n.id}',
  routeAreas: [{ name: '${n.id}', service: 'business', routes: ${n.camel}Routes }],
  // serviceTasks: { '${n.id}.register': register${n.pascal} }, when a process of the module needs one.
  seedTenant: seed${n.pascal}Definitions,
};
`,
    [`${dir}/${n.id}.tables.ts`]: `import type { ColumnType } from 'kysely';
import type { Db } from '../../platform/db/database.ts';

type Timestamp = ColumnType<Date, Date | string, Date | string>;

/** Migration ${stamp}-${n.id}. */
export type ${n.pascal}ItemsTable = {
  tenantId: string;
  id: string;
  title: string;
  createdBy: string;
  createdAt: Timestamp;
};

export type ${n.pascal}Tables = { ${tableCamel}: ${n.pascal}ItemsTable };

/** The platform's Db with this module's tables (the platform never imports a module). */
export function ${n.camel}Db(db: Db) {
  return db.withTables<${n.pascal}Tables>();
}
`,
    [`${dir}/${n.id}.seed.ts`]: `import type { Db } from '../../platform/db/database.ts';

/**
 * Seeds one tenant: settings (sys_configs, onConflict doNothing), forms (saveFormDefinition) and
 * processes (deployDefinition, built with platform/workflow/bpmn-builder.ts). Idempotent: what exists
 * may carry an administrator's edits and is left alone.
 */
export async function seed${n.pascal}Definitions(_db: Db, _tenantId: string): Promise<void> {}
`,
    [`${dir}/${n.id}.routes.ts`]: `import { ${n.pascal}CreateBody, ${n.camel}Endpoints, ${n.camel}StaffRoles, ListQuery } from '@campusflow/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireAuth } from '../../platform/auth/auth-context.ts';
import { pageOf, pageResult } from '../../platform/data-templates/list-sql.ts';
import { newId } from '../../platform/db/ids.ts';
import { inTransaction } from '../../platform/db/in-transaction.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { ok } from '../../platform/http/envelope.ts';
import { ${n.camel}Db } from './${n.id}.tables.ts';

const staff = { roles: ${n.camel}StaffRoles };

export async function ${n.camel}Routes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const e = ${n.camel}Endpoints;

  r.post(e.list.path, { config: { access: 'authenticated' }, schema: { body: ListQuery } }, async (request) => {
    const auth = requireAuth(request);
    const { page, limit, offset } = pageOf(request.body);
    const base = ${n.camel}Db(app.db).selectFrom('${tableCamel}').where('tenantId', '=', auth.tenantId);
    const [rows, total] = await Promise.all([
      base
        .select(['id', 'title', 'createdBy', 'createdAt'])
        .orderBy('createdAt', 'desc')
        .orderBy('id')
        .limit(limit)
        .offset(offset)
        .execute(),
      base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return ok(request, {
      dataResult: rows.map((row) => ({ ...row, createdAt: new Date(row.createdAt).toISOString() })),
      pageResult: pageResult(page, limit, Number(total.n)),
    });
  });

  r.post(e.create.path, { config: { access: staff }, schema: { body: ${n.pascal}CreateBody } }, async (request) => {
    const auth = requireAuth(request);
    const now = app.clock.now();
    return ok(
      request,
      await inTransaction(app.db, async (trx) => {
        const db = ${n.camel}Db(trx);
        const same = await db
          .selectFrom('${tableCamel}')
          .select('id')
          .where('tenantId', '=', auth.tenantId)
          .where('title', '=', request.body.title)
          .executeTakeFirst();
        if (same) throw new AppError('${n.constant}_DUPLICATE_TITLE');
        const id = newId(now.getTime());
        await db
          .insertInto('${tableCamel}')
          .values({ tenantId: auth.tenantId, id, title: request.body.title, createdBy: auth.userId, createdAt: now })
          .execute();
        return { id };
      }),
    );
  });
}
`,
    [`${dir}/README.md`]: `# modules/${n.id}

What the module is for (issue, domain-notes section). Calls under \`/business/v3/${n.id}/…\`
(contracts \`${n.id}/${n.id}.endpoints.ts\`); state codes in \`${n.id}/${n.id}.errors.ts\`.

| file | what |
| --- | --- |
| \`index.ts\` | the \`ModuleDefinition\` listed in \`modules/index.ts\` |
| \`${n.id}.routes.ts\` | the routes, each with its roles and zod schemas |
| \`${n.id}.tables.ts\` | Kysely row types of migration \`${stamp}-${n.id}\` |
| \`${n.id}.seed.ts\` | tenant seed: settings, forms, processes (idempotent) |

Web: \`apps/web/src/features/${n.id}\`. Generated by \`npm run new:module\`; see docs/adding-a-module.md.
`,
    [`${dir}/__tests__/${n.id}.routes.test.ts`]: `import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LoggedIn, loginAs } from '../../../testing/login.ts';
import { buildTestApp, type TestApp } from '../../../testing/test-app.ts';

let t: TestApp;
const as: Record<string, LoggedIn> = {};
const base = '/qzbps/business/v3/${n.id}';
const list = { parameters: [], requestPage: { pageNo: 1, limit: 20 } };

const call = (who: string, url: string, payload: object) =>
  t.call({ method: 'POST', url: \`\${base}\${url}\`, headers: (as[who] as LoggedIn).headers, payload });

beforeAll(async () => {
  t = await buildTestApp();
  for (const account of ['student', 'counsellor']) as[account] = await loginAs(t, account);
  as.otherAdmin = await loginAs(t, 'tenantadmin', { tenantCode: 'demo2' });
});
afterAll(() => t.close());

describe('${n.id}', () => {
  it('lets staff add an item and refuses the same title twice', async () => {
    const created = await call('counsellor', '/items', { title: '第一条' });
    expect(created.body.state).toBe(200);
    const again = await call('counsellor', '/items', { title: '第一条' });
    expect(again.status).toBe(409);
    const rows = await call('student', '/items/query', list);
    expect(rows.body.data.dataResult.map((r: { title: string }) => r.title)).toContain('第一条');
  });

  it('refuses a student adding (403)', async () => {
    expect((await call('student', '/items', { title: '学生' })).status).toBe(403);
  });

  it('never shows one tenant the items of another', async () => {
    const rows = await call('otherAdmin', '/items/query', list);
    expect(rows.body.data.dataResult.map((r: { title: string }) => r.title)).not.toContain('第一条');
  });
});
`,
    [`apps/server/src/db/migrations/${stamp}-${n.id}.ts`]: `import { type Kysely, sql } from 'kysely';

// ${n.pascal} (modules/${n.id}). Keys lead with tenant_id; rules the data must never break are
// constraints (docs/adding-a-module.md §2).
// biome-ignore lint/suspicious/noExplicitAny: migrations run before the typed schema exists.
export async function up(db: Kysely<any>): Promise<void> {
  await sql\`
    create table ${table} (
      tenant_id uuid not null,
      id uuid not null,
      title text not null,
      created_by uuid not null,
      created_at timestamptz not null,
      primary key (tenant_id, id),
      unique (tenant_id, title),
      foreign key (tenant_id, created_by) references users(tenant_id, id)
    );
  \`.execute(db);
}
`,
  };
}
