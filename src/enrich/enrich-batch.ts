import type { EnrichResultItem, Usage } from './result';
import type { EnrichContext, EnrichDependencies, LimitHit } from './ports';
import type { CachedMerchant } from './cache-store';
import { CACHEABLE_CONFIDENCE, MODEL_CACHE_TTL_MS } from './cache-store';
import type { ModelAnswer, ModelInput } from '../models';
import type { PiiKind } from '../redact';
import { ITEM_OUTCOMES, type ItemOutcome, type MerchantFacts, type Reason, type TransactionKind } from '../domain';

export interface BatchOutcome {
  results: EnrichResultItem[];
  status: 'complete' | 'partial';
  usage: Usage;
}

export type EnrichOutcome = { ok: true; batch: BatchOutcome } | { ok: false; limit: LimitHit };

/** Per-item working state; `result` is set once the item is decided. */
interface Pending {
  input: string;
  hash: string;
  redacted: PiiKind[];
  kind?: TransactionKind;
  modelText?: ModelInput['text'];
  result?: EnrichResultItem;
  outcome?: ItemOutcome;
  inputTokens: number;
  outputTokens: number;
}

function withRedacted(item: EnrichResultItem, kinds: PiiKind[]): EnrichResultItem {
  return kinds.length > 0 ? { ...item, redacted: kinds } : item;
}

/** `kind` goes last, after the SPEC §2 fields; retry items carry none (they will be asked again). */
function withKind(item: EnrichResultItem, kind: TransactionKind | undefined): EnrichResultItem {
  return kind && item.status !== 'retry' ? { ...item, kind } : item;
}

function rejected(input: string, reason: Reason, kinds: PiiKind[]): EnrichResultItem {
  return withRedacted({ input, status: 'rejected', confidence: 0, reason }, kinds);
}

function retry(input: string, reason: Reason, kinds: PiiKind[]): EnrichResultItem {
  return withRedacted({ input, status: 'retry', confidence: 0, reason }, kinds);
}

/** The only place the merchant facts take their public spelling (SPEC §2). */
function complete(input: string, source: 'cache' | 'llm', value: MerchantFacts, confidence: number, kinds: PiiKind[]): EnrichResultItem {
  return withRedacted(
    {
      input,
      status: 'complete',
      source,
      merchant: value.name,
      domain: value.domain,
      category: value.category,
      mcc_code: value.mcc,
      is_subscription: value.isSubscription,
      confidence,
    },
    kinds,
  );
}

/**
 * The product: normalize → reject → verified knowledge → redact → cache → model → result.
 * Every item is decided on its own; nothing an item does can fail its neighbours. Usage is
 * recorded once, at the end, by keyed hash only.
 */
export async function enrichBatch(deps: EnrichDependencies, context: EnrichContext, inputs: readonly string[], now = Date.now()): Promise<EnrichOutcome> {
  const items: Pending[] = inputs.map((input) => decideLocally(deps, input));

  const needCache = items.filter((item) => !item.result);
  const cached = await deps.cache.getMany(needCache.map((item) => item.hash), now);
  for (const item of needCache) {
    const hit = cached.get(item.hash);
    if (hit) {
      item.result = complete(item.input, 'cache', hit, hit.origin === 'feedback' ? 1 : hit.confidence, item.redacted);
      item.outcome = 'cache';
    }
  }

  const needModel = items.filter((item) => !item.result);
  const reservation = await deps.meter.reserve(context.account, needModel.length, now);
  if (needModel.length > 0 && reservation.granted === 0 && reservation.limit && context.refuseWhenLimited) {
    return { ok: false, limit: reservation.limit };
  }
  const granted = needModel.slice(0, reservation.granted);
  for (const item of needModel.slice(reservation.granted)) {
    item.result = retry(item.input, reservation.limit?.reason ?? 'daily_limit_reached', item.redacted);
    item.outcome = 'retry';
  }
  await runModel(deps, context, granted, now);
  const notCompleted = granted.filter((item) => item.result?.status !== 'complete').length;
  await deps.meter.refund(context.account, notCompleted, now);

  const results = items.map((item) => withKind(item.result as EnrichResultItem, item.kind));
  const usage: Usage = { cache: 0, model: 0, rejected: 0, retry: 0, billable: 0 };
  for (const item of items) {
    const outcome = item.outcome ?? 'retry';
    usage[outcome] += 1;
    if (outcome === 'model') usage.billable += 1;
  }
  await deps.meter.record(
    items.map((item) => ({
      accountId: context.account.id,
      keyId: context.keyId,
      jobId: context.jobId,
      inputHash: item.hash,
      outcome: item.outcome ?? 'retry',
      billable: item.outcome === 'model',
      inputTokens: item.inputTokens,
      outputTokens: item.outputTokens,
      at: now,
    })),
  );
  for (const outcome of ITEM_OUTCOMES) deps.observer?.items(outcome, usage[outcome]);
  return { ok: true, batch: { results, status: usage.retry > 0 ? 'partial' : 'complete', usage } };
}

