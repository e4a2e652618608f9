import type { DataTemplateDefinition, LocalizedText } from '@campusflow/contracts';
import type { ColumnType } from 'kysely';

// Tables of migration 202611230600-files-dictionaries-data-templates (data templates).
type Stamp = ColumnType<Date, Date | string | undefined, Date | string>;

/** What the definition column holds: the template less what has its own column. */
export type StoredTemplateDefinition = Pick<
  DataTemplateDefinition,
  'columns' | 'searchFields' | 'sorts' | 'buttons' | 'rights' | 'rowScope'
>;

export type DataTemplatesTable = {
  tenantId: string;
  id: string;
  key: string;
  name: ColumnType<LocalizedText, string, string>;
  datasetKey: string;
  formKey: string | null;
  definition: ColumnType<StoredTemplateDefinition, string, string>;
  createdAt: Stamp;
  updatedAt: Stamp;
};

export type DataRecordsTable = {
  tenantId: string;
  datasetKey: string;
  id: string;
  data: ColumnType<Record<string, unknown>, string, string>;
  ownerId: string | null;
  createdAt: Stamp;
  updatedAt: Stamp;
};
