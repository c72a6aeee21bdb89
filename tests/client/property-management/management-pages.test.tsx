// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { setupUser } from '../../support/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { IntlProvider } from '../../../src/client/i18n/intl';
import { MemoryRouter } from '../../../src/client/router';
import { ManageStepForm } from '../../../src/client/features/property-management/manage-form-host';
import { SUB_PAGE_CONTENT, UNIT_SUB_PAGES } from '../../../src/client/features/property-management/unit-sub-pages';
import { listingSteps } from '../../../src/shared/domain/listing-steps';
import { commissionHost, userInfo } from '../../shared/user-info-fixture';
import { renderApp } from '../support/render-app';
import { scopeTexts, testProperty, testUnit } from '../support/step-form';
import { fakeListingServer } from './fake-listing-server';
import { FakeSessionProvider } from '../support/fake-session';


// The management pages in the real route table and shell, against a fetch-stubbed API.

const en = scopeTexts(['app', 'properties', 'listing']);
// The pages are lazy chunks, compiled on their first import in a test run: give them time.
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const multi = () => ({
  properties: [
    testProperty({
      id: 'prop-1',
      title: 'Casa Marina',
      propertyType: 'multi',
      state: 'PUBLISHED',
      unitIds: ['unit-1', 'unit-2'],
      description: 'Rooms above the harbour.',
      unitSummary: { total: 2, published: 1, inProgress: 1 },
      location: { formattedAddress: 'Carrer des Port 3, 17488 Cadaqués, Spain' },
    }),
  ],
  units: [
    testUnit({ publicId: 'unit-1', propertyId: 'prop-1', propertyType: 'multi', title: 'Sea-view room', state: 'PUBLISHED', guests: 2, bedroomCount: 1 }),
    testUnit({ publicId: 'unit-2', propertyId: 'prop-1', propertyType: 'multi', title: 'Garden suite', state: 'IN_PROGRESS', guests: 4, bedroomCount: 1, missingFields: [{ name: 'bookingType', reason: 'required' }] }),
  ],
});

