import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

function problems(environment: Record<string, string>): string[] {
  try {
    loadConfig(environment);
  } catch (error) {
    if (error instanceof ConfigError) return error.lines;
    throw error;
  }
  return [];
}

describe('configuration', () => {
  it('has the documented defaults', () => {
    const config = loadConfig({});
    expect(config.port).toBe(8080);
    expect(config.host).toBe('127.0.0.1');
    expect(config.model.provider).toBe('builtin');
    expect(config.model.timeoutMs).toBe(10_000);
    expect(config.verifyDomains).toBe('off');
    expect(config.jobRetentionMs).toBe(168 * 3_600_000);
    expect(config.publicUrl).toBe('http://127.0.0.1:8080');
    expect(config.databaseUrl).toBeUndefined();
  });

  it('names every bad variable on its own line', () => {
    const lines = problems({ PORT: 'eighty', TXENRICH_MODEL: 'gpt', TXENRICH_MODEL_TIMEOUT_MS: '20000', DATABASE_URL: 'mysql://x' });
    expect(lines).toHaveLength(4);
    for (const name of ['PORT', 'TXENRICH_MODEL', 'TXENRICH_MODEL_TIMEOUT_MS', 'DATABASE_URL']) {
      expect(lines.filter((line) => line.includes(`${name}:`))).toHaveLength(1);
    }
  });

  it('requires a shared hash secret for PostgreSQL and a key for Anthropic', () => {
    expect(problems({ DATABASE_URL: 'postgres://localhost/db' })[0]).toContain('TXENRICH_HASH_SECRET');
    expect(problems({ TXENRICH_MODEL: 'anthropic' })[0]).toContain('TXENRICH_MODEL_API_KEY');
    expect(problems({ TXENRICH_MODEL: 'openai', TXENRICH_MODEL_BASE_URL: 'http://127.0.0.1:11434/v1' })).toEqual([]);
  });

  it('treats empty values as unset', () => {
    expect(loadConfig({ PORT: '', REDIS_URL: '' }).port).toBe(8080);
  });
});
