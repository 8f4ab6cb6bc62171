import { z } from 'zod';
import { categorySchema, REASONS, TRANSACTION_KINDS } from '../domain';
import { PII_KINDS } from '../redact';

/** One result item, fields in the order of SPEC §2. Optional fields are absent, never null. */
export const enrichResultItemSchema = z.object({
  input: z.string(),
  status: z.enum(['complete', 'rejected', 'retry']),
  source: z.enum(['cache', 'llm']).optional(),
  merchant: z.string().optional(),
  domain: z.string().nullable().optional(),
  category: categorySchema.optional(),
  mcc_code: z.string().nullable().optional(),
  is_subscription: z.boolean().optional(),
  confidence: z.number().min(0).max(1),
  reason: z.enum(REASONS).optional(),
  redacted: z.array(z.enum(PII_KINDS)).optional(),
  /** What kind of bank line the input is, when its words tell (SPEC §2). */
  kind: z
    .enum(TRANSACTION_KINDS)
    .optional()
    .describe('What kind of bank line this is, when its words tell: a card purchase, a transfer, income, a fee, cash from an ATM, a check, interest, a refund or a bill payment. Also on items rejected with reason no_merchant.'),
}).meta({ id: 'EnrichResultItem' });
export type EnrichResultItem = z.infer<typeof enrichResultItemSchema>;

export const usageSchema = z.object({
  cache: z.number().int(),
  model: z.number().int(),
  rejected: z.number().int(),
  retry: z.number().int(),
  billable: z.number().int(),
}).meta({ id: 'Usage' });
export type Usage = z.infer<typeof usageSchema>;
