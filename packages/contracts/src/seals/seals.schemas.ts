import { z } from 'zod';

/** An application. The seal type must be an enabled item of the tenant's seal_type dictionary. */
export const SealApplyBody = z.strictObject({
  sealType: z.string().trim().min(1).max(50),
  purpose: z.string().trim().min(1).max(500),
  copies: z.number().int().min(1).max(1000),
  /** Ids of uploaded files (platform/files): the document to be sealed. */
  attachments: z.array(z.uuid()).max(9).default([]),
});
export type SealApplyBody = z.input<typeof SealApplyBody>;

export const SealIdParams = z.strictObject({ id: z.uuid() });
export const SealUseBody = z.strictObject({ remark: z.string().trim().max(500).default('') });

/** Derived on read from the workflow instance, then the recorded use. */
export const sealStates = ['approving', 'approved', 'used', 'rejected', 'withdrawn', 'terminated'] as const;
export type SealState = (typeof sealStates)[number];

export type SealRow = {
  id: string;
  instanceId: string;
  applicantId: string;
  applicantName: string;
  applicantCode: string;
  className: string | null;
  sealType: string;
  sealTypeLabel: string;
  purpose: string;
  copies: number;
  attachments: string[];
  state: SealState;
  usedAt: string | null;
  usedByName: string | null;
  useRemark: string;
  createdAt: string;
};

export type SealType = { key: string; label: string };
