import { describe, expect, it } from 'vitest';
import { withPrintedLetters } from './printed-letters';

describe('withPrintedLetters', () => {
  it.each([
    ['Bakeri Brodboksen', 'VISA VAREKJØP BAKERI BRØDBOKSEN OSLO', 'Bakeri Brødboksen'],
    ['Frisor Klippet', 'KORTKÖP FRISÖR KLIPPET HB STOCKHOLM', 'Frisör Klippet'],
    ['Piekarnia Lodz', 'PIEKARNIA ŁÓDŹ SP. Z O.O.', 'Piekarnia Łódź'],
    ['Cafe de Flore', 'CAFÉ DE FLORE', 'Café de Flore'],
    // The name's own case and apostrophes stay; only letters that fold to its own are taken.
    ["Soren's Bakery", 'SØRENS BAKERY', "Søren's Bakery"],
    // A ligature is one printed letter for two of the name's.
    ['Tandlaegerne ved Soen', 'TANDLÆGERNE VED SØEN', 'Tandlægerne ved Søen'],
    ['Bageriet Aeblehaven', 'Dankort-køb BAGERIET ÆBLEHAVEN', 'Bageriet Æblehaven'],
    ['Frisor Aero Klip', 'FRISØR ÆRØ KLIP', 'Frisør Ærø Klip'],
  ])('%j printed as %j is %j', (name, printed, expected) => {
    expect(withPrintedLetters(name, printed)).toBe(expected);
  });

  it.each([
    // Nothing printed beyond ASCII, or a word the name does not have.
    ['Joes Pizza', 'JOES PIZZA BROOKLYN NY'],
    ['Cafe Central', 'KAFFEE ZENTRÁL'],
    // ß folds to two letters: no one-for-one reading, the name stays.
    ['Strasse Cafe', 'STRAßE CAFE'],
    // A ligature's two letters must both be the name's: "Taegerne" is no TÆGRNE.
    ['Tagerne', 'TÆGERNE'],
  ])('%j printed as %j stays', (name, printed) => {
    expect(withPrintedLetters(name, printed)).toBe(name);
  });
});
