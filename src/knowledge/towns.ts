import { BRITAIN_IRELAND_TOWNS } from './towns-britain-ireland';
import { CENTRAL_EUROPE_TOWNS } from './towns-central-europe';
import { NORDIC_TOWNS } from './towns-nordics';
import { NORTH_AMERICA_TOWNS } from './towns-north-america';
import { REST_OF_WORLD_TOWNS } from './towns-rest-of-world';
import { SOUTH_EAST_EUROPE_TOWNS } from './towns-south-east-europe';
import { SOUTHERN_EUROPE_TOWNS } from './towns-southern-europe';
import { WESTERN_EUROPE_TOWNS } from './towns-western-europe';
import { WORDS_BEGINNING_TOWNS } from './town-cut-words';

/**
 * Towns that card statements print after a small business's name ("… THE BOOK NOOK ALNWICK",
 * "… KONDITORI KRONAN UPPSALA"), by country (ISO 3166-1 alpha-2), in the towns-*.ts files. Used
 * only to strip a trailing town and to read the country of a line, never to weaken a brand alias
 * (that is PLACE_WORDS, the big cities of locations.ts, which are not repeated here).
 *
 * Upper case ASCII words as the normalizer folds them: no diacritics (Ü is U, ß is SS, Ø is O),
 * hyphens and slashes are spaces, apostrophes vanish ("GARMISCH PARTENKIRCHEN", "BIEL BIENNE",
 * "LES SABLES DOLONNE"). German towns also appear with the umlaut written out (UEBERLINGEN), French
 * and Canadian saints also as ST and STE, as statements print them. At most four words
 * (MAX_PLACE_TOKENS).
 *
 * A business name may end with anything that is also a word, so these are left out: ordinary
 * words of Debian's English word lists and COMMON_WORDS (BATH, DEAL, SALE, READING, NICE, MOBILE,
 * ORANGE, MOLD), trade words of CATEGORY_WORDS (OPERA, POLICE), given names and surnames of the
 * redactor's lists (SHANNON, PAISLEY, GRIFFITH), names and aliases of the shipped merchants
 * (RIPLEY, ELKO, BELLAGIO, SONOMA of WILLIAMS SONOMA), and towns named like a business's own
 * words (CRYSTAL PALACE, ROYAL OAK, NAGS HEAD, EMERALD ISLE, DIAMOND BAR). A town that is
 * also a word but must still be read after a trade word goes in WORD_TOWNS below.
 */
const TOWNS: Readonly<Record<string, string>> = {
  ...BRITAIN_IRELAND_TOWNS,
  ...CENTRAL_EUROPE_TOWNS,
  ...WESTERN_EUROPE_TOWNS,
  ...SOUTHERN_EUROPE_TOWNS,
  ...SOUTH_EAST_EUROPE_TOWNS,
  ...NORDIC_TOWNS,
  ...NORTH_AMERICA_TOWNS,
  ...REST_OF_WORLD_TOWNS,
};

function towns(list: string): string[] {
  return list
    .split(/[|\n]/)
    .map((town) => town.trim())
    .filter((town) => town.length > 0);
}

export const TOWN_SET: ReadonlySet<string> = new Set(Object.values(TOWNS).flatMap(towns));

/** Towns by country (ISO 3166-1 alpha-2), for reading which country a descriptor was printed in. */
export const TOWNS_BY_COUNTRY: ReadonlyMap<string, readonly string[]> = new Map(Object.entries(TOWNS).map(([country, list]) => [country, towns(list)]));

/**
 * Starts (five letters or more) of single-word towns, for a town cut by the statement ("BOLOG",
 * "FREIB"). A start that is a word or a name of its own (WORDS_BEGINNING_TOWNS: "WORTH" of
 * WORTHING, "STEVEN" of STEVENAGE) is no cut: "PAYPAL *CITY OF FORT WORTH" keeps its last word.
 */
export const TOWN_PREFIXES: ReadonlySet<string> = new Set(
  [...TOWN_SET]
    .filter((town) => !town.includes(' '))
    .flatMap((town) => Array.from({ length: Math.max(0, town.length - 5) }, (_, cut) => town.slice(0, 5 + cut)))
    .filter((prefix) => !WORDS_BEGINNING_TOWNS.has(prefix)),
);

/**
 * Towns that are also words (BATH, READING, DEAL): a town only right after a business's trade
 * word ("ROMAN CAFE BATH", "THE BOOK SHOP READING"), never on its own ("BUBBLE BATH").
 */
export const WORD_TOWNS: ReadonlySet<string> = new Set(
  'BATH READING DEAL SALE NICE MOBILE ORANGE HOPE SPLIT MARCH RYE WELLS BUDE LOOE HOLT DISS WARE BOW STREET SANDWICH FRESNO ESSEN GOUDA NAPA TOURS LEON NANCY COMO VICTORIA NELSON HAMILTON REGINA LINCOLN NEWPORT HALIFAX'.split(' '),
);

/**
 * Towns that are also words or given names, read as a town only right before their country's
 * code ("KONZUM SPLIT HR", "FANTASTICO SOFIA BG", "CAFE PECS HU"): alone they end names ("BANANA
 * SPLIT", "MARIA SOFIA"), so they are in no other list; and cities named like a surname
 * ("FARMACITY MENDOZA AR", "EXITO PEREIRA CO", "TALLER MENDOZA" is a garage) or whose name another
 * country's list holds ("EXITO CARTAGENA CO"; alone it stays Spain's).
 */
export const TOWNS_BEFORE_CODE: ReadonlyMap<string, string> = new Map(
  Object.entries({ HR: 'SPLIT', BG: 'SOFIA RUSE', HU: 'PECS EGER', LV: 'OGRE', SI: 'BLED', SK: 'MARTIN', MT: 'PAOLA', AR: 'MENDOZA ROSARIO', CL: 'VALDIVIA', CO: 'CARTAGENA PEREIRA', PE: 'TRUJILLO' }).flatMap(([country, list]) =>
    list.split(' ').map((town) => [town, country] as const),
  ),
);

/**
 * Cities named like a given name or a surname (ROSARIO, PEREIRA, TRUJILLO, SANTOS), read as a town
 * only at a line's end after a trade and a word of the name that is no person's ("PELUQUERIA
 * ESTILO ROSARIO", "FERRETERIA EL TORNILLO PEREIRA"): right after the trade the city is the
 * business's name ("FERRETERIA PEREIRA"), after a name or a title it is a person's ("TALLER
 * GARCIA MENDOZA", "TIENDA DONA ROSARIO"). Those that are also words (AZUL, TIGRE, FORMOSA,
 * PALMAS) are left out: "RESTAURANTE CASA AZUL" keeps its colour.
 */
export const NAME_TOWNS: ReadonlySet<string> = new Set(
  'ROSARIO MENDOZA PEREIRA TRUJILLO VALDIVIA ZAMORA AVILA FARO SALVADOR NATAL SANTOS OVALLE LUJAN MOSQUERA QUINTERO ARMENIA GAIA LINHARES PAREDES MESQUITA HASSAN ANAND VILLENA REQUENA'.split(' '),
);
