import { FormDefinition, type FormField } from '@campusflow/contracts';

// A process deployed without a form key (a module's or an administrator's; the seeded 通用申请 and
// 两级审批 have real forms now) keeps the values as sent and builds the subject from `title` / `days`.
// For those the screens use this small stand-in so the applicant has something to fill in and
// approvers see labelled values.

type Labels = { title: string; content: string; days: string; reason: string };
type Placeholders = Labels;

const baseFields: Record<string, (keyof Labels)[]> = {
  two_level_approval: ['title', 'days', 'reason'],
};
const defaultFields: (keyof Labels)[] = ['title', 'content'];
const known = new Set<string>(['title', 'content', 'days', 'reason']);

function field(name: keyof Labels, labels: Labels, placeholders: Placeholders): FormField {
  if (name === 'days')
    return {
      name,
      label: labels.days,
      field_type: 'number',
      field_options: { required: true, min: 0.5, max: 365, placeholder: placeholders.days },
    };
  const long = name === 'content' || name === 'reason';
  return {
    name,
    label: labels[name],
    field_type: long ? 'textarea' : 'text',
    field_options: {
      required: name !== 'reason',
      max_length: long ? 2000 : 100,
      placeholder: placeholders[name],
    },
  };
}

/** A definition from the process key (when starting) and the values already there (views, resubmits). */
export function fallbackDefinition(
  defKey: string | undefined,
  values: Record<string, unknown>,
  labels: Labels,
  placeholders: Placeholders,
): FormDefinition {
  const valueKeys = Object.keys(values);
  const base = defKey
    ? (baseFields[defKey] ?? defaultFields)
    : valueKeys.length > 0
      ? (['title', 'days', 'content', 'reason'] as const).filter((k) => valueKeys.includes(k))
      : defaultFields;
  const fields: FormField[] = base.map((k) => field(k, labels, placeholders));
  for (const key of valueKeys) {
    if (known.has(key) || !/^[A-Za-z][A-Za-z0-9_]{0,63}$/.test(key)) continue;
    fields.push({ name: key, label: key, field_type: 'text', field_options: {} });
  }
  if (fields.length === 0) fields.push(field('title', labels, placeholders));
  return { name: 'fallback', code: 'fallback', attrs: {}, fields };
}

/** The server's formData when it is a form definition, else null. */
export function serverDefinition(formData: unknown): FormDefinition | null {
  const parsed = FormDefinition.safeParse(formData);
  return parsed.success ? parsed.data : null;
}

/** Number fields typed into a text input arrive as strings; send numbers. */
export function coerceNumbers(definition: FormDefinition, values: Record<string, unknown>): Record<string, unknown> {
  const out = { ...values };
  for (const f of definition.fields) {
    const v = out[f.name];
    if (f.field_type === 'number' && typeof v === 'string') {
      const n = Number(v.trim());
      out[f.name] = v.trim() === '' ? undefined : Number.isFinite(n) ? n : v;
    }
  }
  return out;
}

/** Drops values of keys the definition does not know (the shared validator reports them as unknown). */
export function onlyKnown(definition: FormDefinition, values: Record<string, unknown>): Record<string, unknown> {
  const names = new Set(definition.fields.map((f) => f.name));
  return Object.fromEntries(Object.entries(values).filter(([k, v]) => names.has(k) && v !== undefined));
}
