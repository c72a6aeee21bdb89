// IBAN check (ISO 13616): country code, per-country length and the mod-97 check digits. Shared so
// the browser checks while the host types and the server refuses the same IBANs (account-and-shell
// AS §7 saveBankAccounts; the spec shows no rule, this is the standard's).

/** Length of an IBAN per country (SWIFT IBAN registry). A country not listed has no IBAN. */
export const IBAN_LENGTHS: Readonly<Record<string, number>> = {
  AD: 24, AE: 23, AL: 28, AT: 20, AZ: 28, BA: 20, BE: 16, BG: 22, BH: 22, BR: 29, BY: 28, CH: 21, CR: 22, CY: 28,
  CZ: 24, DE: 22, DK: 18, DO: 28, EE: 20, EG: 29, ES: 24, FI: 18, FO: 18, FR: 27, GB: 22, GE: 22, GI: 23, GL: 18,
  GR: 27, GT: 28, HR: 21, HU: 28, IE: 22, IL: 23, IQ: 23, IS: 26, IT: 27, JO: 30, KW: 30, KZ: 20, LB: 28, LC: 32,
  LI: 21, LT: 20, LU: 20, LV: 21, MC: 27, MD: 24, ME: 22, MK: 19, MR: 27, MT: 31, MU: 30, NL: 18, NO: 15, PK: 24,
  PL: 28, PS: 29, PT: 25, QA: 29, RO: 24, RS: 22, SA: 24, SC: 31, SE: 24, SI: 19, SK: 24, SM: 27, ST: 25, SV: 28,
  TL: 23, TN: 24, TR: 26, UA: 29, VA: 22, VG: 24, XK: 20,
};

/** Spaces removed, upper-case: the form an IBAN is stored and compared in. */
export const normaliseIban = (input: string) => input.replace(/[\s-]+/g, '').toUpperCase();

/** Groups of four, as printed on bank statements. */
export const formatIban = (input: string) => normaliseIban(input).replace(/(.{4})(?=.)/g, '$1 ');

export type IbanProblem = 'format' | 'country' | 'length' | 'checksum';

/** The remainder of the number (letters as 10..35) modulo 97, computed piecewise so no BigInt is needed. */
function mod97(iban: string): number {
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  let remainder = 0;
  for (const ch of rearranged) {
    const value = ch >= 'A' ? ch.charCodeAt(0) - 55 : ch.charCodeAt(0) - 48;
    remainder = value >= 10 ? (remainder * 100 + value) % 97 : (remainder * 10 + value) % 97;
  }
  return remainder;
}

/** Why an IBAN is not valid, or null when it is. */
export function ibanProblem(input: string): IbanProblem | null {
  const iban = normaliseIban(input);
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{1,30}$/.test(iban)) return 'format';
  const expected = IBAN_LENGTHS[iban.slice(0, 2)];
  if (expected === undefined) return 'country';
  if (iban.length !== expected) return 'length';
  return mod97(iban) === 1 ? null : 'checksum';
}

export const isValidIban = (input: string) => ibanProblem(input) === null;

/** Reasons in English for the API's invalidParams; the browser shows its own translated text per problem. */
export const IBAN_PROBLEM_REASONS: Record<IbanProblem, string> = {
  format: 'must be two letters, two check digits and up to 30 letters or digits',
  country: 'names a country that has no IBAN',
  length: 'has the wrong length for its country',
  checksum: 'has a wrong check digit (mod-97 check failed)',
};

/** A BIC (ISO 9362): 4 letters bank, 2 letters country, 2 location, optional 3 branch. */
export const BIC_PATTERN = /^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}([A-Z0-9]{3})?$/;
