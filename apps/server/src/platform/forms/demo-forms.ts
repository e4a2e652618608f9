import type { DataTemplateDefinitionInput, FormDefinitionInput } from '@campusflow/contracts';
import { saveDataTemplate } from '../data-templates/data-templates.service.ts';
import type { Db } from '../db/database.ts';
import { newId } from '../db/ids.ts';
import { formDatasetKey } from './form-records.ts';
import { saveFormDefinition } from './forms.service.ts';

// A demo form (`/f/activitySignup`) and a data template over its submissions
// (`/d/list/activitySignups`) for the demo university, so the forms engine and the data template
// screens have something real to show and the browser journey something to drive.

export const demoFormKey = 'activitySignup';
export const demoTemplateKey = 'activitySignups';

const activities = [
  { value: 'volunteer', label: '志愿服务' },
  { value: 'lecture', label: '学术讲座' },
  { value: 'sports', label: '文体活动' },
];

export const demoSignupForm: FormDefinitionInput = {
  name: '活动报名',
  code: demoFormKey,
  attrs: { labelWidth: 96, desc: '请如实填写报名信息，提交后可在“活动报名记录”中查看。' },
  fields: [
    { name: 'applicant', label: '报名人', field_type: 'current_user', field_options: {} },
    { name: 'orgName', label: '所在单位', field_type: 'current_org', field_options: {} },
    { name: 'signupDate', label: '报名日期', field_type: 'current_date', field_options: {} },
    {
      name: 'activity',
      label: '活动类型',
      field_type: 'select',
      field_options: { required: true, options: activities },
    },
    {
      name: 'mobile',
      label: '联系电话',
      field_type: 'text',
      field_options: { required: true, validator: 'mobile', placeholder: '11 位手机号' },
    },
    { name: 'joinDate', label: '参加日期', field_type: 'datePicker', field_options: { required: true } },
    {
      name: 'people',
      label: '参加人数',
      field_type: 'number',
      field_options: { min: 1, max: 10, decimals: 0, default_value: 1 },
    },
    { name: 'gender', label: '性别', field_type: 'dictionary', field_options: { dictionary: 'gender' } },
    { name: 'agree', label: '已阅读活动须知', field_type: 'switch', field_options: { default_value: false } },
    { name: 'remark', label: '备注', field_type: 'textarea', field_options: { max_length: 200 } },
    { name: 'photos', label: '相关图片', field_type: 'image', field_options: { max_files: 3 } },
    {
      name: 'companions',
      label: '同行人员',
      field_type: 'table',
      field_options: {
        max: 5,
        columns: [
          { name: 'name', label: '姓名', field_type: 'text', field_options: { required: true, max_length: 20 } },
          { name: 'studentNo', label: '学号', field_type: 'text', field_options: { validator: 'digits' } },
        ],
      },
    },
    { name: 'place', label: '集合地点', field_type: 'address', field_options: {} },
    { name: 'proof', label: '证明材料', field_type: 'attachment', field_options: { max_files: 2 } },
    { name: 'sign', label: '本人签名', field_type: 'signature', field_options: {} },
    { name: 'reviewNote', label: '审核备注', field_type: 'textarea', field_options: {} },
  ],
  // The office's note is never shown to the applicant.
  rights: { start: { reviewNote: 'h' } },
};

const label = (zhCN: string, zhTW: string, enUS: string, jaJP: string) => ({
  'zh-CN': zhCN,
  'zh-TW': zhTW,
  'en-US': enUS,
  'ja-JP': jaJP,
});

export const demoSignupTemplate: DataTemplateDefinitionInput = {
  key: demoTemplateKey,
  name: label('活动报名记录', '活動報名紀錄', 'Activity sign-ups', '活動申込記録'),
  datasetKey: formDatasetKey(demoFormKey),
  formKey: demoFormKey,
  columns: [
    { field: 'applicant' },
    { field: 'activity' },
    { field: 'joinDate' },
    { field: 'mobile' },
    { field: 'people' },
    { field: 'createTime' },
  ],
  searchFields: [
    { field: 'applicant', op: 'SL', label: label('报名人', '報名人', 'Applicant', '申込者') },
    { field: 'activity', op: 'S', label: label('活动类型', '活動類型', 'Activity', '活動の種類') },
  ],
  sorts: [{ field: 'createTime', order: 'DESC' }],
  buttons: [{ alias: 'add' }, { alias: 'edit' }, { alias: 'remove' }, { alias: 'export' }],
  rights: { roles: [] },
  rowScope: {
    student: 'own',
    newStudent: 'own',
    counsellor: 'classes',
    collegeAdmin: 'college',
    affairsAdmin: 'all',
    tenantAdmin: 'all',
  },
};

/** Idempotent: does nothing when the tenant already has the template. */
export async function seedDemoFormsAndTemplates(db: Db, tenantId: string, now = new Date()): Promise<void> {
  const existing = await db
    .selectFrom('dataTemplates')
    .select('id')
    .where('tenantId', '=', tenantId)
    .where('key', '=', demoTemplateKey)
    .executeTakeFirst();
  if (existing) return;
  await saveFormDefinition(db, tenantId, demoSignupForm, now);
  await saveDataTemplate(db, tenantId, demoSignupTemplate, now);

  // Two earlier sign-ups of the demo student, so the list is not empty on first visit.
  const student = await db
    .selectFrom('users as u')
    .innerJoin('employees as e', (j) => j.onRef('e.tenantId', '=', 'u.tenantId').onRef('e.userId', '=', 'u.id'))
    .leftJoin('orgs as o', (j) => j.onRef('o.tenantId', '=', 'e.tenantId').onRef('o.id', '=', 'e.orgId'))
    .select(['u.id', 'e.name', 'o.name as orgName'])
    .where('u.tenantId', '=', tenantId)
    .where('u.accountLower', '=', 'student')
    .executeTakeFirst();
  if (!student) return;
  const samples = [
    { activity: 'lecture', joinDate: '2026-09-12', mobile: '13800000001', people: 1, daysAgo: 6 },
    { activity: 'volunteer', joinDate: '2026-10-01', mobile: '13800000001', people: 2, daysAgo: 2 },
  ];
  for (const s of samples) {
    const at = new Date(now.getTime() - s.daysAgo * 86_400_000);
    const data = {
      applicant: student.name,
      orgName: student.orgName ?? '',
      signupDate: at.toISOString().slice(0, 10),
      activity: s.activity,
      mobile: s.mobile,
      joinDate: s.joinDate,
      people: s.people,
      agree: true,
    };
    await db
      .insertInto('dataRecords')
      .values({
        tenantId,
        datasetKey: formDatasetKey(demoFormKey),
        id: newId(at.getTime()),
        data: JSON.stringify(data),
        ownerId: student.id,
        createdAt: at,
        updatedAt: at,
      })
      .execute();
  }
}
