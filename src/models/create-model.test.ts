import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Config } from '../config';
import { createModel } from './index';
import { inputs } from '../../test/providers/fixtures';
import { startProtocolServer, type ProtocolServer } from '../../test/providers/protocol-server';
import { anthropicHarness, openaiHarness } from '../../test/providers/protocols';

describe('createModel', () => {
  let server: ProtocolServer;
  beforeEach(async () => {
    server = await startProtocolServer(openaiHarness.realistic);
  });
  afterEach(async () => {
    await server.close();
  });

  it('builds the provider the configuration names, from config.ts as is', async () => {
    const config: Config['model'] = {
      provider: 'openai',
      baseURL: `${server.url}/v1`,
      apiKey: 'sk-local',
      name: 'qwen2.5:7b',
      timeoutMs: 5_000,
      batchSize: 10,
      concurrency: 4,
    };
    const model = createModel(config);
    expect(model.name).toBe('openai:qwen2.5:7b');
    expect(model.maxBatchSize).toBe(10);
    expect((await model.enrich(inputs('DISNEYPLUS BURBANK CA'))).items[0]?.ok).toBe(true);
    expect(server.requests[0]?.headers.authorization).toBe('Bearer sk-local');
  });

  it('talks Anthropic Messages for provider anthropic', async () => {
    const anthropic = await startProtocolServer(anthropicHarness.realistic);
    try {
      const model = createModel({ provider: 'anthropic', baseURL: anthropic.url, apiKey: 'sk-ant' });
      expect(model.name).toBe('anthropic:claude-haiku-4-5');
      expect((await model.enrich(inputs('DISNEYPLUS BURBANK CA'))).items[0]?.ok).toBe(true);
      expect(anthropic.requests[0]?.path).toBe('/v1/messages');
    } finally {
      await anthropic.close();
    }
  });

  it('uses the public endpoints and default model names when unset', () => {
    expect(createModel({ provider: 'openai', apiKey: 'k' }).name).toBe('openai:gpt-4o-mini');
    expect(createModel({ provider: 'builtin' }).maxBatchSize).toBeGreaterThanOrEqual(1);
  });

  it('fails at boot on a bad option', () => {
    expect(() => createModel({ provider: 'anthropic' })).toThrow(/apiKey/);
    expect(() => createModel({ provider: 'openai', apiKey: 'k', timeoutMs: 20_000 })).toThrow(/timeoutMs/);
  });
});
