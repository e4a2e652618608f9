import {
  checkMobile,
  type IdType,
  type ImportColumn,
  type ImportProblem,
  type ImportRowReport,
  importColumns,
  isValidExamineeNo,
  isValidIdNumber,
  maskIdNumber,
  normaliseIdNumber,
  requiredImportColumns,
  residentIdFacts,
} from '@campusflow/contracts';
import type { Db } from '../../platform/db/database.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { admissionsDb } from './admissions.tables.ts';
import { hashIdNumber, tenantIdKey } from './id-hash.ts';
import type { SheetRow } from './sheet-reader.ts';

// Checks every row of an admitted list before anything is written, so the administrator gets one
// report for the whole file: required fields, ID numbers (checksum), duplicates in the file and
// against the list, accounts already taken, and colleges/majors/classes that the school does not have.

/** Header words accepted per column (any of the four languages, or the column key), compared loosely. */
const headerAliases: Record<ImportColumn, string[]> = {
  examineeNo: ['考生号', '考生號', '考生编号', '受験番号', 'examcandidateno', 'examineeno', 'candidateno'],
  name: ['姓名', '氏名', '名前', 'name'],
  idType: ['证件类型', '證件類型', '身分証種別', 'idtype', 'documenttype'],
  idNumber: ['身份证号', '身份证号码', '身分證號碼', '证件号码', '證件號碼', '身分証番号', 'idnumber', 'idno'],
  gender: ['性别', '性別', 'gender', 'sex'],
  college: ['学院', '學院', '院系', '学部', 'college', 'school'],
  major: ['专业', '專業', '専攻', 'major', 'program'],
  className: ['班级', '班級', 'クラス', 'class', 'classname'],
  batch: ['批次', '录取批次', '錄取批次', '募集区分', 'batch'],
  admissionType: ['录取类型', '錄取類型', '科类', '入試区分', 'admissiontype'],
  province: ['生源地', '出身地', 'province', 'origin'],
  mobile: ['手机号', '手机', '手機號碼', '携帯番号', '携帯電話', 'mobile', 'phone'],
  noticeNo: ['录取通知书号', '錄取通知書號', '通知書番号', 'noticeno', 'admissionnoticeno'],
  studentNo: ['学号', '學號', '学籍番号', 'studentid', 'studentno'],
  opinion: ['录取意见', '錄取意見', '選考所見', 'opinion', 'admissionopinion'],
};

function headerKey(text: string): string {
  return text
    .replace(/[（(][^）)]*[）)]/g, '')
    .replace(/[\s*＊._-]/g, '')
    .toLowerCase();
}

/** Column positions by header; missing required columns → 6041204 naming them. */
export function mapHeader(header: readonly string[]): Partial<Record<ImportColumn, number>> {
  const positions: Partial<Record<ImportColumn, number>> = {};
  header.forEach((cell, index) => {
    const key = headerKey(cell);
    const column = importColumns.find((c) => headerAliases[c].includes(key) || headerKey(c) === key);
    if (column && positions[column] === undefined) positions[column] = index;
  });
  const missing = requiredImportColumns.filter((c) => positions[c] === undefined);
  if (missing.length > 0) {
    throw new AppError('ADMISSION_IMPORT_COLUMNS_MISSING', `missing: ${missing.join(', ')}`, {
      variables: { missing },
    });
  }
  return positions;
}

const idTypeWords: Record<string, IdType> = {
  '': 'resident',
  resident: 'resident',
  居民身份证: 'resident',
  身份证: 'resident',
  身分證: 'resident',
  港澳台居民居住证: 'resident',
  港澳居民居住证: 'resident',
  台湾居民居住证: 'resident',
  hkmopermit: 'hkmoPermit',
  港澳居民来往内地通行证: 'hkmoPermit',
  港澳通行证: 'hkmoPermit',
  回乡证: 'hkmoPermit',
  twpermit: 'twPermit',
  台湾居民来往大陆通行证: 'twPermit',
  台胞证: 'twPermit',
  passport: 'passport',
  护照: 'passport',
  護照: 'passport',
  パスポート: 'passport',
};

const genderWords: Record<string, 'male' | 'female'> = {
  男: 'male',
  男性: 'male',
  male: 'male',
  m: 'male',
  女: 'female',
  女性: 'female',
  female: 'female',
  f: 'female',
};

/** A row that passed every check, ready to write. */
export type ValidRow = {
  row: number;
  examineeNo: string;
  name: string;
  idType: IdType;
  idHash: string;
  idMasked: string;
  gender: 'male' | 'female' | null;
  birthDate: string | null;
  collegeId: string;
  majorId: string;
  classId: string | null;
  batch: string;
  admissionType: string;
  province: string;
  mobile: string;
  noticeNo: string;
  studentNo: string;
  opinion: string;
};

export type CheckedSheet = { totalRows: number; valid: ValidRow[]; report: ImportRowReport[] };

type Org = { id: string; kind: string; code: string; name: string; parentId: string | null };

const maxLength: Partial<Record<ImportColumn, number>> = { name: 50, batch: 50, opinion: 2000 };

