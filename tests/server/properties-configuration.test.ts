import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Hono } from 'hono';
import pino from 'pino';
import * as v from 'valibot';
import { apiHarness, ANNA } from '../support/api';
import type { AppEnv } from '../../src/server/http/context';
import { authenticate } from '../../src/server/http/authenticate';
import { problemResponse, toProblem } from '../../src/server/http/problem';
import { createTokenVerifier } from '../../src/server/auth/verify-token';
import { propertiesConfigurationRoutes } from '../../src/server/routes/properties-configuration';
import { CONFIGURATION_MESSAGES } from '../../src/server/config/properties-configuration/build';
import { COUNTRIES } from '../../src/server/config/properties-configuration/countries';
import { ADDRESS_FORMS } from '../../src/shared/domain/address-forms';
import { COUNTRY_STATES } from '../../src/shared/domain/country-states';
import { PropertiesConfigurationSchema, type PropertiesConfiguration } from '../../src/shared/schemas/properties-configuration';
import { LOCALES, type Locale } from '../../src/shared/i18n/locales';

const PATH = '/api/app/properties-configuration';

type Call = Awaited<ReturnType<typeof apiHarness>>['call'];
let h: Awaited<ReturnType<typeof apiHarness>>;
let call: Call;
let mountedInApp = false;

// Until app.ts mounts the route, the same route is mounted here behind the real authentication,
// exactly as app.ts does for /api/app; once mounted, every test goes through the real app.
beforeAll(async () => {
  h = await apiHarness();
  mountedInApp = (await h.call('GET', PATH, { as: ANNA })).status !== 404;
  if (mountedInApp) {
    call = h.call;
    return;
  }
  const deps = { database: h.database, env: h.env, logger: pino({ level: 'silent' }), verifyToken: createTokenVerifier({ env: h.env, db: h.database.db }) };
  const app = new Hono<AppEnv>();
  app.onError((err, c) => problemResponse(c, toProblem(err)));
  const privateApi = new Hono<AppEnv>();
  privateApi.use(authenticate(deps));
  privateApi.route('/properties-configuration', propertiesConfigurationRoutes.router(deps));
  app.route('/api/app', privateApi);
  call = async (method, path, opts = {}) => {
    const headers: Record<string, string> = { ...opts.headers };
    if (opts.as) headers.authorization = `Bearer ${await h.token(opts.as)}`;
    const res = await app.request(path, { method, headers });
    const text = await res.text();
    return { status: res.status, headers: res.headers, json: text ? JSON.parse(text) : undefined, text };
  };
});
afterAll(() => h.close());

const answers = {} as Record<Locale, PropertiesConfiguration>;
async function answer(locale: Locale) {
  if (!answers[locale]) {
    const r = await call('GET', `${PATH}?hl=${locale}`, { as: ANNA });
    expect(r.status).toBe(200);
    answers[locale] = r.json;
  }
  return answers[locale];
}

/** Every text meant for display, by its JSON path, so locales can be compared field by field. */
function labels(node: unknown, path = '', out = new Map<string, string>()): Map<string, string> {
  if (Array.isArray(node)) node.forEach((item, i) => labels(item, `${path}[${i}]`, out));
  else if (node && typeof node === 'object') {
    for (const [k, value] of Object.entries(node)) {
      // An address field's `name` is its code (street, postalCode), not a text.
      const isText = ['label', 'description'].includes(k) || (k === 'name' && !path.includes('.fields['));
      if (typeof value === 'string' && isText) out.set(`${path}.${k}`, value);
      else labels(value, `${path}.${k}`, out);
    }
  }
  return out;
}

