import type { Category } from '../../domain';
import { CATEGORY_WORDS, ONE_OFF_CATEGORIES, type CategoryWord } from '../../knowledge/index';
import { isListedSurname, type ModelHints } from '../../redact';
import { PT_FOLLOWERS } from './merchant-name';

export interface Classification {
  category: Category;
  mcc: string | null;
  isSubscription: boolean;
  /** Below 0.80 always: the builtin model's answers are never cached (SPEC §2). */
  confidence: number;
}

interface Hit extends CategoryWord {
  position: number;
  /** Words the trade phrase spans ("CIGAR & PIPE" is 3). */
  length: number;
}

/** Longest trade phrase tried ("HEATING & COOLING"). */
const MAX_PHRASE_WORDS = 3;

/**
 * With no word that names a trade and no other evidence the builtin model cannot tell the
 * category, but the contract has no "unknown" category (SPEC §3): it answers the category it has
 * the best prior for, the likeliest kind of unknown small merchant on a card statement (a place to
 * eat or drink), with that category's usual code (5812, restaurants) and its lowest confidence,
 * 0.2: a guess, marked by its confidence, far below what is ever cached. Lines that are not
 * purchases never get here: noise is rejected and lines naming nobody are rejected with
 * `no_merchant` first.
 */
export const GUESS: Classification = { category: 'food_and_drink', mcc: '5812', isSubscription: false, confidence: 0.2 };

/**
 * What a processor's merchants sell, where one trade dominates: Toast is a restaurant point of
 * sale ("TST* HOMEROOM"), Shopify runs online shops ("SP * NOMATIC"), Paddle, FastSpring and
 * 2Checkout resell software. Weaker than a trade word in the name, stronger than the guess.
 * Processors that serve every trade (Square, Zettle, SumUp, PayPal, Stripe, Checkout.com) tell
 * nothing.
 */
/** A software reseller of record (Paddle, FastSpring, 2Checkout) sells as a software store. */
const SOFTWARE_RESELLER = '5734';

const PROCESSOR_TRADES: ReadonlyMap<string, Classification> = new Map([
  ['TST', { category: 'food_and_drink', mcc: '5812', isSubscription: false, confidence: 0.5 }],
  ['SP', { category: 'shopping', mcc: null, isSubscription: false, confidence: 0.4 }],
  ['PADDLE', { category: 'software_and_technology', mcc: SOFTWARE_RESELLER, isSubscription: false, confidence: 0.5 }],
  ['FS', { category: 'software_and_technology', mcc: SOFTWARE_RESELLER, isSubscription: false, confidence: 0.5 }],
  ['2CO', { category: 'software_and_technology', mcc: SOFTWARE_RESELLER, isSubscription: false, confidence: 0.5 }],
  // Church-giving platforms collect for churches ("PUSHPAY*GRACECOMMUNITYCH", "TITHE.LY*…", "VANCO*…").
  ['PUSHPAY', { category: 'government_and_nonprofit', mcc: '8661', isSubscription: false, confidence: 0.5 }],
  ['TITHELY', { category: 'government_and_nonprofit', mcc: '8661', isSubscription: false, confidence: 0.5 }],
  ['VANCO', { category: 'government_and_nonprofit', mcc: '8661', isSubscription: false, confidence: 0.5 }],
  // ParentPay collects British schools' meals and trips ("PARENTPAY*ST ANNES PRIMARY").
  ['PPAY', { category: 'education', mcc: '8211', isSubscription: false, confidence: 0.5 }],
  // TeamApp collects sports clubs' fees ("TEAMAPP*KAPITI COAST AFC").
  ['TEAMAPP', { category: 'entertainment', mcc: '7997', isSubscription: false, confidence: 0.5 }],
]);

/** A local tax the line names ("… GRUNDSTEUER B", "… PROPERTY TAX") paid to a payee of no trade word: the town or county that levies it. */
const LOCAL_TAX: Classification = { category: 'government_and_nonprofit', mcc: '9311', isSubscription: false, confidence: 0.5 };

/** Rent the line names (MIETE, LOYER): a landlord or a property manager. */
const RENT: Classification = { category: 'home', mcc: '6513', isSubscription: true, confidence: 0.5 };
/**
 * A company that pays the account holder (payroll, income) or whose legal form is all the line
 * says: likelier a business's services than a shop or a place to eat; a weak prior, just above
 * the guess.
 */
