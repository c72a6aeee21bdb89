import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiHarness } from '../support/api';
import { createAccount } from '../../src/server/auth/accounts';

// How a new host works with guests is chosen at registration (commission: guests book;
// subscription: guests send inquiries). The host may change it until a unit is published or sent
// for review; a host who takes inquiries is not asked for a booking preference, so their units
// start as taking requests and stay publishable.

let h: Awaited<ReturnType<typeof apiHarness>>;
beforeAll(async () => {
  h = await apiHarness();
});
afterAll(() => h.close());

async function register(email: string, commercialModel: 'commission' | 'subscription') {
  await createAccount(h.database.db, { email, password: 'a-long-enough-secret', givenName: 'Ines', familyName: 'Vidal', accountType: 'individual', commercialModel, locale: 'en-US' });
}

async function newListing(as: string) {
  const { json } = await h.call('POST', '/api/app/properties', { as, body: { propertyType: 'single', accommodationType: 'apartment', title: 'Casa Azul' } });
  return { propertyId: json.id as string, unitId: json.unitIds[0] as string };
}

const unitOf = async (as: string, unitId: string) => (await h.call('GET', `/api/app/property-unit/${unitId}`, { as })).json;

describe('the way of working chosen at registration', () => {
  it('a commission host starts as one, may switch while nothing is published, and not after publishing', async () => {
    const NEW = 'chose-commission@example.test';
    await register(NEW, 'commission');
    expect((await h.call('GET', '/api/app/user/info', { as: NEW })).json.commercialModel).toBe('commission');
    expect((await h.call('GET', '/api/app/commercial-model', { as: NEW })).json).toMatchObject({ commercialModel: 'commission', changeable: true });

    const { propertyId, unitId } = await newListing(NEW);
    // A commission host chooses instant booking or requests in the wizard: nothing is chosen for them.
    expect((await unitOf(NEW, unitId)).bookingType).toBeNull();

    let r = await h.call('PUT', '/api/app/commercial-model', { as: NEW, body: { commercialModel: 'subscription' } });
    expect(r.status).toBe(200);
    expect(r.json).toMatchObject({ commercialModel: 'subscription', changeable: true });
    expect((await h.call('GET', '/api/app/user/info', { as: NEW })).json.commercialModel).toBe('subscription');
    // Inquiry guests only ask: the unit takes requests and no step it no longer shows holds it back.
    const asSubscription = await unitOf(NEW, unitId);
    expect(asSubscription.bookingType).toBe('onRequest');
    expect(asSubscription.missingFields.map((m: { name: string }) => m.name)).not.toContain('bookingType');

    r = await h.call('PUT', '/api/app/commercial-model', { as: NEW, body: { commercialModel: 'commission' } });
    expect(r.status).toBe(200);
    await h.call('PUT', `/api/app/properties/${propertyId}/location/address`, {
      as: NEW,
      body: { countryCode: 'ES', city: 'Cadaqués', street: 'Carrer des Port', houseNumberOrName: '5', postalCode: '17488' },
    });
    await h.call('PUT', `/api/app/properties/${propertyId}/location/map`, { as: NEW, body: { latitude: 42.29, longitude: 3.28 } });
    await h.call('PATCH', `/api/app/property-unit/${unitId}`, {
      as: NEW,
      body: { guests: 2, rooms: [{ beds: [{ type: 'double_bed', count: 1 }] }], cancellationPolicy: { type: 'flexible' }, bookingType: 'onLine' },
    });
    await h.call('PUT', `/api/app/property-unit/${unitId}/price-configuration`, { as: NEW, body: { nightlyPrice: 90 } });
    expect((await h.call('PATCH', `/api/app/property-unit/${unitId}/publish`, { as: NEW })).status).toBe(200);

    expect((await h.call('GET', '/api/app/commercial-model', { as: NEW })).json.changeable).toBe(false);
    r = await h.call('PUT', '/api/app/commercial-model', { as: NEW, body: { commercialModel: 'subscription' } });
    expect(r.status).toBe(409);
    expect((await h.call('GET', '/api/app/user/info', { as: NEW })).json.commercialModel).toBe('commission');
  });

  it('a subscription host is not asked for a booking preference: new units take requests and can be published without it', async () => {
    const NEW = 'chose-subscription@example.test';
    await register(NEW, 'subscription');
    expect((await h.call('GET', '/api/app/user/info', { as: NEW })).json.commercialModel).toBe('subscription');
    const { unitId } = await newListing(NEW);
    const unit = await unitOf(NEW, unitId);
    expect(unit.bookingType).toBe('onRequest');
    expect(unit.missingFields.map((m: { name: string }) => m.name)).not.toContain('bookingType');
  });

  it('a sign-in from before the choice existed keeps the default (subscription)', async () => {
    const OLD = 'no-choice@example.test';
    await createAccount(h.database.db, { email: OLD, password: 'a-long-enough-secret', givenName: 'Old', familyName: 'Timer', accountType: 'individual', locale: 'en-US' });
    expect((await h.call('GET', '/api/app/user/info', { as: OLD })).json.commercialModel).toBe('subscription');
  });
});
