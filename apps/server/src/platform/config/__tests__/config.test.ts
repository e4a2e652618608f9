import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config.ts';

describe('configuration', () => {
  it('has the documented defaults', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({
      PORT: 8080,
      DATABASE_URL: 'pglite://./data/db',
      API_BASE: '/qzbps',
      PUBLIC_PATH: '/app/',
      SINGLE_DOMAIN: false,
      ACCESS_TOKEN_TTL: 300,
      SESSION_IDLE_TTL: 1800,
      SESSION_MAX_TTL: 36000,
      DEMO_SEED: true,
    });
    expect(c.REDIS_URL).toBeUndefined();
  });

  it('turns demo seeding off in production unless asked', () => {
    const kek = Buffer.alloc(32, 1).toString('base64');
    expect(loadConfig({ NODE_ENV: 'production', SECRETS_KEK: kek }).DEMO_SEED).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', SECRETS_KEK: kek, DEMO_SEED: 'true' }).DEMO_SEED).toBe(true);
  });

  it('refuses a bad value with a message naming the variable', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL: must be postgres/);
    expect(() => loadConfig({ SESSION_IDLE_TTL: '5000', SESSION_MAX_TTL: '100' })).toThrow(/SESSION_IDLE_TTL/);
  });

  it('A7: refuses a permanent lockout that allows more than 100 failures', () => {
    expect(() =>
      loadConfig({ LOCKOUT_PERMANENT: 'true', LOCKOUT_FAILURE_FACTOR: '10', LOCKOUT_MAX_TEMPORARY: '19' }),
    ).toThrow(/LOCKOUT_MAX_TEMPORARY/);
  });

  it('normalises paths and lists', () => {
    const c = loadConfig({ API_BASE: '/api/', PUBLIC_PATH: '/m', TRUSTED_PROXIES: '10.0.0.1, 10.0.0.2' });
    expect(c.API_BASE).toBe('/api');
    expect(c.PUBLIC_PATH).toBe('/m/');
    expect(c.TRUSTED_PROXIES).toEqual(['10.0.0.1', '10.0.0.2']);
  });
});
