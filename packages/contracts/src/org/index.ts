import { z } from 'zod';

/**
 * Browsing the organisation for the user pickers (platform service): the org tree and the positions
 * of the caller's tenant. The people themselves come from `/user/query4Org|Position` (account).
 */
export const orgPickerEndpoints = {
  orgs: { service: 'platform', method: 'GET', path: '/org/picker/orgs' },
  positions: { service: 'platform', method: 'GET', path: '/org/picker/positions' },
} as const;

export const OrgPickerQuery = z.strictObject({ keyword: z.string().trim().min(1).max(40).optional() });

export const PickerOrg = z.object({
  id: z.string(),
  parentId: z.string().nullable(),
  kind: z.string(),
  code: z.string(),
  name: z.string(),
  /** Active members of the org and everything under it. */
  memberCount: z.number(),
});
export type PickerOrg = z.infer<typeof PickerOrg>;

export const PickerPosition = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  memberCount: z.number(),
});
export type PickerPosition = z.infer<typeof PickerPosition>;
