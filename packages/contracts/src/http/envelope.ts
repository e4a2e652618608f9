import { z } from 'zod';

/** The response envelope of every call (spec §7). */
export type Envelope<T> = {
  state: number;
  message: string;
  cause: string | null;
  data: T;
  variables: Record<string, unknown> | null;
};

export function envelopeSchema<T extends z.ZodType>(data: T) {
  return z.object({
    state: z.number().int(),
    message: z.string(),
    cause: z.string().nullable(),
    data,
    variables: z.record(z.string(), z.unknown()).nullable(),
  });
}

/** Header names of spec §7. */
export const headers = {
  accessToken: 'x-authorization-access-token',
  systemId: 'x-authorization-systemid',
  tenantId: 'x-authorization-tenantid',
  roleId: 'x-authorization-roleid',
  language: 'language',
} as const;
