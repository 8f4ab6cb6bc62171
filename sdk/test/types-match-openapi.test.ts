import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import { CATEGORIES, PII_KINDS, REASONS, TRANSACTION_KINDS, type EnrichResponse, type EnrichResultItem, type ErrorBody, type FeedbackCreated, type FeedbackRequest, type Job, type JobAccepted, type Usage } from '../src/index';

/**
 * The SDK's hand-written types against the OpenAPI document the server serves. Each spec below
 * is checked twice: by the compiler against the SDK type (every field, exactly, with whether it
 * is optional) and by this test against the document (same fields, same required list). A field
 * added, removed or made optional on either side fails `npm run typecheck` or this test.
 */
type FieldSpec<T> = { [K in keyof Required<T>]-?: object extends Pick<T, K> ? 'optional' : 'required' };

const resultItem: FieldSpec<EnrichResultItem> = {
  input: 'required',
  status: 'required',
  source: 'optional',
  merchant: 'optional',
  domain: 'optional',
  category: 'optional',
  mcc_code: 'optional',
  is_subscription: 'optional',
  confidence: 'required',
  reason: 'optional',
  redacted: 'optional',
  kind: 'optional',
};
const usage: FieldSpec<Usage> = { cache: 'required', model: 'required', rejected: 'required', retry: 'required', billable: 'required' };
const envelope: FieldSpec<EnrichResponse> = { results: 'required', job_id: 'required', status: 'required', usage: 'required' };
const accepted: FieldSpec<JobAccepted> = { job_id: 'required', status: 'required', poll_url: 'required' };
const job: FieldSpec<Job> = {
  job_id: 'required',
  status: 'required',
  progress: 'required',
  created_at: 'required',
  results: 'optional',
  results_status: 'optional',
  completed_at: 'optional',
  usage: 'optional',
  error: 'optional',
};
const feedbackRequest: FieldSpec<FeedbackRequest> = {
  raw_input: 'required',
  returned_name: 'optional',
  returned_category: 'optional',
  correct_name: 'optional',
  correct_category: 'optional',
  notes: 'optional',
};
const feedbackCreated: FieldSpec<FeedbackCreated> = { id: 'required', message: 'required' };
const errorBody: FieldSpec<ErrorBody> = { error: 'required', code: 'required', details: 'optional', request_id: 'required' };

interface JsonSchema {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
}
interface Document {
  paths: Record<string, Record<string, { requestBody?: { content: Record<string, { schema: JsonSchema }> }; responses: Record<string, { content?: Record<string, { schema: JsonSchema }> }> }>>;
  components?: { schemas?: Record<string, JsonSchema> };
}

describe('SDK types match the served OpenAPI document', () => {
  let test: TestApp;
  let document: Document;

  beforeAll(async () => {
    test = await createTestApp('sqlite', { env: { TXENRICH_LOG_LEVEL: 'warn' } });
    document = (await test.app.http.inject('/openapi.json')).json() as Document;
  });
  afterAll(async () => test.close());

  function resolve(schema: JsonSchema | undefined): JsonSchema {
    if (!schema) throw new Error('schema missing from the document');
    if (schema.$ref) {
      const name = schema.$ref.replace('#/components/schemas/', '');
      return resolve(document.components?.schemas?.[name]);
    }
    const nonNull = [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])].filter((member) => member.type !== 'null');
    return nonNull.length === 1 ? resolve(nonNull[0]) : schema;
  }
  const response = (path: string, method: string, status: string) => resolve(document.paths[path]?.[method]?.responses[status]?.content?.['application/json']?.schema);
  const requestBody = (path: string, method: string) => resolve(document.paths[path]?.[method]?.requestBody?.content['application/json']?.schema);
  const property = (schema: JsonSchema, name: string) => resolve(schema.properties?.[name]);

  function expectFields(schema: JsonSchema, spec: Record<string, 'required' | 'optional'>) {
    expect(Object.keys(schema.properties ?? {}).sort()).toEqual(Object.keys(spec).sort());
    const required = Object.entries(spec).filter(([, presence]) => presence === 'required').map(([name]) => name);
    expect([...(schema.required ?? [])].sort()).toEqual(required.sort());
  }

  it('has the same fields, required the same way', () => {
    const sync = response('/v1/enrich', 'post', '200');
    expectFields(sync, envelope);
    expectFields(resolve(property(sync, 'results').items), resultItem);
    expectFields(property(sync, 'usage'), usage);
    expectFields(response('/v1/enrich/async', 'post', '202'), accepted);
    expectFields(response('/v1/enrich/jobs/{jobId}', 'get', '200'), job);
    expectFields(requestBody('/v1/feedback', 'post'), feedbackRequest);
    expectFields(response('/v1/feedback', 'post', '201'), feedbackCreated);
    expectFields(response('/v1/enrich', 'post', '400'), errorBody);
  });

  it('has the same enum values', () => {
    const item = resolve(property(response('/v1/enrich', 'post', '200'), 'results').items);
    expect(property(item, 'category').enum).toEqual([...CATEGORIES]);
    expect(property(item, 'reason').enum).toEqual([...REASONS]);
    expect(resolve(property(item, 'redacted').items).enum).toEqual([...PII_KINDS]);
    expect(property(item, 'kind').enum).toEqual([...TRANSACTION_KINDS]);
    expect(property(item, 'status').enum).toEqual(['complete', 'rejected', 'retry']);
    expect(property(response('/v1/enrich/jobs/{jobId}', 'get', '200'), 'status').enum).toEqual(['queued', 'processing', 'complete', 'failed']);
  });
});
