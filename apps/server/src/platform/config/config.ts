import { z } from 'zod';

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', 'on', 'off'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes' || v === 'on');
const seconds = z.coerce.number().int().min(1);
const path = z.string().regex(/^\/([A-Za-z0-9_-]+\/?)*$/, 'must start with / and contain only path characters');

const ConfigSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    HOST: z.string().default('0.0.0.0'),
    PORT: z.coerce.number().int().min(0).max(65535).default(8080),
    DATABASE_URL: z
      .string()
      .regex(/^(postgres(ql)?:\/\/.+|pglite:\/\/.+)$/, 'must be postgres://… or pglite://<dir>|memory')
      .default('pglite://./data/db'),
    DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(200).default(10),
    REDIS_URL: z
      .string()
      .regex(/^rediss?:\/\/.+/, 'must be redis://…')
      .optional(),
    API_BASE: path.default('/qzbps'),
    PUBLIC_PATH: path.default('/app/'),
    PUBLIC_BASE_URL: z.url().default('http://localhost:8080'),
    SINGLE_DOMAIN: bool.default(false),
    TENANT_OPEN: bool.default(true),
    DEFAULT_TENANT: z.string().min(1).default('demo'),
    ACCESS_TOKEN_TTL: seconds.default(300),
    SESSION_IDLE_TTL: seconds.default(1800),
    SESSION_MAX_TTL: seconds.default(36000),
    AUTH_CODE_TTL: seconds.default(60),
    CAPTCHA_TTL: seconds.default(120),
    LOCKOUT_FAILURE_FACTOR: z.coerce.number().int().min(1).max(100).default(5),
    LOCKOUT_WAIT_INCREMENT: seconds.default(60),
    LOCKOUT_MAX_WAIT: seconds.default(900),
    LOCKOUT_FAILURE_RESET: seconds.default(43200),
    LOCKOUT_QUICK_LOGIN_MS: z.coerce.number().int().min(0).default(1000),
    LOCKOUT_QUICK_LOGIN_WAIT: seconds.default(60),
    LOCKOUT_PERMANENT: bool.default(false),
    LOCKOUT_MAX_TEMPORARY: z.coerce.number().int().min(0).max(99).default(19),
    CAPTCHA_AFTER_FAILURES: z.coerce.number().int().min(0).default(3),
    LOGIN_RATE_LIMIT: z.coerce.number().int().min(1).default(10),
    RATE_LIMIT: z.coerce.number().int().min(1).default(1200),
    TRUSTED_PROXIES: z.string().default(''),
    BODY_LIMIT: z.coerce.number().int().min(1024).default(1_048_576),
    DEMO_SEED: bool.optional(),
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\/.+/, 'must be smtp://… or smtps://…')
      .optional(),
    MAIL_FROM: z.string().default('CampusFlow <no-reply@localhost>'),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    WEB_DIST: z.string().optional(),
    // Key-encryption key for secrets at rest (config/secret-box.ts): base64 of 32 random bytes,
    // e.g. `openssl rand -base64 32`. Required in production.
    SECRETS_KEK: z
      .string()
      .refine((v) => Buffer.from(v, 'base64').length === 32, 'must be base64 of 32 bytes (openssl rand -base64 32)')
      .transform((v) => Buffer.from(v, 'base64'))
      .optional(),
    // Attachments (platform/files): where the local storage keeps them and the largest upload;
    // a tenant may lower the limit (sys_configs file.maxBytes), never raise it.
    FILES_DIR: z.string().min(1).default('./data/files'),
    FILES_MAX_BYTES: z.coerce
      .number()
      .int()
      .min(1024)
      .default(20 * 1024 * 1024),
  })
  .superRefine((c, ctx) => {
    // NIST SP 800-63B §5.2.2: at most 100 consecutive failures before an account is disabled (A7).
    if (c.LOCKOUT_PERMANENT && c.LOCKOUT_FAILURE_FACTOR * (c.LOCKOUT_MAX_TEMPORARY + 1) > 100) {
      ctx.addIssue({
        code: 'custom',
        path: ['LOCKOUT_MAX_TEMPORARY'],
        message: 'LOCKOUT_FAILURE_FACTOR × (LOCKOUT_MAX_TEMPORARY + 1) must not exceed 100',
      });
    }
    if (c.NODE_ENV === 'production' && !c.SECRETS_KEK) {
      ctx.addIssue({
        code: 'custom',
        path: ['SECRETS_KEK'],
        message: 'required in production (openssl rand -base64 32)',
      });
    }
    if (c.SESSION_IDLE_TTL > c.SESSION_MAX_TTL) {
      ctx.addIssue({ code: 'custom', path: ['SESSION_IDLE_TTL'], message: 'must not exceed SESSION_MAX_TTL' });
    }
  });

export type Config = Omit<z.infer<typeof ConfigSchema>, 'DEMO_SEED' | 'TRUSTED_PROXIES'> & {
  DEMO_SEED: boolean;
  TRUSTED_PROXIES: string[];
};

export class ConfigError extends Error {}

/** Parses the environment once; the only place that reads process.env. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = ConfigSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.') || '(root)'}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const c = parsed.data;
  return {
    ...c,
    API_BASE: c.API_BASE.replace(/\/$/, ''),
    PUBLIC_PATH: c.PUBLIC_PATH.endsWith('/') ? c.PUBLIC_PATH : `${c.PUBLIC_PATH}/`,
    DEMO_SEED: c.DEMO_SEED ?? c.NODE_ENV !== 'production',
    TRUSTED_PROXIES: c.TRUSTED_PROXIES.split(',')
      .map((s) => s.trim())
      .filter(Boolean),
  };
}

/** A config for tests: defaults plus overrides, no environment. */
export function testConfig(overrides: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    DATABASE_URL: 'pglite://memory',
    LOG_LEVEL: 'silent',
    DEMO_SEED: 'false',
    // A fixed test key, so tests that switch to production mode start like a real deployment.
    SECRETS_KEK: Buffer.alloc(32, 7).toString('base64'),
    ...overrides,
  });
}
