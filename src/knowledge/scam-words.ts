import { findPhones } from '../redact';

/**
 * The words of the lines scams bill, whatever brand they wear or none: a fake refund or
 * cancellation desk ("<BRAND> AUTO RENEWAL REFUND DESK 888-…", "… CANCEL REFUND CALL"), gift
 * cards bought for an authority or a debt ("… GIFT CARD IRS TAX SETTLEMENT", "… CARDS HMRC
 * ARREARS AGENT"), a prize that costs its postage ("… PRIZE CLAIM POSTAGE", "… FREE MEAL SURVEY
 * SHIPPING FEE") and crypto doubled, synced or recovered ("CRYPTO DOUBLER", "WALLET SYNC",
 * "CRYPTO RECOVERY AGENT"). A purchase from a merchant is never printed so: a bank prints a
 * refund as "REFUND", never the desk that gave it, and a shop sells a gift card, a prize or a
 * coin, never the fee, the officer or the debt it goes to. Real lines that share a word keep
 * their merchant ("JD SPORTS REFUND", "AMAZON GIFT CARD", "TESLA TOWING & RECOVERY", "HMRC PAYE
 * TAX REFUND"): only the pairs below are read.
 */

/** Money given back or a plan ended: what a fake desk offers. */
const MONEY_BACK: ReadonlySet<string> = new Set(['REFUND', 'REFUNDS', 'CANCEL', 'CANCELS', 'CANCELLATION', 'CANCELATION', 'CANCELLATIONS', 'REVERSAL', 'REVERSALS']);

/** A desk or a person to call: no merchant's line names one after a refund ("REFUND DESK", "REFUND TEAM", "CANCEL REFUND CALL"). */
const DESK: ReadonlySet<string> = new Set(['DESK', 'DEPT', 'DEPARTMENT', 'TEAM', 'CALL', 'CALLS', 'HOTLINE', 'HELPLINE', 'HELPDESK', 'AGENT', 'AGENTS', 'OFFICER', 'UNIT', 'CENTER', 'CENTRE', 'SUPPORT']);

/** Remote-access tools a fake desk has its victim install ("… REFUND ANYDESK"). */
const REMOTE_ACCESS: ReadonlySet<string> = new Set(['ANYDESK', 'TEAMVIEWER', 'ULTRAVIEWER', 'RUSTDESK', 'SUPREMO', 'LOGMEIN']);

/** Words that make a card or a code a gift card bought to pay someone ("GIFT CARD", "STEAM CARDS", "… CODES"). */
const GIFT_WORDS: ReadonlySet<string> = new Set(['GIFTCARD', 'GIFTCARDS', 'CARDS', 'CODES', 'VOUCHERS']);

/**
 * Authorities and debts nobody pays in gift cards, and what a gift card is never bought for: a
 * gift card beside one of them is the scam's payment ("… GIFT CARD FOR SSA OFFICER").
 */
const AUTHORITY: ReadonlySet<string> = new Set([
  'IRS', 'SSA', 'HMRC', 'CRA', 'ATO', 'DVLA', 'FBI', 'DEA', 'USCIS', 'OFFICER', 'ARREARS', 'SETTLEMENT', 'WARRANT', 'BAIL', 'DISCONNECT',
  'DISCONNECTION', 'POLICE', 'SHERIFF', 'LAWSUIT', 'IMMIGRATION', 'DEPORTATION',
]);

/** …and beside a gift card (not bare "CARDS"), a tax, an agent, a licence or a winner too ("… GIFT CARD WINDOWS LICENCE RENEWAL"). */
const GIFT_CARD_PAYS: ReadonlySet<string> = new Set([
  ...AUTHORITY, 'TAX', 'TAXES', 'AGENT', 'DEPT', 'DEPARTMENT', 'LICENCE', 'LICENSE', 'RESTORE', 'UNLOCK', 'WINNER', 'PRIZE', 'CLAIM', 'PENALTY', 'DEBT', 'CUSTOMS',
  // A help desk paid in gift cards ("… GIFT CARD SUPPORT 844-…"): a shop's line names the card, never a desk.
  'SUPPORT', 'HELPDESK', 'HELPLINE', 'HOTLINE', 'DESK',
]);

/** Stores' gift cards that scams ask for by name, one card at a time ("ITUNES CARD PAYMENT OFFICER", "STEAM CARD … WARRANT"). */
const GIFT_CARD_BRANDS: ReadonlySet<string> = new Set(['ITUNES', 'STEAM', 'GOOGLEPLAY', 'RAZER', 'VANILLA', 'NEOSURF', 'PAYSAFECARD', 'ULTA', 'SEPHORA']);

/** A prize won, which a real line never charges for. */
const PRIZE: ReadonlySet<string> = new Set(['PRIZE', 'PRIZES', 'WINNER', 'WINNERS', 'WINNINGS', 'GIVEAWAY', 'SWEEPSTAKE', 'SWEEPSTAKES']);

/** What a won prize "costs" ("PRIZE CLAIM POSTAGE", "WINNER CLAIM FEE"). */
const PRIZE_COSTS: ReadonlySet<string> = new Set(['CLAIM', 'SHIPPING', 'POSTAGE', 'FEE', 'FEES', 'RELEASE', 'HANDLING', 'PROCESSING']);

/** A free thing or a reward, which a real line never ships for a fee ("FREE MEAL … SHIPPING FEE", "LOYALTY REWARD SHIPPING"). */
const FREEBIE: ReadonlySet<string> = new Set(['FREE', 'REWARD', 'REWARDS', 'LOYALTY', 'BONUS', 'VOUCHER', 'VOUCHERS', 'SURVEY']);
const SHIPPING: ReadonlySet<string> = new Set(['SHIPPING', 'POSTAGE', 'HANDLING']);

/** Crypto words, and funds said to be held ("FUNDS RECOVERY DESK")… */
const CRYPTO: ReadonlySet<string> = new Set(['FUNDS', 'CRYPTO', 'BTC', 'ETH', 'BITCOIN', 'USDT', 'WALLET', 'COIN', 'COINS', 'TOKEN', 'TOKENS', 'NFT', 'BLOCKCHAIN', 'KYC', 'METAMASK', 'TRUSTWALLET', 'EXODUS']);

/** …and what scams do with them: double, give away, drop from the air, sync, restore, recover or release ("… RECOVERY AGENT RELEASE FEE"). */
const CRYPTO_SCAM: ReadonlySet<string> = new Set(['MINING', 'DOUBLER', 'DOUBLING', 'GIVEAWAY', 'AIRDROP', 'SYNC', 'RESTORE', 'RECOVERY', 'UNLOCK', 'RELEASE', 'VALIDATION', 'VALIDATE', '2X', 'CLEARANCE', 'UNFREEZE']);

/** A parcel's redelivery, which carriers never charge for: a fee for it is the smishing text's ("ROYAL MAIL REDELIVERY FEE"). */
const REDELIVERY: ReadonlySet<string> = new Set(['REDELIVERY', 'REDELIVER', 'REDELIVERED', 'RESCHEDULE', 'NEUZUSTELLUNG', 'RELIVRAISON', 'HERBEZORGING', 'REENTREGA', 'RICONSEGNA']);
const REDELIVERY_COSTS: ReadonlySet<string> = new Set(['FEE', 'FEES', 'CHARGE', 'CHARGES', 'PAYMENT', 'PMT', 'POSTAGE', 'SHIPPING', 'GEBUEHR', 'FRAIS', 'KOSTEN', 'TASA', 'SPESE', 'GEBYR', 'TAXA']);

/**
 * Money moved to a "safe account" at a fraud team's request, the impersonated bank's scam: no bank
 * keeps one ("NATWEST SAFE ACCOUNT TRANSFER REF FRAUDTEAM").
 */
const SAFE_ACCOUNT = /\bSAFE ?(?:ACCOUNT|ACCT|ACC)\b/;

/** A fraud team or desk beside what it asks for ("ZELLE FRAUD DEPT REFUND", "… TRANSFER REF FRAUDTEAM"): the impersonated bank's call, never a merchant's line. */
const FRAUD_DESK = /\bFRAUD ?(?:TEAM|DEPT|DEPARTMENT|UNIT|DESK)\b/;
const FRAUD_ASKS = /\b(?:TRANSFER|REFUND|VERIFY|VERIFICATION|SECURE|RECOVERY|CALL|REVERSAL)\b/;

/** A toll or a parking charge "unpaid" with somewhere to pay it: the smishing text ("E-ZPASS UNPAID TOLL EZPASSNY-PAY.COM"); a toll agency prints the toll. */
const UNPAID_TOLL = /\b(?:UNPAID|OVERDUE|OUTSTANDING) (?:TOLLS?|PARKING|PCN)\b|\bTOLLS? (?:UNPAID|OVERDUE)\b/;
const PAY_SOMEWHERE = /\.[A-Z]{2,}\b|\bPAY\b|\bPAYMENT\b|\d{3}[-. ]?\d{4}/;

/** A renewal's invoice, the fake subscription notice's words ("… NORTON RENEWAL INVOICE #88231"): a bank prints the charge, never the invoice. */
const RENEWAL = new Set(['RENEWAL', 'AUTORENEWAL', 'AUTORENEW', 'RENEW']);
const INVOICE = new Set(['INVOICE', 'INV']);
/** The desk a fake renewal notice sends its victim to call. */
const RENEWAL_DESKS: ReadonlySet<string> = new Set(['HELPLINE', 'HOTLINE', 'HELPDESK', 'DESK', 'DEPT', 'DEPARTMENT']);

