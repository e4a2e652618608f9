import { type ContactBook, type ContactLevel, contactsEndpoints } from '@campusflow/contracts';
import { request } from '../../../api/client.ts';

export const contactKeys = {
  all: ['contacts'] as const,
  search: (keyword: string) => ['contacts', 'search', keyword] as const,
  level: (orgId: string | null, pageNo: number) => ['contacts', 'level', orgId ?? '', pageNo] as const,
};

/** Search by name or pinyin initials across everything the caller may see (the server caps the answer). */
export const searchContacts = (keyword: string) =>
  request<ContactBook>({
    service: 'platform',
    path: contactsEndpoints.list.path,
    query: { keyword },
    loading: false,
    silent: true,
  });

/** One level of the organisation tree: the top (the school) when orgId is null. */
export const loadContactLevel = (orgId: string | null, pageNo: number, limit: number) =>
  request<ContactLevel>({
    service: 'platform',
    path: contactsEndpoints.level.path,
    query: { ...(orgId ? { orgId } : {}), pageNo, limit },
    loading: false,
    silent: true,
  });
