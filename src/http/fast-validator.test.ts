import { describe, expect, it } from 'vitest';
import { validatorCompiler as zodValidatorCompiler } from 'fastify-type-provider-zod';
import { validatorCompiler } from './fast-validator';
import { asyncRequestSchema, syncRequestSchema } from './schemas';

type Validate = (data: unknown) => { value?: unknown; error?: unknown };
const compile = (compiler: typeof validatorCompiler | typeof zodValidatorCompiler, schema: unknown) =>
  compiler({ schema, method: 'POST', url: '/v1/enrich', httpPart: 'body' } as never) as Validate;

const BODIES: unknown[] = [
  { transactions: ['NETFLIX.COM'] },
  { transactions: ['NETFLIX.COM', '', '\uD800 lone', 'x'.repeat(5000)], extra: 1 },
  { transactions: Array.from({ length: 10 }, (_, index) => `T${index}`) },
  { transactions: Array.from({ length: 11 }, (_, index) => `T${index}`) },
  { transactions: Array.from({ length: 500 }, (_, index) => `T${index}`) },
  { transactions: Array.from({ length: 501 }, (_, index) => `T${index}`) },
  { transactions: [] },
  { transactions: ['ok', 5] },
  { transactions: 'NETFLIX.COM' },
  { transactions: null },
  {},
  [],
  null,
  'text',
  7,
];

describe('validatorCompiler (enrich bodies)', () => {
  for (const [name, schema] of [
    ['sync', syncRequestSchema],
    ['async', asyncRequestSchema],
  ] as const) {
    it(`gives what zod gives for every body (${name})`, () => {
      const fast = compile(validatorCompiler, schema);
      const zod = compile(zodValidatorCompiler, schema);
      for (const body of BODIES) {
        const ours = fast(body);
        const theirs = zod(body);
        expect(ours.value).toEqual(theirs.value);
        expect(Boolean(ours.error)).toBe(Boolean(theirs.error));
        if (theirs.error) expect(JSON.stringify(ours.error)).toBe(JSON.stringify(theirs.error));
      }
    });
  }

  it('copies the array, as zod does', () => {
    const body = { transactions: ['A'] };
    const result = compile(validatorCompiler, syncRequestSchema)(body) as { value: { transactions: string[] } };
    expect(result.value.transactions).not.toBe(body.transactions);
  });
});
