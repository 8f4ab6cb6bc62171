import { randomUUID } from 'node:crypto';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { ApiError, ERROR_STATUS, sendError, type ErrorBody, type ErrorCode } from './errors';

/** Request ids look the same whether Fastify or the socket-level handler made them. */
export function newRequestId(): string {
  return `req_${randomUUID().replaceAll('-', '')}`;
}

const REASONS: Record<number, string> = { 400: 'Bad Request', 408: 'Request Timeout', 413: 'Payload Too Large', 414: 'URI Too Long', 431: 'Request Header Fields Too Large' };

function socketError(error: NodeJS.ErrnoException): { code: ErrorCode; message: string; details?: Record<string, string[]> } {
  switch (error.code) {
    case 'HPE_HEADER_OVERFLOW':
      return { code: 'header_too_large', message: 'The request headers (or URL) are larger than the server accepts.' };
    case 'ERR_HTTP_REQUEST_TIMEOUT':
    case 'ERR_HTTP_HEADERS_TIMEOUT':
      return { code: 'request_timeout', message: 'The request was not received in time.' };
    case 'HPE_INVALID_CONTENT_LENGTH':
    case 'HPE_UNEXPECTED_CONTENT_LENGTH':
      return { code: 'validation_error', message: 'The Content-Length header is invalid.', details: { 'Content-Length': ['is invalid or repeated'] } };
    default:
      return { code: 'validation_error', message: 'The request is not valid HTTP.', details: { request: ['is malformed HTTP'] } };
  }
}

/**
 * Node's HTTP parser rejects some requests before Fastify sees them (bad framing, headers or
 * URL too large, timeouts). They get the SPEC §5 body too, with a request id; nothing of the
 * request is echoed.
 */
export function clientErrorHandler(error: NodeJS.ErrnoException, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  if (socket.writable) {
    const { code, message, details } = socketError(error);
    const status = ERROR_STATUS[code];
    const requestId = newRequestId();
    const body: ErrorBody = { error: message, code, ...(details ? { details } : {}), request_id: requestId };
    const text = JSON.stringify(body);
    socket.write(
      `HTTP/1.1 ${status} ${REASONS[status] ?? 'Bad Request'}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(text)}\r\n` +
        `X-Request-Id: ${requestId}\r\nX-Content-Type-Options: nosniff\r\nConnection: close\r\n\r\n${text}`,
    );
  }
  socket.destroy(error);
}

/** Errors Fastify raises while routing (before any hook runs): the SPEC body, URL not echoed. */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    void sendError(request, reply, new ApiError('uri_too_long', 'A path segment of the URL is too long.'));
    return;
  }
  if (error.code === 'FST_ERR_BAD_URL') {
    void sendError(request, reply, new ApiError('validation_error', 'The URL is not valid.', { url: ['has an invalid percent-encoding'] }));
    return;
  }
  void sendError(request, reply, new ApiError('internal_error', 'An unexpected error occurred.'));
}
