import { z } from 'zod';
import { enrichResultItemSchema, usageSchema } from '../enrich';
import { CATEGORIES } from '../domain';

export const SYNC_LIMIT = 10;
export const ASYNC_LIMIT = 500;

function transactionsSchema(max: number) {
  return z
    .array(z.string().describe('A raw transaction description, exactly as the bank printed it.'))
    .min(1, 'must contain at least 1 transaction')
    .max(max, `must contain at most ${max} transactions`);
}

export const syncRequestSchema = z
  .object({ transactions: transactionsSchema(SYNC_LIMIT) })
  .describe('Up to 10 raw descriptors.')
  .meta({ id: 'EnrichRequest', examples: [{ transactions: ['NETFLIX.COM', 'SQ *JOES PIZZA BROOKLYN NY'] }] });
export const asyncRequestSchema = z
  .object({ transactions: transactionsSchema(ASYNC_LIMIT) })
  .describe('Up to 500 raw descriptors.')
  .meta({ id: 'EnrichAsyncRequest', examples: [{ transactions: ['NETFLIX.COM', 'AMZN Mktp US*2K4LL1Y82', 'UBER   *TRIP HELP.UBER.COM'] }] });

export const envelopeSchema = z.object({
  results: z.array(enrichResultItemSchema),
  job_id: z.null(),
  status: z.enum(['complete', 'partial']),
  usage: usageSchema,
}).describe('One result per transaction, in request order. HTTP 200 does not mean every item succeeded: check each item status.').meta({
  id: 'EnrichResponse',
  examples: [
    {
      results: [
        { input: 'NETFLIX.COM', status: 'complete', source: 'cache', merchant: 'Netflix', domain: 'netflix.com', category: 'entertainment', mcc_code: '4899', is_subscription: true, confidence: 1 },
        { input: '#####', status: 'rejected', confidence: 0, reason: 'too_short' },
      ],
      job_id: null,
      status: 'complete',
      usage: { cache: 1, model: 0, rejected: 1, retry: 0, billable: 0 },
    },
  ],
});

export const jobStatusSchema = z.enum(['queued', 'processing', 'complete', 'failed']).meta({ id: 'JobStatus' });

export const jobAcceptedSchema = z.object({
  job_id: z.uuid(),
  status: jobStatusSchema,
  poll_url: z.string(),
}).describe('The job is stored; poll `poll_url` (also in the Location header) until it is complete or failed.').meta({
  id: 'JobAccepted',
  examples: [{ job_id: '5b7c3f9e-2d4a-4c1b-9e8f-0a1b2c3d4e5f', status: 'queued', poll_url: '/v1/enrich/jobs/5b7c3f9e-2d4a-4c1b-9e8f-0a1b2c3d4e5f' }],
});

export const jobSchema = z.object({
  job_id: z.uuid(),
  status: jobStatusSchema,
  progress: z.object({ total: z.number().int(), done: z.number().int() }),
  created_at: z.string(),
  results: z.array(enrichResultItemSchema).optional(),
  results_status: z.enum(['complete', 'partial']).optional(),
  completed_at: z.string().optional(),
  usage: usageSchema.optional(),
  error: z.object({ code: z.string(), message: z.string() }).optional(),
}).describe('The job: progress always; results, results_status and completed_at once complete; error once failed.').meta({
  id: 'Job',
  examples: [
    {
      job_id: '5b7c3f9e-2d4a-4c1b-9e8f-0a1b2c3d4e5f',
      status: 'complete',
      progress: { total: 1, done: 1 },
      created_at: '2026-01-05T10:00:00.000Z',
      results: [{ input: 'NETFLIX.COM', status: 'complete', source: 'cache', merchant: 'Netflix', domain: 'netflix.com', category: 'entertainment', mcc_code: '4899', is_subscription: true, confidence: 1 }],
      results_status: 'complete',
      completed_at: '2026-01-05T10:00:01.000Z',
      usage: { cache: 1, model: 0, rejected: 0, retry: 0, billable: 0 },
    },
  ],
});

export const jobParamsSchema = z.object({ jobId: z.string().describe('The `job_id` returned on submission (a UUID).').meta({ examples: ['5b7c3f9e-2d4a-4c1b-9e8f-0a1b2c3d4e5f'] }) });

export const idempotencyHeaderSchema = z.object({
  'idempotency-key': z.string().min(1).max(255, 'must be at most 255 characters').optional(),
});

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * Feedback text is stored (and read by a reviewer), never echoed back, and PostgreSQL text
 * cannot hold NUL: rather than store something else than was sent, such text is refused with a
 * 400 naming the field. Transactions themselves accept any string (they are stored encrypted).
 */
function storableText() {
  return z
    .string()
    .refine((text) => !text.includes('\u0000'), 'must not contain a NUL character (U+0000)')
    .refine((text) => !LONE_SURROGATE.test(text), 'must not contain a lone surrogate (an unpaired UTF-16 code unit)');
}

export const feedbackRequestSchema = z.object({
  raw_input: storableText().min(1, 'must be at least 1 character'),
  returned_name: storableText().max(200).optional(),
  returned_category: storableText().max(100).optional(),
  correct_name: storableText().min(1).max(200).optional(),
  correct_category: z.enum(CATEGORIES).optional(),
  notes: storableText().max(1000, 'must be at most 1000 characters').optional(),
}).meta({
  id: 'FeedbackRequest',
  examples: [{ raw_input: 'SQ *JOES PIZZA BROOKLYN NY', returned_name: 'Square', correct_name: "Joe's Pizza", correct_category: 'food_and_drink', notes: 'Square is the processor, not the merchant.' }],
});

export const feedbackCreatedSchema = z
  .object({ id: z.uuid(), message: z.string() })
  .describe('The report is stored in the review queue.')
  .meta({ id: 'FeedbackCreated', examples: [{ id: '0f8e7d6c-5b4a-4392-8170-6f5e4d3c2b1a', message: 'Thank you. The report is queued for review.' }] });

export const errorSchema = z.object({
  error: z.string(),
  code: z.string(),
  details: z.record(z.string(), z.array(z.string())).optional(),
  request_id: z.string(),
}).describe('Error: a stable `code`, a message, the fields at fault in `details`, and the request id to quote.').meta({
  id: 'Error',
  examples: [{ error: 'The request is invalid.', code: 'validation_error', details: { transactions: ['must contain at most 10 transactions'] }, request_id: 'req_3f1c2b8e9d0a4b5c8e7f6a5b4c3d2e1f' }],
});

/** Errors every authenticated /v1/ route can answer. */
export const commonErrorResponses = { 400: errorSchema, 401: errorSchema, 413: errorSchema, 429: errorSchema, 500: errorSchema, 503: errorSchema };
