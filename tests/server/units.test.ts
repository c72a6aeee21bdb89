import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { apiHarness, ALPINE, ANNA, MARIE } from '../support/api';
import { auditLog, hosts } from '../../src/server/db/schema';
import { createAccount } from '../../src/server/auth/accounts';

let h: Awaited<ReturnType<typeof apiHarness>>;
let villaUnit: string;
let roomUnit: string;
let suiteUnit: string;
let alpineUnit: string;
beforeAll(async () => {
  h = await apiHarness();
  const [villa, guesthouse] = (await h.call('GET', '/api/app/properties', { as: ANNA })).json.items;
  villaUnit = (await h.call('GET', `/api/app/properties/${villa.id}`, { as: ANNA })).json.unitIds[0];
  [roomUnit, suiteUnit] = (await h.call('GET', `/api/app/properties/${guesthouse.id}`, { as: ANNA })).json.unitIds;
  const alpine = (await h.call('GET', '/api/app/properties', { as: ALPINE })).json.items[0];
  alpineUnit = (await h.call('GET', `/api/app/properties/${alpine.id}`, { as: ALPINE })).json.unitIds[0];
});
afterAll(() => h.close());

/** The identity documents handed in (what an upload does to the status, onboarding-documents.ts). */
const handInIdentity = (email: string) => h.database.db.update(hosts).set({ kycStatus: 'submitted' }).where(eq(hosts.email, email));

const names = (r: { json: { invalidParams: { name: string }[] } }) => r.json.invalidParams.map((p) => p.name);
const auditOf = (target: string, action: string) => h.database.db.select().from(auditLog).where(and(eq(auditLog.target, target), eq(auditLog.action, action)));

/** A new multi-unit property in Italy with a complete address and pin; returns its first unit. */
async function freshItalianUnit() {
  const { json: p } = await h.call('POST', '/api/app/properties', { as: ANNA, body: { propertyType: 'multi', accommodationType: 'guesthouse', title: 'Ca’ Rossa' } });
  await h.call('PUT', `/api/app/properties/${p.id}/location/address`, {
    as: ANNA,
    body: { countryCode: 'IT', city: 'Roma', street: 'Via Appia', houseNumberOrName: '1', postalCode: '00184', stateOrProvince: 'RM' },
  });
  await h.call('PUT', `/api/app/properties/${p.id}/location/map`, { as: ANNA, body: { latitude: 41.88, longitude: 12.5 } });
  return p.unitIds[0] as string;
}

describe('reading units', () => {
  it('a unit has state, actions, calendar status and no missing fields when published', async () => {
    const r = await h.call('GET', `/api/app/property-unit/${villaUnit}`, { as: ANNA });
    expect(r.status).toBe(200);
    expect(r.json).toMatchObject({
      publicId: villaUnit,
      title: 'Villa Aurora',
      state: 'PUBLISHED',
      availableActions: ['unpublish'],
      links: [`/stay/${villaUnit}`],
      propertySizeMeasurementUnit: 'metric',
      calendarAvailability: { status: 'AVAILABLE' },
      cancellationPolicy: { type: 'moderate' },
      bookingType: 'onLine',
      invalidFields: [],
      missingFields: [],
      bedroomCount: 3,
    });
  });

  it('the unit in progress names what keeps it from going live', async () => {
    const r = await h.call('GET', `/api/app/property-unit/${suiteUnit}`, { as: ANNA });
    expect(r.json.state).toBe('IN_PROGRESS');
    expect(r.json.availableActions).toEqual(['delete']);
    expect(r.json.missingFields.map((m: { name: string }) => m.name)).toEqual(['unitType', 'priceConfiguration.nightlyPrice', 'cancellationPolicy', 'bookingType']);
  });

  it("another host's unit is 404 on every unit call, like a missing one", async () => {
    const calls: [string, string, unknown?][] = [
      ['GET', ''],
      ['PATCH', '', { title: 'x' }],
      ['DELETE', ''],
      ['PATCH', '/publish'],
      ['PATCH', '/unpublish'],
      ['POST', '/calendar-action', { status: 'BLOCKED' }],
      ['GET', '/listing-progress'],
      ['PUT', '/listing-progress', { completedSteps: [] }],
      ['GET', '/regional-requirements'],
      ['PATCH', '/regional-requirements', { registrationNumber: null }],
      ['GET', '/regional-requirements/configuration'],
    ];
    for (const [method, suffix, body] of calls) {
      const theirs = await h.call(method, `/api/app/property-unit/${alpineUnit}${suffix}`, { as: ANNA, body });
      const missing = await h.call(method, `/api/app/property-unit/0190a1b2-0000-7000-8000-000000000000${suffix}`, { as: ANNA, body });
      expect([method + suffix, theirs.status, theirs.json.detail]).toEqual([method + suffix, 404, missing.json.detail]);
    }
    expect((await h.call('GET', `/api/app/property-unit/${alpineUnit}`, { as: ALPINE })).json.state).toBe('PUBLISHED');
  });
});

