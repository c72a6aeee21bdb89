// State and province codes of the countries whose postal addresses name one (spec hosting-core
// HC §3 countryStates). Codes, not names: the stored value is the code, and AS §5
// cuts a state or province to 3 characters, which every code here fits (AU's NSW is the longest).
// Names are translated: the key of a name is `state.<country>.<code>`.

// ISO 3166-2:US, the 50 states plus the District of Columbia.
const US = [
  'AL', 'AK', 'AZ', 'AR', 'CA', 'CO', 'CT', 'DE', 'DC', 'FL', 'GA', 'HI', 'ID', 'IL', 'IN', 'IA', 'KS',
  'KY', 'LA', 'ME', 'MD', 'MA', 'MI', 'MN', 'MS', 'MO', 'MT', 'NE', 'NV', 'NH', 'NJ', 'NM', 'NY', 'NC',
  'ND', 'OH', 'OK', 'OR', 'PA', 'RI', 'SC', 'SD', 'TN', 'TX', 'UT', 'VT', 'VA', 'WA', 'WV', 'WI', 'WY',
] as const;

// Canada Post's province and territory abbreviations.
const CA = ['AB', 'BC', 'MB', 'NB', 'NL', 'NS', 'NT', 'NU', 'ON', 'PE', 'QC', 'SK', 'YT'] as const;

// Australia Post's state and territory abbreviations.
const AU = ['ACT', 'NSW', 'NT', 'QLD', 'SA', 'TAS', 'VIC', 'WA'] as const;

// Italian provinces by their postal sigla (the two letters Poste Italiane expects after the city).
// The 107 provinces and metropolitan cities as of 2024; Sardinia's 2025 reorganisation adds sigle
// that should be added here once Poste Italiane publishes them.
const IT = [
  'AG', 'AL', 'AN', 'AO', 'AP', 'AQ', 'AR', 'AT', 'AV', 'BA', 'BG', 'BI', 'BL', 'BN', 'BO', 'BR', 'BS', 'BT',
  'BZ', 'CA', 'CB', 'CE', 'CH', 'CL', 'CN', 'CO', 'CR', 'CS', 'CT', 'CZ', 'EN', 'FC', 'FE', 'FG', 'FI', 'FM',
  'FR', 'GE', 'GO', 'GR', 'IM', 'IS', 'KR', 'LC', 'LE', 'LI', 'LO', 'LT', 'LU', 'MB', 'MC', 'ME', 'MI', 'MN',
  'MO', 'MS', 'MT', 'NA', 'NO', 'NU', 'OR', 'PA', 'PC', 'PD', 'PE', 'PG', 'PI', 'PN', 'PO', 'PR', 'PT', 'PU',
  'PV', 'PZ', 'RA', 'RC', 'RE', 'RG', 'RI', 'RM', 'RN', 'RO', 'SA', 'SI', 'SO', 'SP', 'SR', 'SS', 'SU', 'SV',
  'TA', 'TE', 'TN', 'TO', 'TP', 'TR', 'TS', 'TV', 'UD', 'VA', 'VB', 'VC', 'VE', 'VI', 'VR', 'VT', 'VV',
] as const;

export const COUNTRY_STATES: Readonly<Record<string, readonly string[]>> = { US, CA, AU, IT };

/** Longest state or province value the product stores (AS §5). */
export const STATE_OR_PROVINCE_MAX_LENGTH = 3;

export function stateNameKey(countryCode: string, stateCode: string): string {
  return `state.${countryCode}.${stateCode}`;
}
