import { describe, expect, it } from 'vitest';
import { isListedToForm, isListedToWire, isProviderUrl, isVerifiedStatus, statusAfterDeclaration, URL_PATTERN, verificationFlipped } from '../../src/shared/domain/calendar-verification';
import { unitPromotions } from '../../src/shared/domain/promotions';

describe('URL field (HC §5)', () => {
  it.each([
    ['example.com', true],
    ['https://www.example.com:8443/a/b?x=1#top', true],
    ['http://192.168.1.10/path', true],
    ['ftp://example.com', false],
    ['not a url', false],
    ['https://', false],
  ])('%s -> %s', (url, ok) => expect(URL_PATTERN.test(url)).toBe(ok));
});

describe('listing verification', () => {
  it('accepts only addresses on the platform (subdomains included)', () => {
    expect(isProviderUrl('airbnb', 'https://www.airbnb.de/rooms/1')).toBe(true);
    expect(isProviderUrl('booking', 'booking.com/hotel/it/x.html')).toBe(true);
    expect(isProviderUrl('booking', 'https://booking.com.evil.example/x')).toBe(false);
    expect(isProviderUrl('vrbo', 'https://www.airbnb.com/rooms/1')).toBe(false);
  });

  it('a declaration never verifies by itself; a completed check survives the same answer', () => {
    expect(statusAfterDeclaration('not_started', 'yes', false)).toBe('submitted');
    expect(statusAfterDeclaration('verified', 'yes', true)).toBe('verified');
    expect(statusAfterDeclaration('verified', 'yes', false)).toBe('submitted');
    expect(statusAfterDeclaration('validated', 'no', true)).toBe('not_listed');
  });

  it('isListed: yes/no/null on the wire, boolean in forms', () => {
    expect([isListedToForm('yes'), isListedToForm('no'), isListedToForm(null)]).toEqual([true, false, null]);
    expect([isListedToWire(true), isListedToWire(false), isListedToWire(null)]).toEqual(['yes', 'no', null]);
  });
});

describe('promotions', () => {
  it('every type is listed, inactive unless stored active', () => {
    expect(unitPromotions({ early_booker: 'ACTIVE', last_minute: 'bogus' }).map((p) => `${p.type}:${p.status}`)).toEqual([
      'new_listing:INACTIVE',
      'early_booker:ACTIVE',
      'last_minute:INACTIVE',
    ]);
  });
});

describe('verificationFlipped (HC §4: a flip refreshes the plans)', () => {
  it.each([
    ['submitted', 'verified', true],
    ['not_started', 'validated', true],
    ['validated', 'not_listed', true],
    ['verified', 'submitted', true],
    ['verified', 'validated', false],
    ['submitted', 'not_listed', false],
    ['verified', 'verified', false],
  ] as const)('%s to %s: %s', (before, after, flipped) => {
    expect(verificationFlipped(before, after)).toBe(flipped);
    expect(isVerifiedStatus(after)).toBe(after === 'verified' || after === 'validated');
  });
});
