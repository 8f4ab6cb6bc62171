import { readFileSync } from 'node:fs';
import { parse } from 'csv-parse/sync';
import { Command } from 'commander';
import { describe, expect, it } from 'vitest';
import { TxenrichError } from '../../sdk/src/index';
import { loadConfig } from '../config';
import { CliError, describeFailure, EXIT, formatFailure } from './exit-codes';

function thrown(work: () => unknown): unknown {
  try {
    work();
  } catch (error) {
    return error;
  }
  throw new Error('expected a throw');
}

/** Real errors from the real libraries, mapped to one line, a hint and a sysexits code. */
describe('CLI failures', () => {
  it.each([
    ['a missing file (fs)', () => thrown(() => readFileSync('/nonexistent/in.csv')), EXIT.noInput, /no such file: \/nonexistent\/in.csv/],
    ['an unclosed quote (csv-parse)', () => thrown(() => parse('id,description\n1,"NETFLIX.COM\n', { columns: true })), EXIT.dataError, /malformed near line 2: CSV_QUOTE_NOT_CLOSED/],
    ['a bad variable (config)', () => thrown(() => loadConfig({ PORT: 'x' })), EXIT.config, /PORT/],
    ['an unknown option (commander)', () => thrown(() => new Command('x').exitOverride().configureOutput({ writeErr: () => undefined }).parse(['--nope'], { from: 'user' })), EXIT.usage, /unknown option/],
    ['a refused key', () => new TxenrichError({ message: 'The API key is not valid.', code: 'unauthorized', status: 401, requestId: 'req_1' }), EXIT.noPermission, /refused the API key/],
    ['a server that cannot be reached', () => new TxenrichError({ message: 'Could not reach http://x', code: 'network_error', status: 0 }), EXIT.unavailable, /Could not reach/],
    ['rate limits that outlast the retries', () => new TxenrichError({ message: 'Too many requests', code: 'rate_limited', status: 429 }), EXIT.unavailable, /busy/],
    ['a failed job', () => new TxenrichError({ message: 'Job x failed', code: 'job_failed', status: 200, jobId: 'x' }), EXIT.unavailable, /Job x failed/],
    ['a port in use', () => Object.assign(new Error('listen EADDRINUSE'), { code: 'EADDRINUSE' }), EXIT.unavailable, /already in use/],
    ['anything else', () => new TypeError('boom'), EXIT.software, /unexpected TypeError: boom/],
  ])('maps %s', (_name, make, code, message) => {
    const failure = describeFailure(make());
    expect(failure.exitCode).toBe(code);
    expect(failure.message).toMatch(message);
    const line = formatFailure(failure);
    expect(line).toMatch(/^txenrich: .+\n$/s);
    if (code !== EXIT.config) expect(line.split('\n')).toHaveLength(2);
    if (failure.hint) expect(line).toContain(`(hint: ${failure.hint})`);
  });

  it('keeps an explicit CliError as it is', () => {
    const error = new CliError('nothing to enrich', EXIT.usage, 'give strings');
    expect(describeFailure(error)).toBe(error);
  });
});
