import type { Category, DescriptorAnalysis, FoundHost, VerifiedMerchant } from '../domain';
import { buildAliasIndex, type AliasEntry, type AliasIndex } from './alias-index';
import { CATEGORY_WORDS, type CategoryWord } from './category-words';
import { COMPANY_FORMS } from './descriptor-prefixes';
import { COMMON_WORDS, NEUTRAL_WORDS } from './common-words';
import { descriptorCountry } from './country';
import { findFuzzy } from './fuzzy-match';
import { loadMerchantRecords } from './load-records';
import { nameKey, sequenceKey, tokenKey } from './match-key';
import { analysisWords, analyzeDescriptor } from './normalize';
import { EMPTY_HASH, extendHash } from './prefix-filter';
import { CITY_SET, COUNTRY_SET, MAX_PLACE_TOKENS } from './locations';
import { isCountryDomain, readHost } from './registrable-domain';
import type { MerchantRecord } from './record';
import { TOWN_SET } from './towns';
import { BANK_VOCABULARY } from './bank-vocabulary';
import { WORDS_NOT_CUTS } from './whole-words';
import { readsAsScam } from './scam-words';
import { isListedGivenName, isListedSurname } from '../redact';

/**
 * A verified merchant a descriptor names: the pipeline's VerifiedMerchant (whose `domain` is the
 * alias's country domain when that alias matched, and `fuzzy` a match through truncation or a
 * typo), plus how it matched.
 */
export interface KnowledgeMatch extends VerifiedMerchant {
  /** 1.0, or 0.99 for a fuzzy match. */
  confidence: number;
  /** The alias (or web address) that matched. */
  alias: string;
}

export interface KnowledgeBase {
  /** Number of merchants. */
  readonly size: number;
  /** Alias keys two merchants would share (data diagnostics; the first loaded keeps the key). */
  readonly conflicts: readonly string[];
  /** The merchant a raw (or normalized, or analyzed) descriptor names, or null. */
  match(descriptor: string | DescriptorAnalysis): KnowledgeMatch | null;
  /** Case/punctuation-insensitive lookup of a canonical name or alias, e.g. a model's answer. */
  findByName(name: string): KnowledgeMatch | null;
  /**
   * The descriptor wears a known brand the way phishing and scams bill: nothing but a web address
   * that is not the brand's ("WWW.NETFLIX-ACCOUNT-UPDATE.COM", "SPOTIFY.PROMO-ACCESS.XYZ", a
   * letter doubled in "AMAZZON.COM"), a fake help line ("<BRAND> HELP DESK 1-877-…"), or the
   * brand spelt with a digit before lure words ("AMAZ0N *PRIME RENEWAL"): an impersonation, which
   * names no merchant.
   */
  impersonates(descriptor: string | DescriptorAnalysis): boolean;
}

/** Longest alias in words that the scanner tries ("BED BATH & BEYOND" is 4). */
const MAX_ALIAS_WORDS = 8;

interface Candidate {
  start: number;
  end: number;
  entry: AliasEntry;
  fuzzy: boolean;
}

export function toMatch(entry: AliasEntry, fuzzy: boolean, domain: string | null = entry.domain): KnowledgeMatch {
  const { record, plan } = entry;
  // One spelling per brand; a plan of it keeps the plan's own billing facts.
  return {
    name: record.name,
    domain,
    category: plan?.category ?? record.category,
    mcc: plan?.mcc !== undefined ? plan.mcc : record.mcc,
    isSubscription: plan?.is_subscription ?? record.is_subscription,
    fuzzy,
    confidence: fuzzy ? 0.99 : 1,
    alias: entry.alias,
  };
}

/**
 * A weak alias (TARGET, NEXT, SHELL, EE) names the merchant only as the whole merchant part:
 * first, and followed by nothing but neutral words, short codes or words of its own trade
 * ("SHELL OIL", "NEXT RETAIL", "BOOTS PHARMACY"), never "NEXT LEVEL BARBERS". Also by the brand
 * printed again ("TARGET TARGET PYMT"), its company's region ("NEXT EUROPE"), the
 * road a store or station is on ("SHELL LONDON ROAD") and, after the brand's channel word,
 * the town the card network printed in a country the brand sells in ("MANGO ONLINE LLINARS ES").
 */
function weakWordStands(words: readonly string[], candidate: Candidate, analysis: DescriptorAnalysis): boolean {
  const category = candidate.entry.record.category;
  const own = words.slice(candidate.start, candidate.end + 1);
  for (let index = candidate.end + 1; index < words.length; index += 1) {
    const word = words[index] ?? '';
    const trade = CATEGORY_WORDS.get(word);
    // A word of another trade means another business ("CITY BBQ" is not CityMD).
    if (trade && trade.strength >= 2) {
      if (smallShopOfChain(word, candidate)) return false;
      if (trade.category === category && (isDepartment(word, candidate) || !otherTradeOfCategory(candidate.entry.record.mcc, trade.mcc, category))) continue;
      return false;
    }
    if (NEUTRAL_WORDS.has(word)) {
      if (CHANNEL_WORDS.has(word) && townFieldFollows(words, index + 1, candidate, analysis)) return true;
      continue;
    }
    if (word.length <= 3 && !COMMON_WORDS.has(word)) continue;
    if (own.includes(word) || COUNTRY_SET.has(word)) continue;
    // A branch in a station or an airport: the rest of the line is where it is ("PAUL GARE DE LYON").
    if (branchPlace(word, candidate) && words.slice(index + 1).every((next) => (CATEGORY_WORDS.get(next)?.strength ?? 0) < 2)) return true;
    const road = roadEnd(words, index);
    if (road > index && hasBranches(candidate)) {
      index = road;
      continue;
    }
    // A public office's town, nothing after it: "FINANZAMT MUENCHEN" (a shop's word before a town,
    // "GARAGE LEEDS", is a business of the town's).
    if (category === 'government_and_nonprofit' && index === words.length - 1 && index === candidate.end + 1 && (CITY_SET.has(word) || TOWN_SET.has(word))) continue;
    return false;
  }
  return true;
}

/** Brands printed as one letter before the station's name, and the country where they print so. */
const LETTER_BRANDS: ReadonlyMap<string, { name: string; country: string }> = new Map([['Z', { name: 'Z Energy', country: 'NZ' }]]);

/** Stations and airports, where chains keep branches named after them. */
const TRANSIT_PLACES: ReadonlySet<string> = new Set(['GARE', 'AEROPORT', 'AIRPORT', 'STATION', 'BAHNHOF', 'HBF', 'HAUPTBAHNHOF', 'FLUGHAFEN', 'ESTACION', 'AEROPUERTO', 'STAZIONE', 'AEROPORTO', 'TERMINAL']);

/** The last word of a road's name: "ASHFORD BYPASS", "LONDON ROAD", "HIGH ST". */
const ROAD_WORDS: ReadonlySet<string> = new Set(['BYPASS', 'ROAD', 'RD', 'STREET', 'ST', 'LANE', 'LN', 'AVENUE', 'AVE', 'HIGHWAY', 'HWY', 'DRIVE', 'DR', 'PARKWAY', 'PKWY', 'BOULEVARD', 'BLVD', 'MOTORWAY', 'TURNPIKE', 'PIKE', 'EXPRESSWAY', 'FREEWAY']);

/** Where a road's name that begins at `from` (one to three words of no trade, then a road word) ends, or -1. */
function roadEnd(words: readonly string[], from: number): number {
  for (let index = from + 1; index < words.length && index <= from + 3; index += 1) {
    const word = words[index] ?? '';
    if (ROAD_WORDS.has(word)) return index;
    if ((CATEGORY_WORDS.get(word)?.strength ?? 0) >= 2) return -1;
  }
  return -1;
}

/** A station or an airport, where a brand that has branches keeps one ("KFC CHANGI AIRPORT T3", "PAUL GARE DE LYON"). */
function branchPlace(word: string, candidate: Candidate): boolean {
  return TRANSIT_PLACES.has(word) && hasBranches(candidate);
}

/** Stores and stations (MCC 5xxx but no digital goods, or a shop's category without a code) have branches named by place. */
function hasBranches(candidate: Candidate): boolean {
  const { mcc, category } = candidate.entry.record;
  return mcc === null ? STORE_CATEGORIES.has(category) : mcc.startsWith('5') && !DIGITAL_MCCS.has(mcc);
}

/**
 * The rest of the line, from `from`, is the card network's town field: one to four words of no
 * trade and no ordinary word, on a line printed in a country the brand sells in.
 */
function townFieldFollows(words: readonly string[], from: number, candidate: Candidate, analysis: DescriptorAnalysis): boolean {
  const rest = words.slice(from);
  if (rest.length === 0 || rest.length > MAX_PLACE_TOKENS) return false;
  if (rest.some((word) => COMMON_WORDS.has(word) || CATEGORY_WORDS.has(word) || NEUTRAL_WORDS.has(word) || /\d/.test(word))) return false;
  const country = countryOf(analysis);
  return country !== null && candidate.entry.record.countries.includes(country);
}

/**
 * A short code (DHL, CVS, AMC) at the start, or a one-word brand later in the name, stands unless
 * what follows names another trade ("ACE NAILS", "LITTLE SPROUTS DAYCARE").
 */
function noOtherTradeFollows(words: readonly string[], candidate: Candidate): boolean {
  const category = candidate.entry.record.category;
  for (let index = candidate.end + 1; index < words.length; index += 1) {
    const word = words[index] ?? '';
    // How the brand was paid, right after it and ending the name ("CB SNCF INTERNET 11/03 PARIS"), sells nothing.
    if (index === candidate.end + 1 && paidByChannel(words, index, category)) continue;
    // Two-word trades too, whose words alone are weak: "A&W AUTO BODY" is a body shop.
    const key = tradePhraseAt(words, index) ?? word;
    // A station or an airport where the brand keeps a branch ("KFC CHANGI AIRPORT T3").
    if (key === word && branchPlace(word, candidate)) continue;
    const trade = CATEGORY_WORDS.get(key);
    if (!trade || trade.strength < 2 || carrierTicket(word, category) || taxPaidTo(candidate, trade)) continue;
    if (trade.category !== category) return false;
    if (!isDepartment(key, candidate) && otherTradeOfCategory(candidate.entry.record.mcc, trade.mcc, category)) return false;
  }
  return true;
}

/** A tax office's line names the tax it collected in a tax preparer's words ("IRAS INCOME TAX", "CRA INCOME TAX"). */
function taxPaidTo(candidate: Candidate, trade: CategoryWord): boolean {
  return candidate.entry.record.mcc === '9311' && trade.mcc === '7276';
}

/**
 * Departments of large retailers and fuel brands: "COSTCO GAS", "WALMART PHARMACY", "TARGET
 * OPTICAL" are the brand, though the word names another trade.
 */
const DEPARTMENTS = new Set(['GAS', 'FUEL', 'PETROL', 'PHARMACY', 'RX', 'OPTICAL', 'GROCERY', 'BAKERY', 'DELI', 'CAFE', 'COFFEE', 'TIRE', 'TIRES', 'AUTO', 'AUTO CARE', 'AUTO CENTER', 'AUTO CENTRE', 'AUTO SERVICE', 'TIRE CENTER', 'CAR WASH', 'CARWASH', 'PHOTO', 'FLORAL', 'LIQUOR', 'WINE', 'MARKET', 'FOOD', 'FOODS', 'KITCHEN', 'EXPRESS', 'STORE', 'SHOP', 'ONLINE', 'OUTSIDE', 'PFS']);

/** Words that name a store's fuel station ("COSTCO GAS", "CANADIAN TIRE GAS BAR", "TESCO PETROL", QuikTrip's pumps "QT 0712 OUTSIDE"). */
/** A store's fuel station: Britain's grocers print theirs as PFS, petrol filling station ("TESCO PFS 2931"). */
const FUEL_DEPARTMENTS: ReadonlySet<string> = new Set(['GAS', 'FUEL', 'PETROL', 'GASOLINE', 'OUTSIDE', 'PFS']);

/**
 * A store's fuel station is paid for fuel: the brand's name with the fuel facts (transportation,
 * 5541), as the networks code the station.
 */
function atFuelDepartment(match: KnowledgeMatch, words: readonly string[], candidate: Candidate): KnowledgeMatch {
  // A gas utility or a bottled-gas dealer sells gas as its own trade ("ABASTIBLE GAS"): no station.
  if (match.category === 'transportation' || match.category === 'utilities') return match;
  // The fuel word follows the brand, or ends a brand's alias of its own ("SAFEWAY FUEL").
  const word = candidate.end > candidate.start && FUEL_DEPARTMENTS.has(words[candidate.end] ?? '') ? words[candidate.end] ?? '' : words[candidate.end + 1] ?? '';
  if (!FUEL_DEPARTMENTS.has(word) || !isDepartment(word, candidate)) return match;
  return { ...match, category: 'transportation', mcc: '5541', isSubscription: false };
}

/** A tax in the line's words ("… PROPERTY TAX", "… TAX COLLECTOR"): a government paid a tax. */
const TAX_WORDS: ReadonlySet<string> = new Set(['TAX', 'TAXES', 'TAXATION', 'RATES', 'STEUER', 'STEUERN', 'IMPOT', 'IMPOTS', 'IMPUESTO', 'IMPUESTOS', 'TRIBUTO', 'TRIBUTOS', 'IMPOSTA', 'IMPOSTE']);

/** A government paid its tax is coded as a tax payment (9311), not its other services (9399). */
function atTaxOffice(match: KnowledgeMatch, words: readonly string[]): KnowledgeMatch {
  // A vehicle's tax is a licence fee the agency codes as its service ("DVLA VEHICLE TAX").
  if (match.category !== 'government_and_nonprofit' || match.mcc !== '9399' || !words.some((word) => TAX_WORDS.has(word)) || words.includes('VEHICLE')) return match;
  return { ...match, mcc: '9311' };
}

/** Sellers of software and of newspapers and magazines, coded as stores (5734, 5994), keep no counters. */
const NO_COUNTER_MCCS: ReadonlySet<string> = new Set(['5734', '5994']);

/** Categories of shops, whose departments a record without a code may have. */
const STORE_CATEGORIES: ReadonlySet<Category> = new Set(['shopping', 'groceries', 'home', 'transportation']);

/** Departments that sell food and drink. */
const FOOD_DEPARTMENTS: ReadonlySet<string> = new Set(['GROCERY', 'BAKERY', 'DELI', 'CAFE', 'COFFEE', 'LIQUOR', 'WINE', 'FOOD', 'FOODS', 'KITCHEN']);

/** Appliance, electronics, computer and music shops, which sell no food. */
const ELECTRONICS_MCCS = /^57[23]/;

/** Only stores and stations have departments: "UBER CAR WASH" is no part of Uber. */
function isDepartment(word: string, candidate: Candidate): boolean {
  if (!DEPARTMENTS.has(word)) return false;
  const { mcc, category } = candidate.entry.record;
  // A car wash is a fuel station's: a shop's only where it runs one ("HY-VEE CARWASH", not "JUMBO CARWASH").
  if (CAR_WASHES.has(word) && category !== 'transportation' && mcc !== '5300' && !runsFuelStation(candidate)) return false;
  // An electronics, appliance or music shop (572x, 573x) keeps no kitchen, café or deli: "CURRYS
  // KITCHEN" is a restaurant named Curry. (A furniture store's food hall is its own: "IKEA FOOD".)
  if (FOOD_DEPARTMENTS.has(word) && mcc !== null && ELECTRONICS_MCCS.test(mcc) && !ownWords(candidate).has(word)) return false;
  // Stores and stations (MCC 5xxx), but not eating places (58xx): "DENNYS AUTO REPAIR" is a garage;
  // nor clothing, shoe and other specialty shops (56xx, 594x): "PUMA TIRE & AUTO CENTER" is a garage.
  // Without a code, only a shop has departments: "NEWSDAY DELI" is no part of the newspaper; nor
  // has a software seller or a newspaper with one ("ZWIFT CAFE", "THE GUARDIAN CAFE").
  return mcc === null ? STORE_CATEGORIES.has(category) : mcc.startsWith('5') && !mcc.startsWith('58') && !mcc.startsWith('56') && !mcc.startsWith('594') && !NO_COUNTER_MCCS.has(mcc);
}

