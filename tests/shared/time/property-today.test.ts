import { describe, expect, it } from 'vitest';
import { isValidTimeZone, timeZoneChoices, timeZoneOfAddress, todayIn } from '../../../src/shared/domain/time/property-today';

describe('todayIn', () => {
  // 2026-11-29 09:30 UTC: 23:30 on the 28th in Honolulu (UTC−10), 20:30 on the 29th in Sydney (UTC+11, summer time).
  const morningUtc = new Date('2026-11-29T09:30:00Z');
  it('answers the day of the zone, not of UTC', () => {
    expect(todayIn('UTC', morningUtc)).toBe('2026-11-29');
    expect(todayIn('Pacific/Honolulu', morningUtc)).toBe('2026-11-28');
    expect(todayIn('Australia/Sydney', morningUtc)).toBe('2026-11-29');
  });
  it('turns the day at local midnight in Honolulu (UTC−10)', () => {
    expect(todayIn('Pacific/Honolulu', new Date('2026-11-29T09:59:59Z'))).toBe('2026-11-28');
    expect(todayIn('Pacific/Honolulu', new Date('2026-11-29T10:00:00Z'))).toBe('2026-11-29');
  });
  it('turns the day at local midnight in Sydney (UTC+11 in November)', () => {
    expect(todayIn('Australia/Sydney', new Date('2026-11-28T12:59:59Z'))).toBe('2026-11-28');
    expect(todayIn('Australia/Sydney', new Date('2026-11-28T13:00:00Z'))).toBe('2026-11-29');
    // In June Sydney is UTC+10: midnight is 14:00 UTC.
    expect(todayIn('Australia/Sydney', new Date('2026-06-14T13:30:00Z'))).toBe('2026-06-14');
    expect(todayIn('Australia/Sydney', new Date('2026-06-14T14:00:00Z'))).toBe('2026-06-15');
  });
  it('the zones furthest ahead and behind, and the night summer time starts', () => {
    // Kiritimati is UTC+14, Pago Pago UTC−11: at 10:30 UTC they are two days apart.
    const at = new Date('2026-11-29T10:30:00Z');
    expect(todayIn('Pacific/Kiritimati', at)).toBe('2026-11-30');
    expect(todayIn('Pacific/Pago_Pago', at)).toBe('2026-11-28');
    // Berlin moves from UTC+1 to UTC+2 at 01:00 UTC on 29 March 2026: midnight stays at 23:00 UTC the day before.
    expect(todayIn('Europe/Berlin', new Date('2026-03-28T22:59:59Z'))).toBe('2026-03-28');
    expect(todayIn('Europe/Berlin', new Date('2026-03-28T23:00:00Z'))).toBe('2026-03-29');
    expect(todayIn('Europe/Berlin', new Date('2026-03-29T21:59:59Z'))).toBe('2026-03-29');
    expect(todayIn('Europe/Berlin', new Date('2026-03-29T22:00:00Z'))).toBe('2026-03-30');
  });
  it('writes the year with four digits, the month and day with two', () => {
    expect(todayIn('UTC', new Date('0999-01-05T12:00:00Z'))).toBe('0999-01-05');
  });
  it('counts an unknown zone as UTC', () => {
    expect(todayIn('Mars/Olympus', morningUtc)).toBe('2026-11-29');
  });
});

describe('isValidTimeZone', () => {
  it('accepts IANA names and refuses offsets, blanks and inventions', () => {
    for (const z of ['UTC', 'Europe/Rome', 'Pacific/Honolulu', 'America/Indiana/Indianapolis', 'America/Port-au-Prince']) expect(isValidTimeZone(z), z).toBe(true);
    for (const z of ['', ' ', 'Mars/Olympus', '+02:00', 'UTC+2', 'GMT-10', 'Europe/Rome; drop', 42, null]) expect(isValidTimeZone(z), String(z)).toBe(false);
  });
  it('offers the runtime zones for a picker, keeping the current one', () => {
    const choices = timeZoneChoices('Europe/Rome');
    expect(choices).toContain('Europe/Rome');
    expect(choices).toContain('UTC');
    expect(choices.every(isValidTimeZone)).toBe(true);
  });
});

