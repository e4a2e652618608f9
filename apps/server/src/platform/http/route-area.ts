import type { FastifyPluginAsync } from 'fastify';
import type { Config } from '../config/config.ts';

/** The API services of spec §7: each has its own prefix unless single-domain mode is on. */
export type ApiService = 'oauth' | 'platform' | 'business';

/** A named group of routes mounted under one service prefix. */
export type RouteArea = { name: string; service: ApiService; routes: FastifyPluginAsync };

const servicePrefixes: Record<ApiService, string> = {
  oauth: '/oauth2/v3',
  platform: '/platform/v3',
  business: '/business/v3',
};

export function prefixFor(config: Pick<Config, 'API_BASE' | 'SINGLE_DOMAIN'>, service: ApiService): string {
  return config.SINGLE_DOMAIN ? config.API_BASE : `${config.API_BASE}${servicePrefixes[service]}`;
}
