/**
 * An audit of the bank-export wrappers and card-processor prefixes of Latin America, Israel, India
 * and Southern Europe: local businesses and billers behind each country's own words, written from
 * how such lines look (not taken from the labelled sets), with the name a careful labeller writes.
 * A person paid over an instant-payment rail or wallet is the rail's transfer (the rail's name).
 */
export type NameProbe = [line: string, merchant: string];

/** Lines whose wrapper, processor, field or purpose word must go. */
export const LATAM_WRAPPER_PROBES: NameProbe[] = [
  // Chile: Redcompra (the debit network), Getnet's card readers, PAC automatic debits, MACH transfers.
  ['REDCOMPRA PANADERIA LA ESPIGA NUNOA', 'Panaderia La Espiga'],
  ['REDCOMPRA BOTILLERIA DON PEPE PROVIDENCIA', 'Botilleria Don Pepe'],
  ['COMPRA REDCOMPRA FERRETERIA EL MAESTRO', 'Ferreteria El Maestro'],
  ['COMPRA NACIONAL REDCOMPRA SUSHI KAI TEMUCO', 'Sushi Kai'],
  ['GETNET*CAFE DEL BARRIO', 'Cafe Del Barrio'],
  ['GETNET *PELUQUERIA ESTILO SANTIAGO', 'Peluqueria Estilo'],
  ['PAC JARDIN INFANTIL LOS PATITOS MENSUALIDAD', 'Jardin Infantil Los Patitos'],
  ['PAC CLUB DEPORTIVO LOS ANDES MENSUALIDAD', 'Club Deportivo Los Andes'],
  ['MACH TRANSF A JUAN PEREZ', 'MACH'],
  ['MACH TRANSFERENCIA A CAMILA SOTO', 'MACH'],
  ['MACH ENVIO A PEDRO ROJAS', 'MACH'],
  ['REDCOMPRA LAVANDERIA BURBUJAS', 'Lavanderia Burbujas'],
  ['GETNET*MINIMARKET LA ESQUINA', 'Minimarket La Esquina'],
  ['PAC SALA CUNA LOS PATITOS SPA', 'Sala Cuna Los Patitos'],
  // Colombia: PSE bill payments with what they paid, Bancolombia's "COMPRA EN", Nequi transfers.
  ['PAGO PSE COLEGIO ANGLO COLOMBIANO PENSION', 'Colegio Anglo Colombiano'],
  ['PAGO PSE ACUEDUCTO DE POPAYAN SERVICIOS PUBLICOS', 'Acueducto De Popayan'],
  ['PAGO PSE SECRETARIA DE MOVILIDAD MULTA', 'Secretaria De Movilidad'],
  ['COMPRA EN TIENDA DONDE DORIS MEDELLIN', 'Tienda Donde Doris'],
  ['COMPRA EN PANADERIA EL TRIGAL BOGOTA', 'Panaderia El Trigal'],
  ['NEQUI TRANSFERENCIA A CARLOS GOMEZ', 'Nequi'],
  ['ENVIO NEQUI A LAURA DIAZ', 'Nequi'],
  ['COMPRA EN FRUTERIA LA COSECHA CALI', 'Fruteria La Cosecha'],
  // Peru: Izipay's and Niubiz's terminals, service payments, Yape transfers.
  ['IZI*POLLERIA EL REY', 'Polleria El Rey'],
  ['IZI *BODEGA LA ECONOMICA', 'Bodega La Economica'],
  ['NIUBIZ*CEVICHERIA EL MUELLE', 'Cevicheria El Muelle'],
  ['PAGO SERV COLEGIO SANTA URSULA PENSION', 'Colegio Santa Ursula'],
  ['PAGO SERV MUNICIPALIDAD DE MIRAFLORES IMPUESTOS', 'Municipalidad De Miraflores'],
  ['YAPE A ROSA QUISPE', 'Yape'],
  ['YAPE ENVIADO A JORGE RAMOS', 'Yape'],
  ['NIUBIZ*CHIFA EL DRAGON', 'Chifa El Dragon'],
  ['CULQI*LIBRERIA EL VIRREY', 'Libreria El Virrey'],
  // Brazil: Stone, Cielo and Getnet's terminals ("EC *" is an establishment), PagSeguro, bills, Pix.
  ['STONE*BARBEARIADOZE', 'Barbearia do Ze'],
  ['STONE *ACOUGUE BOI GORDO', 'Acougue Boi Gordo'],
  ['EC *LANCHONETE DA TIA', 'Lanchonete Da Tia'],
  ['CIELO*RESTAURANTE SABOR CASEIRO', 'Restaurante Sabor Caseiro'],
  ['PAGSEGURO *LOJA DA MARIA', 'Loja Da Maria'],
  ['PAGTO CONTA CONDOMINIO EDIFICIO PRIMAVERA', 'Condominio Edificio Primavera'],
  ['PIX ENVIADO JOAO DA SILVA', 'Pix'],
  ['CIELO*PADARIA E CONFEITARIA TRIGO', 'Padaria e Confeitaria Trigo'],
  ['PAGTO COBRANCA ACADEMIA CORPO E MENTE', 'Academia Corpo e Mente'],
  // Mexico: Conekta's and Clip's sellers, SPEI transfers to people, branch numbers and states.
  ['CONEKTA*TALLER MECANICO EL RAYO', 'Taller Mecanico El Rayo'],
  ['CLIP MX*TAQUERIA EL GUERO', 'Taqueria El Guero'],
  ['SPEI ENVIADO BANORTE 0012345 JUAN PEREZ LOPEZ CONCEPTO RENTA', 'SPEI'],
  ['SPEI ENVIADO BBVA MEXICO 1234567 MARIA GARCIA CONCEPTO PAGO', 'SPEI'],
  ['PAPELERIA LA ESTRELLA SUC 3 NUEVO LEON', 'Papeleria La Estrella'],
  ['TORTILLERIA LA GUADALUPANA SUC 7 PUEBLA', 'Tortilleria La Guadalupana'],
  ['TAQUERIA DON CHUY SUC 2 JALISCO', 'Taqueria Don Chuy'],
  ['SPEI ENVIADO SANTANDER 7654321 ROBERTO SANCHEZ CONCEPTO COMIDA', 'SPEI'],
  ['OPENPAY*ESTETICA CANINA FIRULAIS', 'Estetica Canina Firulais'],
  // Argentina: Mercado Pago's sellers, AFIP's electronic payment slips.
  ['MERPAGO*HELADERIA LA ROMANA', 'Heladeria La Romana'],
  ['MERPAGO*PARRILLAELGAUCHO', 'Parrilla El Gaucho'],
  ['AFIP VEP 1234567890', 'AFIP'],
  // Italy: the POS line's amount, day and time before the shop; direct debits with their purpose.
  ['PAGAMENTO POS 23,40 EUR DEL 12.03.2024 ORE 18.21 BAR SPORT MILANO', 'Bar Sport'],
  ['PAGAMENTO POS 8,50 EUR DEL 02.04.2024 ORE 09.15 PASTICCERIA BIANCHI TORINO', 'Pasticceria Bianchi'],
  ['PAGAMENTO POS 12,00 EUR DEL 05.05.2024 ORE 12.30 FERRAMENTA CENTRALE BOLOGNA', 'Ferramenta Centrale'],
  ['PAGAMENTO POS DEL 12/03/2024 ALLE ORE 18:21 CARTA N. ****1234 TRATTORIA DA MARIO FIRENZE', 'Trattoria Da Mario'],
  ['ADDEBITO SDD ASSOCIAZIONE SPORTIVA VIRTUS', 'Associazione Sportiva Virtus'],
  // Israel: Bit and PayBox transfers to people.
  ['BIT HAAVARA LE-YOSSI COHEN', 'Bit'],
  ['PAYBOX*DANA LEVI', 'PayBox'],
  ['BIT HAAVARAH LE-AVI MIZRAHI', 'Bit'],
  ['PAYBOX HAAVARA LE-NOA LEVI', 'PayBox'],
  // India: online bill payments to a company, POS lines with the masked card.
  ['BIL/ONL/000123456789/Sharma Electricals Ltd/REF123', 'Sharma Electricals'],
  ['POS 4123XXXXXXXX1234 SRI SAI SWEETS HYDERABAD', 'Sri Sai Sweets'],
  ['POS 5241XXXXXXXX9876 KAVERI TEXTILES BANGALORE', 'Kaveri Textiles'],
  ['BIL/ONL/000987654321/Gupta Cable Network Pvt Ltd/BP12345', 'Gupta Cable Network'],
  ['POS 4591XXXXXXXX4321 ANAND STORES PUNE', 'Anand Stores'],
  // Purpose words after a biller (rent, monthly fee, donation, fine, tuition, taxes, invoices).
  ['ADEUDO RECIBO INMOBILIARIA SOL SL ALQUILER', 'Inmobiliaria Sol'],
  ['PAGO SERVICIO PARROQUIA SAN JOSE DONATIVO', 'Parroquia San Jose'],
  ['DOMICILIACION GIMNASIO OLIMPO MENSUALIDAD', 'Gimnasio Olimpo'],
  ['AVTALEGIRO BORETTSLAG SOLSIDEN FAKTURA', 'Borettslag Solsiden'],
  ['SEPA INCASSO TENNISVERENIGING DE BAAN INCASSO', 'Tennisvereniging De Baan'],
  ['MOATZA EZORIT EMEK HEFER ARNONA', 'Moatza Ezorit Emek Hefer'],
  ['PAGO SERV MUNICIPALIDAD DE SURCO MULTA', 'Municipalidad De Surco'],
  ['PAGO SERVICIO TESORERIA GENERAL DE LA REPUBLICA CONTRIBUCIONES', 'Tesoreria General De La Republica'],
];

