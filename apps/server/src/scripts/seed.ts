import { loadConfig } from '../platform/config/config.ts';
import { openDatabase } from '../platform/db/database.ts';
import { migrateToLatest } from '../platform/db/migrate.ts';
import { seedDemoUniversity } from '../seed/demo-university.ts';
import { seedPlatform } from '../seed/platform-seed.ts';

// Idempotent: running it twice leaves one demo university.
const config = loadConfig();
const database = await openDatabase(config.DATABASE_URL);
await migrateToLatest(database.db);
await seedPlatform(database.db);
await seedDemoUniversity(database.db);
await database.close();
console.log('Seeded the platform and the demo university');
