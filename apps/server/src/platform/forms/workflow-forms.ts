import type { FieldRight, FormDefinition } from '@campusflow/contracts';
import type { Db } from '../db/database.ts';
import { AppError } from '../http/app-error.ts';
import { plainForms, type WorkflowForms } from '../workflow/engine-deps.ts';
import { prepareFormData, rightsFor, visibleForm, withDictionaryOptions } from './form-data.ts';
import { getFormDefinition } from './forms.service.ts';

// The forms port of the workflow engine (workflow/engine-deps.ts): platform/forms validates what a
// user sends at a node and says what a node may show. Rights are looked up under the node id; the
// start event also answers to `start`, the rights node of a form's own page.

function nodeRights(definition: FormDefinition, nodeId: string): Record<string, FieldRight> {
  const declared = definition.rights ?? {};
  const node = declared[nodeId] || !/start/i.test(nodeId) || !declared.start ? nodeId : 'start';
  return rightsFor(definition, node);
}

/** The form of a process, or null when none is saved under its key (the engine then keeps values as sent). */
async function formOf(db: Db, tenantId: string, formKey: string | null): Promise<FormDefinition | null> {
  if (!formKey) return null;
  try {
    return (await getFormDefinition(db, tenantId, formKey)).definition;
  } catch (error) {
    if (error instanceof AppError && error.codeName === 'FORM_NOT_FOUND') return null;
    throw error;
  }
}

export const workflowForms: WorkflowForms = {
  async accept(input) {
    const definition = await formOf(input.db, input.tenantId, input.formKey);
    if (!definition) return plainForms.accept(input);
    // The port names no actor or clock yet; take them when the engine passes them.
    const extra = input as { userId?: string; now?: Date };
    const userId = extra.userId ?? null;
    return prepareFormData(input.db, {
      actor: { tenantId: input.tenantId, userId },
      definition,
      rights: nodeRights(definition, input.nodeId),
      submitted: input.values,
      previous: input.previous,
      now: extra.now ?? new Date(),
    });
  },
  async view(input) {
    const definition = await formOf(input.db, input.tenantId, input.formKey);
    if (!definition) return plainForms.view(input);
    const rights = nodeRights(definition, input.nodeId);
    const localized = await withDictionaryOptions(input.db, input.tenantId, definition, 'zh-CN');
    const visible = visibleForm(localized, rights, input.values);
    const permissions = Object.fromEntries(Object.entries(rights).filter(([, right]) => right !== 'h'));
    return { definition: visible.definition, values: visible.values, permissions };
  },
};
