import { externalLoginEndpoints as e } from '@campusflow/contracts';
import { request } from '../../../api/client.ts';
import type { AdminProvider } from './provider-form-model.ts';

const withId = (path: string, id: string) => path.replace(':id', encodeURIComponent(id));

/** The tenant administrator's login-method settings (platform prefix; the tenant is the token's). */
export const providersAdminApi = {
  list: () => request<AdminProvider[]>({ service: 'platform', path: e.adminList.path }),
  create: (input: Record<string, unknown>) =>
    request<AdminProvider>({ service: 'platform', method: 'POST', path: e.adminCreate.path, body: input }),
  update: (id: string, input: Record<string, unknown>) =>
    request<AdminProvider>({ service: 'platform', method: 'PUT', path: withId(e.adminUpdate.path, id), body: input }),
  remove: (id: string) =>
    request<null>({ service: 'platform', method: 'DELETE', path: withId(e.adminDelete.path, id) }),
};
