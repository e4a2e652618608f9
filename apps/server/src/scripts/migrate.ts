import { loadConfig } from '../platform/config/config.ts';
import { openDatabase } from '../platform/db/database.ts';
import { migrateToLatest } from '../platform/db/migrate.ts';

const config = loadConfig();
const database = await openDatabase(config.DATABASE_URL);
await migrateToLatest(database.db);
await database.close();
console.log(`Migrated ${config.DATABASE_URL.replace(/\/\/[^@]*@/, '//***@')}`);