/**
 * A one-word brand followed by a name and another trade is another business: "TESLA COIL HOBBY
 * SUPPLY", "AMAZON SMITH PLUMBING", "<BRAND> HOUSE CLEANING SVC". The brand's own trade or a
 * department of it ("COSTCO GAS") keeps the brand.
 */
function anotherBusinessFollows(words: readonly string[], candidate: Candidate, analysis: DescriptorAnalysis): boolean {
  if (candidate.entry.wordCount !== 1) return multiWordBrandBeforeAnotherTrade(words, candidate);
  // A one-word brand spelt over two words whose last begins another trade's phrase: "RYAN AIR
  // CONDITIONING" is an installer, not Ryanair.
  if (candidate.end > candidate.start && straddlesAnotherTrade(words, candidate)) return true;
  // A one-word brand joined to another word by "&" is the first half of another name ("QUILL & INK STATIONERS").
  const joined = words[candidate.end + 2];
  if (words[candidate.end + 1] === '&' && joined !== undefined && !COMPANY_JOINS.has(joined)) return true;
  // A one-word brand before an article and a noun is the first word of another name ("CARREFOUR
  // DES ARTS", "CARREFOUR DU PAIN"); before a place or a district it is the brand's branch.
  if (articleNameFollows(words, candidate.end + 1)) return true;
  const { category, mcc } = candidate.entry.record;
  // Words of a name between the brand and a trade: "COSTA DEL SOL TAPAS BAR" is no Costa Coffee.
  let named = false;
  let town = false;
  for (let index = candidate.end + 1; index < words.length; index += 1) {
    const word = words[index] ?? '';
    if (index === candidate.end + 1 && paidByChannel(words, index, category)) continue;
    // Two-word trades too: "AUTO SALES", "HOUSE CLEANING"; their second word is read with them.
    const phrase = tradePhraseAt(words, index);
    const key = phrase ?? word;
    // Where the shop is, though a trade's word spells it: a station or an airport where the brand
    // keeps a branch ("STARBUCKS JEWEL CHANGI AIRPORT"), a district or a mall of the line's country
    // ("WATSONS ION ORCHARD SINGAPORE SG").
    if ((!phrase && branchPlace(word, candidate)) || districtOfLineCountry(key, analysis)) {
      if (phrase) index += 1;
      town = true;
      continue;
    }
    const trade = CATEGORY_WORDS.get(key);
    // "AUTO REPAIR" is a trade of its own, not the "AUTO" department ("DENNYS AUTO REPAIR").
    const department = isDepartment(key, candidate);
    if (phrase) index += 1;
    if (!trade || trade.strength < 2) {
      if (!NEUTRAL_WORDS.has(word) && !COMMON_WORDS.has(word) && !/\d/.test(word) && word.length >= 2) {
        // A country names the brand's national company ("MAPFRE ESPANA SEGUROS"), like a town its branch.
        if (CITY_SET.has(word) || TOWN_SET.has(word) || COUNTRY_SET.has(word)) town = true;
        else named = true;
      }
      continue;
    }
    // A legal form that ends the name is no trade: "TRENITALIA SPA" is the company, not a spa.
    if (COMPANY_FORMS.has(word) && index === words.length - 1 && !phrase) continue;
    if (taxPaidTo(candidate, trade)) continue;
    // The bank's word for the line ("HMRC TAX CREDIT", "… PAYMENT") is no trade of the payee's.
    if (!phrase && LINE_WORDS.has(word)) continue;
    // A carrier sells tickets ("BVG TICKETS BERLIN").
    if (!phrase && carrierTicket(word, category)) continue;
    if (smallShopOfChain(key, candidate)) return true;
    // A restaurant chain sells no cakes: "WENDYS CAKES AND BAKES" is a baker named Wendy.
    if (CAKE_WORDS.has(word) && mcc?.startsWith('58')) return true;
    // …and no other kitchen's dish the brand's own names do not: "GREGGS FISH BAR" is a chippy.
    if (mcc?.startsWith('58') && CUISINE_WORDS.has(key) && !ownWords(candidate).has(word)) return true;
    if (named && !department) return true;
    // A town names the brand's branch before the brand's own trade ("SPIRE SOUTHAMPTON HOSPITAL"),
    // another place before another trade ("STEIGENBERGER FRANKFURT AIRPORT").
    if (town && !department && (!mcc || !trade.mcc || mcc.slice(0, 3) !== trade.mcc.slice(0, 3))) return true;
    // A misspelt brand ("STARBUCK AUTO SALES") is no department of it.
    if (!candidate.fuzzy && department) continue;
    if (trade.category !== category || otherTradeOfCategory(mcc, trade.mcc, category)) return true;
  }
  return false;
}

/**
 * Districts, roads and malls where chains keep branches whose names are also a trade's words
 * (Singapore's ORCHARD, a fruit farm's word elsewhere): a place only on a line of their country.
 */
const DISTRICT_WORDS: ReadonlyMap<string, string> = new Map([
  ['ORCHARD', 'SG'],
]);

function districtOfLineCountry(key: string, analysis: DescriptorAnalysis): boolean {
  const country = DISTRICT_WORDS.get(key);
  return country !== undefined && countryOf(analysis) === country;
}

/** Articles and prepositions that join a name's words in French, Spanish, Italian and Portuguese. */
const NAME_ARTICLES: ReadonlySet<string> = new Set(['DU', 'DES', 'DE', 'DEL', 'DELLA', 'DELLE', 'DEGLI', 'DELLO', 'DOS', 'DAS', 'DO', 'DA']);

/** Ordinary nouns of French and Spanish shop names ("… DU MONDE", "… DES DELICES"). */
const NAME_NOUNS: ReadonlySet<string> = new Set(['PAIN', 'MONDE', 'SOLEIL', 'SAVEURS', 'DELICES', 'MER', 'PALAIS', 'ETOILE', 'SOL', 'MAR', 'SABORES', 'SAPORI']);

function articleNameFollows(words: readonly string[], at: number): boolean {
  if (!NAME_ARTICLES.has(words[at] ?? '')) return false;
  const skip = words[at + 1] === 'LA' || words[at + 1] === 'L' ? 2 : 1;
  const noun = words[at + skip];
  if (noun === undefined || noun.length < 3 || /\d/.test(noun)) return false;
  // An ordinary word or a trade's, not a district's name ("MONOPRIX DES TERNES") nor a town.
  if (!COMMON_WORDS.has(noun) && !CATEGORY_WORDS.has(noun) && !WORDS_NOT_CUTS.has(noun) && !NAME_NOUNS.has(noun)) return false;
  const place = words.slice(at + skip).join(' ');
  return !CITY_SET.has(noun) && !TOWN_SET.has(noun) && !COUNTRY_SET.has(noun) && !CITY_SET.has(place) && !TOWN_SET.has(place);
}

const TICKET_WORDS: ReadonlySet<string> = new Set(['TICKET', 'TICKETS', 'FAHRKARTE', 'FAHRKARTEN', 'FAHRSCHEIN', 'BILLET', 'BILLETS', 'BILJETT', 'BILJETTER', 'BIGLIETTI', 'BILLETES']);

/**
 * A kitchen's own dish or kind of dining room ("FISH BAR", "KEBAB", "SANDWICH BAR", "BISTRO"): a food chain that does not
 * name it in its names is another business ("WENDYS SANDWICH BAR" is a café named Wendy's).
 */
const CUISINE_WORDS: ReadonlySet<string> = new Set(['SANDWICH', 'SANDWICHES', 'SANDWICH BAR', 'BISTRO', 'BRASSERIE', 'TRATTORIA', 'PIZZERIA', 'CREPERIE', 'CARVERY', 'TEA ROOM', 'TEA ROOMS', 'FISH BAR', 'FISH & CHIPS', 'CHIPPY', 'KEBAB', 'KEBABS', 'SUSHI', 'CURRY', 'CURRY HOUSE', 'TANDOORI', 'NOODLE', 'NOODLES', 'RAMEN', 'DIM SUM', 'TAQUERIA', 'TACOS', 'PHO', 'SHAWARMA', 'FALAFEL', 'GYROS']);

/** The words of a brand's names and aliases ("PIZZA" of PIZZA HUT). */
const OWN_WORDS = new WeakMap<MerchantRecord, ReadonlySet<string>>();
function ownWords(candidate: Candidate): ReadonlySet<string> {
  const { record } = candidate.entry;
  let words = OWN_WORDS.get(record);
  if (!words) {
    words = new Set([record.name, ...record.aliases].flatMap((alias) => alias.toUpperCase().split(/[^A-Z0-9&]+/)));
    OWN_WORDS.set(record, words);
  }
  return words;
}

/** The two-word trade that begins at `index` ("AUTO BODY", "HOUSE CLEANING"), read before its first word's own, or null. */
function tradePhraseAt(words: readonly string[], index: number): string | null {
  const phrase = `${words[index] ?? ''} ${words[index + 1] ?? ''}`;
  return CATEGORY_WORDS.has(phrase) ? phrase : null;
}

/** A car wash, which only a fuel station or a warehouse club runs as a department. */
const CAR_WASHES: ReadonlySet<string> = new Set(['CAR WASH', 'CARWASH']);

/** The brand prints a fuel station of its own among its names ("KROGER FUEL", "TESCO PFS"). */
function runsFuelStation(candidate: Candidate): boolean {
  for (const word of ownWords(candidate)) if (FUEL_DEPARTMENTS.has(word)) return true;
  return false;
}

/** What a one-shop clothes seller calls itself, and a chain never prints: "ZARA BOUTIQUE" is a local shop. */
const SMALL_SHOP_WORDS: ReadonlySet<string> = new Set(['BOUTIQUE', 'BOUTIQUES']);

/**
 * A small shop's word after a mass-market clothing chain (5651) is another business's name; a
 * luxury house that names its stores so has the word among its aliases ("… BOUTIQUE").
 */
function smallShopOfChain(key: string, candidate: Candidate): boolean {
  return SMALL_SHOP_WORDS.has(key) && candidate.entry.record.mcc === '5651' && !ownWords(candidate).has(key);
}

/** A cake maker's trade words (CAKE as in CAKE SHOP): no restaurant chain's department. */
const CAKE_WORDS: ReadonlySet<string> = new Set(['CAKES', 'CAKE', 'CUPCAKES', 'CAKERY', 'CUPCAKERY']);

/** A carrier's own ticket ("BVG TICKETS BERLIN"), no theatre's. */
function carrierTicket(word: string, category: Category): boolean {
  return TICKET_WORDS.has(word) && (category === 'transportation' || category === 'travel');
}

/**
 * The word at `index` says how the brand was paid, and nothing after it but a carrier's ticket
 * ("CB SNCF INTERNET", "NMBS MOBILE TICKET"): no trade of another business.
 */
function paidByChannel(words: readonly string[], index: number, category: Category): boolean {
  if (!CHANNEL_WORDS.has(words[index] ?? '')) return false;
  for (let next = index + 1; next < words.length; next += 1) if (!carrierTicket(words[next] ?? '', category)) return false;
  return true;
}

/** What "&" joins to a company's own name: "SIXT GMBH & CO". */
const COMPANY_JOINS: ReadonlySet<string> = new Set(['CO', 'CIE', 'COMPANY', 'KG', 'CO KG']);

/** The bank's words for what a line is: a credit, a payment, a refund; never a trade. */
const LINE_WORDS: ReadonlySet<string> = new Set(['CREDIT', 'CREDITS', 'DEBIT', 'DEBITS', 'PAYMENT', 'PAYMENTS', 'PMT', 'DEPOSIT', 'REFUND', 'TRANSFER', 'XFER', 'REVERSAL']);

/** Words after a brand that say how or by whom it was paid, never what it sells. */
const CHANNEL_WORDS: ReadonlySet<string> = new Set(['INTERNET', 'ONLINE', 'WEB', 'WWW', 'APP', 'MOBILE', 'PHONE', 'TEL', 'PAYMENT', 'PAYMENTS', 'PMT', 'BILL', 'BILLPAY', 'AUTOPAY', 'RECURRING']);

/**
 * A brand of several words directly followed by a trade of another category is another business
 * named like it: "TACO BELL AUTO REPAIR", "HARVEY NORMAN PLUMBING". Only the word right after the
 * brand counts (a trade further on can be a line of the brand's own business), and a store's
 * department ("WHOLE FOODS MARKET"), a legal form ("VODAFONE ITALIA SPA") or the way it was paid
 * ("NYS DMV INTERNET") keeps the brand.
 */
function multiWordBrandBeforeAnotherTrade(words: readonly string[], candidate: Candidate): boolean {
  // The brand's last word begins another trade's phrase: "BRISTOL WATER SPORTS CENTRE".
  const word = words[candidate.end + 1];
  if (word === undefined) return false;
  if (straddlesAnotherTrade(words, candidate)) return true;
  if (COMPANY_FORMS.has(word) || CHANNEL_WORDS.has(word)) return false;
  const key = tradePhraseAt(words, candidate.end + 1) ?? word;
  const trade = CATEGORY_WORDS.get(key);
  if (!trade || trade.strength < 2 || trade.category === candidate.entry.record.category) return false;
  if (NEIGHBOUR_CATEGORIES.get(candidate.entry.record.category)?.includes(trade.category)) return false;
  // Hospitals are foundations in law: "CLEVELAND CLINIC FOUNDATION" is the hospital.
  if (candidate.entry.record.mcc === '8062' && word === 'FOUNDATION') return false;
  return !isDepartment(key, candidate);
}

/** The brand's last word and the next make a trade of another category ("… WATER SPORTS", "… AIR CONDITIONING"). */
function straddlesAnotherTrade(words: readonly string[], candidate: Candidate): boolean {
  const next = words[candidate.end + 1];
  if (next === undefined) return false;
  const straddling = CATEGORY_WORDS.get(`${words[candidate.end] ?? ''} ${next}`);
  return straddling !== undefined && straddling.strength >= 2 && straddling.category !== candidate.entry.record.category;
}

/**
 * Categories one brand commonly spans: a theme park runs resorts, a grocer a café, a city its
 * parking and water ("NYC FINANCE PARKING TIX").
 */
const NEIGHBOUR_CATEGORIES: ReadonlyMap<Category, readonly Category[]> = new Map<Category, readonly Category[]>([
  ['entertainment', ['travel']],
  ['travel', ['entertainment']],
  ['groceries', ['food_and_drink']],
  ['food_and_drink', ['groceries']],
  ['government_and_nonprofit', ['transportation', 'utilities']],
]);

/**
 * Categories whose trades are separate businesses: a rideshare brand does not repair trucks
 * ("LYFT TRUCK REPAIR"), a gym brand does not pull teeth. Elsewhere one brand sells across its
 * category's trades (a marketplace sells books and clothes).
 */
const SEPARATE_TRADES: ReadonlySet<Category> = new Set(['transportation', 'health_and_fitness', 'personal_care', 'education', 'financial_services', 'government_and_nonprofit']);

/** Contractors' codes: landscaping (07xx) and building and its trades (15xx-17xx). */
const CONTRACTOR_MCCS = /^(?:07|1[5-7])/;

/** The trade word's MCC family (first three digits) is not the brand's: another business of the same category. */
function otherTradeOfCategory(brandMcc: string | null, tradeMcc: string | null, category: Category): boolean {
  if (!brandMcc || !tradeMcc) return false;
  // A brand sold only on line has no venue or shop: "HULU THEATER" is a theatre named after it.
  if (DIGITAL_MCCS.has(brandMcc) && !DIGITAL_MCCS.has(tradeMcc)) return true;
  // A contractor (landscaping, building and the building trades) is no shop's department:
  // "LAKELAND ELECTRIC CONTRACTORS" is no Lakeland, the kitchenware shop.
  if (CONTRACTOR_MCCS.test(tradeMcc) !== CONTRACTOR_MCCS.test(brandMcc)) return true;
  // A clothing shop (56xx) sells no other shop's goods: "SIERRA BIKE SHOP" is no Sierra.
  if (category === 'shopping' && brandMcc.startsWith('56') && !tradeMcc.startsWith('56')) return true;
  if (!SEPARATE_TRADES.has(category)) return false;
  return brandMcc.slice(0, 3) !== tradeMcc.slice(0, 3);
}

