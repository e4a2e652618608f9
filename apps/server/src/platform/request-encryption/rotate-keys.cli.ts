// npm run keys:rotate [-- <overlap seconds>] — G6: makes a new current request-encryption key; the keys
// before it stay accepted for the overlap (default 24 h), so clients holding the old public key keep
// working. Every instance sees the new key within a minute (key-ring.ts), or at once on an unknown kid.
import { loadConfig } from '../config/config.ts';
import { openDatabase } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { defaultRotationOverlapSeconds, rotateKeys } from './key-store.ts';

const overlapSeconds = Number(process.argv[2] ?? defaultRotationOverlapSeconds);
if (!Number.isInteger(overlapSeconds) || overlapSeconds < 0) throw new Error('overlap must be whole seconds ≥ 0');
const config = loadConfig();
const database = await openDatabase(config.DATABASE_URL);
await migrateToLatest(database.db);
const { kid, retiring } = await rotateKeys(database.db, new Date(), {
  overlapSeconds,
  kek: config.SECRETS_KEK ?? null,
});
await database.close();
console.log(`New request-encryption key ${kid}; ${retiring.length} older key(s) accepted for ${overlapSeconds} s more`);
