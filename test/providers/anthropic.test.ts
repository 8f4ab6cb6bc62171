import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CATEGORIES } from '../../src/domain';
import { createAnthropicModel } from '../../src/models/anthropic';
import { inputs } from './fixtures';
import { startProtocolServer, type ProtocolServer } from './protocol-server';
import { anthropicHarness as harness, realisticDocument } from './protocols';

interface MessagesRequest {
  model: string;
  max_tokens: number;
  system: string;
  tools: Array<{ name: string; input_schema: { properties: { items: { items: { properties: { cat: { enum: string[] } } } } } } }>;
  tool_choice: { type: string; name: string };
}

describe('Anthropic provider', () => {
  let server: ProtocolServer;
  beforeEach(async () => {
    server = await startProtocolServer(harness.realistic);
  });
  afterEach(async () => {
    await server.close();
  });

  it('forces a tool call whose input_schema carries the 15 categories as an enum', async () => {
    await harness.create(server.url).enrich(inputs('DISNEYPLUS BURBANK CA'));
    const [request] = server.requests;
    const body = request?.body as MessagesRequest;
    expect(request?.headers['anthropic-version']).toBe('2023-06-01');
    expect(body.max_tokens).toBeGreaterThan(0);
    expect(body.tool_choice).toEqual({ type: 'tool', name: 'record_merchants' });
    expect(body.tools[0]?.input_schema.properties.items.items.properties.cat.enum).toEqual([...CATEGORIES]);
  });

  it('retries 529 overloaded within the budget', async () => {
    server.enqueue(harness.error(529, 'Overloaded'));
    const result = await harness.create(server.url).enrich(inputs('DISNEYPLUS BURBANK CA'));
    expect(result.items[0]?.ok).toBe(true);
    expect(server.requests).toHaveLength(2);
  });

  it('fails only the items missing from an answer stopped at max_tokens', async () => {
    server.enqueue((request) => {
      const reply = harness.answer({ items: realisticDocument(harness, request).items.slice(0, 1) });
      (reply.body as { stop_reason: string }).stop_reason = 'max_tokens';
      return reply;
    });
    const result = await harness.create(server.url).enrich(inputs('DISNEYPLUS BURBANK CA', 'FEDEX 78912345678'));
    expect(result.items.map((item) => item.ok)).toEqual([true, false]);
  });

  it('reads a text answer from a proxy without tool support', async () => {
    server.enqueue((request) => ({
      body: {
        type: 'message',
        role: 'assistant',
        content: [{ type: 'text', text: JSON.stringify(realisticDocument(harness, request)) }],
        stop_reason: 'end_turn',
      },
    }));
    const result = await harness.create(server.url).enrich(inputs('DISNEYPLUS BURBANK CA'));
    expect(result.items[0]?.ok).toBe(true);
    expect(result.usage.inputTokens).toBeGreaterThan(0);
  });

  it('counts cached prompt tokens as input tokens', async () => {
    server.enqueue((request) => {
      const reply = harness.answer(realisticDocument(harness, request));
      (reply.body as { usage: Record<string, number> }).usage = { input_tokens: 100, output_tokens: 30, cache_creation_input_tokens: 0, cache_read_input_tokens: 900 };
      return reply;
    });
    const result = await harness.create(server.url).enrich(inputs('DISNEYPLUS BURBANK CA'));
    expect(result.usage).toEqual({ inputTokens: 1000, outputTokens: 30 });
  });

  it('defaults to the public endpoint and needs a key', () => {
    expect(() => createAnthropicModel({ apiKey: '', model: 'claude-haiku-4-5' })).toThrow(/apiKey/);
    expect(createAnthropicModel({ apiKey: 'k', model: 'claude-haiku-4-5' }).name).toBe('anthropic:claude-haiku-4-5');
  });
});
