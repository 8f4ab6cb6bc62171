import type { EnrichResultItem, Usage } from './result';
import type { CorrectionView, EnrichContext, EnrichDependencies, LimitHit, LocalReading } from './ports';
import type { CachedMerchant } from './cache-store';
import { CACHEABLE_CONFIDENCE, MODEL_CACHE_TTL_MS } from './cache-store';
import type { ModelAnswer } from '../models';
import type { ModelHints, ModelText, PiiKind } from '../redact';
import { namedLikePerson, ONE_OFF_CATEGORIES } from '../knowledge';
import { memoizeByString } from './memoize';
import { keepHyphens, withPrintedLetters } from './printed-letters';
import { isGarbledText, isMarkedLetterSoup } from './reject';
import {
  ANSWER_ORIGINS,
  ITEM_OUTCOMES,
  wholeAnswer,
  type AnswerOrigin,
  type AnswerProvenance,
  type ItemOutcome,
  type ItemUsage,
  type MerchantFacts,
  type MerchantField,
  type Reason,
  type TransactionKind,
  type VerifiedMerchant,
} from '../domain';

export interface BatchOutcome {
  results: EnrichResultItem[];
  status: 'complete' | 'partial';
  usage: Usage;
  /**
   * What each item cost, aligned with the inputs. Not yet stored: the caller commits it together
   * with whatever else it commits (a job chunk's results), so a re-run cannot meter twice.
   */
  records: ItemUsage[];
  /** Where each item's answer and each of its facts came from, aligned with the inputs; null without an answer. */
  provenance: Array<AnswerProvenance | null>;
}

export type EnrichOutcome = { ok: true; batch: BatchOutcome } | { ok: false; limit: LimitHit };

/** Per-item working state; `result` is set once the item is decided. */
interface Pending {
  input: string;
  hash: string;
  redacted: PiiKind[];
  kind?: TransactionKind;
  /** Set when the item needs the model: what the model may see, with its canonical form. */
  modelText?: ModelText;
  /** The line's own web address, for a model's merchant whose name spells it. */
  printedHost?: { readonly word: string; readonly registrable: string };
  result?: EnrichResultItem;
  outcome?: ItemOutcome;
  provenance?: AnswerProvenance;
  inputTokens: number;
  outputTokens: number;
}

/** An item that is still undecided and has its model text. */
type ForModel = Pending & { modelText: ModelText };

function withRedacted(item: EnrichResultItem, kinds: PiiKind[]): EnrichResultItem {
  return kinds.length > 0 ? Object.assign({}, item, { redacted: kinds }) : item;
}

/** `kind` goes last, after the SPEC §2 fields; retry items carry none (they will be asked again). */
function withKind(item: EnrichResultItem, kind: TransactionKind | undefined): EnrichResultItem {
  return kind && item.status !== 'retry' && item.kind !== kind ? Object.assign({}, item, { kind }) : item;
}

function rejected(input: string, reason: Reason, kinds: PiiKind[]): EnrichResultItem {
  return withRedacted({ input, status: 'rejected', confidence: 0, reason }, kinds);
}

function retry(input: string, reason: Reason, kinds: PiiKind[]): EnrichResultItem {
  return withRedacted({ input, status: 'retry', confidence: 0, reason }, kinds);
}

const NO_CORRECTIONS: CorrectionView = { byHash: () => null, byName: () => null, examples: () => [] };

/** The public `source` of an origin (SPEC §2): everything but a fresh model answer is `cache`. */
function sourceOf(origin: AnswerOrigin): 'cache' | 'llm' {
  return origin === 'model' ? 'llm' : 'cache';
}

/** The only place the merchant facts take their public spelling (SPEC §2). */
function complete(input: string, provenance: AnswerProvenance, value: MerchantFacts, confidence: number, kinds: PiiKind[]): EnrichResultItem {
  // A model's name takes the printed letters ("Kafe Hjørnet"); a verified or corrected one keeps its own spelling.
  const modelsName = provenance.fields.name === 'model' || provenance.fields.name === 'model_cache';
  return withRedacted(
    {
      input,
      status: 'complete',
      source: sourceOf(provenance.origin),
      merchant: modelsName ? withPrintedLetters(keepHyphens(value.name, input), input) : value.name,
      domain: value.domain,
      category: value.category,
      mcc_code: value.mcc,
      is_subscription: value.isSubscription,
      confidence,
    },
    kinds,
  );
}

