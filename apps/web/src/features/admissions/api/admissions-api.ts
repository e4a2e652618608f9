import {
  type AdmissionBatch,
  type AdmissionEvent,
  type AdmissionLookupBody,
  type AdmissionLookupResult,
  type BriefingKind,
  type BriefingSummary,
  type BriefingView,
  type CandidateDetail,
  type CandidateRow,
  type EventSignUpRow,
  type ExamineeOpinion,
  type ExamineeSession,
  admissionsEndpoints as e,
  examineeTokenHeader,
  type FeedbackRow,
  type ImportMode,
  type ImportStatus,
  type IssuedCredential,
  type ListQueryInput,
  type ListResult,
  type MySignUp,
  type SaveBatchBody,
  type SaveBriefingBody,
  type SaveEventBody,
  type SignUpBody,
  type StaffBriefing,
} from '@campusflow/contracts';
import i18next from 'i18next';
import { ApiError } from '../../../api/api-error.ts';
import { request } from '../../../api/client.ts';
import { classify, errorText } from '../../../api/envelope.ts';
import { apiUrl } from '../../../components/form-engine/index.ts';
import { examineeToken } from './examinee-session.ts';

export type {
  AdmissionBatch,
  AdmissionEvent,
  AdmissionLookupResult,
  BriefingKind,
  BriefingSummary,
  BriefingView,
  CandidateDetail,
  CandidateRow,
  EventSignUpRow,
  ExamineeOpinion,
  FeedbackRow,
  ImportStatus,
  IssuedCredential,
  MySignUp,
  StaffBriefing,
};

const withId = (path: string, id: string, name = ':id') => path.replace(name, encodeURIComponent(id));
const business = 'business' as const;
const tenantQuery = (tenant: string | null) => (tenant ? { tenant } : {});

export const admissionKeys = {
  all: ['admissions'] as const,
  briefings: (kind: string, tenant: string | null) => ['admissions', 'public-briefings', kind, tenant] as const,
  briefing: (id: string) => ['admissions', 'public-briefing', id] as const,
  staffBriefings: ['admissions', 'staff-briefings'] as const,
  opinion: ['admissions', 'opinion'] as const,
  batches: ['admissions', 'batches'] as const,
  events: (batchId: string | null) => ['admissions', 'events', batchId] as const,
  event: (id: string) => ['admissions', 'event', id] as const,
  mine: ['admissions', 'mine'] as const,
  signUps: (id: string) => ['admissions', 'sign-ups', id] as const,
  candidate: (id: string) => ['admissions', 'candidate', id] as const,
  imports: ['admissions', 'imports'] as const,
};

/** The examinee's calls carry their own short session (not the platform token) in a header. */
async function examineeCall<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
  const headers: Record<string, string> = { language: i18next.language, accept: 'application/json' };
  const token = examineeToken.get();
  if (token) headers[examineeTokenHeader] = token;
  if (body !== undefined) headers['content-type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(apiUrl(business, path), {
      method,
      headers,
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
    });
  } catch {
    throw new ApiError('network', i18next.t('common:api.network'));
  }
  const parsed: unknown = await response.json().catch(() => null);
  const outcome = classify(response.status, parsed);
  if (outcome.type === 'ok') return outcome.envelope.data as T;
  const envelope = 'envelope' in outcome ? outcome.envelope : null;
  throw new ApiError(
    'state',
    envelope ? errorText(envelope) : i18next.t('common:api.unknown', { code: response.status }),
    {
      state: envelope?.state ?? null,
      httpStatus: response.status,
    },
  );
}

