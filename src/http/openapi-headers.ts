import type { OpenAPIV3_1 } from 'openapi-types';

const RETRY_AFTER: OpenAPIV3_1.HeaderObject = {
  description: 'Seconds to wait before retrying.',
  schema: { type: 'integer', minimum: 1 },
};

/**
 * Response schemas come from zod and cannot declare headers: this adds `Retry-After` to every
 * documented 429 and 503, so clients generated from the document know to read it.
 */
export function documentRetryAfter(document: Partial<OpenAPIV3_1.Document>): Partial<OpenAPIV3_1.Document> {
  for (const pathItem of Object.values(document.paths ?? {})) {
    for (const operation of Object.values(pathItem ?? {})) {
      const responses = (operation as OpenAPIV3_1.OperationObject | undefined)?.responses;
      if (!responses || typeof responses !== 'object') continue;
      for (const status of ['429', '503']) {
        const response = responses[status] as OpenAPIV3_1.ResponseObject | undefined;
        if (response) response.headers = { ...response.headers, 'Retry-After': RETRY_AFTER };
      }
    }
  }
  return document;
}
