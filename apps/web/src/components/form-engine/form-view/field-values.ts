import {
  autoFilledTypes,
  displayOnlyTypes,
  type FieldOption,
  type FieldRight,
  type FormDefinition,
  type FormField,
  valueFields,
} from '@campusflow/contracts';

/** How one field behaves on screen. */
export type FieldMode = 'hidden' | 'readonly' | 'edit';

/**
 * The effective right of a field: its own right, else 'e' (or 'r' on a read-only form). A read-only
 * form never edits, whatever the rights say; 's' (sub-table buttons) edits like 'e'.
 */
export function effectiveRight(
  field: Pick<FormField, 'name' | 'field_type'>,
  rights: Record<string, FieldRight> | undefined,
  readOnly: boolean,
): FieldRight {
  const own = rights?.[field.name];
  if (own === 'h') return 'h';
  if (readOnly) return 'r';
  if (autoFilledTypes.has(field.field_type)) return 'r';
  return own ?? 'e';
}

export function fieldMode(right: FieldRight, field: Pick<FormField, 'field_type'>): FieldMode {
  if (right === 'h' || field.field_type === 'hidden') return 'hidden';
  return right === 'r' ? 'readonly' : 'edit';
}

export function isRequired(right: FieldRight, field: Pick<FormField, 'field_options'>): boolean {
  return right === 'b' || ((right === 'e' || right === 's') && field.field_options.required === true);
}

/** True when a select-like field holds several values. */
export function isMultiple(field: FormField): boolean {
  return field.field_type === 'checkbox' || (field.field_type === 'select' && field.field_options.multiple === true);
}

/** The label of an option value, or the value itself when the option list does not know it. */
export function optionLabel(options: readonly FieldOption[] | undefined, value: unknown): string {
  const found = options?.find((o) => String(o.value) === String(value));
  return found ? found.label : String(value);
}

/** Option values keep their type (number or string) so the contracts' option check matches. */
export function optionValue(options: readonly FieldOption[] | undefined, raw: string | number): string | number {
  return options?.find((o) => String(o.value) === String(raw))?.value ?? raw;
}

type Named = { id: string; name?: string; label?: string };
function isNamed(v: unknown): v is Named {
  return typeof v === 'object' && v !== null && typeof (v as { id?: unknown }).id === 'string';
}

/** Text of a value for read-only display and lists (never HTML). */
export function displayText(field: FormField, value: unknown, yesNo: { yes: string; no: string }): string {
  if (value === undefined || value === null || value === '') return '';
  const o = field.field_options;
  switch (field.field_type) {
    case 'switch':
      return value === true ? yesNo.yes : value === false ? yesNo.no : String(value);
    case 'radio':
    case 'select':
    case 'checkbox':
    case 'dictionary':
      return (Array.isArray(value) ? value : [value]).map((v) => optionLabel(o.options, v)).join('、');
    case 'dateRange':
      return Array.isArray(value) ? value.join(' ~ ') : String(value);
    case 'selector':
      return (Array.isArray(value) ? value : [value])
        .map((v) => (isNamed(v) ? (v.name ?? v.label ?? v.id) : String(v)))
        .join('、');
    case 'attachment':
    case 'image':
      return Array.isArray(value) ? value.map((v) => (isNamed(v) ? (v.name ?? v.id) : String(v))).join('、') : '';
    case 'address':
      if (typeof value === 'object' && value !== null) {
        const a = value as { text?: unknown; lng?: unknown; lat?: unknown };
        if (typeof a.text === 'string' && a.text) return a.text;
        if (typeof a.lng === 'number' && typeof a.lat === 'number') return `${a.lng.toFixed(6)}, ${a.lat.toFixed(6)}`;
      }
      return typeof value === 'string' ? value : '';
    case 'editor':
      return htmlToText(String(value));
    case 'signature':
      return '';
    default:
      return typeof value === 'object' ? JSON.stringify(value) : String(value);
  }
}

/** Rich text shown as plain text: we never inject stored HTML into the page. */
export function htmlToText(html: string): string {
  return html
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1\s*>/gi, '')
    .replace(/<(br|\/p|\/div|\/li)\s*\/?>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .trim();
}

/** Number input: keep a partial entry as text (the validator flags it), else a number. */
export function parseNumberInput(text: string): number | string | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  return /^[-+]?\d+(\.\d+)?$/.test(trimmed) ? Number(trimmed) : text;
}

/** Minute precision when the definition asks for a time (format with HH, or precision 'minute'). */
export function datePrecision(field: FormField): 'day' | 'minute' {
  const o = field.field_options as { format?: unknown; precision?: unknown };
  return o.precision === 'minute' || (typeof o.format === 'string' && o.format.includes('HH')) ? 'minute' : 'day';
}

const pad = (n: number) => String(n).padStart(2, '0');

/** yyyy-MM-dd (or yyyy-MM-dd HH:mm) in local time: the format the contracts' date rule accepts. */
export function formatDate(date: Date, precision: 'day' | 'minute'): string {
  const day = `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
  return precision === 'minute' ? `${day} ${pad(date.getHours())}:${pad(date.getMinutes())}` : day;
}

export function parseDate(value: unknown): Date | null {
  if (typeof value !== 'string') return null;
  const m = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2}))?/.exec(value);
  if (!m) return null;
  const [, y, mo, d, h = '0', mi = '0'] = m;
  const date = new Date(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi));
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * What a submit should carry: the fields the user may edit. Read-only, hidden and auto-filled values
 * stay with the server (it refuses a changed read-only value and computes the auto-filled ones).
 */
export function editableValues(
  definition: Pick<FormDefinition, 'fields'>,
  values: Record<string, unknown>,
  rights: Record<string, FieldRight> = {},
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const field of valueFields(definition.fields)) {
    const right = rights[field.name] ?? 'e';
    if (right === 'r' || right === 'h' || autoFilledTypes.has(field.field_type)) continue;
    if (values[field.name] !== undefined) out[field.name] = values[field.name];
  }
  return out;
}

/** Display-only fields that carry text of their own (label, desc, hyperlink). */
export function staticText(field: FormField): string {
  const o = field.field_options as { content?: unknown; text?: unknown; desc?: unknown; default_value?: unknown };
  for (const v of [o.content, o.text, o.desc, o.default_value]) if (typeof v === 'string' && v) return v;
  return '';
}

/** Only http(s) links are followed from a hyperlink field. */
export function safeHref(field: FormField): string | null {
  const o = field.field_options as { url?: unknown; href?: unknown; default_value?: unknown };
  const raw = [o.url, o.href, o.default_value].find((v) => typeof v === 'string' && v) as string | undefined;
  if (!raw) return null;
  try {
    const url = new URL(raw, globalThis.location?.href ?? 'http://localhost/');
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/** Only PNG data URLs drawn by this pad are shown as images; anything else is ignored. */
export function isSignatureImage(value: unknown): value is string {
  return typeof value === 'string' && /^data:image\/png;base64,[A-Za-z0-9+/=]+$/.test(value);
}

export { displayOnlyTypes };
