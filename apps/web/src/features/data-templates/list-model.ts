import type {
  DatasetColumnType,
  DataTemplateBuildData,
  FieldOption,
  FieldType,
  FormDefinition,
  FormField,
} from '@campusflow/contracts';
import { valueFields } from '@campusflow/contracts';
import type { Filter } from './api/data-templates-api.ts';

// Pure helpers of the data list: the Q^ filters from the search inputs, the text of a cell, and
// the add/edit form of a template without a form of its own. Tested without a browser.

export type SearchField = DataTemplateBuildData['searchFields'][number];
export type Column = DataTemplateBuildData['columns'][number];

/** The first text search field (SL / SLL / SLR / S on a string) goes in the search bar; the rest in the filter popup. */
export function splitSearchFields(fields: readonly SearchField[]): {
  keyword: SearchField | null;
  others: SearchField[];
} {
  const keyword =
    fields.find((f) => ['SL', 'SLL', 'SLR'].includes(f.op) && (f.type === 'string' || f.type === 'text')) ?? null;
  return { keyword, others: fields.filter((f) => f !== keyword) };
}

/** The list payload's parameters for the values typed or picked, by Q^ key; empty values are left out. */
export function filtersFrom(fields: readonly SearchField[], values: Record<string, string>): Filter[] {
  return fields.flatMap((f): Filter[] => {
    const raw = values[f.key]?.trim() ?? '';
    if (raw === '') return [];
    if ((f.type === 'number' || f.type === 'integer') && ['NL', 'NG', 'S', 'SN'].includes(f.op)) {
      const n = Number(raw);
      return Number.isFinite(n) ? [{ key: f.key, value: n }] : [];
    }
    return [{ key: f.key, value: raw }];
  });
}

const pad = (n: number) => String(n).padStart(2, '0');

/** An ISO timestamp in the viewer's local time (yyyy-MM-dd HH:mm); dates stay as they are. */
export function formatDateTime(value: string): string {
  const d = new Date(value);
  if (Number.isNaN(d.getTime())) return value;
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

export type CellContext = {
  /** Option labels from the template's form, by field name. */
  options: Map<string, FieldOption[]>;
  /** Dictionary item labels by dictionary key, then item key. */
  dictionaries: Map<string, Map<string, string>>;
  yes: string;
  no: string;
};

function optionText(options: FieldOption[] | undefined, value: unknown): string {
  return options?.find((o) => String(o.value) === String(value))?.label ?? String(value);
}

/** What a list card shows for one value (never HTML). */
export function cellText(
  column: Pick<Column, 'field' | 'type' | 'dictionaryKey'>,
  value: unknown,
  ctx: CellContext,
): string {
  if (value === undefined || value === null || value === '') return '';
  if (column.type === 'boolean') return value === true || value === 'true' ? ctx.yes : ctx.no;
  if (column.type === 'datetime' && typeof value === 'string') return formatDateTime(value);
  if (column.dictionaryKey) {
    const labels = ctx.dictionaries.get(column.dictionaryKey);
    const list = Array.isArray(value) ? value : [value];
    return list.map((v) => labels?.get(String(v)) ?? String(v)).join('、');
  }
  const options = ctx.options.get(column.field);
  if (Array.isArray(value)) return value.map((v) => optionText(options, v)).join('、');
  if (typeof value === 'object') return '';
  return options ? optionText(options, value) : String(value);
}

/** Option lists of a form's select-like fields, for showing labels instead of stored values. */
export function optionsOf(definition: Pick<FormDefinition, 'fields'> | undefined): Map<string, FieldOption[]> {
  const map = new Map<string, FieldOption[]>();
  for (const f of valueFields(definition?.fields ?? [])) {
    if (f.field_options.options?.length) map.set(f.name, f.field_options.options);
  }
  return map;
}

const fieldTypeOf: Record<DatasetColumnType, FieldType> = {
  string: 'text',
  text: 'textarea',
  number: 'number',
  integer: 'number',
  date: 'datePicker',
  datetime: 'text',
  boolean: 'switch',
  dictionary: 'dictionary',
};

/**
 * The add/edit form of a template without a form: one field per dataset column, built the way the
 * server builds the form it validates with (data-templates/template-form.ts), labels localised.
 */
export function formFromBuild(build: Pick<DataTemplateBuildData, 'key' | 'name' | 'formFields'>): FormDefinition {
  const fields: FormField[] = build.formFields.map((c) => {
    const options: FormField['field_options'] = {};
    if (c.required) options.required = true;
    if (c.maxLength !== null) options.max_length = c.maxLength;
    if (c.type === 'integer') options.decimals = 0;
    if (c.type === 'datetime') options.validator = 'date';
    if (c.dictionaryKey) options.dictionary = c.dictionaryKey;
    return { name: c.field, label: c.label, field_type: fieldTypeOf[c.type], field_options: options };
  });
  return { name: build.name, code: build.key, attrs: {}, fields };
}

/** Row values without the system columns, ready for the form. */
export function rowValues(row: Record<string, unknown>): Record<string, unknown> {
  const { id: _id, createTime: _c, updateTime: _u, ...values } = row;
  return values;
}
