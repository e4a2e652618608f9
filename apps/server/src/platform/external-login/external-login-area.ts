import type { FastifyInstance } from 'fastify';
import type { RouteArea } from '../http/route-area.ts';
import { externalLoginRoutes } from './external-login.routes.ts';
import { externalLoginAdminRoutes } from './external-login-admin.routes.ts';
import { externalLogoutRoutes } from './logout.routes.ts';

/** Spec §7 login variants (oauth prefix): start, callbacks, app logins, third-party token, bind. */
export const externalLoginArea: RouteArea = {
  name: 'external-login',
  service: 'oauth',
  routes: async (app: FastifyInstance) => {
    await app.register(externalLoginRoutes);
    await app.register(externalLogoutRoutes);
  },
};

/** Provider settings for tenant administrators and the DingTalk mobile lookup (platform prefix). */
export const externalLoginAdminArea: RouteArea = {
  name: 'external-login-admin',
  service: 'platform',
  routes: async (app: FastifyInstance) => {
    await app.register(externalLoginAdminRoutes);
  },
};
