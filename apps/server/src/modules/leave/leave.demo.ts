import type { LeaveApplyBody } from '@campusflow/contracts';
import type { Db } from '../../platform/db/database.ts';
import { engineDeps } from '../../platform/workflow/engine-deps.ts';
import { startProcess } from '../../platform/workflow/start-process.ts';
import { actOnTask, withdraw } from '../../platform/workflow/workflow-actions.ts';
import { leaveProcessKey, leaveRegisterHandler } from './leave.definitions.ts';
import { leaveDb } from './leave.tables.ts';
import { registerLeave } from './leave-register.ts';

// Demo leaves of the class 计科2402 (the demo account `student` is in 计科2401 and keeps a clean
// record for the journeys), through the real engine so lists, histories and statistics agree: reported
// back, overdue, rejected, withdrawn (October 2026), on leave now and approved for later (relative to
// the seed date). None is left waiting for an approver: the demo staff's to-do lists start empty, which
// the workflow tests and journeys rely on.

/** The school's calendar date `days` from `now` (UTC+8), as yyyy-MM-dd. */
function schoolDate(now: Date, days: number): string {
  return new Date(now.getTime() + 8 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);
}

export async function seedLeaveDemo(db: Db, tenantId: string): Promise<void> {
  const ldb = leaveDb(db);
  const any = await ldb.selectFrom('leaveRequests').select('id').where('tenantId', '=', tenantId).executeTakeFirst();
  if (any) return;
  const people = await db
    .selectFrom('users')
    .innerJoin('employees', (j) =>
      j.onRef('employees.tenantId', '=', 'users.tenantId').onRef('employees.userId', '=', 'users.id'),
    )
    .select(['users.id', 'users.account', 'employees.code'])
    .where('users.tenantId', '=', tenantId)
    .where((eb) =>
      eb.or([eb('employees.code', 'like', '202402%'), eb('users.account', 'in', ['counsellor', 'collegeadmin'])]),
    )
    .orderBy('employees.code')
    .execute();
  const staff = (account: string) => people.find((p) => p.account === account)?.id;
  const counsellor = staff('counsellor');
  const college = staff('collegeadmin');
  const students = people.filter((p) => p.code?.startsWith('202402')).map((p) => p.id);
  if (!counsellor || !college || students.length < 6) return;
  // The seed runs outside the app: name the service task's handler here.
  const deps = engineDeps({ handlers: new Map([[leaveRegisterHandler, registerLeave]]) });
  const now = new Date();
  const actor = (userId: string) => ({ tenantId, userId, isAdmin: false });
  const apply = async (student: string, body: LeaveApplyBody) =>
    (await startProcess(db, deps, actor(student), { defKey: leaveProcessKey, data: { ...body }, nodeUsers: {} }, now))
      .instId;
  const act = async (userId: string, instId: string, action: 'agree' | 'oppose', opinion: string) => {
    const task = await db
      .selectFrom('wfTasks')
      .select('id')
      .where('tenantId', '=', tenantId)
      .where('instanceId', '=', instId)
      .where('status', '=', 'pending')
      .executeTakeFirstOrThrow();
    await actOnTask(db, deps, actor(userId), action, { taskId: task.id, opinion }, now);
  };
  const leave = (type: LeaveApplyBody['type'], startDate: string, endDate: string, reason: string): LeaveApplyBody => ({
    type,
    startDate,
    startHalf: 'am',
    endDate,
    endHalf: 'pm',
    leaveSchool: true,
    destination: '家中',
    reason,
    emergencyContact: '家长',
    parentPhone: '13800002222',
  });
  const [s1, s2, s3, s4, s6, s7] = students as [string, string, string, string, string, string];

  // Reported back on time.
  const back = await apply(s1, leave('home', '2026-10-12', '2026-10-13', '回家参加亲属婚礼'));
  await act(counsellor, back, 'agree', '同意，注意安全');
  await ldb
    .updateTable('leaveRequests')
    .set({ reportedBackAt: new Date('2026-10-13T10:00:00Z'), lateReturn: false })
    .where('tenantId', '=', tenantId)
    .where('instanceId', '=', back)
    .execute();
  // Overdue: approved, ended, never reported back.
  await act(
    counsellor,
    await apply(s2, leave('sick', '2026-10-20', '2026-10-20', '感冒发烧，去医院就诊')),
    'agree',
    '同意',
  );
  // Rejected and withdrawn.
  await act(
    counsellor,
    await apply(s3, leave('other', '2026-10-25', '2026-10-25', '外出游玩')),
    'oppose',
    '理由不充分',
  );
  await withdraw(
    db,
    deps,
    actor(s4),
    await apply(s4, leave('public', '2026-11-02', '2026-11-02', '参加比赛')),
    '比赛改期',
    now,
  );
  // Away now, and approved for later. Away from yesterday: a leave starting today begins at 08:00, so
  // between midnight and 08:00 (school time) it would not be "on leave" yet.
  await act(
    counsellor,
    await apply(s6, leave('sick', schoolDate(now, -1), schoolDate(now, 1), '住院治疗')),
    'agree',
    '同意，早日康复',
  );
  await act(
    counsellor,
    await apply(s7, leave('home', schoolDate(now, 10), schoolDate(now, 11), '回家办理证件')),
    'agree',
    '同意',
  );
}
