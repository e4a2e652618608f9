import { maskIdNumber, residentIdFacts } from '@campusflow/contracts';
import type { Db } from '../../platform/db/database.ts';
import { newId } from '../../platform/db/ids.ts';
import { demoName, prng } from '../../seed/demo-names.ts';
import { demoBriefings } from './admissions.demo-content.ts';
import { admissionsDb } from './admissions.tables.ts';
import { hashIdNumber, tenantIdKey } from './id-hash.ts';
import { writeCandidates } from './import-job.ts';
import type { ValidRow } from './import-validate.ts';

// Demo rows for 示范大学: 300 admitted candidates (the 5 demo new students among them, linked to their
// accounts), an admission opinion with feedback and a reply, the briefings in four languages, the
// seven promotional pages and two batches of admissions-promotion events.

const idWeights = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const idChecks = '10X98765432';

/** A valid resident ID number (GB 11643) for a region, birth date (yyyymmdd) and sequence. */
export function demoIdNumber(region: string, birth: string, sequence: number): string {
  const body = `${region}${birth}${String(sequence).padStart(3, '0')}`;
  const sum = idWeights.reduce((total, w, i) => total + w * Number(body[i]), 0);
  return `${body}${idChecks[sum % 11]}`;
}

/** The demo new students' examinee numbers and ID numbers (README "Demo accounts"). */
export const demoExaminees = [1, 2, 3, 4, 5].map((i) => ({
  account: i === 1 ? 'newstudent' : `202501010${i}`,
  examineeNo: `2611010100000${i}`,
}));

const regions = ['110105', '310104', '440106', '510107', '330106', '420111', '320102', '370102'];

/** The ID number the demo seed gives its i-th candidate (1–5: the demo new students; tests and README use it). */
export function demoCandidateIdNumber(i: number, gender: 'male' | 'female'): string {
  const birth = `2007${String((i % 12) + 1).padStart(2, '0')}${String((i % 27) + 1).padStart(2, '0')}`;
  // The 17th digit is odd for men: the sequence's last digit carries the gender.
  return demoIdNumber(regions[i % regions.length] as string, birth, (i % 50) * 10 + (gender === 'male' ? 1 : 2));
}
const provinces = ['北京', '上海', '广东', '四川', '浙江', '湖北', '江苏', '山东'];

export async function seedAdmissionDemo(db: Db, tenantId: string): Promise<void> {
  const adb = admissionsDb(db);
  const existing = await adb
    .selectFrom('admissionCandidates')
    .select('id')
    .where('tenantId', '=', tenantId)
    .limit(1)
    .execute();
  if (existing.length > 0) return;
  const now = new Date();
  const key = await tenantIdKey(db, tenantId);
  const orgs = await db
    .selectFrom('orgs')
    .select(['id', 'kind', 'code', 'parentId'])
    .where('tenantId', '=', tenantId)
    .execute();
  const majors = orgs.filter((o) => o.kind === 'major');
  const random = prng(2611);
  const row = (i: number, name: string, gender: 'male' | 'female', majorIndex: number): ValidRow => {
    const major = majors[majorIndex % majors.length];
    if (!major?.parentId) throw new Error('demo majors missing');
    const r = i % regions.length;
    const idNumber = demoCandidateIdNumber(i, gender);
    const facts = residentIdFacts(idNumber);
    return {
      row: i + 1,
      examineeNo: i <= 5 ? `2611010100000${i}` : `26${regions[r]?.slice(0, 2)}${String(i).padStart(10, '0')}`,
      name,
      idType: 'resident',
      idHash: hashIdNumber(key, idNumber),
      idMasked: maskIdNumber(idNumber),
      gender,
      birthDate: facts?.birthDate ?? null,
      collegeId: major.parentId,
      majorId: major.id,
      classId: null,
      batch: i % 10 === 0 ? '提前批' : '本科批',
      admissionType: i % 3 === 0 ? '物理类' : '历史类',
      province: provinces[r] as string,
      mobile: '',
      noticeNo: `NO${String(2026000 + i)}`,
      studentNo: '',
      opinion: '同意录取',
    };
  };
  // The five demo new students already have accounts (seed/demo-university.ts): link, do not create.
  const linked: { row: ValidRow; userId: string }[] = [];
  for (const [index, demo] of demoExaminees.entries()) {
    const user = await db
      .selectFrom('users as u')
      .innerJoin('employees as e', (j) => j.onRef('e.tenantId', '=', 'u.tenantId').onRef('e.userId', '=', 'u.id'))
      .select(['u.id', 'e.name', 'e.gender'])
      .where('u.tenantId', '=', tenantId)
      .where('u.accountLower', '=', demo.account)
      .executeTakeFirst();
    if (!user) continue;
    linked.push({ row: row(index + 1, user.name, user.gender ?? 'female', 0), userId: user.id });
  }
  const opinionRow = linked[1]?.row;
  if (opinionRow) opinionRow.opinion = '第一志愿软件工程专业已录满，按“服从专业调剂”录取至计算机科学与技术专业。';
  await adb
    .insertInto('admissionCandidates')
    .values(
      linked.map(({ row: r, userId }) => ({
        tenantId,
        id: newId(),
        ...withoutRow(r),
        userId,
        importId: null,
        createdAt: now,
      })),
    )
    .execute();
  const generated: ValidRow[] = [];
  for (let i = 6; i <= 300; i++) {
    const { name, gender } = demoName(random);
    generated.push(row(i, name, gender, i));
  }
  await writeCandidates(db, tenantId, null, generated, now);

  const opinionCandidate = linked[1];
  if (opinionCandidate) {
    const candidate = await adb
      .selectFrom('admissionCandidates')
      .select('id')
      .where('tenantId', '=', tenantId)
      .where('examineeNo', '=', opinionCandidate.row.examineeNo)
      .executeTakeFirstOrThrow();
    await adb
      .insertInto('admissionFeedback')
      .values({
        tenantId,
        id: newId(),
        candidateId: candidate.id,
        content: '我很喜欢软件工程专业，请问入学后还有机会转到软件工程吗？',
        createdAt: new Date(now.getTime() - 2 * 86_400_000),
        reply:
          '可以。学校每年春季学期开放转专业申请，计算机科学与技术与软件工程同属本学院，第一学年成绩排名前 20% 的同学可申请，详见新生入学后发布的《转专业管理办法》。',
        repliedAt: new Date(now.getTime() - 86_400_000),
      })
      .execute();
  }
  await seedDemoContent(db, tenantId, now);
}