describe('patching a unit', () => {
  it('saves rooms, amenities, size and policy; audit row written', async () => {
    const r = await h.call('PATCH', `/api/app/property-unit/${suiteUnit}`, {
      as: ANNA,
      body: {
        guests: 4,
        propertySize: 41.256,
        propertySizeMeasurementUnit: 'imperial',
        rooms: [{ type: 'bedroom', beds: [{ type: 'double_bed', count: 1 }] }, { beds: [{ type: 'bunk_bed', count: 1 }] }, { type: 'bath_room' }],
        amenities: ['wifi', 'wifi', 'heating'],
        cancellationPolicy: { type: 'strict' },
        publicId: 'ignored',
      },
    });
    expect(r.status).toBe(200);
    expect(r.json).toMatchObject({ guests: 4, propertySize: 41.26, propertySizeMeasurementUnit: 'imperial', amenities: ['wifi', 'heating'], bedroomCount: 2, cancellationPolicy: { type: 'strict' } });
    expect(r.json.rooms[2]).toEqual({ type: 'bath_room', beds: [] });
    expect(await auditOf(suiteUnit, 'unit.patch')).toHaveLength(1);
  });

  it('saves a bathroom and a kitchen sent with an empty list of beds, as the beds step sends them; a kitchen with a bed is refused by name', async () => {
    const rooms = [{ type: 'bedroom', beds: [{ type: 'double_bed', count: 1 }] }, { type: 'bath_room', beds: [] }, { type: 'kitchen_room', beds: [] }];
    const r = await h.call('PATCH', `/api/app/property-unit/${roomUnit}`, { as: ANNA, body: { rooms } });
    expect(r.status).toBe(200);
    expect(r.json.rooms).toEqual(rooms);
    const bad = await h.call('PATCH', `/api/app/property-unit/${roomUnit}`, {
      as: ANNA,
      body: { rooms: [rooms[0], { type: 'kitchen_room', beds: [{ type: 'sofa_bed', count: 1 }] }] },
    });
    expect(bad.status).toBe(400);
    expect(names(bad)).toEqual(['rooms.1.beds']);
    expect((await h.call('GET', `/api/app/property-unit/${roomUnit}`, { as: ANNA })).json.rooms).toEqual(rooms);
  });

  it('names every bad field: beds in a bathroom, unknown bed, amenity and policy, guests out of range', async () => {
    const r = await h.call('PATCH', `/api/app/property-unit/${suiteUnit}`, {
      as: ANNA,
      body: { guests: 100, rooms: [{ type: 'bath_room', beds: [{ type: 'double_bed', count: 1 }] }], bookingType: 'sometimes' },
    });
    expect(r.status).toBe(400);
    expect(names(r).sort()).toEqual(['bookingType', 'guests', 'rooms.0.beds']);
    const config = await h.call('PATCH', `/api/app/property-unit/${suiteUnit}`, {
      as: ANNA,
      body: { rooms: [{ type: 'bedroom', beds: [{ type: 'hammock', count: 1 }] }], amenities: ['wifi', 'moat'], cancellationPolicy: { type: 'never' } },
    });
    expect(config.status).toBe(400);
    expect(names(config)).toEqual(['rooms.0.beds.0.type', 'amenities.1', 'cancellationPolicy.type']);
    expect((await h.call('GET', `/api/app/property-unit/${suiteUnit}`, { as: ANNA })).json.amenities).toEqual(['wifi', 'heating']);
  });

  it('a published unit must stay publishable (409 naming the field, nothing written)', async () => {
    const r = await h.call('PATCH', `/api/app/property-unit/${roomUnit}`, { as: ANNA, body: { title: '', description: 'New text' } });
    expect(r.status).toBe(409);
    expect(names(r)).toEqual(['title']);
    const after = await h.call('GET', `/api/app/property-unit/${roomUnit}`, { as: ANNA });
    expect(after.json.title).toBe('Sea-view double room');
    expect(after.json.description).toBeNull();
  });
});

