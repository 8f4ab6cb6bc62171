import { isIbanChecksumValid } from '../../../src/redact/find-ibans';
import { isLuhnValid } from '../../../src/redact/luhn';
import type { Random } from './seeded-random';

/** Towns and state codes used in the synthetic descriptors. */
export const PLACES: readonly string[] = [
  'NEW YORK NY', 'BROOKLYN NY', 'SAN FRANCISCO CA', 'SF CA', 'LOS ANGELES CA', 'CHICAGO IL', 'SEATTLE WA',
  'PORTLAND OR', 'DENVER CO', 'AUSTIN TX', 'HOUSTON TX', 'COLUMBUS OH', 'ATLANTA GA', 'MIAMI FL', 'BOSTON MA',
  'PHOENIX AZ', 'NASHVILLE TN', 'LONDON', 'MANCHESTER', 'LEEDS GB', 'BRISTOL', 'GLASGOW', 'CARDIFF',
  'BIRMINGHAM', 'EDINBURGH GBR', 'BERLIN DE', 'MUENCHEN DE', 'PARIS', 'LYON FR', 'AMSTERDAM NL', 'DUBLIN IE',
  'MADRID ES', 'SYDNEY NS AUS', 'MELBOURNE AUS', 'TORONTO ON',
];

const CARD_SHAPES: readonly { prefix: string; length: number; groups: readonly number[] }[] = [
  { prefix: '4', length: 16, groups: [4, 4, 4, 4] },
  { prefix: '4', length: 13, groups: [4, 4, 5] },
  { prefix: '51', length: 16, groups: [4, 4, 4, 4] },
  { prefix: '55', length: 16, groups: [4, 4, 4, 4] },
  { prefix: '2221', length: 16, groups: [4, 4, 4, 4] },
  { prefix: '34', length: 15, groups: [4, 6, 5] },
  { prefix: '37', length: 15, groups: [4, 6, 5] },
  { prefix: '6011', length: 16, groups: [4, 4, 4, 4] },
  { prefix: '35', length: 16, groups: [4, 4, 4, 4] },
  { prefix: '62', length: 19, groups: [4, 4, 4, 4, 3] },
  { prefix: '36', length: 14, groups: [4, 6, 4] },
];

/** Appends the one check digit that makes the number Luhn-valid. */
export function withLuhnDigit(body: string): string {
  for (let digit = 0; digit <= 9; digit += 1) if (isLuhnValid(body + digit)) return body + digit;
  throw new Error('unreachable: one check digit always fits');
}

/** A Luhn-valid card number, with the spacing printed (joined, grouped, dashed or irregular). */
export function cardNumber(random: Random): string {
  const shape = random.pick(CARD_SHAPES);
  const digits = withLuhnDigit(shape.prefix + random.digits(shape.length - shape.prefix.length - 1));
  const style = random.int(0, 3);
  if (style === 0) return digits;
  if (style === 3) {
    // Irregular: a separator after random positions, as hand-typed references show.
    let out = '';
    for (const [index, digit] of [...digits].entries()) out += (index > 0 && random.chance(0.2) ? random.pick([' ', '-']) : '') + digit;
    return out;
  }
  const separator = style === 1 ? ' ' : '-';
  const parts: string[] = [];
  let offset = 0;
  for (const size of shape.groups) {
    parts.push(digits.slice(offset, offset + size));
    offset += size;
  }
  return parts.join(separator);
}

