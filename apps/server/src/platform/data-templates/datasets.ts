import {
  type DatasetColumnType,
  type FieldType,
  type FormDefinition,
  type FormField,
  type LocalizedText,
  valueFields,
} from '@campusflow/contracts';
import type { Db } from '../db/database.ts';
import { getFormDefinition } from '../forms/forms.service.ts';
import { AppError } from '../http/app-error.ts';

// A dataset is what a data template lists. Two kinds, both stored as rows of data_records:
//  - declared in code by a module (`registerDataset`), with typed columns;
//  - `form.<formKey>`: the submissions of a form, columns derived from the form's fields.

export type DatasetColumn = {
  name: string;
  type: DatasetColumnType;
  label: LocalizedText | string;
  dictionaryKey?: string;
  required?: boolean;
  maxLength?: number;
};

export type Dataset = {
  key: string;
  name: LocalizedText | string;
  columns: DatasetColumn[];
  /** The form rows are written through (form datasets); code datasets use their columns. */
  form?: { key: string; definition: FormDefinition };
};

/** Columns every row has, whatever the dataset. */
export const systemColumns: DatasetColumn[] = [
  {
    name: 'createTime',
    type: 'datetime',
    label: { 'zh-CN': '创建时间', 'zh-TW': '建立時間', 'en-US': 'Created', 'ja-JP': '作成日時' },
  },
  {
    name: 'updateTime',
    type: 'datetime',
    label: { 'zh-CN': '更新时间', 'zh-TW': '更新時間', 'en-US': 'Updated', 'ja-JP': '更新日時' },
  },
];

const registry = new Map<string, Dataset>();

/** Called by a module at import time; keys are `<module>.<name>`. */
export function registerDataset(dataset: Omit<Dataset, 'form'>): void {
  if (dataset.key.startsWith('form.')) throw new Error('form.* datasets come from form definitions');
  registry.set(dataset.key, dataset);
}

const columnTypeOf: Partial<Record<FieldType, DatasetColumnType>> = {
  text: 'string',
  hidden: 'string',
  radio: 'string',
  select: 'string',
  current_user: 'string',
  current_org: 'string',
  autoNumber: 'string',
  textarea: 'text',
  editor: 'text',
  number: 'number',
  rate: 'number',
  switch: 'boolean',
  datePicker: 'date',
  current_date: 'date',
  dictionary: 'dictionary',
};

function formColumns(fields: readonly FormField[]): DatasetColumn[] {
  return fields.flatMap((f) => {
    const type = columnTypeOf[f.field_type];
    if (!type || (f.field_type === 'select' && f.field_options.multiple)) return [];
    const column: DatasetColumn = { name: f.name, type, label: f.label };
    if (f.field_options.dictionary) column.dictionaryKey = f.field_options.dictionary;
    if (f.field_options.required) column.required = true;
    if (f.field_options.max_length !== undefined) column.maxLength = f.field_options.max_length;
    return [column];
  });
}

export async function resolveDataset(db: Db, tenantId: string, key: string): Promise<Dataset> {
  if (key.startsWith('form.')) {
    const formKey = key.slice('form.'.length);
    const form = await getFormDefinition(db, tenantId, formKey).catch(() => {
      throw new AppError('DATA_TEMPLATE_INVALID', `no form ${formKey} for dataset ${key}`);
    });
    return {
      key,
      name: form.definition.name,
      columns: formColumns(valueFields(form.definition.fields)),
      form: { key: form.key, definition: form.definition },
    };
  }
  const dataset = registry.get(key);
  if (!dataset) throw new AppError('DATA_TEMPLATE_INVALID', `no dataset ${key}`);
  return dataset;
}

export function listDatasets(): Dataset[] {
  return [...registry.values()];
}