/**
 * A brand stands where the merchant's name is. Before it may come bank and card words of any
 * language (known or not: "PAGAMENTO POS", "KORTKOP", "RECIBO"), codes and numbers; but a word
 * of a trade or an ordinary word makes the brand part of another business's name:
 * "TAQUERIA EL BUEN GUSTO" is no Gusto, "ALQUILERES COSTA BRAVA" no Costa Coffee.
 */
function standsWhereNameIs(words: readonly string[], start: number): boolean {
  // The word before and the brand's first make a trade: "A&W AUTO BODY SHOP" is no Body Shop.
  if (start > 0 && (CATEGORY_WORDS.get(`${words[start - 1] ?? ''} ${words[start] ?? ''}`)?.strength ?? 0) >= 2) return false;
  for (let index = 0; index < start; index += 1) {
    const word = words[index] ?? '';
    if (BANK_VOCABULARY.has(word) || NEUTRAL_WORDS.has(word) || /\d/.test(word)) continue;
    if ((CATEGORY_WORDS.get(word)?.strength ?? 0) >= 2 || COMMON_WORDS.has(word)) return false;
    // A trade of two or three words ("CHAMBRES D HOTES LA REDOUTE" is no La Redoute).
    for (let end = index + 2; end <= Math.min(start, index + 3); end += 1) {
      if ((CATEGORY_WORDS.get(words.slice(index, end).join(' '))?.strength ?? 0) >= 2) return false;
    }
  }
  return true;
}

/**
 * Words that name an organisation or a kind of place that is no trade and no part of a brand's
 * own printed forms: a brand word before one is another organisation's name ("NIKE MEMORIAL
 * GARDEN", "AMAZON HOLDINGS LLC", "TARGET HOLDINGS LLC"), unless the brand is itself that kind of
 * organisation (the categories or MCCs listed: a gym's "CLUB", a bank's "TRUST", a warehouse
 * club's "CLUB", a garden centre's "GARDEN"). A brand's own forms that carry one are aliases ("YETI
 * HOLDINGS", "OLIVE GARDEN", "SAMS CLUB") and match as the longer alias first.
 */
const ORGANISATION_WORDS: ReadonlyMap<string, readonly string[]> = new Map<string, readonly string[]>([
  ['MEMORIAL', ['health_and_fitness', 'government_and_nonprofit']],
  ['GARDEN', ['entertainment', 'home', 'food_and_drink']],
  ['GARDENS', ['entertainment', 'home', 'food_and_drink']],
  ['HOLDINGS', []],
  ['HOLDING', []],
  ['ENTERPRISES', []],
  ['VENTURES', []],
  ['PROPERTIES', ['home']],
  ['INVESTMENTS', ['financial_services']],
  ['CAPITAL', ['financial_services']],
  ['PARTNERS', ['financial_services', 'business_services']],
  ['ASSOCIATES', ['business_services', 'health_and_fitness']],
  ['TRUST', ['financial_services', 'government_and_nonprofit']],
  ['TRUSTEES', ['financial_services', 'government_and_nonprofit']],
  ['FEDERAL', ['financial_services', 'government_and_nonprofit']],
  ['RETIREMENT', ['financial_services']],
  // Warehouse clubs (MCC 5300) are clubs whatever their category.
  ['CLUB', ['health_and_fitness', 'entertainment', 'groceries', 'food_and_drink', '5300']],
  ['FELLOWSHIP', ['government_and_nonprofit']],
  ['LEAGUE', ['government_and_nonprofit', 'entertainment']],
  ['CEMETERY', ['government_and_nonprofit']],
  ['MUSEUM', ['entertainment', 'government_and_nonprofit']],
  ['COMMUNITY', ['government_and_nonprofit', 'education', 'health_and_fitness']],
  ['HOMEOWNERS', ['home']],
  ['HOA', ['home']],
  ['CONDOMINIUM', ['home']],
  ['CONDOMINIUMS', ['home']],
  ['APARTMENTS', ['home']],
  ['ASSN', ['government_and_nonprofit']],
  ['ASSOCIATION', ['government_and_nonprofit', 'financial_services']],
  ['ASSOC', ['government_and_nonprofit']],
]);

/** The word names another kind of organisation than the brand is (by its category or MCC). */
function otherOrganisation(word: string, category: Category, mcc: string | null = null): boolean {
  const own = ORGANISATION_WORDS.get(word);
  return own !== undefined && !own.includes(category) && (mcc === null || !own.includes(mcc));
}

/**
 * Words that end a place name begun by an organisation word: "GARDEN CITY", "GARDEN GROVE",
 * "MEMORIAL CITY" are towns and districts ("TARGET GARDEN CITY NY" is Target).
 */
const PLACE_ENDINGS: ReadonlySet<string> = new Set('CITY GROVE VALLEY HEIGHTS HILLS PARK BEACH SPRINGS RIDGE FALLS LAKES STATION VILLAGE PLAZA MALL SQUARE DR RD ST AVE BLVD HWY PKWY WAY LN'.split(' '));

/** An organisation word, not the start of a place, follows the brand. */
function organisationFollows(words: readonly string[], candidate: Candidate, analysis: DescriptorAnalysis): boolean {
  for (let index = candidate.end + 1; index < words.length; index += 1) {
    const word = words[index] ?? '';
    if (!otherOrganisation(word, candidate.entry.record.category, candidate.entry.record.mcc)) continue;
    const next = words[index + 1];
    if (next !== undefined && PLACE_ENDINGS.has(next)) continue;
    // A kind of the brand's own shop: "NIKE COMMUNITY STORE 123" (the normalized words drop the
    // store label before its number; the detailed words keep it).
    if (STOREFRONT_WORDS.has(next ?? '') || STOREFRONT_WORDS.has(wordAfter(analysis.detailed, word))) continue;
    if (TOWN_SET.has(`${word} ${next ?? ''}`)) continue;
    return true;
  }
  return false;
}

/** Venues that sell their name: "T-MOBILE ARENA", "HULU THEATER", "CAPITAL ONE ARENA". */
const VENUE_WORDS: ReadonlySet<string> = new Set(['ARENA', 'STADIUM', 'AMPHITHEATER', 'AMPHITHEATRE', 'BALLPARK', 'COLISEUM', 'THEATER', 'THEATRE', 'PAVILION']);

/**
 * A venue word after a brand that runs no venues (its MCC is no cinema, theatre, sport or
 * attraction, 78xx–79xx) names a venue that bought the brand's name, whoever the brand is.
 */
function venueFollows(words: readonly string[], candidate: Candidate): boolean {
  const { mcc } = candidate.entry.record;
  if (mcc !== null && (mcc.startsWith('78') || mcc.startsWith('79'))) return false;
  for (let index = candidate.end + 1; index < words.length; index += 1) if (VENUE_WORDS.has(words[index] ?? '')) return true;
  return false;
}

/** The word after `word` in the detailed words, if any. */
function wordAfter(detailed: string | undefined, word: string): string {
  if (!detailed) return '';
  const words = detailed.split(' ');
  return words[words.indexOf(word) + 1] ?? '';
}

/**
 * The brand printed a star after its name: what follows is its own reference (a campaign, an
 * order, a seller), not another organisation's name ("GOFUNDME *COMMUNITY GARDEN").
 */
function referenceFollows(words: readonly string[], candidate: Candidate, analysis: DescriptorAnalysis): boolean {
  return starFollows(analysis.folded, words[candidate.end] ?? '');
}

/** A star follows the word where it first stands in the folded line ("MICROSOFT*SUPPORT", "NORTON *SUBSCRIPTION"). */
function starFollows(folded: string, word: string): boolean {
  const at = folded.indexOf(word);
  return word.length > 0 && at >= 0 && /^\s*\*/.test(folded.slice(at + word.length));
}

/** A company's legal form after a person-to-person service names a business it paid ("ZELLE PAYMENT TO GREEN THUMB LAWN CARE LLC"). */
const COMPANY_PAYEE = /\s(?:LLC|INC|LTD|LIMITED|CORP|CORPORATION|PLLC|LLP|PTY|GMBH)\b/;

/**
 * The service's own legal form, right after its first word or two, is no payee's: "REVOLUT LTD
 * TRANSFER FROM NAGY ESZTER", "WISE PAYMENTS LIMITED REF … IOANA POPESCU" pay a person through
 * the service ("ZELLE TO ACME PLUMBING LLC" still pays a company).
 */
const SERVICE_OWN_FORM = /^([^\s]+(?: (?:PAYMENTS|EUROPE|BANK|UK|US))?) (?:LLC|INC|LTD|LIMITED|CORP|CORPORATION|PLC|SA|S\.?A\.?|UAB|BV|B\.V\.)(?=\s|$)/;

function namesCompanyPayee(folded: string): boolean {
  return COMPANY_PAYEE.test(folded.replace(SERVICE_OWN_FORM, '$1'));
}

/**
 * A person-to-person service's name comes first and a person follows ("VENMO JANE DOE"); but an
 * organisation word or another trade right after it names a business ("VENMO INSURANCE").
 */
function personFollows(words: readonly string[], candidate: Candidate): boolean {
  // After a bank rail's own code, a payee whose name carries a trade is a business ("FPO KWIK FIX PLUMBING").
  // The rail's alias may carry its direction ("PIX RECEBIDO SALAO BELEZA PURA").
  const alias = candidate.entry.alias.toUpperCase();
  if ((PAYEE_RAILS.test(alias) || PAYEE_RAILS.test(alias.split(' ')[0] ?? '')) && payeeHasTrade(words, afterRailWords(words, candidate.end + 1))) return false;
  // …and so it is after the service's own "TO" ("ZELLE PAYMENT TO DELTA PLUMBING & HEATING").
  const payee = payeeAfterLead(words, candidate.end + 1);
  if (payee > 0 && payeeHasTrade(words, payee)) return false;
  const next = words[candidate.end + 1];
  if (next === undefined || BANK_VOCABULARY.has(next)) return true;
  if (otherOrganisation(next, candidate.entry.record.category, candidate.entry.record.mcc)) return false;
  const trade = CATEGORY_WORDS.get(next);
  if (!trade || trade.strength < 3) return true;
  const { category, mcc } = candidate.entry.record;
  return trade.category === category && !otherTradeOfCategory(mcc, trade.mcc, category);
}

/** Another organisation's word or a strong trade word comes right after a person-to-person service's prefix (a money service's own words, TRUST or CAPITAL, do not count). */
function nameFollowsHint(words: readonly string[], hint: string): boolean {
  const next = words[hint.split(' ').length] ?? '';
  if (otherOrganisation(next, 'financial_services') || (CATEGORY_WORDS.get(next)?.strength ?? 0) >= 3) return true;
  // After a bank rail's code, a payee whose name carries a trade is a business ("FPO KWIK FIX PLUMBING").
  if (PAYEE_RAILS.test(hint) && payeeHasTrade(words, afterRailWords(words, hint.split(' ').length))) return true;
  const payee = payeeAfterLead(words, hint.split(' ').length);
  return payee > 0 && payeeHasTrade(words, payee);
}

/**
 * Where the payee begins after a person-to-person service's own words and its "TO", "FROM" or
 * "VIA" ("ZELLE PAYMENT TO …", "VENMO SENT TO …"), or -1 when no such word follows them.
 */
function payeeAfterLead(words: readonly string[], from: number): number {
  let index = from;
  while (index < from + 2 && !PAYEE_LEAD.has(words[index] ?? '') && (BANK_VOCABULARY.has(words[index] ?? '') || SERVICE_WORDS.has(words[index] ?? ''))) index += 1;
  if (!PAYEE_LEAD.has(words[index] ?? '')) return -1;
  while (PAYEE_LEAD.has(words[index] ?? '')) index += 1;
  return index < words.length ? index : -1;
}

/** A payment service's words for a transfer that banks' vocabulary leaves out. */
const SERVICE_WORDS: ReadonlySet<string> = new Set(['SENT', 'SEND', 'RECEIVED', 'MONEY', 'INSTANT', 'REQUEST']);

/** Words that end a payee's name and begin what the payment was for ("… REF RENT"). */
const PURPOSE_LEADS: ReadonlySet<string> = new Set(['REF', 'REFERENCE', 'FOR', 'MEMO', 'RE']);

/**
 * A word of a trade in the payee's name, from `from` up to the reference. A payee that begins as
 * a person's name does ("ZELLE TO MARY CARPENTER", "… MARIA LOPEZ RENT", "… J SMITH PLUMBING") is
 * a person, whatever trade or purpose follows: a sole trader's name is a person's too.
 */
function payeeHasTrade(words: readonly string[], from: number): boolean {
  const first = words[from] ?? '';
  if (isListedGivenName(first) || (first.length === 1 && isListedSurname(words[from + 1] ?? ''))) return false;
  // …or a surname first, as Vietnamese, Chinese and Hungarian names are written ("NGUYEN THI HOA").
  if (first.length >= 2 && isListedSurname(first) && isListedGivenName(words[from + 1] ?? '')) return false;
  for (let index = from; index < words.length; index += 1) {
    const word = words[index] ?? '';
    if (PURPOSE_LEADS.has(word)) return false;
    // …or a trade of two words ("OFICINA MECANICA", "AUTO ESCOLA").
    if ((CATEGORY_WORDS.get(word)?.strength ?? 0) >= 3 || (CATEGORY_WORDS.get(`${word} ${words[index + 1] ?? ''}`)?.strength ?? 0) >= 3) return true;
  }
  return false;
}

/** MCCs of brands sold only on line or over the air: streaming, games, software, app stores. */
const DIGITAL_MCCS: ReadonlySet<string> = new Set(['4816', '4899', '5815', '5816', '5817', '5818', '7372']);
const STOREFRONT_WORDS: ReadonlySet<string> = new Set(['STORE', 'STORES', 'SHOP', 'OUTLET', 'BOUTIQUE']);

/**
 * A brand that has no shops followed by a shop and its number is a shop of another business
 * that shares the name ("PANDORA STORE 123" is no Pandora the music service). The normalized
 * words drop store labels, so the detailed words are read.
 */
function shopOfDigitalBrand(candidate: Candidate, analysis: DescriptorAnalysis): boolean {
  const { mcc } = candidate.entry.record;
  if (!analysis.detailed || mcc === null || !DIGITAL_MCCS.has(mcc)) return false;
  const detailed = analysis.detailed.split(' ');
  // After the whole alias: the brand's own "APPLE STORE R102" names its shop.
  for (let index = candidate.end + 1; index < detailed.length; index += 1) {
    if (STOREFRONT_WORDS.has(detailed[index] ?? '') && /\d/.test(detailed[index + 1] ?? '')) return true;
  }
  return false;
}

/**
 * A one-word brand spelt as two or more ordinary words ("SHELL POINT" of SHELLPOINT, "JET BLUE"
 * of JETBLUE): the words may as well be another name, so they name the brand only as the whole
 * merchant part, like a weak alias.
 */
function splitIntoWords(words: readonly string[], candidate: Candidate): boolean {
  if (candidate.entry.wordCount !== 1 || candidate.end === candidate.start) return false;
  // After another name the words are that business's trade: "SMITHS AUTO GLASS" is no Autoglass
  // (a bank's code before it is no name: "DF PAK N SAVE").
  const before = words[candidate.start - 1] ?? '';
  if (before.length >= 3 && /^[A-Z]+$/.test(before) && !BANK_VOCABULARY.has(before) && !NEUTRAL_WORDS.has(before)) return true;
  return words.slice(candidate.start, candidate.end + 1).every((word) => COMMON_WORDS.has(word) || FUNCTION_WORDS.has(word));
}

