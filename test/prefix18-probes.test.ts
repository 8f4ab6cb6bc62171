import { beforeAll, describe, expect, it } from 'vitest';
import type { EnrichResultItem } from '../src/enrich';
import { foldName } from '../src/eval';
import { enrichThroughPipeline } from './probe-pipeline';

/**
 * Rail and payment-method words before a business (prefix18 audit): Brazil's Pix with or without
 * its direction ("PIX RECEBIDO …"), the Netherlands' iDEAL before a shop and its town, India's UPI
 * with the payee between slashes, a debit card's "DEB … CD nnnn" wrapper; Hong Kong's and
 * Singapore's districts left at a line's end; a company's legal words after its trade. A person
 * paid through a rail is the rail's transfer. Each line: [line, merchant ("A|B" accepts either),
 * category (null: any)]. Invented names throughout.
 */
type Probe = readonly [line: string, merchant: string, category: string | null];

const PROBES: readonly Probe[] = [
  // Pix before a business; the business, a person.
  ['PIX CLINICA ODONTO SORRISO FELIZ', 'Clinica Odonto Sorriso Feliz', 'health_and_fitness'],
  ['PIX RECEBIDO PADARIA PAO DOURADO', 'Padaria Pao Dourado', 'food_and_drink'],
  // The owner's nickname after the trade is personal data, redacted (a sole trader's name).
  ['PIX ENVIADO OFICINA MECANICA DO ZECA', 'Oficina Mecanica', 'transportation'],
  ['PIX AUTO ESCOLA BOA VISTA', 'Auto Escola Boa Vista', 'education'],
  ['PIX ENVIADO CLINICA VETERINARIA AMIGO FIEL', 'Clinica Veterinaria Amigo Fiel', 'health_and_fitness'],
  ['PIX RECEBIDO SALAO BELEZA PURA', 'Salao Beleza Pura', 'personal_care'],
  ['PIX FARMACIA SAO JORGE', 'Farmacia Sao Jorge', 'health_and_fitness'],
  ['PIX ENVIADO JOAO CARLOS DA SILVA', 'Pix', 'financial_services'],
  ['PIX RECEBIDO MARIA APARECIDA SOUZA', 'Pix', 'financial_services'],
  // iDEAL before a Dutch business and its town.
  ['iDEAL Rijschool Vermeulen Utrecht', 'Rijschool Vermeulen', 'education'],
  ['iDEAL Fietsenmaker De Wit Haarlem', 'Fietsenmaker de Wit', null],
  ['iDEAL Tandartspraktijk Zonnebloem Amersfoort', 'Tandartspraktijk Zonnebloem', 'health_and_fitness'],
  ['iDEAL Kapsalon Linda Zwolle', 'Kapsalon Linda', 'personal_care'],
  ['iDEAL Bakkerij van Dam Leiden', 'Bakkerij van Dam', 'food_and_drink'],
  // UPI: the payee between slashes, not the town or the note; a person is the UPI transfer.
  ['UPI/SHARMA DENTAL CLINIC/PUNE', 'Sharma Dental Clinic', 'health_and_fitness'],
  ['UPI/GUPTA MEDICAL STORE/LUCKNOW', 'Gupta Medical Store', 'health_and_fitness'],
  ['UPI/412345678901/KRISHNA SWEETS/krishnasweets@okaxis/sweets', 'Krishna Sweets', 'food_and_drink'],
  ['UPI/398765432101/RAJ AUTO GARAGE/rajauto@ybl/repair', 'Raj Auto Garage', 'transportation'],
  ['UPI/512345678902/RAHUL VERMA/rahulv@okicici/dinner', 'UPI', 'financial_services'],
  ['UPI/298765432109/PRIYA SINGH/priya.s@paytm/rent', 'UPI', 'financial_services'],
  // A debit card's DEB … CD nnnn wrapper.
  ['DEB HARBOR LIGHT BAKERY CD 4821', 'Harbor Light Bakery', 'food_and_drink'],
  ['DEB MAPLE STREET PHARMACY CD 1190', 'Maple Street Pharmacy', 'health_and_fitness'],
  ['DEB PINECREST AUTO REPAIR CD 7734', 'Pinecrest Auto Repair', 'transportation'],
  // Hong Kong and Singapore districts at the end.
  ['HAPPY SMILE DENTAL CENTRAL HK', 'Happy Smile Dental', 'health_and_fitness'],
  ['GOLDEN DRAGON RESTAURANT MONG KOK', 'Golden Dragon Restaurant', 'food_and_drink'],
  ['LUCKY STAR BAKERY CAUSEWAY BAY', 'Lucky Star Bakery', 'food_and_drink'],
  ['FOOK HING OPTICAL TSIM SHA TSUI', 'Fook Hing Optical', 'health_and_fitness'],
  ['KAM WAH CAFE WAN CHAI', 'Kam Wah Cafe', 'food_and_drink'],
  ['BRIGHT EYE OPTICAL SHAM SHUI PO', 'Bright Eye Optical', 'health_and_fitness'],
  ['AH HOCK COFFEESHOP TAMPINES', 'Ah Hock Coffeeshop', 'food_and_drink'],
  ['SENG HENG MINIMART JURONG EAST', 'Seng Heng Minimart', 'groceries'],
  ['TIONG HUAT HARDWARE ANG MO KIO', 'Tiong Huat Hardware', 'home'],
  ['HUP LEE PHARMACY YISHUN', 'Hup Lee Pharmacy', 'health_and_fitness'],
  // Company words after the trade.
  ['SUN WAH PLUMBING ENGINEERING CO', 'Sun Wah Plumbing Engineering', null],
  ['WING ON TRADING CO LTD', 'Wing On Trading', null],
  ['KWONG FAT ELECTRICAL ENGINEERING (HK) LTD', 'Kwong Fat Electrical Engineering', null],
  ['RIVERBEND PEDIATRICS PC', 'Riverbend Pediatrics', 'health_and_fitness'],
  ['HALVERSON LAW OFFICE PLLC', 'Halverson Law Office', 'business_services'],
  ['LAKESIDE FAMILY DENTISTRY PC', 'Lakeside Family Dentistry', 'health_and_fitness'],
  ['GREENLEAF ORTHODONTICS PLLC', 'Greenleaf Orthodontics', 'health_and_fitness'],
  ['CHEONG KEE REFRIGERATION ENGINEERING CO', 'Cheong Kee Refrigeration Engineering', null],
  // Controls: the rail's and the district's words as a name's own, and known merchants.
  ['CENTRAL BAKERY', 'Central Bakery', 'food_and_drink'],
  ['CENTRAL PARK CAFE', 'Central Park Cafe', 'food_and_drink'],
  ['CENTRAL DENTAL CLINIC', 'Central Dental Clinic', 'health_and_fitness'],
  ['GRAND CENTRAL DINER', 'Grand Central Diner', 'food_and_drink'],
  ['NORTH CENTRAL PLUMBING', 'North Central Plumbing', 'home'],
  ['PIZZA CENTRAL', 'Pizza Central', 'food_and_drink'],
  ['SORRISO DENTAL', 'Sorriso Dental', 'health_and_fitness'],
  ['BOA VISTA PADARIA', 'Boa Vista Padaria', 'food_and_drink'],
  ['CAUSEWAY BAY HOTEL', 'Causeway Bay Hotel', 'travel'],
  ['TAMPINES FAMILY CLINIC', 'Tampines Family Clinic', 'health_and_fitness'],
  ['JURONG BIRD PARK CAFE', 'Jurong Bird Park Cafe', 'food_and_drink'],
  ['MONG KOK NOODLE HOUSE', 'Mong Kok Noodle House', 'food_and_drink'],
  ['PIXEL PRINT SHOP', 'Pixel Print Shop', 'business_services'],
  ['PIXAR STORE', 'Pixar Store', null],
  ['IDEAL AUTO REPAIR', 'Ideal Auto Repair', 'transportation'],
  ['IDEAL DENTAL', 'Ideal Dental', 'health_and_fitness'],
  ['DEBBIES BAKERY', "Debbie's Bakery", 'food_and_drink'],
  ['DEB SMITH PHOTOGRAPHY', 'Deb Smith Photography', null],
  ['CO OP FOOD', 'Co-op', 'groceries'],
  ['COSTCO WHOLESALE', 'Costco', 'shopping'],
  ['THE LAW OFFICE', 'The Law Office', 'business_services'],
  ['PIX ENVIADO - CLARO S.A.', 'Claro', null],
];

describe('rail words before a business, districts and company words after it (prefix18)', () => {
  let results = new Map<string, EnrichResultItem>();

  beforeAll(async () => {
    results = await enrichThroughPipeline(PROBES.map(([line]) => line));
  }, 120_000);

  it.each(PROBES)('%j is %j (%s)', (line, merchant, category) => {
    const result = results.get(line);
    expect(result?.status).toBe('complete');
    const named = foldName(result?.merchant ?? '');
    const accepted = merchant.split('|').map(foldName);
    expect([accepted.includes(named) ? (accepted[0] ?? '') : named, category === null ? null : result?.category]).toEqual([accepted[0], category]);
  });
});
