import { PLACES } from './descriptor-parts';
import type { LabelledDescriptor } from './labelled-descriptor';
import { CHAIN_MERCHANTS, NAMED_MERCHANTS, PERSON_NAMED_BUSINESSES, UNLISTED_NAME_BRANDS } from './merchant-names';
import { createRandom, type Random } from './seeded-random';
import { merchantWordsOf } from './synthetic-corpus';

// Descriptor forms a merchant appears in, including the wrappers that look like transfer
// contexts ("CARD PAYMENT TO", "DIRECT DEBIT PAYMENT TO") and processor prefixes.
const FORMS: readonly string[] = [
  '{merchant}',
  '{merchant} #{store} {place}',
  '{merchant} {store} {place}',
  'SQ *{merchant} {place}',
  'TST* {merchant} {place}',
  'POS DEBIT {merchant} {place}',
  'DEBIT CARD PURCHASE - {merchant} {store}',
  'CHECKCARD 0917 {merchant} {place} 24692163260100012345678',
  'PURCHASE AUTHORIZED ON 05/07 {merchant} {place} S465128123456789 CARD 3310',
  'CARD PAYMENT TO {merchant} ON 12-06-2024',
  'DIRECT DEBIT PAYMENT TO {merchant} REF 88{store}',
  'PAYPAL *{merchant}',
  'PAYPAL *{glued}',
  'CRV*{merchant} {store}',
  '{merchant} {place} GB',
  'CB {merchant} 12/03 {place}',
];

function descriptor(random: Random, merchant: string, group: string): LabelledDescriptor {
  const form = random.pick(FORMS);
  // PayPal and other processors often glue the words: "PAYPAL *JOHNLEWIS", "PAYPAL *MARKSSPENC".
  const glued = merchant.replace(/[^\p{L}\p{N}]/gu, '').slice(0, 12);
  const input = form
    .replace('{merchant}', merchant)
    .replace('{glued}', glued)
    .replace('{store}', random.digits(random.int(3, 5)))
    .replace('{place}', random.pick(PLACES));
  return { input, pii: [], merchantWords: form.includes('{glued}') ? [glued] : merchantWordsOf(merchant), form, group };
}

/**
 * Known-merchant descriptors: every merchant of the lists in `perMerchant` random forms, plus
 * the exact forms the issue names ("SQ *BLUE BOTTLE COFFEE SF CA", "WENDYS #1234 COLUMBUS OH").
 */
export function merchantCorpus(seed: number, perMerchant: number): LabelledDescriptor[] {
  const random = createRandom(seed);
  const corpus: LabelledDescriptor[] = [
    { input: 'SQ *BLUE BOTTLE COFFEE SF CA', pii: [], merchantWords: ['BLUE', 'BOTTLE', 'COFFEE'], form: 'fixed', group: 'chain' },
    { input: 'WENDYS #1234 COLUMBUS OH', pii: [], merchantWords: ['WENDYS'], form: 'fixed', group: 'named' },
    { input: 'JOHN LEWIS 0123 LONDON', pii: [], merchantWords: ['JOHN', 'LEWIS'], form: 'fixed', group: 'named' },
    { input: "SQ *MARIA'S TACOS", pii: [], merchantWords: ["MARIA'S", 'TACOS'], form: 'fixed', group: 'named' },
  ];
  const groups: Readonly<Record<string, readonly string[]>> = {
    named: NAMED_MERCHANTS,
    chain: CHAIN_MERCHANTS,
    person_business: PERSON_NAMED_BUSINESSES,
    unlisted_name_brand: UNLISTED_NAME_BRANDS,
  };
  for (const [group, merchants] of Object.entries(groups)) {
    for (const merchant of merchants) {
      for (let count = 0; count < perMerchant; count += 1) corpus.push(descriptor(random, merchant, group));
    }
  }
  return corpus;
}
