import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { apiHarness, ALPINE, ANNA, STAFF } from '../support/api';
import { auditLog } from '../../src/server/db/schema';

let h: Awaited<ReturnType<typeof apiHarness>>;
beforeAll(async () => {
  h = await apiHarness();
});
afterAll(() => h.close());

const names = (r: { json: { invalidParams: { name: string }[] } }) => r.json.invalidParams.map((p) => p.name);
const auditOf = (target: string, action: string) => h.database.db.select().from(auditLog).where(and(eq(auditLog.target, target), eq(auditLog.action, action)));

describe('seeded properties', () => {
  it('anna lists her two properties, paged, with their states', async () => {
    const r = await h.call('GET', '/api/app/properties', { as: ANNA });
    expect(r.status).toBe(200);
    expect(r.json.items.map((p: { title: string }) => p.title)).toEqual(['Villa Aurora', 'Casa Marina Guesthouse']);
    expect(r.json.items.map((p: { units: number }) => p.units)).toEqual([1, 2]);
    expect(r.json.items.every((p: { state: string }) => p.state === 'PUBLISHED')).toBe(true);
    expect(r.json.pagination).toEqual({ current: 1, next: null, pages: 1, total: 2 });
  });

  it('pages with limit and searches by title (criteria[search])', async () => {
    const first = await h.call('GET', '/api/app/properties?page=1&limit=1', { as: ANNA });
    expect(first.json.items).toHaveLength(1);
    expect(first.json.pagination).toEqual({ current: 1, next: 2, pages: 2, total: 2 });
    const search = await h.call('GET', `/api/app/properties?${encodeURIComponent('criteria[search]')}=marina`, { as: ANNA });
    expect(search.json.items.map((p: { title: string }) => p.title)).toEqual(['Casa Marina Guesthouse']);
    const wildcard = await h.call('GET', `/api/app/properties?${encodeURIComponent('criteria[search]')}=%25`, { as: ANNA });
    expect(wildcard.json.items).toEqual([]);
  });

  it('bad paging is a 400 naming each field', async () => {
    const r = await h.call('GET', '/api/app/properties?page=0&limit=1000', { as: ANNA });
    expect(r.status).toBe(400);
    expect(names(r).sort()).toEqual(['limit', 'page']);
  });

  it('property-list gives properties with their units for pickers', async () => {
    const r = await h.call('GET', '/api/app/property-list', { as: ALPINE });
    expect(r.status).toBe(200);
    expect(r.json.items).toHaveLength(1);
    expect(r.json.items[0].units.map((u: { title: string }) => u.title)).toEqual(['Studio Nordkette', 'Family apartment Patscherkofel']);
    // Each unit says how guests book it (the bulk switch banner looks for units on request).
    expect(r.json.items[0].units.map((u: { bookingType: string }) => u.bookingType)).toEqual(['onLine', 'onRequest']);
  });

  it('property-list search also finds a property by a unit title (the unit selector); /properties still by property title only', async () => {
    const q = (path: string, search: string) => h.call('GET', `${path}?${encodeURIComponent('criteria[search]')}=${encodeURIComponent(search)}`, { as: ANNA });
    const byUnit = await q('/api/app/property-list', 'garden FAMILY');
    expect(byUnit.json.items.map((p: { title: string }) => p.title)).toEqual(['Casa Marina Guesthouse']);
    expect(byUnit.json.pagination.total).toBe(1);
    expect((await q('/api/app/property-list', 'villa')).json.items.map((p: { title: string }) => p.title)).toEqual(['Villa Aurora']);
    expect((await q('/api/app/property-list', 'nothing like it')).json.items).toEqual([]);
    // Another host's unit titles are never searched.
    expect((await q('/api/app/property-list', 'Nordkette')).json.items).toEqual([]);
    expect((await q('/api/app/properties', 'garden family')).json.items).toEqual([]);
  });

  it('a property carries unit ids, summary and first finished / in-progress units', async () => {
    const list = await h.call('GET', '/api/app/properties', { as: ANNA });
    const id = list.json.items[1].id;
    const r = await h.call('GET', `/api/app/properties/${id}`, { as: ANNA });
    expect(r.status).toBe(200);
    expect(r.json.propertyType).toBe('multi');
    expect(r.json.unitIds).toHaveLength(2);
    expect(r.json.unitSummary).toEqual({ total: 2, published: 1, inProgress: 1 });
    expect(r.json.firstFinishedUnitId).toBe(r.json.unitIds[0]);
    expect(r.json.firstInProgressUnitId).toBe(r.json.unitIds[1]);
  });
});