const COMPANY: Classification = { category: 'business_services', mcc: null, isSubscription: false, confidence: 0.25 };

/**
 * The category when no word of the name names a trade, from what the analysis read and the
 * normalizer removed: rent, the processor's trade, an employer or a company; else the guess.
 */
export function classifyWithoutTrade(hints: ModelHints | undefined): Classification {
  if (!hints) return GUESS;
  if (hints.rent === true) return RENT;
  if (hints.tax === true) return LOCAL_TAX;
  const processorTrade = hints.processor !== undefined ? PROCESSOR_TRADES.get(hints.processor) : undefined;
  if (processorTrade) return processorTrade;
  if (hints.kind === 'income' || hints.legalForm === true) return COMPANY;
  return GUESS;
}

const CONFIDENCE_BY_STRENGTH: Record<CategoryWord['strength'], number> = { 1: 0.5, 2: 0.6, 3: 0.7, 4: 0.72 };

/**
 * Trade words one country reads its own way: Colombia's droguería is a pharmacy (Spain's sells
 * paint and cleaning goods), Peru's pollería roasts chickens (Spain's sells them raw), and a Dutch
 * or Belgian café is a pub that serves meals (an eetcafé; coded as the restaurant, 5812), where
 * elsewhere it serves coffee (5814).
 */
type CountryTrade = Pick<CategoryWord, 'category' | 'mcc'>;
const COUNTRY_TRADES: ReadonlyMap<string, ReadonlyMap<string, CountryTrade>> = new Map<string, ReadonlyMap<string, CountryTrade>>([
  ['CO', new Map<string, CountryTrade>([['DROGUERIA', { category: 'health_and_fitness', mcc: '5912' }]])],
  ['PE', new Map<string, CountryTrade>([['POLLERIA', { category: 'food_and_drink', mcc: '5812' }]])],
  // Brazil's oficina is a garage ("PAG*OFICINAPAULO", the oficina mecânica); elsewhere an office.
  ['BR', new Map<string, CountryTrade>([['OFICINA', { category: 'transportation', mcc: '7538' }]])],
  ['NL', new Map<string, CountryTrade>([['CAFE', { category: 'food_and_drink', mcc: '5812' }]])],
  ['BE', new Map<string, CountryTrade>([['CAFE', { category: 'food_and_drink', mcc: '5812' }]])],
]);

function readInCountry(hits: Hit[], words: readonly string[], country: string | undefined): Hit[] {
  const trades = country !== undefined ? COUNTRY_TRADES.get(country) : undefined;
  if (!trades) return hits;
  const read = hits.map((hit) => {
    const own = hit.length === 1 ? trades.get(words[hit.position] ?? '') : undefined;
    return own ? { ...hit, ...own } : hit;
  });
  // A word that names a trade in this country only, where no trade phrase spans it.
  words.forEach((word, position) => {
    const own = trades.get(word);
    if (own && !hits.some((hit) => position >= hit.position && position < hit.position + hit.length)) read.push({ ...own, strength: 2, subscription: false, readsCuts: false, position, length: 1 });
  });
  return read;
}

function phraseHits(words: readonly string[]): Hit[] {
  const hits: Hit[] = [];
  for (let start = 0; start < words.length; ) {
    let taken = 0;
    // Longest phrase first, so "AUTO SPA" is a car wash and not a spa.
    for (let length = Math.min(MAX_PHRASE_WORDS, words.length - start); length >= 1; length -= 1) {
      const phrase = words.slice(start, start + length).join(' ');
      const fact = CATEGORY_WORDS.get(phrase) ?? CATEGORY_WORDS.get(phrase.replace(/ AND /g, ' & '));
      if (fact) {
        hits.push(Object.assign({}, fact, { position: start, length }));
        taken = length;
        break;
      }
    }
    if (taken === 0) {
      const glued = gluedTrade(words[start] ?? '');
      if (glued) hits.push(Object.assign({}, glued, { position: start, length: 1 }));
    }
    start += Math.max(taken, 1);
  }
  return hits;
}

