import { CommanderError } from 'commander';
import { CsvError } from 'csv-parse';
import { TxenrichError } from '../../sdk/src/index';
import { ConfigError } from '../config';

/** sysexits(3) codes, so scripts can tell a typo from bad data from a server that is down. */
export const EXIT = {
  ok: 0,
  usage: 64,
  dataError: 65,
  noInput: 66,
  unavailable: 69,
  software: 70,
  cannotCreate: 73,
  noPermission: 77,
  config: 78,
  interrupted: 130,
} as const;

/** An expected failure: one line for the user, a hint, an exit code. Never a stack trace. */
export class CliError extends Error {
  constructor(
    message: string,
    readonly exitCode: number,
    readonly hint?: string,
  ) {
    super(message);
    this.name = 'CliError';
  }
}

function systemCode(error: unknown): string | undefined {
  for (let current: unknown = error, depth = 0; current && typeof current === 'object' && depth < 4; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^E[A-Z]+$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

function fromServer(error: TxenrichError): CliError {
  const id = error.requestId ? ` (request ${error.requestId})` : '';
  switch (error.code) {
    case 'network_error':
      return new CliError(error.message, EXIT.unavailable, 'is the server running? check --url or TXENRICH_URL');
    case 'unauthorized':
      return new CliError(`the server refused the API key: ${error.message}`, EXIT.noPermission, 'check --key or TXENRICH_API_KEY');
    case 'rate_limited':
    case 'unavailable':
      return new CliError(`the server is busy or unavailable: ${error.message}${id}`, EXIT.unavailable, 'try again later; with --out, rerun with --resume to continue');
    case 'allowance_exhausted':
    case 'daily_limit_reached':
      return new CliError(`${error.message}${id}`, EXIT.unavailable, `retry after ${error.retryAfterSeconds ?? 'the reset'} s; with --out, rerun with --resume to continue`);
    case 'job_failed':
      return new CliError(`${error.message}${id}`, EXIT.unavailable, 'the server could not process a job; with --out, rerun with --resume to continue');
    default:
      return new CliError(`the server answered ${error.status} ${error.code}: ${error.message}${id}`, EXIT.software);
  }
}

/** Maps anything thrown by a command to the line the user sees and the exit code. */
export function describeFailure(error: unknown): CliError {
  if (error instanceof CliError) return error;
  if (error instanceof TxenrichError) return fromServer(error);
  // One line per bad variable (SPEC §11), the hint on the last.
  if (error instanceof ConfigError) return new CliError(error.lines.join('\n'), EXIT.config, 'fix the variable in the environment or .env');
  if (error instanceof CsvError) {
    const line = (error as CsvError & { lines?: number }).lines;
    return new CliError(`the CSV file is malformed${line ? ` near line ${line}` : ''}: ${error.code}`, EXIT.dataError, 'check quoting and the number of fields on that line');
  }
  if (error instanceof CommanderError) return new CliError(error.message, EXIT.usage);
  const code = systemCode(error);
  if (code === 'ENOENT') return new CliError(`no such file: ${(error as { path?: string }).path ?? ''}`, EXIT.noInput, 'check the path');
  if (code === 'EACCES' || code === 'EPERM') return new CliError(`permission denied: ${(error as { path?: string }).path ?? ''}`, EXIT.cannotCreate, 'check file permissions');
  if (code === 'EADDRINUSE') return new CliError('the port is already in use', EXIT.unavailable, 'stop the other process or set PORT to a free port');
  if (code === 'ECONNREFUSED' || code === 'ENOTFOUND' || code === 'ETIMEDOUT') {
    return new CliError(`a service could not be reached (${code})`, EXIT.unavailable, 'check DATABASE_URL / REDIS_URL and that the service is running');
  }
  const name = error instanceof Error ? error.name : 'Error';
  return new CliError(`unexpected ${name}: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`, EXIT.software, 'please report this with the command you ran');
}

export function formatFailure(failure: CliError): string {
  return `${failure.message
    .split('\n')
    .map((line) => `txenrich: ${line}`)
    .join('\n')}${failure.hint ? ` (hint: ${failure.hint})` : ''}\n`;
}
