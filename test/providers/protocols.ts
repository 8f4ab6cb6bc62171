import type { EnrichmentModel } from '../../src/models/port';
import { createAnthropicModel } from '../../src/models/anthropic';
import { createOpenAICompatibleModel } from '../../src/models/openai-compatible';
import type { ModelCallEvent, ModelLogger } from '../../src/models/provider-options';
import { answerFor } from './fixtures';
import type { Handler, RecordedRequest, Reply } from './protocol-server';

export interface WireItemSent {
  id: number;
  text: string;
}

export interface HarnessModelOptions {
  timeoutMs?: number;
  maxBatchSize?: number;
  onCall?: (event: ModelCallEvent) => void;
  logger?: ModelLogger;
}

/** Everything a contract test needs to know about one wire protocol, from the server's side. */
export interface ProtocolHarness {
  provider: 'openai' | 'anthropic';
  path: string;
  apiKey: string;
  modelName: string;
  create(baseURL: string, options?: HarnessModelOptions): EnrichmentModel;
  /** The user message of a request: the JSON document carrying the items. */
  userMessage(request: RecordedRequest): string;
  system(request: RecordedRequest): string;
  apiKeySent(request: RecordedRequest): string | undefined;
  /** A 200 in the vendor's recorded response shape, carrying `document` as the model's answer. */
  answer(document: unknown, usage?: { input: number; output: number } | null): Reply;
  /** An error in the vendor's shape. */
  error(status: number, message: string, headers?: Record<string, string>): Reply;
  /** Answers whatever items the request carried with the fixture answers. */
  realistic: Handler;
}

export function itemsSent(harness: ProtocolHarness, request: RecordedRequest): WireItemSent[] {
  const document = JSON.parse(harness.userMessage(request)) as { items: WireItemSent[] };
  return document.items;
}

/** The fixture answers for the request's items, as a model would write them. */
export function realisticDocument(harness: ProtocolHarness, request: RecordedRequest): { items: unknown[] } {
  return { items: itemsSent(harness, request).map((item) => ({ id: item.id, ...answerFor(item.text) })) };
}

interface OpenAIRequest {
  model: string;
  messages: Array<{ role: string; content: string }>;
  response_format?: unknown;
}

export const openaiHarness: ProtocolHarness = {
  provider: 'openai',
  path: '/v1/chat/completions',
  apiKey: 'sk-test-openai-0123456789',
  modelName: 'gpt-4o-mini',
  create(baseURL, options = {}) {
    return createOpenAICompatibleModel({ baseURL: `${baseURL}/v1`, apiKey: this.apiKey, model: this.modelName, ...options });
  },
  userMessage: (request) => (request.body as OpenAIRequest).messages.find((message) => message.role === 'user')?.content ?? '',
  system: (request) => (request.body as OpenAIRequest).messages.find((message) => message.role === 'system')?.content ?? '',
  apiKeySent: (request) => request.headers.authorization?.replace(/^Bearer /, ''),
  answer(document, usage = { input: 812, output: 701 }) {
    // Shape recorded from api.openai.com (gpt-4o-mini, structured output), ids shortened.
    const content = typeof document === 'string' ? document : JSON.stringify(document);
    return {
      body: {
        id: 'chatcmpl-B9MHDbslfkBeAs8l4bebGdFOJ6PeG',
        object: 'chat.completion',
        created: 1741570283,
        model: 'gpt-4o-mini-2024-07-18',
        choices: [
          {
            index: 0,
            message: { role: 'assistant', content, refusal: null, annotations: [] },
            logprobs: null,
            finish_reason: 'stop',
          },
        ],
        ...(usage === null
          ? {}
          : {
              usage: {
                prompt_tokens: usage.input,
                completion_tokens: usage.output,
                total_tokens: usage.input + usage.output,
                prompt_tokens_details: { cached_tokens: 0, audio_tokens: 0 },
                completion_tokens_details: { reasoning_tokens: 0, audio_tokens: 0, accepted_prediction_tokens: 0, rejected_prediction_tokens: 0 },
              },
            }),
        service_tier: 'default',
        system_fingerprint: 'fp_06737a9306',
      },
    };
  },
  error(status, message, headers) {
    return { status, headers, body: { error: { message, type: status === 429 ? 'requests' : 'invalid_request_error', param: null, code: null } } };
  },
  realistic(request) {
    return openaiHarness.answer(realisticDocument(openaiHarness, request));
  },
};

interface AnthropicRequest {
  model: string;
  system: string;
  messages: Array<{ role: string; content: string }>;
}

export const anthropicHarness: ProtocolHarness = {
  provider: 'anthropic',
  path: '/v1/messages',
  apiKey: 'sk-ant-test-0123456789',
  modelName: 'claude-haiku-4-5',
  create(baseURL, options = {}) {
    return createAnthropicModel({ baseURL, apiKey: this.apiKey, model: this.modelName, ...options });
  },
  userMessage: (request) => (request.body as AnthropicRequest).messages[0]?.content ?? '',
  system: (request) => (request.body as AnthropicRequest).system,
  apiKeySent: (request) => {
    const header = request.headers['x-api-key'];
    return Array.isArray(header) ? header[0] : header;
  },
  answer(document, usage = { input: 1130, output: 742 }) {
    // Shape recorded from api.anthropic.com (forced tool use), ids shortened.
    return {
      body: {
        id: 'msg_01Aq9w938a90dw8q',
        type: 'message',
        role: 'assistant',
        model: 'claude-haiku-4-5-20251001',
        content: [{ type: 'tool_use', id: 'toolu_01A09q90qw90lq917835lq9', name: 'record_merchants', input: document }],
        stop_reason: 'tool_use',
        stop_sequence: null,
        ...(usage === null
          ? {}
          : {
              usage: {
                input_tokens: usage.input,
                output_tokens: usage.output,
                cache_creation_input_tokens: 0,
                cache_read_input_tokens: 0,
                service_tier: 'standard',
              },
            }),
      },
    };
  },
  error(status, message, headers) {
    const type = status === 429 ? 'rate_limit_error' : status === 529 ? 'overloaded_error' : status >= 500 ? 'api_error' : 'invalid_request_error';
    return { status, headers, body: { type: 'error', error: { type, message } } };
  },
  realistic(request) {
    return anthropicHarness.answer(realisticDocument(anthropicHarness, request));
  },
};

export const HTTP_HARNESSES: readonly ProtocolHarness[] = [openaiHarness, anthropicHarness];