/** One-word trades of four letters or more, by their last four letters, longest first. */
let tradesByEnding: Map<string, Array<[string, CategoryWord]>> | null = null;

function readTradesByEnding(): Map<string, Array<[string, CategoryWord]>> {
  if (!tradesByEnding) {
    tradesByEnding = new Map();
    const trades = [...CATEGORY_WORDS].filter(([key, fact]) => key.length >= 4 && /^[A-Z]+$/.test(key) && fact.strength >= 2).sort((a, b) => b[0].length - a[0].length);
    for (const trade of trades) {
      const ending = trade[0].slice(-4);
      tradesByEnding.set(ending, [...(tradesByEnding.get(ending) ?? []), trade]);
    }
  }
  return tradesByEnding;
}

/**
 * A trade word glued to the end of a name, as wallets print sellers ("KNITWITSYARN",
 * "GREENACRESLAWN"): the longest trade word of four letters or more that ends a long word. A
 * glued word says less than a word of its own, so the hint counts as strength 2 at most.
 */
function gluedTrade(word: string): CategoryWord | undefined {
  if (word.length < 8 || !/^[A-Z]+$/.test(word)) return undefined;
  const found = readTradesByEnding().get(word.slice(-4))?.find(([key]) => word.endsWith(key) && word.length - key.length >= 3) ?? tradeInside(word);
  return found ? { ...found[1], strength: 2 } : undefined;
}

/** A glued name this long holds a whole name and its trade ("ESTUDIODEPILATESVIDALEVE"). */
const MIN_GLUED_NAME = 16;
/** Trade words read inside a glued name: long enough not to be part of another word by chance. */
const MIN_INSIDE_TRADE = 6;

let insideTrades: Array<[string, CategoryWord]> | null = null;

/**
 * A trade word inside a long glued name, where names in Portuguese, Spanish or French put it
 * first and the name after ("ESTUDIO DE PILATES VIDA LEVE", "SALAO DE BELEZA …"): the deciding
 * trade word (strength 3) of six letters or more that ends last, the longest of those.
 */
function tradeInside(word: string): [string, CategoryWord] | undefined {
  if (word.length < MIN_GLUED_NAME) return undefined;
  insideTrades ??= [...CATEGORY_WORDS].filter(([key, fact]) => key.length >= MIN_INSIDE_TRADE && fact.strength === 3 && /^[A-Z]+$/.test(key));
  let best: [string, CategoryWord] | undefined;
  let bestEnd = -1;
  for (const trade of insideTrades) {
    const at = word.lastIndexOf(trade[0]);
    if (at < 0) continue;
    const end = at + trade[0].length;
    if (end > bestEnd || (end === bestEnd && trade[0].length > (best?.[0].length ?? 0))) {
      best = trade;
      bestEnd = end;
    }
  }
  return best;
}

/**
 * Words that join a trade to its name in Romance languages ("PHARMACIE DES ARCADES", "TRATTORIA
 * DA MARIO") and to its place or sign in German ("APOTHEKE AM THEATER", "GASTHAUS ZUM HIRSCHEN").
 */
const NAME_CONNECTORS: ReadonlySet<string> = new Set(['DE', 'DES', 'DU', 'DEL', 'DELLA', 'DELLE', 'DEI', 'DEGLI', 'DI', 'DA', 'DO', 'DOS', 'LA', 'LE', 'LES', 'AM', 'IM', 'ZUM', 'ZUR', 'BEIM']);

/**
 * A trade named first and joined to a name by DE, DES, DU, DI…: the words after the connector
 * are the name, not another trade ("PHARMACIE DES ARCADES" is a pharmacy, not an arcade).
 */
function namedAfterConnector(words: readonly string[], hits: Hit[]): Hit[] {
  const connector = words.findIndex((word, position) => NAME_CONNECTORS.has(word) && hits.some((hit) => hit.position < position));
  return connector < 0 ? hits : hits.filter((hit) => hit.position < connector);
}

/**
 * A name that begins with its trade and ends in its owner's surname: a surname that is another
 * trade's word ("FIETSENMAKER BAKKER", "OPTIK MUELLER", "BLOEMENHUIS VISSER") names the owner,
 * not a second trade. Only after a trade of another category that opens the name.
 */
