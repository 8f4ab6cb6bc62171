/**
 * Web addresses inside descriptors ("NETFLIX.COM", "help.uber.com", "AMAZON.CO.UK*…",
 * "TFL.GOV.UK/CP"). The registrable part identifies the merchant exactly, and its first label is
 * the word the normalizer keeps ("UBER"), so "UBER *TRIP HELP.UBER.COM" and "UBER TRIP" agree.
 */
import type { FoundHost } from '../domain';

/**
 * Top-level domains we recognise. Deliberately a list, not "any two letters": "S.R.O.", "INC."
 * or "ST. JUDE" must not read as hosts, and statements use only a few dozen TLDs.
 */
const TOP_LEVEL = new Set(
  `COM NET ORG EDU GOV MIL INT IO AI CO UK DE FR NL AU CA IE ES IT BE AT CH SE NO DK FI PL CZ PT US ME
  TV LY INFO APP DEV SO GG FM BIZ NZ JP IN BR MX EU ENERGY SHOP STORE ONLINE XYZ CLUB TECH SITE LIVE
  CC TO GL SG HK LU GR HU RO SK SI HR BG LT LV EE IS TR ZA AE IL KR CN TW TH MY PH ID VN AR CL PE
  NU WS LA WTF FUN FIT MUSIC TRAVEL RU UA BY KZ TOP ICU CLICK LINK SUPPORT HELP WIN VIP TK ML GA CF GQ
  BUZZ CAM MOBI PRO ASIA LOAN REVIEW SBS CYOU BOND QUEST REST MONSTER AUTOS CFD`
    .split(/\s+/)
    .filter((label) => label.length > 0),
);

/**
 * Second-level public suffixes under which the registrable name is the third label from the end,
 * the registries' own and the ones sold as such ("WIMPY.UK.COM": "SANTANDER-ALERTS.UK.COM" is
 * someone else's).
 */
const SECOND_LEVEL = new Set(
  `CO.UK ORG.UK GOV.UK AC.UK NHS.UK ME.UK LTD.UK PLC.UK NET.UK SCH.UK POLICE.UK
  COM.AU NET.AU ORG.AU GOV.AU EDU.AU ASN.AU CO.NZ ORG.NZ GOVT.NZ NET.NZ AC.NZ
  COM.BR COM.MX CO.JP NE.JP OR.JP CO.IN NET.IN ORG.IN GC.CA CO.ZA ORG.ZA GOV.ZA COM.SG COM.HK
  CO.IL COM.TR COM.AR COM.CN CO.KR GOUV.FR GV.AT CO.AT OR.AT
  UK.COM US.COM EU.COM GB.COM DE.COM CN.COM JPN.COM SA.COM ZA.COM BR.COM RU.COM UK.NET GB.NET SE.NET`
    .split(/\s+/)
    .filter((suffix) => suffix.length > 0),
);

/**
 * Host-like runs: labels joined by dots, optional scheme, "www." and path. The label class
 * excludes "*" and "/" so "AMAZON.CO.UK*AB12" and "ITUNES.COM/BILL" stop at the host.
 */
export const HOST_PATTERN =
  /(?:HTTPS?:\/\/)?(?:WWW\.)?((?:[A-Z0-9](?:[A-Z0-9-]{0,61}[A-Z0-9])?\.)+[A-Z]{2,12})(?![A-Z0-9-])(?:\/[^\s*]*)?/g;

/**
 * Generic second labels of country registries ("AMAZON.COM.BE", "GOB.ES", "AC.AT"): the name is the
 * label before them, never "COM".
 */
const GENERIC_SECOND = new Set(['COM', 'NET', 'ORG', 'CO', 'GOV', 'GOB', 'GOUV', 'EDU', 'AC', 'GV', 'OR', 'NE', 'GO', 'MIL', 'NIC']);

/** Country-code top-level domains: the two-letter ones. */
export function isCountryDomain(suffix: string): boolean {
  return /^[a-z]{2}$/i.test(suffix) || SECOND_LEVEL.has(suffix.toUpperCase());
}

/**
 * A known web address hung under a stranger's domain ("NETFLIX.COM.ACCOUNT-HOLD.RU"): a host is
 * read whatever its top-level domain when a generic label stands inside it.
 */
function strangerSuffix(labels: readonly string[], last: string): boolean {
  return labels.length >= 3 && /^[A-Z]{2,6}$/.test(last) && labels.slice(1, -1).some((label) => label === 'COM' || label === 'NET' || label === 'ORG');
}

/** Reads one host match (upper case text); null when its last label is not a TLD we know. */
export function readHost(hostText: string): FoundHost | null {
  const labels = hostText.toUpperCase().split('.');
  const last = labels[labels.length - 1];
  if (labels.length < 2 || last === undefined || (!TOP_LEVEL.has(last) && !strangerSuffix(labels, last))) return null;
  const lastTwo = labels.slice(-2).join('.');
  const size = (SECOND_LEVEL.has(lastTwo) || (GENERIC_SECOND.has(labels[labels.length - 2] ?? '') && last.length === 2)) && labels.length >= 3 ? 3 : 2;
  if (labels.length < size) return null;
  const registrableLabels = labels.slice(-size);
  const first = registrableLabels[0] ?? '';
  // "G.CO/HELPPAY", "T.CO": a one-letter name is no merchant signal; the host is still removed.
  const word = first.length < 2 || /^\d+$/.test(first) ? '' : first;
  return {
    host: labels.join('.').toLowerCase(),
    registrable: registrableLabels.join('.').toLowerCase(),
    word,
  };
}
