import type { FormDefinitionInput } from '@campusflow/contracts';
import type { Db } from '../db/database.ts';
import { buildApprovalChain } from './bpmn-builder.ts';
import { deployDefinition } from './definitions.ts';

const counsellor = { kind: 'user', id: 'counsellor', name: '辅导员审批', assignee: 'relation:counsellor' } as const;

/** 通用申请: the applicant's counsellor decides; opposing ends it rejected. */
export const generalApplicationXml = buildApprovalChain({
  key: 'general_application',
  name: '通用申请',
  subject: '{starterName}的通用申请：{title}',
  steps: [{ ...counsellor, gateway: 'decided' }],
});

/**
 * 两级审批: the counsellor, then the administrator of the applicant's college when `days` is more
 * than `thresholdDays`. Modules (leave, activities) reuse it with their own form.
 */
export function twoLevelApprovalXml(thresholdDays = 3): string {
  return buildApprovalChain({
    key: 'two_level_approval',
    name: '两级审批',
    subject: '{starterName}的申请（{days}天）',
    steps: [
      { ...counsellor, gateway: 'first' },
      {
        kind: 'user',
        id: 'college',
        name: '学院审批',
        assignee: 'relation:collegeAdmin',
        when: `number(days) > ${Number(thresholdDays)}`,
        gateway: 'second',
      },
    ],
  });
}

/** The form keys the standard processes are deployed with (platform/forms saves the forms). */
export const standardFormKeys = {
  general_application: 'general_application_form',
  two_level_approval: 'two_level_approval_form',
} as const;

/**
 * The forms of the standard processes, saved per tenant by platform/forms (`seedStandardProcessForms`)
 * before the processes are deployed. Field names match the subject templates ({title}, {days}). Labels
 * are the school's content, in its language, like the process names; a tenant edits them in form/save.
 */
export const standardProcessForms: FormDefinitionInput[] = [
  {
    name: '通用申请',
    code: standardFormKeys.general_application,
    attrs: { labelWidth: 96 },
    fields: [
      {
        name: 'title',
        label: '申请事项',
        field_type: 'text',
        field_options: { required: true, max_length: 100, placeholder: '简要说明申请什么' },
      },
      {
        name: 'content',
        label: '申请内容',
        field_type: 'textarea',
        field_options: { max_length: 2000, placeholder: '写明事由、时间、地点等' },
      },
      { name: 'proof', label: '附件', field_type: 'attachment', field_options: { max_files: 3 } },
    ],
  },
  {
    name: '两级审批',
    code: standardFormKeys.two_level_approval,
    attrs: { labelWidth: 96, desc: '超过 3 天的申请由学院审批。' },
    fields: [
      { name: 'title', label: '申请事项', field_type: 'text', field_options: { max_length: 100 } },
      {
        name: 'days',
        label: '天数',
        field_type: 'number',
        field_options: { required: true, min: 0.5, max: 365, placeholder: '0.5–365' },
      },
      { name: 'reason', label: '事由', field_type: 'textarea', field_options: { max_length: 2000 } },
    ],
  },
];

/**
 * Deploys both standard processes for a tenant unless they are there already (idempotent seed). A
 * tenant seeded before the processes had forms gets a new version bound to its form; running
 * requests keep the version they started on.
 */
export async function deployStandardProcesses(db: Db, tenantId: string, now: Date): Promise<void> {
  const existing = await db
    .selectFrom('wfDefinitions')
    .select(['key', 'formKey'])
    .where('tenantId', '=', tenantId)
    .where('key', 'in', ['general_application', 'two_level_approval'])
    .where('isLatest', '=', true)
    .execute();
  const bound = new Set(existing.filter((r) => r.formKey).map((r) => r.key));
  if (!bound.has('general_application')) {
    await deployDefinition(db, {
      tenantId,
      xml: generalApplicationXml,
      category: 'general',
      sort: 1,
      formKey: standardFormKeys.general_application,
      now,
    });
  }
  if (!bound.has('two_level_approval')) {
    await deployDefinition(db, {
      tenantId,
      xml: twoLevelApprovalXml(),
      category: 'general',
      sort: 2,
      formKey: standardFormKeys.two_level_approval,
      now,
    });
  }
}
