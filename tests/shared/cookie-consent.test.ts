import { describe, expect, it } from 'vitest';
import {
  ACCEPT_ALL,
  CONSENT_CATEGORIES,
  CONSENT_STORAGE_KEY,
  CONSENT_VERSION,
  consentRecord,
  mayUse,
  parseConsent,
  REJECT_OPTIONAL,
  serializeConsent,
} from '../../src/shared/domain/cookie-consent';
import { COOKIE_SETTINGS } from '../../src/server/config/cookies';

describe('cookie consent record', () => {
  const at = new Date('2026-05-04T09:00:00.000Z');

  it('round-trips through storage text', () => {
    const record = consentRecord({ preferences: true, statistics: false }, at);
    expect(record).toEqual({ version: CONSENT_VERSION, choices: { preferences: true, statistics: false }, decidedAt: '2026-05-04T09:00:00.000Z' });
    expect(parseConsent(serializeConsent(record))).toEqual(record);
  });

  it('treats missing, broken, foreign-shaped and other-version records as no decision', () => {
    expect(parseConsent(null)).toBeNull();
    expect(parseConsent('')).toBeNull();
    expect(parseConsent('{not json')).toBeNull();
    expect(parseConsent(JSON.stringify({ version: CONSENT_VERSION, choices: { statistics: true }, decidedAt: at.toISOString() }))).toBeNull();
    expect(parseConsent(JSON.stringify({ version: CONSENT_VERSION, choices: ACCEPT_ALL, decidedAt: 'yesterday' }))).toBeNull();
    expect(parseConsent(JSON.stringify({ ...consentRecord(ACCEPT_ALL, at), version: CONSENT_VERSION + 1 }))).toBeNull();
  });

  it('allows necessary always, anything else only after an explicit yes', () => {
    expect(mayUse('necessary', null)).toBe(true);
    expect(mayUse('statistics', null)).toBe(false);
    expect(mayUse('preferences', null)).toBe(false);
    const rejected = consentRecord(REJECT_OPTIONAL, at);
    expect(mayUse('necessary', rejected)).toBe(true);
    expect(mayUse('statistics', rejected)).toBe(false);
    const statisticsOnly = consentRecord({ preferences: false, statistics: true }, at);
    expect(mayUse('statistics', statisticsOnly)).toBe(true);
    expect(mayUse('preferences', statisticsOnly)).toBe(false);
  });

  it('matches the server list: the record is listed as necessary under its key, every category is known', () => {
    expect(COOKIE_SETTINGS.find((c) => c.name === CONSENT_STORAGE_KEY)?.category).toBe('necessary');
    for (const setting of COOKIE_SETTINGS) expect(CONSENT_CATEGORIES).toContain(setting.category);
  });
});