/**
 * What a scam asks its victim to do, in the languages lines are printed in: unlock, unfreeze,
 * verify, reactivate an account, claim or dispute, a fraud desk's card block. A bank prints
 * what was bought, never an instruction, so one of these beside a number to call (any country's
 * format: "COMMBANK NETBANK UNLOCK 0412 558 930", "PKO BP WERYFIKACJA KONTA +48 22 …"), or two of
 * them together ("… ACCT SUSPENDED REACTIVATE"), is the scam's line whatever brand it wears.
 */
const ASKS: ReadonlySet<string> = new Set(
  `UNLOCK UNFREEZE UNBLOCK UNSUSPEND REACTIVATE REACTIVATION VERIFY VERIFICATION SUSPENSION
  CLAIM REBATE DISPUTE KYC FRAUD REVALIDATE REVALIDATION
  ENTSPERREN ENTSPERRUNG FREISCHALTEN FREISCHALTUNG GESPERRT VERIFIZIERUNG VERIFIZIEREN
  OPPOSITION FRAUDE DEBLOCAGE DEBLOQUER SUSPENDU BLOQUE
  ACTIVAR DESBLOQUEO DESBLOQUEAR VERIFICAR VERIFICACION BLOQUEADA BLOQUEADO SUSPENDIDA
  SBLOCCO SBLOCCARE VERIFICA BLOCCATA BLOCCATO SOSPESA
  ONTGRENDELEN VERIFICATIE GEBLOKKEERD DEBLOKKEREN
  WERYFIKACJA ODBLOKOWANIE ZABLOKOWANE ZABLOKOWANA
  DESBLOQUEIO VALIDACAO ATUALIZACAO BLOQUEADA`
    .split(/\s+/)
    .filter((word) => word.length > 0),
);

/**
 * Money given back, in those languages: a refund desk's bait when a number to call follows the
 * brand ("LUFTHANSA ERSTATTUNG SERVICE +49 …"). A bank's own refund line begins with the word
 * ("REFUND AMAZON", "DEVOLUCION COMPRA …") and is left alone.
 */
const REFUNDS: ReadonlySet<string> = new Set(['REFUND', 'REFUNDS', 'ERSTATTUNG', 'RUECKERSTATTUNG', 'REMBOURSEMENT', 'DEVOLUCION', 'REEMBOLSO', 'RIMBORSO', 'TERUGGAVE', 'TERUGBETALING']);

/** A debt "settled" with an authority, the tax-debt caller's line ("ATO TAX DEBT SETTLEMENT 1300 …"). */
const TAX_AUTHORITY: ReadonlySet<string> = new Set(['IRS', 'ATO', 'HMRC', 'CRA', 'TAX', 'TREASURY', 'SSA']);

const wordSet = (text: string): ReadonlySet<string> => new Set(text.split(/\s+/).filter((word) => word.length > 0));

/**
 * What a lure says is owed: a fee, a customs or delivery charge, a toll, a fine, in the languages
 * lines are printed in. A real line names the fee it took ("DHL EXPRESS DUTY & TAX", "POSTNL
 * VERZENDKOSTEN"); the smishing text's line says the fee is still due or tells its victim to pay
 * it ("EVRI DELIVERY FEE PENDING", "CORREOS TASAS ADUANA PENDIENTE", "POSTNORD TULLAVGIFT OBETALD").
 */
const FEES = wordSet(`FEE FEES CHARGE CHARGES DUTY DUTIES CUSTOMS TOLL TOLLS PENALTY PCN FINE
  GEBUEHR GEBUEHREN ZOLL ZOLLGEBUEHR ZOLLGEBUEHREN ZUSTELLGEBUEHR MAUT BUSSGELD
  FRAIS DOUANE DOUANES AMENDE PEAGE
  TASA TASAS ADUANA ADUANAS ARANCEL MULTA MULTAS PEAJE GASTOS
  SPESE DOGANA DOGANALI PEDAGGIO CONTRAVVENZIONE
  KOSTEN DOUANEKOSTEN BEZORGKOSTEN VERZENDKOSTEN INKLARINGSKOSTEN BOETE TOL
  OPLATA OPLATY CLO CLA MANDAT
  TAXA TAXAS ALFANDEGA PORTAGEM PORTAGENS COIMA
  GEBYR TOLLGEBYR TOLDGEBYR LEVERINGSGEBYR AVGIFT TULLAVGIFT FRAKTAVGIFT FRAGTGEBYR TULL TOLD MAKSU TULLIMAKSU`);

/** …and money a lure says is waiting to be paid back: a refund of tax, of a bill, of a fare ("AGENZIA ENTRATE RIMBORSO IN ATTESA"). */
const MONEY_DUE_BACK = wordSet(`REFUND REFUNDS REBATE STIMULUS ERSTATTUNG STEUERERSTATTUNG RUECKERSTATTUNG REMBOURSEMENT DEVOLUCION REEMBOLSO
  RIMBORSO TERUGGAVE TERUGBETALING ZWROT RESTITUICAO TILBAKEBETALING TILBAGEBETALING ATERBETALNING PALAUTUS`);

/**
 * Money due back "processed" for a charge, in the languages lines are printed in: the advance-fee
 * refund's line ("… STEUER RUECKERSTATTUNG BEARBEITUNG 4,90"), as SCAM_PHRASES reads it in English.
 */
const PROCESSING = wordSet('BEARBEITUNG BEARBEITUNGSGEBUEHR TRAITEMENT TRAMITACION TRAMITE GESTIONE VERWERKING OBSLUGA PROCESSAMENTO BEHANDLING KASITTELY');

/** Said to be unpaid, pending or held: a notice's words, never a purchase's ("… EN ATTENTE", "… IN GIACENZA", "… UBETALT"). */
const DUE = wordSet(`PENDING UNPAID OVERDUE OUTSTANDING HELD AWAITING
  AUSSTEHEND AUSSTEHENDE OFFEN OFFENE UNBEZAHLT ATTENTE IMPAYE IMPAYEE IMPAYES IMPAYEES SOUFFRANCE
  PENDIENTE PENDIENTES RETENIDO RETENIDA IMPAGADO IMPAGADA ATTESA SOSPESO SOSPESA GIACENZA INSOLUTO INSOLUTA
  OPENSTAAND OPENSTAANDE ONBETAALD ONBETAALDE NIEOPLACONY NIEOPLACONA NIEOPLACONE ZALEGLY ZALEGLA OCZEKUJE
  PENDENTE PENDENTES DIVIDA ATRASO RETIDA RETIDO OBETALD OBETALDA UBETALT UBETALTE UBETALET MAKSAMATTA ERAANTUNUT
  WARTET WACHT VANTAR VENTER AFVENTER ODOTTAA AGUARDA AGUARDANDO`);
const NOT_PAID = /\bNON PAGAT[OA]\b|\bNOT PAID\b|\b(?:BALANCE|AMOUNT|PAST) DUE\b|\bON HOLD\b/;

/** Money due back said to be ready for its taker ("HMRC TAX REFUND AVAILABLE", "… REEMBOLSO DISPONIBLE"): a bank prints the refund it paid. */
const READY = wordSet('AVAILABLE APPROVED DISPONIBLE DISPONIBILE DISPONIVEL VERFUEGBAR BESCHIKBAAR GENEHMIGT');

/** A parcel said to be stopped ("CHRONOPOST COLIS BLOQUE DOUANE"): with the parcel only, since a blocked drain is a plumber's. */
const STOPPED = wordSet('BLOCKED BLOQUE BLOQUEE RETENU RETENUE BLOCCATO BLOCCATA GEBLOKKEERD ZATRZYMANA ZATRZYMANY TILBAGEHOLDT KVARHALLEN');

/** An order to pay what is owed ("… BETALEN", "… PAGA", "PAY NOW"): a bank prints the payment, never the order. */
const PAY_ORDERS = wordSet(`PAYNOW BETALEN BETAL BETALA BETALE ZAHLEN BEZAHLEN PAYER REGLER PAGA PAGARE PAGAR PAGUE ZAPLAC MAKSA`);
const PAY_NOW = /\bPAY (?:NOW|ONLINE|TODAY|IMMEDIATELY)\b/;

/** An order to claim what is due back ("… ERSTATTUNG ANFORDERN", "… TERUGGAVE AANVRAGEN", "… REFUND CLAIM", "REMBOURSEMENT … CLIQUEZ"). */
const CLAIM_ORDERS = wordSet(`CLAIM ACCEPT ANFORDERN BEANTRAGEN ANTRAG AANVRAGEN DEMANDER RECLAMER RECLAMAR SOLICITAR RICHIEDERE RICHIEDI RESGATAR ODBIERZ
  CLIQUEZ CLIQUER`);

/** A surcharge that is the lure only beside a parcel, customs or toll ("DHL PAKET ZOLLGEBUEHR NACHZAHLUNG", "INPOST DOPLATA DO PRZESYLKI"); a utility's "NACHZAHLUNG" is real. */
const SURCHARGES = wordSet('NACHZAHLUNG DOPLATA NABETALING SURCHARGE');