function decide(item: Pending, result: EnrichResultItem, outcome: ItemOutcome, provenance?: AnswerProvenance): void {
  item.result = result;
  item.outcome = outcome;
  if (provenance) item.provenance = provenance;
}

const KNOWLEDGE = wholeAnswer('knowledge');
const CORRECTION = wholeAnswer('correction');
const MODEL_CACHE = wholeAnswer('model_cache');
const MODEL = wholeAnswer('model');

/**
 * The product: normalize → redact → approved correction → reject → verified knowledge → cache →
 * model → result. An approved correction comes first: it is an operator's verdict on exactly
 * this descriptor, so it wins over a shipped alias that matched it and over a cached model answer.
 * Every item is decided on its own; nothing an item does can fail its neighbours. Usage is
 * recorded once, at the end, by keyed hash only.
 */
export async function enrichBatch(deps: EnrichDependencies, context: EnrichContext, inputs: readonly string[], now = Date.now()): Promise<EnrichOutcome> {
  const corrections = deps.corrections ? await deps.corrections() : NO_CORRECTIONS;
  const items: Pending[] = inputs.map((input) => decideLocally(deps, corrections, input));

  const needCache = items.filter((item) => !item.result);
  // A batch the knowledge answered whole (the common case) skips the cache and the meter.
  if (needCache.length > 0) {
    const cached = await deps.cache.getMany(needCache.map((item) => item.hash), now);
    for (const item of needCache) {
      const hit = cached.get(item.hash);
      if (!hit) continue;
      // A merchant renamed by a correction has one spelling, also in answers cached before it.
      const renamed = corrections.byName(hit.name);
      if (renamed) {
        decide(item, complete(item.input, CORRECTION, renamed, hit.confidence, item.redacted), 'cache', CORRECTION);
        continue;
      }
      // A cached model answer is stored as facts, not per-fact origins: every fact of it, including
      // any a known merchant supplied when it was settled, counts as model_cache.
      const provenance = hit.origin === 'feedback' ? CORRECTION : MODEL_CACHE;
      decide(item, complete(item.input, provenance, hit, hit.origin === 'feedback' ? 1 : hit.confidence, item.redacted), 'cache', provenance);
    }
  }

  const needModel = items.filter((item): item is ForModel => !item.result && item.modelText !== undefined);
  if (needModel.length > 0) {
    const reservation = await deps.meter.reserve(context.account, needModel.length, now);
    if (reservation.granted === 0 && reservation.limit && context.refuseWhenLimited) {
      return { ok: false, limit: reservation.limit };
    }
    const granted = needModel.slice(0, reservation.granted);
    for (const item of needModel.slice(reservation.granted)) {
      decide(item, retry(item.input, reservation.limit?.reason ?? 'daily_limit_reached', item.redacted), 'retry');
    }
    await runModel(deps, corrections, context, granted, now);
    const notCompleted = granted.filter((item) => item.result?.status !== 'complete').length;
    await deps.meter.refund(context.account, notCompleted, now);
  }

  // Defensive: an item the steps above left undecided is retried, never dropped.
  for (const item of items) if (!item.result) decide(item, retry(item.input, 'model_error', item.redacted), 'retry');
  const results = items.map((item) => withKind(item.result as EnrichResultItem, item.kind));
  const usage: Usage = { cache: 0, model: 0, rejected: 0, retry: 0, billable: 0 };
  const origins: Partial<Record<AnswerOrigin, number>> = {};
  for (const item of items) {
    const outcome = item.outcome ?? 'retry';
    usage[outcome] += 1;
    if (outcome === 'model') usage.billable += 1;
    if (item.provenance) origins[item.provenance.origin] = (origins[item.provenance.origin] ?? 0) + 1;
  }
  const records: ItemUsage[] = items.map((item) => ({
    accountId: context.account.id,
    keyId: context.keyId,
    jobId: context.jobId,
    inputHash: item.hash,
    outcome: item.outcome ?? 'retry',
    origin: item.provenance?.origin ?? null,
    billable: item.outcome === 'model',
    inputTokens: item.inputTokens,
    outputTokens: item.outputTokens,
    at: now,
  }));
  for (const outcome of ITEM_OUTCOMES) deps.observer?.items(outcome, usage[outcome]);
  for (const origin of ANSWER_ORIGINS) deps.observer?.answers?.(origin, origins[origin] ?? 0);
  const provenance = items.map((item) => item.provenance ?? null);
  return { ok: true, batch: { results, status: usage.retry > 0 ? 'partial' : 'complete', usage, records, provenance } };
}

