import { admins, group, type MenuSeed, page, staff, students } from './menu-seed-types.ts';

// Daily affairs, honors, discipline, evaluation, activities, attendance, records and leaving school
// (spec §2 "Business areas under /xgxt"; glossary §7–§11).

export const dailyAffairsMenu: MenuSeed = group(
  'grp_daily',
  ['日常事务', '日常事務', 'Daily affairs', '日常手続き'],
  'calendar-check-o',
  [
    page('leave_apply', '/xgxt/qxjglQjsq', ['请假', '請假', 'Leave request', '欠席申請'], students),
    page('leave_mine', '/xgxt/qxjglMine', ['我的请假', '我的請假', 'My leave requests', '自分の欠席申請'], students),
    page('leave_report_back', '/xgxt/qxjglXjsq', ['销假', '銷假', 'Report back', '帰校報告'], students),
    page(
      'holiday_travel',
      '/xgxt/jjrlfxQxdj',
      ['节假日离返校登记', '假期離返校登記', 'Holiday travel record', '休暇中の帰省届'],
      students,
    ),
    page(
      'health_checkin',
      '/xgxt/qxjglYqdk',
      ['每日健康打卡', '每日健康回報', 'Daily health check-in', '毎日の健康報告'],
      students,
    ),
    page(
      'holiday_travel_mine',
      '/xgxt/jjrlfxDjxx',
      ['我的离返校登记', '我的離返校登記', 'My holiday travel records', '自分の帰省届'],
      students,
    ),
    page(
      'holiday_travel_return',
      '/xgxt/jjrlfxFxdj',
      ['返校登记', '返校登記', 'Return registration', '帰校登録'],
      students,
    ),
    page('seal_request', '/xgxt/yysq', ['用印申请', '用印申請', 'Seal request', '押印申請'], [...students, ...staff]),
    page('leave_review', '/xgxt/qxjglQxjsh', ['请假审批', '請假簽核', 'Leave approval', '欠席申請の承認'], staff),
    page(
      'leave_staff_list',
      '/xgxt/rcswQxj',
      ['请销假列表', '請銷假列表', 'Leave requests', '欠席申請一覧'],
      staff.filter((r) => r !== 'teacher'),
    ),
    page(
      'leave_staff_list_jsd',
      '/xgxt/rcswQxjJsd',
      ['请销假列表', '請銷假列表', 'Leave requests', '欠席申請一覧'],
      ['teacher'],
    ),
    page(
      'leave_on_behalf',
      '/xgxt/rcswXzcy',
      ['代请假', '代請假', "Leave on a student's behalf", '代理欠席申請'],
      staff.filter((r) => r !== 'teacher'),
    ),
    page(
      'leave_on_behalf_jsd',
      '/xgxt/rcswXzcyJsd',
      ['代请假', '代請假', "Leave on a student's behalf", '代理欠席申請'],
      ['teacher'],
    ),
    page(
      'leave_away',
      '/xgxt/rcswQjcy',
      ['请假查看', '請假查看', 'Students away', '外出中の学生'],
      staff.filter((r) => r !== 'teacher'),
    ),
    page('leave_away_jsd', '/xgxt/rcswQjcyJsd', ['请假查看', '請假查看', 'Students away', '外出中の学生'], ['teacher']),
    page(
      'report_back_check',
      '/xgxt/rcswXjdk',
      ['销假查看', '銷假查看', 'Report-back check', '帰校報告の確認'],
      staff.filter((r) => r !== 'teacher'),
    ),
    page(
      'report_back_check_jsd',
      '/xgxt/rcswXjdkJsd',
      ['销假查看', '銷假查看', 'Report-back check', '帰校報告の確認'],
      ['teacher'],
    ),
    page(
      'report_back_results',
      '/xgxt/rcswXjjg',
      ['销假结果', '銷假結果', 'Report-back results', '帰校報告の結果'],
      staff.filter((r) => r !== 'teacher'),
    ),
    page(
      'report_back_results_jsd',
      '/xgxt/rcswXjjgJsd',
      ['销假结果', '銷假結果', 'Report-back results', '帰校報告の結果'],
      ['teacher'],
    ),
    page('leave_stats', '/xgxt/rcswQjtj', ['请假统计', '請假統計', 'Leave statistics', '欠席統計'], staff),
    page(
      'report_back_stats',
      '/xgxt/rcswXjtj',
      ['销假统计', '銷假統計', 'Report-back statistics', '帰校報告統計'],
      staff,
    ),
    page(
      'leave_summary_stats',
      '/xgxt/qxjTj',
      ['请销假统计', '請銷假統計', 'Leave and report-back statistics', '欠席・帰校報告統計'],
      staff,
    ),
    page(
      'holiday_travel_check',
      '/xgxt/jjrlfxCheck',
      ['离返校登记查看', '離返校登記查看', 'Holiday travel records', '帰省届一覧'],
      staff,
    ),
    page(
      'health_checkin_daily',
      '/xgxt/yqdk_mrtj',
      ['每日打卡统计', '每日回報統計', 'Daily check-in statistics', '毎日の健康報告統計'],
      staff,
    ),
    page(
      'health_checkin_stats',
      '/xgxt/yqdk_xxtj',
      ['打卡汇总统计', '回報彙總統計', 'Check-in summary', '健康報告の集計'],
      staff,
    ),
    page(
      'health_checkin_query',
      '/xgxt/yqdk_xxcx',
      ['打卡记录查询', '回報紀錄查詢', 'Check-in records', '健康報告の検索'],
      staff,
    ),
    page('seal_manage', '/xgxt/yygl', ['用印管理', '用印管理', 'Seal requests', '押印申請の管理'], staff),
  ],
);

