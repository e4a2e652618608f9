import { describe, expect, it } from 'vitest';
import { graphShape } from '../../../platform/workflow/__tests__/graph-shape.ts';
import { legacyBpmnHeader } from '../../../platform/workflow/__tests__/legacy-process-xml.ts';
import { buildApprovalChain } from '../../../platform/workflow/bpmn-builder.ts';
import { parseDefinition } from '../../../platform/workflow/definition-parser.ts';
import { leaveChain, leaveProcessXml } from '../leave.definitions.ts';

// The leave process is built with platform/workflow/bpmn-builder.ts. Without the office step it added,
// it is the hand-written process it replaced, graph for graph.

export const legacyLeaveXml = `${legacyBpmnHeader}
  <bpmn:process id="leave_request" name="请假申请" cf:subject="{starterName}的请假：{startDate}至{endDate}">
    <bpmn:startEvent id="start" name="申请人"/>
    <bpmn:sequenceFlow id="f0" sourceRef="start" targetRef="register"/>
    <bpmn:serviceTask id="register" name="登记请假" cf:handler="leave.register"/>
    <bpmn:sequenceFlow id="f1" sourceRef="register" targetRef="counsellor"/>
    <bpmn:userTask id="counsellor" name="辅导员审批" cf:assignee="relation:counsellor"/>
    <bpmn:sequenceFlow id="f2" sourceRef="counsellor" targetRef="first"/>
    <bpmn:exclusiveGateway id="first" default="f5"/>
    <bpmn:sequenceFlow id="f3" sourceRef="first" targetRef="rejected">
      <bpmn:conditionExpression xsi:type="bpmn:tFormalExpression">decision == 'oppose'</bpmn:conditionExpression>
    </bpmn:sequenceFlow>
    <bpmn:sequenceFlow id="f4" sourceRef="first" targetRef="college">
      <bpmn:conditionExpression xsi:type="bpmn:tFormalExpression">vars.leaveDays &gt; vars.collegeThresholdDays</bpmn:conditionExpression>
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

describe('leave process definition', () => {
  it('is the hand-written two-level process plus the office step', async () => {
    const twoLevel = { ...leaveChain, steps: leaveChain.steps.filter((s) => s.id !== 'office') };
    expect(graphShape(await parseDefinition(buildApprovalChain(twoLevel)))).toEqual(
      graphShape(await parseDefinition(legacyLeaveXml)),
    );
  });

  it('sends long leaves on to the student-affairs office', async () => {
    const nodes = graphShape(await parseDefinition(leaveProcessXml)).nodes;
    expect(nodes.first?.next).toEqual([
      "rejected decision == 'oppose'",
      'college vars.leaveDays > vars.collegeThresholdDays',
      'office vars.leaveDays > vars.officeThresholdDays',
      'approved',
    ]);
    expect(nodes.office?.assignees).toEqual([{ type: 'relation', value: 'affairsOffice' }]);
  });
});
