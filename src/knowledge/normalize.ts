import type { DescriptorAnalysis, FoundHost } from '../domain';
import { cutFields, readLeadingWrapper, readPayeeRail, readPeerToPeer, readProcessor, startsWithWallet, type Processor } from './descriptor-prefixes';
import { MARKER_CHARACTER, tokenize, type Token } from './descriptor-tokens';
import { HOST_PATTERN, readHost } from './registrable-domain';
import { stripTrailing } from './strip-trailing';
import { cutPurpose } from './creditor-purpose';
import { CATEGORY_WORDS } from './category-words';
import { COMMON_WORDS } from './common-words';
import { stripMarks } from './match-key';
import { COUNTRY_SET, MAX_PLACE_TOKENS, REGION_CODE_SET } from './locations';
import { codeAt } from './string-codes';
import { RecentStrings } from './recent-strings';
import { completeCutPhrase, expandLeadingAbbreviation, expandPhraseAbbreviation, expandTradeAfterName, expandWord, isPhraseAbbreviation, isPhraseCut } from './word-forms';

const HAS_DIGIT = /\d/;
const EMAIL = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}.-]+\.[A-Z]{2,}/gu;
/**
 * Phone shapes the tokenizer would not see as one number: "(206) 555-0147", "+44 20 7946 0958",
 * and the number of a vanity phone ("800-VERIZON", "1-800-FLOWERS"), whose word stays.
 */
const PHONE = /\(\d{3}\)\s?\d{3}[-.\s]\d{4}|\b(?:1-)?\d{3}-(?=[A-Z]{4,}\b)|\+\d[\d\s-]{7,}\d/g;
/** A date introduced by a preposition: the preposition goes with it ("… ON 21-05-2024"). */
const DATED = /\b(?:ON|AT|DATE|DT)\s+\d{1,4}[/.-]\d{1,2}(?:[/.-]\d{2,4})?\b/g;
const CLOCK = /\b\d{1,2}:\d{2}(?::\d{2})?(?:\s?[AP]M)?\b/g;
const UK_POSTCODE = /\b[A-Z]{1,2}\d[A-Z\d]?\s\d[A-Z]{2}\b/g;
/**
 * A street address after the name: "APPLE.COM/BILL ONE APPLE PARK WAY 866-712-7753 CA", "… 1600
 * AMPHITHEATRE PKWY". A house number (or ONE, TWO), one to three words, a street word. Without it
 * "ONE APPLE" reads as Apple One, a plan of another category.
 */
const STREET_ADDRESS = /\b(?:\d{1,5}|ONE|TWO)(?: [A-Z]+){1,3} (?:WAY|ST|STREET|AVE|AVENUE|RD|ROAD|BLVD|BOULEVARD|DR|DRIVE|LN|LANE|PKWY|PARKWAY|HWY|HIGHWAY)\b/;

/** A street word after a space: the cheap test before STREET_ADDRESS. */
const STREET_WORD = / (?:WAY|ST|STREET|AVE|AVENUE|RD|ROAD|BLVD|BOULEVARD|DR|DRIVE|LN|LANE|PKWY|PARKWAY|HWY|HIGHWAY)\b/;

/** Cuts a street address that follows a name or a processor (see STREET_ADDRESS). */
function cutStreetAddress(text: string, afterProcessor: boolean): string {
  const found = STREET_ADDRESS.exec(text);
  if (!found || (!afterProcessor && !/[A-Z]{2}/.test(text.slice(0, found.index)))) return text;
  return `${text.slice(0, found.index)}${MARKER_TEXT}${text.slice(found.index + found[0].length)}`;
}

