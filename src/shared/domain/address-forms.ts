import { COUNTRY_STATES } from './country-states';

// The address form of each country the portal serves (HC §3 addressForm, HC §5
// "Address required flags"): which fields, in which order, which are required, what a postal code
// looks like. The browser renders the form from it and the server validates with the same rules
// (address-format.ts), so both sides agree on what a valid address is.

export type AddressFieldName = 'street' | 'houseNumberOrName' | 'postalCode' | 'city' | 'stateOrProvince';

/** What the field is called in that country (a translation key suffix: `address.field.<label>`). */
export type AddressFieldLabel =
  | 'street'
  | 'houseNumberOrName'
  | 'postalCode'
  | 'zipCode'
  | 'postcode'
  | 'eircode'
  | 'city'
  | 'state'
  | 'province';

export interface AddressFieldRule {
  name: AddressFieldName;
  label: AddressFieldLabel;
  required: boolean;
}

export interface PostalCodeRule {
  /** Anchored pattern, matched against the normalised value (trimmed, upper case, single spaces). */
  pattern: string;
  /** A real postal code of the country, shown as a placeholder. */
  example: string;
}

export interface AddressFormRule {
  /** Fields in display order; countryCode is chosen before the form and is not one of them. */
  fields: AddressFieldRule[];
  postalCode: PostalCodeRule;
}

/** HC §3/HC §5: these are required whatever the country says. */
export const ALWAYS_REQUIRED_ADDRESS_FIELDS = ['countryCode', 'city', 'street', 'houseNumberOrName'] as const;

export const ADDRESS_FIELD_MAX_LENGTH: Record<AddressFieldName, number> = {
  street: 120,
  houseNumberOrName: 60,
  postalCode: 16,
  city: 100,
  stateOrProvince: 3,
};

const street: AddressFieldRule = { name: 'street', label: 'street', required: true };
const house: AddressFieldRule = { name: 'houseNumberOrName', label: 'houseNumberOrName', required: true };
const city: AddressFieldRule = { name: 'city', label: 'city', required: true };
const postal = (label: AddressFieldLabel = 'postalCode', required = true): AddressFieldRule => ({ name: 'postalCode', label, required });
const state = (label: 'state' | 'province'): AddressFieldRule => ({ name: 'stateOrProvince', label, required: true });

// The three ways the served countries write an address.
// Continental Europe: "Hauptstraße 5, 10115 Berlin".
const streetThenNumber = (postalField = postal()) => [street, house, postalField, city];
// France and neighbours: "5 rue de Rivoli, 75001 Paris".
const numberThenStreet = (postalField = postal()) => [house, street, postalField, city];
// English-speaking countries: "10 Downing Street, London SW1A 2AA"; postal code (and state) last.
const englishOrder = (postalField: AddressFieldRule, stateField?: AddressFieldRule) =>
  stateField ? [house, street, city, stateField, postalField] : [house, street, city, postalField];

const digits = (n: number, example: string): PostalCodeRule => ({ pattern: `^\\d{${n}}$`, example });
const form = (fields: AddressFieldRule[], postalCode: PostalCodeRule): AddressFormRule => ({ fields, postalCode });

