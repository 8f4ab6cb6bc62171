import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CATEGORIES } from '../../src/domain';
import { createOpenAICompatibleModel } from '../../src/models/openai-compatible';
import { REALISTIC_BATCH, inputs } from './fixtures';
import { startProtocolServer, type ProtocolServer, type RecordedRequest } from './protocol-server';
import { openaiHarness as harness, realisticDocument } from './protocols';

interface ChatRequest {
  model: string;
  temperature?: number;
  max_tokens?: number;
  max_completion_tokens?: number;
  response_format?: { type: string; json_schema?: { name: string; strict: boolean; schema: { properties: { items: { items: { properties: { cat: { enum: string[] } } } } } } } };
  messages: Array<{ role: string; content: string }>;
}

const chat = (request: RecordedRequest | undefined): ChatRequest => request?.body as ChatRequest;

describe('OpenAI-compatible provider', () => {
  let server: ProtocolServer;
  beforeEach(async () => {
    server = await startProtocolServer(harness.realistic);
  });
  afterEach(async () => {
    await server.close();
  });

  it('asks for a strict json_schema answer with the 15 categories as an enum', async () => {
    await harness.create(server.url).enrich(inputs('DISNEYPLUS BURBANK CA', 'FEDEX 78912345678'));
    const body = chat(server.requests[0]);
    expect(body.temperature).toBe(0);
    expect(body.max_tokens).toBeGreaterThan(0);
    expect(body.response_format?.type).toBe('json_schema');
    expect(body.response_format?.json_schema?.strict).toBe(true);
    expect(body.response_format?.json_schema?.schema.properties.items.items.properties.cat.enum).toEqual([...CATEGORIES]);
    expect(body.messages.map((message) => message.role)).toEqual(['system', 'user']);
  });

  it('falls back to json_object, then to prompt-only, when the server rejects response_format', async () => {
    const unsupported = harness.error(400, "Invalid parameter: 'response_format' of type 'json_schema' is not supported with this model.");
    server.enqueue(unsupported);
    const model = harness.create(server.url);

    const first = await model.enrich(inputs('DISNEYPLUS BURBANK CA'));
    expect(first.items[0]?.ok).toBe(true);
    expect(server.requests.map((request) => chat(request).response_format?.type)).toEqual(['json_schema', 'json_object']);
    // Without a schema the prompt itself carries the shape and the category list.
    expect(chat(server.requests[1]).messages[0]?.content).toContain('government_and_nonprofit');

    // The downgrade is remembered: the next call does not pay for the 400 again.
    await model.enrich(inputs('FEDEX 78912345678'));
    expect(chat(server.requests[2]).response_format?.type).toBe('json_object');

    server.enqueue(harness.error(400, 'response_format json_object is not supported'));
    const third = await model.enrich(inputs('SKY DIGITAL DD'));
    expect(third.items[0]?.ok).toBe(true);
    expect(chat(server.requests[4]).response_format).toBeUndefined();
  });

  it('adapts to servers that reject max_tokens and temperature (reasoning models)', async () => {
    server.enqueue(
      harness.error(400, "Unsupported parameter: 'max_tokens' is not supported with this model. Use 'max_completion_tokens' instead."),
      harness.error(400, "Unsupported value: 'temperature' does not support 0 with this model. Only the default (1) value is supported."),
    );
    const result = await harness.create(server.url).enrich(inputs('DISNEYPLUS BURBANK CA'));
    expect(result.items[0]?.ok).toBe(true);
    const last = chat(server.requests[2]);
    expect(last.max_tokens).toBeUndefined();
    expect(last.max_completion_tokens).toBeGreaterThan(0);
    expect(last.temperature).toBeUndefined();
  });

  it('does not loop on a 400 it cannot adapt to', async () => {
    server.enqueue(...[0, 1, 2, 3, 4, 5].map(() => harness.error(400, 'response_format max_tokens temperature all wrong')));
    const result = await harness.create(server.url).enrich(inputs('DISNEYPLUS BURBANK CA'));
    expect(result.items[0]).toEqual({ ok: false, reason: 'model_error' });
    expect(server.requests.length).toBeLessThanOrEqual(5);
  });

  it('reads JSON wrapped in code fences or after a <think> block (local reasoning models)', async () => {
    server.enqueue((request) => harness.answer(`<think>the user wants merchants</think>\n\`\`\`json\n${JSON.stringify(realisticDocument(harness, request))}\n\`\`\`\nDone.`));
    const result = await harness.create(server.url).enrich(inputs('DISNEYPLUS BURBANK CA'));
    expect(result.items[0]?.ok).toBe(true);
  });

  it('keeps the complete items of an answer cut at the token limit', async () => {
    server.enqueue((request) => {
      const text = JSON.stringify(realisticDocument(harness, request));
      const cut = text.slice(0, text.indexOf('"id":2') + 20);
      const reply = harness.answer(cut);
      const body = reply.body as { choices: Array<{ finish_reason: string }> };
      if (body.choices[0]) body.choices[0].finish_reason = 'length';
      return reply;
    });
    const result = await harness.create(server.url).enrich(inputs(...REALISTIC_BATCH.slice(0, 4).map((entry) => entry.text)));
    expect(result.items.map((item) => item.ok)).toEqual([true, true, false, false]);
  });

  it('answers model_error for a refusal (null content)', async () => {
    server.enqueue(() => {
      const reply = harness.answer('');
      const body = reply.body as { choices: Array<{ message: { content: string | null; refusal: string | null } }> };
      if (body.choices[0]) body.choices[0].message = { content: null, refusal: "I can't help with that." };
      return reply;
    });
    const result = await harness.create(server.url).enrich(inputs('DISNEYPLUS BURBANK CA'));
    expect(result.items[0]).toEqual({ ok: false, reason: 'model_error' });
  });

  it('speaks to a local server without a key (Ollama, llama.cpp, LM Studio)', async () => {
    const model = createOpenAICompatibleModel({ baseURL: `${server.url}/v1/`, model: 'llama3.1:8b' });
    await model.enrich(inputs('DISNEYPLUS BURBANK CA'));
    expect(server.requests[0]?.path).toBe('/v1/chat/completions');
    expect(server.requests[0]?.headers.authorization).toBeUndefined();
  });

  it('sends api-key and keeps api-version for an Azure OpenAI deployment URL', async () => {
    const seen: string[] = [];
    // The injected fetch sends the Azure-shaped request to the local server instead.
    const fetchToLocal: typeof fetch = (url, init) => {
      const target = new URL(String(url));
      seen.push(target.toString());
      return fetch(`${server.url}${target.pathname}${target.search}`, init);
    };
    const model = createOpenAICompatibleModel({
      baseURL: 'https://contoso.openai.azure.com/openai/deployments/gpt-4o-mini?api-version=2024-10-21',
      apiKey: 'azure-key-123',
      model: 'gpt-4o-mini',
      fetch: fetchToLocal,
    });
    const result = await model.enrich(inputs('DISNEYPLUS BURBANK CA'));
    expect(result.items[0]?.ok).toBe(true);
    expect(seen).toEqual(['https://contoso.openai.azure.com/openai/deployments/gpt-4o-mini/chat/completions?api-version=2024-10-21']);
    expect(server.requests[0]?.headers['api-key']).toBe('azure-key-123');
    expect(server.requests[0]?.headers.authorization).toBeUndefined();
  });

  it('rejects configuration mistakes without echoing the key', () => {
    expect(() => createOpenAICompatibleModel({ baseURL: 'ftp://example.com', model: 'm' })).toThrow(/baseURL/);
    expect(() => createOpenAICompatibleModel({ baseURL: 'http://x.test', model: 'm', maxBatchSize: 0 })).toThrow(/maxBatchSize/);
    expect(() => createOpenAICompatibleModel({ baseURL: 'http://x.test', model: '', apiKey: 'secret-value' })).toThrow(/^(?!.*secret-value)/);
  });
});
