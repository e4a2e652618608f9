import type { FormDefinitionInput } from '@campusflow/contracts';
import { buildApprovalChain } from '../../platform/workflow/bpmn-builder.ts';

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

export const dormChangeProcessXml = buildApprovalChain({
  key: dormChangeProcessKey,
  name: '调宿申请',
  subject: '{starterName}的调宿申请：{targetLabel}',
  steps: [
    { kind: 'service', id: 'check', name: '检查床位', handler: dormCheckHandler },
    { kind: 'user', id: 'counsellor', name: '辅导员审批', assignee: 'relation:counsellor', gateway: 'first' },
    { kind: 'user', id: 'office', name: '公寓中心审批', assignee: 'relation:affairsOffice', gateway: 'second' },
    { kind: 'service', id: 'allocate', name: '调整床位', handler: dormAllocateHandler },
  ],
});
