import { StartProcessInput } from '@campusflow/contracts';
import type { AuthContext } from '../auth/auth-context.ts';
import type { Db } from '../db/database.ts';
import { AppError } from '../http/app-error.ts';
import { engineDeps } from '../workflow/engine-deps.ts';
import { startProcess } from '../workflow/start-process.ts';
import { queryDataById } from './data-rows.ts';
import { usableButtons, visibleTemplate } from './data-templates.service.ts';

/**
 * The startFlow button: one process instance per selected row, the row's values as its form data
 * and the row as its business key. Each start is its own transaction (the engine's); a row the
 * caller cannot see stops the batch before anything starts.
 */
export async function startFlowFromRows(
  db: Db,
  auth: AuthContext,
  input: { dataTemplateId: string; ids: string[]; flowKey?: string | undefined },
  now: Date,
): Promise<{ id: string; instId: string }[]> {
  const template = await visibleTemplate(db, auth, input.dataTemplateId);
  const button = usableButtons(template, auth).find(
    (b) => b.alias === 'startFlow' && b.flowKey && (!input.flowKey || b.flowKey === input.flowKey),
  );
  if (!button?.flowKey) throw new AppError('DATA_TEMPLATE_ACTION_DENIED', 'no startFlow button for this role');
  const rows = [];
  for (const id of [...new Set(input.ids)]) rows.push(await queryDataById(db, auth, input.dataTemplateId, id));
  const actor = {
    tenantId: auth.tenantId,
    userId: auth.userId,
    isAdmin: auth.isSuper || auth.roleAlias === 'tenantAdmin',
  };
  const started = [];
  for (const row of rows) {
    const { id, createTime: _c, updateTime: _u, ...data } = row;
    const key = `data:${template.datasetKey}:${id}`;
    const result = await startProcess(
      db,
      engineDeps(),
      actor,
      StartProcessInput.parse({ defKey: button.flowKey, data, businessKey: key.length <= 100 ? key : `data:${id}` }),
      now,
    );
    started.push({ id, instId: result.instId });
  }
  return started;
}
