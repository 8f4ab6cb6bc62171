import { describe, expect, it } from 'vitest';
import { keepHyphens, withPrintedLetters } from './printed-letters';

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

describe('keepHyphens', () => {
  it.each([
    ['Tri State Pest Control', 'BILL PAY TRI-STATE PEST CON ON-LINE xxxxx1234 ON 03-15', 'Tri-State Pest Control'],
    ['Tri County Electric Coop', 'TRI-COUNTY ELECTRIC COOP', 'Tri-County Electric Coop'],
    ['Winston Salem Journal', 'WINSTON-SALEM JOURNAL', 'Winston-Salem Journal'],
    ['Rent a Center', 'RENT-A-CENTER 01234', 'Rent-a-Center'],
    // Only a run the name holds word for word: a date's or a number's hyphens join nothing of it.
    ['Tri State Pest Control', 'TRI STATE PEST CONTROL 03-15', 'Tri State Pest Control'],
    ['Maple Diner', 'MAPLE DINER ON-LINE', 'Maple Diner'],
    ['Cafe Saint Etienne', 'CAFÉ SAINT-ÉTIENNE', 'Cafe Saint-Etienne'],
  ])('%j printed as %j is %j', (name, printed, expected) => {
    expect(keepHyphens(name, printed)).toBe(expected);
  });
});
