import { LocationConvertQuery, tenancyEndpoints } from '@campusflow/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../http/envelope.ts';
import type { RouteArea } from '../http/route-area.ts';
import { convertCoordinates } from './coordinates.ts';

// The spec names the answer (lng, lat) but no path; ours sits beside the other common platform calls.
async function locationRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    tenancyEndpoints.convertLocation.path,
    { config: { access: 'authenticated' }, schema: { querystring: LocationConvertQuery } },
    async (request) => {
      const { lng, lat, from, to } = request.query;
      return ok(request, convertCoordinates({ lng, lat }, from, to));
    },
  );
}

export const locationArea: RouteArea = { name: 'location', service: 'platform', routes: locationRoutes };
