import { z } from 'zod';

/** Field types of api-conventions.md §5 (the family's form designer). */
export const fieldTypes = [
  'text',
  'textarea',
  'number',
  'radio',
  'checkbox',
  'select',
  'dictionary',
  'datePicker',
  'dateRange',
  'switch',
  'rate',
  'autoNumber',
  'attachment',
  'image',
  'selector',
  'address',
  'signature',
  'editor',
  'hidden',
  'table',
  'approval_opinion',
  'approval_history',
  'flow_diagram',
  'current_user',
  'current_org',
  'current_date',
  'label',
  'desc',
  'divider',
  'hyperlink',
  'grid',
  'tabs',
] as const;
export const FieldType = z.enum(fieldTypes);
export type FieldType = z.infer<typeof FieldType>;

/** Types that only show something and never carry a value. */
export const displayOnlyTypes: ReadonlySet<FieldType> = new Set([
  'approval_opinion',
  'approval_history',
  'flow_diagram',
  'label',
  'desc',
  'divider',
  'hyperlink',
  'grid',
  'tabs',
]);

/** Types whose value the server fills in (current user / org / date, serial numbers). */
export const autoFilledTypes: ReadonlySet<FieldType> = new Set([
  'current_user',
  'current_org',
  'current_date',
  'autoNumber',
]);

/** Per-node field rights: read-only, edit, required (edit + must fill), hidden; `s` shows sub-table buttons. */
export const FieldRight = z.enum(['r', 'e', 'b', 'h', 's']);
export type FieldRight = z.infer<typeof FieldRight>;

/** The generic validators of spec §5. */
export const genericValidators = [
  'required',
  'notBlank',
  'boolean',
  'float',
  'integer',
  'digits',
  'date',
  'email',
  'idCard',
  'mobile',
  'phone',
  'telephone',
  'zip',
  'url',
  'key',
] as const;
export const GenericValidator = z.enum(genericValidators);
export type GenericValidator = z.infer<typeof GenericValidator>;

export const FieldOption = z.object({ value: z.union([z.string(), z.number()]), label: z.string() });
export type FieldOption = z.infer<typeof FieldOption>;

const fieldName = z.string().regex(/^[A-Za-z][A-Za-z0-9_]{0,63}$/, 'a field name starts with a letter');

export type FormField = {
  name: string;
  label: string;
  field_type: FieldType;
  field_options: FieldOptions;
};

export type FieldOptions = {
  required?: boolean | undefined;
  placeholder?: string | undefined;
  default_value?: unknown;
  options?: FieldOption[] | undefined;
  multiple?: boolean | undefined;
  min_length?: number | undefined;
  max_length?: number | undefined;
  min?: number | undefined;
  max?: number | undefined;
  decimals?: number | undefined;
  pattern?: string | undefined;
  pattern_message?: string | undefined;
  validator?: GenericValidator | undefined;
  dictionary?: string | undefined;
  selector_type?: 'user' | 'org' | 'position' | undefined;
  max_files?: number | undefined;
  /** Columns of a sub-table. */
  columns?: FormField[] | undefined;
  /** Fields laid out inside a grid or tabs container. */
  children?: FormField[] | undefined;
  [extra: string]: unknown;
};

export const FormField: z.ZodType<FormField> = z.lazy(() =>
  z.object({
    name: fieldName,
    label: z.string().max(200),
    field_type: FieldType,
    field_options: z
      .looseObject({
        required: z.boolean().optional(),
        placeholder: z.string().max(200).optional(),
        default_value: z.unknown().optional(),
        options: z.array(FieldOption).max(500).optional(),
        multiple: z.boolean().optional(),
        min_length: z.number().int().min(0).optional(),
        max_length: z.number().int().min(0).optional(),
        min: z.number().optional(),
        max: z.number().optional(),
        decimals: z.number().int().min(0).max(10).optional(),
        pattern: z.string().max(500).optional(),
        pattern_message: z.string().max(200).optional(),
        validator: GenericValidator.optional(),
        dictionary: z.string().max(64).optional(),
        selector_type: z.enum(['user', 'org', 'position']).optional(),
        max_files: z.number().int().min(1).max(50).optional(),
        columns: z.array(FormField).max(50).optional(),
        children: z.array(FormField).max(200).optional(),
      })
      .default({}),
  }),
);

/** A form-level check in the workflow expression language, e.g. `endDate >= startDate`. */
export const FormVerify = z.object({ expression: z.string().max(500), message: z.string().max(200) });

export const FormDefinition = z.object({
  name: z.string().min(1).max(200),
  code: z.string().regex(/^[A-Za-z][A-Za-z0-9_-]{0,63}$/),
  attrs: z
    .looseObject({
      labelWidth: z.number().optional(),
      desc: z.string().max(2000).optional(),
      status: z.string().max(32).optional(),
      verifys: z.array(FormVerify).max(50).optional(),
    })
    .default({}),
  fields: z.array(FormField).min(1).max(300),
  /** Rights per process node id; `start` is the start form. A missing field defaults per node kind. */
  rights: z.record(z.string(), z.record(z.string(), FieldRight)).optional(),
});
export type FormDefinition = z.infer<typeof FormDefinition>;
export type FormDefinitionInput = z.input<typeof FormDefinition>;

/** Every field that can carry a value, with grid/tabs containers flattened. */
export function valueFields(fields: readonly FormField[]): FormField[] {
  return fields.flatMap((f) => {
    if (f.field_type === 'grid' || f.field_type === 'tabs') return valueFields(f.field_options.children ?? []);
    return displayOnlyTypes.has(f.field_type) ? [] : [f];
  });
}