describe('publishing', () => {
  it('refuses to publish an incomplete unit with 409 naming the fields, then publishes it once complete', async () => {
    const refused = await h.call('PATCH', `/api/app/property-unit/${suiteUnit}/publish`, { as: ANNA });
    expect(refused.status).toBe(409);
    // anna@ has subscriptions enabled and has not handed in her identity yet: named with the fields.
    expect(names(refused)).toEqual(['unitType', 'priceConfiguration.nightlyPrice', 'bookingType', 'identityVerification']);

    await h.call('PATCH', `/api/app/property-unit/${suiteUnit}`, { as: ANNA, body: { bookingType: 'onRequest', unitType: 'family_room' } });
    const priced = await h.call('PUT', `/api/app/property-unit/${suiteUnit}/price-configuration`, { as: ANNA, body: { nightlyPrice: 140 } });
    expect(priced.status).toBe(200);
    const unverified = await h.call('PATCH', `/api/app/property-unit/${suiteUnit}/publish`, { as: ANNA });
    expect(unverified.status).toBe(409);
    expect(names(unverified)).toEqual(['identityVerification']);
    expect(unverified.json.detail).toMatch(/Identity verification is needed/);
    expect((await h.call('GET', `/api/app/property-unit/${suiteUnit}`, { as: ANNA })).json.state).toBe('IN_PROGRESS');

    await handInIdentity(ANNA);
    const ok = await h.call('PATCH', `/api/app/property-unit/${suiteUnit}/publish`, { as: ANNA });
    expect(ok.status).toBe(200);
    expect(ok.json.unit).toMatchObject({ state: 'PUBLISHED', availableActions: ['unpublish'] });
    expect(ok.json.userInfo.email).toBe(ANNA);
    expect(await auditOf(suiteUnit, 'unit.publish')).toHaveLength(1);

    const again = await h.call('PATCH', `/api/app/property-unit/${suiteUnit}/publish`, { as: ANNA });
    expect(again.status).toBe(200);
    expect(await auditOf(suiteUnit, 'unit.publish')).toHaveLength(1);
  });

  it('unpublishes, then deletes a unit of a multi property; the live unit could not be deleted', async () => {
    expect((await h.call('DELETE', `/api/app/property-unit/${suiteUnit}`, { as: ANNA })).status).toBe(409);
    const down = await h.call('PATCH', `/api/app/property-unit/${suiteUnit}/unpublish`, { as: ANNA });
    expect(down.json.unit).toMatchObject({ state: 'UNPUBLISHED', availableActions: ['publish', 'delete'] });
    expect((await h.call('DELETE', `/api/app/property-unit/${suiteUnit}`, { as: ANNA })).status).toBe(204);
    expect((await h.call('GET', `/api/app/property-unit/${suiteUnit}`, { as: ANNA })).status).toBe(404);
    expect(await auditOf(suiteUnit, 'unit.delete')).toHaveLength(1);
  });

  it('a never-published unit cannot be unpublished (409); the unit of a single property is deleted with its property', async () => {
    const { json: p } = await h.call('POST', '/api/app/properties', { as: ANNA, body: { propertyType: 'single' } });
    expect((await h.call('PATCH', `/api/app/property-unit/${p.unitIds[0]}/unpublish`, { as: ANNA })).status).toBe(409);
    expect((await h.call('DELETE', `/api/app/property-unit/${p.unitIds[0]}`, { as: ANNA })).status).toBe(409);
  });

  it('an invalid registration number keeps an Italian unit from being published, naming registrationNumber', async () => {
    const unit = await freshItalianUnit();
    await h.call('PATCH', `/api/app/property-unit/${unit}`, {
      as: ANNA,
      body: { title: 'Camera', unitType: 'double_room', guests: 2, rooms: [{ beds: [{ type: 'double_bed', count: 1 }] }], cancellationPolicy: { type: 'flexible' }, bookingType: 'onLine' },
    });
    await h.call('PUT', `/api/app/property-unit/${unit}/price-configuration`, { as: ANNA, body: { nightlyPrice: 80 } });
    const missing = await h.call('PATCH', `/api/app/property-unit/${unit}/publish`, { as: ANNA });
    expect(missing.status).toBe(409);
    expect(names(missing)).toEqual(['registrationNumber']);
    const read = await h.call('GET', `/api/app/property-unit/${unit}`, { as: ANNA });
    expect(read.json.invalidFields.map((f: { field: string }) => f.field)).toEqual(['registrationNumber', 'nationalIdentificationCode']);
    expect(read.json.invalidFields[0]).toMatchObject({ propertyUnitId: unit, message: 'required' });

    const badFormat = await h.call('PATCH', `/api/app/property-unit/${unit}/regional-requirements`, { as: ANNA, body: { registrationNumber: '123', nationalIdentificationCode: 'nope' } });
    expect(badFormat.status).toBe(400);
    expect(names(badFormat)).toEqual(['registrationNumber', 'nationalIdentificationCode']);

    const saved = await h.call('PATCH', `/api/app/property-unit/${unit}/regional-requirements`, { as: ANNA, body: { registrationNumber: 'it 058091 c2 ismb9ty8' } });
    expect(saved.status).toBe(200);
    expect(saved.json).toMatchObject({ countryCode: 'IT', registrationNumber: 'IT058091C2ISMB9TY8', nationalIdentificationCode: null });
    // The identification code is still missing: shown, but it does not block publishing.
    expect(saved.json.invalidFields.map((f: { field: string }) => f.field)).toEqual(['nationalIdentificationCode']);
    const published = await h.call('PATCH', `/api/app/property-unit/${unit}/publish`, { as: ANNA });
    expect(published.status).toBe(200);
    expect(published.json.unit.state).toBe('PUBLISHED');

    const cfg = await h.call('GET', `/api/app/property-unit/${unit}/regional-requirements/configuration`, { as: ANNA });
    expect(cfg.json.fields.map((f: { name: string; required: boolean }) => [f.name, f.required])).toEqual([
      ['registrationNumber', true],
      ['nationalIdentificationCode', true],
    ]);
    // Clearing the number of a live Italian unit would make it unpublishable: 409.
    const clear = await h.call('PATCH', `/api/app/property-unit/${unit}/regional-requirements`, { as: ANNA, body: { registrationNumber: null } });
    expect(clear.status).toBe(409);
  });
});