export const admissionsApi = {
  lookup: (body: AdmissionLookupBody) =>
    request<AdmissionLookupResult>({
      service: business,
      method: 'POST',
      path: e.lookup.path,
      body,
      anonymous: true,
      silent: true,
    }),
  claimCredential: (ticket: string) =>
    request<IssuedCredential>({
      service: business,
      method: 'POST',
      path: e.claimCredential.path,
      body: { ticket },
      anonymous: true,
    }),
  publicBriefings: (kind: BriefingKind, tenant: string | null) =>
    request<BriefingSummary[]>({
      service: business,
      path: e.publicBriefings.path,
      query: { kind, ...tenantQuery(tenant) },
      anonymous: true,
      silent: true,
    }),
  publicBriefing: (id: string, tenant: string | null) =>
    request<BriefingView>({
      service: business,
      path: withId(e.publicBriefing.path, id),
      query: tenantQuery(tenant),
      anonymous: true,
      silent: true,
    }),
  briefingImageUrl: (fileId: string, tenant: string | null) =>
    apiUrl(business, withId(e.briefingImage.path, fileId, ':fileId'), tenant ? { tenant } : {}),

  examineeLogin: (body: { examineeNo: string; idNumber: string; tenant?: string }) =>
    examineeCall<ExamineeSession>('POST', e.examineeLogin.path, body),
  examineeLogout: () => examineeCall<null>('POST', e.examineeLogout.path),
  examineeOpinion: () => examineeCall<ExamineeOpinion>('GET', e.examineeOpinion.path),
  sendFeedback: (content: string) => examineeCall<{ id: string }>('POST', e.examineeFeedback.path, { content }),

  candidates: (query: ListQueryInput) =>
    request<ListResult<CandidateRow>>({
      service: business,
      method: 'POST',
      path: e.candidates.path,
      body: query,
      loading: false,
    }),
  candidate: (id: string) => request<CandidateDetail>({ service: business, path: withId(e.candidate.path, id) }),
  issueCredential: (id: string) =>
    request<IssuedCredential>({ service: business, method: 'POST', path: withId(e.issueCredential.path, id) }),
  saveOpinion: (id: string, opinion: string) =>
    request<null>({ service: business, method: 'POST', path: withId(e.saveOpinion.path, id), body: { opinion } }),
  createImport: (fileId: string) =>
    request<ImportStatus>({ service: business, method: 'POST', path: e.createImport.path, body: { fileId } }),
  imports: () => request<ImportStatus[]>({ service: business, path: e.imports.path }),
  importStatus: (id: string, limit = 0) =>
    request<ImportStatus>({
      service: business,
      path: withId(e.importStatus.path, id),
      query: { limit },
      loading: false,
    }),
  commitImport: (id: string, mode: ImportMode) =>
    request<ImportStatus>({ service: business, method: 'POST', path: withId(e.commitImport.path, id), body: { mode } }),

  staffBriefings: () => request<StaffBriefing[]>({ service: business, path: e.briefings.path }),
  saveBriefing: (body: SaveBriefingBody) =>
    request<{ id: string }>({ service: business, method: 'POST', path: e.saveBriefing.path, body }),
  publishBriefing: (id: string) =>
    request<null>({ service: business, method: 'POST', path: withId(e.publishBriefing.path, id) }),
  withdrawBriefing: (id: string) =>
    request<null>({ service: business, method: 'POST', path: withId(e.withdrawBriefing.path, id) }),
  staffImageUrl: (fileId: string) => apiUrl('platform', '/file/download', { fileId, inline: '1' }),

  feedback: (query: ListQueryInput) =>
    request<ListResult<FeedbackRow>>({
      service: business,
      method: 'POST',
      path: e.feedbackList.path,
      body: query,
      loading: false,
    }),
  reply: (id: string, reply: string) =>
    request<null>({ service: business, method: 'POST', path: withId(e.replyFeedback.path, id), body: { reply } }),

  batches: () => request<AdmissionBatch[]>({ service: business, path: e.batches.path }),
  saveBatch: (body: SaveBatchBody) =>
    request<{ id: string }>({ service: business, method: 'POST', path: e.saveBatch.path, body }),
  events: (batchId: string | null) =>
    request<AdmissionEvent[]>({ service: business, path: e.events.path, query: batchId ? { batchId } : {} }),
  event: (id: string) => request<AdmissionEvent>({ service: business, path: withId(e.event.path, id) }),
  saveEvent: (body: SaveEventBody) =>
    request<{ id: string }>({ service: business, method: 'POST', path: e.saveEvent.path, body }),
  signUp: (id: string, body: SignUpBody) =>
    request<{ id: string }>({ service: business, method: 'POST', path: withId(e.signUp.path, id), body }),
  cancelSignUp: (id: string) =>
    request<null>({ service: business, method: 'POST', path: withId(e.cancelSignUp.path, id) }),
  signUps: (id: string) => request<EventSignUpRow[]>({ service: business, path: withId(e.eventSignUps.path, id) }),
  mySignUps: () => request<MySignUp[]>({ service: business, path: e.mySignUps.path }),
};
