import { describe, expect, it } from 'vitest';
import { graphShape } from '../../../platform/workflow/__tests__/graph-shape.ts';
import { legacyBpmnHeader } from '../../../platform/workflow/__tests__/legacy-process-xml.ts';
import { parseDefinition } from '../../../platform/workflow/definition-parser.ts';
import { dormChangeProcessXml } from '../dorms.definitions.ts';
import { dormMoveOutXml } from '../dorms-move-out.ts';

// The dorm processes are built with platform/workflow/bpmn-builder.ts; the room change is the
// hand-written process it replaced, graph for graph.

export const legacyDormChangeXml = `${legacyBpmnHeader}
  <bpmn:process id="dorm_change" name="调宿申请" cf:subject="{starterName}的调宿申请：{targetLabel}">
    <bpmn:startEvent id="start" name="申请人"/>
    <bpmn:sequenceFlow id="f0" sourceRef="start" targetRef="check"/>
    <bpmn:serviceTask id="check" name="检查床位" cf:handler="dorms.checkChange"/>
    <bpmn:sequenceFlow id="f1" sourceRef="check" targetRef="counsellor"/>
    <bpmn:userTask id="counsellor" name="辅导员审批" cf:assignee="relation:counsellor"/>
    <bpmn:sequenceFlow id="f2" sourceRef="counsellor" targetRef="first"/>
    <bpmn:exclusiveGateway id="first" default="f4"/>
    <bpmn:sequenceFlow id="f3" sourceRef="first" targetRef="rejected">
      <bpmn:conditionExpression xsi:type="bpmn:tFormalExpression">decision == 'oppose'</bpmn:conditionExpression>
    </bpmn:sequenceFlow>
    <bpmn:sequenceFlow id="f4" sourceRef="first" targetRef="office"/>
    <bpmn:userTask id="office" name="公寓中心审批" cf:assignee="relation:affairsOffice"/>
    <bpmn:sequenceFlow id="f5" sourceRef="office" targetRef="second"/>
    <bpmn:exclusiveGateway id="second" default="f7"/>
    <bpmn:sequenceFlow id="f6" sourceRef="second" targetRef="rejected">
      <bpmn:conditionExpression xsi:type="bpmn:tFormalExpression">decision == 'oppose'</bpmn:conditionExpression>
    </bpmn:sequenceFlow>
    <bpmn:sequenceFlow id="f7" sourceRef="second" targetRef="allocate"/>
    <bpmn:serviceTask id="allocate" name="调整床位" cf:handler="dorms.allocate"/>
    <bpmn:sequenceFlow id="f8" sourceRef="allocate" targetRef="approved"/>
    <bpmn:endEvent id="approved" name="通过"/>
    <bpmn:endEvent id="rejected" name="不通过" cf:result="rejected"/>
  </bpmn:process>
</bpmn:definitions>`;

describe('dorm process definitions', () => {
  it('room change: the hand-written process', async () => {
    expect(graphShape(await parseDefinition(dormChangeProcessXml))).toEqual(
      graphShape(await parseDefinition(legacyDormChangeXml)),
    );
  });

  it('move out: counsellor, college, dorm office, then the stay ends', async () => {
    const nodes = graphShape(await parseDefinition(dormMoveOutXml)).nodes;
    expect(nodes.check?.next).toEqual(['counsellor']);
    expect(nodes.counsellorDecided?.next).toEqual(["rejected decision == 'oppose'", 'college']);
    expect(nodes.collegeDecided?.next).toEqual(["rejected decision == 'oppose'", 'office']);
    expect(nodes.officeDecided?.next).toEqual(["rejected decision == 'oppose'", 'moveOut']);
    expect(nodes.moveOut).toMatchObject({ handler: 'dorms.moveOut', next: ['approved'] });
  });
});
