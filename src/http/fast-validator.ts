import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler as zodValidatorCompiler } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { ASYNC_LIMIT, SYNC_LIMIT, asyncRequestSchema, syncRequestSchema } from './schemas';

/** Request-body schemas with a hand-checked fast path: `{ transactions: string[] }` of 1..max. */
const TRANSACTION_BODIES = new Map<unknown, number>([
  [syncRequestSchema, SYNC_LIMIT],
  [asyncRequestSchema, ASYNC_LIMIT],
]);

function isTransactionsBody(data: unknown, max: number): data is { transactions: string[] } {
  if (data === null || typeof data !== 'object' || Array.isArray(data)) return false;
  const transactions = (data as { transactions?: unknown }).transactions;
  if (!Array.isArray(transactions) || transactions.length < 1 || transactions.length > max) return false;
  for (const transaction of transactions) if (typeof transaction !== 'string') return false;
  return true;
}

/**
 * The zod provider's validator, with a fast path for the enrich bodies: a body that is plainly
 * valid (an object whose `transactions` is an array of 1..max strings) is accepted as zod would
 * (unknown fields dropped, the array copied) without running zod's parser; anything else goes
 * to zod, so every error body and message is zod's, unchanged. The OpenAPI document still comes
 * from the same zod schemas.
 */
export const validatorCompiler: FastifySchemaCompiler<z.ZodType> = (route) => {
  const zod = zodValidatorCompiler(route);
  const max = TRANSACTION_BODIES.get(route.schema);
  if (max === undefined) return zod;
  return (data: unknown) => (isTransactionsBody(data, max) ? { value: { transactions: data.transactions.slice() } } : zod(data));
};