export const honorMenu: MenuSeed = group('grp_honor', ['荣誉称号', '榮譽稱號', 'Honor', '表彰'], 'certificate', [
  page('honor_apply', '/xgxt/grrychForm', ['荣誉称号申请', '榮譽稱號申請', 'Apply for an honor', '表彰申請'], students),
  page(
    'honor_record',
    '/xgxt/rychapplicationRecord',
    ['申请记录', '申請紀錄', 'My applications', '申請履歴'],
    students,
  ),
  page('honor_stats', '/xgxt/grrychtj', ['荣誉称号统计', '榮譽稱號統計', 'Honor statistics', '表彰統計'], staff),
]);

export const disciplineMenu: MenuSeed = group(
  'grp_discipline',
  ['处分', '處分', 'Disciplinary action', '懲戒処分'],
  'gavel',
  [
    page(
      'discipline_query',
      '/xgxt/punishmentQuery',
      ['我的处分', '我的處分', 'My disciplinary records', '自分の懲戒記録'],
      students,
    ),
    page('discipline_appeal', '/xgxt/cfssForm', ['申诉', '申訴', 'Appeal', '不服申立て'], students),
    page('discipline_lift', '/xgxt/cfjcForm', ['解除处分', '解除處分', 'Lift penalty', '処分解除'], students),
  ],
);

export const evaluationMenu: MenuSeed = group(
  'grp_evaluation',
  ['综合测评', '綜合測評', 'Overall evaluation', '総合素質評価'],
  'bar-chart',
  [
    page('eval_bonus', '/xgxt/bonusApplication', ['加分申报', '加分申請', 'Bonus points claim', '加点申請'], students),
    page('eval_score', '/xgxt/cpScore', ['测评成绩', '測評成績', 'My evaluation score', '評価結果'], students),
    page('eval_class', '/xgxt/bjcpindex', ['班级测评', '班級測評', 'Class evaluation', 'クラス評価'], staff),
  ],
);

export const activityMenu: MenuSeed = group('grp_activity', ['活动', '活動', 'Activity', '活動'], 'users', [
  page(
    'activity_signup',
    '/xgxt/activityBm',
    ['活动报名', '活動報名', 'Sign up', '活動申込み'],
    [...students, ...staff],
  ),
  page(
    'activity_proposal',
    '/xgxt/activityapplication',
    ['活动申请', '活動申請', 'Activity proposal', '活動申請'],
    staff,
  ),
  page('activity_manage', '/xgxt/activityManagement', ['活动管理', '活動管理', 'Manage activities', '活動管理'], staff),
]);

export const attendanceMenu: MenuSeed = group('grp_attendance', ['考勤', '出缺勤', 'Attendance', '出欠'], 'clock-o', [
  page(
    'checkin_student',
    '/xgxt/kqdk-student',
    ['打卡任务', '打卡任務', 'Check-in task', 'チェックイン課題'],
    students,
  ),
  page(
    'class_attendance_student',
    '/xgxt/xsKtkqjl',
    ['课堂考勤', '課堂點名', 'Class attendance', '授業の出欠'],
    students,
  ),
  page('checkin_teacher', '/xgxt/kqdk-teacher', ['打卡任务', '打卡任務', 'Check-in task', 'チェックイン課題'], staff),
  page('checkin_stats', '/xgxt/kqdktj', ['打卡统计', '打卡統計', 'Check-in statistics', 'チェックイン統計'], staff),
  page('class_attendance_teacher', '/xgxt/jsKtkq', ['课堂考勤', '課堂點名', 'Class attendance', '授業の出欠'], staff),
]);

export const recordsMenu: MenuSeed = group(
  'grp_records',
  ['学生信息', '學生資料', 'Student records', '学生情報'],
  'id-card-o',
  [
    page('record_mine', '/xgxt/xsjbxxStudent', ['我的信息', '我的資料', 'My records', '自分の学生情報'], students),
    page('info_form', '/xgxt/xsxxcj/index', ['信息采集', '資料填報', 'Information form', '学生情報登録'], students),
    page('status_change', '/xgxt/student_xjyd_index', ['学籍异动', '學籍異動', 'Status change', '学籍異動'], students),
    page('record_search', '/xgxt/xszhcxTeacher', ['学生查询', '學生查詢', 'Student lookup', '学生検索'], staff),
    page('class_roster', '/xgxt/classroster', ['班级花名册', '班級名冊', 'Class roster', 'クラス名簿'], staff),
    page(
      'status_change_review',
      '/xgxt/teacherYdsh',
      ['学籍异动审核', '學籍異動審核', 'Status change review', '学籍異動の審査'],
      staff,
    ),
  ],
);

export const leavingMenu: MenuSeed = group(
  'grp_leaving',
  ['离校手续', '離校手續', 'Exit clearance', '離学手続き'],
  'sign-out',
  [
    page('leaving_apply', '/xgxt/leaveSchool', ['离校手续', '離校手續', 'Exit clearance', '離学手続き'], students),
    page('leaving_stats', '/xgxt/lxtj', ['离校统计', '離校統計', 'Exit clearance statistics', '離学手続き統計'], staff),
  ],
);

export const adminMenu: MenuSeed = group(
  'grp_admin',
  ['系统管理', '系統管理', 'Administration', 'システム管理'],
  'cogs',
  [
    page(
      'platform_links',
      '/platform/linkPage',
      ['平台链接', '平台連結', 'Platform links', 'プラットフォームリンク'],
      admins,
    ),
    page('login_methods', '/platform/loginMethods', ['登录方式', '登入方式', 'Login methods', 'ログイン方法'], admins),
  ],
);
