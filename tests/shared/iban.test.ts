import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatIban, IBAN_LENGTHS, ibanProblem, isValidIban, normaliseIban } from '../../src/shared/domain/iban';

// Published example IBANs (ECBS / national banks' documentation).
const VALID = ['DE89370400440532013000', 'GB82WEST12345698765432', 'FR1420041010050500013M02606', 'IT60X0542811101000000123456', 'AT611904300234573201', 'CH9300762011623852957', 'NL91ABNA0417164300', 'NO9386011117947', 'BE68539007547034'];

/** A valid IBAN for any country and body: the check digits computed as the standard says. */
const checkDigits = (country: string, bban: string) => {
  const digits = (bban + country + '00').replace(/[A-Z]/g, (c) => String(c.charCodeAt(0) - 55));
  const mod = digits.split('').reduce((r, d) => (r * 10 + Number(d)) % 97, 0);
  return String(98 - mod).padStart(2, '0');
};
const arbitraryIban = fc
  .constantFrom(...Object.entries(IBAN_LENGTHS))
  .chain(([country, length]) => fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: length - 4, maxLength: length - 4 }).map((bban) => `${country}${checkDigits(country, bban)}${bban}`));

describe('IBAN', () => {
  it('accepts published examples, with spaces and in lower case', () => {
    for (const iban of VALID) expect(isValidIban(iban)).toBe(true);
    expect(isValidIban('de89 3704 0044 0532 0130 00')).toBe(true);
    expect(formatIban('de89370400440532013000')).toBe('DE89 3704 0044 0532 0130 00');
    expect(normaliseIban(' de89-3704 ')).toBe('DE893704');
  });

  it('names the problem: format, unknown country, length, checksum', () => {
    expect(ibanProblem('12345')).toBe('format');
    expect(ibanProblem('ZZ89370400440532013000')).toBe('country');
    expect(ibanProblem('DE8937040044053201300')).toBe('length');
    expect(ibanProblem('DE88370400440532013000')).toBe('checksum');
  });

  it('property: every generated valid IBAN passes', () => {
    fc.assert(fc.property(arbitraryIban, (iban) => isValidIban(iban)));
  });

  it('property: a valid IBAN with one digit changed fails (mod 97 catches every single-digit error)', () => {
    fc.assert(
      fc.property(arbitraryIban, fc.nat(), fc.integer({ min: 1, max: 9 }), (iban, at, delta) => {
        const positions = [...iban].map((c, i) => (i >= 2 && /\d/.test(c) ? i : -1)).filter((i) => i >= 0);
        const i = positions[at % positions.length];
        const changed = iban.slice(0, i) + String((Number(iban[i]) + delta) % 10) + iban.slice(i + 1);
        expect(isValidIban(changed)).toBe(false);
      }),
    );
  });
});