export function readLocally(deps: EnrichDependencies, input: string): LocalReading {
  const analysis = deps.analyze(input);
  const reason = deps.reject(input, analysis);
  const redaction = deps.prepareForModel(input, analysis);
  const hash = deps.hasher(redaction.text);
  const transaction = deps.readTransaction(analysis);
  const noMerchant = !reason && transaction.merchantless;
  // A verified merchant's own short form ("H-E-B") can look like no signal; an exact match is one.
  // Garbled text's letters spell no name, whatever they fold to.
  const known = (reason === 'no_merchant_signal' && !isGarbledText(input)) || (!reason && !noMerchant) ? deps.knowledge.match(analysis) : null;
  const impersonates = !known && !reason && !noMerchant ? (deps.knowledge.impersonates?.(analysis) ?? false) : false;
  const host = !known && !impersonates && analysis.hosts?.length === 1 ? analysis.hosts[0] : undefined;
  const printedHost = host && host.word.length >= 3 ? { word: host.word, registrable: host.registrable } : undefined;
  return { reason, redaction, hash, transaction, known, impersonates, ...(printedHost ? { printedHost } : {}) };
}

/**
 * The same dependencies with the local reading of each recent distinct string remembered
 * (an LRU of `max` strings): a descriptor seen before costs one map lookup, not normalize +
 * redact + HMAC + match. Approved corrections are still looked up per batch, so they apply at once.
 */
export function rememberLocalReadings(deps: EnrichDependencies, max?: number): EnrichDependencies {
  const remembered = { ...deps };
  remembered.readLocally = memoizeByString((input) => readLocally(deps, input), max);
  return remembered;
}

/**
 * The verified answer of a remembered reading, made once and then shared by every request that
 * sends the same string: it depends on nothing else (a correction is looked up before it). Frozen,
 * because it is shared, which also lets the response serializer remember its JSON.
 */
const knowledgeAnswers = new WeakMap<LocalReading, EnrichResultItem>();

function knowledgeAnswer(reading: LocalReading, input: string, known: VerifiedMerchant): EnrichResultItem {
  let answer = knowledgeAnswers.get(reading);
  if (!answer) {
    answer = Object.freeze(withKind(complete(input, KNOWLEDGE, debitedFacts(known, reading.redaction.hints), known.fuzzy ? 0.99 : 1, reading.redaction.kinds), reading.transaction.kind));
    knowledgeAnswers.set(reading, answer);
  }
  return answer;
}

/**
 * A verified merchant the line says it pays on a schedule recurs, whatever its record says of it
 * paid once by card or bill payment: a council, a public body or a charity by direct debit
 * (council tax in instalments, a regular gift: "LEEDS CITY COUNCIL CTAX DD", "CANCER RESEARCH UK
 * DD"), and any payee but a shop or a place to eat by standing order or a mortgage by direct debit
 * ("NATIONWIDE BS MORTGAGE DD"). A public body paid a local tax is coded for taxes.
 */