/** A parcel, in the languages carriers print ("PAQUETE", "PRZESYLKA", "SPEDIZIONE"). */
const PARCELS = wordSet(`PARCEL PACKAGE SHIPMENT PAKET SENDUNG COLIS PAQUETE ENVIO PACCO SPEDIZIONE PAKKET ZENDING PRZESYLKA PRZESYLKI PACZKA
  PACZKI ENCOMENDA PAKKE FORSENDELSE FORSANDELSE PAKETTI LAHETYS`);

/** Customs and tolls, which a surcharge is said to be for. */
const CUSTOMS_OR_TOLL = wordSet(`CUSTOMS ZOLL ZOLLGEBUEHR DOUANE DOUANES ADUANA DOGANA DOUANEKOSTEN CLO CLA ALFANDEGA TULL TOLD TOLL TOLLS MAUT PEDAGGIO PEAJE PEAGE PORTAGEM
  ZUSTELLGEBUEHR BEZORGKOSTEN LEVERINGSGEBYR`);

/** Two-word asks that beside a fee make the lure: a parcel held, an account's upgrade, an address to update ("USPS PACKAGE HOLD FEE", "ZELLE ACCOUNT UPGRADE FEE"). */
const OWED_ASK_PHRASES = /\b(?:PARCEL|PACKAGE) (?:HOLD|HELD|RELEASE)\b|\b(?:ACCOUNT|ACCT) UPGRADE\b|\bADDRESS UPDATE\b|\bUPDATE ADDRESS\b/;

/**
 * The bank's own security tools and apps, which a lure says need an update ("SPARKASSE PUSHTAN
 * UPDATE", "HSBC SECURE KEY UPDATE", "MITID OPDATERING", "BELFIUS CARD READER UPDATE"): no bank
 * bills one, so a tool beside an update, a renewal or a check is the lure's line.
 */
const SECURITY_TOOLS = wordSet(`PUSHTAN PHOTOTAN CHIPTAN SMSTAN TAN2GO SECUREGO BESTSIGN SECURIPASS CERTICODE DIGIPASS SECUREKEY
  BANKID MITID NEMID DIGID ITSME SIDCHECK TUNNUSLUVUT VERKKOTUNNUKSET APP APPS APPLICATION APLIKACJA APLIKACJI APLICACION APLICACAO APPLICAZIONE
  NETBANK NETBANKING VERKKOPANKKI NETTBANK NETTBANKEN INTERNETBANKING ONLINEBANKING HOMEBANKING MOBILBANK MOBILBANKEN MOBILBANKING MOBILEBANKING
  BANKPAS BETAALPAS DEVICE DISPOSITIVO GERAET APPAREIL TOESTEL URZADZENIE ENHET LAITE POSTEID SPID VITALE`);
const SECURITY_TOOL_PHRASES = /\b(?:PUSH|PHOTO|CHIP|SMS) ?TAN\b|\bSECURE ?KEY\b|\bCARD ?READER\b|\bKARTENLESER\b|\bCLE DIGITALE\b|\bPASS SECURITE\b|\bNEW DEVICE\b|\bS[- ]?ID[- ]?CHECK\b|\b(?:INTERNET|ONLINE|MOBILE|NET) BANKING\b/;

/** What else a lure asks to update or prove: the account, its card, its data, its security. */
const ACCOUNT_PARTS = wordSet(`ACCOUNT ACCT KONTO KONTA CUENTA CONTA CONTO COMPTE REKENING KONTI TILI CARD KARTE TARJETA CARTAO CARTA CARTE KORT KORTTI KARTA
  SECURITY SEGURIDAD SICUREZZA SECURITE SICHERHEIT SEGURANCA BEZPIECZENSTWA SIKKERHED SAKERHET SIKKERHET TURVALLISUUS BEVEILIGING
  DATOS DADOS DATI DONNEES DATEN GEGEVENS DANE CADASTRAL CADASTRO PAGO PAGAMENTO PAIEMENT ZAHLUNG BETALING PLATNOSC
  IDENTITY IDENTITA IDENTITAET IDENTIDAD IDENTIDADE IDENTITE IDENTITEIT IDENTITET TOZSAMOSC TOZSAMOSCI HENKILOLLISYYS`);

/**
 * An update, a renewal or a check of the account, in the languages lines are printed in (English
 * "VERIFY" only beside a tool: a bank's micro-deposit prints "ACCT VERIFY" on a real line).
 */
const UPDATES = wordSet(`UPDATE UPDATES AKTUALISIERUNG AKTUALISIEREN ACTUALIZACION ACTUALIZAR AGGIORNAMENTO AGGIORNARE
  ATUALIZACAO ATUALIZAR AKTUALIZACJA AKTUALIZUJ OPDATERING OPDATER UPPDATERING UPPDATERA OPPDATERING OPPDATER PAIVITYS PAIVITA
  BIJWERKEN VAHVISTUS VAHVISTA BEKRAFTA BEKRAEFT BEKREFT BESTAETIGEN BESTAETIGUNG BEVESTIGEN BEVESTIGING
  CONFIRMER CONFIRMAR CONFERMA CONFERMARE POTWIERDZENIE POTWIERDZ REACTIVATION REACTIVATE REVALIDATE REVALIDATION
  VERIFIZIERUNG VERIFIZIEREN VERIFICATIE VERIFICACION VERIFICAR VERIFICA WERYFIKACJA VALIDACAO VALIDAR ENTSPERREN ENTSPERRUNG
  FREISCHALTEN FREISCHALTUNG DEBLOCAGE DEBLOQUER DESBLOQUEO DESBLOQUEAR SBLOCCO SBLOCCARE ONTGRENDELEN DEBLOKKEREN ODBLOKOWANIE DESBLOQUEIO`);
const ENGLISH_CHECKS = wordSet('VERIFY VERIFICATION UNLOCK VALIDATE VALIDATION');

/**
 * An activation or a check of a security tool in the other languages ("COMMERZBANK PHOTOTAN
 * AKTIVIERUNG", "SWEDBANK BANKID VERIFIERA"): read as RENEWS are, beside a tool only, since a
 * card's or a SIM's activation is a real line.
 */
const ACTIVATIONS = wordSet(`AKTIVIERUNG AKTIVIEREN ACTIVATION ACTIVER ACTIVAR ACTIVACION ATTIVAZIONE ATTIVARE ACTIVEREN ACTIVERING AKTYWACJA AKTYWUJ
  ATIVACAO ATIVAR AKTIVERING AKTIVERA AKTIVERE AKTIVOINTI VERIFIERA VERIFIERING VERIFISER VERIFISERING VERIFICER VERIFICERING TARKISTA TARKISTUS`);

/** A bank card or tool replaced, glued into one word ("RABOBANK PASVERVANGING", "KARTENTAUSCH"): the lure's, as no bank bills a replacement so. */
const GLUED_REPLACEMENT = /\b(?:PAS|BETAALPAS|BANKPAS|KARTEN|TAN)(?:VERVANGING|VERNIEUWING|TAUSCH|ERNEUERUNG)\b/;

/**
 * A renewal, a replacement or an expiry: a lure's only beside a security tool ("BANKID FORNYELSE",
 * "DIGID VERLOPEN VERLENGEN", "… CERTICODE PLUS EXPIRE"), since a card's renewal is a real fee
 * ("RATP RENOUVELLEMENT CARTE NAVIGO").
 */
const RENEWS = wordSet(`VERNIEUWEN VERLENGEN VERLOPEN VERVANGEN FORNYELSE FORNYE FORNYA EXPIRED EXPIRING EXPIRANT ABGELAUFEN ERNEUERUNG ERNEUERN
  SCADUTO SCADUTA EXPIRE EXPIREE EXPIRES UDLOBER UDLOEBET UTLOPER UTGATT UTGANGEN VANHENTUNUT VANHENEE CADUCADO CADUCADA RENOUVELLEMENT RENOUVELER`);
const MISE_A_JOUR = /\bMISE A JOUR\b|\bMAJ\b/;

/** A security check glued into one word ("SICHERHEITSUPDATE", "KONTOVERIFIZIERUNG", "SECURITYCHECK"). */
const GLUED_CHECK = /\b(?:SICHERHEITS|KONTO|DATEN|SECURITY|ACCOUNT)(?:UPDATE|AKTUALISIERUNG|VERIFIZIERUNG|UEBERPRUEFUNG|PRUEFUNG|CHECK|ABGLEICH|BESTAETIGUNG)\b/;

/** Asks worth one beside what is owed ("… VERIFICATION FEE", "… REFUND VERIFY"); a fraud or dispute fee is a bank's own ("CHASE FRAUD PROTECTION FEE"). */
const OWED_ASKS: ReadonlySet<string> = new Set([...ENGLISH_CHECKS, 'UNFREEZE', 'UNBLOCK', 'REACTIVATE', 'REACTIVATION', 'KYC', 'REVALIDATE', 'REVALIDATION', 'SUSPENSION', ...UPDATES]);

/**
 * A standing put right ("RECEITA FEDERAL REGULARIZAR CPF", "REGULARISE ACCOUNT"), which a tax
 * office's lure asks for: an office prints the tax it took, never the order to regularise.
 */
const REGULARISES = wordSet('REGULARIZAR REGULARIZE REGULARISE REGULARISER REGULARIZACAO REGULARIZACION REGULARISATION REGULARIZATION REGOLARIZZARE REGOLARIZZAZIONE REGULARIZA');