const IBAN_SHAPES: readonly { country: string; bban: string }[] = [
  // a = letter, n = digit, c = either: the national BBAN format of each country.
  { country: 'GB', bban: 'aaaannnnnnnnnnnnnn' },
  { country: 'DE', bban: 'nnnnnnnnnnnnnnnnnn' },
  { country: 'FR', bban: 'nnnnnnnnnncccccccccccnn' },
  { country: 'NL', bban: 'aaaannnnnnnnnn' },
  { country: 'ES', bban: 'nnnnnnnnnnnnnnnnnnnn' },
  { country: 'IT', bban: 'annnnnnnnnncccccccccccc' },
  { country: 'IE', bban: 'aaaannnnnnnnnnnnnn' },
  { country: 'BE', bban: 'nnnnnnnnnnnn' },
  { country: 'CH', bban: 'nnnnncccccccccccc' },
  { country: 'AT', bban: 'nnnnnnnnnnnnnnnn' },
  { country: 'PL', bban: 'nnnnnnnnnnnnnnnnnnnnnnnn' },
  { country: 'PT', bban: 'nnnnnnnnnnnnnnnnnnnnn' },
];

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** A valid IBAN: random BBAN in the country's format, check digits computed by mod 97. */
export function iban(random: Random): string {
  const shape = random.pick(IBAN_SHAPES);
  const bban = [...shape.bban]
    .map((slot) => (slot === 'n' || (slot === 'c' && random.chance(0.5)) ? random.digits(1) : random.pick([...LETTERS])))
    .join('');
  let valid = '';
  for (let check = 2; check <= 98; check += 1) {
    const candidate = `${shape.country}${String(check).padStart(2, '0')}${bban}`;
    if (isIbanChecksumValid(candidate)) valid = candidate;
  }
  const printed = random.chance(0.5) ? valid : (valid.match(/.{1,4}/g) ?? []).join(' ');
  return random.chance(0.1) ? printed.toLowerCase() : printed;
}

/** A phone number in one of the national or international formats banks print. */
export function phoneNumber(random: Random): string {
  const area = `${random.int(2, 9)}${random.digits(2)}`;
  const exchange = `${random.int(2, 9)}${random.digits(2)}`;
  const line = random.digits(4);
  const formats: readonly (() => string)[] = [
    () => `${area}-${exchange}-${line}`,
    () => `(${area}) ${exchange}-${line}`,
    () => `${area}.${exchange}.${line}`,
    () => `${area}${exchange}${line}`,
    () => `+1 ${area} ${exchange} ${line}`,
    () => `1-${area}-${exchange}-${line}`,
    () => `+44 7${random.digits(3)} ${random.digits(6)}`,
    () => `07${random.digits(3)} ${random.digits(6)}`,
    () => `020 ${random.digits(4)} ${random.digits(4)}`,
    () => `+44 20 ${random.digits(4)} ${random.digits(4)}`,
    () => `+49 ${random.int(151, 179)} ${random.digits(7)}`,
    () => `+33 6 ${random.digits(2)} ${random.digits(2)} ${random.digits(2)} ${random.digits(2)}`,
    () => `06 ${random.digits(2)} ${random.digits(2)} ${random.digits(2)} ${random.digits(2)}`,
    () => `04${random.digits(2)} ${random.digits(3)} ${random.digits(3)}`,
    () => `+61 4${random.digits(2)} ${random.digits(3)} ${random.digits(3)}`,
    () => `+91 ${random.int(7, 9)}${random.digits(4)} ${random.digits(5)}`,
    () => `+${random.pick(['34', '39', '31', '353', '49'])}${random.int(6, 7)}${random.digits(8)}`,
  ];
  return random.pick(formats)();
}

/** An e-mail address of the kind people put in transfer references. */
export function emailAddress(random: Random, given: string, surname: string): string {
  const local = random.pick([
    `${given}.${surname}`,
    `${given}${surname}${random.digits(2)}`,
    `${given[0] ?? 'x'}${surname}`,
    `${given}_${random.digits(4)}`,
    `${surname}.${given}.shop`,
  ]);
  const domain = random.pick(['gmail.com', 'yahoo.co.uk', 'outlook.com', 'example.org', 'web.de', 'orange.fr', 'icloud.com']);
  const address = `${local}@${domain}`;
  return random.chance(0.5) ? address.toLowerCase() : address.toUpperCase();
}