function ownerAfterTrade(words: readonly string[], hits: Hit[]): Hit[] {
  const last = words.length - 1;
  if (words.length < 2 || words.length > 3 || !isListedSurname(words[last] ?? '')) return hits;
  const opening = hits.find((hit) => hit.position === 0 && hit.strength === 3 && hit.position + hit.length <= last);
  if (!opening) return hits;
  return hits.filter((hit) => !(hit.position === last && hit.length === 1 && hit.category !== opening.category && hit.strength < 4));
}

/** Physical therapy, as PHYSICAL THERAPY and PHYSIO are coded. */
const PHYSICAL_THERAPY: CategoryWord = { category: 'health_and_fitness', mcc: '8099', strength: 3, subscription: false, readsCuts: false };
/** Countries where PT after a name is a company's form (Indonesia's PT, Australia's cut Pty); a lone PT reads as Portugal's, so PT is none. */
const PT_NOT_THERAPY: ReadonlySet<string> = new Set(['AU', 'NZ', 'ID', 'SG', 'MY']);
const PORTUGUESE_JOINERS: ReadonlySet<string> = new Set(['DO', 'DA', 'DOS', 'DAS', 'DE', 'E']);

/**
 * A US practice's PT after its name ("SUMMIT PT", "CORE PT & SPORTS"): physical therapy. Never
 * the name's first word (Indonesia's "PT TELKOM"); Portugal's code the normalizer already took off.
 */
function physicalTherapyHits(words: readonly string[], hits: Hit[], hints: ModelHints | undefined): Hit[] {
  // A legal form the normalizer took is no US practice's PLLC ("ACME PT LTD" is a cut Pty).
  if ((hints?.country !== undefined && PT_NOT_THERAPY.has(hints.country)) || hints?.legalForm === true) return hits;
  // Portuguese names join their words with DO, DA, DE ("LOJA DO ZE PT"): Portugal's code.
  if (words.some((word) => PORTUGUESE_JOINERS.has(word))) return hits;
  const position = words.findIndex((word, index) => word === 'PT' && index > 0 && (index === words.length - 1 || PT_FOLLOWERS.has(words[index + 1] ?? '')));
  if (position < 0 || hits.some((hit) => position >= hit.position && position < hit.position + hit.length)) return hits;
  return [...hits, { ...PHYSICAL_THERAPY, position, length: 1 }];
}

/** The engineering firm's words (8911), which a building trade's firm also ends its name with. */
const ENGINEERING_WORDS: ReadonlySet<string> = new Set(['ENGINEERING', 'ENGINEERS']);

/**
 * A building trade's firm named "… ENGINEERING" ("LEE WAH AIRCON ENGINEERING CO", "… ELECTRICAL
 * ENGINEERING") installs and repairs: the home trade right before ENGINEERING says what it does,
 * not an engineering consultancy (8911).
 */
function tradeBeforeEngineering(words: readonly string[], hits: Hit[]): Hit[] {
  return hits.filter((hit) => !(hit.length === 1 && ENGINEERING_WORDS.has(words[hit.position] ?? '') && hits.some((before) => before.category === 'home' && before.strength >= 3 && before.position + before.length === hit.position)));
}

/**
 * Category, MCC and subscription flag from the words that name a trade. Each word votes for its
 * category with its strength; an overriding word (DONATION) decides alone. The MCC comes from the
 * strongest word of the winning category, the longer phrase and then the first one on a tie: in
 * "CHIROPRACTIC CLINIC" the modifier is the more specific word.
 */
/** The MCC of tax payments to governments. */
const TAX_PAYMENT = '9311';