function debitedFacts(found: VerifiedMerchant, hints: ModelHints | undefined): VerifiedMerchant {
  // A public body's record is coded for its services (9399); the line says it pays a tax ("LEEDS
  // CITY COUNCIL CTAX DD", "… COUNTY PROPERTY TAX"), which is coded 9311.
  const known = hints?.tax === true && found.category === 'government_and_nonprofit' && found.mcc === '9399' ? { ...found, mcc: '9311' } : found;
  if (known.isSubscription) return known;
  const debited = hints?.directDebit === true && known.category === 'government_and_nonprofit';
  // A bank or a payment rail named by a standing order ("STANDING ORDER VIA FASTER PAYMENT TO …")
  // is no payee on a schedule; a lender paid by direct debit is (its mortgage).
  const scheduled = hints?.recurring === true && !ONE_OFF_CATEGORIES.has(known.category) && (known.category !== 'financial_services' || hints.directDebit === true);
  return debited || scheduled ? { ...known, isSubscription: true } : known;
}

/** Letters and digits only, in capitals: "Ted Baker" and "TED BAKER" spell the same. */
function lettersOf(text: string): string {
  return text.toUpperCase().replace(/[^\p{L}\p{N}]/gu, '');
}

// A module constant: esbuild rewrites a Unicode-property literal as `new RegExp(…)` where it stands.
const LETTERS_ONLY = /^\p{L}+$/u;

/** Two words, the first the brand's whole name and the second a word of letters: a given name and a surname ("CHANEL MORGAN"). */
function givenNameOnly(brand: string, input: string): boolean {
  const words = input.trim().split(/\s+/);
  return words.length === 2 && lettersOf(words[0] ?? '') === lettersOf(brand) && LETTERS_ONLY.test(words[1] ?? '');
}

/** Kinds of lines that may pay or be paid by a person alone: transfers, wages, cheques, money given back. */
const PERSON_LINE_KINDS: ReadonlySet<TransactionKind> = new Set(['transfer', 'income', 'check', 'refund']);

