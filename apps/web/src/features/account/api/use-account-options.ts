import { type AccountOptions, accountEndpoints as e } from '@campusflow/contracts';
import { useQuery } from '@tanstack/react-query';
import { request } from '../../../api/client.ts';

/** The organization's password policy and recovery ways (public: the forgotten-password pages need it). */
export function useAccountOptions() {
  return useQuery({
    queryKey: ['account', 'options'],
    queryFn: () =>
      request<AccountOptions>({
        service: e.accountOptions.service,
        path: e.accountOptions.path,
        anonymous: true,
        silent: true,
        loading: false,
      }),
    staleTime: 5 * 60_000,
  });
}