describe('calendar action, listing progress, booking preference', () => {
  it('sets the calendar availability status; refuses an unknown one', async () => {
    const r = await h.call('POST', `/api/app/property-unit/${roomUnit}/calendar-action`, { as: ANNA, body: { status: 'PAUSED' } });
    expect(r.status).toBe(200);
    expect(r.json.calendarAvailability).toEqual({ status: 'PAUSED' });
    expect(await auditOf(roomUnit, 'unit.calendar-action')).toHaveLength(1);
    const bad = await h.call('POST', `/api/app/property-unit/${roomUnit}/calendar-action`, { as: ANNA, body: { status: 'OPEN' } });
    expect(bad.status).toBe(400);
    expect(names(bad)).toEqual(['status']);
  });

  it('stores completed listing steps of the unit flow only, each once, in flow order', async () => {
    const unit = (await h.call('POST', '/api/app/properties', { as: ANNA, body: { propertyType: 'single' } })).json.unitIds[0];
    const before = await h.call('GET', `/api/app/property-unit/${unit}/listing-progress`, { as: ANNA });
    expect(before.json.completedSteps).toEqual([]);
    expect(before.json.steps.map((s: { name: string }) => s.name)).toContain('location-address');
    const put = await h.call('PUT', `/api/app/property-unit/${unit}/listing-progress`, { as: ANNA, body: { completedSteps: ['location', 'property', 'location'] } });
    expect(put.status).toBe(200);
    expect(put.json.completedSteps).toEqual(['property', 'location']);
    expect((await h.call('GET', `/api/app/property-unit/${unit}/listing-progress`, { as: ANNA })).json.completedSteps).toEqual(['property', 'location']);
    const bad = await h.call('PUT', `/api/app/property-unit/${unit}/listing-progress`, { as: ANNA, body: { completedSteps: ['property', 'unit-type'] } });
    expect(bad.status).toBe(400);
    expect(names(bad)).toEqual(['completedSteps.1']);
    expect(await auditOf(unit, 'unit.listing-progress')).toHaveLength(1);
  });

  it('switches every unit of the host to instant booking with an empty body, and back on request', async () => {
    const r = await h.call('POST', '/api/app/property-units/change-booking-preference', { as: ALPINE, rawBody: '' });
    expect(r.status).toBe(200);
    // The seeded family apartment is booked on request; the studio is instant already.
    expect(r.json).toEqual({ bookingType: 'onLine', updatedUnitIds: [expect.any(String)] });
    const back = await h.call('POST', '/api/app/property-units/change-booking-preference', { as: ALPINE, body: { bookingType: 'onRequest' } });
    expect(back.json.updatedUnitIds).toHaveLength(2);
    expect((await h.call('GET', `/api/app/property-unit/${alpineUnit}`, { as: ALPINE })).json.bookingType).toBe('onRequest');
    // Nobody else's units move.
    expect((await h.call('GET', `/api/app/property-unit/${villaUnit}`, { as: ANNA })).json.bookingType).toBe('onLine');
    const bad = await h.call('POST', '/api/app/property-units/change-booking-preference', { as: MARIE, body: { bookingType: 'maybe' } });
    expect(bad.status).toBe(400);
    expect(names(bad)).toEqual(['bookingType']);
    // The body is optional whatever the content type (none at all here); text that is not JSON names the body.
    const none = await h.call('POST', '/api/app/property-units/change-booking-preference', { as: MARIE });
    expect(none.status).toBe(200);
    expect(none.json.bookingType).toBe('onLine');
    const malformed = await h.call('POST', '/api/app/property-units/change-booking-preference', { as: MARIE, rawBody: '{bookingType' });
    expect(malformed.status).toBe(400);
    expect(names(malformed)).toEqual(['body']);
  });
});

