import type { Db } from '../db/database.ts';
import { deployDefinition } from './definitions.ts';

const header = `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL"
  xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"
  xmlns:cf="http://campusflow.dev/schema/bpmn" id="defs" targetNamespace="http://campusflow.dev">`;

/** 通用申请: the applicant's counsellor decides; opposing ends it rejected. */
export const generalApplicationXml = `${header}
  <bpmn:process id="general_application" name="通用申请" cf:subject="{starterName}的通用申请：{title}">
    <bpmn:startEvent id="start" name="申请人"/>
    <bpmn:sequenceFlow id="f1" sourceRef="start" targetRef="counsellor"/>
    <bpmn:userTask id="counsellor" name="辅导员审批" cf:assignee="relation:counsellor"/>
    <bpmn:sequenceFlow id="f2" sourceRef="counsellor" targetRef="decided"/>
    <bpmn:exclusiveGateway id="decided" default="f4"/>
    <bpmn:sequenceFlow id="f3" sourceRef="decided" targetRef="rejected">
      <bpmn:conditionExpression xsi:type="bpmn:tFormalExpression">decision == 'oppose'</bpmn:conditionExpression>
    </bpmn:sequenceFlow>
    <bpmn:sequenceFlow id="f4" sourceRef="decided" targetRef="approved"/>
    <bpmn:endEvent id="approved" name="通过"/>
    <bpmn:endEvent id="rejected" name="不通过" cf:result="rejected"/>
  </bpmn:process>
</bpmn:definitions>`;

/**
 * 两级审批: the counsellor, then the administrator of the applicant's college when `days` is more
 * than `thresholdDays`. Modules (leave, activities) reuse it with their own form.
 */
export function twoLevelApprovalXml(thresholdDays = 3): string {
  return `${header}
  <bpmn:process id="two_level_approval" name="两级审批" cf:subject="{starterName}的申请（{days}天）">
    <bpmn:startEvent id="start" name="申请人"/>
    <bpmn:sequenceFlow id="f1" sourceRef="start" targetRef="counsellor"/>
    <bpmn:userTask id="counsellor" name="辅导员审批" cf:assignee="relation:counsellor"/>
    <bpmn:sequenceFlow id="f2" sourceRef="counsellor" targetRef="first"/>
    <bpmn:exclusiveGateway id="first" default="f5"/>
    <bpmn:sequenceFlow id="f3" sourceRef="first" targetRef="rejected">
      <bpmn:conditionExpression xsi:type="bpmn:tFormalExpression">decision == 'oppose'</bpmn:conditionExpression>
    </bpmn:sequenceFlow>
    <bpmn:sequenceFlow id="f4" sourceRef="first" targetRef="college">
      <bpmn:conditionExpression xsi:type="bpmn:tFormalExpression">number(days) &gt; ${Number(thresholdDays)}</bpmn:conditionExpression>
    </bpmn:sequenceFlow>
    <bpmn:sequenceFlow id="f5" sourceRef="first" targetRef="approved"/>
    <bpmn:userTask id="college" name="学院审批" cf:assignee="relation:collegeAdmin"/>
    <bpmn:sequenceFlow id="f6" sourceRef="college" targetRef="second"/>
    <bpmn:exclusiveGateway id="second" default="f8"/>
    <bpmn:sequenceFlow id="f7" sourceRef="second" targetRef="rejected">
      <bpmn:conditionExpression xsi:type="bpmn:tFormalExpression">decision == 'oppose'</bpmn:conditionExpression>
    </bpmn:sequenceFlow>
    <bpmn:sequenceFlow id="f8" sourceRef="second" targetRef="approved"/>
    <bpmn:endEvent id="approved" name="通过"/>
    <bpmn:endEvent id="rejected" name="不通过" cf:result="rejected"/>
  </bpmn:process>
</bpmn:definitions>`;
}

/** Deploys both standard processes for a tenant unless they are there already (idempotent seed). */
export async function deployStandardProcesses(db: Db, tenantId: string, now: Date): Promise<void> {
  const existing = await db
    .selectFrom('wfDefinitions')
    .select('key')
    .where('tenantId', '=', tenantId)
    .where('key', 'in', ['general_application', 'two_level_approval'])
    .execute();
  const have = new Set(existing.map((r) => r.key));
  if (!have.has('general_application')) {
    await deployDefinition(db, { tenantId, xml: generalApplicationXml, category: 'general', sort: 1, now });
  }
  if (!have.has('two_level_approval')) {
    await deployDefinition(db, { tenantId, xml: twoLevelApprovalXml(), category: 'general', sort: 2, now });
  }
}
