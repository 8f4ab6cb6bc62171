import type { FastifyDynamicSwaggerOptions } from '@fastify/swagger';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import type { OpenAPIV3_1 } from 'openapi-types';
import { VERSION } from '../../version';

/**
 * The OpenAPI document's frame: servers, license, tags, security, and the response headers the
 * routes send (added here in one pass, since they are the same rule for every route). Schemas
 * come from the routes' zod schemas; those with a `.meta({ id })` become named components.
 * `npm run lint:openapi` holds it to Redocly's recommended rules with no error and no warning.
 */
export function openApiOptions(publicUrl: string): FastifyDynamicSwaggerOptions {
  return {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'txenrich',
        version: VERSION,
        description:
          'Turns raw bank transaction descriptors into merchant name, domain, category, MCC and subscription flag. ' +
          'Every `/v1/` operation needs an API key (`X-API-Key`, or `Authorization: Bearer`). ' +
          'Every error body is `{error, code, details?, request_id}`.',
        license: { name: 'Apache-2.0', identifier: 'Apache-2.0' },
      },
      servers: [{ url: publicUrl, description: 'This installation (TXENRICH_PUBLIC_URL)' }],
      tags: [
        { name: 'enrich', description: 'Transaction strings in, merchant data out: synchronously (≤ 10) or as background jobs (≤ 500).' },
        { name: 'feedback', description: 'Reports of wrong results, reviewed by an operator.' },
        { name: 'operations', description: 'Health, readiness, metrics and this document; no key needed.' },
      ],
      components: {
        securitySchemes: {
          apiKey: { type: 'apiKey', in: 'header', name: 'X-API-Key' },
          bearer: { type: 'http', scheme: 'bearer' },
        },
      },
      security: [{ apiKey: [] }, { bearer: [] }],
    },
    transform: jsonSchemaTransform,
    transformObject: (documentObject) => withResponseHeaders(tidyComponents(jsonSchemaTransformObject(documentObject) as OpenAPIV3_1.Document)),
  };
}

const HEADERS: Record<string, OpenAPIV3_1.HeaderObject> = {
  'X-Request-Id': {
    description: 'The request id: the incoming `X-Request-Id` when it is 1–128 characters of `A-Za-z0-9._:-`, else a generated `req_…`. Quote it when reporting a problem.',
    schema: { type: 'string' }, example: 'req_3f1c2b8e9d0a4b5c8e7f6a5b4c3d2e1f',
  },
  'Retry-After': { description: 'Seconds to wait before trying again.', schema: { type: 'integer', minimum: 0 }, example: 2 },
  'RateLimit-Limit': { description: 'Requests allowed per window for this key (IETF draft RateLimit header fields).', schema: { type: 'integer' }, example: 100 },
  'RateLimit-Remaining': { description: 'Requests left in the current window.', schema: { type: 'integer' }, example: 99 },
  'RateLimit-Reset': { description: 'Seconds until the window resets.', schema: { type: 'integer' }, example: 2 },
  Location: { description: 'Where to poll the job (same as `poll_url`).', schema: { type: 'string' }, example: '/v1/enrich/jobs/5b7c3f9e-2d4a-4c1b-9e8f-0a1b2c3d4e5f' },
  'Idempotent-Replayed': { description: '`true` when the `Idempotency-Key` returned an existing job instead of creating one.', schema: { type: 'string', enum: ['true'] } },
  'WWW-Authenticate': { description: 'The authentication scheme to use.', schema: { type: 'string' }, example: 'Bearer realm="txenrich"' },
};

const ref = (name: string): OpenAPIV3_1.ReferenceObject => ({ $ref: `#/components/headers/${name}` });

/** Which headers each response carries, as the routes, the rate limiter and the auth hook send them. */
function headersFor(path: string, status: string): string[] {
  const names = ['X-Request-Id'];
  const limited = path.startsWith('/v1/');
  if (limited && (status.startsWith('2') || status === '429')) names.push('RateLimit-Limit', 'RateLimit-Remaining', 'RateLimit-Reset');
  if (status === '429' || status === '503') names.push('Retry-After');
  if (status === '401') names.push('WWW-Authenticate');
  if (status === '202') names.push('Location', 'Idempotent-Replayed');
  return names;
}

