// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { setupUser } from '../support/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { IntlProvider } from '../../src/client/i18n/intl';
import { createMemoryRouter, RouterProvider } from '../../src/client/router';
import ListingPage from '../../src/client/features/listing/listing-page';
import { propertiesConfiguration } from '../../src/server/config/properties-configuration/build';
import { listingSteps } from '../../src/shared/domain/listing-steps';
import { scopeTexts } from './support/step-form';

// The real listing pages, machine, actors, react-query and HTTP client: only fetch (the network
// boundary) is replaced, by a small in-memory server of one property with one unit.

const en: Record<string, string> = scopeTexts(['app', 'listing']);
const PROPERTY = 'prop-1';
const UNIT = 'unit-1';

let property: Record<string, unknown>;
let unit: Record<string, unknown>;
let completed: string[];
let calls: { method: string; path: string; body: string }[];

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const notFound = () =>
  new Response(JSON.stringify({ type: 'urn:host-portal:problem:not-found', title: 'Not found', status: 404 }), { status: 404, headers: { 'content-type': 'application/problem+json' } });

const user = { onboardingStatus: 'finished' };
const progressView = () => ({
  unitId: UNIT,
  propertyType: property.propertyType,
  completedSteps: completed,
  steps: listingSteps(property.propertyType as 'single' | 'multi').map((name) => ({ name, formless: name === 'publish' || name === 'start-unit', completed: completed.includes(name) })),
});

/** A test may answer one call itself (a slow save, a refusal); consumed once. */
let override: { route: string; respond: (body: string) => Promise<Response> } | null;

async function server(req: Request): Promise<Response> {
  const url = new URL(req.url);
  const body = req.method === 'GET' ? '' : await req.clone().text();
  calls.push({ method: req.method, path: url.pathname, body });
  const route = `${req.method} ${url.pathname}`;
  if (override?.route === route) {
    const { respond } = override;
    override = null;
    return respond(body);
  }
  if (route === 'POST /api/app/properties') {
    property = { ...property, propertyType: JSON.parse(body).propertyType };
    return json(property, 201);
  }
  if (route === 'GET /api/app/user/info') return json(fakeUser());
  if (route === 'GET /api/app/properties-configuration') return json(propertiesConfiguration('en-US'));
  if (route === `GET /api/app/properties/${PROPERTY}`) return json(property);
  if (route === `PATCH /api/app/properties/${PROPERTY}`) {
    property = { ...property, ...JSON.parse(body), updatedAt: new Date().toISOString() };
    const { unitIds, title, description, restaurantDescription, specialOfferDescription } = property;
    return json({ unitIds, title, description, restaurantDescription, specialOfferDescription });
  }
  if (route === `GET /api/app/property-unit/${UNIT}`) return json(unit);
  if (route === 'GET /api/app/listing-eligibility') return json({ eligible: true, reasons: [] });
  if (route === 'POST /api/app/client-events') return new Response(null, { status: 204 });
  if (route === `GET /api/app/property-unit/${UNIT}/listing-progress`) return json(progressView());
  if (route === `PUT /api/app/property-unit/${UNIT}/listing-progress`) {
    completed = (JSON.parse(body) as { completedSteps: string[] }).completedSteps;
    return json(progressView());
  }
  return notFound();
}

function fakeUser() {
  // Only what the listing reads is checked loosely here; the contract needs the full shape.
  return {
    userId: 'u1', sessionId: 's1', email: 'anna@example.com', isImpersonating: false, staffEmail: null, isStaff: false, type: 'individual',
    onboardingStatus: user.onboardingStatus, currency: 'EUR', locale: 'en-US', firstName: 'Anna', lastName: 'Host', alias: null, companyName: null,
    accountSource: 'portal', commercialModel: 'commission', status: 'active', kycInitiated: false, emailVerified: true, biddingTag: null, isHybrid: false, inboxMode: 'Inbox', imageUrls: null,
    features: { isSubscriptionEnabled: false, isCoinSubscriptionEnabled: false, isSubscriptionCheckoutEnabled: false, isUserProEnabled: false, isB2B: false },
    hostProfile: { hostLanguages: ['en'], aboutHost: null, sendInquirySms: false, showPhoneNumberOnOffer: false, secondaryPhone: null, secondaryPhoneType: null, phoneForGuests: null, phoneForSms: null, marketingConsent: false, phone: null },
    counts: { pendingBookings: 0, unreadMessages: 0, inquiries: 0, unansweredReviews: 0 },
  };
}

