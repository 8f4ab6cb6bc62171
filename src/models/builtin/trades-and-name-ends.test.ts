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
    // Latin American and Israeli (transliterated) trades.
    ['ALMACEN DIA Y NOCHE', 'groceries', '5499'],
    ['REMISERIA UBERTI', 'transportation', '4121'],
    ['PARQUEADERO LA 70', 'transportation', '7523'],
    ['BOTILLERIA EL ROBLE', 'groceries', '5921'],
    ['CEVICHERIA EL MUELLE', 'food_and_drink', '5812'],
    ['MISPARA NOGA', 'personal_care', '7230'],
    ['MAKOLET ELITE', 'groceries', '5499'],
    ['GAN YELADIM HAKESHET', 'education', '8351'],
    // A meat word alone is no butcher beside a bar's.
    ['CARNES Y VINOS BAR', 'food_and_drink', '5813'],
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

describe('builtin model: words around a long-tail name that are not the name', () => {
  it.each([
    // A card reader's code without its star before a name that ends in its trade…
    ['SP HILLTOP CERAMICS', 'Hilltop Ceramics'],
    ['LS WATTLE & GUM FLORIST ADELAIDE SA', 'Wattle & Gum Florist'],
    // …but initials before a trade are the name.
    ['SP PLUMBING & HEATING', 'SP Plumbing & Heating'],
    // The trade again after "TRADE OWNER"; a different trade after it stays.
    ['KARTENZAHLUNG AUTOHAUS WEBER KFZ-WERKSTATT ULM', 'Autohaus Weber'],
    ['KARTENZAHLUNG AUTOHAUS BERGMANN WERKSTATT', 'Autohaus Bergmann'],
    ['CAFE LUNA BAR', 'Cafe Luna Bar'],
  ])('%j is named %j', async (text, name) => {
    expect((await answerFor(text)).name).toBe(name);
  });
});

describe('formatMerchantName: the branch\'s town after OF', () => {
  it('takes it off where the statement printed a state code after it', () => {
    expect(formatMerchantName('THE BOOK NOOK OF CHAGRIN FALLS', false, true)).toBe('The Book Nook');
    expect(formatMerchantName('HOMETOWN PHARMACY OF MILFO MILFORD', false, true)).toBe('Hometown Pharmacy');
  });

  it('keeps it without a state code, in a church\'s or a school\'s name, and a name\'s own OF', () => {
    expect(formatMerchantName('ONE HOUR CLEANERS OF ELMHURST')).toBe('One Hour Cleaners of Elmhurst');
    expect(formatMerchantName('FIRST BAPTIST CHURCH OF DALLAS', false, true)).toBe('First Baptist Church of Dallas');
    expect(formatMerchantName('SPICE OF BENGAL', false, true)).toBe('Spice of Bengal');
    expect(formatMerchantName('CATCH OF THE DAY FISHMONGER', false, true)).toBe('Catch of the Day Fishmonger');
  });
});

describe('formatMerchantName: a name cut at the statement\'s width', () => {
  it.each([
    ['THE COPPER KETTLE DIN', 'The Copper Kettle Diner'],
    ['EUROSTAR KEBAB HOU', 'Eurostar Kebab House'],
    ['BRIXTON VILLAGE BAK', 'Brixton Village Bakery'],
    ['WATTLE GROVE NURSE', 'Wattle Grove Nursery'],
    ['HONEY & CRUMB BAKER', 'Honey & Crumb Bakery'],
    ['GREEN VALLEY DRY CLEANER', 'Green Valley Dry Cleaners'],
  ])('%j → %j', (normalized, name) => {
    expect(formatMerchantName(normalized)).toBe(name);
  });

  it.each([
    // Shorter than a cut name, a plural alone, a name's own noun, a purpose word, a whole word after DU.
    ['JOES DIN', "Joe's Din"],
    ['PRIME CUTS QUALITY MEAT', 'Prime Cuts Quality Meat'],
    ['CHASES LAWN & GARDEN', 'Chases Lawn & Garden'],
    ['KNITWELL STUDIO CLASS FEE', 'Knitwell Studio Class'],
    ['CABINET DENTAIRE DU PARC', 'Cabinet Dentaire du Parc'],
    ['BRADFORD BREWERY TAP', 'Bradford Brewery Tap'],
    ['MERCERIA FILO D ORO DEL', 'Merceria Filo D Oro'],
  ])('%j stays %j', (normalized, name) => {
    expect(formatMerchantName(normalized)).toBe(name);
  });
});

describe('formatMerchantName: a business\'s own noun cut after its trade, and a P.A.', () => {
  it('reads the one business noun a cut begins where no word of the trade before it does', () => {
    expect(formatMerchantName('BRIGHTON YOGA COLLECT')).toBe('Brighton Yoga Collective');
    expect(formatMerchantName('WATERFRONT YOGA COLLE')).toBe('Waterfront Yoga Collective');
    // After an office's trade the noun may be an office's (COLLECTOR): not read so.
    expect(formatMerchantName('COUNTY TAX COLLE')).not.toBe('County Tax Collective');
    // After no trade word it is left as it was read before.
    expect(formatMerchantName('ST MARYS COLLE')).toBe("St Mary's College");
    // A whole name noun is no cut of its plural.
    expect(formatMerchantName('MILLBROOK DENTAL PRACTICE')).toBe('Millbrook Dental Practice');
  });

  it('takes a P.A. off after a professional\'s trade only', () => {
    expect(formatMerchantName('BRIGHTSIDE PEDIATRICS PA')).toBe('Brightside Pediatrics');
    expect(formatMerchantName('SUNSHINE DAY SPA PA')).not.toBe('Sunshine Day Spa');
  });
});
