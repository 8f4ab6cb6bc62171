import { describe, expect, it } from 'vitest';
import { builtinAnswerFor as answerFor } from '../../../test/builtin-answers';

describe('builtin model: local trades', () => {
  // Trades that fell back to the guess (a place to eat), in the languages their signs use.
  it.each([
    // Homes.
    ['HOLLYBANK IRONMONGERS', 'home', '5251'],
    ['QUAYSIDE IRONMONGERY', 'home', '5251'],
    ['FERNLEA GLASS & MIRROR', 'home', '1799'],
    ['GLASEREI BRANDT', 'home', '1799'],
    ['GLARMESTER HOLM', 'home', '1799'],
    ['RIETDEKKERSBEDRIJF DE HAAN', 'home', '1761'],
    ['TAKLAGGARE NILSSON', 'home', '1761'],
    ['BIRCHWOOD CHIMNEY SWEEP', 'home', '7349'],
    ['SCHORNSTEINFEGER KOCH', 'home', '7349'],
    ['RAMONAGE DUVAL', 'home', '7349'],
    ['PRAIRIE SNOW REMOVAL', 'home', '7349'],
    ['WINTERDIENST HOFMANN', 'home', '7349'],
    ['SNOROJNING NORR', 'home', '7349'],
    ['VALLEYSIDE SKIP HIRE', 'home', '7394'],
    ['CONTAINERDIENST WEBER', 'home', '7394'],
    ['REDWOOD JUNK REMOVAL', 'home', '4214'],
    ['HOLM UPHOLSTERERS', 'home', '7641'],
    ['POLSTEREI MEIER', 'home', '7641'],
    ['TAPICERIA LA ESTRELLA', 'home', '7641'],
    ['MEADOWBROOK BLINDS', 'home', '5714'],
    ['KINGFISHER HEATING & AIR', 'home', '1711'],
    ['WARMTEPOMP SERVICE NOORD', 'home', '1711'],
    ['SAHKOURAKOINTI LAINE', 'home', '1731'],
    ['OSPREY ELECTRIC LLC', 'home', '1731'],
    ['TIMBERLINE GENERAL CONTRACTOR', 'home', '1520'],
    ['FLIESENLEGER KRAUSE', 'home', '1799'],
    ['KAMIENIARSTWO NOWAK', 'home', '1740'],
    ['LASSMED ANDERSSON', 'home', '7699'],
    ['ELAGAGE MOREAU', 'home', '0780'],
    ['FASTIGHETSMAKLARE BERG', 'home', '6513'],
    // Care.
    ['SOUTHGATE OSTEOPATHS', 'health_and_fitness', '8031'],
    ['OSTEOPATHIE PRAXIS LANGE', 'health_and_fitness', '8031'],
    ['ELMWOOD CHIROPODIST', 'health_and_fitness', '8049'],
    ['FODTERAPEUT SORENSEN', 'health_and_fitness', '8049'],
    ['SANITAETSHAUS ZIMMER', 'health_and_fitness', '5047'],
    ['ORTOPEDIA SAN MARCO', 'health_and_fitness', '5047'],
    ['CLEARTONE HEARING AID CENTER', 'health_and_fitness', '5975'],
    ['MIDORI SEIKOTSUIN', 'health_and_fitness', '8041'],
    ['TANAKA SHIKA IIN', 'health_and_fitness', '8021'],
    ['HERBOLARIO LA MENTA', 'health_and_fitness', '5499'],
    ['PSYKOTERAPEUT LUND', 'health_and_fitness', '8099'],
    ['BOULDERHAL DE KEI', 'health_and_fitness', '7997'],
    ['TOILETTAGE CANIN FLOCON', 'shopping', '0742'],
    ['OAKDENE BOARDING KENNELS', 'shopping', '0742'],
    ['HUNDEPENSION WALDRAND', 'shopping', '0742'],
    ['KLEINTIERPRAXIS SONNENBERG', 'health_and_fitness', '0742'],
    ['TATUERING STUDIO SVART', 'personal_care', '7299'],
    ['PARTURIKAMPAAMO HELMI', 'personal_care', '7230'],
    ['WASSALON DE BLEEK', 'personal_care', '7211'],
    ['SCHUHMACHEREI HEINZE', 'personal_care', '7251'],
    ['TANATORIO SAN ROQUE', 'personal_care', '7261'],
    // Shops.
    ['SKLEP WEDKARSKI OKON', 'shopping', '5941'],
    ['HENGELSPORT DE SNOEK', 'shopping', '5941'],
    ['CYKELVERKSTAN VASTRA', 'shopping', '5940'],
    ['FAHRRADWERKSTATT SPEICHE', 'shopping', '5940'],
    ['SYKKELVERKSTED SENTRUM', 'shopping', '5940'],
    ['EDICOLA DEL PORTO', 'shopping', '5994'],
    ['CORNERWAY NEWS AGENTS', 'shopping', '5994'],
    ['WOLLE & KURZWAREN LENZ', 'shopping', '5949'],
    ['PINE HOLLOW QUILT SHOP', 'shopping', '5949'],
    ['RIVERTOWN PICTURE FRAMING', 'shopping', '5999'],
    ['EMBER CIGAR & PIPE', 'shopping', '5993'],
    ['CARTOLERIA IL QUADERNO', 'business_services', '5943'],
    ['PAPETERIE DU CANAL', 'business_services', '5943'],
    // Food and drink shops.
    ['CAVE DES COTEAUX', 'groceries', '5921'],
    ['WIJNWINKEL DE KURK', 'groceries', '5921'],
    ['WURSTBUDE ZUR ECKE', 'food_and_drink', '5814'],
    // Places to go and to stay.
    ['HIGHMOOR ANIMAL PARK', 'entertainment', '7998'],
    ['DJURPARKEN NORRVIK', 'entertainment', '7998'],
    ['STARLITE DRIVE IN THEATER', 'entertainment', '7832'],
    ['ORCHARD LANE PLAYHOUSE', 'entertainment', '7922'],
    ['KEGELBAHN ZUM ADLER', 'entertainment', '7933'],
    ['JACHTHAVEN DE VLIET', 'entertainment', '4468'],
    ['SPRINGWOOD TRAMPOLINE PK', 'entertainment', '7999'],
    ['HEATHERFIELD BACKPACKERS', 'travel', '7011'],
    ['LANDGASTHOF ZUR LINDE', 'travel', '7011'],
    // Rides, lessons, offices, money and clubs.
    ['ACORN PRIVATE HIRE', 'transportation', '4121'],
    ['DROSJESENTRAL VEST', 'transportation', '4121'],
    // Riding lessons are taken for leisure (tail17): recreation.
    ['BRAMBLE RIDING SCHOOL', 'entertainment', '7999'],
    ['RIDSKOLA ENHAGEN', 'entertainment', '7999'],
    ['KYOSHUJO MINAMI', 'education', '8299'],
    ['NOTARIAT AM MARKT', 'business_services', '8111'],
    ['NOTARISKANTOOR VERMEULEN', 'business_services', '8111'],
    ['KANTOR WYMIANY WALUT ORZEL', 'financial_services', '6051'],
    ['WISSELKANTOOR CENTRAAL', 'financial_services', '6051'],
    ['3RD ASHDOWN SCOUT GROUP', 'government_and_nonprofit', '8398'],
    ['SPEJDERGRUPPE SKOVEN', 'government_and_nonprofit', '8398'],
    ['HAWTHORN PARISH COUNCIL', 'government_and_nonprofit', '9399'],
    ['MILLBROOK TOWN COUNCIL ALLOTMENT RENT', 'government_and_nonprofit', '9399'],
    ['SILVER SPOON CATERERS', 'food_and_drink', '5811'],
    ['HUEPFBURG VERLEIH SONNE', 'entertainment', '7999'],
    ['NIGHTOWL MOBILE DISCO', 'entertainment', '7929'],
    ['EVERGREEN WEDDING PLANNERS', 'business_services', '7399'],
    // A trade's phrase over its words' other readings.
    ['NAPOLI ITALIAN DELI & GROCERY', 'groceries', '5499'],
    ['TIMBERLINE CABIN RENTALS', 'travel', '7011'],
    ['FLAT WHITE SOCIETY', 'food_and_drink', '5814'],
    ['GREGGS MOTOR REPAIRS', 'transportation', '7538'],
    ['PENNYWELL NEWSAGENTS', 'groceries', '5994'],
    ['DOUGLAS HOLZBAU', 'home', '1750'],
    // A plant nursery beside its garden, a child's nursery alone; a deli serves at the counter; a car dealer; building materials.
    ['SUNNYSIDE NURSERY & GARDEN', 'home', '5261'],
    ['LITTLE ACORNS DAY NURSERY', 'education', '8351'],
    ['CORNER STREET DELI', 'food_and_drink', '5814'],
    ['MARTIN AUTOMOBILES', 'transportation', '5511'],
    ['MESA BRICK & PATIO SUPPLY', 'home', '5211'],
    ['SMITH FAMILY PHYSICA', 'health_and_fitness', '8099'],
    ['SPARKLE MOBILE VALET', 'transportation', '7542'],
    ['WILLOW CREEK SOAP', 'personal_care', '5977'],
    ['PAYPAL *PRAIRIETURF', 'home', '0780'],
    // Czech and Slovak trades, and a panel beater written as one word (South Africa).
    ['KADERNICTVI NOVAKOVA', 'personal_care', '7230'],
    ['HOSPODA U KOCOURA', 'food_and_drink', '5813'],
    ['LEKARNA NA NAMESTI', 'health_and_fitness', '5912'],
    ['LEKAREN SV. ANNY', 'health_and_fitness', '5912'],
    ['KAVARNA SLAVIA', 'food_and_drink', '5814'],
    ['POTRAVINY U NOVAKU', 'groceries', '5411'],
    ['SMITHS PANELBEATERS', 'transportation', '7531'],
  ])('%j is %s, %s', async (text, category, mcc) => {
    expect(await answerFor(text)).toMatchObject({ category, mcc });
  });

  it('reads ELECTRIC as the electrician and an electric company, power or coop as the utility', async () => {
    expect(await answerFor('BRIGHTWIRE ELECTRIC INC')).toMatchObject({ category: 'home', mcc: '1731', isSubscription: false });
    expect(await answerFor('SILVER RIVER ELECTRIC COOP')).toMatchObject({ category: 'utilities', mcc: '4900' });
    expect(await answerFor('NORTHERN PLAINS ELECTRIC POWER')).toMatchObject({ category: 'utilities', mcc: '4900' });
  });

  it('reads a word inside a phrase only in that phrase', async () => {
    // A glass-and-mirror trade, not a bar or a name; GLASS alone is no trade.
    expect((await answerFor('LOOKING GLASS BAR')).category).toBe('food_and_drink');
    // A parish council governs; a parish alone is a church's.
    expect(await answerFor('ST ANNES PARISH')).toMatchObject({ category: 'government_and_nonprofit', mcc: '8661' });
    // An English sweep cleans flues; a chimney alone is the roofer's.
    expect((await answerFor('TOPHAT CHIMNEY REPAIRS')).mcc).toBe('1761');
  });

  it.each([
    // Physiotherapists are 8099 in every language; podiatrists keep 8049.
    ['NORTHGATE PHYSIO CLINIC', 'health_and_fitness', '8099'],
    ['HIGH DESERT PHYSICAL THERAPY', 'health_and_fitness', '8099'],
    ['PHYSIOTHERAPIE AM SEE', 'health_and_fitness', '8099'],
    ['FYSIOTERAPEUT HANSEN', 'health_and_fitness', '8099'],
    ['CITY PODIATRY', 'health_and_fitness', '8049'],
    // A salumeria is a delicatessen; a macelleria stays the butcher.
    ['SALUMERIA ROSSI', 'groceries', '5499'],
    ['MACELLERIA ROSSI', 'groceries', '5422'],
    // A handyman service cleans and fixes like a handyman; an appliance repair stays 7699.
    ['OAKTREE HANDYMAN SERVICES', 'home', '7349'],
    ['OAKTREE APPLIANCE REPAIR', 'home', '7699'],
    ['HILLTOP CHIMNEY SERVICE', 'home', '7349'],
    // A pasta or ramen bar serves meals; a wine bar pours.
    ['PRESTO PASTA BAR', 'food_and_drink', '5812'],
    ['MISO RAMEN BAR', 'food_and_drink', '5812'],
    ['CORKS WINE BAR', 'food_and_drink', '5813'],
    // A surf shack sells boards; a crab shack serves food.
    ['BONDI SURF SHACK', 'shopping', '5941'],
    ['BAYSIDE CRAB SHACK', 'food_and_drink', '5812'],
    ['WINDY HILL KITES', 'shopping', '5945'],
    ['DE KAASBOER', 'groceries', '5499'],
    ['KAESELADEN HUBER', 'groceries', '5499'],
    ['TUSCAN OLIVE OIL CO', 'groceries', '5499'],
    ['LICHTJES KAARSEN', 'shopping', '5999'],
    ['KERZENLADEN HUBER', 'shopping', '5999'],
    ['JENSENS CYKLER', 'shopping', '5940'],
    ['OLSEN SYKLER', 'shopping', '5940'],
    ['SUGAR ROSE CAKE STUDIO', 'food_and_drink', '5462'],
    ['MILLTOWN COMPOUNDING PHARMACY', 'health_and_fitness', '5912'],
  ])('%j is %s, %s (trade words of a known trade)', async (text, category, mcc) => {
    expect(await answerFor(text)).toMatchObject({ category, mcc });
  });

  it('reads a phrase over a single word of the same category on a tie', async () => {
    expect((await answerFor('SADDLE TACK CIGAR & PIPE')).mcc).toBe('5993');
  });
});
