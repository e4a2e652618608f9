import { type ContactBook, contactsEndpoints } from '@campusflow/contracts';
import { request } from '../../../api/client.ts';

export const contactKeys = { book: ['contacts', 'book'] as const };

/** The whole visible book in one call; search filters it on the phone with the server's own rule. */
export const loadContactBook = () =>
  request<ContactBook>({ service: 'platform', path: contactsEndpoints.list.path, loading: false, silent: true });
