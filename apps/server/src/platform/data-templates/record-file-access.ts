import { sql } from 'kysely';
import type { AuthContext } from '../auth/auth-context.ts';
import type { Db } from '../db/database.ts';
import type { BusinessKeyAccessCheck } from '../files/file-access.ts';
import { findDataTemplate, usableTemplate } from './data-templates.service.ts';
import { scopeCondition, scopeFor } from './row-scope.ts';

// Attachments of a data row (business key `form:<formKey>:<id>` or `data:<dataset>:<id>`) may be
// opened by whoever sees that row through some template of its dataset.

function parseKey(key: string): { datasetKey: string; id: string } | null {
  const form = /^form:([A-Za-z][A-Za-z0-9_-]{0,63}):([0-9a-f-]{36})$/.exec(key);
  if (form?.[1] && form[2]) return { datasetKey: `form.${form[1]}`, id: form[2] };
  const data = /^data:([a-z][A-Za-z0-9.]{0,63}):([0-9a-f-]{36})$/.exec(key);
  if (data?.[1] && data[2]) return { datasetKey: data[1], id: data[2] };
  return null;
}

async function seesRow(db: Db, auth: AuthContext, datasetKey: string, id: string): Promise<boolean> {
  const templates = await db
    .selectFrom('dataTemplates')
    .select('id')
    .where('tenantId', '=', auth.tenantId)
    .where('datasetKey', '=', datasetKey)
    .execute();
  for (const { id: templateId } of templates) {
    const template = usableTemplate(await findDataTemplate(db, auth.tenantId, templateId), auth);
    if (!template) continue;
    const scope = await scopeCondition(db, auth, scopeFor(template.rowScope, auth), sql`r.owner_id`);
    let query = db
      .selectFrom('dataRecords as r')
      .select('r.id')
      .where('r.tenantId', '=', auth.tenantId)
      .where('r.datasetKey', '=', datasetKey)
      .where('r.id', '=', id);
    if (scope) query = query.where(scope);
    if (await query.executeTakeFirst()) return true;
  }
  return false;
}

export const recordFileAccess: BusinessKeyAccessCheck = async (db, auth, keys) => {
  for (const key of keys) {
    const parsed = parseKey(key);
    if (parsed && (await seesRow(db, auth, parsed.datasetKey, parsed.id))) return true;
  }
  return false;
};
