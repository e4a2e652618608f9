import type { FormDefinition } from '@campusflow/contracts';
import type { ColumnType, Generated } from 'kysely';

export type FormDefinitionsTable = {
  tenantId: string;
  id: string;
  key: string;
  version: number;
  name: string;
  definition: ColumnType<FormDefinition, string, string>;
  isLatest: Generated<boolean>;
  createdAt: ColumnType<Date, Date | string | undefined, Date | string>;
};