describe('the title of a single-unit listing', () => {
  it('names the property too, so the list and publishing see it; a multi-unit property keeps its own', async () => {
    const { json: single } = await h.call('POST', '/api/app/properties', { as: ANNA, body: { propertyType: 'single', accommodationType: 'apartment' } });
    const unitId = single.unitIds[0] as string;
    const r = await h.call('PATCH', `/api/app/property-unit/${unitId}`, { as: ANNA, body: { title: 'Loft by the river', description: 'Bright, quiet.' } });
    expect(r.status).toBe(200);
    const property = (await h.call('GET', `/api/app/properties/${single.id}`, { as: ANNA })).json;
    expect(property).toMatchObject({ title: 'Loft by the river', description: 'Bright, quiet.' });
    const missing = (await h.call('GET', `/api/app/property-unit/${unitId}`, { as: ANNA })).json.missingFields.map((m: { name: string }) => m.name);
    expect(missing).not.toContain('property.title');

    const { json: multi } = await h.call('POST', '/api/app/properties', { as: ANNA, body: { propertyType: 'multi', accommodationType: 'guesthouse', title: 'Casa Alta' } });
    await h.call('PATCH', `/api/app/property-unit/${multi.unitIds[0]}`, { as: ANNA, body: { title: 'Room one' } });
    expect((await h.call('GET', `/api/app/properties/${multi.id}`, { as: ANNA })).json.title).toBe('Casa Alta');
  });
});