/** Similar lines that must keep what they have: a processor's word as a name, purpose words as names' words. */
export const LATAM_UNCHANGED_PROBES: NameProbe[] = [
  ['MACH 1 CAR WASH SANTIAGO', 'Mach Car Wash'],
  ['BIT BURGER HOUSE TEL AVIV', 'Bit Burger House'],
  ['CIELO RESTAURANTE CANCUN', 'Cielo Restaurante'],
  ['STONE OVEN PIZZERIA', 'Stone Oven Pizzeria'],
  ['PENSION LA PALOMA MADRID', 'Pension La Paloma'],
  ['HOSTAL PENSION ROSA', 'Hostal Pension Rosa'],
  ['PAC SUN SURF SHOP', 'Pac Sun Surf Shop'],
  ['SUCCULENT PLANT SHOP', 'Succulent Plant Shop'],
  ['POS PAYMENT CORNER DELI', 'Corner Deli'],
  ['EC KITCHEN CAFE', 'Ec Kitchen Cafe'],
  ['PENSION MARIA CRISTINA SAN SEBASTIAN', 'Pension Maria Cristina'],
  ['PAGAMENTO POS BAR CENTRALE', 'Bar Centrale'],
  ['PSE PUGET SOUND ENERGY', 'Puget Sound Energy'],
  ['YOSSI BIT CAFE', 'Yossi Bit Cafe'],
  ['PAC MAN ARCADE', 'Pac Man Arcade'],
];
