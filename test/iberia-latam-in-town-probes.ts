/**
 * Local businesses of Latin America, Spain, Portugal and India with the town the card line prints
 * after the name (towns17 audit): a city, a district then its city ("… TRIANA SEVILLA"), a city
 * as terminals abbreviate it (VALPO, BQUILLA, GDL, MTY, BOGOTA DC), a city named like a person
 * after a name of two words ("… ESTILO ROSARIO"). Invented lines, as each country's banks print
 * them. Each is [line, merchant as a customer reads it].
 */
export type TownProbe = readonly [line: string, merchant: string];

export const TOWN_PROBES: readonly TownProbe[] = [
  // Argentina, Chile, Colombia, Peru
  ['PELUQUERIA CORTE Y ESTILO ROSARIO', 'Peluqueria Corte y Estilo'],
  ['FERRETERIA EL TORNILLO PEREIRA', 'Ferreteria el Tornillo'],
  ['CLINICA DENTAL SONRISA FELIZ TRUJILLO', 'Clinica Dental Sonrisa Feliz'],
  ['TALLER MECANICO RUEDAS MENDOZA', 'Taller Mecanico Ruedas'],
  ['HOSTAL LOS VOLCANES PUCON', 'Hostal los Volcanes'],
  ['EMPANADAS LA ESQUINA VALPO', 'Empanadas la Esquina'],
  ['HOTEL SOL DEL SUR TALCAHUANO', 'Hotel Sol del Sur'],
  ['LAVANDERIA LIMPIA LAS CONDES', 'Lavanderia Limpia'],
  ['CAFE AROMA PROVIDENCIA', 'Cafe Aroma'],
  ['MINIMARKET LOS PINOS PUENTE ALTO', 'Minimarket los Pinos'],
  ['TIENDA EL PUNTO BQUILLA', 'Tienda el Punto'],
  ['PANADERIA EL TRIGAL BOGOTA DC', 'Panaderia el Trigal'],
  ['PAPELERIA EL LAPIZ CHAPINERO', 'Papeleria el Lapiz'],
  ['RESTAURANTE CASA VIEJA USAQUEN', 'Restaurante Casa Vieja'],
  ['DROGUERIA LA SALUD DOSQUEBRADAS', 'Drogueria la Salud'],
  ['POLLERIA EL REY AREQUIPA', 'Polleria el Rey'],
  ['BODEGA DON LUCHO SAN ISIDRO', 'Bodega Don Lucho'],
  ['CEVICHERIA MAR AZUL SURQUILLO LIMA', 'Cevicheria Mar Azul'],
  ['LIBRERIA EL ATENEO PALERMO', 'Libreria el Ateneo'],
  ['PIZZERIA NAPOLI MAR DEL PLATA', 'Pizzeria Napoli'],
  ['HELADERIA LA CREMA TANDIL', 'Heladeria la Crema'],
  // Mexico
  ['TAQUERIA EL GUERO CDMX', 'Taqueria el Guero'],
  ['BIRRIERIA LOS COMPADRES GDL', 'Birrieria los Compadres'],
  ['TALLER DE MOTOS EL RAYO MTY', 'Taller de Motos el Rayo'],
  ['CAFE TOSTADO POLANCO', 'Cafe Tostado'],
  ['CANTINA LA FAMA CONDESA', 'Cantina la Fama'],
  ['OPTICA VISION CLARA CHIHUAHUA', 'Optica Vision Clara'],
  ['FONDA LA ABUELITA METEPEC', 'Fonda la Abuelita'],
  // Spain
  ['BAR PEPE TRIANA SEVILLA', 'Bar Pepe'],
  ['RESTAURANTE LA CANTINA CHAMBERI MADRID', 'Restaurante la Cantina'],
  ['BAR EL RINCON MALASANA MADRID', 'Bar el Rincon'],
  ['MESON EL CORDERO ARANDA DE DUERO', 'Meson el Cordero'],
  ['FRUTERIA LA HUERTA TORREVIEJA', 'Fruteria la Huerta'],
  ['CAFETERIA NOVA ZAMORA', 'Cafeteria Nova'],
  // Portugal
  ['FARMACIA MODERNA FARO', 'Farmacia Moderna'],
  ['TASCA DO MANEL CASCAIS', 'Tasca do Manel'],
  ['PASTELARIA DOCE VIDA ODIVELAS', 'Pastelaria Doce Vida'],
  ['CAFE CENTRAL V N GAIA', 'Cafe Central'],
  // Brazil
  ['PADARIA BOM GOSTO CAMPINAS SP', 'Padaria Bom Gosto'],
  ['LANCHONETE DO ZE PINHEIROS', 'Lanchonete do Ze'],
  ['PIZZARIA FORNO DE PEDRA SANTOS', 'Pizzaria Forno de Pedra'],
  ['SORVETERIA GELATO FLORIPA', 'Sorveteria Gelato'],
  // India
  ['SHARMA SWEETS ANDHERI WEST', 'Sharma Sweets'],
  ['BALAJI STORES MYSORE', 'Balaji Stores'],
  ['ANNAPURNA MESS HUBBALLI', 'Annapurna Mess'],
  ['GUPTA MEDICAL STORE KORAMANGALA', 'Gupta Medical Store'],
  ['KRISHNA DHABA ZIRAKPUR', 'Krishna Dhaba'],
];

/** Lines that must keep their last word: a town that is the name's only other word, a person's name, an article before it, a brand. */
export const TOWN_NEGATIVES: readonly TownProbe[] = [
  ['CAFE LA PAZ', 'Cafe la Paz'],
  ['PANADERIA SANTA FE', 'Panaderia Santa Fe'],
  ['RESTAURANTE SAN JOSE', 'Restaurante San Jose'],
  ['FARMACIA LA ESPERANZA', 'Farmacia la Esperanza'],
  ['HOTEL VICTORIA', 'Hotel Victoria'],
  ['CAFE CORDOBA', 'Cafe Cordoba'],
  ['PASTELERIA LEON', 'Pasteleria Leon'],
  ['HOTEL GRANADA', 'Hotel Granada'],
  ['RESTAURANTE PALMA', 'Restaurante Palma'],
  ['LIBRERIA SALAMANCA', 'Libreria Salamanca'],
  ['FERRETERIA PEREIRA', 'Ferreteria Pereira'],
  ['TALLER GARCIA MENDOZA', 'Taller Garcia Mendoza'],
  ['ABARROTES DON SALVADOR', 'Abarrotes Don Salvador'],
  ['RESTAURANTE EL FARO', 'Restaurante el Faro'],
  ['RESTAURANTE LOS OLIVOS', 'Restaurante los Olivos'],
  ['CLINICA DENTAL TRUJILLO', 'Clinica Dental Trujillo'],
  ['RESTAURANTE CASA AZUL', 'Restaurante Casa Azul'],
  ['CAFE DE LA PAZ', 'Cafe de la Paz'],
  ['PAG*DOCERIA MEL DOURADO', 'Doceria Mel Dourado'],
  ['EL PALACIO DE HIERRO POLANCO', 'El Palacio de Hierro'],
  ['OXXO SANTA FE CDMX', 'OXXO'],
  ['JUMBO COSTANERA PROVIDENCIA', 'Jumbo Chile'],
];
