// The hand-written XML of the seeded standard processes before bpmn-builder.ts, kept so
// bpmn-builder.test.ts proves the built XML yields the same graph.

/** The definitions element every legacy fixture opens with (also the modules' parity tests). */
export const legacyBpmnHeader = `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL"
  xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"
  xmlns:cf="http://campusflow.dev/schema/bpmn" id="defs" targetNamespace="http://campusflow.dev">`;

export const legacyGeneralXml = `${legacyBpmnHeader}
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

export const legacyTwoLevelXml = `${legacyBpmnHeader}
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
      <bpmn:conditionExpression xsi:type="bpmn:tFormalExpression">number(days) &gt; 3</bpmn:conditionExpression>
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
