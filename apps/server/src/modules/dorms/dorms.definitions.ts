import type { FormDefinitionInput } from '@campusflow/contracts';

// What the dorms module seeds into a tenant: the room-change form and its approval chain
// (domain-notes §2: 学生 → 辅导员 → 公寓中心, which carries out the move).

export const dormChangeFormKey = 'dorm_change';
export const dormChangeProcessKey = 'dorm_change';
/** Checks the request right after the start (and after a resubmit). */
export const dormCheckHandler = 'dorms.checkChange';
/** Moves the student on the final approval, in the approval's transaction. */
export const dormAllocateHandler = 'dorms.allocate';

export const dormChangeForm: FormDefinitionInput = {
  name: '调宿申请',
  code: dormChangeFormKey,
  fields: [
    { name: 'targetBedId', label: '目标床位', field_type: 'hidden', field_options: { required: true } },
    { name: 'targetLabel', label: '目标床位', field_type: 'text', field_options: { max_length: 100 } },
    { name: 'currentLabel', label: '当前床位', field_type: 'text', field_options: { max_length: 100 } },
    { name: 'reason', label: '调宿理由', field_type: 'textarea', field_options: { required: true, max_length: 1000 } },
    { name: 'opinion', label: '审批意见', field_type: 'approval_opinion', field_options: {} },
    { name: 'history', label: '审批记录', field_type: 'approval_history', field_options: {} },
  ],
  rights: {
    counsellor: { targetBedId: 'r', targetLabel: 'r', currentLabel: 'r', reason: 'r' },
    office: { targetBedId: 'r', targetLabel: 'r', currentLabel: 'r', reason: 'r' },
  },
};

const header = `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL"
  xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"
  xmlns:cf="http://campusflow.dev/schema/bpmn" id="defs" targetNamespace="http://campusflow.dev">`;

export const dormChangeProcessXml = `${header}
  <bpmn:process id="${dormChangeProcessKey}" name="调宿申请" cf:subject="{starterName}的调宿申请：{targetLabel}">
    <bpmn:startEvent id="start" name="申请人"/>
    <bpmn:sequenceFlow id="f0" sourceRef="start" targetRef="check"/>
    <bpmn:serviceTask id="check" name="检查床位" cf:handler="${dormCheckHandler}"/>
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
    <bpmn:serviceTask id="allocate" name="调整床位" cf:handler="${dormAllocateHandler}"/>
    <bpmn:sequenceFlow id="f8" sourceRef="allocate" targetRef="approved"/>
    <bpmn:endEvent id="approved" name="通过"/>
    <bpmn:endEvent id="rejected" name="不通过" cf:result="rejected"/>
  </bpmn:process>
</bpmn:definitions>`;
