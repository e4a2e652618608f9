import type { Locale } from '@campusflow/contracts';
import type { Db } from '../db/database.ts';
import { dbOrgDirectory, type OrgDirectory } from './org-relations-adapter.ts';

/**
 * What a service task's handler sees: the instance's data (read-only) and the transaction it runs in.
 * It returns variables to merge into the instance, or nothing. A thrown error rolls the action back.
 */
export type ServiceTaskContext = {
  db: Db;
  tenantId: string;
  instanceId: string;
  businessKey: string | null;
  nodeId: string;
  starterId: string;
  formData: Readonly<Record<string, unknown>>;
  variables: Readonly<Record<string, unknown>>;
  now: Date;
};
export type ServiceTaskHandler = (context: ServiceTaskContext) => Promise<Record<string, unknown> | undefined>;

/**
 * The forms side as the engine needs it (platform/forms stands behind it): check the values a user
 * sends at a node against the form and that node's field rights, and describe the form for display.
 * The engine stores the accepted values as JSON on the instance; it never reads form internals.
 */
export type WorkflowForms = {
  accept(input: {
    /** The action's transaction: read through it, never beside it. */
    db: Db;
    tenantId: string;
    /** Who submits, and when (auto-filled current user / date fields); the engine always passes them. */
    userId?: string;
    now?: Date;
    formKey: string | null;
    nodeId: string;
    values: Record<string, unknown>;
    previous: Record<string, unknown>;
  }): Promise<Record<string, unknown>>;
  view(input: {
    db: Db;
    tenantId: string;
    locale?: Locale;
    formKey: string | null;
    nodeId: string;
    values: Record<string, unknown>;
  }): Promise<{ definition: unknown; values: Record<string, unknown>; permissions: Record<string, string> }>;
};

/** Without a form behind the process: values are taken as sent, merged over the earlier ones. */
export const plainForms: WorkflowForms = {
  accept: async ({ values, previous }) => ({ ...previous, ...values }),
  view: async ({ values }) => ({ definition: null, values, permissions: {} }),
};

export type EngineDeps = {
  /** Called with the action's transaction. */
  directory: (db: Db) => OrgDirectory;
  forms: WorkflowForms;
  handlers: ReadonlyMap<string, ServiceTaskHandler>;
};

const handlers = new Map<string, ServiceTaskHandler>();
let forms: WorkflowForms = plainForms;

/** Modules register the handlers their service tasks name in cf:handler, once at start-up. */
export function registerServiceTask(name: string, handler: ServiceTaskHandler): void {
  handlers.set(name, handler);
}

/** platform/forms plugs its validation in here (one call at start-up). */
export function useWorkflowForms(port: WorkflowForms): void {
  forms = port;
}

export function engineDeps(overrides: Partial<EngineDeps> = {}): EngineDeps {
  // Read the port on each call: platform/forms may plug in after a route area took its deps.
  const current: WorkflowForms = { accept: (input) => forms.accept(input), view: (input) => forms.view(input) };
  return { directory: dbOrgDirectory, forms: current, handlers, ...overrides };
}
