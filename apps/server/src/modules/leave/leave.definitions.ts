import type { FormDefinitionInput } from '@campusflow/contracts';
import { type ApprovalChain, buildApprovalChain } from '../../platform/workflow/bpmn-builder.ts';

// What the leave module seeds into a tenant (docs/adding-a-module.md §3): the form the approvers see,
// and the approval chain. Administrators may redeploy either; the module never reads these files at
// run time, only the tenant's stored rows through the platform.

export const leaveFormKey = 'leave_apply';
export const leaveProcessKey = 'leave_request';
/** cf:handler of the service task right after the start: checks and records the request. */
export const leaveRegisterHandler = 'leave.register';

const option = (value: string, label: string) => ({ value, label });

export const leaveForm: FormDefinitionInput = {
  name: '请假申请',
  code: leaveFormKey,
  attrs: { desc: '请假须经辅导员审批，超过规定天数的还须学院审批。' },
  fields: [
    {
      name: 'type',
      label: '请假类型',
      field_type: 'select',
      field_options: {
        required: true,
        options: [
          option('sick', '病假'),
          option('personal', '事假'),
          option('public', '公假'),
          option('home', '回家'),
          option('other', '其他'),
        ],
      },
    },
    { name: 'startDate', label: '开始日期', field_type: 'datePicker', field_options: { required: true } },
    {
      name: 'startHalf',
      label: '开始时段',
      field_type: 'radio',
      field_options: { required: true, options: [option('am', '上午'), option('pm', '下午')] },
    },
    { name: 'endDate', label: '结束日期', field_type: 'datePicker', field_options: { required: true } },
    {
      name: 'endHalf',
      label: '结束时段',
      field_type: 'radio',
      field_options: { required: true, options: [option('am', '上午'), option('pm', '下午')] },
    },
    { name: 'leaveSchool', label: '是否离校', field_type: 'switch', field_options: {} },
    { name: 'destination', label: '目的地', field_type: 'text', field_options: { max_length: 200 } },
    { name: 'transportOut', label: '去程路线与交通', field_type: 'text', field_options: { max_length: 200 } },
    { name: 'transportBack', label: '返程路线与交通', field_type: 'text', field_options: { max_length: 200 } },
    { name: 'reason', label: '请假事由', field_type: 'textarea', field_options: { required: true, max_length: 1000 } },
    { name: 'emergencyContact', label: '紧急联系人', field_type: 'text', field_options: { max_length: 50 } },
    { name: 'emergencyPhone', label: '紧急联系人电话', field_type: 'text', field_options: { max_length: 20 } },
    { name: 'parentPhone', label: '家长电话', field_type: 'text', field_options: { max_length: 20 } },
    { name: 'attachments', label: '附件（病历、证明）', field_type: 'attachment', field_options: { max_files: 9 } },
    { name: 'opinion', label: '审批意见', field_type: 'approval_opinion', field_options: {} },
    { name: 'history', label: '审批记录', field_type: 'approval_history', field_options: {} },
  ],
};

/**
 * Counsellor; then the college when the leave is longer than the tenant setting
 * leave_college_threshold_days; then the student-affairs office (学生处) when it is longer than
 * leave_office_threshold_days. The register step puts days and thresholds in vars, so changing a
 * setting needs no redeploy. Opposing at any step ends the request rejected.
 */
export const leaveChain: ApprovalChain = {
  key: leaveProcessKey,
  name: '请假申请',
  subject: '{starterName}的请假：{startDate}至{endDate}',
  steps: [
    { kind: 'service', id: 'register', name: '登记请假', handler: leaveRegisterHandler },
    { kind: 'user', id: 'counsellor', name: '辅导员审批', assignee: 'relation:counsellor', gateway: 'first' },
    {
      kind: 'user',
      id: 'college',
      name: '学院审批',
      assignee: 'relation:collegeAdmin',
      when: 'vars.leaveDays > vars.collegeThresholdDays',
      gateway: 'second',
    },
    {
      kind: 'user',
      id: 'office',
      name: '学生处审批',
      assignee: 'relation:affairsOffice',
      when: 'vars.leaveDays > vars.officeThresholdDays',
      gateway: 'third',
    },
  ],
};

export const leaveProcessXml = buildApprovalChain(leaveChain);
