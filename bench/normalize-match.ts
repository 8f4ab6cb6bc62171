/**
 * `node bin/run-ts.js bench/normalize-match.ts [--items N]`: time of normalize + knowledge match per
 * descriptor, as the pipeline calls them (normalizeDescriptor(raw), then match(raw)), over a
 * generated, varied set: shipped merchants' aliases wrapped in processor prefixes, bank wrappers,
 * store numbers, reference codes, dates, phones and places, plus long-tail names that match
 * nothing (the slowest path: every position and the fuzzy search are tried). Target: median
 * <= 20 µs per item.
 */
import { loadKnowledgeBase, loadMerchantRecords, normalizeDescriptor } from '../src/knowledge/index';

const ITEMS = Number(process.argv[process.argv.indexOf('--items') + 1]) || 20_000;

/** Deterministic pseudo-random numbers (mulberry32), so runs are comparable. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let value = Math.imul(state ^ (state >>> 15), 1 | state);
    value = (value + Math.imul(value ^ (value >>> 7), 61 | value)) ^ value;
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
}

const PREFIXES = ['', '', '', '', 'SQ *', 'TST* ', 'PAYPAL *', 'POS DEBIT ', 'CHECKCARD 0412 ', 'PURCHASE AUTHORIZED ON 03/14 ', 'DEBIT CARD PURCHASE - ', 'CB ', 'CARD 1234 ', 'DIRECT DEBIT '];
const PLACES = ['', '', 'NEW YORK NY', 'SAN FRANCISCO CA', 'AUSTIN TX', 'LONDON', 'LEEDS GBR', 'TORONTO ON', 'SYDNEY NS AUS', 'BERLIN DE', 'PARIS', 'SPRINGFIELD IL'];
const NOISE = ['', '', '#1234', '0412', 'F9321', '2K4LL1Y82', '800-555-0199', '12/03', 'DES:BILL PAY ID:XXXXX4471 WEB', 'S4651281234567'];
const LONG_TAIL_FIRST = ['BLUE', 'RIVERSIDE', 'GOLDEN', 'MAPLE', 'SUNRISE', 'OAK STREET', 'LUCKY', 'CORNER', 'HARBOR', 'EL RANCHO', 'CASA', 'MAIN STREET'];
const LONG_TAIL_LAST = ['PIZZA', 'CAFE', 'DENTAL GROUP', 'LAUNDROMAT', 'BARBER CO', 'MOTEL', 'GRILL', 'BOOKS', 'AUTO BODY', 'YOGA STUDIO', 'BAKERY', 'NAILS & SPA'];

function pick<T>(list: readonly T[], next: () => number): T {
  return list[Math.floor(next() * list.length)] as T;
}

function generate(count: number, seed: number): string[] {
  const next = random(seed);
  const aliases = loadMerchantRecords().records.flatMap((record) => record.aliases);
  const descriptors: string[] = [];
  for (let index = 0; index < count; index += 1) {
    const name = next() < 0.75 ? pick(aliases, next) : `${pick(LONG_TAIL_FIRST, next)} ${pick(LONG_TAIL_LAST, next)}`;
    descriptors.push([pick(PREFIXES, next) + name, pick(NOISE, next), pick(PLACES, next)].filter((part) => part.length > 0).join(' '));
  }
  return descriptors;
}

function percentile(sorted: readonly number[], share: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? 0;
}

const knowledge = loadKnowledgeBase();
// Warm up the JIT and the index on a different set, so the figures are steady-state ones.
for (const raw of generate(5_000, 7)) knowledge.match(normalizeDescriptor(raw) && raw);

const descriptors = generate(ITEMS, 42);
const timings: number[] = [];
let matched = 0;
for (const raw of descriptors) {
  const started = process.hrtime.bigint();
  normalizeDescriptor(raw);
  const found = knowledge.match(raw);
  timings.push(Number(process.hrtime.bigint() - started) / 1000);
  if (found) matched += 1;
}
timings.sort((a, b) => a - b);

/** A trivial string operation timed the same way, to tell a slow or busy machine from slow code. */
function baselineMicroseconds(): number {
  const started = process.hrtime.bigint();
  let words = 0;
  for (const raw of descriptors) words += raw.toUpperCase().replace(/\d+/g, ' ').split(' ').filter((word) => word.length > 0).length;
  return words > 0 ? Number(process.hrtime.bigint() - started) / 1000 / descriptors.length : 0;
}

console.log(`${ITEMS} descriptors, ${knowledge.size} merchants, ${((matched / ITEMS) * 100).toFixed(1)}% matched`);
console.log(`machine baseline (upper-case, one replace, split): ${baselineMicroseconds().toFixed(2)} µs per item`);
console.log(`normalize + match per item: median ${percentile(timings, 0.5).toFixed(1)} µs, p90 ${percentile(timings, 0.9).toFixed(1)} µs, p99 ${percentile(timings, 0.99).toFixed(1)} µs`);
