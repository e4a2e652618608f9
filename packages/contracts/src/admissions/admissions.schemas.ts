import { z } from 'zod';
import type { LocalizedText } from '../i18n/locale.ts';
import type { idTypes } from './id-documents.ts';

const tenant = z.string().trim().min(1).max(64).optional();
const examineeNo = z.string().trim().min(1).max(32);
const idNumber = z.string().trim().min(1).max(40);
const captcha = { requestId: z.string().min(1).max(64), captcha: z.string().trim().min(1).max(16) };

export const AdmissionIdParams = z.strictObject({ id: z.uuid() });
export const AdmissionFileParams = z.strictObject({ fileId: z.uuid() });
export const PublicTenantQuery = z.strictObject({ tenant });

/** lqjgcx_index: the examinee number plus either the name or the ID number, and the captcha. */
export const AdmissionLookupBody = z
  .strictObject({
    tenant,
    examineeNo,
    name: z.string().trim().min(1).max(50).optional(),
    idNumber: idNumber.optional(),
    ...captcha,
  })
  .refine((b) => Boolean(b.name) !== Boolean(b.idNumber), { message: 'give the name or the ID number' });
export type AdmissionLookupBody = z.input<typeof AdmissionLookupBody>;

export const ClaimCredentialBody = z.strictObject({ ticket: z.string().min(20).max(100) });

export type AdmissionLookupResult = {
  name: string;
  examineeNo: string;
  college: string;
  major: string;
  className: string | null;
  batch: string;
  /** The school's next steps, in the request language. */
  nextSteps: string;
  /** The new-student account to log in with. */
  account: string | null;
  /** Lookups by ID number only: a one-time ticket for the initial password while none is set. */
  claimTicket: string | null;
};

export type IssuedCredential = { account: string; initialPassword: string; expiresAt: string };

export const ExamineeLoginBody = z.strictObject({ tenant, examineeNo, idNumber });
export type ExamineeSession = { token: string; expiresAt: string };

export const FeedbackBody = z.strictObject({ content: z.string().trim().min(1).max(2000) });
export const ReplyBody = z.strictObject({ reply: z.string().trim().min(1).max(2000) });
export const OpinionBody = z.strictObject({ opinion: z.string().trim().max(2000) });

export type FeedbackItem = {
  id: string;
  content: string;
  createdAt: string;
  reply: string | null;
  repliedAt: string | null;
};

export type ExamineeOpinion = {
  name: string;
  examineeNo: string;
  college: string;
  major: string;
  batch: string;
  opinion: string;
  feedbackOpen: boolean;
  feedback: FeedbackItem[];
};

export const candidateStatuses = ['admitted', 'withdrawn'] as const;

export type CandidateRow = {
  id: string;
  examineeNo: string;
  name: string;
  idType: (typeof idTypes)[number];
  idMasked: string;
  gender: 'male' | 'female' | null;
  collegeName: string;
  majorName: string;
  className: string | null;
  batch: string;
  province: string;
  account: string | null;
  /** The account still waits for its first password (never logged in with its own). */
  awaitingFirstLogin: boolean;
  opinion: string;
  createdAt: string;
};

export type CandidateDetail = CandidateRow & {
  admissionType: string;
  noticeNo: string;
  studentNo: string;
  mobile: string;
  birthDate: string | null;
  feedback: FeedbackItem[];
};

export const importModes = ['all', 'valid'] as const;
export type ImportMode = (typeof importModes)[number];
export const CreateImportBody = z.strictObject({ fileId: z.uuid() });
export const CommitImportBody = z.strictObject({ mode: z.enum(importModes) });
export const ImportStatusQuery = z.strictObject({
  /** How many problem rows to return (the report), from `offset`. */
  limit: z.coerce.number().int().min(0).max(20_000).default(200),
  offset: z.coerce.number().int().min(0).default(0),
});

/** Why a row is refused; the page words each in the user's language. */
export const importProblemCodes = [
  'required',
  'tooLong',
  'examineeNo',
  'idType',
  'idNumber',
  'gender',
  'mobile',
  'duplicateInFile',
  'duplicateExisting',
  'accountTaken',
  'unknownCollege',
  'unknownMajor',
  'majorNotInCollege',
  'unknownClass',
] as const;
export type ImportProblemCode = (typeof importProblemCodes)[number];
export type ImportProblem = { field: string; code: ImportProblemCode };
export type ImportRowReport = { row: number; examineeNo: string; name: string; problems: ImportProblem[] };

export const importStatuses = ['validated', 'running', 'done', 'failed'] as const;
export type ImportStatus = {
  id: string;
  fileName: string;
  status: (typeof importStatuses)[number];
  mode: ImportMode | null;
  totalRows: number;
  validRows: number;
  errorRows: number;
  /** Rows written so far while running (the progress bar). */
  processedRows: number;
  createdCount: number;
  failure: string | null;
  createdAt: string;
  finishedAt: string | null;
  /** The refused rows (a page of them: `limit`/`offset`). */
  problems: ImportRowReport[];
};

