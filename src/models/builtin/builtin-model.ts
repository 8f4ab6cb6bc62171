import type { EnrichmentModel, EnrichmentModelCallOptions, ModelBatchResult, ModelExample, ModelInput, ModelItemResult } from '../port';
import { classifyWords, type Classification } from './classify';
import { expandWords, formatMerchantName, nameWords } from './merchant-name';
import { REGION_CODE_SET } from '../../knowledge/index';

export interface BuiltinModelOptions {
  /** Items per call; the builtin model has no real limit, this only shapes batches. */
  maxBatchSize?: number;
}

/** An approved correction for exactly this text is the best evidence the builtin model can have. */
const EXAMPLE_CONFIDENCE = 0.75;

function answerFromExample(example: ModelExample): ModelItemResult {
  // The domain of an example is a reviewed fact about that merchant, not an invention.
  return { ok: true, answer: { ...example.answer, confidence: EXAMPLE_CONFIDENCE } };
}

/** "The Old Crown Inn", "The Kings Arms": a British pub, though an inn elsewhere is lodging. */
const PUB_NAME = /^THE (?:[A-Z&']+ ){1,4}(?:INN|ARMS)$/;
const PUB: Classification = { category: 'food_and_drink', mcc: '5813', isSubscription: false, confidence: 0.6 };

/**
 * The nouns of British pub signs ("CHEQUERS", "ROBIN HOOD", "WHEATSHEAF"). An inn named after
 * its sign is a pub with or without "THE" ("CHEQUERS INN", "RED LION INN"); an inn named
 * otherwise ("ADOBE ROSE INN", "KINGS INN") is lodging. Nouns a motel is as often named after
 * (STAR, EAGLE, CASTLE, SUN) are no sign here.
 */
const PUB_SIGNS: ReadonlySet<string> = new Set(
  `CHEQUERS HOOD LION HART OAK PLOUGH WHEATSHEAF CROWN HEAD HORSES HOUNDS FLEECE FEATHERS GRAPES
  GREYHOUND MITRE TALBOT SHIP ANCHOR BELL SWAN STAG GEORGE DRAGON SHOVEL WOOLPACK MOW HORSESHOES
  TUNS HARROW BLACKSMITHS WAGGON PHEASANT PLUME COCK BEEHIVE BULL FOX HARE LAMB MOON STARS BELLS
  BREWERS CHAIRMEN KEYS PARTRIDGE DOG DUCK GOOSE FALCON EAGLE PEACOCK FROG BEAR`.split(/\s+/),
);
/** Words that stand before a sign's noun ("RED LION", "KINGS HEAD", "HALF MOON", "ROSE & CROWN"). */
const PUB_SIGN_LEADS: ReadonlySet<string> = new Set(
  `RED WHITE BLACK GREEN GOLDEN BLUE ROYAL OLD OLDE YE KINGS QUEENS NAGS BULLS SARACENS HALF RISING
  SEVEN THREE TWO FOUR FIVE SIX ROBIN COACH MALT BARLEY ROSE CROSS & AND`.split(/\s+/),
);

function isPubName(words: readonly string[]): boolean {
  if (PUB_NAME.test(words.join(' '))) return true;
  // A sign of its own after "THE", with a word before its noun ("THE THREE HORSESHOES", "THE
  // RED LION", "THE ROSE & CROWN"): the British pub's name, "INN" or not.
  if (words[0] === 'THE' && words.length >= 3 && words.length <= 5 && PUB_SIGNS.has(words.at(-1) ?? '')) {
    return words.slice(1, -1).every((word) => PUB_SIGN_LEADS.has(word) || PUB_SIGNS.has(word));
  }
  if (words.at(-1) !== 'INN' && words.at(-1) !== 'ARMS') return false;
  const sign = words.slice(words[0] === 'THE' ? 1 : 0, -1);
  return sign.length >= 1 && sign.length <= 4 && sign.some((word) => PUB_SIGNS.has(word)) && sign.every((word) => PUB_SIGNS.has(word) || PUB_SIGN_LEADS.has(word));
}

function classifyName(words: readonly string[], hints: ModelInput['hints']): Classification {
  return isPubName(nameWords(words.join(' '), hints?.townCut)) ? PUB : classifyWords(words, hints);
}

function answer(input: ModelInput, examples: ReadonlyMap<string, ModelExample>): ModelItemResult {
  // The canonical form came with the input (prepareForModel): the words are not read again.
  const example = examples.get(input.normalized);
  if (example) return answerFromExample(example);
  // A state code the normalizer had cut still ends text a redaction shortened ("… PHYSICA CO").
  const regionCut = input.hints?.regionCut;
  const normalized = regionCut !== undefined && input.normalized.endsWith(` ${regionCut}`) && REGION_CODE_SET.has(regionCut) ? input.normalized.slice(0, -regionCut.length - 1) : input.normalized;
  const name = formatMerchantName(normalized, input.hints?.townCut, regionCut !== undefined, input.hints?.country);
  if (name.length === 0) return { ok: false, reason: 'model_error' };
  // Glued and cut words read whole ("VINYLVAULTRECO", "PHYSICAL THERA"): their trades count.
  const classification = classifyName(expandWords(normalized), input.hints);
  return {
    ok: true,
    answer: {
      name,
      // Never a domain: the builtin model knows no merchant beyond the words it was given.
      domain: null,
      category: classification.category,
      mcc: classification.mcc,
      isSubscription: classification.isSubscription,
      confidence: classification.confidence,
    },
  };
}

/**
 * The offline model (TXENRICH_MODEL=builtin, the default): for descriptors the verified
 * knowledge does not know, a clean name from the descriptor's own words, and a category and MCC
 * from the words that name a trade (PIZZA, DENTAL, LAUNDROMAT…). Honest by construction: no
 * domain, confidence below 0.80, so its answers are returned but never cached.
 */
export function createBuiltinModel(options: BuiltinModelOptions = {}): EnrichmentModel {
  return {
    name: 'builtin',
    maxBatchSize: options.maxBatchSize ?? 100,
    enrich(inputs: readonly ModelInput[], callOptions: EnrichmentModelCallOptions = {}): Promise<ModelBatchResult> {
      if (callOptions.signal?.aborted) {
        return Promise.resolve({ items: inputs.map((): ModelItemResult => ({ ok: false, reason: 'model_timeout' })), usage: { inputTokens: 0, outputTokens: 0 } });
      }
      const examples = new Map((callOptions.examples ?? []).map((example) => [example.normalized, example]));
      const items = inputs.map((input) => {
        try {
          return answer(input, examples);
        } catch {
          // One odd string must not fail the batch (port contract: per-item failures only).
          return { ok: false, reason: 'model_error' } satisfies ModelItemResult;
        }
      });
      return Promise.resolve({ items, usage: { inputTokens: 0, outputTokens: 0 } });
    },
  };
}
