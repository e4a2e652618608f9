import { group, type MenuSeed, newStudents, page, staff, students } from './menu-seed-types.ts';

// Onboarding, dorms, fees, scholarships and aid (spec §2 "Business areas under /xgxt"; glossary §4–§6).

export const onboardingMenu: MenuSeed = group(
  'grp_onboarding',
  ['迎新', '迎新', 'Onboarding', '新入生受け入れ'],
  'flag-o',
  [
    page('yxxt_index', '/xgxt/yxxt_index', ['迎新流程', '迎新流程', 'Onboarding steps', '受け入れ手続き'], newStudents),
    page(
      'yxxt_changePassword',
      '/xgxt/yxxt_changePassword',
      ['修改密码', '變更密碼', 'Change password', 'パスワード変更'],
      newStudents,
    ),
    page(
      'yx_students',
      '/xgxt/yxcx_xsxxcx',
      ['新生信息查询', '新生資料查詢', 'New student lookup', '新入生情報検索'],
      staff,
    ),
    page('yx_arrival_stats', '/xgxt/yxtjYxbdtj', ['报到统计', '報到統計', 'Arrival statistics', '到着受付統計'], staff),
    page(
      'yx_loan_review',
      '/xgxt/zxdksh',
      ['助学贷款审核', '助學貸款審核', 'Student loan review', '学生ローン審査'],
      staff,
    ),
    page('yx_onsite', '/xgxt/xcyxbl', ['现场迎新办理', '現場迎新辦理', 'On-site arrival desk', '現地受付'], staff),
    page(
      'yx_review_hub',
      '/xgxt/yx_reviews',
      ['迎新审核总览', '迎新審核總覽', 'Onboarding reviews', '受け入れ審査一覧'],
      staff,
    ),
    page(
      'yx_consulting',
      '/xgxt/yx_consulting',
      ['新生咨询', '新生諮詢', 'New-student questions', '新入生の質問'],
      staff,
    ),
    page(
      'yx_pictures',
      '/xgxt/yx_pictures',
      ['迎新图集管理', '迎新圖集管理', 'Campus guide pictures', 'キャンパスガイド写真の管理'],
      ['affairsAdmin', 'tenantAdmin'],
    ),
    page(
      'yx_step_manage',
      '/xgxt/wsyxhjgl',
      ['迎新环节管理', '迎新環節管理', 'Onboarding step settings', '受け入れ手続きの管理'],
      ['affairsAdmin', 'tenantAdmin'],
    ),
    page(
      'yx_school_stats',
      '/xgxt/qxyxtj',
      ['全校迎新统计', '全校迎新統計', 'School onboarding statistics', '全学の受け入れ統計'],
      staff,
    ),
    page(
      'yx_class_stats',
      '/xgxt/bjyxtj',
      ['班级迎新统计', '班級迎新統計', 'Onboarding by class', 'クラス別受け入れ統計'],
      staff,
    ),
    page(
      'yx_step_stats',
      '/xgxt/yxtjWsyxtj',
      ['网上迎新办理统计', '線上迎新辦理統計', 'Online step progress', 'オンライン手続きの進捗'],
      staff,
    ),
    page(
      'yx_face_review',
      '/xgxt/rlsbsh',
      ['人脸识别审核', '人臉辨識審核', 'Face verification review', '顔認証審査'],
      staff,
    ),
    page(
      'yx_green_review',
      '/xgxt/greenChannel',
      ['绿色通道审核', '綠色通道審核', 'Pay-later enrollment review', '入学時納付猶予審査'],
      staff,
    ),
    page(
      'yx_deferred_review',
      '/xgxt/hjshIndex',
      ['缓交审核', '緩繳審核', 'Payment deferral review', '納付猶予審査'],
      staff,
    ),
    page('yx_day_review', '/xgxt/xszdsh', ['走读审核', '通勤審核', 'Commuter student review', '自宅通学審査'], staff),
    page('yx_enlist_review', '/xgxt/xsrwsh', ['入伍审核', '入伍審核', 'Military enlistment review', '入隊審査'], staff),
    page(
      'yx_retention_review',
      '/xgxt/blxjsh',
      ['保留入学资格审核', '保留入學資格審核', 'Deferred admission review', '入学資格の保留審査'],
      staff,
    ),
    page(
      'yx_collect_review',
      '/xgxt/collectsh',
      ['信息采集审核', '資料蒐集審核', 'Personal info review', '個人情報審査'],
      staff,
    ),
    page(
      'yx_qualification',
      '/xgxt/xszgscsh',
      ['新生资格审查', '新生資格審查', 'Admission qualification check', '入学資格審査'],
      staff,
    ),
  ],
);

