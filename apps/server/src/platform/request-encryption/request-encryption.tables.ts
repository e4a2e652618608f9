import type { ColumnType } from 'kysely';
import type { Db } from '../db/database.ts';

type Timestamp = ColumnType<Date, Date | string, Date | string>;

/** Migration 202611260930-request-encryption. */
export type RequestEncryptionKeysTable = {
  kid: string;
  publicJwk: ColumnType<Record<string, string>, string, string>;
  privateKey: string;
  modulusBits: number;
  createdAt: Timestamp;
  retireAt: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
};

export type RequestEncryptionTables = { requestEncryptionKeys: RequestEncryptionKeysTable };

/** The platform's Db widened with this folder's table (tables.ts stays unaware of it). */
export function encryptionDb(db: Db) {
  return db.withTables<RequestEncryptionTables>();
}
