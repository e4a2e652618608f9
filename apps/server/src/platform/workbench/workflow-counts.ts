import type { AuthContext } from '../auth/auth-context.ts';
import type { Db } from '../db/database.ts';
import { mobileDashboard } from '../workflow/instance-lists.ts';

/** What the workbench needs of the workflow engine: three numbers, nothing of its tables. */
export type WorkflowCounts = { todo: number; handled: number; myRequests: number };
export type WorkflowCountsSource = (db: Db, auth: AuthContext) => Promise<WorkflowCounts>;

/** The engine's dashboard query (the same numbers as bpm/initiated/find/dashboard/mobile). */
export const workflowCounts: WorkflowCountsSource = async (db, auth) => {
  const d = await mobileDashboard(db, {
    tenantId: auth.tenantId,
    userId: auth.userId,
    isAdmin: auth.isSuper || auth.roleAlias === 'tenantAdmin',
  });
  return { todo: d.pendingCount, handled: d.handledCount, myRequests: d.requestedRunning };
};