/** A person's or a firm's national number, which a lure asks to put right ("… REGULARIZAR CPF", "… SSN SUSPENDED"). */
const NATIONAL_IDS = wordSet('CPF CNPJ NIF NIE DNI RFC CURP PESEL SSN NIN TFN SIN CUIT CUIL RUT BSN NISS');

/** Urgency, a notice's word ("… CPF URGENTE"): beside a national number or an ask to put something right, never on a purchase. */
const URGENT = wordSet('URGENT URGENTE URGENTES URGENTI DRINGEND PILNE');

/** A web address on an ending bought by the dozen for a campaign ("MX-SAT.ONLINE", "HMRC-REBATE.SITE"): where a lure's refund is said to wait. */
const THROWAWAY_ENDINGS = 'ONLINE|SITE|XYZ|TOP|CLICK|LIVE|ICU|BUZZ|CFD|SBS|REST|QUEST|MONSTER|CYOU|LINK';
const THROWAWAY_HOST = new RegExp(String.raw`[A-Z0-9]\.(?:${THROWAWAY_ENDINGS})\b`);
/** …those endings and the help desk's own, where a desk's word sits ("VENMO-SUPPORT.HELP", "CHASE-SECURE.TOP"). */
const DESK_ENDING = new RegExp(String.raw`[A-Z0-9]\.(?:${THROWAWAY_ENDINGS}|HELP|SUPPORT)\b`);

/** Any word of the notices above: most lines have none and are not read for them. */
const NOTICE_TRIGGER = new RegExp(
  `\\b(?:${[...DUE, ...READY, ...PROCESSING, ...STOPPED, ...PAY_ORDERS, ...CLAIM_ORDERS, ...SURCHARGES, ...UPDATES, ...RENEWS, ...ENGLISH_CHECKS, ...ACTIVATIONS, ...OWED_ASKS, ...REGULARISES, ...URGENT].join('|')})\\b|${MISE_A_JOUR.source}|${GLUED_REPLACEMENT.source}|${NOT_PAID.source}|${PAY_NOW.source}|${GLUED_CHECK.source}|${OWED_ASK_PHRASES.source}|${THROWAWAY_HOST.source}`,
);

/**
 * A notice's words rather than a purchase's: something owed beside its being due or an order to
 * pay or claim it, or beside an ask; a parcel said to be held; a surcharge on a parcel, customs or
 * a toll; a bank's security tool, its account, card or data beside an update or a check.
 */
function readsAsNotice(folded: string, words: readonly string[]): boolean {
  if (GLUED_CHECK.test(folded)) return true;
  // A status word that leads the line is the bank's own ("PENDING NETFLIX.COM"): read only the words after it.
  const due = words.slice(1).some((word) => DUE.has(word)) || NOT_PAID.test(folded);
  const fee = words.some((word) => FEES.has(word));
  const back = words.some((word) => MONEY_DUE_BACK.has(word));
  const trade = words.some((word) => OWN_ASK_TRADES.has(word));
  if (fee && (due || PAY_NOW.test(folded) || OWED_ASK_PHRASES.test(folded) || words.some((word) => PAY_ORDERS.has(word) || OWED_ASKS.has(word)))) return true;
  if (back && (due || claimsBack(words, trade) || words.some((word) => OWED_ASKS.has(word) || READY.has(word) || PROCESSING.has(word)))) return true;
  if (words.some((word) => PARCELS.has(word)) && (due || words.some((word) => SURCHARGES.has(word) || PAY_ORDERS.has(word) || OWED_ASKS.has(word) || STOPPED.has(word)))) return true;
  // A bill said to be due, with the order to pay it now ("… PAST DUE PAY NOW", "… OVERDUE PAY NOW").
  if (due && PAY_NOW.test(folded)) return true;
  if (words.some((word) => SURCHARGES.has(word)) && words.some((word) => CUSTOMS_OR_TOLL.has(word))) return true;
  const update = words.some((word) => UPDATES.has(word)) || MISE_A_JOUR.test(folded);
  if (update && (securityTool(folded, words) || words.some((word) => ACCOUNT_PARTS.has(word)))) return true;
  if (GLUED_REPLACEMENT.test(folded)) return true;
  // An identity to prove ("WESTPAC VERIFY IDENTITY"): a check of a person, never a purchase.
  if (words.some((word) => ENGLISH_CHECKS.has(word)) && words.some((word) => IDENTITIES.has(word))) return true;
  // Said to be pending beside a check ("ZELLE PAYMENT PENDING VERIFY"): no bank asks on a line.
  if (due && words.some((word) => ENGLISH_CHECKS.has(word))) return true;
  // A debt with the order to pay it now ("ATO TAX DEBT PAY NOW"): a tax office prints the payment.
  if (PAY_NOW.test(folded) && words.some((word) => DEBTS.has(word))) return true;
  // A standing to put right beside a national number, an account or urgency; urgency beside a national number.
  const nationalId = words.some((word) => NATIONAL_IDS.has(word));
  const urgent = words.some((word) => URGENT.has(word));
  if (words.some((word) => REGULARISES.has(word)) && (nationalId || urgent || words.some((word) => ACCOUNT_PARTS.has(word)))) return true;
  if (urgent && (nationalId || update)) return true;
  // Money due back on an address bought for the campaign ("SAT REEMBOLSO FACTURA MX-SAT.ONLINE").
  if (back && THROWAWAY_HOST.test(folded)) return true;
  return words.some((word) => ENGLISH_CHECKS.has(word) || RENEWS.has(word) || ACTIVATIONS.has(word)) && securityTool(folded, words);
}

/** A person's identity, which a lure asks to verify. */
const IDENTITIES = wordSet('IDENTITY IDENTITA IDENTITAET IDENTIDAD IDENTIDADE IDENTITE IDENTITEIT IDENTITET TOZSAMOSC TOZSAMOSCI HENKILOLLISYYS');

/** A debt, which a lure orders paid now. */
const DEBTS = wordSet('DEBT DEBTS ARREARS SCHULD SCHULDEN DETTE DEUDA DEBITO DIVIDA');

/**
 * An order to claim after the money due back ("… TAX REFUND CLAIM ONLINE", "… TERUGGAVE AANVRAGEN");
 * an insurer's claim before it is the claim the refund paid ("STATE FARM CLAIM REFUND").
 */
function claimsBack(words: readonly string[], trade: boolean): boolean {
  const back = words.findIndex((word) => MONEY_DUE_BACK.has(word));
  return !trade && back >= 0 && words.slice(back + 1).some((word) => CLAIM_ORDERS.has(word));
}

function securityTool(folded: string, words: readonly string[]): boolean {
  return words.some((word) => SECURITY_TOOLS.has(word)) || SECURITY_TOOL_PHRASES.test(folded);
}

/**
 * An account or a card held: only beside its noun, since the words alone name trades ("BLOCKED
 * DRAIN PLUMBING", "LOCKED OUT LOCKSMITH", "SUSPENDED CEILINGS", "FROZEN YOGURT").
 */
const HELD = String.raw`(?:ACCOUNT|ACCT|CARD|BENEFITS?|KONTO|KARTE|CONTA|CUENTA|CONTO|COMPTE|CARTE|CARTA|TARJETA|CARTAO|REKENING) (?:BLOCKED|LOCKED|FROZEN|SUSPENDED|ON HOLD|LIMITED|RESTRICTED|GESPERRT|SUSPENDU|BLOQUE|BLOQUEADA|BLOQUEADO|SUSPENDIDA|BLOCCATO|BLOCCATA|SOSPESO|SOSPESA|GEBLOKKEERD|ZABLOKOWANE|ZABLOKOWANA|SPERRET|SPARRAT)|(?:BLOCKED|LOCKED|FROZEN|SUSPENDED) (?:ACCOUNT|ACCT|CARD)|SUSPENDED (?:NUMBER|SSN|NIN)|(?:SSN|NIN) SUSPENDED|(?:BLOKADA|BLOQUEO|SPERRUNG|BLOCAGE|BLOCCO|BLOKKADE) (?:KONTA|KONTO|CUENTA|COMPTE|CONTO|CONTA|REKENING|ACCOUNT|KARTY|KARTE|TARJETA|CARTE|CARTA)`;

/**
 * An account itself held ("MYGOV ACCOUNT SUSPENDED", "PAYPAL KONTO GESPERRT"): the whole lure in two
 * words, which no purchase prints, so it counts as two asks. A card held is one (a trade may
 * print "CARD BLOCKED" beside its own name).
 */
const ACCOUNT_HELD = /\b(?:ACCOUNT|ACCT|KONTO|CONTA|CUENTA|CONTO|COMPTE|REKENING) (?:BLOCKED|LOCKED|FROZEN|SUSPENDED|ON HOLD|LIMITED|RESTRICTED|GESPERRT|SUSPENDU|BLOQUE|BLOQUEADA|BLOQUEADO|SUSPENDIDA|BLOCCATO|SOSPESO|GEBLOKKEERD|ZABLOKOWANE|SPERRET|SPARRAT)\b|\b(?:BLOKADA|BLOQUEO|SPERRUNG|BLOCAGE|BLOCCO|BLOKKADE) (?:KONTA|KONTO|CUENTA|COMPTE|CONTO|CONTA|REKENING|ACCOUNT)\b|\bSUSPENDED (?:NUMBER|SSN|NIN)\b|\b(?:SSN|NIN) SUSPENDED\b/;

