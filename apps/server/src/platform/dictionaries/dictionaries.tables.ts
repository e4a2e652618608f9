import type { LocalizedText } from '@campusflow/contracts';
import type { ColumnType, Generated } from 'kysely';

// Tables of migration 202611230600-files-dictionaries-data-templates (dictionaries).
type Stamp = ColumnType<Date, Date | string | undefined, Date | string>;
type JsonText = ColumnType<LocalizedText, string, string>;

export type DictionaryTypesTable = {
  tenantId: string;
  id: string;
  key: string;
  name: JsonText;
  builtin: Generated<boolean>;
  sort: Generated<number>;
  enabled: Generated<boolean>;
  createdAt: Stamp;
  updatedAt: Stamp;
};

export type DictionaryItemsTable = {
  tenantId: string;
  id: string;
  typeId: string;
  key: string;
  label: JsonText;
  sort: Generated<number>;
  enabled: Generated<boolean>;
  createdAt: Stamp;
  updatedAt: Stamp;
};