describe('host scoping', () => {
  it("another host's property answers 404 exactly like a missing one", async () => {
    const alpine = await h.call('GET', '/api/app/properties', { as: ALPINE });
    const theirs = alpine.json.items[0].id;
    const other = await h.call('GET', `/api/app/properties/${theirs}`, { as: ANNA });
    const missing = await h.call('GET', '/api/app/properties/0190a1b2-0000-7000-8000-000000000000', { as: ANNA });
    const garbage = await h.call('GET', '/api/app/properties/not-an-id', { as: ANNA });
    for (const r of [other, missing, garbage]) {
      expect(r.status).toBe(404);
      expect(r.json.detail).toBe(missing.json.detail);
    }
    expect((await h.call('PATCH', `/api/app/properties/${theirs}`, { as: ANNA, body: { title: 'Mine now' } })).status).toBe(404);
    expect((await h.call('DELETE', `/api/app/properties/${theirs}`, { as: ANNA })).status).toBe(404);
    expect((await h.call('GET', `/api/app/properties/${theirs}/units`, { as: ANNA })).status).toBe(404);
    expect((await h.call('POST', `/api/app/properties/${theirs}/units`, { as: ANNA })).status).toBe(404);
    expect((await h.call('GET', `/api/app/properties/${theirs}`, { as: ALPINE })).json.title).toBe('Alpenblick Apartments');
  });

  it('needs a token', async () => {
    expect((await h.call('GET', '/api/app/properties')).status).toBe(401);
  });
});