function withResponseHeaders(document: OpenAPIV3_1.Document): OpenAPIV3_1.Document {
  const metrics = document.paths?.['/metrics']?.get;
  if (metrics?.responses) {
    metrics.responses['200'] = {
      description: 'Metrics in the Prometheus text exposition format.',
      content: { 'text/plain': { schema: { type: 'string' }, example: '# HELP txenrich_jobs_queued Async jobs waiting for a worker\n# TYPE txenrich_jobs_queued gauge\ntxenrich_jobs_queued 0\n' } },
    };
  }
  document.components = { ...document.components, headers: { ...document.components?.headers, ...HEADERS } };
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    for (const method of ['get', 'post', 'put', 'patch', 'delete'] as const) {
      const operation = item?.[method];
      if (!operation?.responses) continue;
      for (const [status, response] of Object.entries(operation.responses)) {
        if ('$ref' in response) continue;
        response.headers = { ...response.headers, ...Object.fromEntries(headersFor(path, status).map((name) => [name, ref(name)])) };
      }
    }
  }
  return document;
}

/** Every `#/components/schemas/…` name referenced from `value`. */
function referencedSchemas(value: unknown, found: Set<string>, schemas: Record<string, unknown>): void {
  if (Array.isArray(value)) {
    for (const item of value) referencedSchemas(item, found, schemas);
    return;
  }
  if (!value || typeof value !== 'object') return;
  for (const [key, child] of Object.entries(value)) {
    if (key === '$ref' && typeof child === 'string' && child.startsWith('#/components/schemas/')) {
      const name = child.slice('#/components/schemas/'.length);
      if (!found.has(name)) {
        found.add(name);
        referencedSchemas(schemas[name], found, schemas);
      }
    } else referencedSchemas(child, found, schemas);
  }
}

/**
 * The zod provider emits every named schema twice, as read (`XInput`, request side) and as written
 * (`X`, response side), each stamped with `$schema`/`$id`. Generators and linters want one name per
 * schema actually used, and `$id` makes example validation resolve refs against the wrong base:
 * keep the used variant under the plain name, drop the stamps and the unused copies.
 */
function tidyComponents(document: OpenAPIV3_1.Document): OpenAPIV3_1.Document {
  // The dashboard's HTML pages and forms are not the API (SPEC §7 documents them); they stay out.
  for (const path of Object.keys(document.paths ?? {})) {
    if (path === '/dashboard' || path.startsWith('/dashboard/')) delete document.paths?.[path];
  }
  const schemas = (document.components?.schemas ?? {}) as Record<string, Record<string, unknown>>;
  for (const schema of Object.values(schemas)) {
    delete schema.$schema;
    delete schema.$id;
  }
  const used = new Set<string>();
  referencedSchemas(document.paths, used, schemas);
  const renames = new Map<string, string>();
  for (const name of used) {
    const plain = name.endsWith('Input') ? name.slice(0, -'Input'.length) : undefined;
    if (plain && schemas[plain] && !used.has(plain)) renames.set(name, plain);
  }
  let text = JSON.stringify({ paths: document.paths, schemas });
  for (const [from, to] of renames) text = text.replaceAll(`"#/components/schemas/${from}"`, `"#/components/schemas/${to}"`);
  const renamed = JSON.parse(text) as { paths: OpenAPIV3_1.PathsObject; schemas: Record<string, Record<string, unknown>> };
  for (const [from, to] of renames) {
    renamed.schemas[to] = renamed.schemas[from] as Record<string, unknown>;
    delete renamed.schemas[from];
  }
  const kept = new Set<string>();
  referencedSchemas(renamed.paths, kept, renamed.schemas);
  document.paths = renamed.paths;
  document.components = {
    ...document.components,
    schemas: Object.fromEntries(Object.entries(renamed.schemas).filter(([name]) => kept.has(name))) as Record<string, OpenAPIV3_1.SchemaObject>,
  };
  return document;
}
