import type {
  EnrichmentModel,
  EnrichmentModelCallOptions,
  ModelBatchResult,
  ModelExample,
  ModelInput,
  ModelItemResult,
  ModelUsage,
} from './port';
import { postWithinDeadline, type HttpOutcome } from './http-call';
import { estimateTokens } from './prompt';
import { readAnswer } from './read-answer';
import type { ModelCallEvent, ResolvedHttpModelOptions } from './provider-options';

export interface ProtocolRequest {
  url: string;
  headers: Record<string, string>;
  body: string;
  /** Characters of prompt and schema, for the input-token estimate when usage is missing. */
  promptChars: number;
}

export interface ProtocolAnswer {
  /** The answer document (`{items:[…]}` or whatever the model produced); validated later. */
  payload: unknown;
  usage: ModelUsage | null;
  answerChars: number;
}

/** What differs between wire protocols; everything else (bounds, validation, accounting) is shared. */
export interface Protocol {
  provider: 'openai' | 'anthropic';
  buildRequest(inputs: readonly ModelInput[], examples: readonly ModelExample[] | undefined): ProtocolRequest;
  /** Null when the envelope is not the protocol's (HTML error page, truncated body, …). */
  readResponse(body: string): ProtocolAnswer | null;
  /**
   * Called with the body of a 400/422. Returns true after switching the request shape away
   * from the optional feature the server rejected, so the call is repeated once per feature.
   */
  adaptToRejection?(body: string): boolean;
}

/** A rejection can only be adapted to a few times (response format twice, token key, temperature). */
const MAX_ADAPTATIONS = 4;

export function createHttpModel(protocol: Protocol, options: ResolvedHttpModelOptions): EnrichmentModel {
  async function callOnce(inputs: readonly ModelInput[], callOptions: EnrichmentModelCallOptions): Promise<ModelBatchResult> {
    const started = Date.now();
    const deadline = started + options.timeoutMs;
    let attempts = 0;
    let request = protocol.buildRequest(inputs, callOptions.examples);
    let outcome: HttpOutcome;
    for (let adaptations = 0; ; adaptations += 1) {
      outcome = await postWithinDeadline({ fetch: options.fetch, ...request, deadline, signal: callOptions.signal });
      attempts += outcome.attempts;
      if (outcome.kind !== 'response' || (outcome.status !== 400 && outcome.status !== 422)) break;
      if (adaptations >= MAX_ADAPTATIONS || !protocol.adaptToRejection?.(outcome.body)) break;
      options.logger?.info(
        { provider: protocol.provider, httpStatus: outcome.status, attempts },
        'model endpoint rejected an optional request feature; retrying without it',
      );
      request = protocol.buildRequest(inputs, callOptions.examples);
    }

    const result = toBatchResult(protocol, outcome, inputs.length, request.promptChars);
    const event: ModelCallEvent = {
      provider: protocol.provider,
      model: options.model,
      items: inputs.length,
      outcome: outcome.kind === 'timeout' ? 'timeout' : outcome.kind === 'response' && isSuccess(outcome.status) ? 'ok' : 'error',
      failedItems: result.items.filter((item) => !item.ok).length,
      httpStatus: outcome.kind === 'response' ? outcome.status : null,
      attempts,
      durationMs: Date.now() - started,
      usage: result.usage,
      usageReported: result.usageReported,
    };
    report(options, event);
    return { items: result.items, usage: result.usage };
  }

  return {
    name: `${protocol.provider}:${options.model}`,
    maxBatchSize: options.maxBatchSize,
    async enrich(inputs, callOptions = {}) {
      // The batch helper never sends more than maxBatchSize; a direct caller that does gets
      // consecutive calls, each under its own cap, rather than one oversized prompt.
      const items: ModelItemResult[] = [];
      const usage: ModelUsage = { inputTokens: 0, outputTokens: 0 };
      for (let start = 0; start < inputs.length; start += options.maxBatchSize) {
        const part = await callOnce(inputs.slice(start, start + options.maxBatchSize), callOptions);
        items.push(...part.items);
        usage.inputTokens += part.usage.inputTokens;
        usage.outputTokens += part.usage.outputTokens;
      }
      return { items, usage };
    },
  };
}

function isSuccess(status: number): boolean {
  return status >= 200 && status < 300;
}

function toBatchResult(
  protocol: Protocol,
  outcome: HttpOutcome,
  count: number,
  promptChars: number,
): { items: ModelItemResult[]; usage: ModelUsage; usageReported: boolean } {
  const none: ModelUsage = { inputTokens: 0, outputTokens: 0 };
  if (outcome.kind === 'timeout') {
    return { items: Array.from({ length: count }, () => ({ ok: false, reason: 'model_timeout' })), usage: none, usageReported: false };
  }
  const failAll = (usage: ModelUsage): { items: ModelItemResult[]; usage: ModelUsage; usageReported: boolean } => ({
    items: Array.from({ length: count }, () => ({ ok: false, reason: 'model_error' })),
    usage,
    usageReported: false,
  });
  if (outcome.kind === 'failed' || !isSuccess(outcome.status)) return failAll(none);
  const answer = protocol.readResponse(outcome.body);
  // A 2xx we cannot read was still (probably) billed: count the estimate rather than nothing.
  if (answer === null) return failAll({ inputTokens: estimateTokens(promptChars), outputTokens: estimateTokens(outcome.body.length) });
  const usage = answer.usage ?? {
    inputTokens: estimateTokens(promptChars),
    outputTokens: estimateTokens(answer.answerChars),
  };
  return { items: readAnswer(answer.payload, count), usage, usageReported: answer.usage !== null };
}

function report(options: ResolvedHttpModelOptions, event: ModelCallEvent): void {
  try {
    options.onCall?.(event);
  } catch {
    // A broken metrics hook must not turn answered items into failures.
  }
  if (event.outcome === 'ok' && event.failedItems === 0) return;
  // Counts, status and timing only: the item texts, prompt, answer and key never reach a log.
  options.logger?.warn(
    {
      provider: event.provider,
      items: event.items,
      failedItems: event.failedItems,
      outcome: event.outcome,
      httpStatus: event.httpStatus,
      attempts: event.attempts,
      durationMs: event.durationMs,
    },
    'model call had failed items',
  );
}
