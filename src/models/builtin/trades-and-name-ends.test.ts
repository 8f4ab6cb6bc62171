import { describe, expect, it } from 'vitest';
import { builtinAnswerFor as answerFor } from '../../../test/builtin-answers';
import { classifyWords } from './classify';
import { formatMerchantName } from './merchant-name';

describe('builtin model: trades read from more words', () => {
  it.each([
    // A handyman's name glued to a first name's possessive; a shop named HANDY is still a shop.
    ['PAYPAL *HANDYHARRYS 4029357733', 'home', '7349'],
    ['HANDY MART', 'shopping', '5999'],
    // MECHANICAL alone is a garage; a mechanical contractor fits heating and plumbing.
    ['SQ *KAURI COAST MECHANICAL DARGAVILLE NZ', 'transportation', '7538'],
    ['SUMMIT MECHANICAL CONTRACTORS', 'home', '1711'],
    ['SQ *META STRENGTH STUDIO AUSTIN TX', 'health_and_fitness', '7997'],
    ['PAGAMENTO POS FIAT LUX ILLUMINAZIONE PADOVA', 'home', '5719'],
    ['LAMPEN HUBER', 'home', '5719'],
    ['GRAB N GO DELI RAFFLES PL SINGAPORE', 'food_and_drink', '5814'],
    ['NAPOLI DELI', 'food_and_drink', '5814'],
    ['SUMUP *THE CRAFTY BEAN HEBDEN BRIDGE', 'food_and_drink', '5814'],
    ['JELLY BEAN TOYS', 'shopping', '5945'],
    // A vet is health care; a pet shop stays a shop.
    ['GOLDEN PAWS VETERINARY CLINIC BOISE ID', 'health_and_fitness', '0742'],
    ['HAPPY PAWS PET SHOP', 'shopping', '5995'],
    // Donations in other languages override the payee's trade.
    ['STICHTING VOEDSELBANK DONATIE', 'government_and_nonprofit', '8398'],
  ])('%j is %s, %s', async (text, category, mcc) => {
    expect(await answerFor(text)).toMatchObject({ category, mcc });
  });

  it('reads a handyman glued to a possessive as its name', async () => {
    expect((await answerFor('PAYPAL *HANDYHARRYS 4029357733')).name).toBe("Handy Harry's");
    expect((await answerFor('PAYPAL *JOESPIZZA')).name).toBe("Joe's Pizza");
  });

  it('bills a cleaner paid by direct debit as a subscription, not one paid by card', () => {
    expect(classifyWords(['CLEARVIEW', 'WINDOW', 'CLEANING'], { kind: 'bill_payment' }).isSubscription).toBe(true);
    expect(classifyWords(['CLEARVIEW', 'WINDOW', 'CLEANING'], { kind: 'purchase' }).isSubscription).toBe(false);
    expect(classifyWords(['OAKWOOD', 'PLUMBING'], { kind: 'bill_payment' }).isSubscription).toBe(false);
  });
});

describe('formatMerchantName: words a statement adds after the name', () => {
  it.each([
    ['BLACKSMITHS ARMS PUB', 'Blacksmiths Arms'],
    ['THE FOX AND HOUNDS PUB', 'The Fox and Hounds'],
    ['ORANGE TREE PUB', 'Orange Tree Pub'],
    ['CURRYS KITCHEN TAKEAWAY', "Currys Kitchen"],
    ['CURRYS SPICE HUT TAKEAWAY', 'Currys Spice Hut'],
    ['NEW WORLD CHINESE TAKEAWAY', 'New World Chinese Takeaway'],
    ['CURRY LEAF TAKEAWAY', 'Curry Leaf Takeaway'],
    ['K&J PLUMBING HEATING', 'K&J Plumbing & Heating'],
    ['SALT WATER FISH CHIPS', 'Salt Water Fish & Chips'],
    ['LUIGIS PIZZA KITCHEN', "Luigi's Pizza Kitchen"],
  ])('%j → %j', (normalized, name) => {
    expect(formatMerchantName(normalized, true)).toBe(name);
  });

  it('codes a tax paid to a government as the tax, its other services as they are', () => {
    expect(classifyWords(['ORANGE', 'COUNTY', 'TAX', 'COLLECTOR']).mcc).toBe('9311');
    expect(classifyWords(['ORANGE', 'COUNTY', 'CLERK']).mcc).toBe('9399');
  });
});
