import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import { modules } from './modules/index.ts';
import { platformAreas } from './platform/areas.ts';
import { ipBansPlugin } from './platform/auth/ip-bans.ts';
import type { Config } from './platform/config/config.ts';
import type { Db } from './platform/db/database.ts';
import { AppError } from './platform/http/app-error.ts';
import { type Clock, systemClock } from './platform/http/clock.ts';
import { installErrorHandling } from './platform/http/error-handler.ts';
import { redactPaths, requestSerializer } from './platform/http/redaction.ts';
import { authGuard, requestContextPlugin } from './platform/http/request-context.ts';
import { prefixFor } from './platform/http/route-area.ts';
import { createNotifier, type Notifier } from './platform/notify/notifier.ts';
import { registerPortraitCards } from './platform/portrait/portrait-sources.ts';
import { requestEncryptionPlugin } from './platform/request-encryption/request-encryption.plugin.ts';
import type { TenantSeeder } from './platform/tenancy/tenant-seeding.ts';
import { registerServiceTask } from './platform/workflow/engine-deps.ts';
import { moduleTenantSeeders } from './seed/tenant-seeders.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Db;
    dbDriver: 'pglite' | 'postgres';
    clock: Clock;
    redis: Redis | null;
    notifier: Notifier;
  }
}

export type AppDependencies = {
  config: Config;
  db: Db;
  dbDriver: 'pglite' | 'postgres';
  clock?: Clock;
  redis?: Redis | null;
  notifier?: Notifier;
  /** Seeders run for every new tenant (default: those of modules/index.ts; docs/tenancy.md). */
  tenantSeeders?: readonly TenantSeeder[];
  /** A pino destination for tests that read the log (E6: no secrets in logs). */
  logStream?: NodeJS.WritableStream;
};

const defaultWebDist = fileURLToPath(new URL('../../web/dist', import.meta.url));

export async function buildApp(deps: AppDependencies): Promise<FastifyInstance> {
  const { config } = deps;
  const app = Fastify({
    logger: {
      level: config.LOG_LEVEL,
      redact: { paths: redactPaths, censor: '[redacted]' },
      serializers: { req: requestSerializer },
      ...(deps.logStream ? { stream: deps.logStream } : {}),
    },
    trustProxy: config.TRUSTED_PROXIES.length > 0 ? config.TRUSTED_PROXIES : false,
    bodyLimit: config.BODY_LIMIT,
    genReqId: () => crypto.randomUUID(),
    requestIdHeader: false,
    ajv: { customOptions: { removeAdditional: false } },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  app.decorate('config', config);
  app.decorate('db', deps.db);
  app.decorate('dbDriver', deps.dbDriver);
  app.decorate('clock', deps.clock ?? systemClock);
  app.decorate('redis', deps.redis ?? null);
  app.decorate('notifier', deps.notifier ?? createNotifier(config, deps.db));
  app.decorate('tenantSeeders', deps.tenantSeeders ?? moduleTenantSeeders);

  installErrorHandling(app);
  await app.register(ipBansPlugin);
  await app.register(requestContextPlugin);
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // antd-mobile sets inline styles; swagger-ui needs them too.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        connectSrc: ["'self'"],
        frameSrc: ["'self'", 'https:'],
        frameAncestors: ["'self'"],
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  await app.register(rateLimit, {
    global: true,
    max: config.RATE_LIMIT,
    timeWindow: '1 minute',
    ...(deps.redis ? { redis: deps.redis, nameSpace: 'campusflow-rl:' } : {}),
    errorResponseBuilder: (_request, context) =>
      new AppError('RATE_LIMITED', undefined, { retryAfterSeconds: Math.ceil(context.ttl / 1000) }),
  });

  await app.register(swagger, {
    openapi: {
      info: {
        title: 'CampusFlow API',
        version: '0.1.0',
        description: 'Envelope {state, message, cause, data, variables}',
      },
      components: {
        securitySchemes: { accessToken: { type: 'apiKey', in: 'header', name: 'X-Authorization-access-token' } },
      },
      security: [{ accessToken: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: `${config.API_BASE}/docs` });

  app.get('/healthz', { schema: { hide: true } }, async () => ({ status: 'ok' }));
  app.get('/readyz', { schema: { hide: true } }, async (_request, reply) => {
    try {
      await app.db.selectFrom('tenants').select('id').limit(1).execute();
      if (app.redis) await app.redis.ping();
      return { status: 'ready', database: app.dbDriver, redis: app.redis ? 'up' : 'off' };
    } catch {
      return reply.status(503).send({ status: 'unavailable' });
    }
  });

  for (const m of modules) {
    for (const [name, handler] of Object.entries(m.serviceTasks ?? {})) registerServiceTask(name, handler);
    registerPortraitCards(m.portraitCards ?? {});
  }
  await app.register(async (api) => {
    api.addHook('preHandler', authGuard(api));
    // After the guard: its preHandler needs request.auth for the tenant binding (platform/request-encryption).
    await api.register(requestEncryptionPlugin);
    for (const area of [...platformAreas, ...modules.flatMap((m) => m.routeAreas)]) {
      await api.register(area.routes, { prefix: prefixFor(config, area.service) });
    }
  });

  const webDist = config.WEB_DIST ?? defaultWebDist;
  if (existsSync(webDist)) {
    await app.register(fastifyStatic, {
      root: webDist,
      prefix: config.PUBLIC_PATH,
      preCompressed: true,
      // Hashed assets never change; index.html must be re-read so a deploy takes effect.
      setHeaders: (reply, path) => {
        reply.header('cache-control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
    app.get('/', { schema: { hide: true } }, (_request, reply) => reply.redirect(config.PUBLIC_PATH));
  }
  return app;
}
