import type { Db } from '../../db/database.ts';
import type { Actor } from '../task-guard.ts';

/** Wraps process elements in a definitions document with our extension namespace. */
export function bpmn(processAttrs: string, body: string): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL"
  xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"
  xmlns:cf="http://campusflow.dev/schema/bpmn" id="defs" targetNamespace="http://campusflow.dev">
  <bpmn:process ${processAttrs}>
${body}
  </bpmn:process>
</bpmn:definitions>`;
}

export const flow = (id: string, from: string, to: string, condition?: string) =>
  condition
    ? `<bpmn:sequenceFlow id="${id}" sourceRef="${from}" targetRef="${to}"><bpmn:conditionExpression xsi:type="bpmn:tFormalExpression">${condition
        .replaceAll('&', '&amp;')
        .replaceAll('<', '&lt;')
        .replaceAll('>', '&gt;')}</bpmn:conditionExpression></bpmn:sequenceFlow>`
    : `<bpmn:sequenceFlow id="${id}" sourceRef="${from}" targetRef="${to}"/>`;

/** Leave: counsellor, then the college when more than 3 days; an opposed step ends it rejected. */
export const leaveXml = bpmn(
  'id="leave" name="请假申请" cf:subject="{starterName}的请假（{days}天）"',
  `<bpmn:startEvent id="start" name="申请人"/>
  ${flow('f1', 'start', 'counsellor')}
  <bpmn:userTask id="counsellor" name="辅导员审批" cf:assignee="relation:counsellor"/>
  ${flow('f2', 'counsellor', 'g1')}
  <bpmn:exclusiveGateway id="g1" default="f4"/>
  ${flow('f3', 'g1', 'rejected', "decision == 'oppose'")}
  ${flow('f5', 'g1', 'college', 'days > 3')}
  ${flow('f4', 'g1', 'end')}
  <bpmn:userTask id="college" name="学院审批" cf:assignee="relation:collegeAdmin"/>
  ${flow('f6', 'college', 'g2')}
  <bpmn:exclusiveGateway id="g2" default="f8"/>
  ${flow('f7', 'g2', 'rejected', "decision == 'oppose'")}
  ${flow('f8', 'g2', 'end')}
  <bpmn:endEvent id="end" name="结束"/>
  <bpmn:endEvent id="rejected" name="不同意" cf:result="rejected"/>`,
);

/** Fork to the counsellor and the student-affairs office, join, then the college. */
export const parallelXml = bpmn(
  'id="parallel" name="并行审批"',
  `<bpmn:startEvent id="start"/>
  ${flow('f1', 'start', 'fork')}
  <bpmn:parallelGateway id="fork"/>
  ${flow('f2', 'fork', 'counsellor')}
  ${flow('f3', 'fork', 'office')}
  <bpmn:userTask id="counsellor" name="辅导员" cf:assignee="relation:counsellor"/>
  <bpmn:userTask id="office" name="学工处" cf:assignee="relation:affairsOffice"/>
  ${flow('f4', 'counsellor', 'join')}
  ${flow('f5', 'office', 'join')}
  <bpmn:parallelGateway id="join"/>
  ${flow('f6', 'join', 'college')}
  <bpmn:userTask id="college" name="学院" cf:assignee="relation:collegeAdmin"/>
  ${flow('f7', 'college', 'end')}
  <bpmn:endEvent id="end"/>`,
);

/** A vote of the given completion among the named accounts, then the office. */
export function voteXml(completion: string, accounts: string[], sequential = false) {
  return bpmn(
    `id="voting" name="会签"`,
    `<bpmn:startEvent id="start"/>
  ${flow('f1', 'start', 'vote')}
  <bpmn:userTask id="vote" name="会签" cf:assignee="${accounts.map((a) => `user:${a}`).join(',')}">
    <bpmn:multiInstanceLoopCharacteristics isSequential="${sequential}" cf:completion="${completion}"/>
  </bpmn:userTask>
  ${flow('f2', 'vote', 'g')}
  <bpmn:exclusiveGateway id="g" default="f3"/>
  ${flow('f4', 'g', 'rejected', "decision == 'oppose'")}
  ${flow('f3', 'g', 'office')}
  <bpmn:userTask id="office" name="学工处" cf:assignee="role:affairsAdmin"/>
  ${flow('f5', 'office', 'end')}
  <bpmn:endEvent id="end"/>
  <bpmn:endEvent id="rejected" cf:result="rejected"/>`,
  );
}

export type People = {
  tenantId: string;
  otherTenantId: string;
  id: (account: string) => string;
  actor: (account: string, isAdmin?: boolean) => Actor;
};

/** Ids of the demo university's accounts (student, counsellor, collegeadmin, affairsadmin, …). */
export async function demoPeople(db: Db): Promise<People> {
  const tenant = await db.selectFrom('tenants').select('id').where('code', '=', 'demo').executeTakeFirstOrThrow();
  const other = await db.selectFrom('tenants').select('id').where('code', '=', 'demo2').executeTakeFirstOrThrow();
  const users = await db.selectFrom('users').select(['id', 'account']).where('tenantId', '=', tenant.id).execute();
  const byAccount = new Map(users.map((u) => [u.account, u.id]));
  const id = (account: string) => {
    const found = byAccount.get(account);
    if (!found) throw new Error(`no demo account ${account}`);
    return found;
  };
  return {
    tenantId: tenant.id,
    otherTenantId: other.id,
    id,
    actor: (account, isAdmin = false) => ({ tenantId: tenant.id, userId: id(account), isAdmin }),
  };
}
