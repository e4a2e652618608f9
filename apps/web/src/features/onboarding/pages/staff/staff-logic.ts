import { formatDate } from '@campusflow/contracts';

// Pure helpers of the staff pages (tested in staff-logic.test.ts).

export type FieldLine = { key: string; label: string; value: string; kind: 'text' | 'photo' | 'files' };
type T = (key: string, options?: Record<string, unknown>) => string;

const photoKeys = new Set(['fileId']);

function valueText(value: unknown, t: T): string {
  if (value === null || value === undefined || value === '') return '–';
  if (typeof value === 'boolean') return t(value ? 'values.yes' : 'values.no');
  if (typeof value === 'number') return String(value);
  if (typeof value === 'string') return t(`values.${value}`, { defaultValue: value });
  if (Array.isArray(value)) {
    return value
      .map((item) =>
        item && typeof item === 'object'
          ? Object.values(item as Record<string, unknown>)
              .filter((v) => v !== '' && v !== null && v !== undefined)
              .join(' ')
          : valueText(item, t),
      )
      .join('；');
  }
  return JSON.stringify(value);
}

/**
 * A submission's data as labelled lines in the order the student filled them. Labels and enumerated
 * values are translated when known (fields.*, values.*), anything else is shown as entered, so a step
 * the school adds later still shows. Photos and attachments are marked for the page to render.
 */
export function submissionLines(data: Record<string, unknown>, t: T): FieldLine[] {
  return Object.entries(data).map(([key, value]) => {
    const label = t(`fields.${key}`, { defaultValue: key });
    if (photoKeys.has(key) && typeof value === 'string') return { key, label, value, kind: 'photo' as const };
    if (key === 'attachments' && Array.isArray(value)) {
      return { key, label, value: value.join(','), kind: 'files' as const };
    }
    return { key, label, value: valueText(value, t), kind: 'text' as const };
  });
}

/** A timestamp for staff screens: "2026-09-01 09:30" in the device's zone, '–' when absent. */
export function when(value: string | null | undefined): string {
  return value ? formatDate(value, 'yyyy-MM-dd HH:mm') : '–';
}

/** The i18n key of a route's title: hyphens become camelCase ("xszd-detail" → "xszdDetail"). */
export function titleKey(routeName: string): string {
  return routeName.replace(/-(\w)/g, (_, c: string) => c.toUpperCase());
}
