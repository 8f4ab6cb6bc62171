import { z } from 'zod';
import type { EnrichmentModel } from './port';
import { extractJson, parseJson } from './extract-json';
import { createHttpModel, type Protocol } from './http-model';
import { buildPrompt, maxOutputTokens } from './prompt';
import { joinUrl, resolveHttpModelOptions, type HttpModelOptions } from './provider-options';
import { ANSWER_JSON_SCHEMA, ANSWER_NAME, ANSWER_SCHEMA_CHARS } from './wire-format';

export const ANTHROPIC_BASE_URL = 'https://api.anthropic.com';
/** The Messages API version this code was written against; newer versions may change shapes. */
export const ANTHROPIC_VERSION = '2023-06-01';

export interface AnthropicModelOptions extends Omit<HttpModelOptions, 'baseURL' | 'apiKey'> {
  baseURL?: string;
  apiKey: string;
}

const TOOL_DESCRIPTION = 'Record the merchant answer for every item.';

const messageSchema = z.object({
  content: z.array(
    z.object({
      type: z.string(),
      name: z.string().optional(),
      input: z.unknown().optional(),
      text: z.string().optional(),
    }),
  ),
  stop_reason: z.string().nullable().optional(),
  usage: z
    .object({
      input_tokens: z.number().int().nonnegative(),
      output_tokens: z.number().int().nonnegative(),
      cache_creation_input_tokens: z.number().int().nonnegative().nullable().optional(),
      cache_read_input_tokens: z.number().int().nonnegative().nullable().optional(),
    })
    .optional(),
});

/**
 * Anthropic Messages (`POST {baseURL}/v1/messages`). Structured output is a forced tool call:
 * the tool's input_schema is our answer schema and tool_choice names it, so the answer arrives
 * as already-parsed JSON in a tool_use block (still validated like any other answer).
 */
export function createAnthropicModel(options: AnthropicModelOptions): EnrichmentModel {
  const resolved = resolveHttpModelOptions({ ...options, baseURL: options.baseURL ?? ANTHROPIC_BASE_URL });
  if (resolved.apiKey === undefined) throw new RangeError('invalid model option apiKey: required for anthropic');
  const url = joinUrl(resolved.baseURL, 'v1/messages');
  const headers = {
    'content-type': 'application/json',
    accept: 'application/json',
    'x-api-key': resolved.apiKey,
    'anthropic-version': ANTHROPIC_VERSION,
  };
  const toolChars = ANSWER_NAME.length + TOOL_DESCRIPTION.length + ANSWER_SCHEMA_CHARS;

  const protocol: Protocol = {
    provider: 'anthropic',
    buildRequest(inputs, examples) {
      const prompt = buildPrompt(inputs, examples, 'schema');
      const body = {
        model: resolved.model,
        max_tokens: maxOutputTokens(inputs.length),
        temperature: 0,
        system: prompt.system,
        messages: [{ role: 'user', content: prompt.user }],
        tools: [{ name: ANSWER_NAME, description: TOOL_DESCRIPTION, input_schema: ANSWER_JSON_SCHEMA }],
        tool_choice: { type: 'tool', name: ANSWER_NAME },
      };
      return { url, headers, body: JSON.stringify(body), promptChars: prompt.system.length + prompt.user.length + toolChars };
    },
    readResponse(text) {
      const envelope = messageSchema.safeParse(parseJson(text));
      if (!envelope.success) return null;
      const blocks = envelope.data.content;
      const toolUse = blocks.find((block) => block.type === 'tool_use' && block.name === ANSWER_NAME);
      // Proxies that drop tool support answer in text; read it rather than fail the batch.
      const textBlock = blocks.find((block) => block.type === 'text' && block.text !== undefined);
      const payload = toolUse ? toolUse.input : textBlock?.text ? extractJson(textBlock.text) : undefined;
      const usage = envelope.data.usage;
      return {
        payload,
        // Cached prompt tokens are input tokens too; they are billed, only at another rate.
        usage: usage
          ? {
              inputTokens: usage.input_tokens + (usage.cache_creation_input_tokens ?? 0) + (usage.cache_read_input_tokens ?? 0),
              outputTokens: usage.output_tokens,
            }
          : null,
        answerChars: toolUse ? JSON.stringify(toolUse.input ?? null).length : (textBlock?.text?.length ?? 0),
      };
    },
  };
  return createHttpModel(protocol, resolved);
}