/** Articles and prepositions of the languages on statements: "EN EL CORTE INGLES" spells no ENEL. */
const FUNCTION_WORDS: ReadonlySet<string> = new Set(['THE', 'OF', 'AT', 'IN', 'ON', 'EN', 'EL', 'LA', 'LE', 'LES', 'LOS', 'LAS', 'DE', 'DEL', 'DU', 'DES', 'AU', 'AUX', 'AL', 'DER', 'DIE', 'DAS', 'DEN', 'HET', 'IL', 'DI', 'DA', 'ET', 'Y', 'UND']);

/** A venue or another organisation bought the brand's name ("CRYPTO.COM ARENA", "AMAZON HOLDINGS LLC"). */
function namesAnotherPlace(words: readonly string[], candidate: Candidate, analysis: DescriptorAnalysis): boolean {
  return venueFollows(words, candidate) || (organisationFollows(words, candidate, analysis) && !referenceFollows(words, candidate, analysis));
}

/** The brand's word begins a town's name ("COLES BAY CAFE", "SHELL COVE BAKERY"): the place, not the brand. */
function beginsTown(words: readonly string[], candidate: Candidate): boolean {
  const next = words[candidate.end + 1];
  if (candidate.entry.wordCount !== 1 || next === undefined) return false;
  const place = `${words[candidate.end] ?? ''} ${next}`;
  return TOWN_SET.has(place) || CITY_SET.has(place);
}

/**
 * A one-word brand spelt as a bank's own word, with more of the bank's words after it, is the
 * bank's line: "ABM WITHDRAWAL 0412 TORONTO ON" is cash from a Canadian cash machine (an ABM),
 * not ABM Industries, and "TOTAL PAYMENT" no TotalEnergies; "ABM INDUSTRIES" still names it.
 */
function bankWordsFollow(words: readonly string[], candidate: Candidate): boolean {
  const next = words[candidate.end + 1];
  return candidate.entry.wordCount === 1 && next !== undefined && BANK_VOCABULARY.has(words[candidate.start] ?? '') && BANK_VOCABULARY.has(next);
}

/**
 * A brand whose names have no apostrophe, printed as a possessive with more of a name after it, is
 * someone's business: "CURRY'S SPICE HOUSE" is a restaurant, not Currys, which never prints one.
 * A town or nothing after it keeps the brand.
 */
