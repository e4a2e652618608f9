import { PortraitStudentParams, portraitEndpoints } from '@campusflow/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireAuth } from '../auth/auth-context.ts';
import { ok } from '../http/envelope.ts';
import type { RouteArea } from '../http/route-area.ts';
import { checkPortraitAccess, studentPortrait } from './portrait.service.ts';

async function portraitRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(portraitEndpoints.mine.path, { config: { access: { roles: ['student', 'newStudent'] } } }, async (request) => {
    const auth = requireAuth(request);
    return ok(request, await studentPortrait(app.db, auth.tenantId, auth.userId, app.clock.now()));
  });
  r.get(
    portraitEndpoints.ofStudent.path,
    { config: { access: 'authenticated' }, schema: { params: PortraitStudentParams } },
    async (request) => {
      const auth = requireAuth(request);
      await checkPortraitAccess(app.db, auth, request.params.userId);
      return ok(request, await studentPortrait(app.db, auth.tenantId, request.params.userId, app.clock.now()));
    },
  );
}

export const portraitArea: RouteArea = { name: 'portrait', service: 'platform', routes: portraitRoutes };
