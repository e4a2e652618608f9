import { z } from 'zod';
import { localizedTextInput } from './localized-text.ts';

/** Type keys are code identifiers (`politicalStatus`); item keys are codes (`01`, `male`, `sick`). */
export const DictionaryTypeKey = z
  .string()
  .regex(/^[a-z][A-Za-z0-9]{0,63}$/, 'type key must be a camelCase identifier');
export const DictionaryItemKey = z.string().regex(/^[A-Za-z0-9_.-]{1,64}$/, 'item key must be a short code');

export const GetDictionaryQuery = z.strictObject({ typeKey: DictionaryTypeKey });

const localizedText = z.object({ 'zh-CN': z.string(), 'zh-TW': z.string(), 'en-US': z.string(), 'ja-JP': z.string() });

export const DictionaryItem = z.object({
  id: z.string(),
  key: z.string(),
  /** The label in the request's language. */
  label: z.string(),
  labels: localizedText,
  sort: z.number().int(),
  enabled: z.boolean(),
});
export type DictionaryItem = z.infer<typeof DictionaryItem>;

export const Dictionary = z.object({
  id: z.string(),
  typeKey: z.string(),
  name: z.string(),
  names: localizedText,
  builtin: z.boolean(),
  sort: z.number().int(),
  enabled: z.boolean(),
  items: z.array(DictionaryItem),
});
export type Dictionary = z.infer<typeof Dictionary>;

export const DictionaryTypeRow = Dictionary.omit({ items: true }).extend({ itemCount: z.number().int() });
export type DictionaryTypeRow = z.infer<typeof DictionaryTypeRow>;

export const SaveDictionaryTypeInput = z.strictObject({
  id: z.uuid().optional(),
  key: DictionaryTypeKey,
  name: localizedTextInput(),
  sort: z.number().int().min(0).max(1_000_000).default(0),
  enabled: z.boolean().default(true),
});
export type SaveDictionaryTypeInput = z.infer<typeof SaveDictionaryTypeInput>;

export const RemoveDictionaryTypesInput = z.strictObject({ ids: z.array(z.uuid()).min(1).max(100) });

export const SaveDictionaryItemInput = z.strictObject({
  typeKey: DictionaryTypeKey,
  id: z.uuid().optional(),
  key: DictionaryItemKey,
  label: localizedTextInput(),
  sort: z.number().int().min(0).max(1_000_000).default(0),
  enabled: z.boolean().default(true),
});
export type SaveDictionaryItemInput = z.infer<typeof SaveDictionaryItemInput>;

export const RemoveDictionaryItemsInput = z.strictObject({
  typeKey: DictionaryTypeKey,
  ids: z.array(z.uuid()).min(1).max(200),
});
