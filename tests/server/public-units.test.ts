import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { apiHarness, ALPINE, ANNA } from '../support/api';

// The guest page's read of a unit (GET /api/public/property-units/{id}) and the guest links every
// published unit now carries (Unit.links = ['/stay/{id}']).

let h: Awaited<ReturnType<typeof apiHarness>>;
let villaUnit: string;
let studio: string;
let family: string;
beforeAll(async () => {
  h = await apiHarness();
  const villa = (await h.call('GET', '/api/app/properties', { as: ANNA })).json.items.find((p: { title: string }) => p.title === 'Villa Aurora');
  villaUnit = (await h.call('GET', `/api/app/properties/${villa.id}`, { as: ANNA })).json.unitIds[0];
  const alpen = (await h.call('GET', '/api/app/properties', { as: ALPINE })).json.items.find((p: { title: string }) => p.title === 'Alpenblick Apartments');
  [studio, family] = (await h.call('GET', `/api/app/properties/${alpen.id}`, { as: ALPINE })).json.unitIds;
});
afterAll(() => h.close());

const read = (id: string, as?: string) => h.call('GET', `/api/public/property-units/${id}`, as ? { as } : {});

/** Every key of a JSON value, nested, lower-cased. */
const keysOf = (x: unknown): string[] =>
  Array.isArray(x) ? x.flatMap(keysOf) : x && typeof x === 'object' ? Object.entries(x).flatMap(([k, v]) => [k.toLowerCase(), ...keysOf(v)]) : [];

