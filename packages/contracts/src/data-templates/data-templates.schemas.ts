import { z } from 'zod';
import { localizedTextInput } from '../dictionaries/localized-text.ts';
import { ListQuery } from '../list/list-query.ts';

/** The column types a dataset may declare; they decide filters, validation and export formatting. */
export const datasetColumnTypes = [
  'string',
  'text',
  'number',
  'integer',
  'date',
  'datetime',
  'boolean',
  'dictionary',
] as const;
export type DatasetColumnType = (typeof datasetColumnTypes)[number];

export const filterOps = ['S', 'SL', 'SLL', 'SLR', 'SN', 'DL', 'DG', 'NL', 'NG', 'SIN'] as const;
export type FilterOp = (typeof filterOps)[number];

/** Which Q^ operators make sense for which column type (api-conventions §2). */
export const opsByColumnType: Record<DatasetColumnType, readonly FilterOp[]> = {
  string: ['S', 'SL', 'SLL', 'SLR', 'SN', 'SIN'],
  text: ['SL', 'SLL', 'SLR'],
  number: ['S', 'SN', 'NL', 'NG', 'SIN'],
  integer: ['S', 'SN', 'NL', 'NG', 'SIN'],
  date: ['S', 'DL', 'DG'],
  datetime: ['DL', 'DG'],
  boolean: ['S'],
  dictionary: ['S', 'SN', 'SIN'],
};

/**
 * Which rows a role sees (and may edit or remove): its own, those of the students of the classes it
 * counsels, those of its college, or all of the tenant. A role not listed sees its own rows.
 */
export const rowScopes = ['own', 'classes', 'college', 'all'] as const;
export type RowScope = (typeof rowScopes)[number];

export const templateButtonAliases = ['add', 'edit', 'remove', 'export', 'startFlow'] as const;
export type TemplateButtonAlias = (typeof templateButtonAliases)[number];

const fieldName = z.string().regex(/^[A-Za-z][A-Za-z0-9_]{0,63}$/, 'field must be a dataset column name');
const roleAlias = z.string().regex(/^[A-Za-z][A-Za-z0-9_]{0,63}$/);
/** Template keys appear in `/d/list/{key}`, whose id is word characters (spec §2). */
export const DataTemplateKey = z.string().regex(/^[A-Za-z][A-Za-z0-9_]{0,63}$/, 'key must be word characters');

export const DataTemplateDefinitionInput = z.strictObject({
  id: z.uuid().optional(),
  key: DataTemplateKey,
  name: localizedTextInput(),
  datasetKey: z.string().regex(/^[a-z][A-Za-z0-9.]{0,63}$/),
  formKey: z
    .string()
    .regex(/^\w{1,64}$/)
    .nullable()
    .default(null),
  columns: z
    .array(
      z.strictObject({
        field: fieldName,
        label: localizedTextInput().optional(),
        width: z.number().int().min(40).max(800).optional(),
      }),
    )
    .min(1)
    .max(50),
  searchFields: z
    .array(z.strictObject({ field: fieldName, op: z.enum(filterOps), label: localizedTextInput().optional() }))
    .max(20)
    .default([]),
  sorts: z
    .array(z.strictObject({ field: fieldName, order: z.enum(['ASC', 'DESC']) }))
    .max(3)
    .default([]),
  buttons: z
    .array(
      z.strictObject({
        alias: z.enum(templateButtonAliases),
        name: localizedTextInput().optional(),
        /** Who may use the button; empty = everyone who may see the template. */
        roles: z.array(roleAlias).max(20).default([]),
        /** The process definition key a startFlow button starts. */
        flowKey: z
          .string()
          .regex(/^\w{1,64}$/)
          .optional(),
      }),
    )
    .max(10)
    .default([]),
  /** Who may see the template; empty = every logged-in user of the tenant. */
  rights: z.strictObject({ roles: z.array(roleAlias).max(20).default([]) }).default({ roles: [] }),
  rowScope: z.record(roleAlias, z.enum(rowScopes)).default({}),
});
export type DataTemplateDefinitionInput = z.input<typeof DataTemplateDefinitionInput>;
export type DataTemplateDefinition = z.infer<typeof DataTemplateDefinitionInput>;

/** A template is named by its uuid or by its key (the key is what `/d/list/{id}` carries). */
export const DataTemplateRef = z.string().regex(/^(\w{1,64}|[0-9a-f-]{36})$/, 'dataTemplateId must be an id or key');
export const TemplateRefQuery = z.strictObject({ dataTemplateId: DataTemplateRef });

const rowId = z.string().min(1).max(64);

export const QueryDataByIdQuery = z.strictObject({ dataTemplateId: DataTemplateRef, id: rowId });

export const SaveFormDataInput = z.strictObject({
  dataTemplateId: DataTemplateRef,
  /** Absent for add, present for edit. */
  id: rowId.optional(),
  /** Checked on the server against the template's form (or its dataset's columns). */
  data: z.record(fieldName, z.unknown()),
});

export const RemoveFormDataInput = z.strictObject({
  dataTemplateId: DataTemplateRef,
  ids: z.array(rowId).min(1).max(200),
});

export const ExportDataQuery = z.strictObject({ dataTemplateId: DataTemplateRef, format: z.enum(['csv', 'xlsx']) });
/** The list payload, plus optionally the rows ticked in the list (export only those). */
export const ExportDataBody = ListQuery.extend({ ids: z.array(rowId).max(1000).optional() });

export const StartFlowInput = z.strictObject({
  dataTemplateId: DataTemplateRef,
  ids: z.array(rowId).min(1).max(200),
  /** Which startFlow button, when the template has several. */
  flowKey: z
    .string()
    .regex(/^\w{1,64}$/)
    .optional(),
});

export const RemoveDataTemplatesInput = z.strictObject({ ids: z.array(z.uuid()).min(1).max(100) });

/** What `/d/list/{id}` needs to draw the list: resolved labels, only the buttons the caller may use. */
export type DataTemplateBuildData = {
  id: string;
  key: string;
  name: string;
  datasetKey: string;
  formKey: string | null;
  idField: string;
  columns: {
    field: string;
    label: string;
    type: DatasetColumnType;
    dictionaryKey: string | null;
    width: number | null;
  }[];
  searchFields: {
    field: string;
    op: FilterOp;
    /** The Q^ key to send in `parameters`. */
    key: string;
    label: string;
    type: DatasetColumnType;
    dictionaryKey: string | null;
  }[];
  sorts: { field: string; order: 'ASC' | 'DESC' }[];
  sortableFields: string[];
  buttons: { alias: TemplateButtonAlias; name: string; flowKey: string | null }[];
  /** The fields of the add/edit form when the template has no formKey. */
  formFields: {
    field: string;
    label: string;
    type: DatasetColumnType;
    dictionaryKey: string | null;
    required: boolean;
    maxLength: number | null;
  }[];
};
