import type { EnrichmentModel, ModelExample, ModelFailure, ModelInput, ModelItemResult, ModelUsage } from './port';
import { createModelLimiter, type ModelLimiter } from './model-limiter';
import { DEFAULT_BATCH_SIZE } from './provider-options';

export interface EnrichWithModelOptions {
  /** The process-wide limiter (createModelLimiter, once at boot). Preferred over `concurrency`. */
  limiter?: ModelLimiter;
  /** Without a limiter: calls in flight for this batch only (default 4). */
  concurrency?: number;
  /** Items per call, further capped by the model's maxBatchSize. Default 25. */
  batchSize?: number;
  signal?: AbortSignal;
  /**
   * Absolute time (Date.now()) by which answers are needed; `signal` should abort then too. A
   * chunk that gets its model slot with less than MIN_CALL_MS left is answered `model_timeout`
   * without a call the model could not finish anyway.
   */
  deadline?: number;
  examples?: readonly ModelExample[];
}

/** Below this much time left, a model call is not worth starting. */
export const MIN_CALL_MS = 100;

export interface EnrichWithModelResult {
  /** Same length and order as the inputs. */
  items: ModelItemResult[];
  /** Sum over all calls. */
  usage: ModelUsage;
  /** Each input's share of its call's usage, in integers that add up exactly to `usage`. */
  itemUsage: ModelUsage[];
  calls: number;
}

/**
 * Sends the distinct texts of `inputs` to the model in chunks and fans the answers back out.
 * A chunk that fails (timeout, error, even a provider that throws) fails only its own items;
 * no input is ever left without a result.
 */
export async function enrichWithModel(
  model: EnrichmentModel,
  inputs: readonly ModelInput[],
  options: EnrichWithModelOptions = {},
): Promise<EnrichWithModelResult> {
  const limiter = options.limiter ?? createModelLimiter(options.concurrency ?? 4);
  const chunkSize = Math.max(1, Math.min(options.batchSize ?? DEFAULT_BATCH_SIZE, model.maxBatchSize));

  // Same text, same answer: a statement repeating "NETFLIX.COM" 40 times costs one item.
  const uniqueIndex = new Map<string, number>();
  const unique: ModelInput[] = [];
  const slotOf = inputs.map((input) => {
    // The hints are part of what the model is told: "SP * NOMATIC" and "SQ *NOMATIC" differ.
    const key = input.hints ? `${input.text}\u0000${JSON.stringify(input.hints)}` : input.text;
    let slot = uniqueIndex.get(key);
    if (slot === undefined) {
      slot = unique.length;
      uniqueIndex.set(key, slot);
      unique.push(input);
    }
    return slot;
  });

  const chunks: ModelInput[][] = [];
  for (let start = 0; start < unique.length; start += chunkSize) chunks.push(unique.slice(start, start + chunkSize));

  const answered = await Promise.all(
    chunks.map(async (chunk) => {
      try {
        const result = await limiter.run(async () => {
          if (options.deadline !== undefined && options.deadline - Date.now() < MIN_CALL_MS) {
            return { items: chunk.map((): ModelItemResult => ({ ok: false, reason: 'model_timeout' })), usage: { inputTokens: 0, outputTokens: 0 } };
          }
          return model.enrich(chunk, { signal: options.signal, examples: options.examples });
        }, options.signal);
        // A provider that returns the wrong number of items broke the port; trust none beyond it.
        const items = chunk.map((_, index): ModelItemResult => result.items[index] ?? { ok: false, reason: 'model_error' });
        return { items, usage: result.usage };
      } catch {
        const reason: ModelFailure = options.signal?.aborted ? 'model_timeout' : 'model_error';
        return { items: chunk.map((): ModelItemResult => ({ ok: false, reason })), usage: { inputTokens: 0, outputTokens: 0 } };
      }
    }),
  );

  const uniqueResults = answered.flatMap((chunk) => chunk.items);
  const usage: ModelUsage = { inputTokens: 0, outputTokens: 0 };
  for (const chunk of answered) {
    usage.inputTokens += chunk.usage.inputTokens;
    usage.outputTokens += chunk.usage.outputTokens;
  }
  return {
    items: slotOf.map((slot) => uniqueResults[slot] ?? { ok: false, reason: 'model_error' }),
    usage,
    itemUsage: shareUsage(answered.map((chunk) => chunk.usage), slotOf.map((slot) => Math.floor(slot / chunkSize))),
    calls: chunks.length,
  };
}

/**
 * Splits each chunk's usage over the inputs that chunk answered (duplicates included, since
 * each is a delivered result), largest-remainder style so every share is an integer and the
 * shares sum to the total exactly — usage is counted in integers everywhere.
 */
function shareUsage(chunkUsage: readonly ModelUsage[], chunkOf: readonly number[]): ModelUsage[] {
  const members = chunkUsage.map((): number[] => []);
  chunkOf.forEach((chunk, input) => members[chunk]?.push(input));
  const shares: ModelUsage[] = chunkOf.map(() => ({ inputTokens: 0, outputTokens: 0 }));
  members.forEach((inputsOfChunk, chunk) => {
    const total = chunkUsage[chunk] ?? { inputTokens: 0, outputTokens: 0 };
    inputsOfChunk.forEach((input, position) => {
      const share = shares[input];
      if (!share) return;
      share.inputTokens = splitEvenly(total.inputTokens, inputsOfChunk.length, position);
      share.outputTokens = splitEvenly(total.outputTokens, inputsOfChunk.length, position);
    });
  });
  return shares;
}

function splitEvenly(total: number, parts: number, position: number): number {
  return Math.floor(total / parts) + (position < total % parts ? 1 : 0);
}
