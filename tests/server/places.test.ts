import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { apiHarness, ANNA } from '../support/api';
import { places } from '../../src/server/db/schema';
import { loadGazetteer, packagePlaces, searchForm, toGazetteerPlace, type GazetteerPlace } from '../../src/server/services/gazetteer';
import { nominatimGeocoder } from '../../src/server/services/geocoder-nominatim';

// Location autocomplete over the gazetteer: a small list of real places is loaded (the whole
// package takes seconds; one test checks its mapping instead), then searched through the API.

const place = (id: number, name: string, countryCode: string, population: number, latitude = 0, longitude = 0, region: string | null = null): GazetteerPlace => ({
  id,
  name,
  searchName: searchForm(name),
  countryCode,
  region,
  latitude,
  longitude,
  population,
});

const SMALL: GazetteerPlace[] = [
  place(3176959, 'Florence', 'IT', 349296, 43.77925, 11.24626),
  place(4061234, 'Florence', 'US', 40026, 34.79981, -87.67725, 'AL'),
  place(3463237, 'Florianópolis', 'BR', 421240, -27.59667, -48.54917),
  place(2657896, 'Zürich', 'CH', 341730, 47.36667, 8.55),
  place(2661604, 'Basel', 'CH', 164488, 47.55839, 7.57327),
  place(2867714, 'Munich', 'DE', 1260391, 48.13743, 11.57549),
  place(3117735, 'Madrid', 'ES', 3255944, 40.4165, -3.70256),
  place(2514256, 'Málaga', 'ES', 568305, 36.72016, -4.42034),
  place(2510911, 'Sevilla', 'ES', 703206, 37.38283, -5.97317),
  place(2519240, 'Córdoba', 'ES', 328428, 37.89155, -4.77275),
  place(3860259, 'Córdoba', 'AR', 1428214, -31.4135, -64.18105),
  place(6542283, 'Sant’Agata', 'IT', 1000, 44.0, 11.0),
  place(2659811, 'Łódź-like 100%_town', 'PL', 5, 51.0, 19.0),
];

let h: Awaited<ReturnType<typeof apiHarness>>;
beforeAll(async () => {
  h = await apiHarness();
  await loadGazetteer(h.database.db, SMALL);
});
afterAll(() => h.close());

const search = (query: string) => h.call('GET', `/api/app/places?${query}`, { as: ANNA });
const names = (r: { json: { items: { name: string; countryCode: string }[] } }) => r.json.items.map((i) => `${i.name} ${i.countryCode}`);

describe('GET /api/app/places', () => {
  it('finds places by the start of their name, the most populous first, with coordinates', async () => {
    const r = await search('q=Flor');
    expect(r.status).toBe(200);
    expect(names(r)).toEqual(['Florianópolis BR', 'Florence IT', 'Florence US']);
    expect(r.json.items[1]).toEqual({ id: '3176959', name: 'Florence', region: null, countryCode: 'IT', latitude: 43.77925, longitude: 11.24626 });
    expect(r.json.items[2].region).toBe('AL');
  });

  it('ignores accents and case, in the name and in the query', async () => {
    expect(names(await search('q=zuri'))).toEqual(['Zürich CH']);
    expect(names(await search(`q=${encodeURIComponent('ZÜRI')}`))).toEqual(['Zürich CH']);
    expect(names(await search('q=malag'))).toEqual(['Málaga ES']);
    expect(names(await search(`q=${encodeURIComponent('cór')}`))).toEqual(['Córdoba AR', 'Córdoba ES']);
  });

  it('filters by country (any case)', async () => {
    expect(names(await search('q=cordoba&country=es'))).toEqual(['Córdoba ES']);
    expect(names(await search('q=flor&country=US'))).toEqual(['Florence US']);
    expect(names(await search('q=flor&country=FR'))).toEqual([]);
  });

  it('answers at most limit places', async () => {
    expect(names(await search('q=flor&limit=1'))).toEqual(['Florianópolis BR']);
    expect((await search('q=flor&limit=20')).json.items).toHaveLength(3);
  });

  it('takes % and _ in the query literally', async () => {
    expect(names(await search('q=%25%25'))).toEqual([]);
    expect(names(await search(`q=${encodeURIComponent('lodz-like 100%_')}`))).toEqual(['Łódź-like 100%_town PL']);
    expect(names(await search('q=__'))).toEqual([]);
  });

  it('refuses bad input, naming the field', async () => {
    const cases: [string, string][] = [
      ['', 'q'],
      ['q=F', 'q'],
      ['q=%20F%20', 'q'],
      [`q=${'a'.repeat(81)}`, 'q'],
      ['q=flor&country=ITA', 'country'],
      ['q=flor&limit=0', 'limit'],
      ['q=flor&limit=21', 'limit'],
      ['q=flor&limit=ten', 'limit'],
      ['q=flor&hl=xx', 'hl'],
    ];
    for (const [query, field] of cases) {
      const r = await search(query);
      expect(r.status, query).toBe(400);
      expect(r.headers.get('content-type')).toMatch(/problem\+json/);
      expect(r.json.invalidParams.map((p: { name: string }) => p.name), query).toContain(field);
    }
  });

  it('needs a token', async () => {
    const r = await h.call('GET', '/api/app/places?q=flor');
    expect(r.status).toBe(401);
  });
});

