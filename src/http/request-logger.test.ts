import { Writable } from 'node:stream';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { RequestLogger } from './request-logger';

function capture(level = 'info') {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      lines.push(chunk.toString());
      callback();
    },
  });
  const logger = pino({ level, base: { pid: 1, hostname: 'h' }, timestamp: false, redact: { paths: ['*.apiKey'], censor: '[redacted]' } }, stream);
  return { logger, lines };
}

describe('RequestLogger', () => {
  it('writes the same lines as a chain of pino children, without making one', () => {
    const real = capture();
    const bound = capture();
    const child = real.logger.child({ reqId: 'req_1' }).child({ keyId: 'key_1', accountId: 'acct_1' });
    const lazy = new RequestLogger(bound.logger, { reqId: 'req_1' }).child({ keyId: 'key_1', accountId: 'acct_1' });
    for (const target of [child, lazy]) {
      target.info({ method: 'POST', route: '/v1/enrich', statusCode: 200 }, 'request completed');
      target.warn('plain %s', 'message');
      target.error({ nested: { apiKey: 'secret' } }, 'redacted');
      target.error(new Error('boom'));
      target.debug({ hidden: true }, 'below the level');
    }
    expect(bound.lines).toEqual(real.lines);
    expect(bound.lines).toHaveLength(4);
    expect(bound.lines[0]).toBe('{"level":30,"pid":1,"hostname":"h","reqId":"req_1","keyId":"key_1","accountId":"acct_1","method":"POST","route":"/v1/enrich","statusCode":200,"msg":"request completed"}\n');
  });

  it('follows the level of its parent and takes a level of its own through a real child', () => {
    const bound = capture('warn');
    const lazy = new RequestLogger(bound.logger, { reqId: 'req_2' });
    lazy.info('not written');
    expect(lazy.level).toBe('warn');
    lazy.level = 'info';
    lazy.info('written');
    expect(bound.lines.map((line) => JSON.parse(line).msg)).toEqual(['written']);
  });
});
