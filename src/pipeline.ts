import type { Config } from './config';
import { memoizeByString, rejectionReason, rememberLocalReadings, type CacheStore, type CorrectionView, type EnrichDependencies, type InputHasher, type Meter, type PipelineObserver } from './enrich';
import type { DescriptorAnalysis } from './domain';
import { analyzeDescriptor, descriptorCountry, isBankWording, loadKnowledgeBase, readLineHints, readTransaction, type TransactionReading } from './knowledge';
import { prepareForModel, readModelText, type ModelHints, type ModelText, type PreparedText } from './redact';
import { createDomainVerifier, createModel, createModelLimiter, enrichWithModel, type EnrichmentModel, type ModelDependencies } from './models';

/** The model TXENRICH_MODEL_* names. */
export function createConfiguredModel(config: Config, dependencies: ModelDependencies = {}): EnrichmentModel {
  return createModel(
    {
      provider: config.model.provider,
      timeoutMs: config.model.timeoutMs,
      batchSize: config.model.batchSize,
      ...(config.model.baseURL ? { baseURL: config.model.baseURL } : {}),
      ...(config.model.apiKey ? { apiKey: config.model.apiKey } : {}),
      ...(config.model.name ? { name: config.model.name } : {}),
    },
    dependencies,
  );
}

/**
 * A descriptor's analysis, remembered for recent strings: a pure function of one string, so a
 * repeated descriptor (or the same text met again as model text) is analysed once per process,
 * whoever asks — the pipeline, feedback or eval.
 */
const analyze = memoizeByString(analyzeDescriptor);
const normalize = (text: string): string => analyze(text).normalized;

/**
 * What the bank words of an analysed descriptor say, read once per analysis: the model text's
 * hints and the pipeline's own rules both ask for it.
 */
const transactions = new WeakMap<DescriptorAnalysis, TransactionReading>();
function transactionOf(analysis: DescriptorAnalysis): TransactionReading {
  let reading = transactions.get(analysis);
  if (!reading) {
    reading = readTransaction(analysis);
    transactions.set(analysis, reading);
  }
  return reading;
}

/**
 * The one way a descriptor becomes model text, for the pipeline and feedback alike (the same
 * text hashes to the same cache and correction key). With the caller's analysis of `raw`, text
 * the redactor left unchanged is not analysed again. The bank's own words are the knowledge's:
 * they tell a person's name that stands where the counterparty does.
 */
export function prepareModelText(raw: string, analysis?: DescriptorAnalysis): PreparedText {
  return prepareForModel(raw, (text) => (analysis && text === raw ? analysis.normalized : normalize(text)), analysis ? modelHints(analysis) : undefined, isBankWording);
}

/**
 * What the analysis read that normalization took out of the model text and that names nobody:
 * the processor's printed label (Toast serves restaurants, Shopify online shops), the line's kind,
 * a legal form after the name, rent the name lost, whether a town was taken off the end, whether
 * the line says it recurs, pays tuition or a local tax or is a direct debit, and the country it was printed in.
 * prepareForModel checks them again.
 */
function modelHints(analysis: DescriptorAnalysis): ModelHints | undefined {
  const kind = transactionOf(analysis).kind;
  const { legalForm, rent, townCut, regionCut, recurring, tuition, directDebit, tax } = readLineHints(analysis);
  const country = descriptorCountry(analysis);
  if (!analysis.processor && !kind && !legalForm && !rent && !townCut && regionCut === undefined && !recurring && !tuition && !directDebit && !tax && country === undefined) return undefined;
  return {
    ...(analysis.processor ? { processor: analysis.processor } : {}),
    ...(kind ? { kind } : {}),
    ...(legalForm ? { legalForm } : {}),
    ...(rent ? { rent } : {}),
    ...(townCut ? { townCut } : {}),
    ...(regionCut !== undefined ? { regionCut } : {}),
    ...(recurring ? { recurring } : {}),
    ...(tuition ? { tuition } : {}),
    ...(directDebit ? { directDebit } : {}),
    ...(tax ? { tax } : {}),
    ...(country !== undefined ? { country } : {}),
  };
}

/** Stored model text (an approved correction's) as a model is given it again. */
export function storedModelText(stored: string): ModelText {
  return readModelText(stored, normalize);
}

export interface PipelineParts {
  config: Config;
  model: EnrichmentModel;
  cache: CacheStore;
  hasher: InputHasher;
  meter: Meter;
  observer?: PipelineObserver;
  /** Approved corrections (the service); tools leave it out. */
  corrections?: () => Promise<CorrectionView>;
}

/**
 * The pipeline's dependencies, wired one way for every caller: the service (database cache and
 * meter) and `txenrich eval` (in-memory cache, unmetered) run the same enrichBatch on the same
 * steps, so an eval figure is a product figure.
 */
export function createEnrichDependencies({ config, model, cache, hasher, meter, observer, corrections }: PipelineParts): EnrichDependencies {
  const knowledge = loadKnowledgeBase();
  const limiter = createModelLimiter(config.model.concurrency);
  const domains = createDomainVerifier({ mode: config.verifyDomains });
  // The pure steps of one string are remembered together for recent strings: a repeated
  // descriptor is analysed, redacted, hashed and matched once per process, not once per request.
  return rememberLocalReadings({
    analyze,
    reject: rejectionReason,
    readTransaction: transactionOf,
    // Redaction normalizes what is left after removing personal data: when nothing was removed
    // that is the input itself, whose analysis is already at hand.
    prepareForModel: prepareModelText,
    knowledge: {
      match: (analysis) => knowledge.match(analysis),
      findByName: (name) => knowledge.findByName(name),
      impersonates: (analysis) => knowledge.impersonates(analysis),
    },
    cache,
    hasher,
    runModel: (inputs, signal, options = {}) => {
      // One deadline per accepted batch: an item queued behind busy model slots times out at
      // acceptedAt + budget like one in flight, instead of starting a fresh 10 s once served.
      const deadline = (options.acceptedAt ?? Date.now()) + config.model.timeoutMs;
      const budget = AbortSignal.timeout(Math.max(0, deadline - Date.now()));
      return enrichWithModel(model, inputs, {
        limiter,
        batchSize: config.model.batchSize,
        deadline,
        signal: signal ? AbortSignal.any([signal, budget]) : budget,
        ...(options.examples ? { examples: options.examples } : {}),
      });
    },
    verifyDomain: (domain) => domains.verify(domain),
    meter,
    ...(observer ? { observer } : {}),
    ...(corrections ? { corrections } : {}),
  });
}
