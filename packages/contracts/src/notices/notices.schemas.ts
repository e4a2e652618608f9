import { z } from 'zod';
import { listDefaults, listResultSchema } from '../list/list-query.ts';

/** A cohort (年级): the year of entry, e.g. 2024 for "2024级". */
export const NoticeCohort = z.number().int().min(1990).max(2100);

const audienceNarrowing = {
  /** Only holders of one of these role aliases (e.g. students). */
  roles: z.array(z.string().max(40)).max(20).optional(),
  /** Only students of one of these cohorts. */
  cohorts: z.array(NoticeCohort).max(20).optional(),
};

/**
 * Who receives an announcement: the whole school, or people in some organisations (a college, a major, a
 * class, an office, each with everything below it); optionally narrowed to some roles and some cohorts.
 * Both narrowings must hold: `{orgs: [college], roles: [student], cohorts: [2024]}` is the college's 2024
 * students.
 */
export const NoticeAudience = z.union([
  z.strictObject({ scope: z.literal('school'), ...audienceNarrowing }),
  z.strictObject({ scope: z.literal('orgs'), orgIds: z.array(z.uuid()).min(1).max(100), ...audienceNarrowing }),
]);
export type NoticeAudience = z.infer<typeof NoticeAudience>;

export const NoticeSaveBody = z.strictObject({
  /** Absent: a new draft. Present: edits that announcement. */
  id: z.uuid().optional(),
  categoryCode: z.string().min(1).max(40),
  title: z.string().trim().min(1).max(200),
  /** Rich text (HTML); the server keeps only an allowlist of tags and attributes. */
  content: z.string().max(200_000),
  audience: NoticeAudience,
  attachmentFileIds: z.array(z.uuid()).max(20).default([]),
  isPublic: z.boolean().default(false),
  pinned: z.boolean().default(false),
  expiresAt: z.iso.datetime({ offset: true }).nullable().default(null),
});
export type NoticeSaveBody = z.input<typeof NoticeSaveBody>;

export const NoticeIdParams = z.strictObject({ id: z.uuid() });
export const NoticePinBody = z.strictObject({ pinned: z.boolean() });

export const NoticeListQuery = z.strictObject({
  pageNo: z.coerce.number().int().min(1).default(listDefaults.pageNo),
  limit: z.coerce.number().int().min(1).max(listDefaults.maxLimit).default(listDefaults.limit),
  categoryCode: z.string().max(40).optional(),
  keyword: z.string().trim().min(1).max(50).optional(),
});

export const NoticeStatus = z.enum(['draft', 'published', 'withdrawn']);

export const NoticeSummary = z.object({
  id: z.string(),
  categoryCode: z.string(),
  categoryName: z.string(),
  title: z.string(),
  summary: z.string(),
  status: NoticeStatus,
  pinned: z.boolean(),
  isPublic: z.boolean(),
  authorName: z.string(),
  publishedAt: z.string().nullable(),
  expiresAt: z.string().nullable(),
  read: z.boolean(),
});
export type NoticeSummary = z.infer<typeof NoticeSummary>;

export const NoticeAttachment = z.object({ id: z.string(), name: z.string(), size: z.number(), mime: z.string() });

export const NoticeDetail = NoticeSummary.extend({
  content: z.string(),
  attachments: z.array(NoticeAttachment),
  audience: NoticeAudience,
  /** Only for the publisher: how many recipients have read it. */
  receipts: z.object({ recipients: z.number(), read: z.number() }).nullable(),
});
export type NoticeDetail = z.infer<typeof NoticeDetail>;

export const NoticeList = listResultSchema(NoticeSummary).extend({ unread: z.number() });
export type NoticeList = z.infer<typeof NoticeList>;

export const NoticeCategoryView = z.object({ code: z.string(), name: z.string() });

export const NoticeReceipt = z.object({ userId: z.string(), name: z.string(), readAt: z.string().nullable() });

/** An organisation a publisher may address; `parentId` makes the list a tree (school → college → … ). */
export const NoticeAudienceOrg = z.object({
  id: z.string(),
  parentId: z.string().nullable(),
  kind: z.enum(['school', 'college', 'major', 'class', 'office']),
  name: z.string(),
});
export type NoticeAudienceOrg = z.infer<typeof NoticeAudienceOrg>;

/** What the audience picker offers the caller: the orgs within their scope and the cohorts found there. */
export const NoticeAudienceOptions = z.object({
  schoolWide: z.boolean(),
  orgs: z.array(NoticeAudienceOrg),
  cohorts: z.array(NoticeCohort),
});
export type NoticeAudienceOptions = z.infer<typeof NoticeAudienceOptions>;
