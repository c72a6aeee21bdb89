// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { mobileBack } from '../../src/client/shell/mobile-back';
import { userInfo } from '../shared/user-info-fixture';
import { renderApp } from './support/render-app';
import { fakeUserApi } from './support/fake-user-api';

fakeUserApi();

afterEach(() => cleanup());

// AS §2.5 "Mobile and flow header": the back arrow of subscription details.
describe('mobile back to the subscription main page (AS §2.5)', () => {
  it.each([
    ['/properties/p1/units/u1/manage-subscription', { kind: 'link', to: '/properties/p1/units/u1/subscription-and-boosters' }],
    ['/properties/p1/units/u1/manage-subscription/', { kind: 'link', to: '/properties/p1/units/u1/subscription-and-boosters' }],
    ['/properties/p-9/units/u-2/boosters', { kind: 'link', to: '/properties/p-9/units/u-2/subscription-and-boosters' }],
  ])('subscription details %s go back to subscription main', (path, expected) => expect(mobileBack(path)).toEqual(expected));

  it.each([
    // The main page itself and the other unit pages have no back arrow.
    '/properties/p1/units/u1/subscription-and-boosters',
    '/properties/p1/units/u1/photos',
    '/properties/p1/units/u1',
    '/properties/p1/manage-subscription',
  ])('%s has none', (path) => expect(mobileBack(path)).toBeNull());

  it('keeps the booking arrows and the flow back text', () => {
    expect(mobileBack('/booking-details/b1')).toEqual({ kind: 'link', to: '/bookings/all' });
    expect(mobileBack('/booking-request-details/r1')).toEqual({ kind: 'link', to: '/bookings/requests' });
    expect(mobileBack('/verification/identity')).toEqual({ kind: 'history' });
  });

  it('the top bar of the manage-subscription page links back to subscription and boosters', async () => {
    await renderApp({ user: userInfo(), path: '/properties/p1/units/u1/manage-subscription' });
    expect(await screen.findByRole('link', { name: 'Back' })).toHaveProperty('pathname', '/properties/p1/units/u1/subscription-and-boosters');
  });
});
