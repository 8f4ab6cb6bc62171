import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ModelAnswer } from '../port';
import { normalizeDescriptor } from '../../knowledge';
import { prepareForModel, type ModelText } from '../../redact';
import { createBuiltinModel } from './index';

const model = createBuiltinModel();

/** Model input as the pipeline makes it: redacted, normalized, with its canonical form. */
function input(raw: string): ModelText {
  const { text, normalized } = prepareForModel(raw, normalizeDescriptor);
  return { text, normalized };
}

async function answerFor(text: string): Promise<ModelAnswer> {
  const [item] = (await model.enrich([input(text)])).items;
  if (!item?.ok) throw new Error(`no answer for ${text}`);
  return item.answer;
}

describe('builtin model', () => {
  it('is a provider behind the port', () => {
    expect(model.name).toBe('builtin');
    expect(model.maxBatchSize).toBeGreaterThan(0);
  });

  it.each([
    ['JOES PIZZA', "Joe's Pizza", 'food_and_drink', '5812'],
    ['RISE & GRIND COFFEE', 'Rise & Grind Coffee', 'food_and_drink', '5814'],
    ['OAK STREET DENTAL GROUP', 'Oak Street Dental Group', 'health_and_fitness', '8021'],
    ['RIVERSIDE CHIROPRACTIC CLINIC', 'Riverside Chiropractic Clinic', 'health_and_fitness', '8041'],
    // A trade named first, then DE/DES/DI and its name: the name's words are no second trade.
    ['PHARMACIE DES ARCADES', 'Pharmacie des Arcades', 'health_and_fitness', '5912'],
    ['APOTHEKE AM THEATER', 'Apotheke Am Theater', 'health_and_fitness', '5912'],
    ['SPARK PLUG AUTO ELECTRICAL', 'Spark Plug Auto Electrical', 'transportation', '7538'],
    ['FRESH PRESS LAUNDROMAT', 'Fresh Press Laundromat', 'personal_care', '7211'],
    ['PRECISION HVAC SERVICES', 'Precision HVAC Services', 'home', '1711'],
    ['CITY CENTRE CAR PARK', 'City Centre Car Park', 'transportation', '7523'],
    ['SPARKLE AUTO SPA', 'Sparkle Auto Spa', 'transportation', '7542'],
    // A cut ART(S) of martial arts; Germany's aquarium shop.
    ['IRON CRANE MARTIAL ART', 'Iron Crane Martial Art', 'health_and_fitness', '7997'],
    ['KORALLENRIFF AQUARISTIK', 'Korallenriff Aquaristik', 'shopping', '5995'],
    ['LUXE NAILS & SPA', 'Luxe Nails & Spa', 'personal_care', '7230'],
    ['CLIFFSIDE CYCLE WORKS', 'Cliffside Cycle Works', 'shopping', '5940'],
    ['KIDS KINGDOM SOFT PLAY', 'Kids Kingdom Soft Play', 'entertainment', '7999'],
    ['LITTLE SPROUTS MUSIC CLASS', 'Little Sprouts Music Class', 'education', '8299'],
    ['HILLSIDE AUTO REPAIRS', 'Hillside Auto Repairs', 'transportation', '7538'],
    ['BARTON VILLAGE STORES', 'Barton Village Stores', 'groceries', '5499'],
    ['BULLSEYE ARCHERY SUPPLY', 'Bullseye Archery Supply', 'shopping', '5941'],
    ['PINE RIDGE MOTEL', 'Pine Ridge Motel', 'travel', '7011'],
    ['LAKESIDE B&B', 'Lakeside B&B', 'travel', '7011'],
    ['SHARP EDGE BARBER CO', 'Sharp Edge Barber Co', 'personal_care', '7230'],
    ['SUNSHINE KIDS PRESCHOOL', 'Sunshine Kids Preschool', 'education', '8351'],
    ['CASA DEL SOL GRILL', 'Casa del Sol Grill', 'food_and_drink', '5812'],
    ['FRIENDS OF THE LIBRARY DONATION', 'Friends of the Library', 'government_and_nonprofit', '8398'],
    ['GREEN VALLEY PHARMACY', 'Green Valley Pharmacy', 'health_and_fitness', '5912'],
    ['HARBOR VIEW HOTEL', 'Harbor View Hotel', 'travel', '7011'],
    ['ELM STREET PARKING', 'Elm Street Parking', 'transportation', '7523'],
    ['KAHVILA KUKKA', 'Kahvila Kukka', 'food_and_drink', '5814'],
    ['FIETSENMAKER VAN DAM', 'Fietsenmaker van Dam', 'shopping', '5940'],
    ['TAXICENTRALE OOST', 'Taxicentrale Oost', 'transportation', '4121'],
    ['TANDLAEGERNE VED HAVNEN', 'Tandlaegerne Ved Havnen', 'health_and_fitness', '8021'],
    ['FRISEURSALON LOCKENPRACHT', 'Friseursalon Lockenpracht', 'personal_care', '7230'],
    ['RENSERIET NORD', 'Renseriet Nord', 'personal_care', '7216'],
    ['HAVBLIK FISKEBUTIKK', 'Havblik Fiskebutikk', 'groceries', '5422'],
    ['KAFFEEHAUS MOKKA', 'Kaffeehaus Mokka', 'food_and_drink', '5814'],
    ['DOM POLSKI DELIKATESY', 'Dom Polski Delikatesy', 'groceries', '5499'],
    ['PADARIA PAO DOURADO', 'Padaria Pao Dourado', 'food_and_drink', '5462'],
    // Hungarian: pékség, a bakery.
    ['ARANY PEKSEG', 'Arany Pekseg', 'food_and_drink', '5462'],
    ['THE HIDDEN TEAPOT', 'The Hidden Teapot', 'food_and_drink', '5814'],
    ['STEAM CLEAN CARPET CARE', 'Steam Clean Carpet Care', 'home', '7217'],
    // VITA is a word, no cut of VITAMIN.
    ['GELATERIA DOLCE VITA', 'Gelateria Dolce Vita', 'food_and_drink', '5814'],
    ['MUDDY PAWS DOG GROOMING', 'Muddy Paws Dog Grooming', 'shopping', '5995'],
    ['PRESTIGE CARPET CLEANING', 'Prestige Carpet Cleaning', 'home', '7217'],
    ['NORTHSTAR TAX SERVICES', 'Northstar Tax Services', 'business_services', '7276'],
    ['SWEET TOOTH FUDGE CO', 'Sweet Tooth Fudge Co', 'food_and_drink', '5441'],
    ['MAPLEWOOD PEDIATRIC DENTIST', 'Maplewood Pediatric Dentist', 'health_and_fitness', '8021'],
    // A name that begins with its trade keeps what follows (Romance languages).
    ['CLINICA DENTAL SONRISA CLARA', 'Clinica Dental Sonrisa Clara', 'health_and_fitness', '8021'],
    ['PLOMBERIE DUPONT', 'Plomberie Dupont', 'home', '1711'],
    ['TALLERES MARTINEZ', 'Talleres Martinez', 'transportation', '7538'],
    ['VINTAGEVINY', 'Vintage Vinyl', 'shopping', '5931'],
    ['ACME COMPUTER', 'Acme Computer', 'shopping', '5732'],
    ['ARGOS TAVERNA', 'Argos Taverna', 'food_and_drink', '5812'],
    ['BROOKVALE BUTCHERY', 'Brookvale Butchery', 'groceries', '5422'],
    ['ACTION ROOTER & PLUMBING', 'Action Rooter & Plumbing', 'home', '1711'],
    // A trade word glued to the end of a seller's name, as wallets print it.
    ['KNITWITSYARN', 'Knitwitsyarn', 'shopping', '5949'],
    ['SUPERSONIC BLOWOUT BAR', 'Supersonic Blowout Bar', 'personal_care', '7230'],
  ])('%j → %j, %s, %s', async (text, merchant, category, mcc) => {
    expect(await answerFor(text)).toMatchObject({ name: merchant, category, mcc, domain: null });
  });

  // Trades of small businesses across languages, and phrases in which a word changes its meaning.
  it.each([
    // A paint bar paints and pours: no paint shop, no bar.
    ['BRUSHES & BUBBLES PAINT BAR', 'Brushes & Bubbles Paint Bar', 'entertainment', '7999'],
    ['SUNSET PAINT AND SIP', 'Sunset Paint and Sip', 'entertainment', '7999'],
    ['RIVERBEND PAINT STORE', 'Riverbend Paint Store', 'home', '5231'],
    // Surf hire lends boards, a surf shop sells them; kayak tours paddle, tours alone travel.
    ['POLZEATH SURF HIRE', 'Polzeath Surf Hire', 'entertainment', '7999'],
    ['POLZEATH SURF SHOP', 'Polzeath Surf Shop', 'shopping', '5941'],
    ['OTTER CREEK KAYAK TOURS', 'Otter Creek Kayak Tours', 'entertainment', '7999'],
    ['HIGHLAND COACH TOURS', 'Highland Coach Tours', 'travel', '4722'],
    ['LAGOON DIVING', 'Lagoon Diving', 'entertainment', '7999'],
    // Courts and pools are paid by the visit, a studio by the month.
    ['WESTGATE SQUASH CLUB', 'Westgate Squash Club', 'health_and_fitness', '7997'],
    ['PARKSIDE LEISURE CENTRE', 'Parkside Leisure Centre', 'health_and_fitness', '7997'],
    ['HALLENBAD NORD', 'Hallenbad Nord', 'health_and_fitness', '7997'],
    // Children's classes are schooling; a nail art studio stays a nail bar.
    ['LITTLE PICASSOS ART STUDIO', 'Little Picassos Art Studio', 'education', '8299'],
    ['GLAMOUR NAIL ART STUDIO', 'Glamour Nail Art Studio', 'personal_care', '7230'],
    // A food co-op is a grocer; a slice shop sells pizza.
    ['RIVERSIDE FOOD CO-OP', 'Riverside Food Co Op', 'groceries', '5411'],
    ['BROADWAY SLICE SHOP', 'Broadway Slice Shop', 'food_and_drink', '5812'],
    // An art gallery sells art (5971); a public gallery is a museum.
    ['HARBOUR LIGHTS GALLERY', 'Harbour Lights Gallery', 'shopping', '5971'],
    ['SCOTTISH NATIONAL GALLERY', 'Scottish National Gallery', 'entertainment', '7991'],
    ['MUSEUM OF FINE ARTS', 'Museum of Fine Arts', 'entertainment', '7991'],
    // Florists, farm shops, holiday flats and physiotherapists in their own languages.
    ['ANNAS BLOMMOR', "Anna's Blommor", 'shopping', '5992'],
    ['BLOEMENHUIS ROZENTUIN', 'Bloemenhuis Rozentuin', 'shopping', '5992'],
    ['ERDBEERHOF KRUEGER', 'Erdbeerhof Krueger', 'groceries', '5499'],
    ['FERIENHAUS SEEBLICK', 'Ferienhaus Seeblick', 'travel', '7011'],
    ['VAKANTIEPARK DE DUINEN', 'Vakantiepark de Duinen', 'travel', '7011'],
    ['PHYSIOTHERAPIE LINDENHOF', 'Physiotherapie Lindenhof', 'health_and_fitness', '8099'],
    ['FYSIOTERAPI NORD', 'Fysioterapi Nord', 'health_and_fitness', '8099'],
    ['BARBEARIA DO ZE', 'Barbearia Do Ze', 'personal_care', '7230'],
    ['GABINET STOMATOLOGICZNY USMIECH', 'Gabinet Stomatologiczny Usmiech', 'health_and_fitness', '8021'],
    ['LAVA JATO CENTRAL', 'Lava Jato Central', 'transportation', '7542'],
    // A dry cleaner's PRESSING says more than any cleaning's NETTOYAGE; fries are fast food.
    ['PRESSING NETTOYAGE DES LILAS', 'Pressing Nettoyage des Lilas', 'personal_care', '7216'],
    ['FRITUUR HET HOEKJE', 'Frituur het Hoekje', 'food_and_drink', '5814'],
    // A trade word inside a long glued name, where Portuguese and Spanish names put it first: split at the trade and its connector.
    ['CLINICADEFISIOTERAPIASAOJOSE', 'Clinica de Fisioterapia Saojose', 'health_and_fitness', '8099'],
    // The MCC of the trade a card pays: a garage's servicing, a western or bridal shop, a laundry.
    ['BRIDGEND MOTORS', 'Bridgend Motors', 'transportation', '7538'],
    ['RIO GRANDE WESTERN WEAR', 'Rio Grande Western Wear', 'shopping', '5699'],
    ['ALPINE OUTFITTERS', 'Alpine Outfitters', 'shopping', '5699'],
    ['EVERAFTER BRIDAL', 'Everafter Bridal', 'shopping', '5621'],
    ['LAVANDERIA EL ARCO', 'Lavanderia el Arco', 'personal_care', '7211'],
    ['ASHWOOD JOINERY', 'Ashwood Joinery', 'home', '1750'],
    ['GLEN EDEN DAIRY', 'Glen Eden Dairy', 'groceries', '5499'],
    ['NOWAK POLISH DELI', 'Nowak Polish Deli', 'groceries', '5499'],
    ['RIVERSIDE KOFFEE CART', 'Riverside Koffee Cart', 'food_and_drink', '5814'],
    // Street food, antiques, fabric, care homes and offices in their own languages.
    ['CURRYWURST EMMA', 'Currywurst Emma', 'food_and_drink', '5814'],
    ['ESTAMINET DU BEFFROI', 'Estaminet du Beffroi', 'food_and_drink', '5813'],
    ['ANTIEKWINKEL DE ZOLDER', 'Antiekwinkel de Zolder', 'shopping', '5932'],
    ['MERCERIA LA AGUJA', 'Merceria la Aguja', 'shopping', '5949'],
    ['ABSCHLEPPDIENST WAGNER', 'Abschleppdienst Wagner', 'transportation', '7549'],
    ['SENIORENHEIM AM SEE', 'Seniorenheim Am See', 'health_and_fitness', '8050'],
    ['ARCHITEKTURBUERO STEIN', 'Architekturbuero Stein', 'business_services', '8911'],
    ['STADTBIBLIOTHEK MITTE', 'Stadtbibliothek Mitte', 'government_and_nonprofit', '9399'],
  ])('%j → %j, %s, %s', async (text, merchant, category, mcc) => {
    expect(await answerFor(text)).toMatchObject({ name: merchant, category, mcc, domain: null });
  });

  it('reads an inn named after a pub sign as a British pub, another inn as lodging', async () => {
    expect(await answerFor('WHITE HART INN')).toMatchObject({ category: 'food_and_drink', mcc: '5813' });
    expect(await answerFor('ROYAL OAK INN')).toMatchObject({ category: 'food_and_drink', mcc: '5813' });
    expect(await answerFor('KINGS HEAD INN')).toMatchObject({ category: 'food_and_drink', mcc: '5813' });
    expect(await answerFor('PINE VALLEY INN')).toMatchObject({ category: 'travel', mcc: '7011' });
    expect(await answerFor('ROYAL INN')).toMatchObject({ category: 'travel', mcc: '7011' });
  });

  it('reads "THE" and a pub sign as a pub without INN or ARMS, and a glued trade inside the sign never wins', async () => {
    expect(await answerFor('THE FIVE HORSESHOES')).toMatchObject({ category: 'food_and_drink', mcc: '5813' });
    expect(await answerFor('THE BLACK BULL')).toMatchObject({ category: 'food_and_drink', mcc: '5813' });
    expect(await answerFor('THE ROSE AND CROWN')).toMatchObject({ category: 'food_and_drink', mcc: '5813' });
    expect(await answerFor('THE DOG AND DUCK')).toMatchObject({ category: 'food_and_drink', mcc: '5813' });
    // One word after THE is no sign read, and a shop word keeps its trade.
    expect((await answerFor('THE SHOE BARN')).category).toBe('shopping');
    expect((await answerFor('THE HAPPY DOG')).category).toBe('shopping');
  });

  it('bills courts by the visit and studios and childcare by the month', async () => {
    expect((await answerFor('WESTGATE SQUASH CLUB')).isSubscription).toBe(false);
    expect((await answerFor('CORE REFORMER PILATES')).isSubscription).toBe(true);
    expect((await answerFor('SUNFLOWER KIDS LEARNING CENTER')).isSubscription).toBe(true);
  });

  it("reads a town's utility company as a utility", async () => {
    expect(await answerFor('STADTWERKE BIELEFELD')).toMatchObject({ category: 'utilities', mcc: '4900', isSubscription: true });
  });

  it('calls recurring trades subscriptions', async () => {
    expect((await answerFor('SUNSHINE KIDS PRESCHOOL')).isSubscription).toBe(true);
    expect((await answerFor('IRON TEMPLE GYM')).isSubscription).toBe(true);
    expect((await answerFor('JOES PIZZA')).isSubscription).toBe(false);
  });

  it('guesses with its lowest confidence when nothing tells the category', async () => {
    const answer = await answerFor('ZORBLAX');
    expect(answer).toMatchObject({ name: 'Zorblax', domain: null, mcc: '5812', category: 'food_and_drink', confidence: 0.2 });
  });

  it('reads the hints the analysis passed when no word names a trade', async () => {
    const hinted = async (text: string, hints: ModelText['hints']): Promise<ModelAnswer> => {
      const [item] = (await model.enrich([{ ...input(text), ...(hints ? { hints } : {}) }])).items;
      if (!item?.ok) throw new Error(`no answer for ${text}`);
      return item.answer;
    };
    // Toast serves restaurants, Shopify online shops, Paddle sells software.
    expect(await hinted('HOMEROOM', { processor: 'TST' })).toMatchObject({ category: 'food_and_drink', mcc: '5812', confidence: 0.5 });
    expect(await hinted('NOMATIC', { processor: 'SP' })).toMatchObject({ category: 'shopping', confidence: 0.4 });
    expect(await hinted('ZORBLAX', { processor: 'PADDLE' })).toMatchObject({ category: 'software_and_technology', mcc: '5734' });
    expect(await hinted('ZORBLAX', { processor: 'FS' })).toMatchObject({ category: 'software_and_technology', mcc: '5734' });
    // Square serves every trade: still a guess.
    expect(await hinted('ZORBLAX', { processor: 'SQ' })).toMatchObject({ confidence: 0.2 });
    // Rent the name lost, an employer, a company's legal form.
    expect(await hinted('WOHNBAU NORDHEIM', { kind: 'transfer', rent: true })).toMatchObject({ category: 'home', mcc: '6513' });
    expect(await hinted('ACME', { kind: 'income' })).toMatchObject({ category: 'business_services', confidence: 0.25 });
    expect(await hinted('BLUE RIVER', { legalForm: true })).toMatchObject({ category: 'business_services' });
    // A standing order or an automatic payment to a business repeats.
    expect(await hinted('WAIKATO PLUMBING', { recurring: true })).toMatchObject({ category: 'home', isSubscription: true });
    expect(await hinted('WAIKATO PLUMBING', undefined)).toMatchObject({ isSubscription: false });
    // The normalizer took the town already: the name's last word stays ("SHED" is no second town).
    expect(await hinted('THE BIKE SHED', { townCut: true })).toMatchObject({ name: 'The Bike Shed' });
    expect(await hinted('THE BIKE SHED', undefined)).toMatchObject({ name: 'The Bike' });
    // The normalizer cut a state code that a redacted phone number had stood before: the code still ending the text goes.
    expect(await hinted('PEAK PERFORMANCE PHYSICA CO', { regionCut: 'CO' })).toMatchObject({ name: 'Peak Performance Physical Therapy', category: 'health_and_fitness' });
    expect(await hinted('HAWTHORNE BAGEL CO', { regionCut: 'TX' })).toMatchObject({ name: 'Hawthorne Bagel Co' });
    expect(await hinted('SHARP EDGE BARBER CO', undefined)).toMatchObject({ name: 'Sharp Edge Barber Co' });
    // A word of a trade outweighs every hint.
    expect(await hinted('JOES PIZZA', { processor: 'SP' })).toMatchObject({ category: 'food_and_drink', mcc: '5812' });
  });

  it('spells and reads words as the line\'s country does', async () => {
    const inCountry = async (raw: string, country?: string): Promise<ModelAnswer> => {
      const [item] = (await model.enrich([{ ...input(raw), ...(country ? { hints: { country } } : {}) }])).items;
      if (!item?.ok) throw new Error(`no answer for ${raw}`);
      return item.answer;
    };
    // CTR reads as CENTER; Australia, Britain, Canada, Hong Kong write Centre.
    expect(await inCountry('WATTLE GROVE CHILDCARE CTR', 'AU')).toMatchObject({ name: 'Wattle Grove Childcare Centre' });
    expect(await inCountry('RIDEAU DENTAL CTR', 'CA')).toMatchObject({ name: 'Rideau Dental Centre' });
    expect(await inCountry('WATTLE GROVE CHILDCARE CTR', 'US')).toMatchObject({ name: 'Wattle Grove Childcare Center' });
    expect(await inCountry('WATTLE GROVE CHILDCARE CTR')).toMatchObject({ name: 'Wattle Grove Childcare Center' });
    // Colombia's droguería is a pharmacy, Spain's sells household goods; Peru's pollería roasts chickens.
    expect(await inCountry('DROGUERIA SANTA LUCIA', 'CO')).toMatchObject({ category: 'health_and_fitness', mcc: '5912' });
    expect(await inCountry('DROGUERIA SANTA LUCIA', 'ES')).toMatchObject({ category: 'home' });
    expect(await inCountry('POLLERIA LA BRASA', 'PE')).toMatchObject({ category: 'food_and_drink', mcc: '5812' });
    expect(await inCountry('POLLERIA LA BRASA', 'ES')).toMatchObject({ category: 'groceries' });
    // A Dutch café is a pub that serves meals.
    expect(await inCountry('CAFE DE KLOK', 'NL')).toMatchObject({ category: 'food_and_drink', mcc: '5812' });
    expect(await inCountry('CAFE DE KLOK', 'FR')).toMatchObject({ mcc: '5814' });
  });

  it('reads a line that says it recurs: a standing order, debited tuition, a council or a dental practice by direct debit', async () => {
    const hinted = async (text: string, hints: ModelText['hints']): Promise<ModelAnswer> => {
      const [item] = (await model.enrich([{ ...input(text), ...(hints ? { hints } : {}) }])).items;
      if (!item?.ok) throw new Error(`no answer for ${text}`);
      return item.answer;
    };
    expect(await hinted('SPARKLE BRIGHT WINDOW CLEANING', { recurring: true })).toMatchObject({ isSubscription: true });
    expect(await hinted('SO GOOD KOREAN BBQ', { recurring: true })).toMatchObject({ isSubscription: false });
    expect(await hinted('ST MARYS ACADEMY', { recurring: true, tuition: true })).toMatchObject({ mcc: '8211', isSubscription: true });
    expect(await hinted('LOTUS DANCE ACADEMY', { recurring: true, tuition: true })).toMatchObject({ mcc: '7911' });
    expect(await hinted('HARROGATE BOROUGH COUNCIL', { kind: 'bill_payment', directDebit: true })).toMatchObject({ isSubscription: true });
    expect(await hinted('OAKFIELD DENTAL PRACTICE', { kind: 'bill_payment', directDebit: true })).toMatchObject({ isSubscription: true });
    // Paid once, by card or a bill payment, the same payees are one visit.
    expect(await hinted('OAKFIELD DENTAL PRACTICE', { kind: 'bill_payment' })).toMatchObject({ isSubscription: false });
    expect(await hinted('HARROGATE BOROUGH COUNCIL', undefined)).toMatchObject({ isSubscription: false });
  });

  it('never invents a domain and never claims cache-level confidence', async () => {
    const words = fc.constantFrom('JOES', 'PIZZA', 'NETFLIX', 'COM', 'DENTAL', 'B&B', 'CAFE', 'OF', 'THE', 'HOTEL', 'AMAZON', 'WWW', 'GYM', 'XYZ');
    await fc.assert(
      fc.asyncProperty(fc.array(words, { minLength: 1, maxLength: 6 }), async (parts) => {
        const { items } = await model.enrich([input(parts.join(' '))]);
        for (const item of items) {
          if (!item.ok) continue;
          expect(item.answer.domain).toBeNull();
          expect(item.answer.confidence).toBeLessThan(0.8);
          expect(item.answer.confidence).toBeGreaterThan(0);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('answers every item of a batch, in order', async () => {
    const { items } = await model.enrich(['JOES PIZZA', '', 'PINE RIDGE MOTEL'].map(input));
    expect(items).toHaveLength(3);
    expect(items[1]).toEqual({ ok: false, reason: 'model_error' });
    expect(items[2]?.ok && items[2].answer.name).toBe('Pine Ridge Motel');
  });

  it('uses an approved correction for the same text', async () => {
    const { items } = await model.enrich([input('JOES PIZZA')], {
      examples: [
        {
          ...input('JOES PIZZA'),
          answer: { name: "Joe's Pizza of Brooklyn", domain: 'joespizzanyc.com', category: 'food_and_drink', mcc: '5812', isSubscription: false },
        },
      ],
    });
    expect(items[0]).toMatchObject({ ok: true, answer: { name: "Joe's Pizza of Brooklyn", confidence: 0.75 } });
  });

  it('gives up on an aborted call', async () => {
    const controller = new AbortController();
    controller.abort();
    const { items } = await model.enrich([input('JOES PIZZA')], { signal: controller.signal });
    expect(items).toEqual([{ ok: false, reason: 'model_timeout' }]);
  });
});
