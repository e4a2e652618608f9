import {
  noticesEndpoints as e,
  type NoticeAudienceOptions,
  type NoticeDetail,
  type NoticeList,
  type NoticeSaveBody,
  type NoticeSummary,
} from '@campusflow/contracts';
import { request } from '../../../api/client.ts';

export type NoticeCategory = { code: string; name: string };
export type NoticeReceipt = { userId: string; name: string; readAt: string | null };
export type PublicNotice = { id: string; title: string; content: string; publishedAt: string | null };
export type { NoticeDetail, NoticeList, NoticeSaveBody, NoticeSummary };

const withId = (path: string, id: string) => path.replace(':id', encodeURIComponent(id));

/** Query keys: every announcement query starts with 'notices', so one invalidation refreshes them all. */
export const noticeKeys = {
  all: ['notices'] as const,
  categories: ['notices', 'categories'] as const,
  detail: (id: string) => ['notices', 'detail', id] as const,
  receipts: (id: string) => ['notices', 'receipts', id] as const,
  share: (id: string) => ['notices', 'share', id] as const,
};

export type NoticeListFilter = { pageNo: number; limit: number; categoryCode?: string; keyword?: string };

export const noticesApi = {
  categories: () => request<NoticeCategory[]>({ service: 'platform', path: e.categories.path }),
  feed: (q: NoticeListFilter) =>
    request<NoticeList>({ service: 'platform', path: e.feed.path, query: q, loading: false }),
  manageList: (q: NoticeListFilter) =>
    request<NoticeList>({ service: 'platform', path: e.manageList.path, query: q, loading: false }),
  detail: (id: string) => request<NoticeDetail>({ service: 'platform', path: withId(e.detail.path, id), silent: true }),
  save: (body: NoticeSaveBody) =>
    request<{ id: string }>({ service: 'platform', method: 'POST', path: e.save.path, body }),
  publish: (id: string) =>
    request<{ recipients: number }>({ service: 'platform', method: 'POST', path: withId(e.publish.path, id) }),
  withdraw: (id: string) => request<null>({ service: 'platform', method: 'POST', path: withId(e.withdraw.path, id) }),
  pin: (id: string, pinned: boolean) =>
    request<null>({ service: 'platform', method: 'POST', path: withId(e.pin.path, id), body: { pinned } }),
  receipts: (id: string) => request<NoticeReceipt[]>({ service: 'platform', path: withId(e.receipts.path, id) }),
  /** The share page: no token is sent, so it works the same logged in or not. */
  publicView: (id: string) =>
    request<PublicNotice>({
      service: 'platform',
      path: withId(e.publicView.path, id),
      anonymous: true,
      silent: true,
    }),
};

/** The audience picker's choices: the orgs within the publisher's scope (a tree) and the cohorts there. */
export const audienceSource = {
  key: ['notices', 'audience-options'] as const,
  load: () => request<NoticeAudienceOptions>({ service: 'platform', path: e.audienceOptions.path, loading: false }),
};