describe('create, patch, locate, delete', () => {
  it('creates a single-unit property with its unit, writes an audit row', async () => {
    const r = await h.call('POST', '/api/app/properties', { as: ANNA, body: { propertyType: 'single', accommodationType: 'chalet' } });
    expect(r.status).toBe(201);
    expect(r.json.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-/);
    expect(r.json.unitIds).toHaveLength(1);
    expect(r.json.state).toBe('IN_PROGRESS');
    expect(await auditOf(r.json.id, 'property.create')).toHaveLength(1);
  });

  it('refuses a bad body naming every field, and an accommodation type of the other listing type', async () => {
    const bad = await h.call('POST', '/api/app/properties', { as: ANNA, body: { propertyType: 'triple', title: 'x'.repeat(200) } });
    expect(bad.status).toBe(400);
    expect(names(bad).sort()).toEqual(['propertyType', 'title']);
    const wrong = await h.call('POST', '/api/app/properties', { as: ANNA, body: { propertyType: 'single', accommodationType: 'hotel' } });
    expect(wrong.status).toBe(400);
    expect(names(wrong)).toEqual(['accommodationType']);
    const malformed = await h.call('POST', '/api/app/properties', { as: ANNA, rawBody: '{' });
    expect(malformed.status).toBe(400);
  });

  it('patches title and descriptions, answering the spec fields', async () => {
    const created = await h.call('POST', '/api/app/properties', { as: ANNA, body: { propertyType: 'multi' } });
    const r = await h.call('PATCH', `/api/app/properties/${created.json.id}`, {
      as: ANNA,
      body: { title: ' Lake House ', description: 'By the lake', restaurantDescription: '', unitIds: ['ignored'] },
    });
    expect(r.status).toBe(200);
    expect(r.json).toEqual({ unitIds: created.json.unitIds, title: 'Lake House', description: 'By the lake', restaurantDescription: null, specialOfferDescription: null, timeZone: 'UTC', timeZoneSetByHost: false });
    expect(await auditOf(created.json.id, 'property.patch')).toHaveLength(1);
  });

  it('switches single to multi; back to single only with at most one unit (409); accommodation type must fit', async () => {
    const { json: p } = await h.call('POST', '/api/app/properties', { as: ANNA, body: { propertyType: 'single', accommodationType: 'castle' } });
    expect((await h.call('PATCH', `/api/app/properties/${p.id}`, { as: ANNA, body: { propertyType: 'multi' } })).status).toBe(200);
    expect((await h.call('POST', `/api/app/properties/${p.id}/units`, { as: ANNA })).status).toBe(201);
    const back = await h.call('PATCH', `/api/app/properties/${p.id}`, { as: ANNA, body: { propertyType: 'single' } });
    expect(back.status).toBe(409);
    expect((await h.call('GET', `/api/app/properties/${p.id}`, { as: ANNA })).json.propertyType).toBe('multi');
    const hotel = await h.call('PATCH', `/api/app/properties/${p.id}`, { as: ANNA, body: { accommodationType: 'villa' } });
    expect(hotel.status).toBe(400);
    expect(names(hotel)).toEqual(['accommodationType']);
  });

  it('a host without properties gets an empty page', async () => {
    const r = await h.call('GET', '/api/app/properties', { as: STAFF });
    expect(r.json).toEqual({ items: [], pagination: { current: 1, next: null, pages: 0, total: 0 } });
  });

  it('concurrent publishes of one unit write one transition and one audit row', async () => {
    const guesthouse = (await h.call('GET', '/api/app/properties', { as: ANNA })).json.items[1];
    const unitId = (await h.call('GET', `/api/app/properties/${guesthouse.id}`, { as: ANNA })).json.unitIds[0];
    await h.call('PATCH', `/api/app/property-unit/${unitId}/unpublish`, { as: ANNA });
    const results = await Promise.all([1, 2, 3].map(() => h.call('PATCH', `/api/app/property-unit/${unitId}/publish`, { as: ANNA })));
    expect(results.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(await auditOf(unitId, 'unit.publish')).toHaveLength(1);
  });

  it('saves the location steps: autocomplete, address (validated by country), map', async () => {
    const { json: p } = await h.call('POST', '/api/app/properties', { as: ANNA, body: { propertyType: 'single' } });
    const auto = await h.call('PUT', `/api/app/properties/${p.id}/location/autocomplete`, {
      as: ANNA,
      body: { countryCode: 'de', city: 'Berlin', googlePlaceId: 'abc', formattedAddress: 'Berlin, Germany' },
    });
    expect(auto.status).toBe(200);
    expect(auto.json.location).toMatchObject({ countryCode: 'DE', city: 'Berlin', googlePlaceId: 'abc' });

    const bad = await h.call('PUT', `/api/app/properties/${p.id}/location/address`, { as: ANNA, body: { countryCode: 'DE', city: 'Berlin', postalCode: '123' } });
    expect(bad.status).toBe(400);
    expect(names(bad).sort()).toEqual(['houseNumberOrName', 'postalCode', 'street']);

    const ok = await h.call('PUT', `/api/app/properties/${p.id}/location/address`, {
      as: ANNA,
      body: { countryCode: 'DE', city: 'Berlin', street: 'Unter den Linden', houseNumberOrName: '5', postalCode: '10117' },
    });
    expect(ok.status).toBe(200);
    expect(ok.json.location).toMatchObject({ street: 'Unter den Linden', postalCode: '10117', googlePlaceId: 'abc' });

    const noPin = await h.call('PUT', `/api/app/properties/${p.id}/location/map`, { as: ANNA, body: { latitude: 95 } });
    expect(noPin.status).toBe(400);
    expect(names(noPin).sort()).toEqual(['latitude']);
    const pin = await h.call('PUT', `/api/app/properties/${p.id}/location/map`, { as: ANNA, body: { latitude: 52.517, longitude: 13.389 } });
    expect(pin.json.location).toMatchObject({ latitude: 52.517, longitude: 13.389, street: 'Unter den Linden' });

    const unknownAction = await h.call('PUT', `/api/app/properties/${p.id}/location/teleport`, { as: ANNA, body: {} });
    expect(unknownAction.status).toBe(400);
    expect(names(unknownAction)).toEqual(['action']);
  });

  it('deletes a property without live units (204, then 404); refuses one with a published unit (409)', async () => {
    const { json: p } = await h.call('POST', '/api/app/properties', { as: ANNA, body: { propertyType: 'multi' } });
    const del = await h.call('DELETE', `/api/app/properties/${p.id}`, { as: ANNA });
    expect(del.status).toBe(204);
    expect((await h.call('GET', `/api/app/properties/${p.id}`, { as: ANNA })).status).toBe(404);
    expect((await h.call('GET', `/api/app/property-unit/${p.unitIds[0]}`, { as: ANNA })).status).toBe(404);
    expect(await auditOf(p.id, 'property.delete')).toHaveLength(1);

    const villa = (await h.call('GET', '/api/app/properties', { as: ANNA })).json.items[0];
    const refused = await h.call('DELETE', `/api/app/properties/${villa.id}`, { as: ANNA });
    expect(refused.status).toBe(409);
    expect((await h.call('GET', `/api/app/properties/${villa.id}`, { as: ANNA })).status).toBe(200);
  });

  it('a staff member acting for anna is named in the audit row', async () => {
    const info = await h.call('GET', '/api/app/user/info', { as: ANNA });
    const r = await h.call('POST', '/api/app/properties', { as: STAFF, headers: { 'x-impersonate-host': info.json.userId }, body: { propertyType: 'multi' } });
    expect(r.status).toBe(201);
    const staff = await h.call('GET', '/api/app/user/info', { as: STAFF });
    const [row] = await auditOf(r.json.id, 'property.create');
    expect(row.hostId).toBe(info.json.userId);
    expect(row.staffId).toBe(staff.json.userId);
    expect((await h.call('GET', `/api/app/properties/${r.json.id}`, { as: ANNA })).status).toBe(200);
  });
});

describe('units of a property', () => {
  it('lists unit cards paged and searchable; adds a unit to a multi property; refuses a second unit on a single one', async () => {
    const list = (await h.call('GET', '/api/app/properties', { as: ANNA })).json.items;
    const [villa, guesthouse] = list;
    const cards = await h.call('GET', `/api/app/properties/${guesthouse.id}/units?limit=1`, { as: ANNA });
    expect(cards.status).toBe(200);
    // The demo room has seeded pictures: its card leads with the cover's thumbnail.
    expect(cards.json.items[0]).toMatchObject({ title: 'Sea-view double room', state: 'PUBLISHED', guests: 2, size: 22, bedroomCount: 1, image: expect.stringMatching(/^\/api\/public\/photos\/[0-9a-f-]{36}\/thumbnail\?access=/) });
    expect(cards.json.pagination).toEqual({ current: 1, next: 2, pages: 2, total: 2 });
    const found = await h.call('GET', `/api/app/properties/${guesthouse.id}/units?${encodeURIComponent('criteria[search]')}=garden`, { as: ANNA });
    expect(found.json.items.map((u: { title: string }) => u.title)).toEqual(['Garden family suite']);

    const added = await h.call('POST', `/api/app/properties/${guesthouse.id}/units`, { as: ANNA });
    expect(added.status).toBe(201);
    expect(added.json).toMatchObject({ propertyId: guesthouse.id, state: 'IN_PROGRESS', title: null });
    expect(await auditOf(added.json.publicId, 'unit.create')).toHaveLength(1);
    const refused = await h.call('POST', `/api/app/properties/${villa.id}/units`, { as: ANNA });
    expect(refused.status).toBe(409);
  });
});