/** Everything that needs no I/O: one analysis of the input, an approved correction, rejection, the verified knowledge, redaction. */
function decideLocally(deps: EnrichDependencies, corrections: CorrectionView, input: string): Pending {
  const item: Pending = { input, hash: '', redacted: [], inputTokens: 0, outputTokens: 0 };
  try {
    const reading = deps.readLocally ? deps.readLocally(input) : readLocally(deps, input);
    const { reason, redaction, hash, transaction, known, impersonates, printedHost } = reading;
    if (printedHost) item.printedHost = printedHost;
    item.redacted = redaction.kinds;
    item.hash = hash;
    item.kind = transaction.kind;
    // Too long is a limit of the contract, not a judgement a correction can overturn.
    const corrected = reason === 'too_long' || redaction.text.length === 0 ? null : corrections.byHash(item.hash);
    if (corrected) {
      decide(item, complete(input, CORRECTION, corrected, 1, redaction.kinds), 'cache', CORRECTION);
      return item;
    }
    const noMerchant = !reason && transaction.merchantless;
    // Words that are placeholders alone ("FEE", "REFUND", "BALANCE TRANSFER") or that the
    // normalizer drops ("DIR DEP", "NOMINA") read as no signal, yet the bank's words told what the
    // line is: a real bank line with nobody named, whatever brand its words spell ("E-TRANSFER FEE"
    // is the bank's fee, not Interac).
    const bankLine = reason === 'no_merchant_signal' && transaction.merchantless && transaction.kind !== undefined;
    // (Not letters that all carry marks: "ÄÄÄ" spells no brand's short form.)
    // (Nor a one-letter name: "X" left of "k3J9!!x_QP0" is no sign of X the network.)
    const signalAfterAll = reason === 'no_merchant_signal' && !bankLine && known !== null && !known.fuzzy && !isMarkedLetterSoup(input) && known.name.replace(/[^\p{L}\p{N}]/gu, '').length >= 2;
    if ((reason && !signalAfterAll) || noMerchant) {
      decide(item, rejected(input, bankLine ? 'no_merchant' : (reason ?? 'no_merchant'), redaction.kinds), 'rejected');
      return item;
    }
    // A stranger's web address wearing a brand's name names no merchant.
    if (!known && impersonates) {
      decide(item, rejected(input, 'no_merchant_signal', redaction.kinds), 'rejected');
      return item;
    }
    // Cash from a machine names a counterparty only when the operator is a known one.
    if (!known && transaction.needsKnownMerchant) {
      decide(item, rejected(input, 'no_merchant', redaction.kinds), 'rejected');
      return item;
    }
    // Nothing but a person's name ("Jan Kowalski"): a verified merchant answers it only when the
    // name is the merchant's own, matched exactly and whole ("TED BAKER", "JOHN REED"); a fuzzy
    // match reads the surname as a brand cut short (KOWALSKI as Kowalski's Markets), and a brand
    // that is only the given name ("CHANEL MORGAN") names nobody. Nor does a brand named like a
    // person where a transfer or bill payment names its payee ("BILL PAYMENT VIA FASTER PAYMENT TO
    // DAVID JONES REFERENCE RENT", "STANDING ORDER TO DAVID JONES REF RENT"): the payee is the person.
    const paidPerson = (transaction.kind === 'transfer' || transaction.kind === 'bill_payment') && namedLikePerson((known?.name ?? '').toUpperCase().split(/\s+/));
    if (known && redaction.text.length === 0 && redaction.kinds.includes('person_name') && (known.fuzzy || paidPerson || givenNameOnly(known.name, input))) {
      decide(item, rejected(input, 'empty_after_redaction', redaction.kinds), 'rejected');
      return item;
    }
    if (known) {
      decide(item, deps.readLocally ? knowledgeAnswer(reading, input, known) : complete(input, KNOWLEDGE, debitedFacts(known, redaction.hints), known.fuzzy ? 0.99 : 1, redaction.kinds), 'cache', KNOWLEDGE);
      return item;
    }
    if (redaction.text.length === 0) {
      // A transfer whose only other words were the bank's ("Überweisung an Katrin Vogel", the
      // wrapper read whole) paid a person: it names no merchant, like one with a note left over.
      const paidPerson = redaction.personPayee === true && transaction.kind !== undefined && PERSON_LINE_KINDS.has(transaction.kind);
      decide(item, rejected(input, paidPerson ? 'no_merchant' : 'empty_after_redaction', redaction.kinds), 'rejected');
      return item;
    }
    // A bank transfer to or from a person ("Überweisung an Katrin Vogel"), or wages, a cheque or
    // money given back with the person named ("VIR SALAIRE MAI POUR M KARIM BENALI", "REMISE
    // CHEQUE N 1234567 EMETTEUR MME …", "RUECKERSTATTUNG KAUTION VON HERR …"): once the name is
    // redacted only bank words are left, and the line names no merchant.
    if (redaction.kinds.includes('person_name')) {
      const left = deps.readTransaction(deps.analyze(redaction.text));
      // (What is left may be no kind at all: account labels alone, "SORT CODE ACC" of "SORT CODE
      // 20-00-00 ACC 55779912 MR O EZEKWESILI".)
      if (left.merchantless && (transaction.kind === 'transfer' || left.kind === undefined || PERSON_LINE_KINDS.has(left.kind))) {
        decide(item, rejected(input, 'no_merchant', redaction.kinds), 'rejected');
        return item;
      }
    }
    // A person's name where the counterparty stands, after nothing but bank words ("PAYMENT TO
    // T NGUYEN", "FAST PAYMENT to TAN WEI MING OTHR Dinner", "K OKAFOR FLAT SHARE 309634 41926837"):
    // whatever note follows, the payee is a person. A payment to a person is a transfer.
    if (redaction.personPayee) {
      item.kind ??= 'transfer';
      decide(item, rejected(input, 'no_merchant', redaction.kinds), 'rejected');
      return item;
    }
    item.modelText = { text: redaction.text, normalized: redaction.normalized, ...(redaction.hints ? { hints: redaction.hints } : {}) };
  } catch {
    // A bug in a pure step must cost one item, not the batch; the item can be resubmitted.
    item.hash ||= deps.hasher('');
    decide(item, retry(input, 'model_error', item.redacted), 'retry');
  }
  return item;
}

