import { z } from 'zod';
import { CATEGORIES } from '../domain';

/**
 * What we ask every HTTP model to answer, one object per item. Keys are short because output
 * tokens are the expensive part of a call and every key repeats 25 times per batch; they stay
 * words (not single letters) so a model without schema support still understands them.
 */
export const ANSWER_KEYS = ['id', 'name', 'domain', 'cat', 'mcc', 'sub', 'conf'] as const;

/** Name of the JSON schema (OpenAI) and of the tool (Anthropic) that carry the answer. */
export const ANSWER_NAME = 'record_merchants';

/**
 * JSON Schema sent to the model. Written by hand, not generated, because it has to stay inside
 * the subset every server accepts with `strict: true` (OpenAI, vLLM, llama.cpp, LM Studio): all
 * properties required, no additionalProperties, no patterns or numeric bounds, nullable as a
 * type list. Formats the schema cannot express (MCC digits, hostname syntax) are checked when
 * the answer is read.
 */
export const ANSWER_JSON_SCHEMA = {
  type: 'object',
  properties: {
    items: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          id: { type: 'integer' },
          name: { type: 'string' },
          domain: { type: ['string', 'null'] },
          cat: { type: 'string', enum: [...CATEGORIES] },
          mcc: { type: ['string', 'null'] },
          sub: { type: 'boolean' },
          conf: { type: 'number' },
        },
        required: [...ANSWER_KEYS],
        additionalProperties: false,
      },
    },
  },
  required: ['items'],
  additionalProperties: false,
} as const;

/** Characters of the schema as sent; part of the input-token estimate when usage is missing. */
export const ANSWER_SCHEMA_CHARS = JSON.stringify(ANSWER_JSON_SCHEMA).length;

/**
 * How one answer item is read back. Deliberately looser than the schema sent: `domain` and
 * `mcc` are sanitised to null instead of failing the item, and an id written as a string is
 * accepted, because those mistakes do not make the rest of the answer wrong. Everything that
 * would (no name, no subscription flag, no confidence) fails the item.
 */
export const wireItemSchema = z.object({
  id: z.union([z.number().int().nonnegative(), z.string().regex(/^\d{1,4}$/).transform(Number)]),
  name: z.string(),
  domain: z.unknown().optional(),
  cat: z.string(),
  mcc: z.unknown().optional(),
  sub: z.boolean(),
  conf: z.number().finite(),
});

export type WireItem = z.infer<typeof wireItemSchema>;

/** Items sent to the model: the index within the call and the redacted text, nothing else. */
export interface WireInput {
  id: number;
  text: string;
  /** The payment processor's printed label, which the text no longer carries ("TST", "SP"). */
  via?: string;
  /** What the bank words say the line is (purchase, income, transfer…). */
  kind?: string;
  /** A company's legal form followed the name. */
  company?: true;
  /** The line says it pays rent. */
  rent?: true;
}
