import type { RoleAlias } from '../tenancy/tenant-defaults.ts';
import { everyone, group, type MenuSeed, page, staff, students } from './menu-seed-types.ts';

// Workflow, communication and the smaller services of spec §2 (titles per glossary.md).

export const workflowMenu: MenuSeed = group('grp_bpm', ['审批', '簽核', 'Approvals', '承認'], 'check-square-o', [
  page('bpm_pending', '/bpmn/pending/index', ['待办', '待辦', 'To do', '未処理'], everyone),
  page(
    'bpm_pending_matter',
    '/bpmn/pending-matter/index',
    ['待办事项', '待辦事項', 'To do by workflow', 'ワークフロー別の未処理'],
    everyone,
  ),
  page('bpm_copied', '/bpmn/copied/index', ['抄送我的', '知會我的', "CC'd to me", '自分宛てのCC'], everyone),
  page('bpm_handled', '/bpmn/handled/index', ['已办', '已辦', 'Done', '処理済み'], everyone),
  page('bpm_completed', '/bpmn/completed/index', ['已办结', '已結案', 'Closed', '完了'], everyone),
  page('bpm_new', '/bpmn/newProcess/index', ['发起申请', '發起申請', 'New request', '新規申請'], everyone),
  page('bpm_mine', '/bpmn/myRequest/index', ['我发起的', '我發起的', 'My requests', '自分の申請'], everyone),
  page('bpm_draft', '/bpmn/myDraft/index', ['我的草稿', '草稿', 'Drafts', '下書き'], everyone),
  page('bpm_revoke', '/bpmn/myRevoke/index', ['可撤回', '可撤回', 'Can withdraw', '引き戻し可能'], everyone),
  page(
    'bpm_my_completed',
    '/bpmn/myCompleted/index',
    ['我的办结', '我的結案', 'My closed requests', '完了した申請'],
    everyone,
  ),
  page(
    'bpm_task_change',
    '/bpmn/taskChange/index',
    ['我的转办/委派', '我的轉辦/委派', 'Transferred by me', '譲渡・委任した申請'],
    everyone,
  ),
]);

export const communicationMenu: MenuSeed = group('grp_common', ['常用', '常用', 'Common', 'よく使う'], 'star-o', [
  page('notice', '/notice/index', ['通知公告', '公告', 'Announcements', 'お知らせ'], everyone, 'bullhorn'),
  page('contacts', '/contacts/index', ['通讯录', '通訊錄', 'Contacts', '連絡先'], everyone, 'address-book-o'),
  page('inbox', '/message/inner/receive', ['站内信', '站內訊息', 'Inbox', '受信箱'], everyone, 'envelope-o'),
]);

export const moreServicesMenu: MenuSeed = group(
  'grp_more',
  ['更多服务', '更多服務', 'More services', 'その他のサービス'],
  'th',
  [
    page('mental_health', '/xgxt/xlzx', ['心理健康', '心理健康', 'Mental health', 'メンタルヘルス'], everyone),
    page('careers', '/xgxt/jyglindex', ['就业', '就業', 'Careers', '就職'], everyone),
    page('survey_student', '/xgxt/xsDcwjIndex', ['问卷', '問卷', 'Survey', 'アンケート'], students),
    page('survey_teacher', '/xgxt/jsDcwjIndex', ['问卷', '問卷', 'Survey', 'アンケート'], staff),
    page('insurance', '/xgxt/bxglindex', ['医保', '醫保', 'Medical insurance', '医療保険'], students),
    page(
      'card_replace',
      '/xgxt/xszbbindex',
      ['学生证补办', '學生證補發', 'Replace student ID card', '学生証再発行'],
      students,
    ),
    page(
      'fitness_exempt',
      '/xgxt/tcmcsq',
      ['体测免测', '體適能免測', 'Fitness test exemption', '体力測定の免除'],
      students,
    ),
    page('alumni', '/xgxt/xybm', ['校友', '校友', 'Alumni', '同窓生'], students),
    page('staff_records', '/xgxt/zgdw_index', ['学工队伍', '學務人員', 'Student affairs staff', '学生部職員'], staff),
  ],
);

// Admissions services (modules/admissions): the service area for students and staff, and the
// admissions office's pages. The public pages (lqjgcx_index, yxjb, zsjb, zxlqyjyfk) need no menu.
const admissionsOffice: readonly RoleAlias[] = ['affairsAdmin', 'tenantAdmin'];
const admissionsViewers: readonly RoleAlias[] = ['collegeAdmin', 'affairsAdmin', 'tenantAdmin'];

export const admissionsMenu: MenuSeed = group(
  'grp_admissions',
  ['招生服务', '招生服務', 'Admissions service', '入試サービス'],
  'graduation-cap',
  [
    page('zsfwhome', '/xgxt/zsfwhome', ['招生服务', '招生服務', 'Admissions service', '入試サービス'], everyone),
    page('zsfwxsbm', '/xgxt/zsfwxsbm', ['我的报名', '我的報名', 'My sign-ups', '自分の申込み'], everyone),
    page('lqmdgl', '/xgxt/lqmdgl', ['录取名单', '錄取名單', 'Admitted list', '合格者名簿'], admissionsViewers),
    page(
      'lqmdgl_import',
      '/xgxt/lqmdgl_import',
      ['导入录取名单', '匯入錄取名單', 'Import admitted list', '合格者名簿のインポート'],
      admissionsOffice,
    ),
    page('zsjbgl', '/xgxt/zsjbgl', ['简报管理', '簡報管理', 'Briefings', '案内の管理'], admissionsOffice),
    page(
      'lqyjfkgl',
      '/xgxt/lqyjfkgl',
      ['录取意见反馈', '錄取意見回饋', 'Opinion feedback', '選考所見へのフィードバック'],
      admissionsViewers,
    ),
    page(
      'zsfwhdgl',
      '/xgxt/zsfwhdgl',
      ['招生活动管理', '招生活動管理', 'Admissions events', '入試イベントの管理'],
      admissionsOffice,
    ),
  ],
);
