import { type Envelope, type Locale, type StateCodeName, stateCodes } from '@campusflow/contracts';
import type { FastifyRequest } from 'fastify';

export function ok<T>(request: FastifyRequest, data: T, variables: Record<string, unknown> | null = null): Envelope<T> {
  return { state: 200, message: stateCodes.OK.message[request.locale], cause: null, data, variables };
}

export function failure(
  locale: Locale,
  codeName: StateCodeName,
  cause: string | null = null,
  variables: Record<string, unknown> | null = null,
): Envelope<null> {
  const def = stateCodes[codeName];
  return { state: def.code, message: def.message[locale], cause, data: null, variables };
}