beforeEach(() => {
  override = null;
  calls = [];
  completed = [];
  const now = '2026-11-01T10:00:00.000Z';
  property = {
    id: PROPERTY, title: null, description: null, restaurantDescription: null, specialOfferDescription: null, unitIds: [UNIT], propertyType: 'single',
    accommodationType: null, thumbnail: null, unitSummary: { total: 1, published: 0, inProgress: 1 }, firstFinishedUnitId: null, firstInProgressUnitId: UNIT,
    state: 'IN_PROGRESS', location: null, timeZone: 'UTC', timeZoneSetByHost: false, invalidFields: [], createdAt: now, updatedAt: now,
  };
  unit = {
    publicId: UNIT, propertyId: PROPERTY, propertyType: 'single', title: null, description: null, state: 'IN_PROGRESS', availableActions: [], links: [], guests: null,
    bedroomCount: 0, propertySize: null, propertySizeMeasurementUnit: 'metric', rooms: [], amenities: [], calendarAvailability: { status: 'NEUTRAL' }, invalidFields: [],
    missingFields: [], cancellationPolicy: null, bookingType: null, publishedAt: null, createdAt: now, updatedAt: now,
  };
  vi.stubGlobal('fetch', vi.fn(server));
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderAt(path: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path: '/listing/*', element: <ListingPage /> },
      { path: '/', element: <p>homepage</p> },
      { path: '/bookings/upcoming', element: <p>upcoming bookings</p> },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={client}>
      <IntlProvider locale="en-US" messages={en} onError={(e) => { throw e; }}>
        <RouterProvider router={router} />
      </IntlProvider>
    </QueryClientProvider>,
  );
  return router;
}

const base = `/listing/single-unit/${PROPERTY}/${UNIT}`;
const save = () => screen.getByRole('button', { name: en['listing.action.saveAndContinue'] });
const continueButton = () => screen.queryByRole('button', { name: en['listing.action.continue'] });
const nav = () => screen.getByRole('navigation', { name: en['listing.progress.label'] });

