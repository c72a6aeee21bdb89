// @vitest-environment happy-dom
import { afterEach, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { renderStep, testProperty, testUnit } from '../support/step-form';
import { stubApi } from './support';
import { userInfo } from '../../shared/user-info-fixture';
import { unitPhotoKeys } from '../../../src/client/features/listing/api';
import { pricingKeys } from '../../../src/client/features/listing/api';
import type { Unit } from '../../../src/shared/schemas/unit';
import userEvent from '@testing-library/user-event';
import { createActor, fromPromise, waitFor as waitForActor } from 'xstate';
import { listingWizardMachine, type LoadedListing } from '../../../machines/listing-wizard/listing-wizard.machine';
import { LISTING_STEPS } from '../../../src/shared/domain/listing-steps';

// Step "publish": the listing at a glance, what still keeps it from going live (the server's
// missingFields as topics) and the guest page's parts showing the host's own, unpublished data.

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const photo = (id: string, position: number, caption: string | null = null) => ({
  id,
  position,
  caption,
  width: 1200,
  height: 800,
  url: `/api/public/photos/${id}/large`,
  thumbnailUrl: `/api/public/photos/${id}/thumbnail`,
});

const property = testProperty({
  title: 'Casa Lago',
  location: { countryCode: 'IT', city: 'Como', street: 'Via Roma', houseNumberOrName: '12', postalCode: '22100', latitude: 45.8, longitude: 9.08 },
});

const readyUnit = (overrides: Partial<Unit> = {}) =>
  testUnit({
    title: 'Casa Lago',
    description: 'A quiet flat by the lake.',
    guests: 4,
    bedroomCount: 2,
    rooms: [
      { type: 'bedroom', beds: [{ type: 'double', count: 1 }] },
      { type: 'bedroom', beds: [{ type: 'single', count: 2 }] },
      { type: 'bathroom', beds: [] },
    ],
    amenities: ['wifi', 'heating', 'private_pool_nonexistent'],
    cancellationPolicy: { type: 'flexible' },
    bookingType: 'onRequest',
    ...overrides,
  });

/** The step with its photos and saved price in the cache (a full price view is the pricing tests' business). */
function renderPublish(
  unit: Unit,
  options: {
    photos?: ReturnType<typeof photo>[];
    price?: { saved: boolean; nightlyPrice: number };
    actor?: Parameters<typeof renderStep>[1]['actor'];
    property?: typeof property;
  } = {},
) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  queryClient.setQueryData(unitPhotoKeys.list(unit.publicId), { items: options.photos ?? [] });
  queryClient.setQueryData(pricingKeys.priceConfiguration(unit.publicId, unit.updatedAt), options.price ?? { saved: true, nightlyPrice: 120 });
  return renderStep('publish', { property: options.property ?? property, unit, queryClient, actor: options.actor });
}

const fact = (name: string) => {
  const term = screen.getAllByRole('term').find((t) => t.textContent === name);
  if (!term) throw new Error(`no fact ${name}`);
  return term.nextElementSibling!.textContent;
};

it('summarises the listing: name, address, guests and beds, photos with the cover, amenities, price, model and how guests book', async () => {
  stubApi({});
  const view = renderPublish(readyUnit(), { photos: [photo('p2', 1, 'Kitchen'), photo('p1', 0)] });
  await screen.findByRole('heading', { name: 'Your listing' });
  expect(fact('Name')).toBe('Casa Lago');
  expect(fact('Location')).toBe('Via Roma 12, 22100 Como, Italy');
  expect(fact('Guests and rooms')).toBe('4 guests · 2 bedrooms · 3 beds');
  expect(fact('Photos')).toBe('2 photos, cover first');
  expect(screen.getByRole('img', { name: 'Cover photo' }).getAttribute('src')).toBe('/api/public/photos/p1/thumbnail');
  expect(fact('Amenities')).toBe('3 amenities');
  expect(fact('Nightly price')).toBe('€120.00 per night (EUR)');
  expect(fact('Commercial model')).toBe('Commission on each booking');
  expect(fact('How guests book')).toBe('Guests send a booking request you confirm');
  expect(fact('Cancellation policy')).toBe('Flexible');
  expect(screen.getByText('Everything guests need is there: you can publish your listing.').getAttribute('role')).toBe('status');
  expect(view.missing).toEqual([]);
});

it("previews the guest page with its own parts: the heading, the place without the street, the photos cover first and the facts", async () => {
  stubApi({});
  renderPublish(readyUnit(), { photos: [photo('p2', 1, 'Kitchen'), photo('p1', 0)] });
  const preview = await screen.findByRole('region', { name: 'This is how guests will see it' });
  // The guest scope's texts load for the preview (the guest page's own wording).
  const heading = await within(preview).findByRole('heading', { level: 4, name: 'Casa Lago' });
  expect(heading).toBeTruthy();
  expect(within(preview).getByText('Como, Italy')).toBeTruthy();
  expect(within(preview).queryByText(/Via Roma/)).toBeNull();
  expect(within(preview).getByRole('img', { name: 'Photo 1 of 2 of Casa Lago' }).getAttribute('src')).toBe('/api/public/photos/p1/large');
  expect(within(preview).getByText('Sleeps 4 guests')).toBeTruthy();
  expect(within(preview).getByText('Wi-Fi')).toBeTruthy();
  // A draft has no public page yet: no link to one.
  expect(within(preview).queryByRole('link')).toBeNull();
});

