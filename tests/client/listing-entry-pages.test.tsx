// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { setupUser } from '../support/user-event';
import { commissionHost, userInfo } from '../shared/user-info-fixture';
import { renderApp } from './support/render-app';
import { scopeTexts, testProperty, testUnit } from './support/step-form';
import { fakeListingServer } from './property-management/fake-listing-server';
import { listingSteps } from '../../src/shared/domain/listing-steps';


// The listing entry pages (HC §2 "Listing flow (entry)") in the real route table,
// against a fetch-stubbed API.

const en = scopeTexts(['app', 'listing']);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('/listing/check-eligibility', () => {
  it('a host without properties is welcomed on /listing/first-property, which leads to adding one', async () => {
    fakeListingServer({ properties: [], units: [] });
    const u = setupUser();
    const { router, missing } = await renderApp({ user: userInfo(), path: '/listing' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/listing/first-property'));
    expect(await screen.findByRole('heading', { level: 1, name: en['listing.entry.first.title'] })).toBeTruthy();
    await u.click(screen.getByRole('link', { name: en['listing.entry.first.start'] }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/listing/add-property'));
    expect(missing).toEqual([]);
  });

  it('a host with properties goes straight to adding one', async () => {
    fakeListingServer();
    const { router } = await renderApp({ user: userInfo(), path: '/listing/check-eligibility' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/listing/add-property'));
  });

  it('a host the server refuses goes to /listing/onboarding-not-eligible, which names the reason and leads home', async () => {
    const server = fakeListingServer({ eligible: false });
    const { router, missing } = await renderApp({ user: userInfo({ status: 'expired' }), path: '/listing/check-eligibility' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/listing/onboarding-not-eligible'));
    expect(await screen.findByRole('heading', { name: en['listing.notEligible.title'] })).toBeTruthy();
    expect(await screen.findByText(en['listing.entry.reason.accountExpired']!)).toBeTruthy();
    expect(screen.getByRole('link', { name: en['page.unitNotFound.home'] }).getAttribute('href')).toBe('/');
    // Nothing else was asked: a refused host is not shown their properties here.
    expect(server.callsTo('GET', '/api/app/properties')).toHaveLength(0);
    expect(missing).toEqual([]);
  });

  it('a failed check offers to try again', async () => {
    const server = fakeListingServer();
    // 403: not one the client repeats by itself (it retries 5xx), so the page's own retry is what helps.
    server.once('GET /api/app/listing-eligibility', () => server.problem(403));
    const u = setupUser();
    const { router } = await renderApp({ user: userInfo(), path: '/listing/check-eligibility' });
    await u.click(await screen.findByRole('button', { name: en['listing.action.retry'] }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/listing/add-property'));
  });
});

describe('/listing/first-property', () => {
  it('sends a host who may not list to the explanation', async () => {
    fakeListingServer({ properties: [], units: [], eligible: false });
    const { router } = await renderApp({ user: userInfo({ status: 'expired' }), path: '/listing/first-property' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/listing/onboarding-not-eligible'));
  });
});

describe('the wizard and eligibility', () => {
  it('a host still onboarding whom the server refuses leaves the wizard for the not-eligible page', async () => {
    const user = userInfo({ onboardingStatus: 'in_progress', status: 'expired' });
    const server = fakeListingServer({ eligible: false, user });
    const { router } = await renderApp({ user, path: '/listing/single-unit/prop-1/unit-1/property' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/listing/onboarding-not-eligible'));
    expect(server.callsTo('GET', '/api/app/listing-eligibility').length).toBeGreaterThan(0);
  });
});

describe('/listing/{propertyId}/{unitId}/completed', () => {
  it('is where the wizard goes after Publish', async () => {
    const steps = listingSteps('single').filter((s) => s !== 'publish');
    const server = fakeListingServer({ properties: [testProperty({ title: 'Villa Aurora' })], units: [testUnit({ title: 'Villa Aurora' })], completedSteps: steps });
    const u = setupUser();
    const { router } = await renderApp({ user: userInfo(), path: '/listing/single-unit/prop-1/unit-1/publish' });
    await u.click(await screen.findByRole('button', { name: en['listing.action.publish'] }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/listing/prop-1/unit-1/completed'));
    expect(server.callsTo('PATCH', '/api/app/property-unit/unit-1/publish')).toHaveLength(1);
    expect(await screen.findByRole('heading', { name: en['listing.entry.completed.live.title'] })).toBeTruthy();
  });

  it('says what is live and links to the unit, the properties and another unit (multi)', async () => {
    const server = fakeListingServer({
      properties: [testProperty({ title: 'Casa Marina', propertyType: 'multi', state: 'PUBLISHED' })],
      units: [testUnit({ title: 'Sea-view room', propertyType: 'multi', state: 'PUBLISHED' })],
    });
    const u = setupUser();
    const { router, missing } = await renderApp({ user: userInfo(), path: '/listing/prop-1/unit-1/completed' });
    expect(await screen.findByRole('heading', { name: en['listing.entry.completed.live.title'] })).toBeTruthy();
    expect(screen.getByText(/Sea-view room is live/)).toBeTruthy();
    expect(screen.getByRole('link', { name: en['listing.entry.completed.manageUnit'] }).getAttribute('href')).toBe('/properties/prop-1/units/unit-1');
    expect(screen.getByRole('link', { name: en['listing.completed.properties'] }).getAttribute('href')).toBe('/properties');
    await u.click(screen.getByRole('button', { name: en['listing.entry.completed.addUnit'] }));
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/listing\/multi-unit\/prop-1\/unit-2\//));
    expect(server.callsTo('POST', '/api/app/properties/prop-1/units')).toHaveLength(1);
    expect(missing).toEqual([]);
  });

  it('a single-unit property offers no other unit; an unpublished one leads back to the flow', async () => {
    fakeListingServer({ properties: [testProperty({ title: 'Villa Aurora' })], units: [testUnit({ state: 'IN_PROGRESS' })] });
    await renderApp({ user: userInfo(), path: '/listing/prop-1/unit-1/completed' });
    expect(await screen.findByRole('heading', { name: en['listing.entry.completed.notYet.title'] })).toBeTruthy();
    expect(screen.getByRole('link', { name: en['listing.entry.completed.continue'] }).getAttribute('href')).toBe('/listing/property/prop-1/unit/unit-1');
    expect(screen.queryByRole('button', { name: en['listing.entry.completed.addUnit'] })).toBeNull();
  });
});

describe('a missing property or unit', () => {
  it('an address under /listing that names nothing: 404 with the home button, and one event', async () => {
    const server = fakeListingServer();
    const { missing } = await renderApp({ user: userInfo(), path: '/listing/no-such/unit/x' });
    expect(await screen.findByRole('heading', { name: en['page.unitNotFound.title'] })).toBeTruthy();
    expect(screen.getByRole('link', { name: en['page.unitNotFound.home'] }).getAttribute('href')).toBe('/');
    await waitFor(() => expect(server.callsTo('POST', '/api/app/client-events')).toHaveLength(1));
    expect(JSON.parse(server.callsTo('POST', '/api/app/client-events')[0]!.body)).toEqual({ type: 'listing.not-found', path: '/listing/no-such/unit/x' });
    expect(missing).toEqual([]);
  });

  it('the wizard of an unknown unit: upcoming bookings for a commission host, the ids in the event', async () => {
    const server = fakeListingServer({ user: commissionHost() });
    await renderApp({ user: commissionHost(), path: '/listing/single-unit/prop-1/nope/property' });
    expect(await screen.findByRole('link', { name: en['page.notFound.upcomingBookings'] })).toBeTruthy();
    await waitFor(() => expect(server.callsTo('POST', '/api/app/client-events')).toHaveLength(1));
    expect(JSON.parse(server.callsTo('POST', '/api/app/client-events')[0]!.body)).toMatchObject({ propertyId: 'prop-1', unitId: 'nope' });
  });
});
