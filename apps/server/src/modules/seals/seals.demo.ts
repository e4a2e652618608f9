import type { SealApplyBody } from '@campusflow/contracts';
import type { Db } from '../../platform/db/database.ts';
import { engineDeps } from '../../platform/workflow/engine-deps.ts';
import { startProcess } from '../../platform/workflow/start-process.ts';
import { actOnTask, withdraw } from '../../platform/workflow/workflow-actions.ts';
import { sealProcessKey, sealRegisterHandler } from './seals.definitions.ts';
import { sealsDb } from './seals.tables.ts';
import { registerSeal } from './seals-register.ts';

// Demo seal applications of the class 计科2402 through the real engine: used, approved and waiting
// for the seal, rejected by the counsellor, withdrawn. None waits for an approver: the demo staff's
// to-do lists start empty, which the workflow tests and journeys rely on.

export async function seedSealDemo(db: Db, tenantId: string): Promise<void> {
  const sdb = sealsDb(db);
  const any = await sdb.selectFrom('sealApplications').select('id').where('tenantId', '=', tenantId).executeTakeFirst();
  if (any) return;
  const people = await db
    .selectFrom('users')
    .innerJoin('employees', (j) =>
      j.onRef('employees.tenantId', '=', 'users.tenantId').onRef('employees.userId', '=', 'users.id'),
    )
    .select(['users.id', 'users.account', 'employees.code'])
    .where('users.tenantId', '=', tenantId)
    .where((eb) =>
      eb.or([eb('employees.code', 'like', '202402%'), eb('users.account', 'in', ['counsellor', 'affairsadmin'])]),
    )
    .orderBy('employees.code')
    .execute();
  const counsellor = people.find((p) => p.account === 'counsellor')?.id;
  const office = people.find((p) => p.account === 'affairsadmin')?.id;
  const students = people.filter((p) => p.code?.startsWith('202402')).map((p) => p.id);
  if (!counsellor || !office || students.length < 12) return;
  const deps = engineDeps({ handlers: new Map([[sealRegisterHandler, registerSeal]]) });
  const now = new Date();
  const actor = (userId: string) => ({ tenantId, userId, isAdmin: false });
  const apply = async (student: string, body: SealApplyBody) =>
    (await startProcess(db, deps, actor(student), { defKey: sealProcessKey, data: { ...body }, nodeUsers: {} }, now))
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
  const [s8, s9, s10, s11] = students.slice(7, 11) as [string, string, string, string];

  const used = await apply(s8, { sealType: 'office', purpose: '实习单位接收函盖章', copies: 2 });
  await act(counsellor, used, 'agree', '同意');
  await act(office, used, 'agree', '同意用印');
  await sdb
    .updateTable('sealApplications')
    .set({ usedAt: now, usedBy: office, useRemark: '已盖章' })
    .where('tenantId', '=', tenantId)
    .where('instanceId', '=', used)
    .execute();
  const approved = await apply(s9, { sealType: 'school', purpose: '奖学金申请材料盖章', copies: 1 });
  await act(counsellor, approved, 'agree', '同意');
  await act(office, approved, 'agree', '同意，请到学工处盖章');
  await act(
    counsellor,
    await apply(s10, { sealType: 'college', purpose: '个人证明', copies: 10 }),
    'oppose',
    '请说明具体用途',
  );
  await withdraw(
    db,
    deps,
    actor(s11),
    await apply(s11, { sealType: 'league', purpose: '社团活动申请', copies: 1 }),
    '活动取消',
    now,
  );
}
