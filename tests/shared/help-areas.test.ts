import { describe, expect, it } from 'vitest';
import { HELP_AREAS, helpAreaOf, isHelpArea } from '../../src/shared/domain/help-areas';

// The help dropdown's area of a pathname (AS §2.9): one rule for browser and server.
describe('helpAreaOf', () => {
  it.each([
    ['/calendar', 'calendar'],
    ['/calendar/0190a0b1-0000-7000-8000-000000000001', 'calendar'],
    ['/bookings/requests', 'bookings'],
    ['/booking-details/42', 'bookings'],
    ['/booking-request-details/42', 'bookings'],
    ['/booking-request-confirmation/42', 'bookings'],
    ['/inquiries/7', 'inquiries'],
    ['/properties/p1/units/u1/prices', 'properties'],
    ['/listing/p1/u1/photos', 'listing'],
    ['/insights/reviews/u1', 'insights'],
    ['/messages/archived', 'messages'],
    ['/account/localization', 'account'],
    ['/verification/success', 'verification'],
    ['/', 'home'],
    ['/home', 'home'],
    ['/staff', 'home'],
    ['/checklist/a/b', 'home'],
  ] as const)('%s -> %s', (path, area) => {
    expect(helpAreaOf(path)).toBe(area);
  });

  it('ignores query, hash, case and repeated slashes', () => {
    expect(helpAreaOf('/Calendar/?unit=1')).toBe('calendar');
    expect(helpAreaOf('//insights#top')).toBe('insights');
    expect(helpAreaOf('')).toBe('home');
  });

  it('answers only known areas, and knows each area', () => {
    for (const area of HELP_AREAS) expect(isHelpArea(area)).toBe(true);
    expect(isHelpArea('billing')).toBe(false);
    expect(new Set(HELP_AREAS).size).toBe(10);
  });
});
