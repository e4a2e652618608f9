import closeWithGrace from 'close-with-grace';
import { Redis } from 'ioredis';
import { buildApp } from './app.ts';
import { deliveriesSettled } from './platform/account/index.ts';
import { ConfigError, loadConfig } from './platform/config/config.ts';
import { DatabaseLockedError, openDatabase } from './platform/db/database.ts';
import { migrateToLatest } from './platform/db/migrate.ts';
import { refreshTenantDefinitions } from './platform/tenancy/tenant-seeding.ts';
import { seedDemoUniversity } from './seed/demo-university.ts';
import { seedPlatform } from './seed/platform-seed.ts';
import { moduleTenantSeeders } from './seed/tenant-seeders.ts';

async function main() {
  const config = loadConfig();
  const database = await openDatabase(config.DATABASE_URL, { poolMax: config.DATABASE_POOL_MAX });
  await migrateToLatest(database.db);
  await seedPlatform(database.db);
  if (config.DEMO_SEED) await seedDemoUniversity(database.db);
  // Definitions added since a tenant was created (menus, module seeders) reach it now (docs/tenancy.md).
  await refreshTenantDefinitions(database.db, moduleTenantSeeders);
  const redis = config.REDIS_URL ? new Redis(config.REDIS_URL, { lazyConnect: false, maxRetriesPerRequest: 2 }) : null;
  const app = await buildApp({ config, db: database.db, dbDriver: database.driver, redis });

  closeWithGrace({ delay: 10_000 }, async ({ err, signal }) => {
    if (err) app.log.error({ err }, 'closing after an error');
    else app.log.info({ signal }, 'closing');
    // Recovery codes already accepted must still reach their inbox before the process leaves.
    await deliveriesSettled(app);
    await app.close();
    await database.close();
    redis?.disconnect();
  });

  const address = await app.listen({ port: config.PORT, host: config.HOST });
  // Both: behind a proxy the public address differs from the socket, and an administrator who changed
  // PORT but not PUBLIC_BASE_URL sees at once why the links in QR codes and mails point elsewhere.
  app.log.info(
    `CampusFlow listening on ${address}${config.PUBLIC_PATH}, public address ${config.PUBLIC_BASE_URL}${config.PUBLIC_PATH} (database: ${database.driver})`,
  );
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DatabaseLockedError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
