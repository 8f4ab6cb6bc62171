import { NAME_LEXICON } from '../../../src/redact/name-lexicon';
import { cardNumber, emailAddress, iban, phoneNumber, PLACES } from './descriptor-parts';
import { HELD_OUT_GIVEN_NAMES, HELD_OUT_SURNAMES } from './held-out-names';
import type { LabelledDescriptor, PlantedPii } from './labelled-descriptor';
import { CHAIN_MERCHANTS, NAMED_MERCHANTS } from './merchant-names';
import { createRandom, type Random } from './seeded-random';

/** Words of a merchant name that must still be there after redaction. */
export function merchantWordsOf(merchant: string): string[] {
  return merchant.split(/[^\p{L}\p{N}'’&-]+/u).filter((word) => /\p{L}/u.test(word));
}

const GIVEN = [...NAME_LEXICON.givenNames].filter((name) => !NAME_LEXICON.commonWords.has(name) && /^[A-Z]{3,}$/.test(name)).sort();
const SURNAMES = [...NAME_LEXICON.surnames].filter((name) => !NAME_LEXICON.commonWords.has(name) && /^[A-Z]{3,}$/.test(name)).sort();
const MERCHANTS = [...CHAIN_MERCHANTS, ...NAMED_MERCHANTS];

interface Person {
  given: string;
  surname: string;
  group: 'listed' | 'held_out';
}

function person(random: Random): Person {
  if (random.chance(0.1)) {
    return { given: random.pick(HELD_OUT_GIVEN_NAMES), surname: random.pick(HELD_OUT_SURNAMES), group: 'held_out' };
  }
  return { given: random.pick(GIVEN), surname: random.pick(SURNAMES), group: 'listed' };
}

function mixedCase(word: string): string {
  return word.charAt(0) + word.slice(1).toLowerCase();
}

/** A person's name as descriptors print it: full, with an initial, reversed, titled, mixed case. */
function printedName(random: Random, who: Person): string {
  const initial = who.given.charAt(0);
  const printed = random.pick([
    `${who.given} ${who.surname}`,
    `${who.given} ${who.surname}`,
    `${initial} ${who.surname}`,
    `${initial}. ${who.surname}`,
    `${who.surname} ${initial}`,
    `${who.given} ${random.pick([...'ABCDEFGHJKLMNPRSTW'])} ${who.surname}`,
    `${random.pick(['MR', 'MRS', 'MS', 'MISS', 'DR'])} ${who.given} ${who.surname}`,
  ]);
  return random.chance(0.2) ? printed.split(' ').map(mixedCase).join(' ') : printed;
}

const REF = (random: Random) => `${random.pick(['JPM', 'WFCT', 'BAC', ''])}${random.digits(2)}${random.pick(['A', 'Q', 'X'])}${random.digits(5)}`;

// Transfer and P2P forms, {name} being where the person goes. The merchant words are the rail.
const NAME_FORMS: readonly { template: string; rail: string }[] = [
  { template: 'ZELLE TO {name}', rail: 'ZELLE' },
  { template: 'ZELLE TO {name} {memo}', rail: 'ZELLE' },
  { template: 'VENMO *{name} VISA DIRECT {place}', rail: 'VENMO' },
  { template: 'CASH APP*{name}*{memo}', rail: 'CASH APP' },
  { template: 'ZELLE PAYMENT TO {name} CONF# {ref}', rail: 'ZELLE' },
  { template: 'Zelle payment from {name} {ref}', rail: 'Zelle' },
  { template: 'ZELLE FROM {name} ON 03/14 REF # {ref}', rail: 'ZELLE' },
  { template: 'VENMO *{name}', rail: 'VENMO' },
  { template: 'VENMO PAYMENT FROM {name}', rail: 'VENMO' },
  { template: 'CASH APP*{name} {place}', rail: 'CASH APP' },
  { template: 'Cash App*{name}', rail: 'Cash App' },
  { template: 'SQC*{name}', rail: 'SQC' },
  { template: 'PAYPAL *{name}', rail: 'PAYPAL' },
  { template: 'FASTER PAYMENT TO {name}', rail: 'FASTER PAYMENT' },
  { template: 'FASTER PAYMENTS RECEIPT REF.RENT FROM {name}', rail: 'FASTER PAYMENTS' },
  { template: 'FPS {name} REF DINNER', rail: 'FPS' },
  { template: 'FPS CREDIT {name}', rail: 'FPS' },
  { template: 'TRANSFER TO {name}', rail: 'TRANSFER' },
  { template: 'TRANSFER FROM {name} REF {ref}', rail: 'TRANSFER' },
  { template: 'ONLINE TRANSFER TO {name} REF #{ref}', rail: 'TRANSFER' },
  { template: 'PAYMENT TO {name}', rail: 'PAYMENT' },
  { template: 'PAYMENT FROM {name}', rail: 'PAYMENT' },
  { template: 'BILL PAYMENT TO {name} REF RENT', rail: 'BILL PAYMENT' },
  { template: 'STANDING ORDER TO {name} REF RENT', rail: 'STANDING ORDER' },
  { template: 'STANDING ORDER {name}', rail: 'STANDING ORDER' },
  { template: 'BGC {name} SALARY', rail: 'BGC' },
  { template: 'SEPA Überweisung an {name}', rail: 'SEPA' },
  { template: 'SEPA-GUTSCHRIFT VON {name}', rail: 'SEPA-GUTSCHRIFT' },
  { template: 'VIR SEPA DE {name}', rail: 'VIR SEPA' },
  { template: 'BIZUM ENVIADO A {name}', rail: 'BIZUM' },
  { template: 'BIZUM RECIBIDO DE {name}', rail: 'BIZUM' },
  { template: 'BONIFICO A FAVORE DI {name}', rail: 'BONIFICO' },
  { template: 'Betaalverzoek van {name}', rail: 'Betaalverzoek' },
  { template: 'Tikkie ID {digits}, Pizza avond, Van {name}', rail: 'Tikkie' },
  { template: 'CHASE CREDIT CRD DES:AUTOPAY ID:XXXXX1234 INDN:{name} CO ID:XXXXX39226 PPD', rail: 'CHASE' },
  { template: 'Interac e-Transfer From: {name}', rail: 'Interac' },
  { template: 'WISE TRANSFER TO {name}', rail: 'WISE' },
  { template: 'REVOLUT PAYMENT FROM {name}', rail: 'REVOLUT' },
  { template: '{name}', rail: '' },
];

function fill(template: string, random: Random, values: Record<string, string>): string {
  return template
    .replace('{ref}', REF(random))
    .replace('{digits}', random.digits(12))
    .replace('{place}', random.pick(PLACES))
    .replace('{memo}', random.pick(['THANKS', 'RENT MAY', 'BIRTHDAY GIFT', 'FOR PIZZA', 'UTILITIES', 'TICKETS', 'SORRY LATE']))
    .replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);
}

function nameDescriptor(random: Random): LabelledDescriptor {
  const form = random.pick(NAME_FORMS);
  const who = person(random);
  const useGlued = form.rail === 'PAYPAL' && who.group === 'listed' && who.given.length >= 4 && random.chance(0.3);
  const name = useGlued ? `${who.given}${who.surname}`.slice(0, 11) : printedName(random, who);
  const pii: PlantedPii[] = [{ kind: 'person_name', value: name, group: who.group }];
  return { input: fill(form.template, random, { name }), pii, merchantWords: merchantWordsOf(form.rail), form: form.template };
}

type Maker = (random: Random) => LabelledDescriptor;

function merchantForm(random: Random, kind: PlantedPii['kind'], value: string, templates: readonly string[]): LabelledDescriptor {
  const merchant = random.pick(MERCHANTS);
  const template = random.pick(templates);
  const input = fill(template, random, { merchant, value, store: random.digits(random.int(3, 5)), mmdd: '0917' });
  return { input, pii: [{ kind, value }], merchantWords: template.includes('{merchant}') ? merchantWordsOf(merchant) : [], form: template };
}

const MAKERS: Readonly<Record<string, Maker>> = {
  card_number: (random) =>
    merchantForm(random, 'card_number', cardNumber(random), [
      'POS DEBIT {value} {merchant} #{store} {place}',
      'CHECKCARD {mmdd} {merchant} {place} CARD {value}',
      'PURCHASE AUTHORIZED ON 05/07 {merchant} {place} CARD {value}',
      'CARD {value} {merchant}',
      'ACH DEBIT {merchant} {value}',
      '{merchant} {store} {place} {value}',
      '{value}',
    ]),
  iban: (random) =>
    merchantForm(random, 'iban', iban(random), [
      'SEPA-LASTSCHRIFT {merchant} IBAN {value}',
      '{merchant} DD {value}',
      'PRLV SEPA {merchant} {value}',
      'VIR SEPA {value} {merchant}',
      'SEPA Überweisung IBAN: {value}',
      '{value}',
    ]),
  account_number: (random) => {
    const account = random.digits(random.int(8, 17));
    const sortCode = `${random.digits(2)}-${random.digits(2)}-${random.digits(2)}`;
    if (random.chance(0.2)) {
      const value = `${sortCode} ${random.digits(8)}`;
      return merchantForm(random, 'account_number', value, ['FASTER PAYMENT {value} REF RENT', '{merchant} {value}', 'SORT CODE {value}']);
    }
    const reference = random.chance(0.2) ? `${random.pick(['VP', 'AB', 'CUS'])}${random.digits(8)}` : account;
    return merchantForm(random, 'account_number', reference, [
      '{merchant} ACCT {value}',
      'ACH DEBIT {merchant} ACCT # {value}',
      '{merchant} A/C {value}',
      'ACCOUNT NO: {value}',
      '{merchant} ACC NO {value}',
      'ROUTING 021000021 ACCT {value}',
      'DIRECT DEBIT {merchant} REF {value}',
      '{merchant} CUST NO {value}',
      '{merchant} POLICY {value}',
      'ACCT {value}',
    ]);
  },
  email: (random) => {
    const who = person(random);
    return merchantForm(random, 'email', emailAddress(random, who.given, who.surname), [
      'PAYPAL TRANSFER TO {value}',
      '{merchant} {value}',
      'ZELLE TO {value}',
      'INTERAC E-TRANSFER TO {value}',
      '{value}',
    ]);
  },
  phone: (random) =>
    merchantForm(random, 'phone', phoneNumber(random), [
      'ZELLE TO {value} CONF# 7QX2LM9KD1',
      'VENMO *{value}',
      '{merchant} {value}',
      'BIZUM A {value}',
      '{value}',
    ]),
  person_name: nameDescriptor,
};

/** `perKind` descriptors for each personal-data kind, reproducible from the seed. */
export function syntheticPiiCorpus(seed: number, perKind: number): LabelledDescriptor[] {
  const random = createRandom(seed);
  const corpus: LabelledDescriptor[] = [];
  for (const make of Object.values(MAKERS)) for (let count = 0; count < perKind; count += 1) corpus.push(make(random));
  return corpus;
}
