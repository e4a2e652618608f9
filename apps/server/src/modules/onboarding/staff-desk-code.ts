import type { OnboardingDeskCode } from '@campusflow/contracts';
import { sql } from 'kysely';
import QRCode from 'qrcode';
import type { Db } from '../../platform/db/database.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { studentFrom, studentNoSql } from './staff-student-sql.ts';

// The code a new student shows at the on-site desk (xcyxbl). It holds only their own exam candidate
// number (else student number), the same value the desk's search accepts as a scanned code (codeSql),
// so a hardware scanner, the desk camera and typing all land on the same lookup.

export async function deskCode(db: Db, tenantId: string, userId: string): Promise<OnboardingDeskCode> {
  const result = await sql<{
    examineeNo: string;
    studentNo: string;
  }>`select coalesce(c.examinee_no, '') as "examineeNo",
      ${studentNoSql} as "studentNo"
    from ${studentFrom} where s.tenant_id = ${tenantId} and s.user_id = ${userId}`.execute(db);
  const row = result.rows[0];
  if (!row) throw new AppError('ONBOARDING_NOT_ENROLLED');
  const codeKind = row.examineeNo ? 'examineeNo' : 'studentNo';
  const code = row.examineeNo || row.studentNo;
  if (!code) throw new AppError('ONBOARDING_NOT_ENROLLED');
  const svg = await QRCode.toString(code, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return { code, codeKind, image: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` };
}