describe('identity verification before publishing a new listing', () => {
  /** A complete single-unit listing in Spain of the given host; returns its unit. */
  async function completeUnit(as: string) {
    const { json: p } = await h.call('POST', '/api/app/properties', { as, body: { propertyType: 'single', accommodationType: 'apartment', title: 'Casa Verde' } });
    const unitId = p.unitIds[0] as string;
    await h.call('PUT', `/api/app/properties/${p.id}/location/address`, { as, body: { countryCode: 'ES', city: 'Cadaqués', street: 'Carrer des Port', houseNumberOrName: '7', postalCode: '17488' } });
    await h.call('PUT', `/api/app/properties/${p.id}/location/map`, { as, body: { latitude: 42.29, longitude: 3.28 } });
    await h.call('PATCH', `/api/app/property-unit/${unitId}`, { as, body: { guests: 2, rooms: [{ beds: [{ type: 'double_bed', count: 1 }] }], cancellationPolicy: { type: 'flexible' }, bookingType: 'onLine' } });
    await h.call('PUT', `/api/app/property-unit/${unitId}/price-configuration`, { as, body: { nightlyPrice: 90 } });
    return unitId;
  }

  it('a commission host without subscriptions and never started is not asked (alpine@)', async () => {
    const unitId = await completeUnit(ALPINE);
    const published = await h.call('PATCH', `/api/app/property-unit/${unitId}/publish`, { as: ALPINE });
    expect(published.status).toBe(200);
    expect(published.json.unit.state).toBe('PUBLISHED');
  });

  it('a host who started verification must hand it in first; a rejected one must hand it in again', async () => {
    const HOST = 'started-kyc@example.test';
    await createAccount(h.database.db, { email: HOST, password: 'a-long-enough-secret', givenName: 'Olga', familyName: 'Berg', accountType: 'individual', locale: 'en-US' });
    const unitId = await completeUnit(HOST);
    expect((await h.call('PATCH', `/api/app/property-unit/${unitId}/publish`, { as: HOST })).status).toBe(200);

    const second = await completeUnit(HOST);
    expect((await h.call('POST', '/api/app/user/kyc/set-start-at', { as: HOST })).status).toBe(200);
    const refused = await h.call('PATCH', `/api/app/property-unit/${second}/publish`, { as: HOST });
    expect(refused.status).toBe(409);
    expect(names(refused)).toEqual(['identityVerification']);

    await h.database.db.update(hosts).set({ kycStatus: 'rejected' }).where(eq(hosts.email, HOST));
    expect((await h.call('PATCH', `/api/app/property-unit/${second}/publish`, { as: HOST })).status).toBe(409);
    await h.database.db.update(hosts).set({ kycStatus: 'verified' }).where(eq(hosts.email, HOST));
    expect((await h.call('PATCH', `/api/app/property-unit/${second}/publish`, { as: HOST })).status).toBe(200);
  });

  it('a listing published before goes back up without it (a subscription host, never verified)', async () => {
    await h.database.db.update(hosts).set({ kycStatus: 'not_started' }).where(eq(hosts.email, ANNA));
    expect((await h.call('PATCH', `/api/app/property-unit/${roomUnit}/unpublish`, { as: ANNA })).status).toBe(200);
    const back = await h.call('PATCH', `/api/app/property-unit/${roomUnit}/publish`, { as: ANNA });
    expect(back.status).toBe(200);
    expect(back.json.unit.state).toBe('PUBLISHED');
    // ...while a new one of hers waits for it.
    const fresh = await completeUnit(ANNA);
    expect(names(await h.call('PATCH', `/api/app/property-unit/${fresh}/publish`, { as: ANNA }))).toEqual(['identityVerification']);
  });
});

describe('the publish answer', () => {
  it("carries the host as it is after publishing: a new host's onboarding finished by its first live unit", async () => {
    const NEW = 'first-unit@example.test';
    await createAccount(h.database.db, { email: NEW, password: 'a-long-enough-secret', givenName: 'Ines', familyName: 'Vidal', accountType: 'individual', locale: 'en-US' });
    expect((await h.call('GET', '/api/app/user/info', { as: NEW })).json.onboardingStatus).toBe('in_progress');
    const { json: p } = await h.call('POST', '/api/app/properties', { as: NEW, body: { propertyType: 'single', accommodationType: 'apartment', title: 'Casa Azul' } });
    const unitId = p.unitIds[0] as string;
    await h.call('PUT', `/api/app/properties/${p.id}/location/address`, {
      as: NEW,
      body: { countryCode: 'ES', city: 'Cadaqués', street: 'Carrer des Port', houseNumberOrName: '5', postalCode: '17488' },
    });
    await h.call('PUT', `/api/app/properties/${p.id}/location/map`, { as: NEW, body: { latitude: 42.29, longitude: 3.28 } });
    await h.call('PATCH', `/api/app/property-unit/${unitId}`, {
      as: NEW,
      body: { guests: 2, rooms: [{ beds: [{ type: 'double_bed', count: 1 }] }], cancellationPolicy: { type: 'flexible' }, bookingType: 'onLine' },
    });
    await h.call('PUT', `/api/app/property-unit/${unitId}/price-configuration`, { as: NEW, body: { nightlyPrice: 90 } });
    const published = await h.call('PATCH', `/api/app/property-unit/${unitId}/publish`, { as: NEW });
    expect(published.status).toBe(200);
    expect(published.json.userInfo.onboardingStatus).toBe('finished');
  });
});
