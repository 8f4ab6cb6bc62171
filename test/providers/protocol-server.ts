import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  rawBody: string;
  body: unknown;
  /** `aborted` when the client closed the connection before the response was complete. */
  settled: Promise<'finished' | 'aborted'>;
}

export interface Reply {
  status?: number;
  headers?: Record<string, string>;
  body?: string | object;
  /** Wait this long before answering; the wait ends early if the client goes away. */
  delayMs?: number;
  /** Send only this many bytes of the body, then destroy the socket (crash, proxy cut). */
  cutAfter?: number;
}

export type Handler = (request: RecordedRequest, index: number) => Reply | Promise<Reply>;

/**
 * A real HTTP server on 127.0.0.1:0 standing in for a model endpoint. Replies come from a
 * queue (one per request, in arrival order), then from the fallback handler. It records every
 * request and the peak number in flight, which is how the tests observe concurrency and aborts.
 */
export interface ProtocolServer {
  url: string;
  requests: RecordedRequest[];
  readonly inFlight: number;
  readonly maxInFlight: number;
  enqueue(...replies: Array<Handler | Reply>): void;
  close(): Promise<void>;
}

export async function startProtocolServer(fallback: Handler): Promise<ProtocolServer> {
  const requests: RecordedRequest[] = [];
  const queue: Array<Handler | Reply> = [];
  let inFlight = 0;
  let maxInFlight = 0;

  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      inFlight += 1;
      maxInFlight = Math.max(maxInFlight, inFlight);
      let markSettled: (value: 'finished' | 'aborted') => void = () => undefined;
      const settled = new Promise<'finished' | 'aborted'>((resolve) => {
        markSettled = resolve;
      });
      let clientGone = false;
      let cancelWait: () => void = () => undefined;
      response.on('close', () => {
        inFlight -= 1;
        clientGone = !response.writableFinished;
        markSettled(clientGone ? 'aborted' : 'finished');
        cancelWait();
      });
      const rawBody = Buffer.concat(chunks).toString('utf8');
      const recorded: RecordedRequest = {
        method: request.method ?? '',
        path: request.url ?? '',
        headers: request.headers,
        rawBody,
        body: parseOrUndefined(rawBody),
        settled,
      };
      const index = requests.push(recorded) - 1;
      const next = queue.shift() ?? fallback;
      void (async () => {
        const reply = typeof next === 'function' ? await next(recorded, index) : next;
        if (reply.delayMs !== undefined) {
          await new Promise<void>((resolve) => {
            const timer = setTimeout(resolve, reply.delayMs);
            cancelWait = () => {
              clearTimeout(timer);
              resolve();
            };
          });
        }
        if (clientGone || response.destroyed) return;
        const body = typeof reply.body === 'string' ? reply.body : JSON.stringify(reply.body ?? {});
        response.writeHead(reply.status ?? 200, { 'content-type': 'application/json', ...reply.headers });
        if (reply.cutAfter !== undefined) {
          response.write(body.slice(0, reply.cutAfter));
          response.destroy();
          return;
        }
        response.end(body);
      })();
    });
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    get inFlight() {
      return inFlight;
    },
    get maxInFlight() {
      return maxInFlight;
    },
    enqueue(...replies) {
      queue.push(...replies);
    },
    close() {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

function parseOrUndefined(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