function possessiveOfAnotherName(words: readonly string[], candidate: Candidate, analysis: DescriptorAnalysis): boolean {
  if (!analysis.folded.includes("'")) return false;
  const last = words[candidate.end] ?? '';
  const next = words[candidate.end + 1];
  if (!last.endsWith('S') || last.length < 4 || next === undefined || /\d/.test(next) || NEUTRAL_WORDS.has(next) || CITY_SET.has(next) || TOWN_SET.has(next) || COUNTRY_SET.has(next)) return false;
  const possessive = `${last.slice(0, -1)}'S`;
  const at = analysis.folded.indexOf(possessive);
  if (at < 0 || /[A-Z]/.test(analysis.folded[at - 1] ?? '')) return false;
  const { record } = candidate.entry;
  return ![record.name, ...record.aliases].some((alias) => /['\u2019]/.test(alias));
}

/** Three or more words joined by hyphens: a phrase printed as one name ("PRET-A-PORTER"). */
const HYPHENED_PHRASE = /[A-Z0-9]+(?:-[A-Z0-9]+){2,}/g;

/** The short words that join a phrase's words in English, French, Spanish and Italian ("PRET-A-PORTER", "JACK-OF-ALL-TRADES"). */
const JOINING_WORDS: ReadonlySet<string> = new Set(['A', 'AU', 'AUX', 'DE', 'DU', 'LA', 'LE', 'EN', 'OF', 'THE', 'AND', 'N', 'IN', 'ON', 'TO', 'Y', 'E', 'DI', 'DA', 'EL']);

/**
 * The brand's words are part of a hyphened phrase with a joining word and words not the brand's:
 * "PRET-A-PORTER ALTERATIONS" is a tailor, not Pret A Manger. A brand's own hyphened name
 * ("CHICK-FIL-A") is all its own words.
 */
function insideHyphenedPhrase(words: readonly string[], candidate: Candidate, analysis: DescriptorAnalysis): boolean {
  if (!analysis.folded.includes('-')) return false;
  const brand = words.slice(candidate.start, candidate.end + 1);
  const own = ownWords(candidate);
  for (const [phrase] of analysis.folded.matchAll(HYPHENED_PHRASE)) {
    const parts = phrase.split('-');
    const at = parts.findIndex((_, index) => brand.every((word, offset) => parts[index + offset] === word));
    if (at < 0) continue;
    const rest = [...parts.slice(0, at), ...parts.slice(at + brand.length)];
    if (rest.some((part) => JOINING_WORDS.has(part) && !own.has(part)) && rest.some((part) => /^[A-Z]{3,}$/.test(part) && !own.has(part) && !JOINING_WORDS.has(part))) return true;
  }
  return false;
}

/**
 * A cut of a brand's name that ends on a joining word, followed by a word not the brand's: "PRET
 * A PORTER" goes on as another phrase than PRET A MANGER; a statement's cut ends there.
 */
function endsOnJoiningWord(words: readonly string[], candidate: Candidate): boolean {
  if (candidate.end === candidate.start || !JOINING_WORDS.has(words[candidate.end] ?? '')) return false;
  const next = words[candidate.end + 1];
  if (next === undefined || !/^[A-Z]{3,}$/.test(next) || NEUTRAL_WORDS.has(next) || CITY_SET.has(next) || TOWN_SET.has(next) || COUNTRY_SET.has(next)) return false;
  return !ownWords(candidate).has(next);
}

/** Nothing but the bank's words before `start` ("PRZELEW ZUS …", "PAGO SAT …"): a short code there still leads the name. */
function bankWordsOnlyBefore(words: readonly string[], start: number): boolean {
  for (let index = 0; index < start; index += 1) if (words[index] === 'THE' || !BANK_VOCABULARY.has(words[index] ?? '')) return false;
  return true;
}

/** An "&" joins words of a name before `start`. */
function joinedBefore(words: readonly string[], start: number): boolean {
  for (let index = 1; index < start; index += 1) if (words[index] === '&') return true;
  return false;
}

function accepts(words: readonly string[], candidate: Candidate, analysis: DescriptorAnalysis): boolean {
  const { entry, start } = candidate;
  if (beginsTown(words, candidate) || bankWordsFollow(words, candidate) || possessiveOfAnotherName(words, candidate, analysis)) return false;
  if (insideHyphenedPhrase(words, candidate, analysis) || endsOnJoiningWord(words, candidate)) return false;
  if (start === 0 && analysis.processorRole === 'p2p') return personFollows(words, candidate) && !namesCompanyPayee(analysis.folded);
  if (start > 0 && !standsWhereNameIs(words, start)) return false;
  if (namesAnotherPlace(words, candidate, analysis) || shopOfDigitalBrand(candidate, analysis)) return false;
  if (entry.weakness === 'word' || splitIntoWords(words, candidate)) return start === 0 && weakWordStands(words, candidate, analysis);
  if (entry.weakness === 'short') return (start === 0 || bankWordsOnlyBefore(words, start)) && noOtherTradeFollows(words, candidate);
  // A surname names the brand only where the merchant's name begins: after a name it is a person's.
  if (entry.weakness === 'surname' && start > 0) return false;
  if (anotherBusinessFollows(words, candidate, analysis)) return false;
  // One word inside a longer name is more often a coincidence than the merchant, and after a name
  // joined by "&" it is that name's last word ("NETTLE & RYE WHOLEFOODS").
  if (start > 0 && entry.wordCount === 1) return entry.keyLength >= 4 && !joinedBefore(words, start) && noOtherTradeFollows(words, candidate);
  return true;
}

/** The country the line being matched was printed in (or the strict reading), null when none. */
function countryOf(analysis: DescriptorAnalysis, strict = false): string | null {
  return descriptorCountry(analysis, strict) ?? null;
}

/**
 * The entry of a key for this line: the key's own (`entry`), or the merchant of another country that
 * prints the same name when the line was printed there ("NETTO 1234 KOBENHAVN" is Denmark's Netto).
 */
function entryFor(index: AliasIndex, key: string, entry: AliasEntry | undefined, analysis: DescriptorAnalysis): AliasEntry | undefined {
  const variants = index.variants.get(key);
  if (!variants) return entry;
  const country = countryOf(analysis);
  if (country === null || entry?.record.countries.includes(country)) return entry;
  return variants.find((variant) => variant.record.countries.includes(country)) ?? entry;
}

/** Exact candidates starting at `start`, longest first. */
function candidatesAt(index: AliasIndex, all: readonly string[], start: number, analysis: DescriptorAnalysis): Candidate[] {
  const found: Candidate[] = [];
  let key = '';
  // The key's hash grows with the key: each word is hashed once for both filters.
  let hash = EMPTY_HASH;
  for (let end = start; end < all.length && end < start + MAX_ALIAS_WORDS; end += 1) {
    const part = tokenKey(all[end] ?? '');
    key += part;
    hash = extendHash(hash, part);
    // Most words are no key and begin none: the compact filter says so without a map lookup.
    if (part.length === 0 || !index.keysOrPrefixes.hasHash(hash)) break;
    // The filter also says yes to the keys only other countries' merchants have.
    const goesOn = index.prefixes.hasHash(hash);
    // Most sequences that begin a key are none: the filter of whole keys says so without a lookup.
    if (index.keys.hasHash(hash)) {
      const own = index.byKey.get(key);
      const entry = own?.shared || (own === undefined && goesOn) ? entryFor(index, key, own, analysis) : own;
      if (entry) found.unshift({ start, end, entry, fuzzy: false });
    }
    // No alias goes on from here: most words start no alias at all.
    if (!goesOn) break;
  }
  return found;
}

/** Host matches (exact web address of a merchant) keyed by the word position of the address. */
function hostCandidates(index: AliasIndex, words: readonly string[], analysis: DescriptorAnalysis): Map<number, AliasEntry> | null {
  if (!analysis.hosts || analysis.hosts.length === 0) return null;
  const byStart = new Map<number, AliasEntry>();
  for (const host of analysis.hosts) {
    const entry = index.byHost.get(host.host) ?? index.byHost.get(host.registrable);
    if (!entry) continue;
    const position = host.word ? words.indexOf(host.word) : -1;
    const start = position >= 0 ? position : words.length;
    if (!byStart.has(start)) byStart.set(start, entry);
  }
  return byStart;
}

/**
 * Scans the detailed words ("MICROSOFT 365", "THE UPS STORE") for an alias that needs a number or
 * store label the normalized words lack.
 */
function scanDetailed(index: AliasIndex, detailed: readonly string[], words: readonly string[], tail: readonly string[], analysis: DescriptorAnalysis): KnowledgeMatch | null {
  const all = [...detailed, ...tail];
  const plain = new Set(words);
  // Brand numbers lead the name ("FOREVER 21", "THE UPS STORE"); later ones are addresses.
  const starts = detailed[0] === 'THE' ? 2 : 1;
  for (let start = 0; start < Math.min(starts, detailed.length); start += 1) {
    const found = candidatesAt(index, all, start, analysis).find(
      (candidate) => all.slice(candidate.start, candidate.end + 1).some((word) => !plain.has(word)) && accepts(detailed, candidate, analysis),
    );
    if (found) return toMatch(found.entry, false);
  }
  return null;
}

function scan(index: AliasIndex, words: readonly string[], tail: readonly string[], analysis: DescriptorAnalysis): KnowledgeMatch | null {
  const all = tail.length === 0 ? words : [...words, ...tail];
  const hosts = hostCandidates(index, words, analysis);
  for (let start = 0; start < words.length; start += 1) {
    const host = hosts?.get(start);
    // The longest alias the line's words let stand.
    const best = candidatesAt(index, all, start, analysis).find((candidate) => accepts(words, candidate, analysis));
    // An exact web address beats a one-word alias ("AMAZON.CO.UK" gives amazon.co.uk), but not
    // a more specific alias at the same place ("UBER EATS help.uber.com" is Uber Eats).
    if (host && (!best || best.entry.wordCount < 2) && !namesAnotherPlace(words, { start, end: start, entry: host, fuzzy: false }, analysis)) return toMatch(host, false);
    if (best) return atTaxOffice(atFuelDepartment(toMatch(cutPlanAlias(index, words, best, analysis) ?? laterPlanAlias(index, words, all, best, analysis) ?? best.entry, false), all, best), all);
  }
  const trailingHost = hosts?.get(words.length);
  if (trailingHost) return toMatch(trailingHost, false);
  const fuzzy = findFuzzy(index, words);
  if (!fuzzy || !accepts(words, fuzzy, analysis)) return null;
  // A one-word misspelling stands only alone: beside other name words it is another name
  // ("ABUELAS EMPANADAS" is no Abuelo's). A cut ("BUFFALO WILD WIN") is a prefix, not a typo.
  const typed = sequenceKey(words.slice(fuzzy.start, fuzzy.end + 1));
  // Only the end of a name is cut: a shorter spelling with more name after it ("MICHAEL HILL")
  // is no cut of a brand ("MICHAELS"), and judged as a misspelling.
  const cut = fuzzy.end === words.length - 1 && fuzzy.entry.alias.toUpperCase().replace(/[^A-Z0-9]/g, '').startsWith(typed);
  const isTypo = !index.sortedKeys.includes(typed) && !cut;
  // A brand that prints its own lines from its own systems is never misspelt on them: its name
  // with a letter doubled or two swapped ("NETTFLIX", "SPOTFIY") is a look-alike's. A letter
  // left out may be the network's abbreviation ("TICKETMASTR"), and stays a fuzzy match.
  if (isTypo && fuzzy.start === fuzzy.end && squatted(index, words[fuzzy.start] ?? '')) return null;
  const others = words.filter((word, position) => (position < fuzzy.start || position > fuzzy.end) && isNameWord(word));
  if (isTypo && fuzzy.entry.wordCount === 1 && others.length > 0) {
    // Unless, spelt right, the words are one of the brand's own names ("STARBUKS COFFEE").
    const corrected = words.slice(0, fuzzy.start).concat(fuzzy.entry.alias.toUpperCase().split(/\s+/), words.slice(fuzzy.end + 1));
    if (index.byKey.get(sequenceKey(corrected))?.record !== fuzzy.entry.record) return null;
  }
  // A cut one-word brand after a name word is a surname ("MARGARET O'BRIEN", "ANNA DISNEY"):
  // a card network cuts the end of the merchant field, and the name stood before the brand.
  if (cut && fuzzy.entry.wordCount === 1 && words.slice(0, fuzzy.start).some(isNameWord)) return null;
  // …and so is one cut after a name joined by "&" ("NETTLE & RYE WHOLEFOO").
  if (cut && joinedBefore(words, fuzzy.start)) return null;
  return toMatch(fuzzy.entry, true);
}

/**
 * The line's first word is a brand that prints its own lines (or a shop's own, online), misspelt
 * the typosquat's ways: a letter doubled ("PAYPALL", "NETTFLIX") or two letters swapped ("AMZAON",
 * "SPOTFIY", "MIRCOSOFT"). The look-alike's own line, which names no merchant. A letter changed
 * or left out is not read so: many a local name is one letter from a brand ("NETFLEX PHYSIO",
 * "MILLERS" of Millets, "BARCLAY CABS"). A word that is itself a name or a word is left alone.
 */
function misspeltSelfPrinted(index: AliasIndex, words: readonly string[]): boolean {
  return squatted(index, words[0] ?? '');
}

/** `word` is a self-printing brand's one-word name with a letter doubled or two letters swapped. */
function squatted(index: AliasIndex, first: string): boolean {
  if (first.length < MIN_SQUAT_LENGTH || !/^[A-Z]+$/.test(first) || index.byKey.has(first) || COMMON_WORDS.has(first) || CATEGORY_WORDS.has(first) || BANK_VOCABULARY.has(first)) return false;
  // A letter tripled is in no word or name, so a brand that is also a word counts too ("APPPLE").
  const brand = (key: string, tripled = false): boolean => {
    const entry = index.byKey.get(key);
    return entry !== undefined && entry.wordCount === 1 && (tripled || entry.weakness === 'none') && entry.keyLength >= MIN_SQUAT_LENGTH && SQUATTED.has(entry.record.category);
  };
  for (let at = 1; at < first.length; at += 1) {
    if (first[at] === first[at - 1] && brand(first.slice(0, at) + first.slice(at + 1), first[at] === first[at + 1])) return true;
    if (first[at] !== first[at - 1] && brand(first.slice(0, at - 1) + first[at] + first[at - 1] + first.slice(at + 1))) return true;
  }
  return false;
}

/** Brands misspelt in a line's first word are read from five letters on ("APLPE"). */
const MIN_SQUAT_LENGTH = 5;

/**
 * A brand's name, then the statement's cut of one of its plans' longer aliases ending the line
 * ("MARKS&SPENCER SIMPLY FOO" of MARKS&SPENCER SIMPLY FOOD), or ending before the brand's billing
 * address ("MICROSOFT*XBOX GAME PA MSBILL.INFO"): the plan's entry.
 */
function cutPlanAlias(index: AliasIndex, words: readonly string[], best: Candidate, analysis: DescriptorAnalysis): AliasEntry | null {
  if (!best.entry.record.plans || best.entry.plan) return null;
  let end = words.length;
  while (end > best.end + 1 && analysis.hosts?.some((host) => host.word === words[end - 1])) end -= 1;
  if (best.end >= end - 1) return null;
  const key = sequenceKey(words.slice(best.start, end));
  const at = firstKeyAtLeast(index.sortedKeys, key);
  const longer = index.sortedKeys[at];
  if (longer === undefined || longer === key || !longer.startsWith(key)) return null;
  const entry = index.byKey.get(longer);
  return entry?.record === best.entry.record && entry.plan ? entry : null;
}

/**
 * A brand's name, then one of its plans named whole later in the line ("MARKS & SPENCER / M&S
 * FOOD 0412"): the plan's entry, whose billing facts are the line's.
 */
function laterPlanAlias(index: AliasIndex, words: readonly string[], all: readonly string[], best: Candidate, analysis: DescriptorAnalysis): AliasEntry | null {
  if (!best.entry.record.plans || best.entry.plan) return null;
  for (let start = best.end + 1; start < words.length; start += 1) {
    const plan = candidatesAt(index, all, start, analysis).find((candidate) => candidate.entry.record === best.entry.record && candidate.entry.plan && accepts(words, candidate, analysis));
    if (plan) return plan.entry;
  }
  return null;
}

/** A word that can be part of a name: no neutral or bank word, no number. */
function isNameWord(word: string): boolean {
  return !NEUTRAL_WORDS.has(word) && !BANK_VOCABULARY.has(word) && !/\d/.test(word);
}

/** Legal forms as wallets print them glued to a name, without spaces. */
const GLUED_LEGAL_FORMS = ['PTYLTD', 'PTYLIMITED', 'LIMITED', 'LTD', 'INC', 'LLC', 'GMBH', 'SARL', 'CORP', 'PLC', 'BV', 'AB', 'SA', 'SL', 'SRL', 'SPA', 'AG', 'ASA', 'OY', 'APS', 'PTELTD', 'COM'];

/**
 * A merchant's alias glued to its legal form, perhaps cut ("CANVAPTYLIM" of CANVA PTY LIMITED,
 * "NETFLIXCOM"): the longest alias of four letters or more that the word begins with, when what
 * follows begins a legal form.
 */
function gluedToLegalForm(index: AliasIndex, word: string): KnowledgeMatch | null {
  for (let length = word.length - 2; length >= 4; length -= 1) {
    const rest = word.slice(length);
    if (!GLUED_LEGAL_FORMS.some((form) => form.startsWith(rest))) continue;
    const entry = index.byKey.get(word.slice(0, length));
    if (entry && entry.weakness === 'none') return toMatch(entry, false);
  }
  return null;
}

/**
 * A shop's web address printed without its dots as the line's first word, often glued to an order
 * number the normalizer cuts ("BESTBUYCOM806234567890 888-BESTBUY MN", "TARGETCOM 800-591-3869
 * MN", "WWWBESTBUYCOM"): the merchant whose own site that is, or whose full name (no ordinary word, place or
 * surname) stands before COM. Read only where no alias named the line, so "TELECOM" and a shop
 * called "…COM" stay theirs.
 */
function gluedWebAddress(index: AliasIndex, word: string): KnowledgeMatch | null {
  if (word.length < 6 || !word.endsWith('COM')) return null;
  // Some print the address's WWW too ("WWWBESTBUYCOM").
  const stem = word.slice(word.startsWith('WWW') ? 3 : 0, -3);
  const site = index.byHost.get(`${stem.toLowerCase()}.com`);
  if (site) return toMatch(site, false);
  const entry = index.byKey.get(stem);
  return entry && entry.weakness === 'none' && entry.wordCount > 0 && stem.length >= 5 ? toMatch(entry, false) : null;
}

function lookupHint(index: AliasIndex, hint: string): KnowledgeMatch | null {
  const key = sequenceKey(hint.split(' '));
  // A service known by an ordinary word only in its own countries ("MOMO", "TOSS") is named by a
  // hint only where the descriptor's own words said it is that service ("MOMO CHUYEN TIEN …",
  // read by readPeerToPeer): the one merchant that prints it.
  const variants = index.variants.get(key);
  const entry = index.byKey.get(key) ?? (variants?.length === 1 ? variants[0] : undefined);
  return entry ? toMatch(entry, false, entry.record.domain) : null;
}

/**
 * "WWW.EVIL-NETFLIX-BILLING.COM", "PAYPAL-SECURE-LOGIN.NET", "PAYPAL.COM.SECURE-VERIFY.XYZ",
 * "MICROSOFT365-RENEWAL.COM": a brand inside someone else's web address. A domain names a
 * merchant only when its registrable domain is the merchant's own (or the same name under a
 * country's domain: "FLIXBUS.DE" of flixbus.com).
 */
function fromForeignHost(match: KnowledgeMatch, record: MerchantRecord | undefined, analysis: DescriptorAnalysis, words: readonly string[]): boolean {
  const hosts = analysis.hosts;
  if (!hosts || hosts.length === 0) return false;
  // The brand's words, without the site's ending or a country ("GAMMA" of GAMMA.NL, "NEON" of NEON NZ).
  const printed = WEB_ADDRESS_ALIAS.test(match.alias) ? match.alias.slice(0, match.alias.indexOf('.')) : match.alias;
  const aliasWords = printed.toUpperCase().split(/[^A-Z0-9]+/).filter((word) => word.length > 0 && !COUNTRY_SET.has(word));
  const aliasKey = aliasWords.join('');
  const own = ownDomains(match.domain, record);
  for (const host of hosts) {
    if (ownsHost(own, host.registrable)) continue;
    // Every label of the address: "PAYPAL.COM.SECURE-VERIFY.XYZ" puts the brand in a subdomain,
    // "UBEREATS-REFUND.COM" glues it to another word.
    const parts = host.host.toUpperCase().split(/[.-]/);
    const hostWords = new Set(parts);
    if (!aliasWords.every((word) => hostWords.has(word)) && !parts.join('').includes(aliasKey)) continue;
    // The brand stands outside the address too ("NETFLIX NETFLIX-HELP.COM"): that is evidence.
    const joined = parts.join(' ');
    const outside = words.filter((word) => !hostWords.has(word) && !joined.includes(word));
    if (!aliasWords.every((word) => outside.includes(word))) return true;
  }
  return false;
}

/**
 * A stranger's address with a lure that wears another of the brand's names: the line's product
 * name and the lure's page under the company's ("COLISSIMO FRAIS … LAPOSTE-SUIVI.NET"). The brand's
 * own sites, and an address without a lure, are left to the other readings.
 */
function luredHostWearsRecord(match: KnowledgeMatch, record: MerchantRecord | undefined, hosts: readonly FoundHost[]): boolean {
  if (!record) return false;
  const own = ownDomains(match.domain, record);
  for (const host of hosts) {
    if (ownsHost(own, host.registrable)) continue;
    const parts = host.host.toUpperCase().split(/[.-]/);
    if (!parts.some((part) => LURE_WORDS.has(part))) continue;
    const joined = parts.join('');
    // The name the line gave is in the address: read by fromForeignHost ("ACME NETFLIX-HELP.COM BILLING" is ACME's line).
    if (joined.includes(match.alias.toUpperCase().replace(/[^A-Z0-9]/g, ''))) continue;
    // Names of five letters or more, so a short code (DHL, UPS) is read only where it stands alone.
    const names = [record.name, ...record.aliases].map((name) => name.toUpperCase().replace(/[^A-Z0-9]/g, '')).filter((name) => name.length >= 5 && !WEB_ADDRESS_KEY.test(name));
    if (names.some((name) => joined.includes(name))) return true;
  }
  return false;
}

/** A name that is itself an address ("STEAMGAMESCOM" once its dots are gone): its own site, read by ownsHost. */
const WEB_ADDRESS_KEY = /(?:COM|NET|ORG|CO|UK|DE|FR)$/;

/** An alias printed as a web address ("STEAMGAMES.COM") is an address the merchant bills from. */
const WEB_ADDRESS_ALIAS = /^[A-Z0-9-]+(?:\.[A-Z0-9-]+)*\.[A-Z]{2,}$/i;

function ownDomains(domain: string | null, record: MerchantRecord | undefined): Set<string> {
  const printed = (record?.aliases ?? []).filter((alias) => WEB_ADDRESS_ALIAS.test(alias)).map((alias) => alias.toLowerCase());
  const domains = [domain, record?.domain ?? null, ...Object.values(record?.alias_domains ?? {}), ...printed];
  return new Set(domains.filter((value): value is string => value !== null).map(registrableOf));
}

/** The registrable domain is one of the merchant's, or its name under a country's domain ("zalando.fr"). */
function ownsHost(own: ReadonlySet<string>, registrable: string): boolean {
  if (own.has(registrable)) return true;
  const dot = registrable.indexOf('.');
  if (dot < 0 || !isCountryDomain(registrable.slice(dot + 1))) return false;
  const name = registrable.slice(0, dot);
  for (const domain of own) if (domain.slice(0, domain.indexOf('.')) === name) return true;
  return false;
}

/** Endings a brand's own name is registered under: the generic three and every country's. */
const PLAIN_ENDINGS: ReadonlySet<string> = new Set(['com', 'net', 'org']);

/**
 * A brand's own name, whole, as the name of an address under a plain ending ("COLISSIMO.FR",
 * "CANADAPOST.COM", "LAPOSTE.NET"): brands register their names, so with no lure this is the
 * brand's own site, though the record lists another. A name with more in it ("NETFLIX-BILLING")
 * or an ending bought cheaply ("NETFLIX.TOP") is not.
 */
function ownNameAsAddress(parts: readonly string[], registrable: string): boolean {
  const dot = registrable.indexOf('.');
  if (dot < 0 || registrable.slice(0, dot) !== parts.join('').toLowerCase()) return false;
  const ending = registrable.slice(dot + 1);
  return PLAIN_ENDINGS.has(ending) || isCountryDomain(ending);
}

const LEET: Record<string, string> = { '0': 'O', '1': 'I', '3': 'E', '4': 'A', '5': 'S', '7': 'T', '8': 'B' };

/** The line's first token, up to a dot, a star or a space ("Z00M" of "Z00M.US …"). */
const LEADING_TOKEN = /^\s*([A-Z0-9]+)(?=[\s.*]|$)/;

/** "TESC0" → "TESCO", "PAYPA1" → "PAYPAI" (also tried: 1 as L). */
function unLeet(part: string): string {
  return part.replace(/[0134578]/g, (digit) => LEET[digit] ?? digit);
}

/** Words of shops' addresses around a brand's name ("RAYBAN-OUTLET-SALE.STORE"). */
const SHOP_WORDS = new Set('OUTLET OUTLETS SALE SALES DEALS DEAL CLEARANCE SHOP STORE STORES DISCOUNT DISCOUNTS CHEAP FACTORY MALL BOUTIQUE STREAMING HD MARKET BARGAIN BARGAINS WHOLESALE REPLICA BOOTS SHOES'.split(' '));

/**
 * Words of phishing addresses around a brand's name ("APPLEID-BILLING-CHECK.COM"), in the languages
 * lines are printed in (Spanish "MILLENNIUMBCP-ACTUALIZAR.COM", Hebrew transliterated "LEUMI-IMUT.COM",
 * imut being a verification).
 */
const LURE_WORDS = new Set(
  `ACCOUNT ACCOUNTS ACCESS ALERT ALERTS AUTH BILLING BILL CARE CENTER CENTRE CHECK CLAIM CONFIRM CUSTOMER GIFT GIFTS HELP HELPDESK
  ID INVOICE LOCKED LOGIN LOGON MEMBER MEMBERSHIP NOTICE PAY PAYMENT PAYMENTS PRIZE PROMO RECOVER RECOVERY REFUND REFUNDS RENEW RENEWAL
  RESOLUTION REWARD REWARDS SECURE SECURITY SERVICE SERVICES SIGNIN SUPPORT SUSPENDED UNLOCK UPDATE UPGRADE VERIFY VERIFICATION WALLET
  SUSPENSION EXPIRY EXPIRED RESTORE COPYRIGHT KYC REQUIRED URGENT FAILED DECLINED
  DELIVERY PARCEL PACKAGE TRACKING REDELIVERY CUSTOMS FEE FEES REBATE REBATES TAXREFUND
  PAKET SENDUNG ZUSTELLUNG KONTO SICHERHEIT RECHNUNG ZOLL COLIS LIVRAISON COMPTE PAQUETE ENVIO ENTREGA CUENTA PACCO CONSEGNA
  BEVEILIGING CONTROLE VERIFICATIE REKENING BETAALPAS INLOGGEN BLOKKADE VERIFIZIERUNG BESTAETIGUNG AKTUALISIERUNG SPERRE GESPERRT
  SECURITE CONFIRMATION REMBOURSEMENT ACTUALISATION SEGURIDAD VERIFICACION BLOQUEO REEMBOLSO SICUREZZA VERIFICA RIMBORSO SBLOCCO
  ACTIVATION ACTIVATIE AKTIVIERUNG VERZENDKOSTEN GUTSCHEIN GEWINN WYPLATA BEZPIECZNA BEZPIECZNY RENOUV RENOUVELLEMENT
  UNPAID OVERDUE CASHOUT ACCT NOW TODAY IMMEDIATELY REVERSAL DISPUTE HOLD RESCHEDULE ADUANA DOUANE DOGANA ALFANDEGA SUIVI VEILIG PLATNOSC POINTS NETBANKING REVIEW PAKKETSERVICE
  TERUGGAVE ERSTATTUNG STEUERERSTATTUNG DEVOLUCION RESTITUICAO ZWROT ZAHLUNG PAIEMENT PAGO PAGAMENTO BETALING BETALNING ENCOMENDA PRZESYLKA ZENDING BEZORGING PAKKE FORSENDELSE FEHLGESCHLAGEN ABGELEHNT VALIDACAO VALIDACION
  DEVOLUCIONES REINTEGRO ACTUALIZA ACTUALIZAR ACTUALIZACION ATUALIZAR ATUALIZACAO PENDIENTE PENDENTE RETUR PALAUTUS RUECKZAHLUNG ATERBETALNING
  TILBAGEBETALING TILBAKEBETALING TASHLUM HECHZER MEKHES IDKUN IMUT`
    .split(/\s+/)
    .filter((word) => word.length > 0),
);

/** Lures that ask for the account itself: no merchant's own address carries one as a label. */
const ACCOUNT_LURES: ReadonlySet<string> = new Set(['VERIFY', 'VERIFICATION', 'UNLOCK', 'LOGIN', 'SIGNIN', 'LOGON', 'KYC', 'AIRDROP', 'GIVEAWAY', 'FAILED', 'DECLINED', 'SUSPENDED', 'LOCKED']);

/** VERIFY and CONFIRM in the other languages lines are printed in ("… KONTO VERIFIZIERUNG", "… VERIFICACION"). */
const VERIFICATIONS: readonly string[] = [
  'VERIFIZIERUNG', 'VERIFIZIEREN', 'BESTAETIGUNG', 'BESTATIGUNG', 'BESTAETIGEN', 'VERIFICACION', 'VERIFICAR', 'VERIFICACAO', 'VERIFICATIE', 'VERIFIEREN',
  'VERIFICA', 'VERIFICARE', 'VERIFIER', 'CONFIRMACION', 'CONFIRMACAO', 'CONFERMA', 'BEVESTIGING', 'WERYFIKACJA', 'VERIFIERING', 'VERIFISERING', 'VAHVISTUS',
];

/**
 * What a look-alike of a brand asks for, in the languages lines are printed in: a check, a
 * confirmation, the account's security ("PAYPAI EUROPE VERIFIZIERUNG", "AMAZOM KONTO BESTAETIGUNG").
 */
const PROOF_LURES: ReadonlySet<string> = new Set([
  ...ACCOUNT_LURES, ...VERIFICATIONS, 'CONFIRM', 'CONFIRMATION', 'SECURITY', 'SECURE', 'SICHERHEIT', 'SECURITE', 'SEGURIDAD', 'SICUREZZA', 'SEGURANCA', 'BEVEILIGING', 'AUTH',
]);
const PROOF_LURE = new RegExp(`\\b(?:${[...PROOF_LURES].join('|')})\\b`);

/**
 * Lures that say the account is held or must be proven ("… ACCOUNT SUSPENDED", "… PAYMENT UPDATE
 * REQUIRED"): a bank prints what was bought, never a warning, so a brand followed by nothing but
 * lures and one of these is the lure's text, with or without an address.
 */
const ACCOUNT_WARNINGS: ReadonlySet<string> = new Set([
  ...ACCOUNT_LURES, 'SUSPENSION', 'EXPIRED', 'REQUIRED', 'URGENT', 'CONFIRM', 'RESTORE',
  // …in the languages lines are printed in: a payment failed, a check, an account or card held.
  'FEHLGESCHLAGEN', 'ABGELEHNT', 'VALIDACAO', 'VALIDACION', 'GESPERRT', 'SUSPENDU', 'BLOQUE', 'BLOQUEADA', 'BLOQUEADO', 'SUSPENDIDA', 'BLOCCATA',
  'BLOCCATO', 'SOSPESA', 'SOSPESO', 'GEBLOKKEERD', 'ZABLOKOWANA', 'ZABLOKOWANE', 'SPERRET', 'SPARRAT', ...VERIFICATIONS,
]);
/** What a warning says is held, in the languages lines are printed in ("BANCOPOSTA CARTA BLOCCATA"): read only beside a warning. */
const HELD_THINGS: ReadonlySet<string> = new Set(['CARD', 'CARDS', 'CARTA', 'CARTE', 'TARJETA', 'KARTE', 'CARTAO', 'KORT', 'KARTA', 'CONTO', 'CUENTA', 'CONTA', 'REKENING', 'KONTA', 'TILI']);
const ACCOUNT_WARNING = new RegExp(`\\b(?:${[...ACCOUNT_WARNINGS].join('|')})\\b`);

/** Lures phishing uses and no merchant's line: one after a brand beside a stranger's address names no merchant. */
/** What a fake carrier's or authority's page asks a fee for: customs, a toll, a fine, redelivery. */
const FEE_LURES: ReadonlySet<string> = new Set(['CUSTOMS', 'DUTY', 'DUTIES', 'FEE', 'FEES', 'TOLL', 'TOLLS', 'FINE', 'PENALTY', 'REDELIVERY', 'POSTAGE', 'SHIPPING', 'PARCEL', 'DELIVERY']);

const PHISHING_LURES: ReadonlySet<string> = new Set([
  ...ACCOUNT_LURES, 'REFUND', 'REFUNDS', 'REBATE', 'REBATES', 'TAXREFUND', 'CLAIM', 'PRIZE', 'SUSPENSION', 'CONFIRM', 'SECURE', 'RESTORE', 'WALLET', 'COPYRIGHT', 'UPGRADE',
]);

/**
 * Two of these in one address name no business ("REFUND-CLAIM", "COPYRIGHT-APPEAL",
 * "SECURE-WALLET"); a charity's APPEAL alone, in words or in its address, is a real one.
 */
const ADDRESS_LURES: ReadonlySet<string> = new Set([...PHISHING_LURES, 'APPEAL', 'TAX', 'INCOMETAX']);

/** Letters that pass for others in capitals: L for I ("SPOTLFY"), I for L, RN for M, VV for W. */
const LOOK_ALIKE_LETTERS: ReadonlyArray<readonly [string, string]> = [['L', 'I'], ['I', 'L'], ['RN', 'M'], ['VV', 'W']];

/** SUPPORT as fake desks misspell or cut it ("MICROSOFT TECH SUPPRT 1-844-…"). */
const MISSPELT_SUPPORT = ['SUPPRT', 'SUPORT', 'SUPPOR', 'SUPPT', 'SUPP0RT', 'SUPPORTT', 'SUPPOT'];

/** The words that make a line a help desk ("SUPPORT DESK", "HELPLINE"). */
const HELP_DESK_WORDS: ReadonlySet<string> = new Set(['SUPPORT', 'HELPDESK', 'HELPLINE', 'TECHSUPPORT', ...MISSPELT_SUPPORT]);

/** A help-desk word, or HELP before DESK or LINE ("HELP DESK"). */
function isHelpDesk(word: string, index: number, words: readonly string[]): boolean {
  return HELP_DESK_WORDS.has(word) || (word === 'HELP' && (words[index + 1] === 'DESK' || words[index + 1] === 'LINE')) || (DESK_NOUNS.has(word) && DESK_LURES.has(words[index - 1] ?? ''));
}

/** A desk named for what scams bill ("RENEWAL DEPT", "BILLING DESK", "SUBSCRIPTION TEAM"). */
const DESK_NOUNS: ReadonlySet<string> = new Set(['DEPT', 'DEPARTMENT', 'DESK', 'TEAM', 'CENTER', 'CENTRE']);
const DESK_WORD = new RegExp(`\\b(?:${[...DESK_NOUNS].join('|')})\\b`);
/** Help-desk, desk and renewal words among the words stripped from a line's end. */
const TAIL_DESK = new RegExp(`SUPPORT|HELP|RENEW|${[...DESK_NOUNS].join('|')}`);
/** Any word wornByWords reads further: a help-desk word, DESK_WORD, ACCOUNT_WARNING or a renewal. */
const DESK_WARNING_OR_RENEWAL = new RegExp(`SUP|HELP|RENEW|${DESK_WORD.source}|${ACCOUNT_WARNING.source}`);
/** A digit in the first word. */
const FIRST_WORD_DIGIT = /^[^ ]*\d/;
const DESK_LURES: ReadonlySet<string> = new Set(['RENEWAL', 'RENEWALS', 'AUTORENEWAL', 'BILLING', 'SUBSCRIPTION', 'SUBSCRIPTIONS', 'ACCOUNT', 'ACCOUNTS', 'CANCELLATION', 'SECURITY']);

/** Words a fake help line adds to a brand besides lure words ("AUTO RENEWAL SUPPORT", "TECH SUPPORT DESK"). */
const HELP_LINE_WORDS: ReadonlySet<string> = new Set([...HELP_DESK_WORDS, 'DESK', 'HELP', 'TECH', 'TECHNICAL', 'TEAM', 'AUTO', 'AUTORENEW', 'AUTORENEWAL', 'DEPT', 'DEPARTMENT', 'LINE', 'ONLINE', 'CUSTOMER', 'CENTER', 'CENTRE', 'CALL', 'PHONE', 'BOOKING', 'BOOKINGS', 'RESERVATION', 'RESERVATIONS']);

/** A North American toll-free number ("1-888-204-7713", "8552341234"). */
const TOLL_FREE = /(?:^|[^\d])(?:1[-. ]?)?\(?8(?:00|33|44|55|66|77|88)\)?[-. ]?\d{3}[-. ]?\d{4}(?!\d)/;
const RENEWALS: ReadonlySet<string> = new Set(['RENEW', 'RENEWAL', 'RENEWALS', 'AUTORENEW', 'AUTORENEWAL']);
/** What a fake renewal notice says beside RENEWAL and nothing else ("AUTO RENEWAL", "ANNUAL RENEWAL"). */
const RENEWAL_WORDS: ReadonlySet<string> = new Set([...RENEWALS, 'AUTO', 'ANNUAL', 'YEARLY']);
/**
 * The brands a fake renewal notice wears: security software and tech help, banks and wallets,
 * online shops. Streaming bills its own renewals under its name ("<STREAMING> RENEWAL 888-… CA").
 */
const RENEWAL_WORN: ReadonlySet<Category> = new Set(['software_and_technology', 'financial_services', 'shopping']);

/** A telephone number as North American lines print one ("1-844-555-0108", "(800) 555 0199", "888.555.0101"). */
const PHONE_NUMBER = /(?:^|[^\d])(?:1[-. ]?)?\(?\d{3}\)?[-. ]\d{3}[-. ]\d{4}(?!\d)|(?:^|[^\d])1?8(?:00|33|44|55|66|77|88)\d{7}(?!\d)/;

function firstKeyAtLeast(sorted: readonly string[], key: string): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((sorted[middle] ?? '') < key) low = middle + 1;
    else high = middle;
  }
  return low;
}