describe('property overview', () => {
  it('shows name, address, status texts and the units with their actions; a unit link opens its page', async () => {
    fakeListingServer(multi());
    const u = setupUser();
    const { router, missing } = await renderApp({ user: userInfo(), path: '/properties/prop-1' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Casa Marina' })).toBeTruthy();
    expect(screen.getByText('Carrer des Port 3, 17488 Cadaqués, Spain')).toBeTruthy();
    expect(screen.getByText('2 units: 1 published, 1 in progress')).toBeTruthy();
    const units = await screen.findByRole('list', { name: en['listing.manage.units.title'] });
    const rows = within(units).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    // HC §4: a published unit is live at its guest page (/stay/{id}); the unfinished one is continued in the wizard.
    expect(within(rows[0]!).getByText(en['properties.status.PUBLISHED']!)).toBeTruthy();
    expect(within(rows[0]!).getByRole('button', { name: 'Unpublish Sea-view room' })).toBeTruthy();
    expect(within(rows[1]!).getByText(en['properties.status.IN_PROGRESS']!)).toBeTruthy();
    expect(within(rows[1]!).getByRole('link', { name: 'Continue listing Garden suite' }).getAttribute('href')).toBe('/listing/property/prop-1/unit/unit-2');
    // A live property cannot be deleted.
    expect(screen.queryByRole('button', { name: en['properties.action.deleteProperty'] })).toBeNull();
    await u.click(within(rows[1]!).getByRole('link', { name: 'Garden suite' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/properties/prop-1/units/unit-2'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Garden suite' })).toBeTruthy();
    expect(missing).toEqual([]);
  });

  it("each unit leads with its cover photo, sized and lazy, or a placeholder when it has none", async () => {
    const cover = '/api/public/photos/c1/thumbnail?access=grant';
    fakeListingServer({ ...multi(), covers: { 'unit-1': cover } });
    await renderApp({ user: userInfo(), path: '/properties/prop-1' });
    const rows = within(await screen.findByRole('list', { name: en['listing.manage.units.title'] })).getAllByRole('listitem');
    const photo = within(rows[0]!).getByRole('img', { name: 'Cover photo of Sea-view room' });
    expect(['src', 'width', 'height', 'loading'].map((a) => photo.getAttribute(a))).toEqual([cover, '480', '320', 'lazy']);
    expect(within(rows[1]!).getByRole('img', { name: 'No photo of Garden suite yet' }).tagName).toBe('DIV');
    expect(rows[1]!.querySelector('img')).toBeNull();
  });

  it("the header shows the first unit's cover, sized and loaded at once, or a placeholder when it has none", async () => {
    const cover = '/api/public/photos/c1/thumbnail?access=grant';
    fakeListingServer({ ...multi(), covers: { 'unit-1': cover } });
    await renderApp({ user: userInfo(), path: '/properties/prop-1' });
    await screen.findByRole('heading', { level: 1, name: 'Casa Marina' });
    const photo = await screen.findByRole('img', { name: 'Cover photo of Casa Marina' });
    expect(['src', 'width', 'height', 'loading'].map((a) => photo.getAttribute(a))).toEqual([cover, '480', '320', 'eager']);
    // In the header, beside the heading: not one of the unit rows.
    expect(photo.closest('.manage-page__header')!.querySelector('h1')!.textContent).toBe('Casa Marina');
    expect(photo.closest('li')).toBeNull();
    expect(screen.queryByTestId('property-cover-loading')).toBeNull();
    cleanup();

    // Only the second unit has a photo: the header shows the first unit's, which is none.
    fakeListingServer({ ...multi(), covers: { 'unit-2': cover } });
    await renderApp({ user: userInfo(), path: '/properties/prop-1' });
    const none = await screen.findByRole('img', { name: 'No photo of Casa Marina yet' });
    expect(none.tagName).toBe('DIV');
    expect(none.closest('.manage-page__header')!.querySelector('img')).toBeNull();
    expect(screen.queryByRole('img', { name: 'Cover photo of Casa Marina' })).toBeNull();
  });

  it('unpublishes a unit and says so; the list shows the new state', async () => {
    const server = fakeListingServer(multi());
    const u = setupUser();
    await renderApp({ user: userInfo(), path: '/properties/prop-1/units' });
    await u.click(await screen.findByRole('button', { name: 'Unpublish Sea-view room' }));
    expect(await screen.findByText('Sea-view room was taken offline.')).toBeTruthy();
    expect(server.callsTo('PATCH', '/api/app/property-unit/unit-1/unpublish')).toHaveLength(1);
    await waitFor(() => expect(screen.getAllByText(en['properties.status.UNPUBLISHED']!).length).toBeGreaterThan(0));
  });

  it('about: saves name and description, and shows a refused field at its field', async () => {
    const server = fakeListingServer(multi());
    const u = setupUser();
    const { missing } = await renderApp({ user: userInfo(), path: '/properties/prop-1/about' });
    const name = await screen.findByRole('textbox', { name: /Property name/ });
    const save = () => screen.getByRole('button', { name: en['listing.action.save'] });
    expect(save()).toHaveProperty('disabled', true);
    await u.clear(name);
    await u.tab();
    expect(await screen.findByText(en['listing.validation.required']!)).toBeTruthy();
    expect(save()).toHaveProperty('disabled', true);
    await u.type(name, 'Casa Marina Guesthouse');
    server.once('PATCH /api/app/properties/prop-1', () =>
      server.problem(400, { invalidParams: [{ name: 'title', reason: 'must be at most 150 characters' }] }),
    );
    await u.click(save());
    expect(await screen.findByText(en['errors.field.invalid']!)).toBeTruthy();
    expect(name.getAttribute('aria-invalid')).toBe('true');
    await u.click(save());
    expect(await screen.findByText(en['listing.manage.saved']!)).toBeTruthy();
    const patches = server.callsTo('PATCH', '/api/app/properties/prop-1');
    expect(JSON.parse(patches.at(-1)!.body)).toEqual({ title: 'Casa Marina Guesthouse', description: 'Rooms above the harbour.' });
    expect(save()).toHaveProperty('disabled', true);
    expect(missing).toEqual([]);
  });
});

describe('unit management', () => {
  it('rooms: the wizard form in a management frame; Save sends the step save, says saved, reads the unit again', async () => {
    const server = fakeListingServer(multi());
    const u = setupUser();
    const { missing } = await renderApp({ user: userInfo(), path: '/properties/prop-1/units/unit-1/rooms' });
    expect(await screen.findByRole('heading', { level: 2, name: en['listing.step.guests-and-rooms-info'] })).toBeTruthy();
    const form = screen.getByRole('form', { name: en['listing.step.guests-and-rooms-info'] });
    const guests = within(form).getByLabelText(new RegExp(en['listing.guests.label']!));
    const save = within(form).getByRole('button', { name: en['listing.action.save'] });
    expect(save).toHaveProperty('disabled', true);
    await u.clear(guests);
    await u.type(guests, '3');
    await waitFor(() => expect(save).toHaveProperty('disabled', false));
    const readsBefore = server.callsTo('GET', '/api/app/property-unit/unit-1').length;
    await u.click(save);
    expect(await screen.findByText(en['listing.manage.saved']!)).toBeTruthy();
    expect(JSON.parse(server.callsTo('PATCH', '/api/app/property-unit/unit-1')[0]!.body)).toMatchObject({ guests: 3 });
    expect(server.callsTo('GET', '/api/app/property-unit/unit-1').length).toBeGreaterThan(readsBefore);
    // The form starts again from the saved unit: nothing to save.
    const again = within(screen.getByRole('form', { name: en['listing.step.guests-and-rooms-info'] }));
    expect((again.getByLabelText(new RegExp(en['listing.guests.label']!)) as HTMLInputElement).value).toBe('3');
    expect(again.getByRole('button', { name: en['listing.action.save'] })).toHaveProperty('disabled', true);
    expect(missing).toEqual([]);
  });

  it('rooms: a field the server refuses is shown at the field, with a general message', async () => {
    const server = fakeListingServer(multi());
    const u = setupUser();
    await renderApp({ user: userInfo(), path: '/properties/prop-1/units/unit-1/rooms' });
    const form = await screen.findByRole('form', { name: en['listing.step.guests-and-rooms-info'] });
    const guests = within(form).getByLabelText(new RegExp(en['listing.guests.label']!));
    await u.clear(guests);
    await u.type(guests, '7');
    server.once('PATCH /api/app/property-unit/unit-1', () => server.problem(400, { invalidParams: [{ name: 'guests', reason: 'must be at most 6' }] }));
    await u.click(within(form).getByRole('button', { name: en['listing.action.save'] }));
    expect(await within(form).findByRole('alert')).toBeTruthy();
    expect(guests.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(guests.getAttribute('aria-describedby')!.split(' ')[0]!)!.textContent).toBe(en['errors.field.invalid']);
  });

  it('the sections are links on wide screens and a select on phones; boosters shows the boost form', async () => {
    const server = fakeListingServer(multi());
    const u = setupUser();
    const { router } = await renderApp({ user: userInfo(), path: '/properties/prop-1/units/unit-1' });
    const nav = await screen.findByRole('navigation', { name: en['listing.manage.unitNav'] });
    expect(within(nav).getAllByRole('link')).toHaveLength(UNIT_SUB_PAGES.length + 1);
    expect(within(nav).getByRole('link', { name: en['listing.manage.sub.overview'] }).getAttribute('aria-current')).toBe('page');
    await u.selectOptions(screen.getByRole('combobox', { name: en['listing.manage.sectionSelect'] }), 'boosters');
    await waitFor(() => expect(router.state.location.pathname).toBe('/properties/prop-1/units/unit-1/boosters'));
    // The wizard's boost form, asking for the host's subscription (this fake server has none).
    await waitFor(() => expect(server.callsTo('GET', '/api/app/v2/user/subscription').length).toBeGreaterThan(0));
    expect(screen.queryByText(en['listing.manage.noSubscriptionOnCommission']!)).toBeNull();
  });

  it('a commission host is told there is no subscription or boost to manage', async () => {
    fakeListingServer({ ...multi(), user: commissionHost() });
    await renderApp({ user: commissionHost(), path: '/properties/prop-1/units/unit-1/manage-subscription' });
    expect(await screen.findByText(en['listing.manage.noSubscriptionOnCommission']!)).toBeTruthy();
    expect(screen.queryByRole('button', { name: en['listing.action.save'] })).toBeNull();
  });

  it("the unit overview leads with the unit's cover beside its name, sized and loaded at once, or a placeholder", async () => {
    const cover = '/api/public/photos/c2/thumbnail?access=grant';
    fakeListingServer({ ...multi(), covers: { 'unit-2': cover } });
    await renderApp({ user: userInfo(), path: '/properties/prop-1/units/unit-2' });
    await screen.findByRole('heading', { level: 1, name: 'Garden suite' });
    const photo = await screen.findByRole('img', { name: 'Cover photo of Garden suite' });
    // The box has its 3:2 size before the image arrives (no layout shift).
    expect(['src', 'width', 'height', 'loading'].map((a) => photo.getAttribute(a))).toEqual([cover, '480', '320', 'eager']);
    expect(photo.closest('.manage-page__header')!.querySelector('h1')!.textContent).toBe('Garden suite');
    expect(screen.queryByTestId('unit-cover-loading')).toBeNull();
    cleanup();

    // Another unit of the same property without a photo: the placeholder in the same place.
    fakeListingServer({ ...multi(), covers: { 'unit-2': cover } });
    await renderApp({ user: userInfo(), path: '/properties/prop-1/units/unit-1' });
    const none = await screen.findByRole('img', { name: 'No photo of Sea-view room yet' });
    expect(none.tagName).toBe('DIV');
    expect(none.closest('.manage-page__header')!.querySelector('h1')!.textContent).toBe('Sea-view room');
  });

  it('the unit overview names what is missing and publishes or unpublishes', async () => {
    const server = fakeListingServer(multi());
    const u = setupUser();
    await renderApp({ user: userInfo(), path: '/properties/prop-1/units/unit-2' });
    expect(await screen.findByText('One detail is still missing before this unit can go live.')).toBeTruthy();
    cleanup();
    await renderApp({ user: userInfo(), path: '/properties/prop-1/units/unit-1' });
    await u.click(await screen.findByRole('button', { name: 'Unpublish Sea-view room' }));
    await waitFor(() => expect(server.callsTo('PATCH', '/api/app/property-unit/unit-1/unpublish')).toHaveLength(1));
    expect(await screen.findByRole('button', { name: 'Publish Sea-view room' })).toBeTruthy();
  });

  it('a missing unit (or one of another property) is the 404 page with upcoming bookings for commission hosts, and an event', async () => {
    const server = fakeListingServer({ ...multi(), user: commissionHost() });
    const { missing } = await renderApp({ user: commissionHost(), path: '/properties/prop-1/units/nope/rooms' });
    expect(await screen.findByRole('heading', { name: en['page.unitNotFound.title'] })).toBeTruthy();
    expect(screen.getByRole('link', { name: en['page.notFound.upcomingBookings'] }).getAttribute('href')).toBe('/bookings/upcoming');
    await waitFor(() => expect(server.callsTo('POST', '/api/app/client-events')).toHaveLength(1));
    expect(JSON.parse(server.callsTo('POST', '/api/app/client-events')[0]!.body)).toEqual({
      type: 'listing.not-found',
      path: '/properties/prop-1/units/nope/rooms',
      propertyId: 'prop-1',
      unitId: 'nope',
    });
    expect(missing).toEqual([]);
  });
});

describe('ManageStepForm', () => {
  it('a step whose form is not built yet says so, with nothing to save', () => {
    const client = new QueryClient();
    render(
      <IntlProvider locale="en-US" messages={{ ...en, 'listing.step.no-such-step': 'No such step' }}>
        <QueryClientProvider client={client}>
          <MemoryRouter>
            <ManageStepForm stepId="no-such-step" property={testProperty()} unit={testUnit()} />
          </MemoryRouter>
        </QueryClientProvider>
      </IntlProvider>,
      { wrapper: FakeSessionProvider },
    );
    expect(screen.getByRole('heading', { name: 'No such step' })).toBeTruthy();
    expect(screen.getByText(en['listing.manage.notAvailable']!)).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('every sub-page names real wizard steps', () => {
    const known = new Set([...listingSteps('single'), ...listingSteps('multi')]);
    for (const content of Object.values(SUB_PAGE_CONTENT)) if (content.kind === 'steps') for (const id of content.stepIds) expect(known.has(id), id).toBe(true);
  });
});
