import { CATEGORY_WORDS } from './category-words';
import { COMMON_WORDS, NEUTRAL_WORDS } from './common-words';
import { tokenize } from './descriptor-tokens';
import { PLACE_WORDS } from './locations';
import { nameKey, sequenceKey } from './match-key';
import { isListedGivenName, isListedSurname } from '../redact';
import type { DescriptorAnalysis } from '../domain';
import { analyzeDescriptor, collectFixedPoints, foldDescriptor, keepFixedPoints } from './normalize';
import type { MerchantRecord, PlanFacts } from './record';
import { aliasKey } from './load-records';
import { createDeletionIndex, type DeletionIndex } from './deletion-index';
import { createPrefixFilter, type PrefixFilter } from './prefix-filter';

export interface AliasEntry {
  record: MerchantRecord;
  /** The alias as the data writes it (or the record name). */
  alias: string;
  /** alias_domains override for this alias, else the record's domain. */
  domain: string | null;
  /** Words of the indexed form. */
  wordCount: number;
  keyLength: number;
  /** Key length at the end of each word, for telling a cut word from a cut name. */
  boundaries: readonly number[];
  /**
   * - word: a one-word alias that is an ordinary word or a place (TARGET, NEXT, HALIFAX), or the
   *   bare name of a web-address alias (ALLEGRO.PL): trusted only as the whole merchant part.
   * - short: a one-word code of three characters or fewer (DHL, CVS): trusted at the start.
   * - surname: a one-word alias that is a listed surname (O'REILLY, COSTA): trusted only where
   *   the merchant's name begins, never after a given name, and never as a typo.
   */
  weakness: 'none' | 'word' | 'short' | 'surname';
  /** The plan this alias names, whose facts override the brand's ("GOOGLE STORAGE" is Google One). */
  plan?: PlanFacts;
  /** Merchants of other countries print the same key (see AliasIndex.variants). */
  shared?: true;
}

export interface AliasIndex {
  /** Sequence key → entry. */
  byKey: Map<string, AliasEntry>;
  /**
   * Sequence key → merchants that print the same name in their own countries (`country_aliases`:
   * "NETTO" of Denmark's Netto, "COOP" of Switzerland's): one of them answers instead of the key's
   * entry when the line was printed in its country.
   */
  variants: Map<string, AliasEntry[]>;
  /**
   * Every proper prefix of every key ("WHOLE", "MC" of "MCDONALDS"): the scan extends a word
   * sequence only while it can still become a key, whatever the spacing.
   */
  prefixes: PrefixFilter;
  /**
   * Every key and every proper prefix: the scan's first look at a word sequence. Most words are
   * neither, and this compact filter answers so without a lookup in the large key map.
   */
  keysOrPrefixes: PrefixFilter;
  /** Every key of byKey and of variants, and no prefix: most prefixes the scan reads are no key. */
  keys: PrefixFilter;
  /** Host or registrable domain → entry. */
  byHost: Map<string, AliasEntry>;
  /** Single-word keys of 7+ letters with one letter deleted → entries, for one-typo matches. */
  byDeletion: DeletionIndex<AliasEntry>;
  /** All keys, sorted, for prefix (truncation) search. */
  sortedKeys: string[];
  /** nameKey of names and aliases → entry, for findByName. */
  byName: Map<string, AliasEntry>;
  /** Keys two merchants would share; the first loaded keeps it. */
  conflicts: string[];
}

/** Shortest single-word key that may be matched with one typo; shorter words collide too easily. */
export const MIN_TYPO_KEY_LENGTH = 7;

function weaknessOf(words: readonly string[], fromHost: boolean): AliasEntry['weakness'] {
  const [word] = words;
  if (words.length !== 1 || word === undefined) return 'none';
  if (fromHost || COMMON_WORDS.has(word) || PLACE_WORDS.has(word) || CATEGORY_WORDS.has(word)) return 'word';
  if (word.length <= 3) return 'short';
  // A surname alone (O'REILLY, COSTA) is as often a person or a namesake's business.
  return isListedSurname(word) ? 'surname' : 'none';
}

