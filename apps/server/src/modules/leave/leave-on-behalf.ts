import { type LeaveOnBehalfBody, type LeaveOnBehalfResult, leaveDays } from '@campusflow/contracts';
import type { AuthContext } from '../../platform/auth/auth-context.ts';
import type { Db } from '../../platform/db/database.ts';
import { inTransaction } from '../../platform/db/in-transaction.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { inRoster } from '../../platform/statistics/roster.ts';
import { engineDeps } from '../../platform/workflow/engine-deps.ts';
import { startProcess } from '../../platform/workflow/start-process.ts';
import { completeTask } from '../../platform/workflow/workflow-actions.ts';
import { leaveProcessKey } from './leave.definitions.ts';
import { leaveDb } from './leave.tables.ts';

// 代请假 (rcswXzcy / rcswXzcyJsd): a student phones in sick, or a counsellor enters a leave the class
// teacher already granted. The request is the student's own in every list, check and notification;
// the engine records who registered it. Only students of the caller's staff scope may be chosen.

/**
 * Starts the student's leave request with the caller as registrar, in one transaction with the
 * caller's own approval: when the first step (the counsellor's) is theirs it is agreed at once, so a
 * counsellor's registration is also their approval; the college and office steps stay as the
 * tenant's thresholds say. Every check of a student's own application (dates, sick note, overlap)
 * applies unchanged, and a refusal leaves nothing behind.
 */
export async function applyOnBehalf(
  db: Db,
  auth: AuthContext,
  body: LeaveOnBehalfBody,
  now: Date,
): Promise<LeaveOnBehalfResult> {
  const { studentId, opinion, ...leave } = body;
  const days = leaveDays(leave.startDate, leave.startHalf, leave.endDate, leave.endHalf);
  if (!(days > 0)) throw new AppError('LEAVE_DATES_INVALID');
  if (!(await inRoster(db, auth, studentId))) throw new AppError('LEAVE_STUDENT_NOT_IN_SCOPE');
  const me = { tenantId: auth.tenantId, userId: auth.userId, isAdmin: false };
  return inTransaction(db, async (trx) => {
    const deps = engineDeps();
    const started = await startProcess(
      trx,
      deps,
      { tenantId: auth.tenantId, userId: studentId, isAdmin: false },
      { defKey: leaveProcessKey, data: { ...leave }, nodeUsers: {} },
      now,
      { enteredBy: auth.userId },
    );
    const mine =
      started.taskIds.length === 0
        ? []
        : await trx
            .selectFrom('wfTasks as t')
            .leftJoin('wfTaskCandidates as c', (j) =>
              j.onRef('c.tenantId', '=', 't.tenantId').onRef('c.taskId', '=', 't.id').on('c.userId', '=', auth.userId),
            )
            .select('t.id')
            .where('t.tenantId', '=', auth.tenantId)
            .where('t.id', 'in', started.taskIds)
            .where('t.status', '=', 'pending')
            .where((eb) =>
              eb.or([
                eb('t.assigneeId', '=', auth.userId),
                eb.and([eb('t.assigneeId', 'is', null), eb('c.userId', 'is not', null)]),
              ]),
            )
            .execute();
    let status = started.status;
    for (const task of mine) {
      status = (await completeTask(trx, deps, me, { taskId: task.id, actionName: 'agree', opinion }, now)).status;
    }
    const row = await leaveDb(trx)
      .selectFrom('leaveRequests')
      .select('id')
      .where('tenantId', '=', auth.tenantId)
      .where('instanceId', '=', started.instId)
      .executeTakeFirstOrThrow();
    return {
      id: row.id,
      instanceId: started.instId,
      days,
      status: status === 'running' ? 'running' : 'approved',
      approvedByMe: mine.length > 0,
    };
  });
}
