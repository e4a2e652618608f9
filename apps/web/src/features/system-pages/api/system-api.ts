import { request } from '../../../api/client.ts';
import type { TokenInfo } from '../../../session/session-types.ts';

/** A new session in another of the user's organizations (tenants); answers with its tokens. */
export function switchTenant(tenantId: string) {
  return request<TokenInfo>({ service: 'oauth', method: 'POST', path: '/user/tenant/switch', body: { tenantId } });
}
