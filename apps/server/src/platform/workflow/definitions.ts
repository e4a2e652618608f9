import type { Db } from '../db/database.ts';
import { newId } from '../db/ids.ts';
import { inTransaction } from '../db/in-transaction.ts';
import { AppError } from '../http/app-error.ts';
import { DefinitionError, parseDefinition } from './definition-parser.ts';
import type { ProcessGraph } from './graph.ts';

/** How a module (or the admin) deploys a process: the XML plus the catalogue fields of the "new process" list. */
export type DeployInput = {
  tenantId: string;
  xml: string;
  /** Defaults to the BPMN process id. */
  key?: string;
  name?: string;
  category?: string;
  description?: string;
  formKey?: string | null;
  starterRoles?: string[];
  sort?: number;
  createdBy?: string | null;
  now: Date;
};

export type DeployedDefinition = {
  id: string;
  key: string;
  version: number;
  name: string;
  category: string;
  formKey: string | null;
  starterRoles: string[];
  status: 'deployed' | 'disabled';
  graph: ProcessGraph;
};

/**
 * Parses (refusing anything outside the supported subset with element and line), then stores a new
 * version; earlier versions stay so running instances finish on the graph they started with.
 */
export async function deployDefinition(db: Db, input: DeployInput): Promise<DeployedDefinition> {
  let graph: ProcessGraph;
  try {
    graph = await parseDefinition(input.xml);
  } catch (error) {
    if (error instanceof DefinitionError) {
      throw new AppError('PROCESS_DEFINITION_INVALID', error.message.slice(0, 1000), {
        variables: { problems: error.problems },
      });
    }
    throw error;
  }
  const key = input.key ?? graph.processId;
  if (!/^[A-Za-z][A-Za-z0-9_-]{0,63}$/.test(key)) {
    throw new AppError('PROCESS_DEFINITION_INVALID', `key "${key}" must be a letter followed by letters or digits`);
  }
  return inTransaction(db, async (trx) => {
    const previous = await trx
      .selectFrom('wfDefinitions')
      .select(({ fn }) => fn.max('version').as('version'))
      .where('tenantId', '=', input.tenantId)
      .where('key', '=', key)
      .executeTakeFirst();
    // Two deployments racing for one version number: the unique (tenant, key, version) refuses the second.
    const version = Number(previous?.version ?? 0) + 1;
    await trx
      .updateTable('wfDefinitions')
      .set({ isLatest: false })
      .where('tenantId', '=', input.tenantId)
      .where('key', '=', key)
      .execute();
    const row = {
      tenantId: input.tenantId,
      id: newId(input.now.getTime()),
      key,
      version,
      name: input.name ?? graph.name,
      category: input.category ?? 'general',
      description: input.description ?? null,
      bpmnXml: input.xml,
      graph: JSON.stringify(graph),
      formKey: input.formKey ?? null,
      subjectTemplate: graph.subjectTemplate ?? null,
      starterRoles: JSON.stringify(input.starterRoles ?? []),
      sort: input.sort ?? 0,
      createdBy: input.createdBy ?? null,
      createdAt: input.now,
    };
    await trx.insertInto('wfDefinitions').values(row).execute();
    graphCache.set(row.id, graph);
    return {
      id: row.id,
      key,
      version,
      name: row.name,
      category: row.category,
      formKey: row.formKey,
      starterRoles: input.starterRoles ?? [],
      status: 'deployed' as const,
      graph,
    };
  });
}

// Deployed versions never change, so their parsed graphs can be shared by every request.
const graphCache = new Map<string, ProcessGraph>();

/** A definition by id, or the latest deployed version of a key (or a given version of it). */
export async function findDefinition(
  db: Db,
  tenantId: string,
  by: { defId?: string | undefined; defKey?: string | undefined; version?: number | undefined },
): Promise<DeployedDefinition> {
  let query = db
    .selectFrom('wfDefinitions')
    .select(['id', 'key', 'version', 'name', 'category', 'formKey', 'starterRoles', 'status'])
    .where('tenantId', '=', tenantId);
  if (by.defId) query = query.where('id', '=', by.defId);
  else if (by.defKey && by.version) query = query.where('key', '=', by.defKey).where('version', '=', by.version);
  else if (by.defKey) query = query.where('key', '=', by.defKey).where('isLatest', '=', true);
  else throw new AppError('PROCESS_NOT_FOUND', 'defId or defKey is required');
  const row = by.defId && !isUuid(by.defId) ? undefined : await query.executeTakeFirst();
  if (!row) throw new AppError('PROCESS_NOT_FOUND');
  return { ...row, graph: await graphOf(db, tenantId, row.id) };
}

export async function graphOf(db: Db, tenantId: string, definitionId: string): Promise<ProcessGraph> {
  const cached = graphCache.get(definitionId);
  if (cached) return cached;
  const row = await db
    .selectFrom('wfDefinitions')
    .select('graph')
    .where('tenantId', '=', tenantId)
    .where('id', '=', definitionId)
    .executeTakeFirst();
  if (!row) throw new AppError('PROCESS_NOT_FOUND');
  graphCache.set(definitionId, row.graph);
  return row.graph;
}

export function isUuid(value: string): boolean {
  return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);
}
