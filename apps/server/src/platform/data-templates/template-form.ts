import type { FieldType, FormDefinition, FormField } from '@campusflow/contracts';
import type { Db } from '../db/database.ts';
import { getFormDefinition } from '../forms/forms.service.ts';
import type { DataTemplate } from './data-templates.service.ts';
import type { Dataset, DatasetColumn } from './datasets.ts';

// Rows are always written through a form definition, so the one shared validator checks them:
// the form of a form dataset, the template's formKey, or a form made from the dataset's columns.

const fieldTypeOf: Record<DatasetColumn['type'], FieldType> = {
  string: 'text',
  text: 'textarea',
  number: 'number',
  integer: 'number',
  date: 'datePicker',
  datetime: 'text',
  boolean: 'switch',
  dictionary: 'dictionary',
};

function columnField(column: DatasetColumn): FormField {
  const options: FormField['field_options'] = {};
  if (column.required) options.required = true;
  if (column.maxLength !== undefined) options.max_length = column.maxLength;
  if (column.type === 'integer') options.decimals = 0;
  if (column.type === 'datetime') options.validator = 'date';
  if (column.dictionaryKey) options.dictionary = column.dictionaryKey;
  const label = typeof column.label === 'string' ? column.label : column.label['zh-CN'];
  return { name: column.name, label, field_type: fieldTypeOf[column.type], field_options: options };
}

export async function templateForm(
  db: Db,
  tenantId: string,
  template: DataTemplate,
  dataset: Dataset,
): Promise<{ key: string | null; definition: FormDefinition }> {
  if (dataset.form) return dataset.form;
  if (template.formKey) {
    const form = await getFormDefinition(db, tenantId, template.formKey);
    return { key: form.key, definition: form.definition };
  }
  return {
    key: null,
    definition: {
      name: template.key,
      code: template.key,
      attrs: {},
      fields: dataset.columns.map(columnField),
    },
  };
}