/** Instructions in two words, each one ask: "PAYMENT FAILED", "UPDATE CARD", "ADDRESS UPDATE", "NEW PAYEE", "RELEASE FUNDS", "SECURITY DEPT". */
const ASK_PHRASES = new RegExp(
  String.raw`\b(?:${HELD}|PAYMENT FAILED|PAYMT FAILED|UPDATE (?:CARD|PAYMENT|BILLING|DETAILS|ADDRESS|KYC)|KYC UPDATE|ADDRESS UPDATE|NEW PAYEE|RELEASE FUNDS|FUNDS RELEASE|SECURITY (?:DEPT|DEPARTMENT|CENTER|CENTRE|TEAM)|SICHERHEITSCENTER|(?:PARCEL|PACKAGE) (?:RELEASE|HOLD|HELD)|RELEASE FEE|(?:ACCOUNT|ACCT) UPGRADE|ZAHLUNG FEHLGESCHLAGEN|PAIEMENT (?:REFUSE|ECHOUE)|PAGO (?:RECHAZADO|FALLIDO)|PAGAMENTO (?:RIFIUTATO|NON RIUSCITO|RECUSADO)|BETALING MISLUKT|BETALNING MISSLYCKADES|PLATNOSC (?:ODRZUCONA|NIEUDANA)|REWARD POINTS|LOYALTY REWARDS|SECURITY ALERT(?! (?:SYSTEMS?|MONITORING|ALARMS?|SERVICES?|INC|LLC|CO)\b)|UNUSUAL (?:SIGN[- ]?IN|LOG[- ]?IN|ACTIVITY)|(?:PC|COMPUTER|LAPTOP|DEVICE|IPHONE) (?:INFECTED|HACKED|COMPROMISED)|VIRUS (?:DETECTED|FOUND|ALERT)|ORDER CONFIRM(?:ATION)? CALL|(?:PAYMENT|FUNDS|TRANSFER) (?:ON )?HOLD|POINTS EXPIR(?:ING|E|ED|Y))\b`,
  'g',
);

/**
 * Asks no real line ever prints, scams on their own: a copyright "appeal", a fee for a rebate or
 * refund to be paid out ("HMRC TAX REBATE PROCESSING FEE"), a help desk glued to a seller's handle
 * before its star ("NETFLIXHELP*RENEW …"), support or a renewal for Windows' free Defender, an
 * instruction as the handle after the star ("PAYPAL *VERIFYACCT").
 */
const SCAM_PHRASES = /\bCOPYRIGHT (?:APPEAL|CLAIM|STRIKE|VIOLATION)\b|\bWINDOWS DEFENDER (?:TECH|SUPP|SUPPORT|HELP|HELPDESK|RENEWAL|RENEW|SUBSCRIPTION|ACTIVATION|FIREWALL|PROTECTION|SECURITY)\b|\*(?:VERIFY|UNLOCK|RESTORE|REACTIVATE|UPDATE|CONFIRM)(?:ACCT|ACCOUNT|ACC|ID|LOGIN|CARD|INFO|DETAILS|BILLING)\b|\b(?:ACCOUNT|PAGE|POLICY|BUSINESS|ADS) APPEAL FEES?\b|\b(?:TECH|TECHNICAL) SUPPORT (?:HELPLINE|HOTLINE|REMOTE)\b|\bREMOTE (?:FIX|ASSIST) FEES?\b|\b(?:RECOVERY|SEED|SECRET)[ -]PHRASE\b|\b(?:REBATE|REFUND|TAXREFUND) (?:PROCESSING|RELEASE|HANDLING|ADMIN|CLAIM) FEES?\b/;
const GLUED_RENEWAL = /(?:\*[A-Z]{4,}|[A-Z]{4,}-)(?:AUTO)?RENEW(?:AL)?S?\b/;
/**
 * A desk's word glued to a name, a handle's ("MICROSOFTSUPPORTHELPDESK 1-877-…", "COINBASEWALLETVERIFY
 * +44 …"); a plain word glued so is a trade's own name ("TECHSUPPORT PLUS").
 */
const GLUED_DESK = /\b([A-Z]{4,}?)(?:SUPPORT|HELPDESK|HELPLINE|VERIFY|VERIFICATION|UNLOCK|LOGIN)/;
const PLAIN_DESK_PREFIXES: ReadonlySet<string> = new Set(['TECH', 'TECHNICAL', 'COMPUTER', 'COMPUTERS', 'CUSTOMER', 'HOME', 'FAMILY', 'LIFE', 'SENIOR', 'NETWORK', 'OFFICE']);
const GLUED_HELP_HANDLE = /(?:^|\s)[A-Z0-9]{3,}(?:HELP|SUPPORT|HELPDESK) ?\*/;

/** A parcel "missed", which no carrier bills ("PAYPAL *EVRI-MISSEDPARCEL", "… MISSED DELIVERY FEE"). */
const MISSED_DELIVERY = /\bMISSED ?(?:PARCEL|PACKAGE|DELIVERY)\b|-MISSED ?(?:PARCEL|PACKAGE|DELIVERY)/;

/** A toll-free number cut short by the line's end ("… AUTORENEW 1-877-204-88"). */
const CUT_TOLL_FREE = /(?:^|[^\d])1?[-. ]?\(?8(?:00|33|44|55|66|77|88)\)?[-. ]\d{3}[-. ]?\d{0,3}$/;

/** Australian service numbers, which the phone finder leaves alone ("1300 852 719", "1800 …"). */
const SERVICE_NUMBER = /(?<!\d)1[38]00[ -]?\d{3}[ -]?\d{3}(?!\d)/;

/**
 * What a phishing page's address asks for, as one of its hyphenated parts: any ask
 * above, or a fee for a parcel, a fine or a prize ("PACZKOMAT-DOPLATA.COM",
 * "DARTCHARGE-PENALTY.COM", "…-TAXA-ALFANDEGA.COM"). A business's own site names what it is.
 */
const ADDRESS_ASKS: ReadonlySet<string> = new Set([
  ...ASKS, 'PENALTY', 'PENALTIES', 'DOPLATA', 'TAXA', 'ALFANDEGA', 'ZOLLGEBUEHR', 'CUSTOMSFEE', 'REDELIVERY', 'REDELIVER', 'RESCHEDULE', 'IMPAYEE', 'IMPAYE', 'INDEMNISATION',
  'SEGURIDAD', 'VALIDACAO', 'RESGATE', 'UNPAID', 'PAYTOLL', 'PREPLATEK', 'VRACENI', 'BUYERPROTECTION', 'TAXREFUND', 'UPDATE',
  'TAXREBATE', 'RENEW', 'RENEWAL', 'RENEWALS', 'CONFIRM', 'SICUREZZA', 'SECURITE', 'SICHERHEIT', 'PAKETVERFOLGUNG', 'SENDUNGSVERFOLGUNG',
  // A tax refund, a fee or a fine in a hyphenated address ("ELSTER-STEUERERSTATTUNG.COM", "DGT-MULTAS-PAGO.COM", "…-COVIDPASS-FEE.COM");
  // a plain refund may be a trade's own ("LOCKSMITH-REFUND.COM"), read with the brand it wears.
  'STEUERERSTATTUNG', 'FEE', 'FEES', 'MULTA', 'MULTAS', 'AMENDE', 'AMENDES', 'BOETE', 'ADUANA', 'DOUANE', 'DOGANA', 'ZOLL',
  'VERZENDKOSTEN', 'BEZORGKOSTEN', 'DOUANEKOSTEN', 'ZUSTELLGEBUEHR', 'GEBUEHR', 'GEBUEHREN', 'FRAIS', 'TASA', 'TASAS', 'SPESE', 'GEBYR', 'TOLLGEBYR',
  'TOLDGEBYR', 'TULLAVGIFT', 'TULLIMAKSU', 'PEDAGGIO', 'PORTAGEM', 'PEAJE', 'PCN',
  // An order to apply for what a lure says is due, in a hyphenated address ("…-ENERGIEBONUS-ANTRAG.COM", "…-TOESLAG-AANVRAGEN.NL"):
  // a business's own site names what it sells, never a form to file.
  'ANTRAG', 'BEANTRAGEN', 'ANFORDERN', 'AANVRAGEN', 'RICHIEDERE', 'RICHIEDI', 'SOLICITAR', 'RECLAMAR', 'ODBIERZ',
  // A travel authorisation sold on a hyphenated address ("ESTA-VISA-USA.COM", "TURKEY-EVISA.ONLINE"):
  // governments sell theirs on their own (esta.cbp.dhs.gov, gov.uk, canada.ca), never hyphenated.
  'ESTA', 'ETA', 'ETIAS', 'EVISA', 'EVISAS',
  // The same asks in Spanish, Portuguese, Italian, Hebrew transliterated, Nordic and German: data to
  // update ("BCP-ACTUALIZA-DATOS.NET", "…-ATUALIZAR-CADASTRO.COM"), customs and duties ("SERPOST-ADUANAS-PE.COM",
  // "ISRAELPOST-MEKHES.COM", mekhes being customs), a parcel held ("…-ENVIO-RETENIDO.COM", "…-PACCO-GIACENZA.COM"),
  // a tax refund named as one ("MAS-HACHNASA-HECHZER.COM", hechzer being a refund; "SKATTEVERKET-ATERBETALNING.COM";
  // "…-VEROPALAUTUS.COM"), details to update (Hebrew idkun): words no business's own address is made of.
  'ACTUALIZA', 'ACTUALIZAR', 'ACTUALIZACION', 'ACTUALICE', 'ATUALIZA', 'ATUALIZAR', 'ATUALIZACAO', 'ARANCEL', 'ARANCELES', 'ADUANAS', 'ADUANEIRA',
  'RETENIDO', 'RETENIDA', 'RETIDO', 'RETIDA', 'GIACENZA', 'SBLOCCA', 'MEKHES', 'MECHES', 'HECHZER', 'HEHZER', 'IDKUN',
  'ATERBETALNING', 'SKATTEATERBARING', 'TILBAGEBETALING', 'TILBAKEBETALING', 'VEROPALAUTUS', 'BELASTINGTERUGGAVE',
]);

