import { headers, type Locale, resolveLocale } from '@campusflow/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { verifyAccessToken } from '../auth/access-tokens.ts';
import type { Access, AuthContext } from '../auth/auth-context.ts';
import { AppError } from './app-error.ts';

declare module 'fastify' {
  interface FastifyRequest {
    locale: Locale;
    auth: AuthContext | null;
  }
  interface FastifyContextConfig {
    /** Who may call the route; secure by default ('authenticated'). */
    access?: Access;
    /** Reachable with a restricted token (e.g. before the first-login password change). */
    allowRestricted?: boolean;
  }
}

function hasAccess(auth: AuthContext, access: Access): boolean {
  if (access === 'public' || access === 'authenticated') return true;
  // Super users holding the pseudo role ALL pass every role check (spec §3, §6).
  if (auth.allRoles && auth.isSuper) return true;
  return auth.roleAlias !== null && access.roles.includes(auth.roleAlias);
}

async function requestContext(app: FastifyInstance) {
  app.decorateRequest('locale', 'zh-CN');
  app.decorateRequest('auth', null);

  app.addHook('onRequest', async (request: FastifyRequest) => {
    request.locale = resolveLocale(
      (request.headers[headers.language] as string | undefined) ?? request.headers['accept-language'],
    );
    const banned = await app.ipBans.isBanned(request.ip);
    if (banned) throw new AppError('IP_BANNED');
  });
}

/** Authenticates and checks access; added to the API scope only (static files and docs are public). */
export function authGuard(app: FastifyInstance) {
  return async (request: FastifyRequest) => {
    const config = request.routeOptions.config;
    const access: Access = config.access ?? 'authenticated';
    const token = request.headers[headers.accessToken];
    if (typeof token === 'string' && token.length > 0 && token.length <= 200) {
      try {
        request.auth = await verifyAccessToken(app.db, token, app.clock.now());
      } catch (error) {
        if (access !== 'public') throw error;
      }
    }
    if (request.auth) {
      request.log = request.log.child({ tenantId: request.auth.tenantId, userId: request.auth.userId });
    }
    if (access === 'public') return;
    if (!request.auth) throw new AppError('NOT_LOGGED_IN');
    if (request.auth.restricted && !config.allowRestricted) {
      throw new AppError(
        request.auth.restricted === 'password_expired' ? 'PASSWORD_EXPIRED' : 'FIRST_LOGIN_CHANGE_PASSWORD',
      );
    }
    if (!hasAccess(request.auth, access)) {
      request.log.warn({ event: 'authz.denied', route: request.routeOptions.url }, 'access denied');
      throw new AppError('UNAUTHORIZED');
    }
  };
}

export const requestContextPlugin = fp(requestContext, { name: 'request-context', dependencies: ['ip-bans'] });