/** The columns of the file; headers may be written in any of the four languages (or these keys). */
export const importColumns = [
  'examineeNo',
  'name',
  'idType',
  'idNumber',
  'gender',
  'college',
  'major',
  'className',
  'batch',
  'admissionType',
  'province',
  'mobile',
  'noticeNo',
  'studentNo',
  'opinion',
] as const;
export type ImportColumn = (typeof importColumns)[number];
export const requiredImportColumns: readonly ImportColumn[] = [
  'examineeNo',
  'name',
  'idNumber',
  'college',
  'major',
  'batch',
];

export type AdmissionOrgOption = {
  id: string;
  kind: 'college' | 'major' | 'class';
  code: string;
  name: string;
  parentId: string | null;
};

export const briefingKinds = ['yxjb', 'zsjb', 'promo'] as const;
export type BriefingKind = (typeof briefingKinds)[number];
export const BriefingKindQuery = z.strictObject({ tenant, kind: z.enum(briefingKinds) });
export const BriefingPublicQuery = z.strictObject({ tenant });
export const StaffBriefingQuery = z.strictObject({ kind: z.enum(briefingKinds).optional() });

const localized = (max: number) =>
  z.strictObject({
    'zh-CN': z.string().max(max),
    'zh-TW': z.string().max(max),
    'en-US': z.string().max(max),
    'ja-JP': z.string().max(max),
  });

export const SaveBriefingBody = z.strictObject({
  id: z.uuid().optional(),
  kind: z.enum(briefingKinds),
  title: localized(200).refine((t) => t['zh-CN'].trim().length > 0, { message: 'the zh-CN title is required' }),
  content: localized(200_000),
  /** File-store ids of images (uploaded by the caller): the first is the cover. */
  imageFileIds: z.array(z.uuid()).max(20).default([]),
  sort: z.number().int().min(0).max(9999).default(0),
});
export type SaveBriefingBody = z.input<typeof SaveBriefingBody>;

export type BriefingSummary = {
  id: string;
  kind: BriefingKind;
  title: string;
  summary: string;
  coverFileId: string | null;
  sort: number;
  publishedAt: string | null;
};
export type BriefingView = BriefingSummary & { content: string; imageFileIds: string[] };
export type StaffBriefing = {
  id: string;
  kind: BriefingKind;
  title: LocalizedText;
  content: LocalizedText;
  imageFileIds: string[];
  sort: number;
  status: 'draft' | 'published';
  publishedAt: string | null;
  updatedAt: string;
};

export type FeedbackRow = FeedbackItem & {
  candidateId: string;
  examineeNo: string;
  name: string;
  collegeName: string;
  majorName: string;
  opinion: string;
};

export const SaveBatchBody = z.strictObject({
  id: z.uuid().optional(),
  name: z.string().trim().min(1).max(100),
  year: z.number().int().min(2000).max(2100),
  description: z.string().trim().max(2000).default(''),
  sort: z.number().int().min(0).max(9999).default(0),
});
export type SaveBatchBody = z.input<typeof SaveBatchBody>;

export const SaveEventBody = z
  .strictObject({
    id: z.uuid().optional(),
    batchId: z.uuid(),
    title: z.string().trim().min(1).max(100),
    place: z.string().trim().max(200).default(''),
    description: z.string().trim().max(5000).default(''),
    startAt: z.iso.datetime({ offset: true }),
    endAt: z.iso.datetime({ offset: true }),
    signUpDeadline: z.iso.datetime({ offset: true }),
    capacity: z.number().int().min(1).max(100_000),
  })
  .refine((e) => e.endAt >= e.startAt, { message: 'the end is before the start' });
export type SaveEventBody = z.input<typeof SaveEventBody>;

export const EventsQuery = z.strictObject({ batchId: z.uuid().optional() });
export const SignUpBody = z.strictObject({
  phone: z
    .string()
    .trim()
    .regex(/^1\d{10}$/),
  /** For a hometown visit: the high school; otherwise anything the organisers should know. */
  note: z.string().trim().max(500).default(''),
});
export type SignUpBody = z.input<typeof SignUpBody>;

export type AdmissionBatch = {
  id: string;
  name: string;
  year: number;
  description: string;
  sort: number;
  eventCount: number;
};

export type AdmissionEvent = {
  id: string;
  batchId: string;
  batchName: string;
  title: string;
  place: string;
  description: string;
  startAt: string;
  endAt: string;
  signUpDeadline: string;
  capacity: number;
  signedUp: number;
  open: boolean;
  mine: boolean;
};

export type EventSignUpRow = {
  id: string;
  userId: string;
  name: string;
  code: string;
  phone: string;
  note: string;
  createdAt: string;
};
export type MySignUp = {
  eventId: string;
  title: string;
  batchName: string;
  startAt: string;
  place: string;
  createdAt: string;
};