function registrableOf(domain: string): string {
  return readHost(domain.toUpperCase())?.registrable ?? domain;
}

/**
 * Categories whose merchants serve the place they are in: a council, a utility, a transit
 * system, a school, a grocer. One of them paid in one to three countries is never met elsewhere.
 */
/**
 * Categories whose merchants print their own statement lines from their own systems (software,
 * streaming, banks and wallets): a misspelling of one is a look-alike's, never the brand's. A
 * shop's or a restaurant's name is typed at its till and may carry a slip ("STARBUKS COFFEE").
 */
const SELF_PRINTED: ReadonlySet<Category> = new Set(['software_and_technology', 'financial_services', 'entertainment']);

/** …and, for the typosquat's spellings of a whole word, the online shops they imitate as well ("AMZAON", "EBAYY"). */
const SQUATTED: ReadonlySet<Category> = new Set([...SELF_PRINTED, 'shopping']);

const PLACE_BOUND: ReadonlySet<Category> = new Set(['government_and_nonprofit', 'utilities', 'transportation', 'education', 'groceries']);

/**
 * The alias that answered `domain` is a company's name, not a site's ("ALDI STORES", the British
 * company, answers aldi.co.uk): the country the line was printed in still chooses the site
 * ("ALDI STORES MARRICKVILLE AU"). An alias that names a country ("AMZN MKTP DE", "ALDI.CO.UK")
 * keeps its own.
 */
function countrySiteOfCompanyAlias(record: MerchantRecord, domain: string | null): boolean {
  if (domain === null || !Object.values(record.country_domains ?? {}).includes(domain)) return false;
  const aliases = Object.entries(record.alias_domains ?? {}).filter(([, site]) => site === domain);
  return aliases.some(([alias]) => !alias.split(/[^A-Z0-9]+/).some((word) => COUNTRY_SET.has(word)));
}

/** Bank rails whose payee follows: a company payee is the counterparty ("FASTER PAYMENT TO THAMES WATER"). */
const PAYEE_RAILS = /^(?:FASTER PAYMENTS?|FPS|FPO|FPI|CHAPS|CHAPS PAYMENT|SPEI|PIX|PAYNOW|MOBILEPAY|VIPPS|SWISH|TWINT)$/;
/** A rail's own words before its payee: "TO", "FROM", Mexico's "ENVIADO A", Singapore's "TRANSFER TO". */
const PAYEE_LEAD = new Set(['TO', 'FROM', 'VIA', 'ENVIADO', 'ENVIADA', 'RECIBIDO', 'RECIBIDA', 'RECEBIDO', 'RECEBIDA', 'A', 'DE', 'PARA', 'TRANSFER']);

/** The first word after a rail's own words. */
function afterRailWords(words: readonly string[], from: number): number {
  let index = from;
  while (PAYEE_LEAD.has(words[index] ?? '')) index += 1;
  return index;
}

