/**
 * The address's datasets (docs/widget.md#validation "State", §7 `datasets/countries/{locale}.json` and
 * `datasets/states/{country}/{locale}.json`): every country by its ISO code, named in a locale by
 * `Intl.DisplayNames` (no names are shipped), and the states of the four countries that have a
 * list (AU, BR, CA, US), named as their postal services write them. Lists of `{ id, name }`, the
 * datasets' shape; the API serves them and the widget's built-in lists read them. Pure data.
 */
import { hasStateDataset } from './address';

export type DatasetEntry = { readonly id: string; readonly name: string };

/**
 * ISO 3166-1 alpha-2 codes: every country and territory a card can be issued to or billed in.
 * Two letters each, so the list costs a few hundred bytes; the names come from the browser.
 */
const COUNTRY_CODES =
  'AD AE AF AG AI AL AM AO AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS ' +
  'BT BW BY BZ CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE ' +
  'EG EH ER ES ET FI FJ FK FM FO FR GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GT GU GW GY HK HN ' +
  'HR HT HU ID IE IL IM IN IO IQ IR IS IT JE JM JO JP KE KG KH KI KM KN KP KR KW KY KZ LA LB LC ' +
  'LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO MP MQ MR MS MT MU MV MW MX MY MZ ' +
  'NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS PT PW PY QA RE RO RS ' +
  'RU RW SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TG TH TJ TK TL TM ' +
  'TN TO TR TT TV TW TZ UA UG US UY UZ VA VC VE VG VI VN VU WF WS XK YE YT ZA ZM ZW';

/**
 * The country list in a locale, sorted by name. A code the engine cannot name (an old one) is
 * shown as the code itself rather than dropped. Built once per call: callers keep it.
 */
export function countryDataset(locale = 'en-US'): DatasetEntry[] {
  const names = new Intl.DisplayNames([locale], { type: 'region', fallback: 'code' });
  const collator = new Intl.Collator(locale);
  return COUNTRY_CODES.split(' ')
    .map((code) => ({ id: code, name: names.of(code) ?? code }))
    .sort((a, b) => collator.compare(a.name, b.name));
}

/** `'CA:California|CO:Colorado'` → options, in the order written (alphabetical by name). */
function parseStates(table: string): readonly DatasetEntry[] {
  return Object.freeze(
    table.split('|').map((entry) => {
      const [value = '', label = ''] = entry.split(':');
      return Object.freeze({ id: value, name: label });
    }),
  );
}

/**
 * States, provinces and territories by the code the provider expects in `stateOrProvince` (the
 * postal abbreviation). US: the 50 states, DC, the inhabited territories and the armed forces
 * addresses (AA, AE, AP), which US-issued cards are billed to.
 */
const STATES = /* @__PURE__ */ Object.freeze({
  AU: parseStates(
    'ACT:Australian Capital Territory|NSW:New South Wales|NT:Northern Territory|QLD:Queensland|' +
      'SA:South Australia|TAS:Tasmania|VIC:Victoria|WA:Western Australia',
  ),
  BR: parseStates(
    'AC:Acre|AL:Alagoas|AP:Amapá|AM:Amazonas|BA:Bahia|CE:Ceará|DF:Distrito Federal|' +
      'ES:Espírito Santo|GO:Goiás|MA:Maranhão|MT:Mato Grosso|MS:Mato Grosso do Sul|' +
      'MG:Minas Gerais|PA:Pará|PB:Paraíba|PR:Paraná|PE:Pernambuco|PI:Piauí|RJ:Rio de Janeiro|' +
      'RN:Rio Grande do Norte|RS:Rio Grande do Sul|RO:Rondônia|RR:Roraima|SC:Santa Catarina|' +
      'SP:São Paulo|SE:Sergipe|TO:Tocantins',
  ),
  CA: parseStates(
    'AB:Alberta|BC:British Columbia|MB:Manitoba|NB:New Brunswick|NL:Newfoundland and Labrador|' +
      'NT:Northwest Territories|NS:Nova Scotia|NU:Nunavut|ON:Ontario|PE:Prince Edward Island|' +
      'QC:Quebec|SK:Saskatchewan|YT:Yukon',
  ),
  US: parseStates(
    'AL:Alabama|AK:Alaska|AS:American Samoa|AZ:Arizona|AR:Arkansas|AA:Armed Forces Americas|' +
      'AE:Armed Forces Europe|AP:Armed Forces Pacific|CA:California|CO:Colorado|CT:Connecticut|' +
      'DE:Delaware|DC:District of Columbia|FL:Florida|GA:Georgia|GU:Guam|HI:Hawaii|ID:Idaho|' +
      'IL:Illinois|IN:Indiana|IA:Iowa|KS:Kansas|KY:Kentucky|LA:Louisiana|ME:Maine|MD:Maryland|' +
      'MA:Massachusetts|MI:Michigan|MN:Minnesota|MS:Mississippi|MO:Missouri|MT:Montana|' +
      'NE:Nebraska|NV:Nevada|NH:New Hampshire|NJ:New Jersey|NM:New Mexico|NY:New York|' +
      'NC:North Carolina|ND:North Dakota|MP:Northern Mariana Islands|OH:Ohio|OK:Oklahoma|' +
      'OR:Oregon|PA:Pennsylvania|PR:Puerto Rico|RI:Rhode Island|SC:South Carolina|' +
      'SD:South Dakota|TN:Tennessee|TX:Texas|UT:Utah|VT:Vermont|VI:U.S. Virgin Islands|VA:Virginia|' +
      'WA:Washington|WV:West Virginia|WI:Wisconsin|WY:Wyoming',
  ),
} as const);

/** The states of a country with a dataset (AU, BR, CA, US), else an empty list. */
export function stateDataset(country: string): readonly DatasetEntry[] {
  const code = country.toUpperCase();
  if (!hasStateDataset(code)) return [];
  return STATES[code as keyof typeof STATES] ?? [];
}
