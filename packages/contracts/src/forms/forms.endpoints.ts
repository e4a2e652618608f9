import { z } from 'zod';
import { type FieldRight, FormDefinition } from './form-definition.ts';
import type { FieldError } from './form-validate.ts';

/**
 * Form calls (api-conventions §5), relative to the business prefix (`/qzbps/business/v3`).
 * `/f/{key}` reads getByKey and sends submit; save/query are the tenant administrator's designer calls.
 */
export const formEndpoints = {
  getByKey: { method: 'GET', path: '/form/getByKey' },
  submit: { method: 'POST', path: '/form/submit' },
  query: { method: 'POST', path: '/form/query' },
  save: { method: 'POST', path: '/form/save' },
} as const;

/** Form keys appear in `/f/{key}`, whose key is word characters (spec §2). */
export const FormKey = z.string().regex(/^[A-Za-z][A-Za-z0-9_-]{0,63}$/, 'form key must be word characters');

export const GetFormQuery = z.strictObject({ key: FormKey });

export const SubmitFormInput = z.strictObject({
  key: FormKey,
  /** The version the client rendered; a submit against a replaced version is checked against it. */
  version: z.number().int().min(1).optional(),
  data: z.record(z.string().max(64), z.unknown()),
});

export const SaveFormInput = FormDefinition;

/** What a client renders: the definition less hidden fields, rights, defaults and auto-filled values. */
export type FormView = {
  id: string;
  key: string;
  version: number;
  definition: FormDefinition;
  rights: Record<string, FieldRight>;
  values: Record<string, unknown>;
};

export type FormSummary = { id: string; key: string; name: string; version: number; createdAt: string };

/** `variables` of a 6080103 answer: which fields failed which rule, for the client to mark. */
export type FormValidationVariables = { errors: FieldError[] };
