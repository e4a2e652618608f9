import type {
  BriefingKind,
  BriefingSummary,
  BriefingView,
  Locale,
  SaveBriefingBody,
  StaffBriefing,
} from '@campusflow/contracts';
import type { z } from 'zod';
import type { AuthContext } from '../../platform/auth/auth-context.ts';
import type { Db } from '../../platform/db/database.ts';
import { newId } from '../../platform/db/ids.ts';
import { linkFilesToBusinessKey, unlinkFilesFromBusinessKey } from '../../platform/files/index.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { sanitizeNoticeHtml, summaryOf } from '../../platform/notices/notice-content.ts';
import { admissionsDb } from './admissions.tables.ts';
import { inLanguage } from './admissions-settings.ts';

// Briefings (迎新简报 yxjb, 招生简报 zsjb) and the pages of the promotional flow, written by the
// admissions office in four languages. Rich text is cut to the announcements' allowlist on save;
// images live in the file store, linked to the briefing so that the public page may show them once
// it is published (and no other file of the school).

type SaveInput = z.output<typeof SaveBriefingBody>;
export const briefingBusinessKey = (id: string) => `admissions.briefing:${id}`;

type Row = Awaited<ReturnType<typeof loadRow>>;

async function loadRow(db: Db, tenantId: string, id: string) {
  return admissionsDb(db)
    .selectFrom('admissionBriefings')
    .selectAll()
    .where('tenantId', '=', tenantId)
    .where('id', '=', id)
    .executeTakeFirst();
}

const iso = (d: Date | string | null) => (d ? new Date(d).toISOString() : null);

function summaryView(row: NonNullable<Row>, locale: Locale): BriefingSummary {
  return {
    id: row.id,
    kind: row.kind,
    title: inLanguage(row.title, locale),
    summary: summaryOf(inLanguage(row.content, locale)),
    coverFileId: row.imageFileIds[0] ?? null,
    sort: row.sort,
    publishedAt: iso(row.publishedAt),
  };
}

export async function publishedBriefings(db: Db, tenantId: string, kind: BriefingKind, locale: Locale) {
  const rows = await admissionsDb(db)
    .selectFrom('admissionBriefings')
    .selectAll()
    .where('tenantId', '=', tenantId)
    .where('kind', '=', kind)
    .where('status', '=', 'published')
    .orderBy('sort')
    .orderBy('publishedAt', 'desc')
    .limit(100)
    .execute();
  return rows.map((r) => summaryView(r, locale));
}

export async function publishedBriefing(db: Db, tenantId: string, id: string, locale: Locale): Promise<BriefingView> {
  const row = await loadRow(db, tenantId, id);
  if (row?.status !== 'published') throw new AppError('ADMISSION_BRIEFING_NOT_FOUND');
  return { ...summaryView(row, locale), content: inLanguage(row.content, locale), imageFileIds: row.imageFileIds };
}

/** Whether a file is an image of a published briefing of the school (the public image route). */
export async function isPublishedBriefingImage(db: Db, tenantId: string, fileId: string): Promise<boolean> {
  const rows = await admissionsDb(db)
    .selectFrom('admissionBriefings')
    .select('imageFileIds')
    .where('tenantId', '=', tenantId)
    .where('status', '=', 'published')
    .execute();
  return rows.some((r) => r.imageFileIds.includes(fileId));
}

function staffView(row: NonNullable<Row>): StaffBriefing {
  return {
    id: row.id,
    kind: row.kind,
    title: row.title,
    content: row.content,
    imageFileIds: row.imageFileIds,
    sort: row.sort,
    status: row.status,
    publishedAt: iso(row.publishedAt),
    updatedAt: iso(row.updatedAt) as string,
  };
}

export async function staffBriefings(db: Db, tenantId: string, kind?: BriefingKind): Promise<StaffBriefing[]> {
  let query = admissionsDb(db).selectFrom('admissionBriefings').selectAll().where('tenantId', '=', tenantId);
  if (kind) query = query.where('kind', '=', kind);
  const rows = await query.orderBy('kind').orderBy('sort').orderBy('updatedAt', 'desc').execute();
  return rows.map(staffView);
}

export async function staffBriefing(db: Db, tenantId: string, id: string): Promise<StaffBriefing> {
  const row = await loadRow(db, tenantId, id);
  if (!row) throw new AppError('ADMISSION_BRIEFING_NOT_FOUND');
  return staffView(row);
}

/** Creates or edits a briefing (a published one stays published with the new text). */
export async function saveBriefing(db: Db, auth: AuthContext, input: SaveInput, now: Date): Promise<{ id: string }> {
  const content = Object.fromEntries(
    Object.entries(input.content).map(([locale, html]) => [locale, sanitizeNoticeHtml(html)]),
  ) as SaveInput['content'];
  const title = Object.fromEntries(Object.entries(input.title).map(([l, t]) => [l, t.trim()])) as SaveInput['title'];
  const imageFileIds = [...new Set(input.imageFileIds)];
  return db.transaction().execute(async (trx) => {
    const adb = admissionsDb(trx);
    let id = input.id;
    if (id) {
      const existing = await loadRow(trx, auth.tenantId, id);
      if (!existing) throw new AppError('ADMISSION_BRIEFING_NOT_FOUND');
      await adb
        .updateTable('admissionBriefings')
        .set({
          kind: input.kind,
          title: JSON.stringify(title),
          content: JSON.stringify(content),
          imageFileIds: JSON.stringify(imageFileIds),
          sort: input.sort,
          updatedAt: now,
          updatedBy: auth.userId,
        })
        .where('tenantId', '=', auth.tenantId)
        .where('id', '=', id)
        .execute();
      const dropped = existing.imageFileIds.filter((f) => !imageFileIds.includes(f));
      await unlinkFilesFromBusinessKey(trx, auth.tenantId, briefingBusinessKey(id), dropped);
    } else {
      id = newId(now.getTime());
      await adb
        .insertInto('admissionBriefings')
        .values({
          tenantId: auth.tenantId,
          id,
          kind: input.kind,
          title: JSON.stringify(title),
          content: JSON.stringify(content),
          imageFileIds: JSON.stringify(imageFileIds),
          sort: input.sort,
          updatedAt: now,
          updatedBy: auth.userId,
        })
        .execute();
    }
    // Only files of this school count; linking also keeps them from being deleted while in use.
    await linkFilesToBusinessKey(trx, auth.tenantId, imageFileIds, briefingBusinessKey(id));
    return { id };
  });
}

export async function setBriefingStatus(
  db: Db,
  tenantId: string,
  id: string,
  status: 'draft' | 'published',
  now: Date,
): Promise<void> {
  const result = await admissionsDb(db)
    .updateTable('admissionBriefings')
    .set({ status, publishedAt: status === 'published' ? now : null, updatedAt: now })
    .where('tenantId', '=', tenantId)
    .where('id', '=', id)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) throw new AppError('ADMISSION_BRIEFING_NOT_FOUND');
}
