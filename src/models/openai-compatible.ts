import { z } from 'zod';
import type { EnrichmentModel } from './port';
import { extractJson, parseJson } from './extract-json';
import { createHttpModel, type Protocol } from './http-model';
import { buildPrompt, maxOutputTokens } from './prompt';
import { joinUrl, resolveHttpModelOptions, type HttpModelOptions } from './provider-options';
import { ANSWER_JSON_SCHEMA, ANSWER_NAME, ANSWER_SCHEMA_CHARS } from './wire-format';

export interface OpenAICompatibleModelOptions extends HttpModelOptions {
  /**
   * Header carrying the key. Default: `api-key` for Azure OpenAI hosts (*.openai.azure.com,
   * *.cognitiveservices.azure.com, *.services.ai.azure.com), `Authorization: Bearer` elsewhere.
   * Local servers (Ollama, llama.cpp, LM Studio) need no key: leave apiKey unset.
   */
  apiKeyHeader?: 'authorization' | 'api-key';
}

/**
 * Structured output, strongest first. Servers differ: OpenAI, vLLM, llama.cpp and LM Studio
 * take json_schema; older Ollama and some proxies answer 400 "response_format …" and take
 * json_object or nothing. The level reached is kept for the life of the model, so only the
 * first call pays for the discovery.
 */
type ResponseFormat = 'json_schema' | 'json_object' | 'none';

const chatCompletionSchema = z.object({
  choices: z
    .array(
      z.object({
        message: z.object({ content: z.string().nullable().optional() }),
        finish_reason: z.string().nullable().optional(),
      }),
    )
    .min(1),
  usage: z
    .object({ prompt_tokens: z.number().int().nonnegative(), completion_tokens: z.number().int().nonnegative() })
    .nullable()
    .optional(),
});

/** OpenAI Chat Completions (`POST {baseURL}/chat/completions`) and every server that speaks it. */
export function createOpenAICompatibleModel(options: OpenAICompatibleModelOptions): EnrichmentModel {
  const resolved = resolveHttpModelOptions(options);
  const url = joinUrl(resolved.baseURL, 'chat/completions');
  const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'application/json' };
  if (resolved.apiKey !== undefined) {
    const header = options.apiKeyHeader ?? (isAzureHost(resolved.baseURL) ? 'api-key' : 'authorization');
    headers[header] = header === 'api-key' ? resolved.apiKey : `Bearer ${resolved.apiKey}`;
  }
  const state: { format: ResponseFormat; tokenLimitKey: 'max_tokens' | 'max_completion_tokens'; temperature: boolean } = {
    format: 'json_schema',
    // max_tokens is what every compatible server understands; OpenAI's reasoning models reject
    // it (and temperature) with a 400 naming the parameter, which adaptToRejection handles.
    tokenLimitKey: 'max_tokens',
    temperature: true,
  };

  const protocol: Protocol = {
    provider: 'openai',
    buildRequest(inputs, examples) {
      const prompt = buildPrompt(inputs, examples, state.format === 'json_schema' ? 'schema' : 'text');
      const body: Record<string, unknown> = {
        model: resolved.model,
        messages: [
          { role: 'system', content: prompt.system },
          { role: 'user', content: prompt.user },
        ],
        [state.tokenLimitKey]: maxOutputTokens(inputs.length),
        stream: false,
      };
      // Temperature 0: the same descriptor should get the same answer, since answers are cached.
      if (state.temperature) body.temperature = 0;
      if (state.format === 'json_schema') {
        body.response_format = { type: 'json_schema', json_schema: { name: ANSWER_NAME, strict: true, schema: ANSWER_JSON_SCHEMA } };
      } else if (state.format === 'json_object') {
        body.response_format = { type: 'json_object' };
      }
      const schemaChars = state.format === 'json_schema' ? ANSWER_SCHEMA_CHARS : 0;
      return { url, headers, body: JSON.stringify(body), promptChars: prompt.system.length + prompt.user.length + schemaChars };
    },
    readResponse(text) {
      const envelope = chatCompletionSchema.safeParse(parseJson(text));
      if (!envelope.success) return null;
      const content = envelope.data.choices[0]?.message.content ?? '';
      const usage = envelope.data.usage;
      return {
        // A refusal or empty content leaves nothing to read: every item becomes model_error.
        payload: content === '' ? undefined : extractJson(content),
        usage: usage ? { inputTokens: usage.prompt_tokens, outputTokens: usage.completion_tokens } : null,
        answerChars: content.length,
      };
    },
    adaptToRejection(text) {
      const complaint = text.toLowerCase();
      if (/response_format|json_schema|json_object|structured output/.test(complaint) && state.format !== 'none') {
        state.format = state.format === 'json_schema' ? 'json_object' : 'none';
        return true;
      }
      if (complaint.includes('max_tokens') && state.tokenLimitKey === 'max_tokens') {
        state.tokenLimitKey = 'max_completion_tokens';
        return true;
      }
      if (complaint.includes('temperature') && state.temperature) {
        state.temperature = false;
        return true;
      }
      return false;
    },
  };
  return createHttpModel(protocol, resolved);
}

function isAzureHost(baseURL: string): boolean {
  const host = new URL(baseURL).hostname;
  return ['.openai.azure.com', '.cognitiveservices.azure.com', '.services.ai.azure.com'].some((suffix) => host.endsWith(suffix));
}