it("previews a unit of a multi-unit property under both names, with the unit's own facts, as the guest page heads it", async () => {
  stubApi({});
  const multi = testProperty({ ...property, title: 'Casa Lago', propertyType: 'multi' });
  renderPublish(readyUnit({ title: 'Garden room', propertyType: 'multi', guests: 2 }), { property: multi });
  const preview = await screen.findByRole('region', { name: 'This is how guests will see it' });
  const heading = await within(preview).findByRole('heading', { level: 4, name: 'Casa Lago – Garden room' });
  expect(heading.querySelector('.guest-stay__unit-name')!.textContent).toBe('Garden room');
  const facts = within(preview).getAllByRole('listitem').map((li) => li.textContent);
  expect(facts).toEqual(expect.arrayContaining(['Sleeps 2 guests', '2 bedrooms', 'Booking on request: the host confirms']));
  // No photos saved yet: the preview shows none rather than a broken picture.
  expect(within(preview).queryByRole('img')).toBeNull();
});

it('links the live guest page of a published unit', async () => {
  stubApi({});
  renderPublish(readyUnit({ state: 'PUBLISHED', links: ['/stay/unit-1'] }));
  const link = await screen.findByRole('link', { name: 'Preview the guest page (opens in a new tab)' });
  expect(link.getAttribute('href')).toBe('/stay/unit-1');
  expect(link.getAttribute('target')).toBe('_blank');
});

it('names what is still missing, once per topic, and leaves unset facts as not set', async () => {
  stubApi({});
  const unit = readyUnit({
    guests: null,
    rooms: [],
    bedroomCount: 0,
    bookingType: null,
    missingFields: [
      { name: 'property.location.postalCode', reason: 'required' },
      { name: 'property.location.coordinates', reason: 'required' },
      { name: 'guests', reason: 'required' },
      { name: 'rooms', reason: 'noBeds' },
      { name: 'priceConfiguration.nightlyPrice', reason: 'required' },
      { name: 'bookingType', reason: 'required' },
    ],
  });
  const view = renderPublish(unit, { price: { saved: false, nightlyPrice: 50 } });
  const missing = await screen.findByRole('region', { name: '5 things are still missing before you can publish' });
  expect(within(missing).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
    'The complete address and its place on the map',
    'How many guests it sleeps',
    'At least one bed',
    'A nightly price',
    'How guests book',
  ]);
  expect(fact('Nightly price')).toBe('Not set yet');
  expect(fact('How guests book')).toBe('Not set yet');
  expect(fact('Photos')).toBe('No photos yet');
  expect(screen.queryByText(/Everything guests need is there/)).toBeNull();
  expect(view.missing).toEqual([]);
});

it('a subscription host is asked by inquiry, whatever the booking type', async () => {
  stubApi({ 'GET /api/app/user/info': { body: userInfo({ commercialModel: 'subscription', currency: 'CHF' }) } });
  renderPublish(readyUnit({ bookingType: null }), { price: { saved: true, nightlyPrice: 200 } });
  await screen.findByRole('heading', { name: 'Your listing' });
  expect(fact('Commercial model')).toBe('Subscription');
  expect(fact('How guests book')).toBe('Guests send you an inquiry');
  expect(fact('Nightly price')).toMatch(/^CHF\s?200\.00 per night \(CHF\)$/);
});

it('in the wizard, each missing topic opens its step where the machine lets the host go', async () => {
  stubApi({});
  // A single-unit listing on its publish step: every other step completed, one never reachable (excluded).
  const steps = LISTING_STEPS['single-unit'].filter((s) => !s.onboardingOnly).map((s) => s.id);
  const loaded: LoadedListing = { flow: 'single-unit', onboardingFinished: true, firstUnit: true, excluded: ['regional-requirements'], completed: steps.filter((id) => id !== 'publish') };
  const actor = createActor(listingWizardMachine.provide({ actors: { loadListing: fromPromise(async () => loaded) } })).start();
  await waitForActor(actor, (s) => s.matches('editing'));
  expect(actor.getSnapshot().context.stepId).toBe('publish');
  const unit = readyUnit({
    missingFields: [
      { name: 'rooms', reason: 'noBeds' },
      { name: 'registrationNumber', reason: 'format' },
    ],
  });
  renderPublish(unit, { actor });
  const missing = await screen.findByRole('region', { name: '2 things are still missing before you can publish' });
  // The registration number's step is excluded for this unit: named, but no way there.
  expect(within(missing).getAllByRole('button').map((b) => b.getAttribute('aria-label'))).toEqual(['Open the step: At least one bed']);
  await userEvent.click(within(missing).getByRole('button', { name: 'Open the step: At least one bed' }));
  expect(actor.getSnapshot().context.stepId).toBe('guests-and-rooms-beds');
  actor.stop();
});