/** Compiles the index over the given records (the shipped data when omitted). */
export function createKnowledgeBase(records: readonly MerchantRecord[] = loadMerchantRecords().records): KnowledgeBase {
  const index = buildAliasIndex(records);
  const withCountryDomains = new Map(records.filter((record) => record.country_domains).map((record) => [record.name, record]));
  // Regional merchants only (three countries at most): a global brand's list of countries is never complete.
  const placeBound = new Map(records.filter((record) => PLACE_BOUND.has(record.category) && record.countries.length <= 3).map((record) => [record.name, record]));
  const findByName = (name: string): KnowledgeMatch | null => {
    const entry = index.byName.get(nameKey(name));
    return entry ? toMatch(entry, false) : null;
  };
  return {
    size: records.length,
    conflicts: index.conflicts,
    findByName,
    impersonates,
    match(descriptor) {
      const analysis = typeof descriptor === 'string' ? analyzeDescriptor(descriptor) : descriptor;
      const found = inCountry(matchAnalysis(analysis), analysis);
      if (!found) return null;
      // A fake help line wearing the brand names nobody ("<BRAND> TECH SUPPORT 1-888-…").
      if (wornByWords(analysis)) return null;
      // Nor does a line led by a brand misspelt the typosquat's way, whatever alias follows ("APLPE ICLOUD").
      if (misspeltSelfPrinted(index, analysisWords(analysis).words)) return null;
      // Most descriptors carry no web address: nothing more to check.
      if (!analysis.hosts || analysis.hosts.length === 0) return found;
      // A line that is nothing but a stranger's address wearing a brand names nobody, whatever
      // other alias its words spell ("SPOTIFY.PROMO-ACCESS.XYZ").
      if (wornByHost(analysis)) return null;
      const record = index.byName.get(nameKey(found.name))?.record;
      // A misspelt brand in a stranger's address is the address's owner, never the brand
      // ("NETFLIXS.COM"): whoever that is, the knowledge does not know them.
      if (found.fuzzy && analysis.hosts.some((host) => !ownsHost(ownDomains(found.domain, record), host.registrable))) return null;
      const words = analysis.normalized.split(' ');
      return fromForeignHost(found, record, analysis, words) || luredHostWearsRecord(found, record, analysis.hosts) ? null : found;
    },
  };

  function impersonates(descriptor: string | DescriptorAnalysis): boolean {
    const analysis = typeof descriptor === 'string' ? analyzeDescriptor(descriptor) : descriptor;
    return wornByWords(analysis) || wornByHost(analysis) || wornByLuredHost(analysis) || misspeltSelfPrinted(index, analysisWords(analysis).words);
  }

  /** The line names a brand beside a lure page under another of the brand's names ("COLISSIMO … LAPOSTE-LIVRAISON.NET"). */
  function wornByLuredHost(analysis: DescriptorAnalysis): boolean {
    if (!analysis.hosts || analysis.hosts.length === 0) return false;
    const found = inCountry(matchAnalysis(analysis), analysis);
    return found !== null && luredHostWearsRecord(found, index.byName.get(nameKey(found.name))?.record, analysis.hosts);
  }

  /**
   * A brand worn the way scams bill, in words: a fake help line (the brand followed by nothing
   * but help-desk and lure words, with a number to call or a small seller's processor: "SQ
   * *<BRAND> CUSTOMER SUPPORT", "<BRAND> TECH SUPPORT 1-888-…"), or a brand spelt with a digit for
   * a letter before a star or lure words ("M1CROSOFT *BILLING").
   */
  function wornByWords(analysis: DescriptorAnalysis): boolean {
    // A scam's words name nobody, whatever brand they wear ("<BRAND> REFUND DESK", "… GIFT CARD IRS").
    if (readsAsScam(analysis.folded)) return true;
    // The words stripped from the end count too: after a number they may be the desk ("NORTON360 RENEWAL DEPT 888-…").
    const normalized = analysis.tail !== undefined && TAIL_DESK.test(analysis.tail) ? `${analysis.normalized} ${analysis.tail}` : analysis.normalized;
    // Most lines have no help-desk word and no digit in their first word: no split for them, and
    // one scan tells them from the others.
    const flagged = DESK_WARNING_OR_RENEWAL.test(normalized);
    const helpDesk = flagged && (normalized.includes('SUP') || normalized.includes('HELP') || DESK_WORD.test(normalized));
    const warning = flagged && ACCOUNT_WARNING.test(normalized);
    const renewal = flagged && normalized.includes('RENEW') && PHONE_NUMBER.test(analysis.folded);
    if (!helpDesk && !warning && !renewal && !FIRST_WORD_DIGIT.test(normalized)) return lookAlikeLeads(normalized);
    const words = normalized.split(' ');
    return (helpDesk && fakeHelpLine(words, analysis)) || (warning && brandThenWarning(words, analysis)) || (renewal && renewalToCall(words, analysis)) || digitSpeltBrand(words, analysis) || lookAlikeLeads(normalized);
  }

  /**
   * A small seller's handle that is a brand, then nothing but a renewal and lures, with a number
   * to call ("PAYPAL *GEEKSQUAD-RENEW 1-888-…", "SQ *NORTON RENEWAL 855-…"): the fake
   * renewal notice's line. So is a software, bank, wallet or shop brand followed by nothing but a
   * renewal and a toll-free number that ends the line ("<BRAND> RENEWAL 1-855-…"): a card
   * network's line prints the merchant's state or country after the number that stands for its
   * town ("<BRAND> RENEWAL 866-… CA"). A brand bills its renewal under its own descriptor too
   * ("NORTON *AP1234567 855-…", "<BRAND>.COM 866-…"); an authority's renewal names what is renewed
   * ("<DMV> REGISTRATION RENEWAL").
   */
  function renewalToCall(words: readonly string[], analysis: DescriptorAnalysis): boolean {
    const handle = analysis.processorRole === 'wallet' || analysis.processorRole === 'facilitator' || /[A-Z]-(?:AUTO-?)?RENEW/.test(analysis.folded);
    const bare = !handle && (analysis.processorRole === undefined || analysis.processorRole === 'p2p') && !analysis.hosts?.length && analysis.tail === undefined && TOLL_FREE.test(analysis.folded);
    if (!handle && !bare) return false;
    for (let end = Math.min(words.length - 1, MAX_ALIAS_WORDS); end >= 1; end -= 1) {
      const entry = index.byKey.get(sequenceKey(words.slice(0, end)));
      if (!entry || (handle && entry.weakness === 'surname')) continue;
      if (starFollows(analysis.folded, words[end - 1] ?? '')) return false;
      const rest = words.slice(end);
      if (bare) return entry.weakness !== 'short' && RENEWAL_WORN.has(entry.record.category) && rest.some((word) => RENEWALS.has(word)) && rest.every((word) => RENEWAL_WORDS.has(word));
      return rest.some((word) => RENEWALS.has(word)) && rest.every((word) => LURE_WORDS.has(word) || HELP_LINE_WORDS.has(word));
    }
    return false;
  }

  /** A brand, then nothing but lures and an account warning: "NETFLIX ACCOUNT SUSPENDED", "AMAZON PAYMENT UPDATE REQUIRED". */
  function brandThenWarning(words: readonly string[], analysis: DescriptorAnalysis): boolean {
    if (analysis.processorRole !== undefined) return false;
    for (let end = Math.min(words.length - 1, MAX_ALIAS_WORDS); end >= 1; end -= 1) {
      const entry = index.byKey.get(sequenceKey(words.slice(0, end)));
      if (!entry) continue;
      const rest = words.slice(end);
      return rest.some((word) => ACCOUNT_WARNINGS.has(word)) && rest.every((word) => LURE_WORDS.has(word) || HELP_LINE_WORDS.has(word) || HELD_THINGS.has(word));
    }
    return false;
  }

  function fakeHelpLine(words: readonly string[], analysis: DescriptorAnalysis): boolean {
    if (!words.some(isHelpDesk)) return false;
    if (analysis.processorRole !== 'facilitator' && !PHONE_NUMBER.test(analysis.folded)) return false;
    for (let end = Math.min(words.length - 1, MAX_ALIAS_WORDS) - 1; end >= 0; end -= 1) {
      const entry = index.byKey.get(sequenceKey(words.slice(0, end + 1)));
      // A surname before SUPPORT is a person's business ("COSTA IT SUPPORT" would not pass anyway).
      if (!entry || entry.weakness === 'surname') continue;
      // The brand's own star before the help word is how it bills its own product ("MICROSOFT*SUPPORT 800-642-7676 WA").
      if (analysis.processorRole !== 'facilitator' && starFollows(analysis.folded, words[end] ?? '')) return false;
      const rest = words.slice(end + 1);
      // The brand's own longer alias took the help word, or another word names a business.
      return rest.some(isHelpDesk) && rest.every((word) => HELP_LINE_WORDS.has(word) || LURE_WORDS.has(word));
    }
    return false;
  }

  /**
   * A brand spelt with a look-alike letter leads the line, beside a phishing lure ("PAYPAI-SECURITY
   * VERIFY ACCT", "STEAMCOMMUNLTY GIFT CARD REFUND"): I for L, L for I, RN for M, VV for W.
   */
  function lookAlikeLeads(normalized: string): boolean {
    const space = normalized.indexOf(' ');
    if (space < 5) return false;
    // The first word is read alone first: most lines lead with no look-alike and are not split.
    if (lookAlikeLetterBrand(normalized.slice(0, space), '')) return normalized.split(' ').some((word) => PHISHING_LURES.has(word) || PROOF_LURES.has(word));
    return PROOF_LURE.test(normalized) && oneLetterOffBrandAsksProof(normalized.split(' '));
  }

  /**
   * A brand that prints its own lines, one letter off (a letter changed, doubled, added or
   * dropped: "AMAZOM", "PAYPALL", "PAYPL"), followed by nothing but a check, a confirmation or the
   * account's security, a country at most ("AMAZOM KONTO BESTAETIGUNG", "PAYPAI EUROPE
   * VERIFIZIERUNG"). A shop one letter from a brand prints what it is ("PAYPAN CAFE").
   */
  function oneLetterOffBrandAsksProof(words: readonly string[]): boolean {
    const [first = '', ...rest] = words;
    if (!rest.some((word) => PROOF_LURES.has(word)) || !rest.every((word) => PROOF_LURES.has(word) || LURE_WORDS.has(word) || HELD_THINGS.has(word) || COUNTRY_SET.has(word) || word === 'EUROPE')) return false;
    if (!/^[A-Z]{5,}$/.test(first) || index.byKey.has(first) || COMMON_WORDS.has(first) || LURE_WORDS.has(first)) return false;
    const brand = (key: string): boolean => {
      const entry = index.byKey.get(key);
      return entry !== undefined && entry.wordCount === 1 && SQUATTED.has(entry.record.category) && strongBrandElsewhere(entry, '', 5);
    };
    for (let at = 0; at <= first.length; at += 1) {
      const before = first.slice(0, at);
      if (at < first.length && brand(before + first.slice(at + 1))) return true;
      for (let code = 65; code <= 90; code += 1) {
        const letter = String.fromCharCode(code);
        if (brand(before + letter + first.slice(at)) || (at < first.length && letter !== first[at] && brand(before + letter + first.slice(at + 1)))) return true;
      }
    }
    return false;
  }

  function digitSpeltBrand(words: readonly string[], analysis: DescriptorAnalysis): boolean {
    const first = words[0] ?? '';
    if (first.length < 5 || !/\d/.test(first) || !/[A-Z]/.test(first) || index.byKey.has(first)) return droppedDigitSpeltBrand(words, analysis);
    // …or the first word of a two-word brand so spelt ("R0YAL MAIL").
    const second = words[1] ?? '';
    const entry = index.byKey.get(unLeet(first)) ?? index.byKey.get(unLeet(first.replace(/1/g, 'L'))) ?? (second.length > 0 ? index.byKey.get(unLeet(first) + second) : undefined);
    if (!entry || entry.keyLength < 5 || entry.weakness === 'short') return false;
    // A brand that is also a surname or a word, spelt so, with lure or help-line words or a number to call ("N0RTON 360 AUTO RENEW 1-888-…").
    if (entry.weakness !== 'none') return words.slice(1).some((word) => LURE_WORDS.has(word) || HELP_LINE_WORDS.has(word)) || PHONE_NUMBER.test(analysis.folded);
    // A long brand spelt so ("AMAZ0N MARKETPLACE") is nobody's own name; a shorter one only with a
    // processor's star after it ("PAYPA1 *…") or a lure word among the rest.
    if (entry.keyLength >= 6) return true;
    const at = analysis.folded.indexOf(first);
    return (at >= 0 && analysis.folded.slice(at + first.length).trimStart().startsWith('*')) || words.slice(1).some((word) => LURE_WORDS.has(word));
  }

  /**
   * A brand spelt with digits that the normalizer reads as a code, dropping it or its digits
   * ("Z00M MEETING RENEWAL 1-800-…", "WELLSFARG0 ONLINE ACCESS SUSPENDED"), before the words above
   * are read: the line's first token is
   * looked up instead, and counts only with lure or help-line words or a number to call, as a
   * brand that is also a word does.
   */
  function droppedDigitSpeltBrand(words: readonly string[], analysis: DescriptorAnalysis): boolean {
    const leading = LEADING_TOKEN.exec(analysis.folded)?.[1] ?? '';
    if (leading.length < 4 || !/\d/.test(leading) || !/[A-Z].*[A-Z]/.test(leading) || words[0] === leading) return false;
    const entry = index.byKey.get(unLeet(leading));
    if (!entry || entry.keyLength !== leading.length) return false;
    return words.some((word) => LURE_WORDS.has(word) || HELP_LINE_WORDS.has(word)) || PHONE_NUMBER.test(analysis.folded);
  }

  /**
   * The brand's own site for the country the line was printed in, unless the alias named a site
   * of its own; and no answer at all when a merchant bound to one place (a council, a transit
   * system, a university) is named on a line printed in another country ("UNIVERSITY OF
   * MELBOURNE FL", "KINGSTON TRANSIT JAMAICA"): that is a namesake.
   */
  function inCountry(found: KnowledgeMatch | null, analysis: DescriptorAnalysis): KnowledgeMatch | null {
    if (found && PLACE_BOUND.has(found.category)) {
      const bound = placeBound.get(found.name);
      // Refusing a match needs the surer reading: a town, a state, or a country after a town.
      const country = bound ? countryOf(analysis, true) : null;
      if (bound && country !== null && !bound.countries.includes(country)) return null;
    }
    const record = found ? withCountryDomains.get(found.name) : undefined;
    if (!found || !record) return found;
    if (found.domain !== record.domain && !countrySiteOfCompanyAlias(record, found.domain)) return found;
    // The brand's own address for a country, printed beside another alias, names that site wherever
    // the line was printed ("AMAZON PRIME*… AMZN.CO.UK/PM LUX" is a British membership).
    const printed = printedCountrySite(record, analysis);
    if (printed) return { ...found, domain: printed };
    const country = countryOf(analysis);
    const domain = country === null ? undefined : record.country_domains?.[country];
    return domain ? { ...found, domain } : found;
  }

  /** A site of `record`'s `country_domains` that one of the line's web addresses is the brand's own alias for. */
  function printedCountrySite(record: MerchantRecord, analysis: DescriptorAnalysis): string | undefined {
    for (const host of analysis.hosts ?? []) {
      const entry = index.byHost.get(host.host) ?? index.byHost.get(host.registrable);
      if (entry?.record === record && entry.domain !== null && entry.domain !== record.domain && Object.values(record.country_domains ?? {}).includes(entry.domain)) return entry.domain;
    }
    return undefined;
  }

  /** The line is nothing but a stranger's web address wearing a brand, with lure or bank words at most. */
  function wornByHost(analysis: DescriptorAnalysis): boolean {
    const hosts = analysis.hosts;
    if (!hosts || hosts.length === 0) return false;
    // A phishing page's address names no merchant whatever else the line says: one that asks to
    // verify, log in or unlock ("IG-VERIFY.CC"), or a brand spelt with digits or look-alike
    // letters for its own ("B00TS-POINTS.COM … CARD EXPIRY", "BANKOFAMERLCA-SAFEPAY.COM").
    if (hosts.some((host) => !knownHost(host) && (asksForAccount(host) || typosquatted(host)))) return true;
    const labels = new Set(hosts.flatMap((host) => host.host.toUpperCase().split(/[.-]/)));
    const joinedLabels = [...labels].join(' ');
    const outside = analysis.normalized.split(' ').filter((word) => word.length > 0 && !labels.has(word) && !joinedLabels.includes(word));
    // Words are the address's only when they are its labels: "POST" of "AN POST … APOST-IE.INFO" is the line's.
    if (brandBesideStrangerHost(analysis.normalized.split(' ').filter((word) => word.length > 0 && !labels.has(word)), hosts, analysis)) return true;
    // Words outside the address are evidence of a real merchant line, unless the address itself
    // wears a brand beside a lure ("DHL EXPRESS CUSTOMS FEE DHL-PARCEL.INFO"). Lure and bank words
    // beside it are no such evidence ("PAYPAL-SECURE-LOGIN.NET VERIFY ACCT").
    const plainWords = outside.some((word) => !LURE_WORDS.has(word) && !BANK_VOCABULARY.has(word));
    for (const host of hosts) {
      if (knownHost(host)) continue;
      const own = host.host.toUpperCase().split(/[.-]/);
      const lures = own.filter((part) => LURE_WORDS.has(part)).length;
      const lured = lures > 0;
      if (plainWords && (!lured || analysis.processorRole !== undefined)) continue;
      // Beside other words, the line's own first brand in a lured address is the lure's
      // ("DHL EXPRESS CUSTOMS FEE DHL-PARCEL.INFO"); so is a brand in a lured address of
      // hyphenated words that leads the line ("MARKTPLAATS-VEILIG-BETALEN.COM ONTVANG GELD"),
      // whatever words follow. Another name before the address is a merchant's line.
      if (plainWords && brandOfLineInHost(own, host, analysis.normalized)) return true;
      if (plainWords && !(host.word.includes('-') && analysis.folded.startsWith(host.host.toUpperCase()))) continue;
      // A brand in a stranger's subdomain ("DHL-PAKET.ZOLLGEBUEHR.DE"), or spelt with digits for
      // letters ("TESC0-VOUCHERS.CO.UK").
      const subdomain = host.host.slice(0, Math.max(0, host.host.length - host.registrable.length - 1)).toUpperCase().split(/[.-]/);
      if (subdomain.some((part) => part !== 'WWW' && strangerBrand(part, host.registrable, 3))) return true;
      // Two phishing lures in one address, brand or none: "MYGOV-REFUND-CLAIM.ONLINE", "…-COPYRIGHT-APPEAL.COM".
      if (own.filter((part) => ADDRESS_LURES.has(part)).length >= 2) return true;
      // Spelt right, a brand's name in a shop's address with no lure ("NIKE-AIRMAX-OUTLET.SHOP") is a shop
      // someone was paid by, not a phishing page: named as itself, never as the brand.
      if (!lured && own.some((part) => SHOP_WORDS.has(part))) continue;
      for (let start = 0; start < own.length; start += 1) {
        for (let end = start + 1; end <= Math.min(own.length, start + 3); end += 1) {
          const entry = index.byKey.get(sequenceKey(own.slice(start, end)));
          // A brand that is also a word (APPLE) names someone only beside a lure ("APPLE.COM-BILLING.INFO").
          // A three-letter brand (DHL, UPS) only beside a lure: "DHL-PAKET-ZUSTELLUNG.XYZ".
          // A two-letter one (BT, EE) only beside two: "BT-BILLING-ACCOUNT-UPDATE.CO".
          if (!entry || (entry.weakness !== 'none' && !lured) || entry.keyLength < (lured ? (lures >= 2 ? 2 : 3) : 4)) continue;
          if (!ownsHost(ownDomains(entry.record.domain, entry.record), host.registrable) && !(!lured && ownNameAsAddress(own.slice(start, end), host.registrable))) return true;
        }
        // A brand glued to a lure or a number: "APPLEID-…", "NETFLIX1-…", "MICROSOFT365-RENEWAL";
        // or spelt one letter short beside a lure: "NETFLX-RENEWAL-CENTER.COM", "AMAZN-PRIME-…".
        if (lured && (gluedBrand(own[start] ?? '', host.registrable) || letterShortBrand(own[start] ?? '', host.registrable))) return true;
        // …or spelt one letter short with a toll-free number to call: "TICKETMASTR-RESALE.COM 888-…".
        if (!lured && TOLL_FREE.test(analysis.folded) && letterShortBrand(own[start] ?? '', host.registrable)) return true;
        // Or spelt with a letter doubled or slipped in, lure or not: "SPOTIFFY.COM".
        if (addedLetterBrand(own[start] ?? '', host.registrable, lured)) return true;
      }
    }
    return false;
  }

  /** A brand in a lured address that no one known owns is also the line's first words. */
  function brandOfLineInHost(own: readonly string[], host: FoundHost, normalized: string): boolean {
    for (let start = 0; start < own.length; start += 1) {
      for (let end = start + 1; end <= Math.min(own.length, start + 3); end += 1) {
        const words = own.slice(start, end).join(' ');
        if (normalized !== words && !normalized.startsWith(`${words} `)) continue;
        const entry = index.byKey.get(sequenceKey(own.slice(start, end)));
        if (!entry || entry.keyLength < 3) continue;
        if (!ownsHost(ownDomains(entry.record.domain, entry.record), host.registrable)) return true;
      }
    }
    return false;
  }

  /**
   * A brand's name, then nothing but lures and one that phishing uses, beside an address nobody
   * known owns: the lure's page, not the brand ("NETFLIX ACCOUNT SUSPENDED NFX-HOLD.COM"). A
   * processor's line names its seller's address and is left alone.
   */
  function brandBesideStrangerHost(outside: readonly string[], hosts: readonly FoundHost[], analysis: DescriptorAnalysis): boolean {
    if (analysis.processorRole !== undefined) return false;
    const strangers = hosts.filter((host) => !knownHost(host));
    if (strangers.length === 0) return false;
    // A brand's own address beside a stranger's, with a lure: no statement prints two sites
    // ("AMAZON.CO.JP SECURITY CTR AMAZ-JP.XYZ").
    if (strangers.length < hosts.length) return outside.some((word) => LURE_WORDS.has(word));
    if (outside.length < 2) return false;
    for (let end = Math.min(outside.length - 1, MAX_ALIAS_WORDS); end >= 1; end -= 1) {
      const entry = index.byKey.get(sequenceKey(outside.slice(0, end)));
      if (!entry || entry.weakness !== 'none') continue;
      const own = ownDomains(entry.record.domain, entry.record);
      if (hosts.some((host) => ownsHost(own, host.registrable))) return false;
      const rest = outside.slice(end);
      // A fee to pay on a stranger's site is the lure too ("AN POST CUSTOMS FEE APOST-IE.INFO").
      return rest.some((word) => PHISHING_LURES.has(word) || FEE_LURES.has(word)) && rest.every((word) => LURE_WORDS.has(word) || BANK_VOCABULARY.has(word) || FEE_LURES.has(word));
    }
    return false;
  }

  function knownHost(host: FoundHost): boolean {
    return index.byHost.has(host.host) || index.byHost.has(host.registrable);
  }

  /** A label that asks for the account itself: "…-VERIFY.CC", "…-LOGIN.NET", "…-AIRDROP-CLAIM.XYZ". */
  function asksForAccount(host: FoundHost): boolean {
    return host.host.toUpperCase().split(/[.-]/).some((part) => ACCOUNT_LURES.has(part));
  }

  /**
   * A label that is a brand spelt with digits for letters ("TESC0", "PAYPA1", "B00TS") or with a
   * look-alike letter ("BANKOFAMERLCA", "SPOTlFY", "RNICROSOFT"), on a domain not the brand's.
   */
  function typosquatted(host: FoundHost): boolean {
    return host.host
      .toUpperCase()
      .split(/[.-]/)
      .some((part) =>
        /\d/.test(part) && /[A-Z]/.test(part)
          ? strangerBrand(unLeet(part), host.registrable, 4) || strangerBrand(unLeet(part.replace(/1/g, 'L')), host.registrable, 4)
          : lookAlikeLetterBrand(part, host.registrable) || swappedLetterBrand(part, host.registrable),
      );
  }

  /**
   * A label that is a long brand's name (six letters or more) with one inner letter swapped for
   * another ("AMEZON.DE", "NETFLEX-…"); its first and last letters stay, as typosquats keep them.
   */
  function swappedLetterBrand(part: string, registrable: string): boolean {
    if (part.length < 6 || !/^[A-Z]+$/.test(part) || index.byKey.has(part) || LURE_WORDS.has(part)) return false;
    for (let at = 1; at < part.length - 1; at += 1) {
      for (let code = 65; code <= 90; code += 1) {
        const letter = String.fromCharCode(code);
        if (letter === part[at]) continue;
        const entry = index.byKey.get(part.slice(0, at) + letter + part.slice(at + 1));
        if (strongBrandElsewhere(entry, registrable, 6)) return true;
      }
    }
    return false;
  }

  /** A label of five letters or more that is a brand's name with one letter swapped for one that looks like it. */
  function lookAlikeLetterBrand(part: string, registrable: string): boolean {
    if (part.length < 5 || !/^[A-Z]+$/.test(part) || index.byKey.has(part)) return false;
    for (const [look, real] of LOOK_ALIKE_LETTERS) {
      for (let at = part.indexOf(look); at >= 0; at = part.indexOf(look, at + 1)) {
        const entry = index.byKey.get(part.slice(0, at) + real + part.slice(at + look.length));
        if (strongBrandElsewhere(entry, registrable, 5)) return true;
      }
    }
    return false;
  }

  /** A brand that is not a word or a name, of `minimum` letters or more, whose sites do not include this domain. */
  function strongBrandElsewhere(entry: AliasEntry | undefined, registrable: string, minimum: number): boolean {
    return entry !== undefined && entry.weakness === 'none' && entry.keyLength >= minimum && !ownsHost(ownDomains(entry.record.domain, entry.record), registrable);
  }

  function strangerBrand(part: string, registrable: string, minimum: number): boolean {
    const entry = index.byKey.get(part);
    return entry !== undefined && entry.keyLength >= minimum && !ownsHost(ownDomains(entry.record.domain, entry.record), registrable);
  }

  /** A label that is a brand's name (five letters or more) with one letter left out ("NETFLX", "AMAZN"). */
  function letterShortBrand(part: string, registrable: string): boolean {
    if (part.length < 4 || !/^[A-Z]+$/.test(part) || index.byKey.has(part) || LURE_WORDS.has(part)) return false;
    for (let at = 1; at <= part.length; at += 1) {
      for (let code = 65; code <= 90; code += 1) {
        const entry = index.byKey.get(part.slice(0, at) + String.fromCharCode(code) + part.slice(at));
        if (strongBrandElsewhere(entry, registrable, 5)) return true;
      }
    }
    return false;
  }

  /**
   * A label that is a brand's name (five letters or more) with a letter doubled or slipped inside
   * ("SPOTIFFY", "AMAZZON", "PAYYPAL"); a letter added at either end only beside a lure, since a
   * name and a letter more may be another's ("TESCOM").
   */
  function addedLetterBrand(part: string, registrable: string, lured: boolean): boolean {
    if (part.length < 6 || !/^[A-Z]+$/.test(part) || index.byKey.has(part) || LURE_WORDS.has(part)) return false;
    for (let at = 0; at < part.length; at += 1) {
      const doubled = part[at] === part[at - 1] || part[at] === part[at + 1];
      if (!doubled && !lured && (at === 0 || at === part.length - 1)) continue;
      const entry = index.byKey.get(part.slice(0, at) + part.slice(at + 1));
      if (strongBrandElsewhere(entry, registrable, 5)) return true;
    }
    return false;
  }

  /** A label that is a brand's name with a short code glued on ("APPLEID", "PAYPAL2", "NETFLIXHELP"). */
  function gluedBrand(part: string, registrable: string): boolean {
    for (let cut = part.length - 1; cut >= 4; cut -= 1) {
      const rest = part.slice(cut);
      if (!/^\d+$/.test(rest) && !LURE_WORDS.has(rest) && rest.length > 2) continue;
      const entry = index.byKey.get(part.slice(0, cut));
      if (entry && !ownsHost(ownDomains(entry.record.domain, entry.record), registrable)) return true;
    }
    return false;
  }

  /**
   * A brand whose printed name is one letter, named so only at its own stations in its country:
   * New Zealand's Z Energy prints "Z <station> <town> NZ" ("Z KAIKORANGA WHANGAREI NZ"; "Z
   * RICCARTON CHRISTCHURCH NZ" leaves the letter alone before the town, read with it). A letter
   * alone reads as nothing anywhere else, and before another trade's word it is that trade's.
   */
  function letterBrand(words: readonly string[], analysis: DescriptorAnalysis): KnowledgeMatch | null {
    const first = words[0] ?? '';
    if (first.length !== 1 || words.length < 2) return null;
    const brand = LETTER_BRANDS.get(first);
    if (!brand || countryOf(analysis) !== brand.country) return null;
    if (words.slice(1).some((word) => word.length === 1 || ((CATEGORY_WORDS.get(word)?.strength ?? 0) >= 2 && CATEGORY_WORDS.get(word)?.category !== 'transportation'))) return null;
    const entry = index.byName.get(nameKey(brand.name));
    return entry ? toMatch(entry, false) : null;
  }

  /**
   * US Treasury payments name the paying agency by a code before "TREAS 310" ("VA TREAS 310",
   * "SSA TREAS 310", "IRS TREAS 310"): the agency whose Treasury alias starts with that code.
   */
  function treasuryPayer(words: readonly string[]): KnowledgeMatch | null {
    // "VA TREAS 310", or the code after it as some banks print it ("TREAS 310 XXVA BENEF").
    const code = words[1] === 'TREAS' ? (words[0] ?? '') : words[0] === 'TREAS' ? (words[1] ?? '').replace(/^XX/, '') : '';
    if (code.length < 2 || code.length > 5) return null;
    const exact = index.byKey.get(`${code}TREAS310`) ?? index.byKey.get(`${code}TREAS`);
    if (exact) return toMatch(exact, false);
    for (let position = firstKeyAtLeast(index.sortedKeys, code); position < index.sortedKeys.length; position += 1) {
      const key = index.sortedKeys[position] ?? '';
      if (!key.startsWith(code)) break;
      const entry = index.byKey.get(key);
      if (entry && /TREAS(?:310)?$/.test(key) && key.length - 'TREAS310'.length <= code.length + 3 && entry.record.category === 'government_and_nonprofit') return toMatch(entry, false);
    }
    return null;
  }

  function matchAnalysis(analysis: DescriptorAnalysis): KnowledgeMatch | null {
      const { words, tail } = analysisWords(analysis);
      const hint = analysis.processorHint;
      if (analysis.processorRole === 'p2p' && hint && PAYEE_RAILS.test(hint)) {
        const from = afterRailWords(words, hint.split(' ').length);
        const payee = from < words.length ? scan(index, words.slice(from), tail, { folded: analysis.folded, normalized: words.slice(from).join(' ') }) : null;
        // A brand named like a person ("FASTER PAYMENT TO DAVID JONES REFERENCE RENT") is, after a
        // rail, the person paid: the line stays the rail's transfer.
        if (payee && !payee.fuzzy && !namedLikePerson(words.slice(from))) return payee;
      }
      if (analysis.processorRole === 'platform' && hint) {
        const platform = lookupHint(index, hint);
        // The platform's own plan after its prefix ("DOORDASH*DASHPASS") bills as the plan.
        const own = platform && words.length > 0 ? scan(index, words, tail, analysis) : null;
        if (platform) return own?.name === platform.name ? own : platform;
      }
      // A bank's one-word code before one word may be a name's own first word ("SO ENERGY").
      const code = analysis.wrapper?.length === 1 && words.length === 1 ? analysis.wrapper[0] : undefined;
      if (code !== undefined && !code.includes(' ')) {
        const named = candidatesAt(index, [code, ...words], 0, analysis).find((candidate) => candidate.end === 1);
        if (named) return toMatch(named.entry, false);
      }
      const detailed = analysis.detailed ? scanDetailed(index, analysis.detailed.split(' '), words, tail, analysis) : null;
      const scanned = detailed ?? scan(index, words, tail, analysis) ?? treasuryPayer(words.length === 1 ? [...words, ...tail] : words) ?? letterBrand(words.length === 1 ? [...words, ...tail] : words, analysis);
      const found = scanned === null || scanned.fuzzy ? (gluedWebAddress(index, words[0] ?? '') ?? scanned) : scanned;
      // The wallet's own help address ("GOOGLE *FI TFJK2 G.CO/PAYHELP#") yields to the product it bills.
      if (found && hint && analysis.processorRole === 'wallet' && found.name === lookupHint(index, hint)?.name) return walletProduct(hint, words, analysis) ?? found;
      if (found || !hint) return found;
      // "VENMO INSURANCE": a business named with the service's word, not a payment through it.
      if (analysis.processorRole === 'p2p') return nameFollowsHint(words, hint) || namesCompanyPayee(analysis.folded) ? null : lookupHint(index, hint);
      // "SHOPIFY* 218374659 OTTAWA ON": nothing but a number and a town after the platform's own
      // prefix is the platform billing its merchant.
      if (analysis.processorRole === 'facilitator') return words.every((word) => CITY_SET.has(word) || TOWN_SET.has(word) || /\d/.test(word)) ? lookupHint(index, hint) : null;
      if (analysis.processorRole !== 'wallet') return null;
      // "PAYPAL *CANVAPTYLIM": PayPal glues the seller's name to its legal form and cuts it.
      const glued = words.length === 1 ? gluedToLegalForm(index, words[0] ?? '') : null;
      if (glued) return glued;
      // "PAYPAL *TOMSBIKEREPAIR": an unknown seller paid through PayPal is the merchant (a
      // long-tail name for the model); only bank words after the prefix leave PayPal itself.
      if (hint === 'PAYPAL' && words.some((word) => !BANK_VOCABULARY.has(word) && !/\d/.test(word) && word !== 'PAYPAL')) return null;
      return walletProduct(hint, words, analysis) ?? lookupHint(index, hint);
  }

  /** "GOOGLE*ADS…" is Google Ads: the wallet's own product, named by prefix and remainder. */
  function walletProduct(hint: string, words: readonly string[], analysis: DescriptorAnalysis): KnowledgeMatch | null {
    const withHint = [...hint.split(' '), ...words];
    const product = candidatesAt(index, withHint, 0, analysis).find((candidate) => candidate.end >= hint.split(' ').length);
    return product ? toMatch(product.entry, false) : null;
  }
}

/** Two words, a listed given name then a listed surname ("DAVID JONES"): a person's name, whatever brand shares it. */
export function namedLikePerson(words: readonly string[]): boolean {
  return words.length === 2 && isListedGivenName(words[0] ?? '') && isListedSurname(words[1] ?? '');
}