export const dormMenu: MenuSeed = group('grp_dorm', ['宿舍', '宿舍', 'Dorm', '学生寮'], 'building-o', [
  page('dorm_my', '/xgxt/studentLive', ['我的宿舍', '我的寢室', 'My dorm', '自分の居室'], students),
  page('dorm_change', '/xgxt/changingDormitory', ['调宿申请', '換宿申請', 'Room change', '部屋替え申請'], students),
  page(
    'dorm_outside',
    '/xgxt/outsideLive',
    ['校外住宿申请', '校外賃居申請', 'Off-campus housing', '学外居住申請'],
    students,
  ),
  page(
    'dorm_holiday',
    '/xgxt/stayOvernight',
    ['假期留宿申请', '寒暑假住宿申請', 'Holiday stay', '休暇中の残寮申請'],
    students,
  ),
  page('dorm_move_out', '/xgxt/checkOut', ['退宿申请', '退宿申請', 'Move out', '退寮申請'], students),
  page('dorm_repair', '/xgxt/reportRepair', ['报修', '報修', 'Repair request', '修理依頼'], students),
  page('dorm_occupancy', '/xgxt/studentOccupancy', ['入住情况', '入住情況', 'Occupancy', '入居状況'], staff),
  page(
    'dorm_change_review',
    '/xgxt/reviewDormitoryChange',
    ['调宿审核', '換宿審核', 'Room change review', '部屋替え審査'],
    staff,
  ),
  page(
    'dorm_outside_review',
    '/xgxt/reviewOutsideLive',
    ['校外住宿审核', '校外賃居審核', 'Off-campus housing review', '学外居住審査'],
    staff,
  ),
  page('dorm_move_out_review', '/xgxt/reviewCheckOut', ['退宿审核', '退宿審核', 'Move-out review', '退寮審査'], staff),
  page(
    'dorm_holiday_review',
    '/xgxt/reviewStayNight',
    ['假期留宿审核', '寒暑假住宿審核', 'Holiday stay review', '残寮審査'],
    staff,
  ),
  page('dorm_inspection', '/xgxt/dormitoryinspection', ['卫生检查', '衛生檢查', 'Room inspection', '居室点検'], staff),
  page(
    'dorm_personal_inspection',
    '/xgxt/PersonalInspection',
    ['个人内务检查', '個人內務檢查', 'Personal inspection', '個人の寮内点検'],
    staff,
  ),
  page(
    'dorm_my_inspection',
    '/xgxt/PersonalInspection',
    ['我的内务检查', '我的內務檢查', 'My dorm inspections', '寮の点検結果'],
    students,
  ),
  page('dorm_move_in_review', '/xgxt/reviewImmigration', ['入住审核', '入住審核', 'Move-in review', '入寮審査'], staff),
  page(
    'dorm_violation',
    '/xgxt/reviewNotRules',
    ['违纪登记', '違規登記', 'Violation reports', '寮則違反の記録'],
    staff,
  ),
  page(
    'dorm_model_rooms',
    '/ssgl/civilisedRooms',
    ['文明宿舍评比', '優良寢室評比', 'Model rooms', '模範居室の選考'],
    ['affairsAdmin', 'tenantAdmin'],
  ),
  page(
    'dorm_ssgl_records',
    '/ssgl/dormRecords',
    ['宿舍事务记录', '宿舍事務紀錄', 'Dorm records', '寮の記録'],
    ['affairsAdmin', 'tenantAdmin'],
  ),
  page(
    'dorm_ssgl_records_stats',
    '/ssgl/dormRecordsStats',
    ['宿舍事务统计', '宿舍事務統計', 'Dorm record statistics', '寮の記録の統計'],
    ['affairsAdmin', 'tenantAdmin'],
  ),
  page(
    'dorm_violation_review',
    '/ssgl/violationReview',
    ['违纪审核', '違規審核', 'Violation review', '寮則違反の確認'],
    ['affairsAdmin', 'tenantAdmin'],
  ),
  page(
    'dorm_repair_manage',
    '/ssgl/repairManage',
    ['报修处理', '報修處理', 'Repair requests', '修理依頼の対応'],
    ['affairsAdmin', 'tenantAdmin'],
  ),
  page(
    'dorm_inspection_rank',
    '/ssgl/inspectionRanking',
    ['卫生检查排名', '衛生檢查排名', 'Inspection ranking', '居室点検ランキング'],
    staff,
  ),
  page(
    'dorm_delay',
    '/ssgl/delayCheckOut',
    ['延期退宿申请', '延期退宿申請', 'Delayed move-out', '退寮延期申請'],
    students,
  ),
  page(
    'dorm_abnormal',
    '/ssgl/abnormalReport',
    ['异常情况上报', '異常狀況通報', 'Incident reports', '異常報告'],
    staff,
  ),
]);