async function runModel(deps: EnrichDependencies, corrections: CorrectionView, context: EnrichContext, items: ForModel[], now: number): Promise<void> {
  if (items.length === 0) return;
  const started = performance.now();
  const inputs = items.map((item) => item.modelText);
  const examples = corrections.examples(inputs.map((input) => input.text));
  const run = await deps.runModel(inputs, context.signal, { acceptedAt: now, ...(examples.length > 0 ? { examples } : {}) });
  deps.observer?.modelCall(performance.now() - started, run.usage, items.length);
  await Promise.all(
    items.map(async (item, index) => {
      item.inputTokens = run.itemUsage[index]?.inputTokens ?? 0;
      item.outputTokens = run.itemUsage[index]?.outputTokens ?? 0;
      const answer = run.items[index];
      if (!answer || !answer.ok) {
        decide(item, retry(item.input, answer?.reason ?? 'model_error', item.redacted), 'retry');
        return;
      }
      const { value, fields } = await settleAnswer(deps, corrections, answer.answer, item.printedHost);
      const provenance: AnswerProvenance = { origin: 'model', fields };
      decide(item, complete(item.input, provenance, value, value.confidence, item.redacted), 'model', provenance);
      if (value.confidence >= CACHEABLE_CONFIDENCE) await deps.cache.put(item.hash, value, MODEL_CACHE_TTL_MS, now);
    }),
  );
}

/**
 * A model's merchant that is a corrected or verified one takes those facts (and that one
 * spelling); other domains are checked. The answer stays a model answer (source `llm`,
 * billable, cached as one), but each fact says who stated it:
 * - a corrected merchant (by name): every fact is the correction's;
 * - a verified merchant (by name): name, domain, category and is_subscription are the
 *   knowledge's, the MCC too when the knowledge has one, else the model's;
 * - otherwise every fact is the model's (a domain it gave that does not check out is dropped),
 *   and a name that spells the line's own web address has that address's domain.
 */
async function settleAnswer(
  deps: EnrichDependencies,
  corrections: CorrectionView,
  answer: ModelAnswer,
  printedHost?: { readonly word: string; readonly registrable: string },
): Promise<{ value: CachedMerchant; fields: Record<MerchantField, AnswerOrigin> }> {
  const corrected = corrections.byName(answer.name);
  if (corrected) {
    const { name, domain, category, mcc, isSubscription } = corrected;
    return { value: { name, domain, category, mcc, isSubscription, confidence: answer.confidence, origin: 'llm' }, fields: { ...CORRECTION.fields } };
  }
  const verified = deps.knowledge.findByName(answer.name);
  if (verified) {
    return {
      value: {
        name: verified.name,
        domain: verified.domain,
        category: verified.category,
        // The model's code only where it read the same trade ("PayPal" with a restaurant's 5812 is no fact).
        mcc: verified.mcc ?? (answer.category === verified.category ? answer.mcc : null),
        isSubscription: verified.isSubscription,
        confidence: answer.confidence,
        origin: 'llm',
      },
      fields: { ...KNOWLEDGE.fields, mcc: verified.mcc !== null || answer.category !== verified.category ? 'knowledge' : 'model' },
    };
  }
  // A merchant whose name spells the line's own web address has that domain ("MAPLEHOLLOWSOAP.COM"), checked like any other.
  const proposed = answer.domain ?? (printedHost && lettersOf(answer.name) === printedHost.word ? printedHost.registrable : null);
  const domain = proposed && (await deps.verifyDomain(proposed)) ? proposed : null;
  return {
    value: {
      name: answer.name,
      domain,
      category: answer.category,
      mcc: answer.mcc,
      isSubscription: answer.isSubscription,
      confidence: answer.confidence,
      origin: 'llm',
    },
    fields: { ...MODEL.fields },
  };
}