describe('timeZoneOfAddress', () => {
  it('single-zone countries by their code', () => {
    expect(timeZoneOfAddress({ countryCode: 'IT', stateOrProvince: 'RM' })).toBe('Europe/Rome');
    expect(timeZoneOfAddress({ countryCode: 'de' })).toBe('Europe/Berlin');
    expect(timeZoneOfAddress({ countryCode: 'GB' })).toBe('Europe/London');
  });
  it('multi-zone countries by state, refined by the pin', () => {
    expect(timeZoneOfAddress({ countryCode: 'US', stateOrProvince: 'HI' })).toBe('Pacific/Honolulu');
    expect(timeZoneOfAddress({ countryCode: 'AU', stateOrProvince: 'NSW', latitude: -33.87, longitude: 151.21 })).toBe('Australia/Sydney');
    expect(timeZoneOfAddress({ countryCode: 'AU', stateOrProvince: 'NSW', latitude: -31.95, longitude: 141.47 })).toBe('Australia/Broken_Hill');
    expect(timeZoneOfAddress({ countryCode: 'US', stateOrProvince: 'FL', latitude: 30.42, longitude: -87.22 })).toBe('America/Chicago'); // Pensacola
    expect(timeZoneOfAddress({ countryCode: 'US', stateOrProvince: 'FL', latitude: 25.76, longitude: -80.19 })).toBe('America/New_York'); // Miami
    expect(timeZoneOfAddress({ countryCode: 'US', stateOrProvince: 'TX', latitude: 31.76, longitude: -106.49 })).toBe('America/Denver'); // El Paso
    expect(timeZoneOfAddress({ countryCode: 'CA', stateOrProvince: 'BC' })).toBe('America/Vancouver');
  });
  it('without a state, by the pin; without either, the most populous zone', () => {
    expect(timeZoneOfAddress({ countryCode: 'US', latitude: 21.3, longitude: -157.85 })).toBe('Pacific/Honolulu');
    expect(timeZoneOfAddress({ countryCode: 'US', latitude: 34.05, longitude: -118.24 })).toBe('America/Los_Angeles');
    expect(timeZoneOfAddress({ countryCode: 'AU', latitude: -31.95, longitude: 115.86 })).toBe('Australia/Perth');
    expect(timeZoneOfAddress({ countryCode: 'AU', latitude: -37.81, longitude: 144.96 })).toBe('Australia/Melbourne');
    expect(timeZoneOfAddress({ countryCode: 'US' })).toBe('America/New_York');
  });
  it('island groups by the pin', () => {
    expect(timeZoneOfAddress({ countryCode: 'ES', latitude: 28.12, longitude: -15.43 })).toBe('Atlantic/Canary');
    expect(timeZoneOfAddress({ countryCode: 'ES', latitude: 40.42, longitude: -3.7 })).toBe('Europe/Madrid');
    expect(timeZoneOfAddress({ countryCode: 'PT', latitude: 37.74, longitude: -25.67 })).toBe('Atlantic/Azores');
    expect(timeZoneOfAddress({ countryCode: 'PT', latitude: 32.65, longitude: -16.91 })).toBe('Atlantic/Madeira');
    expect(timeZoneOfAddress({ countryCode: 'NZ', latitude: -43.95, longitude: -176.56 })).toBe('Pacific/Chatham');
  });
  it('UTC when the country is missing or unknown', () => {
    expect(timeZoneOfAddress(null)).toBe('UTC');
    expect(timeZoneOfAddress({})).toBe('UTC');
    expect(timeZoneOfAddress({ countryCode: 'XX' })).toBe('UTC');
  });
  it('every zone the table can answer is one the runtime knows', async () => {
    const { ADDRESS_FORMS } = await import('../../../src/shared/domain/address-forms');
    const { COUNTRY_STATES } = await import('../../../src/shared/domain/country-states');
    const pins = [null, -180, -170, -160, -120, -105, -100, -87, -86, -85.2, -80, -60, -50, -20, -15, 0, 116, 135, 141.5, 145, 151, 159, 175].flatMap((lon) =>
      [-45, -37, -33, -25, 0, 21, 28, 32, 40, 47, 55, 60].map((lat) => ({ lat, lon })),
    );
    const zones = new Set<string>();
    for (const countryCode of Object.keys(ADDRESS_FORMS))
      for (const stateOrProvince of [undefined, ...(COUNTRY_STATES[countryCode] ?? [])])
        for (const p of pins) zones.add(timeZoneOfAddress({ countryCode, stateOrProvince, latitude: p.lat, longitude: p.lon }));
    expect([...zones].filter((z) => !isValidTimeZone(z))).toEqual([]);
    expect(zones.size).toBeGreaterThan(60);
  });
});
