import type { AuthContext } from '../auth/auth-context.ts';
import type { Db } from '../db/database.ts';
import { createMessages } from '../messages/messages.service.ts';
import { classOfStudent, collegeOfUser } from '../org/org-relations.ts';
import { publishNoticeIn, saveNotice } from './notices.service.ts';

// Demo announcements and messages for the demo university, written through the same services as the
// app, so the workbench, the announcement list and the messages tab have something to show.

async function actor(db: Db, tenantId: string, account: string, roleAlias: string): Promise<AuthContext | null> {
  const user = await db
    .selectFrom('users')
    .select('id')
    .where('tenantId', '=', tenantId)
    .where('accountLower', '=', account)
    .executeTakeFirst();
  if (!user) return null;
  return {
    tenantId,
    userId: user.id,
    sessionId: '',
    clientId: 'seed',
    account,
    isSuper: false,
    roleId: null,
    roleAlias,
    allRoles: false,
    actorUserId: null,
    restricted: null,
  };
}

/** Idempotent: does nothing when the tenant already has announcements. */
export async function seedDemoNotices(db: Db, tenantId: string, now = new Date()): Promise<void> {
  const existing = await db.selectFrom('notices').select('id').where('tenantId', '=', tenantId).executeTakeFirst();
  if (existing) return;
  const affairs = await actor(db, tenantId, 'affairsadmin', 'affairsAdmin');
  const college = await actor(db, tenantId, 'collegeadmin', 'collegeAdmin');
  const counsellor = await actor(db, tenantId, 'counsellor', 'counsellor');
  const student = await actor(db, tenantId, 'student', 'student');
  if (!affairs || !college || !counsellor || !student) return;
  const base = { attachmentFileIds: [], isPublic: false, pinned: false, expiresAt: null };
  const publish = async (auth: AuthContext, input: Parameters<typeof saveNotice>[2], minutesAgo: number) => {
    const at = new Date(now.getTime() - minutesAgo * 60_000);
    const id = await saveNotice(db, auth, input, at);
    await publishNoticeIn(db, auth, id, at);
  };
  await publish(
    affairs,
    {
      ...base,
      pinned: true,
      isPublic: true,
      categoryCode: 'notice',
      title: '关于2027年寒假放假安排的通知',
      content:
        '<p>各学院、各部门：</p><p>2027年寒假自1月16日开始，2月22日学生返校报到。请各学院做好学生离校登记和安全教育工作。</p>',
      audience: { scope: 'school' },
    },
    600,
  );
  const cs = await collegeOfUser(db, tenantId, college.userId);
  if (cs) {
    await publish(
      college,
      {
        ...base,
        categoryCode: 'policy',
        title: '2026—2027学年奖学金评定工作安排',
        content: '<p>本学年奖学金评定工作即日启动，请符合条件的同学在12月5日前提交申请。</p>',
        audience: { scope: 'orgs', orgIds: [cs.id], roles: ['student'] },
      },
      240,
    );
  }
  const cls = await classOfStudent(db, tenantId, student.userId);
  if (cls) {
    await publish(
      counsellor,
      {
        ...base,
        categoryCode: 'notice',
        title: '本周五主题班会通知',
        content: '<p>本周五晚19:00在教学楼A201召开主题班会，请全体同学准时参加。</p>',
        audience: { scope: 'orgs', orgIds: [cls.id] },
      },
      30,
    );
  }
  await createMessages(
    db,
    tenantId,
    [
      {
        userId: student.userId,
        kind: 'system.welcome',
        title: {
          text: {
            'zh-CN': '欢迎使用 CampusFlow',
            'zh-TW': '歡迎使用 CampusFlow',
            'en-US': 'Welcome to CampusFlow',
            'ja-JP': 'CampusFlow へようこそ',
          },
        },
        target: { type: 'page', route: '/dashboard' },
      },
    ],
    { now: new Date(now.getTime() - 24 * 3600_000) },
  );
}
