import { describe, expect, it } from 'vitest';
import { activeHostPanel, hostPanelItems } from '../../src/shared/domain/host-panels';
import { navigationItems, type NavigationSettings } from '../../src/shared/domain/navigation';
import type { UserInfo } from '../../src/shared/schemas/user-info';
import { commissionHost, publicSettings, userInfo } from './user-info-fixture';

// AS §2.5: the host-panel menu lists the areas by the navigation's own rules.
const settings = (o: Partial<NavigationSettings> = {}): NavigationSettings => ({ ...publicSettings(), helpCenterUrl: 'https://help.example/', ...o });
const panels = (user: UserInfo, s = settings()) => hostPanelItems(navigationItems(user, s));

describe('host-panel menu items (AS §2.5)', () => {
  it('a subscription host: the areas of the navigation without the help link, then the account', () => {
    expect(panels(userInfo()).map((p) => p.id)).toEqual(['overview', 'inbox', 'calendar', 'statistics', 'properties', 'account']);
  });

  it('a commission host gets bookings with its badge, and no inbox', () => {
    const items = panels(commissionHost({ counts: { pendingBookings: 12, unreadMessages: 0, inquiries: 0, unansweredReviews: 0 } }));
    expect(items.map((p) => p.id)).toEqual(['overview', 'calendar', 'statistics', 'bookings', 'properties', 'account']);
    expect(items.find((p) => p.id === 'bookings')).toMatchObject({ path: '/bookings/upcoming', badge: '10+' });
  });

  it('a subscription host with inquiries gets them; settings hide overview and pick the statistics tab', () => {
    const host = userInfo({ inboxMode: 'Inquires', counts: { pendingBookings: 0, unreadMessages: 0, inquiries: 2, unansweredReviews: 0 } });
    const items = panels(host, settings({ overviewEnabled: false, earningsStatisticsEnabled: false }));
    expect(items.map((p) => p.id)).toEqual(['calendar', 'statistics', 'inquiries', 'properties', 'account']);
    expect(items.find((p) => p.id === 'statistics')?.path).toBe('/insights/performance');
  });

  it('knows the current panel, as the navigation does', () => {
    const items = panels(commissionHost());
    expect(activeHostPanel(items, '/booking-details/b1')).toBe('bookings');
    expect(activeHostPanel(items, '/account/billing')).toBe('account');
    expect(activeHostPanel(items, '/account')).toBe('account');
    expect(activeHostPanel(items, '/listing/single-unit/p/u/photos')).toBe('properties');
    expect(activeHostPanel(items, '/staff')).toBeUndefined();
  });
});
