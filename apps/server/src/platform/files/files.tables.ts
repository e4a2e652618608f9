import type { ColumnType } from 'kysely';

// Tables of migration 202611230600-files-dictionaries-data-templates (attachments).
type CreatedAt = ColumnType<Date, Date | string | undefined, Date | string>;

export type FilesTable = {
  tenantId: string;
  id: string;
  ownerId: string;
  name: string;
  ext: string;
  mime: string;
  size: number;
  sha256: string;
  storageKey: string;
  createdAt: CreatedAt;
};

export type FileLinksTable = { tenantId: string; fileId: string; businessKey: string; createdAt: CreatedAt };
export type BusinessKeyGrantsTable = { tenantId: string; businessKey: string; userId: string; createdAt: CreatedAt };