/**
 * Tax offices, post offices, carriers, banks and wallets of the countries whose lures print
 * their name in a hyphenated stranger's address: Mexico's SAT and Estafeta, Chile's SII and
 * Chilexpress, Colombia's DIAN and Servientrega, Peru's SUNAT, Serpost and BCP, Argentina's AFIP
 * (now ARCA) and Correo Argentino, Brazil's Receita Federal and Correios, Spain's Agencia Tributaria
 * (AEAT), Portugal's CTT, Italy's Agenzia delle Entrate and Poste Italiane, Israel's income tax (Mas
 * Hachnasa), Israel Post and banks, India's post and income tax, the Nordic, Dutch and German tax
 * offices. None bills from such an address: their own are one word under their country's ending
 * ("SAT.GOB.MX", "ESTAFETA.COM", "CORREOS.ES"). Words that are also ordinary (MAS, DOAR, BRING, OCA)
 * are left out.
 */
const WORN_OFFICES = wordSet(`SAT SII DIAN SUNAT AFIP ARCA ANSES AEAT HACIENDA TRIBUTARIA AGENCIATRIBUTARIA RECEITA RECEITAFEDERAL GOVBR
  PORTALDASFINANCAS FINANCAS AGENZIAENTRATE ENTRATE INPS HACHNASA MASHACHNASA INCOMETAX EPFO UIDAI
  SKATTEVERKET SKAT SKATTEETATEN VERO VEROHALLINTO BELASTINGDIENST FINANZAMT ELSTER BZST ESTV MINFIN
  CORREO CORREOS CORREIOS CORREOSCHILE CORREOSDEMEXICO CORREOARGENTINO ESTAFETA SERVIENTREGA INTERRAPIDISIMO CHILEXPRESS
  STARKEN SERPOST OLVA ANDREANI JADLOG LOGGI CTT SEUR NACEX POSTEITALIANE POSTE BRT ISRAELPOST DOARISRAEL INDIAPOST SPEEDPOST
  POSTNORD POSTEN POSTI POSTNL BPOST HERMES DPD GLS DHL
  BBVA BANORTE BANAMEX CITIBANAMEX SANTANDER GALICIA BANCOLOMBIA DAVIVIENDA NEQUI DAVIPLATA BANCOESTADO BCI BCP VIABCP
  INTERBANK YAPE ITAU BRADESCO NUBANK CAIXA MERCADOPAGO CAIXABANK SABADELL BANKINTER MILLENNIUM CGD MULTIBANCO INTESA
  UNICREDIT BANCOPOSTA HAPOALIM LEUMI MIZRAHI ISRACARD SBI HDFC ICICI SPARKASSE VOLKSBANK POSTFINANCE RABOBANK`);

/**
 * What such an address puts beside the office's name, in the office's language: money due back
 * ("SII-DEVOLUCION-RENTA.COM", "AFIP-REINTEGRO-GANANCIAS.COM", "SKATTEVERKET-RETUR.COM",
 * "VERO-PALAUTUS.COM", "FINANZAMT-RUECKZAHLUNG.COM"), a payment pending ("CHILEXPRESS-PAGO-PENDIENTE.COM",
 * Hebrew tashlum), the account, card or data to prove (Hebrew imut, pratim, heshbon), the tax it is
 * said to be ("SAT-DEVOLUCION-ISR.COM"). Ordinary words, so read only beside an office's name; a
 * carrier's own parcel words (PAKET, ENVIO) are not among them.
 */
const OFFICE_LURES = wordSet(`DEVOLUCION DEVOLUCIONES REINTEGRO REINTEGROS REEMBOLSO REEMBOLSOS RESTITUICAO RIMBORSO RIMBORSI RETUR PALAUTUS
  TERUGGAVE ERSTATTUNG RUECKZAHLUNG RUCKZAHLUNG RUECKERSTATTUNG NACHZAHLUNG HECHZER REFUND REFUNDS REBATE
  PAGO PAGOS PAGAR PAGAMENTO PAGAMENTI PENDIENTE PENDIENTES PENDENTE PENDENCIA PENDENCIAS TASHLUM BETALEN BETALING BETALNING ZAHLUNG PAYMENT
  DATOS DADOS DATI CLAVE CADASTRO CUENTA CONTA CONTO TARJETA CARTAO CARTA IMUT PRATIM HESHBON KYC UPDATE
  RENTA ISR IVA IRPF IR GANANCIAS IMPUESTO IMPUESTOS IMPOSTO IMPOSTOS IRS IRPEF TASSE SKATT STEUER BELASTING TAX
  TAXA TASA TASAS MULTA MULTAS IMPORTACAO TULL TOLD AVGIFT GEBYR GEBUEHR`);

/** A web address's ending ("….COM", "….CO"). */
const WEB_ENDING = /\.[A-Z]{2,}\b/;

/** Words that name a government in an address: a real one's address ends in its own domain (gov.uk, .gov, gob.mx, gouv.fr). */
const GOVERNMENT_PARTS: ReadonlySet<string> = new Set(['GOV', 'GOVT', 'GOUV', 'GOB', 'GOVERNMENT']);

/**
 * A hyphenated address that calls itself a government's, beside another word, under another
 * ending ("GOV-UK-REFUND.COM", "GOUV-AMENDES.NET"): governments never sell from such addresses.
 * Their own end in the government's domain (WWW.GOV.UK, SAT.GOB.MX, VEHICLE-TAX.SERVICE.GOV.UK).
 */
function posesAsGovernment(parts: readonly string[]): boolean {
  const ending = parts.at(-1) ?? '';
  // A government word before a country's code is the ending itself (…-SERVICE.GOV.UK, …GOB.MX).
  if (ending.length === 2 && GOVERNMENT_PARTS.has(parts.at(-2) ?? '')) return false;
  return parts.slice(0, -1).some((part) => GOVERNMENT_PARTS.has(part));
}

/**
 * A stranger's hyphenated address that calls itself a government's ("GOV-UK-REFUND.COM"), or
 * wears an office's name beside one of its lures, or beside a fee or an ask printed after it
 * ("ESTAFETA-ENVIOS-MX.COM ARANCEL 89.00").
 */
function wearsOffice(folded: string): boolean {
  const tokens = folded.split(' ');
  for (const token of tokens) {
    if (!token.includes('-') || !WEB_ENDING.test(token)) continue;
    const parts = token.split(/[-.]/);
    if (posesAsGovernment(parts)) return true;
    if (!parts.some((part) => WORN_OFFICES.has(part))) continue;
    if (parts.some((part) => OFFICE_LURES.has(part))) return true;
    if (tokens.some((other) => other !== token && (FEES.has(other) || ADDRESS_ASKS.has(other)))) return true;
  }
  return false;
}

/**
 * Government offices whose name a lure hyphenates into a handle, not only an address ("HMRC-TAX-
 * REBATE-ONLINE LONDON", "DVLA-LICENCE-REFUND SWANSEA"): the offices take payments under their own
 * name ("HMRC GOV.UK", "DVLA VEHICLE TAX") and pay refunds out, never from such a handle.
 */
const HANDLE_OFFICES = wordSet('HMRC DVLA DWP IRS ATO CRA SSA USCIS MYGOV CENTRELINK TVLICENSING TVLICENCE');
/**
 * …beside money said to be due back or a benefit to claim (Britain's cost-of-living payment, which
 * the government pays to people, never takes from them).
 */
const HANDLE_OFFICE_LURES: ReadonlySet<string> = new Set([...MONEY_DUE_BACK, ...CLAIM_ORDERS, 'RECLAIM', 'LIVING', 'GRANT', 'COMPENSATION']);

/**
 * A handle of three hyphenated parts or more: an office's name and a refund or claim; or any name
 * and a refund or claim on a country's code bought under a generic ending ("DEWA-BILL-REFUND.AE.COM",
 * "…-REEMBOLSO.ES.COM"), the shape a campaign takes to look local: a utility or an office refunds
 * to the account it billed, never through a page.
 */
function officeRefundHandle(folded: string): boolean {
  return folded.split(' ').some((token) => {
    const parts = token.split(/[-.]/);
    if (parts.length < 3 || !token.includes('-') || !parts.some((part) => HANDLE_OFFICE_LURES.has(part))) return false;
    return parts.some((part) => HANDLE_OFFICES.has(part)) || COUNTRY_UNDER_GENERIC.test(token);
  });
}

const COUNTRY_UNDER_GENERIC = /\.[A-Z]{2}\.(?:COM|NET|ORG|INFO)$/;

/** A phone app's package offered for download ("…-REWARD-POINTS.APK"): a bank line names who was paid, never a file to install. */
const APP_PACKAGE = /[A-Z0-9]\.APK\b/;