/** Name and web-address entries have no word boundaries: one shared empty list, not one per entry. */
const NO_BOUNDARIES: readonly number[] = Object.freeze([]);

/** Lists of boundaries repeat ([7], [5, 10]…): 12,000 entries share a few hundred lists. */
const SHARED_BOUNDARIES = new Map<string, readonly number[]>();

function boundariesOf(words: readonly string[]): readonly number[] {
  const boundaries: number[] = [];
  let length = 0;
  for (const word of words) {
    length += sequenceKey([word]).length;
    boundaries.push(length);
  }
  const spelled = boundaries.join(' ');
  const shared = SHARED_BOUNDARIES.get(spelled) ?? Object.freeze(boundaries);
  SHARED_BOUNDARIES.set(spelled, shared);
  return shared;
}

/** Both lists of word ends, shared like boundariesOf's. */
function joinedBoundaries(first: readonly number[], second: readonly number[]): readonly number[] {
  const joined = [...new Set([...first, ...second])].sort((a, b) => a - b);
  const spelled = joined.join(' ');
  const shared = SHARED_BOUNDARIES.get(spelled) ?? Object.freeze(joined);
  SHARED_BOUNDARIES.set(spelled, shared);
  return shared;
}

/**
 * The word forms an alias is indexed under, most literal first: as normalized plus its stripped
 * tail, then normalized alone. An alias with a brand number or store label ("MICROSOFT 365",
 * "UPS STORE") is indexed only with it; a wallet's product ("GOOGLE *SERVICES") keeps the wallet's name.
 */
function aliasForms(alias: string, analyses: Map<string, DescriptorAnalysis>): { forms: string[][]; hosts: string[] } {
  // Names repeat aliases in another case ("Walmart", "WALMART"): analyze each spelling once.
  const spelling = alias.toUpperCase();
  let analysis = analyses.get(spelling);
  if (!analysis) {
    analysis = analyzeDescriptor(spelling);
    analyses.set(spelling, analysis);
  }
  const forms: string[][] = [];
  const tail = analysis.tail ? analysis.tail.split(' ') : [];
  let normalized = analysis.normalized ? analysis.normalized.split(' ') : [];
  // A name that begins with a bank's code ("SO ENERGY", "STO GATINEAU") keeps it when one ordinary
  // word or place would be left: the matcher reads the code back before such a word (see
  // KnowledgeBase.match), and "ENERGY" alone names nobody.
  if (analysis.wrapper?.length === 1 && normalized.length === 1 && tail.length === 0 && isOrdinary(normalized[0] ?? '')) {
    normalized = [...(analysis.wrapper[0] ?? '').split(' '), ...normalized];
  }
  const hint = analysis.processorRole === 'wallet' || analysis.processorRole === 'platform' ? analysis.processorHint : undefined;
  if (hint && !analysis.normalized.startsWith(hint)) normalized = [...hint.split(' '), ...normalized];
  if (analysis.detailed) {
    forms.push([...analysis.detailed.split(' '), ...tail]);
  } else if (normalized.length > 0) {
    forms.push([...normalized, ...tail]);
    if (tail.length > 0) forms.push(normalized);
  } else {
    const words = tokenize(foldDescriptor(alias))
      .filter((token) => token.kind === 'word')
      .map((token) => token.text);
    if (words.length > 0) forms.push(words);
  }
  // Statements drop the "&" between two words of a name ("JOHN LEWIS PARTNERS", "MARKS SPENCER"):
  // the form without it is the brand's too; between initials ("B & Q") it is not.
  const joined = forms[0]?.findIndex((word, at, words) => word === '&' && (words[at - 1] ?? '').length >= 3 && (words[at + 1] ?? '').length >= 3) ?? -1;
  const withoutAmpersand = joined > 0 ? (forms[0] ?? []).filter((_word, at) => at !== joined) : [];
  if (withoutAmpersand.length > 0 && !withoutAmpersand.every(isOrdinary)) forms.push(withoutAmpersand);
  const hosts = (analysis.hosts ?? []).flatMap((host) => (host.host === host.registrable ? [host.host] : [host.host, host.registrable]));
  return { forms, hosts };
}