describe('GET /api/public/property-units/{id}', () => {
  it('answers a published unit without a token: the facts a guest needs, the stay kind of the host', async () => {
    const r = await read(studio);
    expect(r.status).toBe(200);
    expect(r.json).toMatchObject({
      id: studio,
      title: 'Studio Nordkette',
      propertyName: 'Alpenblick Apartments',
      unitName: 'Studio Nordkette',
      city: 'Innsbruck',
      countryCode: 'AT',
      guests: 2,
      bookingType: 'onLine',
      currency: 'EUR',
      stayKind: 'booking',
      inquiry: false,
    });
    expect(typeof r.json.bedrooms).toBe('number');
    expect(Array.isArray(r.json.amenities)).toBe(true);
    for (const a of r.json.amenities) expect(typeof a.label).toBe('string');
    expect((await read(family)).json).toMatchObject({ stayKind: 'request', inquiry: false, guests: 5 });
  });

  it('a subscription host answers inquiries: the page says "Send inquiry"', async () => {
    const r = await read(villaUnit);
    expect(r.status).toBe(200);
    expect(r.json).toMatchObject({ title: 'Villa Aurora', propertyName: 'Villa Aurora', unitName: null, city: 'Siena', countryCode: 'IT', stayKind: 'inquiry', inquiry: true, cancellationPolicy: { value: 'moderate' } });
  });

  it('names amenities and the cancellation policy in the language asked (hl), and refuses an unknown one', async () => {
    const en = (await read(villaUnit)).json;
    const de = (await h.call('GET', `/api/public/property-units/${villaUnit}?hl=de-DE`)).json;
    expect(de.cancellationPolicy.value).toBe('moderate');
    expect(en.amenities.map((a: { value: string }) => a.value)).toEqual(['wifi', 'air_conditioning', 'fireplace']);
    expect(en.amenities.every((a: { value: string; label: string }) => a.label !== a.value)).toBe(true);
    expect(de.cancellationPolicy.label).not.toBe(en.cancellationPolicy.label);
    expect(de.amenities.map((a: { value: string }) => a.value)).toEqual(en.amenities.map((a: { value: string }) => a.value));
    const bad = await h.call('GET', `/api/public/property-units/${villaUnit}?hl=xx`);
    expect(bad.status).toBe(400);
    expect(bad.json.invalidParams[0].name).toBe('hl');
  });

  it('leaks nothing private: no street, house number, postal code, coordinates, host or e-mail', async () => {
    for (const id of [studio, villaUnit]) {
      const r = await read(id);
      const keys = keysOf(r.json);
      for (const k of ['street', 'housenumberorname', 'postalcode', 'formattedaddress', 'latitude', 'longitude', 'location', 'email', 'hostid', 'host', 'phone', 'regionalrequirements', 'priceconfiguration', 'icalexporttoken'])
        expect(keys, k).not.toContain(k);
      expect(r.text).not.toMatch(/Höhenstraße|Strada di Certosa|6020|53100|@demo\.host-portal\.test/);
    }
  });

  it('lists the photos cover first, as public files a signed-out guest can load', async () => {
    const upload = async (background: string) => {
      const bytes = await sharp({ create: { width: 1200, height: 800, channels: 3, background } }).png().toBuffer();
      const form = new FormData();
      form.append('file', new File([new Uint8Array(bytes)], 'photo.png', { type: 'image/png' }));
      const res = await h.app.request(`/api/app/property-unit/${studio}/photos`, { method: 'POST', headers: { authorization: `Bearer ${await h.token(ALPINE)}` }, body: form });
      expect(res.status).toBeLessThan(300);
      return ((await res.json()) as { id: string }).id;
    };
    // The demo studio has seeded pictures already; uploads go after them.
    const seeded = (await read(studio)).json.photos as { url: string; thumbnailUrl: string }[];
    expect(seeded.length).toBeGreaterThan(0);
    const first = await upload('#3a7');
    const second = await upload('#a37');
    // The second becomes the cover: the guest page lists it first.
    expect((await h.call('POST', `/api/app/property-unit/${studio}/photos/${second}/cover`, { as: ALPINE })).status).toBeLessThan(300);
    const photos = (await read(studio)).json.photos as { url: string; thumbnailUrl: string }[];
    // Every photo, not the cover alone, each with both sizes.
    expect(photos).toEqual([
      { url: `/api/public/photos/${second}/large`, thumbnailUrl: `/api/public/photos/${second}/thumbnail`, caption: null },
      ...seeded,
      { url: `/api/public/photos/${first}/large`, thumbnailUrl: `/api/public/photos/${first}/thumbnail`, caption: null },
    ]);
    const file = await h.app.request(photos[0]!.thumbnailUrl);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toMatch(/^image\//);
  });

  it('answers 404 for a unit that is not published, deleted, missing or not an id, like the public quote', async () => {
    expect((await h.call('PATCH', `/api/app/property-unit/${family}/unpublish`, { as: ALPINE })).status).toBeLessThan(300);
    const r = await read(family);
    expect(r.status).toBe(404);
    expect(r.headers.get('content-type')).toContain('application/problem+json');
    expect((await h.call('GET', `/api/public/property-units/${family}/quote?checkIn=2030-01-01&checkOut=2030-01-03`)).status).toBe(404);
    const fresh = (await h.call('POST', '/api/app/properties', { as: ANNA, body: { propertyType: 'single' } })).json.unitIds[0];
    expect((await read(fresh)).status).toBe(404);
    expect((await read('00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await read('not-an-id')).status).toBe(404);
    // Signed in changes nothing: the host's own unpublished unit is not public either.
    expect((await read(family, ALPINE)).status).toBe(404);
  });
});

describe('guest links of units', () => {
  it('a published unit links its guest page; an unpublished one has none', async () => {
    const live = await h.call('GET', `/api/app/property-unit/${studio}`, { as: ALPINE });
    expect(live.json.links).toEqual([`/stay/${studio}`]);
    const off = await h.call('GET', `/api/app/property-unit/${family}`, { as: ALPINE });
    expect(off.json.state).toBe('UNPUBLISHED');
    expect(off.json.links).toEqual([]);
  });

  it('the OpenAPI document names the public read', async () => {
    const doc = (await h.call('GET', '/api/openapi.json')).json;
    expect(doc.paths['/api/public/property-units/{id}']?.get).toBeDefined();
  });
});