/**
 * A customs or delivery fee beside a carrier's name and a hyphenated address that is not the
 * carrier's ("POSTNORD TULLAVGIFT PNORD-DK.COM", "POSTI TULLIMAKSU POSTI-FI.COM"): carriers bill
 * duties under their own one-word domain, the smishing page under a look-alike.
 */
function carrierFeeElsewhere(folded: string): boolean {
  const tokens = folded.split(' ');
  const address = tokens.find((token) => token.includes('-') && WEB_ENDING.test(token));
  if (address === undefined) return false;
  const others = tokens.filter((token) => token !== address);
  return others.some((token) => WORN_OFFICES.has(token)) && others.some((token) => FEES.has(token) || CUSTOMS_OR_TOLL.has(token) || ADDRESS_ASKS.has(token));
}

/**
 * A fine to pay on a stranger's hyphenated address ("RTA-FINES-PAYMENT.COM", "…-FINES-PAY.ONLINE"):
 * an authority takes fines on its own government domain. FINE alone is a wine's or an art's.
 */
function finesAddress(folded: string): boolean {
  if (!folded.includes('FINES')) return false;
  return folded.split(' ').some((token) => {
    if (!WEB_ENDING.test(token)) return false;
    const parts = token.split(/[-.]/);
    return parts.includes('FINES') && parts.some((part) => FINE_ASKS.has(part)) && !parts.some((part) => GOVERNMENT_PARTS.has(part));
  });
}
const FINE_ASKS: ReadonlySet<string> = new Set(['PAYMENT', 'PAYMENTS', 'PAY', 'PAYNOW', 'UNPAID', 'OVERDUE']);

/**
 * Any word of the asks, refunds or phrases, a site's ending going on, or the words read glued to a
 * handle (a renewal, a desk, a recovery): most lines have none and are not read further.
 */
const ASK_TRIGGER = new RegExp(
  `\\b(?:${[...ADDRESS_ASKS, ...REFUNDS, 'SETTLEMENT'].join('|')})\\b|${ASK_PHRASES.source}|${SCAM_PHRASES.source}|\\.(?:COM|NET|ORG|CO|INFO)-[A-Z]{3}|HELP|SUPPORT|RECOVERY|RENEW|VERIFY|UNLOCK|LOGIN|-[A-Z0-9]+${DESK_ENDING.source}`,
);

/** A site's name glued by a hyphen to more ("NETFLLIX.COM-BILLING", "SUNPASS.COM-PAYTOLL.XIN"): no real address goes on past its ending. */
const ADDRESS_GOES_ON = /\b[A-Z0-9]{3,}\.(?:COM|NET|ORG|CO|INFO)-[A-Z]{3,}/;

/** Some word of the pairs is on the line: most lines have none, and are not read further. */
const TRIGGER =
  /\b(?:REDELIVER\w*|RESCHEDULE|NEUZUSTELLUNG|RELIVRAISON|HERBEZORGING|REENTREGA|RICONSEGNA|REFUND\w*|REVERSALS?|CANCEL\w*|GIFT\w*|CARDS|CODES|VOUCHERS?|PRIZES?|WINNERS?|WINNINGS|GIVEAWAY|SWEEPSTAKES?|FREE|REWARDS?|LOYALTY|BONUS|SURVEY|CRYPTO|BTC|ETH|BITCOIN|USDT|WALLET|METAMASK|TRUSTWALLET|EXODUS|FUNDS|COINS?|TOKENS?|NFT|BLOCKCHAIN|KYC|ITUNES|STEAM|GOOGLEPLAY|RAZER|VANILLA|NEOSURF|PAYSAFECARD|ULTA|SEPHORA|SAFE\w*|FRAUD\w*|(?:AUTO)?RENEW\w*|UNPAID|OVERDUE|OUTSTANDING)\b/;

/**
 * A name with two lure words glued after it into one word ("PAYPALSECURELOGIN",
 * "AMAZONREFUNDDESK", "APPLEIDVERIFYNOW"): a handle or an address's label, never a merchant's
 * name, which glues one word at most ("TECHSUPPORT PLUS").
 */
const GLUED_LURES = /\b[A-Z]{4,}?(?:SECURE|LOGIN|SIGNIN|REFUND|UPDATE|BILLING|VERIFY|SUPPORT|ALERT|UNLOCK|HELPDESK|RECOVERY|CONFIRM|ACCOUNT)(?:SECURE|LOGIN|SIGNIN|REFUND|DESK|UPDATE|BILLING|VERIFY|SUPPORT|ALERT|UNLOCK|HELPDESK|RECOVERY|CONFIRM|NOW|CENTER|CENTRE|TEAM)\b/;

/**
 * A service said to be cut or an account or card said to be held, the smishing text's threat
 * ("TELSTRA OVERDUE DISCONNECTION CALL 1300 …", "DEWA DISCONNECTION NOTICE CALL 04 …", the Gulf's
 * "YOUR CARD IS SUSPENDED CALL 04 …"). BLOCKED and LOCKED only after what is held, since alone they
 * name trades ("BLOCKED DRAINS", "LOCKED OUT LOCKSMITH"); nor "SUSPENDED CEILINGS".
 */
const SERVICE_CUT = /\b(?:DISCONNECT(?:ION|ED)?|OVERDUE|SUSPENDED(?! CEILINGS?\b)|DEACTIVATED|DEACTIVATION|(?:ACCOUNT|ACCT|CARD|SERVICE|SIM|LINE|NUMBER)(?: IS| HAS BEEN| WILL BE)? (?:BLOCKED|LOCKED|HELD|ON HOLD|RESTRICTED))\b/;
/** …with an order to act on it: pay, call, click, in English and French ("… CLIQUEZ", "… APPELEZ"). */
const ACT_NOW = /\b(?:PAY|CALL|CLICK|CLIQUEZ|APPELEZ|PAYEZ|VISIT|CONTACT)\b/;
/** …and where: a number of seven digits or more in groups ("04 345 6789", "800 123 4567"), or a web address. */
const CONTACT = /(?<![\d.,])\+?\d{2,4}(?:[ -]\d{2,4}){1,3}(?![\d.,])|[A-Z0-9]\.[A-Z]{2,}\b/;

function threatensCut(folded: string): boolean {
  if (!SERVICE_CUT.test(folded) || !ACT_NOW.test(folded)) return false;
  const contact = CONTACT.exec(folded)?.[0];
  return contact !== undefined && (/[A-Z]/.test(contact) || contact.replace(/\D/g, '').length >= 7);
}

/**
 * Japan's delivery-absence notice, romanized as the smishing text prints it: "FUZAI NO TAME
 * MOCHIKAERIMASHITA" (you were out, so we took it back), "FUZAI TSUCHI" (absence notice), a
 * redelivery (SAIHAITATSU). A carrier's own line names the carrier, never the notice.
 */
const ABSENCE_NOTICE = /\bFUZAI\b.*\b(?:MOCHIKAERI\w*|TSUCHI|SAIHAITATSU|HOKAN\w*)\b|\bSAIHAITATSU\b.*\b(?:TESURYO|RYOKIN|UKETSUKE)\b/;

/**
 * A brand's billing address, which scams copy with a look-alike letter ("APPLE.COM/BIIL",
 * "APPLE.C0M/BILL", "APPIE.COM/BILL"). A bank cuts such an address short ("APPLE.COM/BI"), never
 * swaps one of its letters, so the same letters read with I, L and 1 as one and O and 0 as one,
 * but spelt otherwise, are the copy's. Also any address ending in ".C0M".
 */
const BILLING_ADDRESSES = ['APPLE.COM/BILL', 'ITUNES.COM/BILL'];
const lookAlikeKey = (text: string): string => text.replace(/[IL1|]/g, 'L').replace(/0/g, 'O');
const BILLING_KEYS: ReadonlyMap<string, string> = new Map(BILLING_ADDRESSES.map((address) => [lookAlikeKey(address), address]));
const BILLING_LOOKALIKE = /(?:^|\s)([A-Z0-9|]{4,}\.C[O0]M\/[A-Z0-9|]{4})(?=\s|$)|\.C0M\b/;

function copiesBillingAddress(folded: string): boolean {
  if (!folded.includes('.C')) return false;
  const found = BILLING_LOOKALIKE.exec(folded);
  if (!found) return false;
  if (found[1] === undefined) return true;
  const real = BILLING_KEYS.get(lookAlikeKey(found[1]));
  return real !== undefined && real !== found[1];
}

/** The line, folded (upper case, as the analysis gives it), is a scam's in words. */
export function readsAsScam(folded: string): boolean {
  if (GLUED_LURES.test(folded) || (folded.includes('.APK') && APP_PACKAGE.test(folded))) return true;
  if (folded.includes('-') && (wearsOffice(folded) || finesAddress(folded) || officeRefundHandle(folded) || carrierFeeElsewhere(folded))) return true;
  if (folded.includes('ORDER') && folded.includes('CALL') && securityOrderDesk(folded)) return true;
  if (threatensCut(folded) || copiesBillingAddress(folded) || (folded.includes('FUZAI') && ABSENCE_NOTICE.test(folded))) return true;
  const asks = ASK_TRIGGER.test(folded);
  const pairs = TRIGGER.test(folded);
  const notice = NOTICE_TRIGGER.test(folded);
  if (!asks && !pairs && !notice) return folded.includes('MISSED') && MISSED_DELIVERY.test(folded);
  const words = folded.split(/[^A-Z0-9&]+/).filter((word) => word.length > 0);
  if (notice && readsAsNotice(folded, words)) return true;
  if (asks && asksToAct(folded, words)) return true;
  if (folded.includes('MISSED') && MISSED_DELIVERY.test(folded)) return true;
  if (!pairs) return false;
  return refundDesk(words) || giftCardPayment(words) || paidPrize(words) || cryptoScam(words) || paidRedelivery(words, folded) || SAFE_ACCOUNT.test(folded) || (FRAUD_DESK.test(folded) && FRAUD_ASKS.test(folded)) || (UNPAID_TOLL.test(folded) && PAY_SOMEWHERE.test(folded)) || renewalInvoice(words);
}