describe('listing wizard view', () => {
  it('opens on the first step not completed and puts it in the address', async () => {
    const router = renderAt(`/listing/single-unit/${PROPERTY}/${UNIT}`);
    expect(await screen.findByRole('heading', { name: en['listing.step.property'] })).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe(`${base}/property`));
    expect(screen.getByRole('link', { name: en['listing.header.back'] }).getAttribute('href')).toBe('/');
    expect(screen.getByTestId('listing-progress-total').textContent).toBe('0%');
  });

  it('enables Save and continue only once the form is valid and changed, saves, moves on and raises progress', async () => {
    const u = setupUser();
    const router = renderAt(`${base}/property`);
    const select = await screen.findByLabelText(new RegExp(en['listing.property.accommodationType']));
    expect(save()).toHaveProperty('disabled', true);
    // One primary action: no second button that would skip a step never completed.
    expect(continueButton()).toBeNull();
    expect(screen.queryByRole('button', { name: en['listing.action.save'] })).toBeNull();
    const option = within(select).getAllByRole('option')[1] as HTMLOptionElement;
    await u.selectOptions(select, option.value);
    await waitFor(() => expect(save()).toHaveProperty('disabled', false));
    await u.click(save());

    expect(await screen.findByRole('heading', { name: en['listing.step.location'] })).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe(`${base}/location`));
    expect(JSON.parse(calls.find((c) => c.method === 'PATCH')!.body)).toEqual({ accommodationType: option.value });
    expect(JSON.parse(calls.find((c) => c.method === 'PUT')!.body)).toEqual({ completedSteps: ['property'] });
    expect(screen.getByTestId('listing-progress-total').textContent).not.toBe('0%');
  });

  it('on a completed step, Continue passes it unchanged; a change turns it into Save and continue, disabled while invalid', async () => {
    const u = setupUser();
    completed = ['property'];
    property = { ...property, accommodationType: propertiesConfiguration('en-US').accommodationType.find((a) => a.listingTypes.includes('single'))!.value };
    const router = renderAt(`${base}/property`);
    const select = await screen.findByLabelText(new RegExp(en['listing.property.accommodationType']));
    await waitFor(() => expect(continueButton()).toHaveProperty('disabled', false));
    await u.selectOptions(select, '');
    // Changed but not valid: neither saved nor left behind.
    expect(continueButton()).toBeNull();
    expect(save()).toHaveProperty('disabled', true);
    await u.selectOptions(select, property.accommodationType as string);
    // Back to its saved value: nothing to save, so it only moves on.
    await waitFor(() => expect(continueButton()).toHaveProperty('disabled', false));
    await u.click(continueButton()!);
    expect(await screen.findByRole('heading', { name: en['listing.step.location'] })).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe(`${base}/location`));
    expect(calls.filter((c) => c.method !== 'GET' && c.path !== '/api/app/client-events')).toEqual([]);
  });

  it('enables step links exactly where the machine may go, and follows a clicked link', async () => {
    const u = setupUser();
    const router = renderAt(base);
    await screen.findByRole('heading', { name: en['listing.step.property'] });
    // The marks (done, current) are aria-hidden decorations, not part of the names.
    const links = within(nav()).getAllByRole('link').map((a) => a.textContent!.replace(/[✓•]/g, ''));
    // The current step and the step visitable ahead (HC §2); nothing else yet.
    expect(links).toEqual([en['listing.step.property'], en['listing.step.location-address'], en['listing.step.guests-and-rooms-beds']]);
    expect(within(nav()).getByText(en['listing.step.photos']).closest('[aria-disabled]')).toBeTruthy();

    await u.click(within(nav()).getByRole('link', { name: en['listing.step.location-address'] }));
    expect(await screen.findByRole('heading', { name: en['listing.step.location-address'] })).toBeTruthy();
    expect(router.state.location.pathname).toBe(`${base}/location/address`);
    expect(screen.getByLabelText(new RegExp(en['listing.address.country']))).toBeTruthy();
  });

  it("has a compact bar for phones: the step's place and name as a labelled progress bar, and a button that unfolds the step list", async () => {
    const u = setupUser();
    renderAt(base);
    await screen.findByRole('heading', { name: en['listing.step.property'] });
    const count = within(nav()).getAllByRole('listitem').filter((li) => li.classList.contains('listing-progress__step')).length;
    const bar = within(nav()).getByRole('progressbar', { name: `Step 1 of ${count} · ${en['listing.step.property']}` }) as HTMLProgressElement;
    expect([bar.value, bar.max]).toEqual([1, count]);
    // The stylesheet hides the list on a phone until the button unfolds it; the button says which list it controls.
    const toggle = within(nav()).getByRole('button', { name: en['listing.progress.allSteps'] });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    const list = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    expect(within(list).getByRole('link', { name: en['listing.step.location-address'] })).toBeTruthy();
    expect(nav().classList.contains('is-unfolded')).toBe(false);
    await u.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(nav().classList.contains('is-unfolded')).toBe(true);

    // A step chosen from the unfolded list folds it, and the bar names the new step.
    await u.click(within(list).getByRole('link', { name: en['listing.step.location-address'] }));
    expect(await screen.findByRole('heading', { name: en['listing.step.location-address'] })).toBeTruthy();
    const position = screen.getByTestId('listing-progress-position').textContent;
    expect(position).toMatch(new RegExp(`^Step \\d+ of ${count} · ${en['listing.step.location-address']}$`));
    expect(position).not.toBe(`Step 1 of ${count} · ${en['listing.step.location-address']}`);
    await waitFor(() => expect(toggle.getAttribute('aria-expanded')).toBe('false'));
  });

  it('opens a deep link to a step the host may visit, and replaces one it may not', async () => {
    const first = renderAt(`${base}/location/address`);
    expect(await screen.findByRole('heading', { name: en['listing.step.location-address'] })).toBeTruthy();
    expect(first.state.location.pathname).toBe(`${base}/location/address`);
    cleanup();
    // Photos is neither completed, current nor visitable ahead: the address goes to the current step.
    const second = renderAt(`${base}/photos`);
    expect(await screen.findByRole('heading', { name: en['listing.step.property'] })).toBeTruthy();
    await waitFor(() => expect(second.state.location.pathname).toBe(`${base}/property`));
  });

  it('validates the address with the country form before Save is offered', async () => {
    const u = setupUser();
    renderAt(`${base}/location/address`);
    const country = await screen.findByLabelText(new RegExp(en['listing.address.country']));
    await u.selectOptions(country, 'DE');
    const street = await screen.findByLabelText(/Street/i);
    await u.type(street, 'Unter den Linden');
    expect(save()).toHaveProperty('disabled', true);
    await u.type(screen.getByLabelText(/House/i), '5');
    await u.type(screen.getByLabelText(/City/i), 'Berlin');
    await u.type(screen.getByLabelText(/Postal code|Postcode|ZIP/i), '123');
    await u.tab();
    expect(await screen.findByText(/does not look right/)).toBeTruthy();
    expect(save()).toHaveProperty('disabled', true);
    await u.clear(screen.getByLabelText(/Postal code|Postcode|ZIP/i));
    await u.type(screen.getByLabelText(/Postal code|Postcode|ZIP/i), '10117');
    await waitFor(() => expect(save()).toHaveProperty('disabled', false));
  });

  it('a formless step (start-unit) offers Continue only, which passes it; Back returns', async () => {
    const u = setupUser();
    property.propertyType = 'multi';
    unit.propertyType = 'multi';
    completed = ['property', 'location', 'location-address', 'location-map', 'property-title'];
    const multi = `/listing/multi-unit/${PROPERTY}/${UNIT}`;
    const router = renderAt(`${multi}/start-unit`);
    expect(await screen.findByRole('heading', { name: en['listing.step.start-unit'] })).toBeTruthy();
    expect(screen.queryByRole('button', { name: en['listing.action.saveAndContinue'] })).toBeNull();
    const next = screen.getByRole('button', { name: en['listing.action.continue'] });
    await waitFor(() => expect(next).toHaveProperty('disabled', false));
    await u.click(next);
    expect(await screen.findByRole('heading', { name: en['listing.step.unit-type'] })).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe(`${multi}/unit-type`));
    await u.click(screen.getByRole('button', { name: en['listing.action.back'] }));
    expect(await screen.findByRole('heading', { name: en['listing.step.start-unit'] })).toBeTruthy();
  });

  it('shows the missing property page with a button to upcoming bookings (this host is on commission)', async () => {
    const u = setupUser();
    const router = renderAt(`/listing/single-unit/nope/${UNIT}/property`);
    expect(await screen.findByRole('heading', { name: en['page.unitNotFound.title'] })).toBeTruthy();
    // The button follows the host's commercial model once the user info is there (HC §2).
    await u.click(await screen.findByRole('link', { name: en['page.notFound.upcomingBookings'] }));
    expect(router.state.location.pathname).toBe('/bookings/upcoming');
  });

  it('redirects /listing/property/{p}/unit/{u} to the flow of the property type', async () => {
    property = { ...property, propertyType: 'multi' };
    unit = { ...unit, propertyType: 'multi' };
    const router = renderAt(`/listing/property/${PROPERTY}/unit/${UNIT}`);
    await waitFor(() => expect(router.state.location.pathname).toBe(`/listing/multi-unit/${PROPERTY}/${UNIT}/property`));
    expect(await screen.findByRole('heading', { name: en['listing.step.property'] })).toBeTruthy();
  });

  it('shows the busy state while saving, and a refused field at its field', async () => {
    const u = setupUser();
    completed = ['property', 'location', 'location-address', 'location-map'];
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    override = {
      route: `PATCH /api/app/property-unit/${UNIT}`,
      respond: async () => {
        await gate;
        return new Response(
          JSON.stringify({ type: 'urn:host-portal:problem:validation', title: 'Invalid', status: 400, invalidParams: [{ name: 'guests', reason: 'must be at most 99' }] }),
          { status: 400, headers: { 'content-type': 'application/problem+json' } },
        );
      },
    };
    renderAt(`${base}/guests-and-rooms/info`);
    const guests = await screen.findByLabelText(new RegExp(en['listing.guests.label']));
    await u.type(guests, '4');
    await waitFor(() => expect(save()).toHaveProperty('disabled', false));
    await u.click(save());
    // Busy (the machine's tag): the header spinner and the Save and continue button say so.
    expect(screen.getAllByText(en['listing.busy']).length).toBeGreaterThan(0);
    expect(save().getAttribute('aria-busy')).toBe('true');
    release();
    expect(await screen.findByText(en['listing.error.saveFailed'])).toBeTruthy();
    // The refusal is shown at the field it names (as a code: the server's English is not shown),
    // and the host may save again.
    expect(guests.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(guests.getAttribute('aria-describedby')!.split(' ')[0])!.textContent).toBe(en['errors.field.invalid']);
    expect(save()).toHaveProperty('disabled', false);
    expect(screen.queryByText(en['listing.busy'])).toBeNull();
  });

  it('names a multi-unit property on its own step', async () => {
    const u = setupUser();
    property = { ...property, propertyType: 'multi' };
    unit = { ...unit, propertyType: 'multi' };
    completed = ['property', 'location', 'location-address', 'location-map'];
    const router = renderAt(`/listing/multi-unit/${PROPERTY}/${UNIT}`);
    const title = await screen.findByRole('textbox', { name: new RegExp(en['listing.title.label']) });
    await waitFor(() => expect(router.state.location.pathname).toBe(`/listing/multi-unit/${PROPERTY}/${UNIT}/property-title`));
    await u.type(title, '   ');
    await u.tab();
    expect(await screen.findByText(en['listing.validation.required'])).toBeTruthy();
    expect(save()).toHaveProperty('disabled', true);
    await u.type(title, 'Casa Marina');
    await waitFor(() => expect(save()).toHaveProperty('disabled', false));
    await u.click(save());
    // start-unit has no form: the next screen is the coming-soon panel of that step.
    expect(await screen.findByRole('heading', { name: en['listing.step.start-unit'] })).toBeTruthy();
    expect(JSON.parse(calls.find((c) => c.method === 'PATCH')!.body)).toEqual({ title: 'Casa Marina' });
  });

  it('adds a property and opens the wizard of its first unit', async () => {
    const u = setupUser();
    const router = renderAt('/listing/add-property');
    await screen.findByRole('heading', { level: 1, name: en['listing.add.title'] });
    await u.click(await screen.findByRole('button', { name: en['listing.add.submit'] }));
    // Nothing chosen: said at the choice, nothing sent.
    expect(screen.getByText(en['listing.validation.required'])).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    // Each card's title is its own semibold element (not a <strong> inside the group's 600-weight
    // label, which rendered at 900); the description is a separate regular-weight line.
    const card = screen.getByRole('radio', { name: /Single unit/ }).closest('label')!;
    expect(card.querySelector('strong')).toBeNull();
    expect(card.querySelector('.choice-card__title')?.textContent).toMatch(/^Single unit/);
    expect(card.querySelector('.choice-card__description')?.textContent).toBeTruthy();
    await u.click(screen.getByRole('radio', { name: /Single unit/ }));
    await u.click(screen.getByRole('button', { name: en['listing.add.submit'] }));
    expect(await screen.findByRole('heading', { name: en['listing.step.property'] })).toBeTruthy();
    expect(router.state.location.pathname).toBe(`${base}/property`);
    expect(JSON.parse(calls.find((c) => c.method === 'POST')!.body)).toEqual({ propertyType: 'single' });
  });
});