export const ADDRESS_FORMS: Readonly<Record<string, AddressFormRule>> = {
  // European Union
  AT: form(streetThenNumber(), digits(4, '1010')),
  BE: form(streetThenNumber(), digits(4, '1000')),
  BG: form(streetThenNumber(), digits(4, '1000')),
  HR: form(streetThenNumber(), digits(5, '10000')),
  CY: form(streetThenNumber(), digits(4, '1010')),
  CZ: form(streetThenNumber(), { pattern: '^\\d{3} ?\\d{2}$', example: '110 00' }),
  DK: form(streetThenNumber(), digits(4, '1050')),
  EE: form(streetThenNumber(), digits(5, '10111')),
  FI: form(streetThenNumber(), digits(5, '00100')),
  FR: form(numberThenStreet(), digits(5, '75001')),
  DE: form(streetThenNumber(), digits(5, '10115')),
  GR: form(streetThenNumber(), { pattern: '^\\d{3} ?\\d{2}$', example: '105 57' }),
  HU: form(streetThenNumber(), digits(4, '1051')),
  // Eircodes exist for every address but many hosts do not know theirs: optional.
  IE: form(englishOrder(postal('eircode', false)), { pattern: '^(?:[AC-FHKNPRTV-Y]\\d{2}|D6W) ?[0-9AC-FHKNPRTV-Y]{4}$', example: 'D02 X285' }),
  IT: form([...streetThenNumber(), state('province')], digits(5, '00184')),
  LV: form(streetThenNumber(), { pattern: '^(?:LV-)?\\d{4}$', example: 'LV-1050' }),
  LT: form(streetThenNumber(), { pattern: '^(?:LT-)?\\d{5}$', example: 'LT-01100' }),
  LU: form(numberThenStreet(), { pattern: '^(?:L-)?\\d{4}$', example: 'L-1111' }),
  MT: form(englishOrder(postal('postcode')), { pattern: '^[A-Z]{3} ?\\d{4}$', example: 'VLT 1117' }),
  NL: form(streetThenNumber(), { pattern: '^\\d{4} ?[A-Z]{2}$', example: '1012 JS' }),
  PL: form(streetThenNumber(), { pattern: '^\\d{2}-\\d{3}$', example: '00-950' }),
  PT: form(streetThenNumber(), { pattern: '^\\d{4}-\\d{3}$', example: '1100-148' }),
  RO: form(streetThenNumber(), digits(6, '010011')),
  SK: form(streetThenNumber(), { pattern: '^\\d{3} ?\\d{2}$', example: '811 01' }),
  SI: form(streetThenNumber(), { pattern: '^(?:SI-)?\\d{4}$', example: '1000' }),
  // Spanish codes start with the province number, 01 to 52.
  ES: form(streetThenNumber(), { pattern: '^(?:0[1-9]|[1-4]\\d|5[0-2])\\d{3}$', example: '28013' }),
  SE: form(streetThenNumber(), { pattern: '^\\d{3} ?\\d{2}$', example: '111 52' }),
  // Rest of Europe
  CH: form(streetThenNumber(), digits(4, '8001')),
  // Liechtenstein shares the Swiss system, within 9485 to 9498.
  LI: form(streetThenNumber(), { pattern: '^94(?:8[5-9]|9[0-8])$', example: '9490' }),
  NO: form(streetThenNumber(), digits(4, '0150')),
  IS: form(streetThenNumber(), digits(3, '101')),
  GB: form(englishOrder(postal('postcode')), { pattern: '^(?:GIR ?0AA|[A-Z]{1,2}\\d[A-Z\\d]? ?\\d[A-Z]{2})$', example: 'SW1A 2AA' }),
  AD: form(streetThenNumber(), { pattern: '^AD\\d{3}$', example: 'AD500' }),
  MC: form(numberThenStreet(), { pattern: '^980\\d{2}$', example: '98000' }),
  SM: form(streetThenNumber(), { pattern: '^4789\\d$', example: '47890' }),
  ME: form(streetThenNumber(), digits(5, '81000')),
  // Albanian postal codes are rarely used in practice.
  AL: form(streetThenNumber(postal('postalCode', false)), digits(4, '1001')),
  BA: form(streetThenNumber(), digits(5, '71000')),
  RS: form(streetThenNumber(), digits(5, '11000')),
  MK: form(streetThenNumber(), digits(4, '1000')),
  TR: form(streetThenNumber(), digits(5, '34000')),
  MA: form(streetThenNumber(), digits(5, '10000')),
  // Overseas markets
  US: form(englishOrder(postal('zipCode'), state('state')), { pattern: '^\\d{5}(?:-\\d{4})?$', example: '10001' }),
  CA: form(englishOrder(postal('postalCode'), state('province')), { pattern: '^[ABCEGHJ-NPRSTVXY]\\d[ABCEGHJ-NPRSTV-Z] ?\\d[ABCEGHJ-NPRSTV-Z]\\d$', example: 'K1A 0B1' }),
  AU: form(englishOrder(postal('postcode'), state('state')), digits(4, '2000')),
  NZ: form(englishOrder(postal('postcode')), digits(4, '6011')),
};

export function addressFormOf(countryCode: string): AddressFormRule | undefined {
  return Object.hasOwn(ADDRESS_FORMS, countryCode) ? ADDRESS_FORMS[countryCode] : undefined;
}

/** The state codes a country's form offers, or undefined when its addresses name no state. */
export function stateCodesOf(countryCode: string): readonly string[] | undefined {
  return Object.hasOwn(COUNTRY_STATES, countryCode) ? COUNTRY_STATES[countryCode] : undefined;
}
