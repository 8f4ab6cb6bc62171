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

export const syncRequestSchema = z.object({ transactions: transactionsSchema(SYNC_LIMIT) }).describe('Up to 10 raw descriptors.');
export const asyncRequestSchema = z.object({ transactions: transactionsSchema(ASYNC_LIMIT) }).describe('Up to 500 raw descriptors.');

export const envelopeSchema = z.object({
  results: z.array(enrichResultItemSchema),
  job_id: z.null(),
  status: z.enum(['complete', 'partial']),
  usage: usageSchema,
}).describe('One result per transaction, in request order. HTTP 200 does not mean every item succeeded: check each item status.');

export const jobStatusSchema = z.enum(['queued', 'processing', 'complete', 'failed']);

export const jobAcceptedSchema = z.object({
  job_id: z.uuid(),
  status: jobStatusSchema,
  poll_url: z.string(),
}).describe('The job is stored; poll `poll_url` (also in the Location header) until it is complete or failed.');

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
}).describe('The job: progress always; results, results_status and completed_at once complete; error once failed.');

export const jobParamsSchema = z.object({ jobId: z.string() });

export const idempotencyHeaderSchema = z.object({
  'idempotency-key': z.string().min(1).max(255, 'must be at most 255 characters').optional(),
});

export const feedbackRequestSchema = z.object({
  raw_input: z.string().min(1, 'must be at least 1 character'),
  returned_name: z.string().max(200).optional(),
  returned_category: z.string().max(100).optional(),
  correct_name: z.string().min(1).max(200).optional(),
  correct_category: z.enum(CATEGORIES).optional(),
  notes: z.string().max(1000, 'must be at most 1000 characters').optional(),
});

export const feedbackCreatedSchema = z.object({ id: z.uuid(), message: z.string() }).describe('The report is stored in the review queue.');

export const errorSchema = z.object({
  error: z.string(),
  code: z.string(),
  details: z.record(z.string(), z.array(z.string())).optional(),
  request_id: z.string(),
}).describe('Error: a stable `code`, a message, the fields at fault in `details`, and the request id to quote.');

/** Errors every authenticated /v1/ route can answer. */
export const commonErrorResponses = { 400: errorSchema, 401: errorSchema, 413: errorSchema, 429: errorSchema, 500: errorSchema, 503: errorSchema };
