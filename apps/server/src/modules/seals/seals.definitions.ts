import { type FormDefinitionInput, sealTypeDictionary } from '@campusflow/contracts';
import { type ApprovalChain, buildApprovalChain } from '../../platform/workflow/bpmn-builder.ts';

// What the seals module seeds into a tenant (docs/adding-a-module.md §3): the seal types, the form the
// applicant and approvers see, and the approval chain (domain-notes §6 用印: student → counsellor →
// office). Administrators may change any of them; the module reads them through the platform.

export const sealFormKey = 'seal_apply';
export const sealProcessKey = 'seal_request';
/** cf:handler of the service task right after the start: checks and records the application. */
export const sealRegisterHandler = 'seals.register';

export const sealTypeItems = [
  { key: 'school', label: { 'zh-CN': '学校公章', 'zh-TW': '學校公章', 'en-US': 'School seal', 'ja-JP': '学校印' } },
  {
    key: 'office',
    label: {
      'zh-CN': '学生工作处章',
      'zh-TW': '學生事務處章',
      'en-US': 'Student affairs office seal',
      'ja-JP': '学生部印',
    },
  },
  { key: 'college', label: { 'zh-CN': '学院公章', 'zh-TW': '學院公章', 'en-US': 'College seal', 'ja-JP': '学部印' } },
  {
    key: 'league',
    label: { 'zh-CN': '团委印章', 'zh-TW': '團委印章', 'en-US': 'Youth league seal', 'ja-JP': '共青団委員会印' },
  },
];
export const sealTypeName = { 'zh-CN': '印章类型', 'zh-TW': '印章類型', 'en-US': 'Seal type', 'ja-JP': '印章の種類' };

export const sealForm: FormDefinitionInput = {
  name: '用印申请',
  code: sealFormKey,
  attrs: { desc: '用印须经辅导员审核，再由学生工作处审批后用印。' },
  fields: [
    {
      name: 'sealType',
      label: '印章类型',
      field_type: 'dictionary',
      field_options: { required: true, dictionary: sealTypeDictionary },
    },
    { name: 'purpose', label: '用印事由', field_type: 'textarea', field_options: { required: true, max_length: 500 } },
    { name: 'copies', label: '用印份数', field_type: 'number', field_options: { required: true, min: 1, max: 50 } },
    { name: 'attachments', label: '用印文件', field_type: 'attachment', field_options: { max_files: 9 } },
    { name: 'opinion', label: '审批意见', field_type: 'approval_opinion', field_options: {} },
    { name: 'history', label: '审批记录', field_type: 'approval_history', field_options: {} },
  ],
};

export const sealChain: ApprovalChain = {
  key: sealProcessKey,
  name: '用印申请',
  subject: '{starterName}的用印申请',
  steps: [
    { kind: 'service', id: 'register', name: '登记用印申请', handler: sealRegisterHandler },
    { kind: 'user', id: 'counsellor', name: '辅导员审核', assignee: 'relation:counsellor' },
    { kind: 'user', id: 'office', name: '学生工作处审批', assignee: 'relation:affairsOffice' },
  ],
};

export const sealProcessXml = buildApprovalChain(sealChain);