function isOrdinary(word: string): boolean {
  return COMMON_WORDS.has(word) || NEUTRAL_WORDS.has(word) || CATEGORY_WORDS.has(word) || PLACE_WORDS.has(word);
}

function nameEntry(record: MerchantRecord, alias: string, plan: PlanFacts | undefined): AliasEntry {
  return { record, alias, domain: record.domain, wordCount: 1, keyLength: 0, boundaries: NO_BOUNDARIES, weakness: 'none', ...(plan && { plan }) };
}

/** The plan each alias of a record names, keyed by aliasKey. */
function plansOf(record: MerchantRecord): Map<string, PlanFacts> {
  const byAlias = new Map<string, PlanFacts>();
  for (const plan of record.plans ?? []) for (const alias of plan.aliases) byAlias.set(aliasKey(alias), plan);
  return byAlias;
}

export function buildAliasIndex(records: readonly MerchantRecord[]): AliasIndex {
  // The prefixes and one-typo forms are compact structures built from the finished keys.
  const index: Omit<AliasIndex, 'prefixes' | 'keysOrPrefixes' | 'keys' | 'byDeletion'> = { byKey: new Map(), variants: new Map(), byHost: new Map(), sortedKeys: [], byName: new Map(), conflicts: [] };
  const domainOwners = new Map<string, Set<string>>();
  const analyses = new Map<string, DescriptorAnalysis>();
  collectFixedPoints();

  const put = (key: string, entry: AliasEntry, reportConflict: boolean): void => {
    if (key.length === 0) return;
    const existing = index.byKey.get(key);
    if (!existing) {
      index.byKey.set(key, entry);
      return;
    }
    // One brand spelt with and without spaces ("ELEVENLABS", "ELEVEN LABS"): a cut at any of its
    // word ends is a whole word, not a cut brand ("ELEVEN" of 7-Eleven is no ElevenLabs).
    if (existing.record === entry.record && existing.wordCount === 1 && entry.boundaries.length > 1) existing.boundaries = joinedBoundaries(existing.boundaries, entry.boundaries);
    if (existing.record !== entry.record && reportConflict) {
      index.conflicts.push(`"${entry.alias}" of ${entry.record.name} and "${existing.alias}" of ${existing.record.name} share key ${key}`);
    }
  };

  // Three passes so that a literal alias always wins over a derived form of another alias:
  // plain aliases, then the word forms of web-address aliases, then names and shortened forms.
  const derived: Array<() => void> = [];
  for (const record of records) {
    const overrides = new Map(Object.entries(record.alias_domains ?? {}).map(([alias, domain]) => [nameKey(alias), domain]));
    const domainFor = (alias: string): string | null => overrides.get(nameKey(alias)) ?? record.domain;
    const plans = plansOf(record);
    // A name the merchant shares with merchants of other countries ("Netto") is one of its country aliases, never a key of its own.
    const countryKeys = new Set((record.country_aliases ?? []).map((alias) => sequenceKey(aliasForms(alias, analyses).forms[0] ?? [])));
    for (const alias of [...record.aliases, record.name]) {
      const plan = plans.get(aliasKey(alias));
      const isName = alias === record.name && !record.aliases.includes(alias);
      const { forms, hosts } = aliasForms(alias, analyses);
      forms.forEach((words, formIndex) => {
        const entry: AliasEntry = {
          record,
          alias,
          domain: hosts.length > 0 || formIndex > 0 ? record.domain : domainFor(alias),
          wordCount: words.length,
          keyLength: sequenceKey(words).length,
          boundaries: boundariesOf(words),
          // A shortened form ("SERVICES" of "SERVICES AUSTRALIA") is weak even if its word is not.
          weakness: formIndex > 0 && words.length === 1 ? 'word' : weaknessOf(words, hosts.length > 0),
          ...(plan && { plan }),
        };
        const key = sequenceKey(words);
        // A shortened form that is an ordinary word names nobody ("SERVICES" of "SERVICES AUSTRALIA"),
        // nor does a code of one or two letters left before a place ("LB" of "LB LAMBETH", a London borough).
        if (formIndex > 0 && words.length === 1 && (isOrdinary(words[0] ?? '') || (words[0] ?? '').length <= 2)) return;
        if (countryKeys.has(key)) return;
        if (formIndex === 0 && hosts.length === 0 && !isName) put(key, entry, true);
        else derived.push(() => put(key, entry, false));
      });
      for (const host of hosts) {
        const entry: AliasEntry = { record, alias, domain: domainFor(alias), wordCount: 1, keyLength: host.length, boundaries: NO_BOUNDARIES, weakness: 'none', ...(plan && { plan }) };
        if (!index.byHost.has(host)) index.byHost.set(host, entry);
      }
      if (!index.byName.has(nameKey(alias)) || isName) {
        index.byName.set(nameKey(alias), nameEntry(record, alias, plan));
      }
    }
    for (const domain of [record.domain, ...Object.values(record.alias_domains ?? {})]) {
      if (!domain) continue;
      const owners = domainOwners.get(domain) ?? new Set<string>();
      owners.add(record.name);
      domainOwners.set(domain, owners);
    }
  }
  for (const apply of derived) apply();
  for (const record of records) {
    for (const alias of record.country_aliases ?? []) {
      const [words] = aliasForms(alias, analyses).forms;
      if (!words) continue;
      const key = sequenceKey(words);
      // A given name a chain goes by in its own countries ("PAUL", the bakery) names it only standing alone or before a place: "PAUL SMITH" is someone else.
      const weakness = weaknessOf(words, false);
      const given = (weakness === 'none' || weakness === 'surname') && words.length === 1 && isListedGivenName(words[0] ?? '');
      const entry: AliasEntry = { record, alias, domain: record.domain, wordCount: words.length, keyLength: key.length, boundaries: boundariesOf(words), weakness: given ? 'word' : weakness };
      index.variants.set(key, [...(index.variants.get(key) ?? []), entry]);
    }
  }
  // Names win over aliases in name lookup: a model answering "Apple" means Apple, not an alias.
  for (const record of records) index.byName.set(nameKey(record.name), nameEntry(record, record.name, undefined));

  // A merchant's own domain identifies it only when no other merchant shares the domain.
  for (const record of records) {
    const plans = plansOf(record);
    // A plan's own site names the plan ("one.google.com" is Google One).
    const planByDomain = new Map(Object.entries(record.alias_domains ?? {}).flatMap(([alias, domain]) => {
      const plan = plans.get(aliasKey(alias));
      return plan ? [[domain, plan] as const] : [];
    }));
    const domains = [record.domain, ...Object.values(record.alias_domains ?? {})];
    for (const domain of domains) {
      if (!domain || index.byHost.has(domain) || (domainOwners.get(domain)?.size ?? 0) > 1) continue;
      const plan = planByDomain.get(domain);
      index.byHost.set(domain, { record, alias: domain, domain, wordCount: 1, keyLength: domain.length, boundaries: NO_BOUNDARIES, weakness: 'none', ...(plan && { plan }) });
    }
  }

  const typoKeys = [...index.byKey].filter(([key, entry]) => entry.wordCount === 1 && entry.weakness === 'none' && key.length >= MIN_TYPO_KEY_LENGTH);
  index.sortedKeys = [...index.byKey.keys()].sort();
  keepFixedPoints();
  // The scanner asks the variants only of keys marked shared, or of keys the filter says yes to.
  const variantOnly: string[] = [];
  for (const key of index.variants.keys()) {
    const entry = index.byKey.get(key);
    if (entry) entry.shared = true;
    else variantOnly.push(key);
  }
  const keys = [...index.byKey.keys(), ...index.variants.keys()];
  return { ...index, prefixes: createPrefixFilter(keys, variantOnly), keysOrPrefixes: createPrefixFilter(keys, keys), keys: createPrefixFilter([], keys), byDeletion: createDeletionIndex(typoKeys) };
}