export function classifyWords(words: readonly string[], hints?: ModelHints): Classification {
  const hits = tradeBeforeEngineering(words, ownerAfterTrade(words, namedAfterConnector(words, physicalTherapyHits(words, readInCountry(phraseHits(words), words, hints?.country), hints))));
  if (hits.length === 0) return classifyWithoutTrade(hints);
  const overriding = hits.filter((hit) => hit.strength === 4);
  const voters = overriding.length > 0 ? overriding : hits;
  const scores = new Map<Category, number>();
  for (const hit of voters) scores.set(hit.category, (scores.get(hit.category) ?? 0) + hit.strength);
  // On a tie the later word wins: a name ends with what the business is ("SALT WATER FISH & CHIPS").
  const lastPosition = new Map<Category, number>();
  for (const hit of voters) lastPosition.set(hit.category, hit.position);
  const ranked = [...scores].sort((a, b) => b[1] - a[1] || (lastPosition.get(b[0]) ?? 0) - (lastPosition.get(a[0]) ?? 0));
  const [winner, runnerUp] = ranked;
  if (!winner) return classifyWithoutTrade(hints);
  // An overriding word says what the payment was; the payee's own trade of that category gives
  // the MCC ("ST MARKS CHURCH DONATION" is a donation to a church, 8661).
  const sameCategory = hits.filter((hit) => hit.category === winner[0] && hit.strength < 4);
  const pool = overriding.length > 0 && sameCategory.length > 0 ? sameCategory : voters.filter((hit) => hit.category === winner[0]);
  // Of equal strength, a phrase says more than a word: "BRASS TACK CIGAR & PIPE" sells tobacco, not saddles.
  const strongest = pool.reduce((chosen, hit) => (hit.strength > chosen.strength || (hit.strength === chosen.strength && hit.length > chosen.length) ? hit : chosen));
  // A tax paid to a government is coded as the tax ("CITY OF APPLETON PROPERTY TAX" is 9311, not the city's 9399).
  const best = winner[0] === 'government_and_nonprofit' ? (pool.find((hit) => hit.mcc === TAX_PAYMENT && hit.strength >= strongest.strength - 1) ?? strongest) : strongest;
  // …also when the name lost the tax's words ("GEMEINDE UNTERFOEHRING" of "… GRUNDSTEUER B 1. QUARTAL").
  const taxed = hints?.tax === true && winner[0] === 'government_and_nonprofit';
  // Words pulling two ways ("BOOKS & COFFEE") lower the confidence.
  const contested = runnerUp !== undefined && runnerUp[1] >= winner[1];
  const confidence = CONFIDENCE_BY_STRENGTH[best.strength] - (contested ? 0.1 : 0);
  const recurringService = hints?.kind === 'bill_payment' && best.mcc !== null && RECURRING_SERVICES.has(best.mcc);
  // A standing order or debited tuition comes round whatever the trade; a place to eat or a shop is
  // no standing order's payee ("SO GOOD CAFE" is a name).
  const saysRecurring = hints?.recurring === true && !ONE_OFF_CATEGORIES.has(winner[0]);
  // A mandate to a council, a charity or a dental practice collects each month: council tax by
  // instalments, a regular gift, a practice's plan ("DD HARROGATE BOROUGH COUNCIL CTAX").
  const debited = hints?.directDebit === true && (winner[0] === 'government_and_nonprofit' || best.mcc === DENTISTS);
  // An academy billed tuition by the bank is a school ("ST MARYS ACADEMY DES:TUITION … PPD"), as a
  // debited school's tuition is coded (8211), and so is one paid through ParentPay, which serves
  // schools only; a dance or a driving academy keeps its own trade.
  const schoolBilled = (hints?.tuition === true && hints.recurring === true) || hints?.processor === 'PPAY';
  const mcc = taxed ? TAX_PAYMENT : schoolBilled && best.mcc === '8299' && words[best.position] === 'ACADEMY' ? SCHOOL : best.mcc;
  return { category: winner[0], mcc, isSubscription: best.subscription || recurringService || saysRecurring || debited, confidence };
}

/** Schools (elementary and secondary). */
const SCHOOL = '8211';
const DENTISTS = '8021';

/**
 * Services that come round on a schedule: cleaning and window cleaning (7349), gardening (0780),
 * pest control (7342), alarm monitoring (7393), lessons and tutoring (8299, 7911) and the
 * accountant's retainer (8931) and schools' and nurseries' fees (8211, 8351). Paid by direct debit,
 * ACH or debit order ("DIRECT DEBIT CLEARVIEW WINDOW CLEANING", "ACH DEBIT BRIGHT PATH TUTORING",
 * "ACH DEBIT HOLY CROSS CATHOLIC SCHOOL TUITION PPD") they bill each round; paid by card they are
 * one visit.
 */
const RECURRING_SERVICES: ReadonlySet<string> = new Set(['7349', '0780', '7342', '7393', '8299', '7911', '8931', '8211', '8351']);
