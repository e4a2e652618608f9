import { resolveLocale } from '@campusflow/contracts';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from './app-error.ts';
import { failure } from './envelope.ts';

function localeOf(request: FastifyRequest) {
  return request.locale ?? resolveLocale(request.headers.language as string | undefined);
}

function send(reply: FastifyReply, error: AppError) {
  const locale = localeOf(reply.request);
  if (error.extra?.retryAfterSeconds) reply.header('retry-after', String(error.extra.retryAfterSeconds));
  return reply
    .status(error.httpStatus)
    .send(failure(locale, error.codeName, error.cause ?? null, error.extra?.variables ?? null));
}

// Fastify's own client errors, mapped to product codes so a client mistake is never a 500.
const fastifyCodes: Record<string, AppError['codeName']> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'ILLEGAL_REQUEST',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'ILLEGAL_REQUEST',
  FST_ERR_CTP_INVALID_JSON_BODY: 'ILLEGAL_REQUEST',
};

export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) return send(reply, error);
    if (hasZodFastifySchemaValidationErrors(error)) {
      const cause = error.validation
        .slice(0, 5)
        .map((v) => `${error.validationContext ?? ''}${v.instancePath || ''}: ${v.message}`)
        .join('; ');
      return send(reply, new AppError('ILLEGAL_REQUEST', cause.slice(0, 500)));
    }
    if (error.statusCode === 429) return send(reply, new AppError('RATE_LIMITED'));
    const mapped = error.code ? fastifyCodes[error.code] : undefined;
    if (mapped) return send(reply, new AppError(mapped, error.message.slice(0, 200)));
    if (error instanceof SyntaxError || (error.statusCode && error.statusCode < 500)) {
      return send(reply, new AppError('ILLEGAL_REQUEST', 'malformed request'));
    }
    // Internals of a 5xx stay in the log, tied to the request id (F3).
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send(failure(localeOf(request), 'INTERNAL_ERROR', `request id ${request.id}`));
  });

  app.setNotFoundHandler((request, reply) => {
    return send(reply, new AppError('NOT_FOUND', `${request.method} ${request.url.split('?')[0]}`));
  });
}