/** Everything that needs no I/O: rejection, the verified knowledge, redaction. */
function decideLocally(deps: EnrichDependencies, input: string): Pending {
  const item: Pending = { input, hash: '', redacted: [], inputTokens: 0, outputTokens: 0 };
  try {
    const normalized = deps.normalize(input);
    const reason = deps.reject(input, normalized);
    const redaction = deps.prepareForModel(input);
    item.redacted = redaction.kinds;
    item.hash = deps.hasher(redaction.text);
    const transaction = deps.readTransaction(input);
    item.kind = transaction.kind;
    const noMerchant = !reason && transaction.merchantless;
    if (reason || noMerchant) {
      item.result = rejected(input, reason ?? 'no_merchant', redaction.kinds);
      item.outcome = 'rejected';
      return item;
    }
    const known = deps.knowledge.match(input);
    // Cash from a machine names a counterparty only when the operator is a known one.
    if (!known && transaction.needsKnownMerchant) {
      item.result = rejected(input, 'no_merchant', redaction.kinds);
      item.outcome = 'rejected';
      return item;
    }
    if (known) {
      item.result = complete(input, 'cache', known, known.fuzzy ? 0.99 : 1, redaction.kinds);
      item.outcome = 'cache';
      return item;
    }
    if (redaction.text.length === 0) {
      item.result = rejected(input, 'empty_after_redaction', redaction.kinds);
      item.outcome = 'rejected';
      return item;
    }
    item.modelText = redaction.text;
  } catch {
    // A bug in a pure step must cost one item, not the batch; the item can be resubmitted.
    item.hash ||= deps.hasher('');
    item.result = retry(input, 'model_error', item.redacted);
    item.outcome = 'retry';
  }
  return item;
}

async function runModel(deps: EnrichDependencies, context: EnrichContext, items: Pending[], now: number): Promise<void> {
  if (items.length === 0) return;
  const started = performance.now();
  const run = await deps.runModel(
    items.map((item) => ({ text: item.modelText as ModelInput['text'] })),
    context.signal,
  );
  deps.observer?.modelCall(performance.now() - started, run.usage, items.length);
  await Promise.all(
    items.map(async (item, index) => {
      item.inputTokens = run.itemUsage[index]?.inputTokens ?? 0;
      item.outputTokens = run.itemUsage[index]?.outputTokens ?? 0;
      const answer = run.items[index];
      if (!answer || !answer.ok) {
        item.result = retry(item.input, answer?.reason ?? 'model_error', item.redacted);
        item.outcome = 'retry';
        return;
      }
      const value = await settleAnswer(deps, answer.answer);
      item.result = complete(item.input, 'llm', value, value.confidence, item.redacted);
      item.outcome = 'model';
      if (value.confidence >= CACHEABLE_CONFIDENCE) await deps.cache.put(item.hash, value, MODEL_CACHE_TTL_MS, now);
    }),
  );
}

/** A model's merchant that is a verified one takes the verified facts; other domains are checked. */
async function settleAnswer(deps: EnrichDependencies, answer: ModelAnswer): Promise<CachedMerchant> {
  const verified = deps.knowledge.findByName(answer.name);
  if (verified) {
    return {
      name: verified.name,
      domain: verified.domain,
      category: verified.category,
      mcc: verified.mcc ?? answer.mcc,
      isSubscription: verified.isSubscription,
      confidence: answer.confidence,
      origin: 'llm',
    };
  }
  const domain = answer.domain && (await deps.verifyDomain(answer.domain)) ? answer.domain : null;
  return {
    name: answer.name,
    domain,
    category: answer.category,
    mcc: answer.mcc,
    isSubscription: answer.isSubscription,
    confidence: answer.confidence,
    origin: 'llm',
  };
}
