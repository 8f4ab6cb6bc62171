/**
 * Verified merchant knowledge: the merchants that ship with txenrich, the descriptor normalizer
 * and the matcher. Other folders import from here only.
 */
import { createKnowledgeBase, type KnowledgeBase } from './knowledge-base';

export { nameKey } from './match-key';
export { analyzeDescriptor, normalizeDescriptor, foldDescriptor } from './normalize';
export { createKnowledgeBase, namedLikePerson, type KnowledgeBase, type KnowledgeMatch } from './knowledge-base';
export { loadMerchantRecords, KNOWLEDGE_DATA_DIR, type LoadedRecords, type RecordProblem } from './load-records';
export { merchantRecordSchema, type MerchantRecord } from './record';
export { CATEGORY_WORDS, type CategoryWord } from './category-words';
export { isBankWording, readTransaction, type TransactionReading } from './transaction-kind';
export { readLineHints, ONE_OFF_CATEGORIES, type LineHints } from './line-hints';
export { descriptorCountry } from './country';
export { COMMON_WORDS } from './common-words';
export { REGION_CODE_SET, CITY_SET } from './locations';
export { TOWN_SET } from './towns';
export { WORDS_NOT_CUTS } from './whole-words';
export { namedForm } from './word-forms';

let shared: KnowledgeBase | null = null;

/**
 * The knowledge base over the shipped data, built once per process: reading and indexing a few
 * thousand records takes a few hundred milliseconds, matching then takes microseconds. Records
 * with problems are skipped here; `npm test` and tools/check-knowledge-data.ts report them.
 */
export function loadKnowledgeBase(): KnowledgeBase {
  shared ??= createKnowledgeBase();
  return shared;
}
