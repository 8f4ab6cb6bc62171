import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isConnectionFault, RETRY_AFTER_SECONDS } from '../../db';
import { ApiError, sendError } from '../errors';
import { appWide } from './app-wide';

function fieldName(instancePath: string, context: string | undefined, missingProperty: unknown): string {
  const segments = instancePath.split('/').filter(Boolean);
  if (typeof missingProperty === 'string') segments.push(missingProperty);
  if (segments.length > 0) return segments[0] as string;
  return context ?? 'body';
}

export function unavailableError(): ApiError {
  return new ApiError('unavailable', 'The service is temporarily unavailable. Retry later.', undefined, { 'Retry-After': String(RETRY_AFTER_SECONDS) });
}

/** Maps every failure to the SPEC §5 body. Messages never echo input, keys or stacks. */
export const errorsPlugin = appWide(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof ApiError) return sendError(request, reply, error);
    if (hasZodFastifySchemaValidationErrors(error)) {
      const details: Record<string, string[]> = {};
      for (const issue of error.validation) {
        const params = issue.params as { missingProperty?: unknown } | undefined;
        const field = fieldName(issue.instancePath, error.validationContext, params?.missingProperty);
        (details[field] ??= []).push(issue.message ?? 'is invalid');
      }
      return sendError(request, reply, new ApiError('validation_error', 'The request is invalid.', details));
    }
    switch (error.code) {
      case 'FST_ERR_CTP_BODY_TOO_LARGE':
        return sendError(request, reply, new ApiError('payload_too_large', 'The request body is larger than 1 MiB.'));
      case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
        return sendError(request, reply, new ApiError('validation_error', 'Content-Type must be application/json.', { body: ['must be sent as application/json'] }));
      case 'FST_ERR_CTP_EMPTY_JSON_BODY':
        return sendError(request, reply, new ApiError('validation_error', 'The request body is empty.', { body: ['must be a JSON object'] }));
      case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
        return sendError(request, reply, new ApiError('validation_error', 'Content-Length does not match the body.', { body: ['has a wrong Content-Length'] }));
      default:
        break;
    }
    if (error.statusCode === 400 && error instanceof SyntaxError) {
      return sendError(request, reply, new ApiError('validation_error', 'The request body is not valid JSON.', { body: ['must be valid JSON'] }));
    }
    if (error.statusCode === 429) {
      return sendError(request, reply, new ApiError('rate_limited', 'Too many requests for this key.'));
    }
    if (isConnectionFault(error)) {
      request.log.warn({ code: error.code }, 'database unavailable');
      return sendError(request, reply, unavailableError());
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return sendError(request, reply, new ApiError('validation_error', 'The request is invalid.', { body: [error.code ?? 'invalid request'] }));
    }
    // The message (first stack line) can quote input, e.g. a parser error: log where, not what.
    const frames = (error.stack ?? '').split('\n').slice(1).join('\n');
    request.log.error({ err: { type: error.name, code: error.code, frames } }, 'unexpected error');
    return sendError(request, reply, new ApiError('internal_error', 'An unexpected error occurred.'));
  });

  app.setNotFoundHandler((request, reply) => sendError(request, reply, new ApiError('not_found', 'No such endpoint.')));
});