/** Words of the trades whose own service is an unlock or a claim: phone shops, locksmiths, insurers. */
const OWN_ASK_TRADES: ReadonlySet<string> = new Set(['PHONE', 'PHONES', 'CELL', 'IPHONE', 'MOBILE', 'MOBILES', 'SIM', 'REPAIR', 'REPAIRS', 'LOCKSMITH', 'LOCKSMITHS', 'LOCKOUT', 'INSURANCE', 'INS', 'ASSURANCE', 'INSURER']);

/** An instruction beside a number to call, or two instructions together. */
function asksToAct(folded: string, words: readonly string[]): boolean {
  if (ADDRESS_GOES_ON.test(folded) || SCAM_PHRASES.test(folded) || folded.split(' ').some(addressAsks)) return true;
  // A phone shop or a locksmith unlocks ("CELL PHONE UNLOCK & REPAIR 718-…"), an insurer pays a
  // claim ("STATE FARM INSURANCE CLAIM 800-…"): their own words, no account's.
  const trade = words.some((word) => OWN_ASK_TRADES.has(word));
  let asks = words.filter((word) => ASKS.has(word) && !(trade && (word === 'UNLOCK' || word === 'CLAIM'))).length + (folded.match(ASK_PHRASES)?.length ?? 0);
  if (words.slice(1).some((word) => REFUNDS.has(word))) asks += 0.5;
  // A renewal to call about with AUTO or CANCEL beside it; a brand's own renewal line may print its number ("DISNEY PLUS RENEWAL 888-…").
  // …or a CALL beside it ("… MEMBERSHIP RENEWAL CALL 1-844-…"), or a renewal glued to a handle ("PAYPAL *NORTONRENEW 844…").
  // A CALL adds to another ask, never stands alone ("ON CALL PLUMBING 555-…" is a plumber).
  const call = words.includes('CALL');
  // …or a helpline's word ("… LICENCE RENEWAL HELPLINE 0808 …"): a brand bills the renewal, never the desk that takes the call.
  if (words.some((word) => word.includes('RENEW')) && (call || words.some((word) => word.startsWith('AUTO') || word.startsWith('CANCEL') || RENEWAL_DESKS.has(word)))) asks += 0.5;
  if (call && asks > 0) asks += 0.5;
  if (GLUED_RENEWAL.test(folded)) asks += 1;
  if (ACCOUNT_HELD.test(folded)) asks += 1;
  // A renewal said to have failed ("ICLOUD STORAGE RENEW PAYMENT FAILED"): a bank prints a declined charge, never why.
  if (words.some((word) => RENEWAL.has(word)) && words.some((word) => word === 'FAILED' || word === 'DECLINED')) asks += 1;
  const glued = GLUED_DESK.exec(folded);
  if (glued && !PLAIN_DESK_PREFIXES.has(glued[1] ?? '')) asks += 1;
  if (words.includes('SETTLEMENT') && words.some((word) => TAX_AUTHORITY.has(word))) asks += 1;
  if (GLUED_HELP_HANDLE.test(folded)) asks += 1;
  if (asks >= 2) return true;
  if (asks === 0) return false;
  return /\d/.test(folded) && (findPhones(folded).length > 0 || SERVICE_NUMBER.test(folded) || CUT_TOLL_FREE.test(folded));
}

/**
 * A web address (a word with a hyphen and a dotted ending) one of whose parts is an ask; or a
 * handle of three hyphenated parts, two of them a desk's lures ("COLNBASE-RECOVERY-SUPPORT").
 */
function addressAsks(token: string): boolean {
  if (!token.includes('-')) return false;
  const parts = token.split(/[-.]/);
  // A desk's word on an ending bought for a campaign ("VENMO-SUPPORT.HELP", "CHASE-SECURE.TOP"):
  // a real firm's support site keeps its own domain.
  if (DESK_ENDING.test(token)) return parts.some((part) => HANDLE_LURES.has(part) || ADDRESS_ASKS.has(part));
  if (/\.[A-Z]{2,}/.test(token)) return parts.some((part) => ADDRESS_ASKS.has(part));
  return parts.length >= 3 && parts.filter((part) => HANDLE_LURES.has(part) || ADDRESS_ASKS.has(part)).length >= 2;
}

/** A fake desk's words in a handle. */
const HANDLE_LURES: ReadonlySet<string> = new Set(['RECOVERY', 'SUPPORT', 'HELPDESK', 'HELPLINE', 'SECURE', 'SECURITY', 'REFUND', 'REFUNDS', 'BILLING', 'LOGIN', 'WALLET']);

function renewalInvoice(words: readonly string[]): boolean {
  return words.some((word) => RENEWAL.has(word)) && words.some((word) => INVOICE.has(word));
}

function paidRedelivery(words: readonly string[], folded: string): boolean {
  if (!words.some((word) => REDELIVERY.has(word))) return false;
  return words.some((word) => REDELIVERY_COSTS.has(word) || REDELIVERY_DESKS.has(word)) || UK_MOBILE.test(folded);
}

/**
 * A redelivery "desk" ("EVRI REDELIVERY SUPPORT"), or a redelivery beside a British mobile number
 * ("ROYAL MAIL REDELIVERY 07911 204877"): a carrier's own line names the carrier, never a helpline,
 * and no carrier takes payment on a mobile.
 */
const REDELIVERY_DESKS: ReadonlySet<string> = new Set(['SUPPORT', 'HELPDESK', 'HELPLINE', 'DESK', 'TEAM', 'CENTER', 'CENTRE', 'AGENT']);
const UK_MOBILE = /(?:^|[^\d])(?:\+?44 ?7|07)\d{3} ?\d{6}(?!\d)/;

/**
 * Security software and its support brands, whose name a renewal lure wears with an order number
 * and a number to call ("NORTON ORDER #NN-48213 CALL 888-207-1934", "GEEK SQUAD ORDER #GS-22871 CALL
 * 888-…"): the real renewal prints the brand and its billing reference ("NORTON *AP1234
 * NORTONLIFELOCK.COM"), never an order to call about.
 */
const SECURITY_SOFTWARE = /\b(?:NORTON|NORTONLIFELOCK|MCAFEE|GEEK ?SQUAD|AVAST|AVG|KASPERSKY|MALWAREBYTES|BITDEFENDER|TOTALAV|WEBROOT|ESET|TREND ?MICRO)\b/;
const ORDER_THEN_CALL = /\bORDER\b.*\bCALL\b/;

function securityOrderDesk(folded: string): boolean {
  return ORDER_THEN_CALL.test(folded) && SECURITY_SOFTWARE.test(folded);
}

/** A refund or cancellation followed, a word or two on, by a desk ("REFUND DESK", "REFUND WIRE DEPT"), or beside a remote-access tool. */
function refundDesk(words: readonly string[]): boolean {
  for (let index = 0; index < words.length; index += 1) {
    // Glued in a seller's handle or an address: "PAYPAL *REFUNDDESK-SECURE".
    if (gluedDesk(words[index] ?? '')) return true;
    if (!MONEY_BACK.has(words[index] ?? '')) continue;
    if (DESK.has(words[index + 1] ?? '') || DESK.has(words[index + 2] ?? '')) return true;
    if (words.some((word) => REMOTE_ACCESS.has(word))) return true;
  }
  return false;
}

function gluedDesk(word: string): boolean {
  for (const money of MONEY_BACK) if (word.startsWith(money) && DESK.has(word.slice(money.length))) return true;
  return false;
}

function giftCardPayment(words: readonly string[]): boolean {
  let giftCard = false;
  let cards = false;
  for (let index = 0; index < words.length; index += 1) {
    const word = words[index] ?? '';
    if (word === 'GIFT' && /^(?:CARDS?|CODES?|VOUCHERS?)$/.test(words[index + 1] ?? '')) giftCard = true;
    else if (word === 'GIFTCARD' || word === 'GIFTCARDS') giftCard = true;
    else if (GIFT_WORDS.has(word)) cards = true;
  }
  if (giftCard) return words.some((word) => GIFT_CARD_PAYS.has(word));
  if (words.includes('CARD') && words.some((word) => GIFT_CARD_BRANDS.has(word))) return words.some((word) => AUTHORITY.has(word));
  return cards && words.some((word) => AUTHORITY.has(word));
}

function paidPrize(words: readonly string[]): boolean {
  if (words.some((word) => PRIZE.has(word))) return words.some((word) => PRIZE_COSTS.has(word));
  return words.some((word) => FREEBIE.has(word)) && words.some((word) => SHIPPING.has(word));
}

function cryptoScam(words: readonly string[]): boolean {
  return words.some((word) => CRYPTO.has(word)) && words.some((word) => CRYPTO_SCAM.has(word));
}
