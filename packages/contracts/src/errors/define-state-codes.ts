import type { LocalizedText } from '../i18n/locale.ts';

export type StateCodeDefinition = { code: number; httpStatus: number; message: LocalizedText };

/** Keeps the literal names and codes of a block of state codes (a module's or the platform's). */
export function defineStateCodes<const T extends Record<string, StateCodeDefinition>>(table: T): T {
  return table;
}