function withoutRow(r: ValidRow) {
  const { row: _row, ...rest } = r;
  return rest;
}

async function seedDemoContent(db: Db, tenantId: string, now: Date) {
  const adb = admissionsDb(db);
  await adb
    .insertInto('admissionBriefings')
    .values(
      demoBriefings.map((b, i) => ({
        tenantId,
        id: newId(),
        kind: b.kind,
        title: JSON.stringify(b.title),
        content: JSON.stringify(b.content),
        imageFileIds: '[]',
        sort: b.sort,
        status: 'published' as const,
        publishedAt: new Date(now.getTime() - (demoBriefings.length - i) * 3600_000),
        updatedAt: now,
      })),
    )
    .execute();
  const winter = newId();
  const fairs = newId();
  await adb
    .insertInto('admissionBatches')
    .values([
      {
        tenantId,
        id: winter,
        name: '2026 寒假招生宣传',
        year: 2026,
        description: '寒假期间回访母校、宣讲学校与专业。',
        sort: 1,
        createdAt: now,
      },
      {
        tenantId,
        id: fairs,
        name: '2026 高考招生咨询会',
        year: 2026,
        description: '高考出分后的各地现场咨询会。',
        sort: 2,
        createdAt: now,
      },
    ])
    .execute();
  const day = 86_400_000;
  const at = (days: number, hour: number) =>
    new Date(Math.floor(now.getTime() / day) * day + days * day + (hour - 8) * 3600_000);
  await adb
    .insertInto('admissionEvents')
    .values([
      {
        tenantId,
        id: newId(),
        batchId: winter,
        title: '回访母校招生宣传',
        place: '生源所在高中',
        description: '回到你的高中，向学弟学妹介绍学校与专业。学校提供宣传资料和交通补贴。',
        startAt: at(40, 9),
        endAt: at(55, 17),
        signUpDeadline: at(30, 23),
        capacity: 80,
        createdAt: now,
      },
      {
        tenantId,
        id: newId(),
        batchId: winter,
        title: '校园开放日志愿者',
        place: '图书馆一楼大厅',
        description: '为来访的考生和家长带路、讲解校园。',
        startAt: at(20, 8),
        endAt: at(20, 17),
        signUpDeadline: at(15, 23),
        capacity: 30,
        createdAt: now,
      },
      {
        tenantId,
        id: newId(),
        batchId: fairs,
        title: '省会城市招生咨询会',
        place: '省会展中心',
        description: '协助招生老师解答考生和家长的咨询。',
        startAt: at(90, 9),
        endAt: at(91, 17),
        signUpDeadline: at(80, 23),
        capacity: 20,
        createdAt: now,
      },
    ])
    .execute();
}
