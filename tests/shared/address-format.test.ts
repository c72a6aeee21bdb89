import { describe, expect, it } from 'vitest';
import { ADDRESS_FORMS, ALWAYS_REQUIRED_ADDRESS_FIELDS, stateCodesOf } from '../../src/shared/domain/address-forms';
import { COUNTRY_STATES, STATE_OR_PROVINCE_MAX_LENGTH } from '../../src/shared/domain/country-states';
import { normalisePostalCode, normaliseStateOrProvince, validateAddress } from '../../src/shared/domain/address-format';

const countries = Object.entries(ADDRESS_FORMS);

describe('address forms', () => {
  it.each(countries)('%s: the postal code pattern compiles, is anchored and accepts its own example', (_code, form) => {
    const pattern = new RegExp(form.postalCode.pattern);
    expect(form.postalCode.pattern.startsWith('^') && form.postalCode.pattern.endsWith('$')).toBe(true);
    expect(pattern.test(normalisePostalCode(form.postalCode.example))).toBe(true);
    expect(pattern.test('')).toBe(false);
  });

  it.each(countries)('%s: the always-required fields exist and are required; no field twice', (code, form) => {
    for (const name of ALWAYS_REQUIRED_ADDRESS_FIELDS.filter((n) => n !== 'countryCode')) {
      expect(form.fields.find((f) => f.name === name)?.required, `${code} ${name}`).toBe(true);
    }
    const names = form.fields.map((f) => f.name);
    expect(new Set(names).size).toBe(names.length);
    expect(names).toContain('postalCode');
  });

  it.each(countries)('%s: a state field exactly when the country has a state list', (code, form) => {
    const stateField = form.fields.find((f) => f.name === 'stateOrProvince');
    expect(Boolean(stateField)).toBe(Boolean(stateCodesOf(code)));
    if (stateField) expect(stateField.required).toBe(true);
  });

  it('state codes are unique, upper case and fit the 3 characters a state is cut to', () => {
    for (const [country, codes] of Object.entries(COUNTRY_STATES)) {
      expect(new Set(codes).size, country).toBe(codes.length);
      for (const c of codes) {
        expect(c).toMatch(/^[A-Z]{2,3}$/);
        expect(c.length).toBeLessThanOrEqual(STATE_OR_PROVINCE_MAX_LENGTH);
      }
    }
  });

  it('state lists are not mistaken for inherited object keys', () => {
    expect(stateCodesOf('constructor')).toBeUndefined();
    expect(validateAddress('toString', { city: 'x', street: 'y', houseNumberOrName: '1' })).toEqual({
      valid: false,
      issues: [{ name: 'countryCode', reason: 'unknownCountry' }],
    });
  });
});

describe('validateAddress', () => {
  it('accepts a German address and normalises it', () => {
    expect(validateAddress('de', { city: ' Berlin ', street: 'Unter den  Linden', houseNumberOrName: '77', postalCode: '10117', stateOrProvince: 'Berlin' })).toEqual({
      valid: true,
      // Germany's form has no state: an autocomplete's state is dropped, not stored.
      address: { countryCode: 'DE', city: 'Berlin', street: 'Unter den Linden', houseNumberOrName: '77', postalCode: '10117', stateOrProvince: null },
    });
  });

  it('names every missing field at once', () => {
    const verdict = validateAddress('IT', { city: '', street: '  ', postalCode: '' });
    expect(verdict.valid).toBe(false);
    if (verdict.valid) return;
    expect(verdict.issues).toEqual([
      { name: 'street', reason: 'required' },
      { name: 'houseNumberOrName', reason: 'required' },
      { name: 'city', reason: 'required' },
      { name: 'postalCode', reason: 'required' },
      { name: 'stateOrProvince', reason: 'required' },
    ]);
  });

  it('needs a known country', () => {
    expect(validateAddress('', {})).toEqual({ valid: false, issues: [{ name: 'countryCode', reason: 'required' }] });
    expect(validateAddress('XX', {})).toEqual({ valid: false, issues: [{ name: 'countryCode', reason: 'unknownCountry' }] });
  });

  it('checks the postal code against the country pattern, in its written form', () => {
    const base = { city: 'London', street: 'Downing Street', houseNumberOrName: '10' };
    const ok = validateAddress('GB', { ...base, postalCode: 'sw1a 2aa' });
    expect(ok.valid && ok.address.postalCode).toBe('SW1A 2AA');
    expect(validateAddress('GB', { ...base, postalCode: '12345' })).toEqual({ valid: false, issues: [{ name: 'postalCode', reason: 'postalCodeFormat' }] });
    expect(validateAddress('NL', { city: 'Amsterdam', street: 'Damrak', houseNumberOrName: '1', postalCode: '1012js' }).valid).toBe(true);
    expect(validateAddress('PL', { city: 'Warszawa', street: 'Marszałkowska', houseNumberOrName: '1', postalCode: '00950' }).valid).toBe(false);
  });

  it('lets a country make the postal code optional (Ireland) and keeps it required elsewhere', () => {
    const base = { city: 'Dublin', street: 'Grafton Street', houseNumberOrName: '5' };
    expect(validateAddress('IE', base)).toMatchObject({ valid: true, address: { postalCode: null } });
    expect(validateAddress('FR', { ...base, city: 'Paris' })).toEqual({ valid: false, issues: [{ name: 'postalCode', reason: 'required' }] });
  });

  it('takes states from the list, cut to 3 characters and upper case', () => {
    const base = { city: 'Sydney', street: 'George Street', houseNumberOrName: '200', postalCode: '2000' };
    expect(validateAddress('AU', { ...base, stateOrProvince: 'nsw' })).toMatchObject({ valid: true, address: { stateOrProvince: 'NSW' } });
    expect(validateAddress('AU', { ...base, stateOrProvince: 'New South Wales' })).toEqual({
      valid: false,
      issues: [{ name: 'stateOrProvince', reason: 'unknownState' }],
    });
    expect(validateAddress('US', { city: 'Austin', street: 'Congress Ave', houseNumberOrName: '1100', postalCode: '78701-1234', stateOrProvince: 'TX' }).valid).toBe(true);
    expect(normaliseStateOrProvince(' Texas ')).toBe('TEX');
  });

  it('refuses over-long values rather than cutting them', () => {
    const verdict = validateAddress('AT', { city: 'Wien', street: 'x'.repeat(121), houseNumberOrName: '1', postalCode: '1010' });
    expect(verdict).toEqual({ valid: false, issues: [{ name: 'street', reason: 'tooLong' }] });
  });
});
