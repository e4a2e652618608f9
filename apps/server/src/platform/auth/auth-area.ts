import type { FastifyInstance } from 'fastify';
import type { RouteArea } from '../http/route-area.ts';
import { firstLoginRoutes } from './first-login-routes.ts';
import { loginRoutes } from './login-routes.ts';
import { sessionAdminRoutes } from './session-admin-routes.ts';
import { sessionRoutes } from './session-routes.ts';
import { switchUserRoutes } from './switch-user-routes.ts';
import { tokenRoutes } from './token-routes.ts';

/** The auth calls of spec §7 under the oauth prefix (/oauth2/v3 unless single-domain). */
export const authArea: RouteArea = {
  name: 'auth',
  service: 'oauth',
  routes: async (app: FastifyInstance) => {
    await app.register(loginRoutes);
    await app.register(tokenRoutes);
    await app.register(sessionRoutes);
    await app.register(switchUserRoutes);
    await app.register(firstLoginRoutes);
    await app.register(sessionAdminRoutes);
  },
};