describe('loading the gazetteer', () => {
  it('is idempotent, also when two loads run at once', async () => {
    const database = h.database.db;
    const [a, b] = await Promise.all([loadGazetteer(database, SMALL), loadGazetteer(database, SMALL)]);
    expect(a.inserted + b.inserted).toBe(0); // beforeAll loaded them already
    const extra = [...SMALL, place(1, 'Newtown', 'GB', 10)];
    const [c, d] = await Promise.all([loadGazetteer(database, extra), loadGazetteer(database, extra)]);
    expect(c.inserted + d.inserted).toBe(1);
    const [{ count }] = await database.select({ count: sql<number>`count(*)::int` }).from(places);
    expect(count).toBe(extra.length);
  });

  it('reads the real data package: over 100,000 places, mapped to rows', async () => {
    const rows = await packagePlaces();
    expect(rows.length).toBeGreaterThan(100_000);
    const florence = rows.find((r) => r.id === 3176959)!;
    expect(florence).toMatchObject({ name: 'Florence', searchName: 'florence', countryCode: 'IT', region: null });
    expect(florence.latitude).toBeCloseTo(43.78, 1);
    expect(florence.longitude).toBeCloseTo(11.25, 1);
    expect(rows.find((r) => r.name === 'Zürich')?.searchName).toBe('zurich');
    expect(new Set(rows.map((r) => r.id)).size).toBe(rows.length);
  });

  it('maps a package entry: coordinates are [longitude, latitude]; only US admin codes are a region', () => {
    const entry = { cityId: 7, name: 'São Tomé', country: 'ST', adminCode: '02', population: 53300, loc: { coordinates: [6.73, 0.34] as [number, number] } };
    expect(toGazetteerPlace(entry)).toEqual({ id: 7, name: 'São Tomé', searchName: 'sao tome', countryCode: 'ST', region: null, latitude: 0.34, longitude: 6.73, population: 53300 });
    expect(toGazetteerPlace({ ...entry, country: 'US', adminCode: 'TX' }).region).toBe('TX');
  });
});

describe('the Nominatim adapter', () => {
  let server: Server;
  let baseUrl: string;
  const asked: URL[] = [];
  let answer: { status: number; body: unknown } = { status: 200, body: [] };
  beforeAll(async () => {
    server = createServer((req, res) => {
      asked.push(new URL(req.url!, 'http://x'));
      res.writeHead(answer.status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(answer.body));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const address = server.address() as { port: number };
    baseUrl = `http://127.0.0.1:${address.port}/nominatim`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('asks for settlements in the language and country given, and maps the answer', async () => {
    answer = {
      status: 200,
      body: [
        { place_id: 123, lat: '43.7697955', lon: '11.2556404', name: 'Firenze', address: { city: 'Firenze', state: 'Toscana', country_code: 'it' } },
        { place_id: 124, lat: 'x', lon: '1', address: { town: 'Broken', country_code: 'it' } },
      ],
    };
    const items = await nominatimGeocoder({ baseUrl }).search('Flor', { country: 'IT', limit: 5, locale: 'it-IT' });
    expect(items).toEqual([{ id: 'nominatim:123', name: 'Firenze', region: 'Toscana', countryCode: 'IT', latitude: 43.7697955, longitude: 11.2556404 }]);
    const url = asked.at(-1)!;
    expect(url.pathname).toBe('/nominatim/search');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({ q: 'Flor', format: 'jsonv2', countrycodes: 'it', limit: '5', 'accept-language': 'it-IT', featureType: 'settlement' });
  });

  it('reports a failing service as a geocoder error', async () => {
    answer = { status: 503, body: {} };
    await expect(nominatimGeocoder({ baseUrl }).search('Flor', { limit: 5, locale: 'en-US' })).rejects.toThrow(/geocoder answered 503/);
    answer = { status: 200, body: { error: 'nope' } };
    await expect(nominatimGeocoder({ baseUrl }).search('Flor', { limit: 5, locale: 'en-US' })).rejects.toThrow(/unknown shape/);
  });
});