async function existing(db: Db, tenantId: string, examineeNos: string[]) {
  const adb = admissionsDb(db);
  const taken = new Set<string>();
  const accounts = new Set<string>();
  for (let i = 0; i < examineeNos.length; i += 1000) {
    const slice = examineeNos.slice(i, i + 1000);
    const lower = slice.map((s) => s.toLowerCase());
    const [candidates, users] = [
      await adb
        .selectFrom('admissionCandidates')
        .select('examineeNo')
        .where('tenantId', '=', tenantId)
        .where('examineeNo', 'in', slice)
        .execute(),
      await db
        .selectFrom('tenantMembers as m')
        .innerJoin('users as u', (j) => j.onRef('u.tenantId', '=', 'm.homeTenantId').onRef('u.id', '=', 'm.userId'))
        .select('u.accountLower')
        .where('m.tenantId', '=', tenantId)
        .where('u.accountLower', 'in', lower)
        .execute(),
    ];
    for (const c of candidates) taken.add(c.examineeNo);
    for (const u of users) accounts.add(u.accountLower);
  }
  return { taken, accounts };
}

/** Validates the data rows (header first) against the school's orgs and the list as it stands. */
export async function checkSheet(db: Db, tenantId: string, rows: readonly SheetRow[]): Promise<CheckedSheet> {
  const [header, ...data] = rows;
  if (!header) throw new AppError('ADMISSION_IMPORT_UNREADABLE', 'empty file');
  const at = mapHeader(header.cells);
  const cell = (r: SheetRow, c: ImportColumn) => {
    const i = at[c];
    return i === undefined ? '' : (r.cells[i] ?? '').trim();
  };
  const orgs: Org[] = await db
    .selectFrom('orgs')
    .select(['id', 'kind', 'code', 'name', 'parentId'])
    .where('tenantId', '=', tenantId)
    .where('kind', 'in', ['college', 'major', 'class'])
    .execute();
  const find = (kind: string, text: string, parentId?: string) => {
    const t = text.trim().toLowerCase();
    const matches = orgs.filter((o) => o.kind === kind && (o.name.toLowerCase() === t || o.code.toLowerCase() === t));
    return (parentId ? matches.find((o) => o.parentId === parentId) : undefined) ?? matches[0];
  };
  const examineeNos = data.map((r) => cell(r, 'examineeNo'));
  const counts = new Map<string, number>();
  for (const no of examineeNos) if (no) counts.set(no.toLowerCase(), (counts.get(no.toLowerCase()) ?? 0) + 1);
  const { taken, accounts } = await existing(db, tenantId, [
    ...new Set(examineeNos.filter((n) => n && isValidExamineeNo(n))),
  ]);
  const key = await tenantIdKey(db, tenantId);

  const valid: ValidRow[] = [];
  const report: ImportRowReport[] = [];
  for (const r of data) {
    const problems: ImportProblem[] = [];
    const problem = (field: string, code: ImportProblem['code']) => problems.push({ field, code });
    for (const c of requiredImportColumns) if (!cell(r, c)) problem(c, 'required');
    for (const c of importColumns) {
      if (cell(r, c).length > (maxLength[c] ?? 100)) problem(c, 'tooLong');
    }
    const examineeNo = cell(r, 'examineeNo');
    if (examineeNo) {
      if (!isValidExamineeNo(examineeNo)) problem('examineeNo', 'examineeNo');
      if ((counts.get(examineeNo.toLowerCase()) ?? 0) > 1) problem('examineeNo', 'duplicateInFile');
      if (taken.has(examineeNo)) problem('examineeNo', 'duplicateExisting');
      else if (accounts.has(examineeNo.toLowerCase())) problem('examineeNo', 'accountTaken');
    }
    const idType = idTypeWords[headerKey(cell(r, 'idType'))];
    if (!idType) problem('idType', 'idType');
    const idNumber = normaliseIdNumber(cell(r, 'idNumber'));
    if (idNumber && idType && !isValidIdNumber(idType, idNumber)) problem('idNumber', 'idNumber');
    const facts = idType === 'resident' ? residentIdFacts(idNumber) : null;
    const genderText = headerKey(cell(r, 'gender'));
    let gender: 'male' | 'female' | null = facts?.gender ?? null;
    if (genderText) {
      const given = genderWords[genderText];
      if (!given || (facts && facts.gender !== given)) problem('gender', 'gender');
      else gender = given;
    }
    const mobile = cell(r, 'mobile');
    if (mobile && checkMobile(mobile)) problem('mobile', 'mobile');
    const collegeText = cell(r, 'college');
    const majorText = cell(r, 'major');
    const classText = cell(r, 'className');
    const college = collegeText ? find('college', collegeText) : undefined;
    if (collegeText && !college) problem('college', 'unknownCollege');
    const major = majorText ? find('major', majorText, college?.id) : undefined;
    if (majorText && !major) problem('major', 'unknownMajor');
    else if (major && college && major.parentId !== college.id) problem('major', 'majorNotInCollege');
    const cls = classText ? find('class', classText, major?.id) : undefined;
    if (classText && (!cls || (major && cls.parentId !== major.id))) problem('className', 'unknownClass');

    if (problems.length > 0 || !college || !major || !idType) {
      report.push({ row: r.row, examineeNo, name: cell(r, 'name'), problems });
      continue;
    }
    valid.push({
      row: r.row,
      examineeNo,
      name: cell(r, 'name'),
      idType,
      idHash: hashIdNumber(key, idNumber),
      idMasked: maskIdNumber(idNumber),
      gender,
      birthDate: facts?.birthDate ?? null,
      collegeId: college.id,
      majorId: major.id,
      classId: cls?.id ?? null,
      batch: cell(r, 'batch'),
      admissionType: cell(r, 'admissionType'),
      province: cell(r, 'province'),
      mobile,
      noticeNo: cell(r, 'noticeNo'),
      studentNo: cell(r, 'studentNo'),
      opinion: cell(r, 'opinion'),
    });
  }
  return { totalRows: data.length, valid, report };
}
