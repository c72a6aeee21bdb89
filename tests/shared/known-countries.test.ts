import { describe, expect, it } from 'vitest';
import { isKnownCountry, knownCountryCodes } from '../../src/shared/schemas/account-money';

// The billing form's country list and the server's country check (account money tabs): real,
// current country codes only, each once.

describe('knownCountryCodes / isKnownCountry', () => {
  it('lists each country once, under its current code', () => {
    const names = new Intl.DisplayNames(['en'], { type: 'region' });
    const codes = knownCountryCodes();
    const byName = new Map<string, string[]>();
    for (const c of codes) byName.set(names.of(c)!, [...(byName.get(names.of(c)!) ?? []), c]);
    expect([...byName].filter(([, list]) => list.length > 1)).toEqual([]);
    expect(codes).toEqual(expect.arrayContaining(['DE', 'IT', 'FR', 'GB', 'BJ', 'BF', 'RS', 'CW']));
  });

  it('refuses retired codes, groupings and letters that name no region', () => {
    for (const retired of ['UK', 'DY', 'HV', 'YU', 'AN', 'SU', 'ZR']) expect(isKnownCountry(retired), retired).toBe(false);
    for (const grouping of ['EU', 'UN', 'ZZ']) expect(isKnownCountry(grouping), grouping).toBe(false);
    expect(isKnownCountry('QQ')).toBe(false);
    expect(isKnownCountry('de')).toBe(false);
  });
});