export const feesMenu: MenuSeed = group('grp_fees', ['缴费', '繳費', 'Payment', '納付'], 'credit-card', [
  page('fee_query', '/xgxt/paymentInquiry', ['缴费查询', '繳費查詢', 'My payments', '納付状況'], students),
  page('fee_deferral', '/sfgl/student/hjsq', ['缓交申请', '緩繳申請', 'Payment deferral', '納付猶予申請'], students),
  page('fee_manage', '/xgxt/chargeManage', ['缴费管理', '繳費管理', 'Payment management', '納付管理'], staff),
]);

export const scholarshipMenu: MenuSeed = group(
  'grp_scholarship',
  ['奖学金', '獎學金', 'Scholarship', '奨学金'],
  'trophy',
  [
    page(
      'jxj_apply',
      '/xgxt/applicationList',
      ['奖学金申请', '獎學金申請', 'Apply for a scholarship', '奨学金申請'],
      students,
    ),
    page('jxj_record', '/xgxt/applicationRecord', ['申请记录', '申請紀錄', 'My applications', '申請履歴'], students),
    page(
      'jxj_publicity',
      '/xgxt/applicationPublicity',
      ['公示', '公示', 'Public notice', '公示'],
      [...students, ...staff],
    ),
    page('jxj_review', '/xgxt/verifyRecord', ['奖学金审核', '獎學金審核', 'Scholarship review', '奨学金審査'], staff),
    page('jxj_stats', '/xgxt/jxj_tj', ['奖学金统计', '獎學金統計', 'Scholarship statistics', '奨学金統計'], staff),
  ],
);

export const aidMenu: MenuSeed = group('grp_aid', ['资助', '學生資助', 'Financial aid', '経済支援'], 'life-ring', [
  page(
    'aid_need',
    '/xgxt/knssq',
    ['家庭经济困难学生认定', '家庭經濟困難學生認定', 'Financial need verification', '経済的困窮学生の認定'],
    students,
  ),
  page('aid_grant', '/xgxt/zxjForm', ['助学金申请', '助學金申請', 'Grant application', '給付奨学金申請'], students),
  page('aid_work_study', '/xgxt/sqindex', ['勤工助学', '工讀', 'Work-study', '学内ワークスタディ'], students),
  page(
    'aid_need_stats',
    '/xgxt/knsTj',
    ['困难认定统计', '困難認定統計', 'Need verification statistics', '困窮認定統計'],
    staff,
  ),
]);