/** Each shape with a cheap test that must pass before its regex runs: most descriptors have none. */
const NUMBER_SHAPES: ReadonlyArray<{ hint: RegExp; pattern: RegExp }> = [
  { hint: /\b(?:ON|AT|DATE|DT) \d/, pattern: DATED },
  { hint: /\d:\d/, pattern: CLOCK },
  { hint: /[(+]|\d-[A-Z]/, pattern: PHONE },
  { hint: /[A-Z]\d[A-Z\d]? \d[A-Z]/, pattern: UK_POSTCODE },
];

/** Any of NUMBER_SHAPES' cheap tests, in one: a line that passes none (most) needs none of the four. */
const ANY_NUMBER_SHAPE = new RegExp(NUMBER_SHAPES.map(({ hint }) => hint.source).join('|'));

function replaceNumberShapes(text: string): string {
  if (!ANY_NUMBER_SHAPE.test(text)) return text;
  let result = text;
  for (const { hint, pattern } of NUMBER_SHAPES) if (hint.test(result)) result = result.replace(pattern, MARKER_TEXT);
  return result;
}
/** A day as card lines print it: "10/03", "22.05", "13-03", "14MAR". */
const DAY = /^\d{1,2}[/.-]\d{1,2}(?:[/.-]\d{2,4})?$|^\d{1,2}(?:JAN|FEB|MAR|APR|MAY|JUN|JUL|AUG|SEP|OCT|NOV|DEC)$/;

/** Words that number a store, in English and as branches are numbered elsewhere ("BAECKEREI SCHMIDT FILIALE 3", "METZGEREI KLEIN FIL. 12", "SUCURSAL 12"). */
const STORE_LABELS = new Set(['STORE', 'STORES', 'STR', 'NO', 'NUM', 'NBR', 'UNIT', 'BRANCH', 'LOC', 'TERMINAL', 'TERM', 'REG', 'SITE', 'FILIALE', 'FILIAAL', 'FILIAL', 'FIL', 'SUCURSAL']);
/** Legal forms that can go wherever they stand (after the first word); they also end the name. */
export const LEGAL_ANYWHERE: ReadonlySet<string> = new Set(['INC', 'LLC', 'LTD', 'LIMITED', 'PLC', 'GMBH', 'CORP', 'CORPORATION', 'INCORPORATED', 'PTY', 'LLP', 'SRO', 'SARL', 'SRL', 'SAS', 'SNC', 'BV', 'OYJ', 'LTDA']);

const MARKER_TEXT = ` ${MARKER_CHARACTER} `;

/**
 * Legal forms that read as words once their dots go ("S.P.A." is no spa, "E.V." of a German
 * association no electric vehicle, Czech "S.R.O." no three letters of a name) or that span words
 * (Poland's "SP. Z O.O.": "P4 SP Z O.O. PLAY", "ALLEGRO.PL SP. Z O.O. POZNAN"): like
 * LEGAL_ANYWHERE they end the name where they stand.
 */
const DOTTED_LEGAL = /\s(?:S\.P\.A\.?|E\.V\.?|SP\.? ?Z O\.O\.?|S\.R\.O\.?|SPOL\. ?S\.? ?R\.O\.?|A\.S\.?)(?=[\s,]|$)/g;

function markDottedLegalForms(text: string): string {
  // Most lines have no dot; web addresses and amounts do, so the forms' own letters are tested next.
  // Czech and Slovak companies are S.R.O. ("AUTOSERVIS NOVAK S.R.O., OSTRAVA") or A.S.
  if (!text.includes('.') || !(text.includes('P.A') || text.includes('E.V') || text.includes('O.O') || text.includes('R.O') || text.includes('A.S'))) return text;
  return text.replace(DOTTED_LEGAL, MARKER_TEXT);
}

/**
 * Ticket and vending machines are printed after their operator ("MVG AUTOMATEN 4417 MUENCHEN",
 * "DSB BILLETAUTOMAT KBH H"): the machine is where the card was used, like a store number.
 */
const MACHINE_WORD = /(?:AUTOMAT|AUTOMATEN|AUTOMAAT|AUTOMATER)$/;

const PRINTABLE_ASCII = /^[\x20-\x7E]*$/;
/** Small kana whose large form is the next code point (ァ→ア, ッ→ツ, ョ→ヨ, ゃ→や). */
const SMALL_KANA = /[\u3041\u3043\u3045\u3047\u3049\u3063\u3083\u3085\u3087\u308E\u30A1\u30A3\u30A5\u30A7\u30A9\u30C3\u30E3\u30E5\u30E7\u30EE]/g;

/** Upper case, no diacritics, one kind of apostrophe, no control characters. */
export function foldDescriptor(raw: string): string {
  // Most descriptors are printable ASCII; skipping Unicode normalization halves the cost.
  if (PRINTABLE_ASCII.test(raw)) {
    const upper = raw.toUpperCase();
    // Most have neither a backtick nor two spaces: no replace for them.
    const quoted = upper.includes('`') ? upper.replace(/`/g, "'") : upper;
    return quoted.includes('  ') ? quoted.replace(/ {2,}/g, ' ') : quoted;
  }
  return stripMarks(raw.normalize('NFKD'))
    .replace(/ß/g, 'SS')
    // Letters NFKD leaves whole: "Varekjøp", "Læs", "Łódź", "Ħamrun".
    .replace(/[øØ]/g, 'O')
    .replace(/[æÆ]/g, 'AE')
    .replace(/[œŒ]/g, 'OE')
    .replace(/[łŁ]/g, 'L')
    .replace(/[đĐðÐ]/g, 'D')
    .replace(/[þÞ]/g, 'TH')
    // Maltese Ħ ("ĦAMRUN").
    .replace(/[ħĦ]/g, 'H')
    // Passbooks print no small kana ("ｼﾝｼﾞﾕｸ" for シンジュク): one spelling either way.
    .replace(SMALL_KANA, (small) => String.fromCharCode(small.charCodeAt(0) + 1))
    .toUpperCase()
    .replace(/[\u2018\u2019\u02BC`´]/g, "'")
    .replace(/[\p{C}\s]+/gu, ' ');
}

interface Pass {
  words: string[];
  detailed: string[] | null;
  tail: string[];
  processor?: Processor;
  wrapper: string[];
  hosts: FoundHost[];
}

function readPrefixes(text: string, pass: Pass): string {
  let rest = text.trimStart();
  for (let guard = 0; guard < 12; guard += 1) {
    const processor = pass.processor || !mayHaveProcessor(rest) ? null : readProcessor(rest);
    if (processor) {
      pass.processor = processor.processor;
      rest = processor.rest.trimStart();
      continue;
    }
    // A transfer to a company names the company ("FASTER PAYMENT TO KINGSWAY LETTINGS LTD …").
    const payee = pass.processor ? null : readPayeeRail(rest);
    if (payee) {
      pass.wrapper.push(payee.rail);
      return payee.rest;
    }
    const wrapper = readLeadingWrapper(rest);
    if (wrapper) {
      pass.wrapper.push(wrapper.wrapper);
      rest = wrapper.rest.trimStart();
      continue;
    }
    break;
  }
  if (!pass.processor) {
    const peer = readPeerToPeer(rest);
    if (peer) pass.processor = peer;
  }
  // A platform's own site after its code ("IFD*IFOOD.COM AGENCIA DE SAO PAULO BR"): the platform's
  // legal name and seat (IFOOD.COM AGENCIA DE RESTAURANTES ONLINE, cut by the field's width) follow,
  // no restaurant: the order is the platform's.
  const hint = pass.processor?.role === 'platform' ? pass.processor.hint : undefined;
  if (hint !== undefined && rest.startsWith(`${hint}.COM`)) return hint;
  return rest;
}

/** Every processor prefix has a star, except Apple's printed "APPLE.COM/BILL". */
function mayHaveProcessor(text: string): boolean {
  return text.includes('*') || text.startsWith('APPLE') || startsWithWallet(text);
}

function replaceHosts(text: string, pass: Pass): string {
  if (!text.includes('.')) return text;
  return text.replace(HOST_PATTERN, (whole: string, hostText: string) => {
    const host = readHost(hostText);
    if (!host) return whole;
    // The processor's own receipt site after its seller is neither the seller's name nor the processor paid.
    if (pass.processor?.sites?.includes(host.registrable)) return MARKER_TEXT;
    pass.hosts.push(host);
    return host.word ? ` ${host.word} ` : MARKER_TEXT;
  });
}

/** The words kept so far, after the last marker (a number or a legal form ends a phrase). */
function wordsBefore(kept: readonly Token[]): string[] {
  const words: string[] = [];
  for (let index = kept.length - 1; index >= 0 && kept[index]?.kind !== 'marker'; index -= 1) words.unshift((kept[index] as Token).text);
  return words;
}

/** The kept words end in a trade's word or two-word phrase ("… URGENT CARE") after at least one word of a name. */
function cutAfterTrade(kept: readonly Token[]): boolean {
  const last = kept.at(-1);
  if (kept.length < 2 || last === undefined || last.kind === 'marker') return false;
  if ((CATEGORY_WORDS.get(last.text)?.strength ?? 0) >= 2) return true;
  const before = kept.at(-2);
  return kept.length >= 3 && before !== undefined && before.kind !== 'marker' && (CATEGORY_WORDS.get(`${before.text} ${last.text}`)?.strength ?? 0) >= 2;
}

/** LTD and LLC cut to two letters, which are no word and no name's ending after a trade. */
const CUT_LEGAL_FORMS: ReadonlySet<string> = new Set(['LT', 'LL']);

/**
 * Words a business's name puts a small number after ("ROUTE 9 TIRE & AUTO", "STUDIO 9 HAIR
 * DESIGN", "PS 139 PTA"): there the number is the name's, unless another number follows.
 */
const NUMBERED_NAME_WORDS: ReadonlySet<string> = new Set(['ROUTE', 'STUDIO', 'SALON', 'LUCKY', 'PS', 'HIGHWAY', 'HWY', 'PIER', 'PLATFORM']);
const NAME_NUMBER = /^[1-9]\d{0,2}$/;
/**
 * Words that take a number only as a name's first word ("CAFE 101", "NO 10 COFFEE BAR", "CAFE
 * 1894"): after another word the number is the store's ("CORNER CAFE 0412"). Their number may be
 * a founding year.
 */
const FIRST_NUMBERED_WORDS: ReadonlySet<string> = new Set(['CAFE', 'CAFFE', 'BAR', 'NO', 'CLUB', 'STUDIO', 'ROUTE']);
const FIRST_NAME_NUMBER = /^(?:[1-9]\d{0,2}|1[89]\d\d|20[0-2]\d)$/;
/**
 * Plural nouns a small number counts in a name ("7 SEAS SEAFOOD", "3 BROTHERS PIZZA", "LES 4
 * SAISONS"): before them the number is the name's, not a store's.
 */
const COUNTED_WORDS: ReadonlySet<string> = new Set([
  'BROTHERS', 'BROS', 'SISTERS', 'SONS', 'DAUGHTERS', 'GUYS', 'GIRLS', 'AMIGOS', 'HERMANOS', 'HERMANAS', 'FRATELLI', 'FRERES', 'SOEURS', 'BRUDER', 'BRODRE',
  'SEAS', 'SEASONS', 'SAISONS', 'STAGIONI', 'ESTACIONES', 'JAHRESZEITEN', 'STARS', 'STAR', 'KINGS', 'CROWNS', 'CHEFS', 'MONKEYS', 'BEARS', 'LIONS', 'PIGS',
  'FISHES', 'OAKS', 'PINES', 'BELLS', 'KEYS', 'BRIDGES', 'HILLS', 'RIVERS', 'LAKES', 'CORNERS', 'FORKS', 'HORSESHOES', 'TUNS', 'CHIMNEYS', 'DEGREES',
]);

/** Drops store labels before numbers, legal forms, and words repeated by a web address. */
function cleanTokens(tokens: Token[], hosts: readonly FoundHost[]): Token[] {
  // Only a line with a web address repeats a word of it: the others keep no words seen.
  const hostWords = hosts.length > 0 ? new Set(hosts.map((host) => host.word)) : null;
  const result: Token[] = [];
  const seen = hostWords ? new Set<string>() : null;
  let previousWord: string | null = null;
  let lastWord = tokens.length - 1;
  while (lastWord >= 0 && tokens[lastWord]?.kind === 'marker') lastWord -= 1;
  for (let index = 0; index < tokens.length; index += 1) {
    const read = tokens[index] as Token;
    if (read.kind === 'marker') {
      // "SALON 27 HARROGATE", "LUCKY 7 LAUNDROMAT": a small number after a word names take one,
      // not before another number, is the name's own, not a store's number.
      const before = result.at(-1);
      const next = tokens[index + 1];
      const afterWord = before?.kind === 'word' && next?.kind !== 'marker';
      const numbered =
        (afterWord && NAME_NUMBER.test(read.text) && NUMBERED_NAME_WORDS.has(before.text)) ||
        (afterWord && result.length === 1 && FIRST_NAME_NUMBER.test(read.text) && FIRST_NUMBERED_WORDS.has(before.text)) ||
        // "7 SEAS SEAFOOD", "3 BROTHERS PIZZA": a small number counting the next word.
        (/^[1-9]\d?$/.test(read.text) && next?.kind === 'word' && COUNTED_WORDS.has(next.text) && (before === undefined || before.kind === 'word'));
      result.push(numbered ? { text: read.text, kind: 'word' } : read);
      continue;
    }
    // The last word may be a trade phrase cut short at the field's end ("FISH & CHI").
    // A joined pair cut after its "&" is read so before a town too ("HARDWARE & FE HELENA MT").
    const afterJoin = index < lastWord && (result.at(-1)?.text === '&' || (result.at(-1)?.text === 'AND' && result.length >= 2));
    const completed =
      (index === lastWord || afterJoin) && result.length > 0 && (isPhraseCut(read.text) || result.at(-1)?.text === '&')
        ? completeCutPhrase(
            result.filter((kept) => kept.kind !== 'marker').map((kept) => kept.text),
            read.text,
            index === lastWord,
          )
        : null;
    // A lone letter the cut left after a trade's word is no part of a name anyone can read ("MAPLE LEAF AUTO REPAIR S").
    if (completed === null && index === lastWord && read.text.length === 1 && /^[A-Z]$/.test(read.text) && cutAfterTrade(result)) continue;
    // A legal form the statement's width cut after a trade's word ("KINGFISHER TUTORS LT", "…
    // URGENT CARE LL") ends the name like the whole form; elsewhere the letters may be a country's.
    if (completed === null && index === lastWord && CUT_LEGAL_FORMS.has(read.text) && cutAfterTrade(result)) {
      result.push({ text: read.text, kind: 'marker' });
      continue;
    }
    // …and an abbreviation may end one anywhere ("TRAMPOLINE PK 0001 OREM").
    const spelled = completed === null && result.length > 0 && isPhraseAbbreviation(read.text) ? expandPhraseAbbreviation(wordsBefore(result), read.text) : null;
    // …and the first word of one before its second ("CONSULT DENTAL" of CONSULTORIO DENTAL).
    const next = tokens[index + 1];
    const leading = completed === null && spelled === null && next?.kind === 'word' ? expandLeadingAbbreviation(read.text, next.text) : null;
    const afterName = result.length > 0 ? expandTradeAfterName(read.text) : null;
    const expanded = completed ?? spelled ?? leading ?? afterName ?? expandWord(read.text);
    const token = expanded === read.text ? read : { text: expanded, kind: read.kind };
    const isFirstWord = previousWord === null;
    // A label numbers a store, not a day ("DUNNES STORES 14MAR CORK" keeps its name).
    const labelsNumber = STORE_LABELS.has(token.text) && next !== undefined && ((next.kind === 'marker' && !DAY.test(next.text)) || LEGAL_ANYWHERE.has(next.text));
    if (!isFirstWord && (labelsNumber || LEGAL_ANYWHERE.has(token.text) || (token.text.length >= 7 && token.text.includes('AUTOMA') && MACHINE_WORD.test(token.text)))) {
      result.push({ text: token.text, kind: 'marker' });
      continue;
    }
    // "UBER TRIP HELP.UBER.COM", "NETFLIX.COM NETFLIX.COM": the address repeats the name. A
    // doubled trade word is a name ("PIZZA PIZZA"), and folding it would let "PIZZA" name it; a
    // doubled word before more of the name is the name's own ("DUCK DUCK GOAT"), a statement
    // repeats only a whole name.
    const nameGoesOn = next !== undefined && next.kind !== 'marker';
    if ((previousWord === token.text && !CATEGORY_WORDS.has(token.text) && !nameGoesOn) || (hostWords?.has(token.text) && seen?.has(token.text))) continue;
    seen?.add(token.text);
    previousWord = token.text;
    result.push(token);
  }
  return result;
}

/** Two-letter codes joined by a slash are one code ("DD/BR", Dunkin' and Baskin-Robbins franchises). */
const SLASHED_CODES = /\b([A-Z]{2})\/([A-Z]{2})\b/g;

function runPass(input: string): Pass {
  return readFolded(foldDescriptor(input));
}

/**
 * Exports of app banks print "counterparty / reference / type" ("MARKS & SPENCER / M&S SIMPLY
 * FOOD - 3412 BRISTOL / CONTACTLESS", "CHLOE BENNETT / PIZZA NIGHT / FASTER PAYMENT"): read as
 * the type's own wording, a card payment to the counterparty or a transfer to it.
 */
const APP_BANK_LAYOUT = /^(.+?) \/ (.+?) \/ (FASTER PAYMENTS?|STANDING ORDER|BANK TRANSFER|DIRECT DEBIT|CONTACTLESS|CARD PAYMENT|ONLINE PAYMENT|APPLE PAY|GOOGLE PAY)$/;
const TRANSFER_TYPES = new Set(['FASTER PAYMENT', 'FASTER PAYMENTS', 'STANDING ORDER', 'BANK TRANSFER']);

function readLayout(folded: string): string {
  const layout = APP_BANK_LAYOUT.exec(folded);
  if (!layout) return folded;
  const [, counterparty = '', reference = '', type = ''] = layout;
  return TRANSFER_TYPES.has(type) ? `${type} TO ${counterparty} REF ${reference}` : `${type} ${counterparty}`;
}

/**
 * Card lines of Polish and Austrian banks print the till after the shop ("… SALON FRYZJERSKI AGATA
 * K.1 LODZ", K for kasa, Kassa): a store number, after a bank's wrapper only (a name may begin
 * "K2").
 */
const TILL = / K\.?\d{1,2}(?= |$)/g;

/**
 * British card lines print "NAME, TOWN" ("CARD PAYMENT TO FIELDFARE FISH, HOLT ON 11-03"): one or
 * two words after the line's last comma, with nothing but numbers and dates after them.
 */
const COMMA_PLACE = new RegExp(`^(.*[A-Z]{2}.*), ([A-Z][A-Z'-]{2,}(?: [A-Z][A-Z'-]{2,})?)((?: *${MARKER_CHARACTER})* *)$`);

/**
 * The comma before a town becomes a marker, so the town is read as the place after the name ends
 * (a town the lists do not know, too). A trade or an ordinary word after the comma is the name's
 * ("BRIGHTON FISH, CHIPS"), as is a legal form, which ends the name anyway.
 */
function markCommaPlace(text: string): string {
  const found = COMMA_PLACE.exec(text);
  if (!found) return text;
  const [, name = '', place = '', after = ''] = found;
  if (place.split(/[ -]/).some((word) => CATEGORY_WORDS.has(word) || COMMON_WORDS.has(word) || LEGAL_ANYWHERE.has(word))) return text;
  return `${name}${MARKER_TEXT}${place}${after}`;
}

/**
 * Mexican chains print the branch's number, then its state or town, after the name ("PAPELERIA LA
 * ESTRELLA SUC 3 NUEVO LEON", "LIVERPOOL SUC 042 CDMX MX"): the number ends the name, and what
 * follows is read as the place.
 */
const BRANCH = / SUC(?:URSAL)?\.? ?(?:NO\.? ?|# ?)?\d+(?= |$)/;

/** One pass over text already folded by foldDescriptor. */
function readFolded(folded: string): Pass {
  const pass: Pass = { words: [], detailed: null, tail: [], wrapper: [], hosts: [] };
  let text = cutFields(folded.includes(' / ') ? readLayout(folded) : folded);
  text = markDottedLegalForms(cutPurpose(readPrefixes(text, pass), pass.wrapper));
  if (pass.wrapper.length > 0 && text.includes(' K')) text = text.replace(TILL, MARKER_TEXT);
  if (text.includes(' SUC')) text = text.replace(BRANCH, MARKER_TEXT);
  if (text.includes('@')) text = text.replace(EMAIL, MARKER_TEXT);
  text = replaceHosts(text, pass);
  if (STREET_WORD.test(text)) text = cutStreetAddress(text, pass.processor !== undefined);
  if (text.includes('/')) text = text.replace(SLASHED_CODES, '$1$2');
  if (HAS_DIGIT.test(text)) text = replaceNumberShapes(text);
  if (text.includes(', ')) text = markCommaPlace(text);
  const cleaned = cleanTokens(tokenize(text), pass.hosts);
  const day = pass.wrapper.length > 0 ? dayBeforeTown(cleaned) : -1;
  const stripped = stripTrailing(day < 0 ? cleaned : cleaned.slice(0, day + 1), pass.processor !== undefined);
  if (day >= 0) for (const token of cleaned.slice(day + 1)) stripped.tail.push(token.text);
  // A lone "&" at either end joins nothing ("1 & 1" after its numbers are gone).
  while (stripped.words[0] === '&') stripped.words.shift();
  while (stripped.words[stripped.words.length - 1] === '&') stripped.words.pop();
  const town = repeatedTown(stripped.words, stripped.tail);
  pass.words = town > 0 ? stripped.words.slice(0, stripped.words.length - town) : stripped.words;
  pass.tail = town > 0 ? [...stripped.words.slice(stripped.words.length - town), ...stripped.tail] : stripped.tail;
  pass.detailed = detailedWords(cleaned, stripped.keptTokens);
  return pass;
}

/**
 * French, Irish and German card lines print the name, the day, then the town: "CB GARAGE DES
 * TILLEULS 10/03 TOURS", "POS THE SALMON LEAP BAR 14MAR GALWAY", "VISA APOTHEKE AM MARKT 22.05
 * NUERNBERG". After a bank's wrapper, the words after the line's last day (a town's words at most)
 * are the town, even when they are also words (TOURS). Returns the day's index, or -1.
 */
function dayBeforeTown(tokens: readonly Token[]): number {
  let index = tokens.length - 1;
  while (index >= 0 && tokens[index]?.kind === 'word') index -= 1;
  const after = tokens.length - 1 - index;
  if (after === 0 || after > MAX_PLACE_TOKENS || index < 1) return -1;
  const day = tokens[index];
  if (day?.kind !== 'marker' || !DAY.test(day.text)) return -1;
  for (let before = 0; before < index; before += 1) if (tokens[before]?.kind === 'word') return index;
  return -1;
}

/**
 * A business named after its town prints the town again where the town goes ("APPLE VALLEY FEED
 * & SUPPLY APPLE VALLEY CA", "CANON CITY FLORIST CANON CITY CO"): the repeat, and a region code
 * after it, are the place. Returns how many words end the name that way, 0 if none.
 */
function repeatedTown(words: readonly string[], tail: readonly string[]): number {
  // The town's full name after a name that begins with its first word ("APPLEBY PHARMACY APPLEBY
  // IN WESTMORLAND"), or its first word cut short ("SHELLHARBOUR FISH MARKET SHELLHARBOU").
  const first = words[0] ?? '';
  if (first.length >= 5 && !CATEGORY_WORDS.has(first)) {
    for (let at = 2; at < words.length && words.length - at <= 4; at += 1) {
      const word = words[at] ?? '';
      if (word !== first && !(word.length >= 6 && first.startsWith(word))) continue;
      // "ROGERS & ROGERS LANDSCAPING": a name joined to itself, then its trade, is no town.
      if (words[at - 1] !== '&' && words.slice(at + 1).every((after) => !CATEGORY_WORDS.has(after))) return words.length - at;
    }
  }
  const last = words[words.length - 1] ?? '';
  const region = tail.length === 0 && last.length === 2 && REGION_CODE_SET.has(last) ? 1 : 0;
  if (tail.length === 0 && region === 0) {
    // A town of two or three words that begins the name, repeated at its end ("TE AROHA MOTOR LODGE TE AROHA").
    for (let size = 2; size <= 3; size += 1) {
      if (words.length - size >= size + 2 && words.slice(0, size).join('').length >= 6 && repeatsStart(words, size, words.length - size)) return size;
    }
    return 0;
  }
  const name = words.length - region;
  for (let size = 1; size <= 3; size += 1) {
    if (name - size < size + 1) break;
    if (repeatsStart(words, size, name - size)) return size + region;
  }
  return 0;
}

/** The `size` words at `at` are the first `size` words again, none of them a trade word. */
function repeatsStart(words: readonly string[], size: number, at: number): boolean {
  for (let index = 0; index < size; index += 1) {
    const word = words[index] ?? '';
    if (word !== words[at + index] || CATEGORY_WORDS.has(word)) return false;
  }
  return true;
}

const SHORT_NUMBER = /^\d{1,3}(?:\/\d{1,3})?$/;

/** Short numbers, store labels and letter-digit codes: dropped from the form, but some are brands ("N26"). */
const SHORT_CODE = /^[A-Z]{1,2}\d{1,3}$/;

function isDetail(token: Token | undefined): boolean {
  // Both shapes are short (seven characters at most): longer markers need no regex.
  return token?.kind === 'marker' && (STORE_LABELS.has(token.text) || (token.text.length <= 7 && (SHORT_NUMBER.test(token.text) || SHORT_CODE.test(token.text))));
}

/** The kept words with the short numbers and store labels among and right after them, or null. */
function detailedWords(tokens: readonly Token[], kept: number): string[] | null {
  let end = kept;
  while (end < tokens.length && isDetail(tokens[end])) end += 1;
  // Most lines have no detail among their words: no list for them.
  let sawDetail = end > kept;
  for (let index = 0; index < end && !sawDetail; index += 1) sawDetail = isDetail(tokens[index]);
  if (!sawDetail) return null;
  const words: string[] = [];
  for (let index = 0; index < end; index += 1) {
    const token = tokens[index];
    if (token?.kind === 'word' || isDetail(token)) words.push(token?.text ?? '');
  }
  return words.length > 1 ? words : null;
}

/**
 * Normalized forms repeat far more than raw descriptors (every branch and date of a merchant
 * gives the same one), so the confirming pass is remembered. Bounded: cleared when full.
 */
const confirmed = new Map<string, { normalized: string; tail: string[] }>();
const CONFIRMED_LIMIT = 20_000;

/**
 * Forms that read back as themselves, collected while the shipped aliases are indexed: a line
 * whose first pass gives a known merchant's form ("SQ *BLUE BOTTLE COFFEE 0412 SAN FRANCISCO CA"
 * gives BLUE BOTTLE COFFEE) needs no confirming pass. Exact: only forms a pass returned unchanged.
 */
let fixedPoints: ReadonlySet<string> = new Set();
let collecting: Set<string> | null = null;

/** The pass over a normalized form, or null when it reads back as itself (most do: no object for them). */
function confirmPass(normalized: string): { normalized: string; tail: string[] } | null {
  if (fixedPoints.has(normalized)) return null;
  const known = confirmed.get(normalized);
  if (known) return known.normalized === normalized ? null : known;
  const again = runPass(normalized);
  const result = { normalized: again.words.join(' '), tail: again.tail };
  if (confirmed.size >= CONFIRMED_LIMIT) confirmed.clear();
  confirmed.set(normalized, result);
  if (collecting && result.normalized === normalized) collecting.add(normalized);
  return result.normalized === normalized ? null : result;
}

/** Starts remembering the forms that confirm themselves (call before indexing the aliases). */
export function collectFixedPoints(): void {
  collecting = new Set(fixedPoints);
}

/**
 * Keeps the forms collected since collectFixedPoints, and forgets the remembered passes: indexing
 * the aliases fills that map with forms (2 MB) few descriptors repeat.
 */
export function keepFixedPoints(): void {
  if (collecting) fixedPoints = collecting;
  collecting = null;
  confirmed.clear();
}

/**
 * The pipeline normalizes an input, redacts it, then matches it: the same raw string is analyzed
 * twice within microseconds. A few recent analyses are kept so the second costs nothing.
 */
const RECENT_LIMIT = 8;
const recent = new RecentStrings<DescriptorAnalysis>(RECENT_LIMIT);
const MAX_ANALYZED_LENGTH = 1024;

/**
 * Reads a raw descriptor: processor and wrapper prefixes, web addresses, and the canonical form.
 * The canonical form is computed to a fixed point, so normalizing it again changes nothing.
 * The result is shared with later callers of the same string: do not modify it.
 */
export function analyzeDescriptor(raw: string): DescriptorAnalysis {
  const known = recent.get(raw);
  if (known) return known;
  const line = spellPaymentMethod(raw);
  // The whole input is folded once, for every later reader (the bank-line reader among them).
  const folded = foldDescriptor(line);
  // Items over 512 characters are rejected anyway (too_long), but the pipeline normalizes before
  // it checks; the cap bounds the regexes' work on a hostile megabyte-long item.
  const capped = line.length > MAX_ANALYZED_LENGTH ? line.slice(0, MAX_ANALYZED_LENGTH) : line;
  const analysis = analyzeUncached(capped === line ? folded : foldDescriptor(capped), folded, capped);
  recent.set(raw, analysis);
  return analysis;
}

/** The Netherlands' web payment as its banks write it, in its own case ("iDEAL Rijschool Jansen Utrecht"); in capitals it is a word of names ("IDEAL DENTAL"). */
const IDEAL_MARK = /^iDEAL (?=\S)/;
/** A debit card's wrapper some banks print around the shop: "DEB" before it, the card's last digits after ("DEB … CD 1234"). */
const DEBIT_CARD_MARK = /^DEB (?=\S.* CD \d{4}$)/;

/** The line with its payment method's own mark spelled as the wrappers the reader knows. */
function spellPaymentMethod(raw: string): string {
  if (IDEAL_MARK.test(raw)) return `IDEAL BETALING ${raw.slice(6)}`;
  if (DEBIT_CARD_MARK.test(raw)) return `DEBIT CARD ${raw.slice(4)}`;
  return raw;
}

/**
 * A word written as a place is: a Latin capital, then small letters that have capitals
 * ("Middlesboro", "Hood", "Zürich"); a letter without a capital form stays small in the
 * normalized text and must not read as a town on the second pass.
 */
const TITLE_SHAPE = /^\p{Lu}[\p{Ll}'’.-]+$/u;
// Module constants: esbuild rewrites a Unicode-property literal as `new RegExp(…)` where it stands.
const LATIN_START = /^\p{Script=Latin}/u;
const SMALL_LETTER = /\p{Ll}/u;
const TWO_CAPITALS = /\p{Lu}{2}/u;
function isTitleWord(word: string): boolean {
  if (!TITLE_SHAPE.test(word) || !LATIN_START.test(word)) return false;
  for (const character of word.slice(1)) if (SMALL_LETTER.test(character) && (character.toUpperCase() === character || !LATIN_START.test(character))) return false;
  return true;
}
/** A name word in capitals ("COFFEE", "CO", "88", "HOLLY'S"). */
const CAPITAL_WORD = /^[\p{Lu}\d&'’.-]*\p{Lu}[\p{Lu}\d&'’.-]*$/u;

/**
 * Processors print the merchant's name in capitals and its town as the town is written:
 * "SQ *CUMBERLAND GAP COFFEE CO Middlesboro KY", "SUMUP *HOLLY'S HOMEMADE FUDG Whitby". Returns
 * how many raw words at the end are that town (and a region code after it), or 0.
 */
function writtenPlaceWords(raw: string): number {
  if (!SMALL_LETTER.test(raw)) return 0;
  const words = raw.trim().split(/\s+/);
  let end = words.length;
  const last = words[end - 1] ?? '';
  if (/^[A-Z]{2,3}$/.test(last) && (REGION_CODE_SET.has(last) || COUNTRY_SET.has(last))) end -= 1;
  let start = end;
  while (start > 0 && end - start < 3 && isTitleWord(words[start - 1] ?? '')) start -= 1;
  if (start === end) return 0;
  // The name before it is in capitals, and is more than a processor's prefix.
  let capitals = 0;
  for (let index = start - 1; index >= 0 && CAPITAL_WORD.test(words[index] ?? ''); index -= 1) capitals += 1;
  if (capitals === 0 || !TWO_CAPITALS.test(words[start - 1] ?? '') || words.slice(0, start).some((word) => SMALL_LETTER.test(word))) return 0;
  // Capitals that are only the bank's wrapper ("PRLV SEPA Free Mobile") name nobody: the small
  // letters are the name.
  const capitalsRead = readFolded(foldDescriptor(words.slice(0, start).join(' ')));
  if (capitalsRead.words.length === 0) return 0;
  // Nor are words that go on with the bank's wrapper a place ("SEPA Incasso Glazenwasserij Helder").
  const wrapperWords = capitalsRead.wrapper.join(' ').length;
  if (readFolded(foldDescriptor(words.slice(0, start + 1).join(' '))).wrapper.join(' ').length > wrapperWords) return 0;
  return words.length - start;
}

function analyzeUncached(read: string, folded: string, raw: string): DescriptorAnalysis {
  const placeWords = writtenPlaceWords(raw);
  const rawWords = placeWords > 0 ? raw.trim().split(/\s+/) : [];
  const first = readFolded(placeWords > 0 ? foldDescriptor(rawWords.slice(0, rawWords.length - placeWords).join(' ')) : read);
  let words = first.words;
  let tail = placeWords > 0 ? [...first.tail, ...foldDescriptor(rawWords.slice(rawWords.length - placeWords).join(' ')).split(' ')] : first.tail;
  if (words.length === 0 && first.processor?.hint && first.processor.role !== 'p2p') {
    // "APPLE.COM/BILL 866-712-7753 CA": nothing but the wallet; it is the merchant.
    words = first.processor.hint.split(' ');
  }
  let normalized = words.join(' ');
  // The words `normalized` was joined from, while no confirming pass has changed it.
  let joined: readonly string[] | null = words;
  for (let guard = 0; guard < 8; guard += 1) {
    const again = confirmPass(normalized);
    if (again === null) break;
    tail = [...again.tail, ...tail];
    normalized = again.normalized;
    joined = null;
  }
  const { processor } = first;
  // Every analysis has every field, in one order (undefined where the line has none): objects of
  // one shape keep the matcher's many reads of them direct, where a dozen shapes made each read a
  // generic lookup. Absent and undefined read alike, and JSON leaves both out.
  const analysis: DescriptorAnalysis = {
    folded,
    normalized,
    processor: processor?.label,
    processorRole: processor?.role,
    processorHint: processor?.hint || undefined,
    wrapper: first.wrapper.length > 0 ? first.wrapper : undefined,
    tail: tail.length > 0 ? tail.join(' ') : undefined,
    hosts: first.hosts.length > 0 ? first.hosts : undefined,
    detailed: first.detailed ? first.detailed.join(' ') : undefined,
  };
  lastWords = joined && splitsBack(joined, normalized) && splitsBack(tail, analysis.tail ?? '') ? { analysis, words: joined, tail } : null;
  return analysis;
}

/**
 * The word lists of the analysis made last, as the normalizer had them: the matcher reads a
 * line's words right after its analysis, and splitting the joined forms again costs new strings,
 * which every lookup then hashes anew.
 */
let lastWords: { analysis: DescriptorAnalysis; words: readonly string[]; tail: readonly string[] } | null = null;

/**
 * `joined`, the list joined with spaces, split on them gives the list back: no word holds a space
 * (the joined text has one space fewer than words), and the list is not one empty word (an empty
 * text reads as no words).
 */
function splitsBack(list: readonly string[], joined: string): boolean {
  if (list.length === 0) return true;
  if (list.length === 1 && list[0] === '') return false;
  let spaces = 0;
  const length = joined.length;
  for (let index = 0; index < length; index += 1) if (codeAt(joined, index) === 32) spaces += 1;
  return spaces === list.length - 1;
}

/**
 * An analysis's `normalized` and `tail` as lists of words (split on spaces; none when empty).
 * Read-only: they may be the normalizer's own lists.
 */
export function analysisWords(analysis: DescriptorAnalysis): { words: readonly string[]; tail: readonly string[] } {
  if (lastWords?.analysis === analysis) return lastWords;
  return { words: analysis.normalized ? analysis.normalized.split(' ') : [], tail: analysis.tail ? analysis.tail.split(' ') : [] };
}

/** The canonical form of a descriptor (see analyzeDescriptor). Idempotent. */
export function normalizeDescriptor(raw: string): string {
  return analyzeDescriptor(raw).normalized;
}