describe('GET /api/app/properties-configuration', () => {
  it('is mounted in the real app at /api/app/properties-configuration', (ctx) => {
    if (!mountedInApp) ctx.skip();
    expect(mountedInApp).toBe(true);
  });

  it('needs a token: 401 problem without one or with a bad one', async () => {
    const none = await call('GET', `${PATH}?hl=en-US`);
    expect(none.status).toBe(401);
    expect(none.headers.get('content-type')).toContain('application/problem+json');
    const bad = await call('GET', PATH, { headers: { authorization: 'Bearer not.a.jwt' } });
    expect(bad.status).toBe(401);
  });

  it('an unknown hl is a 400 problem naming hl', async () => {
    const r = await call('GET', `${PATH}?hl=xx-XX`, { as: ANNA });
    expect(r.status).toBe(400);
    expect(r.headers.get('content-type')).toContain('application/problem+json');
    expect(r.json.invalidParams.map((p: { name: string }) => p.name)).toEqual(['hl']);
  });

  it.each(LOCALES)('answers %s valid against the shared schema, cacheable by the browser only', async (locale) => {
    const r = await call('GET', `${PATH}?hl=${locale}`, { as: ANNA });
    expect(r.status).toBe(200);
    expect(r.headers.get('cache-control')).toBe('private, max-age=300');
    const parsed = v.safeParse(PropertiesConfigurationSchema, r.json);
    expect(parsed.issues?.map((i) => `${v.getDotPath(i)}: ${i.message}`) ?? []).toEqual([]);
    expect(r.json.locale).toBe(locale);
  });

  it('revalidates with an ETag: an unchanged answer is a 304', async () => {
    const first = await call('GET', `${PATH}?hl=de-DE`, { as: ANNA });
    const tag = first.headers.get('etag');
    expect(tag).toBeTruthy();
    const again = await call('GET', `${PATH}?hl=de-DE`, { as: ANNA, headers: { 'if-none-match': tag! } });
    expect(again.status).toBe(304);
    const otherLocale = await call('GET', `${PATH}?hl=fr-FR`, { as: ANNA, headers: { 'if-none-match': tag! } });
    expect(otherLocale.status).toBe(200);
  });

  it('defaults to en-US and accepts the short and underscore forms of hl', async () => {
    expect((await call('GET', PATH, { as: ANNA })).json.locale).toBe('en-US');
    expect((await call('GET', `${PATH}?hl=de`, { as: ANNA })).json.locale).toBe('de-DE');
    expect((await call('GET', `${PATH}?hl=it_IT`, { as: ANNA })).json.locale).toBe('it-IT');
  });

  it('labels are translated: no label is a translation key, and most differ between locales', async () => {
    const keys = new Set(Object.keys(CONFIGURATION_MESSAGES['en-US']));
    const byLocale = new Map<Locale, Map<string, string>>();
    for (const locale of LOCALES) {
      const found = labels(await answer(locale));
      for (const [path, text] of found) {
        expect(keys.has(text), `${locale} ${path} is the key ${text}`).toBe(false);
        // A key missing from every file would come back as itself: dotted, without spaces.
        expect(text, `${locale} ${path} looks like an untranslated key`).not.toMatch(/^[\w-]+(\.[\w+-]+)+$/);
        expect(text.trim(), `${locale} ${path}`).not.toBe('');
      }
      byLocale.set(locale, found);
    }
    // Proper names (Malta, Texas, Sauna) are the same everywhere; everything else differs.
    const en = byLocale.get('en-US')!;
    for (const locale of LOCALES.filter((l) => l !== 'en-US')) {
      const other = byLocale.get(locale)!;
      expect(other.size).toBe(en.size);
      const nonState = [...en.keys()].filter((p) => !p.startsWith('.countryStates'));
      const differing = nonState.filter((p) => other.get(p) !== en.get(p));
      expect(differing.length / nonState.length, locale).toBeGreaterThan(0.8);
    }
    const [de, fr, it] = await Promise.all([answer('de-DE'), answer('fr-FR'), answer('it-IT')]);
    expect(de.amenities[0].label).toBe('Allgemein');
    expect(fr.bookingType.find((b) => b.value === 'onLine')!.label).toBe('Réservation instantanée');
    expect(it.countries.find((c) => c.code === 'DE')!.name).toBe('Germania');
    expect(de.countryStates.IT.find((s) => s.code === 'MI')!.name).toBe('Mailand');
  });

  it('amenities are grouped with general first, and top amenities are amenities of a group', async () => {
    for (const locale of LOCALES) {
      const a = await answer(locale);
      expect(a.amenities[0].group).toBe('general');
      const all = a.amenities.flatMap((g) => g.items.map((i) => i.value));
      expect(new Set(all).size).toBe(all.length);
      expect(a.topAmenities.length).toBeGreaterThan(0);
      for (const top of a.topAmenities) expect(all).toContain(top.value);
    }
  });

  it('every country has an address form, a served currency and a phone prefix; states fit 3 characters', async () => {
    const a = await answer('fr-FR');
    const currencies = new Set(a.currencies.map((c) => c.code));
    expect(a.countries.map((c) => c.code).sort()).toEqual(Object.keys(a.addressForm).sort());
    for (const c of a.countries) {
      expect(currencies.has(c.currency), c.code).toBe(true);
      expect(a.phonePrefixes.find((p) => p.countryCode === c.code)?.prefix).toBe(c.phonePrefix);
      const hasStateField = a.addressForm[c.code].fields.some((f) => f.name === 'stateOrProvince');
      expect(hasStateField, c.code).toBe(c.hasStates);
      expect(Boolean(a.countryStates[c.code]), c.code).toBe(c.hasStates);
    }
    for (const [country, states] of Object.entries(a.countryStates)) {
      expect(states.length, country).toBe(COUNTRY_STATES[country].length);
      for (const s of states) expect(s.code.length).toBeLessThanOrEqual(3);
    }
    // Countries read alphabetically in the host's language.
    const names = a.countries.map((c) => c.name);
    expect(names).toEqual([...names].sort(new Intl.Collator('fr-FR').compare));
    expect(a.currencies.find((c) => c.code === 'EUR')!.name).toBe('Euro');
    expect(a.defaultCurrency).toBe('EUR');
  });

  it('serves the markets of the four languages: the whole EU and the neighbours and overseas markets', async () => {
    const a = await answer('en-US');
    const codes = a.countries.map((c) => c.code);
    const eu = ['AT', 'BE', 'BG', 'HR', 'CY', 'CZ', 'DK', 'EE', 'FI', 'FR', 'DE', 'GR', 'HU', 'IE', 'IT', 'LV', 'LT', 'LU', 'MT', 'NL', 'PL', 'PT', 'RO', 'SK', 'SI', 'ES', 'SE'];
    expect(a.countries.filter((c) => c.euMember).map((c) => c.code).sort()).toEqual([...eu].sort());
    for (const code of ['CH', 'GB', 'NO', 'US', 'CA', 'AU']) expect(codes).toContain(code);
    expect(Object.keys(a.countryStates).sort()).toEqual(['AU', 'CA', 'IT', 'US']);
    expect(a.countryStates.US).toHaveLength(51);
    expect(a.countryStates.IT).toHaveLength(107);
  });

  it('carries the lists and constants of the spec', async () => {
    const a = await answer('en-US');
    expect(a.roomTypes.map((r) => [r.value, r.canHoldBeds])).toEqual([
      ['bedroom', true],
      ['living_room', true],
      ['bath_room', false],
      ['kitchen_room', false],
    ]);
    expect(a.roomTypes.find((r) => r.isDefault)!.value).toBe('bedroom');
    expect(a.bookingType.map((b) => b.value)).toEqual(['onLine', 'onRequest']);
    expect(a.listingType.map((l) => l.value)).toEqual(['single', 'multi']);
    expect(a.photosConstraints).toMatchObject({ maxWidth: 16000, maxHeight: 16000 });
    expect(a.photosConstraints.mimeTypes).toContain('image/jpeg');
    expect(a.paymentPreferences.options.map((o) => o.value)).toEqual([100, 50, 30]);
    expect(a.paymentPreferences.defaultValue).toBe(100);
    expect(a.paymentPreferences.schedules.map((s) => s.value)).toEqual(['online_100', 'online_30_70_split', 'online_50', 'online_30']);
    for (const s of a.paymentPreferences.schedules) expect(s.atBookingPercent + s.beforeArrivalPercent + s.onSitePercent).toBe(100);
    expect(a.extraCharges.chargeTypes.map((c) => c.value)).toEqual(['recurring', 'one_time']);
    expect(a.extraCharges.serviceTypes.map((s) => s.value)).toEqual([
      'breakfast', 'cleaning', 'reservedParking', 'pickUp', 'transferAirport', 'transferStation', 'towels', 'pets', 'linen',
      'energyConsumption', 'coolingAndHeating', 'fullBoard', 'halfBoard', 'internet', 'washingMachine', 'firewood', 'water',
      'bbqGrill', 'childrenBed', 'tv',
    ]);
    expect(a.areaUnits.find((u) => u.value === 'imperial')!.perSquareMetre).toBe(10.76391042);
    expect(a.areaUnits.find((u) => u.isDefault)!.value).toBe('metric');
    expect(a.minimumNotice.map((n) => n.value)).toEqual([0, 1, 2, 3, 7]);
    expect(a.minimumNotice.find((n) => n.isDefault)!.value).toBe(2);
    expect(a.preparationTime.map((n) => n.value)).toEqual([0, 1, 2]);
    for (const list of [a.bookingType, a.roomTypes, a.cancellationPolicy, a.areaUnits, a.minimumNotice, a.preparationTime]) {
      expect(list.filter((i) => i.isDefault)).toHaveLength(1);
    }
    for (const p of a.cancellationPolicy) {
      const days = p.refunds.map((r) => r.daysBeforeCheckIn);
      expect(days, p.value).toEqual([...days].sort((x, y) => y - x));
    }
    for (const type of a.accommodationType) expect(type.listingTypes.length).toBeGreaterThan(0);
    expect(a.expectedUnitCount[0]).toMatchObject({ value: '1', listingType: 'single' });
  });
});

describe('configuration constants and translation files', () => {
  it('every key is in all four translation files, none empty', () => {
    const en = Object.keys(CONFIGURATION_MESSAGES['en-US']).sort();
    for (const locale of LOCALES) {
      expect(Object.keys(CONFIGURATION_MESSAGES[locale]).sort(), locale).toEqual(en);
      for (const [key, text] of Object.entries(CONFIGURATION_MESSAGES[locale])) expect(text.trim(), `${locale} ${key}`).not.toBe('');
    }
  });

  it('the served countries are exactly the countries with an address form', () => {
    expect(COUNTRIES.map((c) => c.code).sort()).toEqual(Object.keys(ADDRESS_FORMS).sort());
    expect(new Set(COUNTRIES.map((c) => c.code)).size).toBe(COUNTRIES.length);
  });
});
