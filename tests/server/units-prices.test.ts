import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { apiHarness, ALPINE, ANNA } from '../support/api';
import { auditLog } from '../../src/server/db/schema';

let h: Awaited<ReturnType<typeof apiHarness>>;
let unit: string;
let villaUnit: string;
beforeAll(async () => {
  h = await apiHarness();
  unit = (await h.call('POST', '/api/app/properties', { as: ANNA, body: { propertyType: 'multi' } })).json.unitIds[0];
  const villa = (await h.call('GET', '/api/app/properties', { as: ANNA })).json.items[0];
  villaUnit = (await h.call('GET', `/api/app/properties/${villa.id}`, { as: ANNA })).json.unitIds[0];
});
afterAll(() => h.close());

const names = (r: { json: { invalidParams: { name: string }[] } }) => r.json.invalidParams.map((p) => p.name);
const url = (suffix: string, id = unit) => `/api/app/property-unit/${id}${suffix}`;
const auditCount = async (action: string) => (await h.database.db.select().from(auditLog).where(and(eq(auditLog.target, unit), eq(auditLog.action, action)))).length;

describe('price configuration', () => {
  it('starts from the spec defaults, not saved', async () => {
    const r = await h.call('GET', url('/price-configuration'), { as: ANNA });
    expect(r.status).toBe(200);
    expect(r.json).toMatchObject({
      saved: false,
      nightlyPrice: 10,
      minStay: 1,
      maxStay: 365,
      checkInFrom: '15:00',
      checkInTo: '21:00',
      checkOutTo: '11:00',
      minDaysOfNotice: 2,
      preparationTime: 0,
      seasonsPricing: [],
    });
  });

  it('PUT replaces it; what is left out takes its default', async () => {
    const r = await h.call('PUT', url('/price-configuration'), {
      as: ANNA,
      body: {
        nightlyPrice: 120,
        minStay: 2,
        checkInFrom: 'notSet',
        taxes: [{ feeType: 'per_person_per_day', value: 3.5 }],
        discounts: [{ lengthType: 'weekly', discount: 10 }, { lengthType: 'custom', minNights: 10, discount: 15 }],
        extraCharges: [{ type: 'cleaning', chargeType: 'one_time', price: 50 }],
        seasonsPricing: [{ dateFrom: '2026-07-01', dateTo: '2026-08-31', price: 180, minStay: 5 }],
      },
    });
    expect(r.status).toBe(200);
    expect(r.json).toMatchObject({ saved: true, nightlyPrice: 120, minStay: 2, maxStay: 365, checkInFrom: 'notSet', securityDeposit: null });
    expect(r.json.taxes).toEqual([{ category: 'local_tax', feeType: 'per_person_per_day', value: 3.5 }]);
    // dateRange (HC §3) is answered beside the two days it is read from.
    expect(r.json.seasonsPricing[0]).toMatchObject({ recurrence: 'one-time', price: 180, id: expect.any(String), dateFrom: '2026-07-01', dateTo: '2026-08-31', dateRange: '2026-07-01/2026-08-31' });
    expect(await auditCount('unit.price-configuration.put')).toBe(1);
  });

  it('names every field out of the spec bounds (400, nothing written)', async () => {
    const r = await h.call('PUT', url('/price-configuration'), {
      as: ANNA,
      body: {
        nightlyPrice: 9,
        minStay: 0,
        maxStay: 366,
        extraGuestPrice: 10001,
        checkOutTo: '25:00',
        checkInDays: [7],
        taxes: [{ feeType: 'per_week', value: -1 }],
        discounts: [{ lengthType: 'custom', discount: 10 }],
        minDaysOfNotice: 4,
        preparationTime: 3,
      },
    });
    expect(r.status).toBe(400);
    expect(names(r).sort()).toEqual(
      ['checkInDays.0', 'checkOutTo', 'discounts.0.minNights', 'extraGuestPrice', 'maxStay', 'minDaysOfNotice', 'minStay', 'nightlyPrice', 'preparationTime', 'taxes.0.feeType', 'taxes.0.value'].sort(),
    );
    expect((await h.call('GET', url('/price-configuration'), { as: ANNA })).json.nightlyPrice).toBe(120);
  });

  it('refuses overlapping seasons (recurring compared by month and day), unknown extras, max below min', async () => {
    const r = await h.call('PUT', url('/price-configuration'), {
      as: ANNA,
      body: {
        nightlyPrice: 100,
        minStay: 10,
        maxStay: 5,
        extraCharges: [{ type: 'helicopter', chargeType: 'one_time', price: 1 }],
        seasonsPricing: [
          { dateFrom: '2026-12-20', dateTo: '2027-01-06', price: 200, recurrence: 'recurring' },
          { dateFrom: '2028-01-02', dateTo: '2028-01-10', price: 150 },
          { dateFrom: '2026-05-10', dateTo: '2026-05-01', price: 150 },
        ],
      },
    });
    expect(r.status).toBe(400);
    expect(names(r).sort()).toEqual(['maxStay', 'seasonsPricing.2.dateTo']);
    const overlap = await h.call('PUT', url('/price-configuration'), {
      as: ANNA,
      body: {
        nightlyPrice: 100,
        extraCharges: [{ type: 'helicopter', chargeType: 'one_time', price: 1 }],
        seasonsPricing: [
          { dateFrom: '2026-12-20', dateTo: '2027-01-06', price: 200, recurrence: 'recurring' },
          { dateFrom: '2028-01-02', dateTo: '2028-01-10', price: 150 },
        ],
      },
    });
    expect(overlap.status).toBe(400);
    expect(names(overlap)).toEqual(['extraCharges.0.type', 'seasonsPricing.1.dateFrom']);
  });

  it('PATCH merges (RFC 7386): objects merge, null removes to the default, the result is validated whole', async () => {
    const r = await h.call('PATCH', url('/price-configuration'), {
      as: ANNA,
      headers: { 'content-type': 'application/merge-patch+json' },
      rawBody: JSON.stringify({ nightlyPrice: 130, minStay: null, securityDeposit: 300 }),
    });
    expect(r.status).toBe(200);
    expect(r.json).toMatchObject({ nightlyPrice: 130, minStay: 1, securityDeposit: 300, checkInFrom: 'notSet' });
    expect(r.json.seasonsPricing).toHaveLength(1);
    expect(r.json.seasonsPricing[0].dateRange).toBe('2026-07-01/2026-08-31');
    // A dateRange sent back is not kept: the two dates are the season's range.
    const moved = await h.call('PATCH', url('/price-configuration'), {
      as: ANNA,
      headers: { 'content-type': 'application/merge-patch+json' },
      rawBody: JSON.stringify({ seasonsPricing: [{ ...r.json.seasonsPricing[0], dateTo: '2026-08-15', dateRange: '1999-01-01/1999-01-02' }] }),
    });
    expect(moved.json.seasonsPricing[0]).toMatchObject({ dateTo: '2026-08-15', dateRange: '2026-07-01/2026-08-15' });
    const bad = await h.call('PATCH', url('/price-configuration'), {
      as: ANNA,
      headers: { 'content-type': 'application/merge-patch+json' },
      rawBody: JSON.stringify({ nightlyPrice: null, maxStay: 0 }),
    });
    expect(bad.status).toBe(400);
    expect(names(bad).sort()).toEqual(['maxStay', 'nightlyPrice']);
    // The two accepted patches, not the refused one.
    expect(await auditCount('unit.price-configuration.patch')).toBe(2);
  });

  it('refuses a week with no check-in or check-out day, a service listed twice, an unknown payment share; keeps a known one', async () => {
    const r = await h.call('PATCH', url('/price-configuration'), {
      as: ANNA,
      headers: { 'content-type': 'application/merge-patch+json' },
      rawBody: JSON.stringify({
        checkInDays: [],
        checkOutDays: [],
        paymentPreference: 40,
        extraCharges: [
          { type: 'cleaning', chargeType: 'one_time', price: 40 },
          { type: 'cleaning', chargeType: 'recurring', price: 5 },
        ],
      }),
    });
    expect(r.status).toBe(400);
    expect(names(r).sort()).toEqual(['checkInDays', 'checkOutDays', 'paymentPreference']);
    const twice = await h.call('PATCH', url('/price-configuration'), {
      as: ANNA,
      body: { extraCharges: [{ type: 'cleaning', chargeType: 'one_time', price: 40 }, { type: 'cleaning', chargeType: 'recurring', price: 5 }] },
    });
    expect(names(twice)).toEqual(['extraCharges.1.type']);
    const ok = await h.call('PATCH', url('/price-configuration'), { as: ANNA, body: { paymentPreference: 30, checkInDays: [5, 6] } });
    expect(ok.status).toBe(200);
    expect(ok.json).toMatchObject({ paymentPreference: 30, checkInDays: [5, 6], nightlyPrice: 130 });
    // Back to every day, so the tests below see what they expect.
    expect((await h.call('PATCH', url('/price-configuration'), { as: ANNA, body: { paymentPreference: null, checkInDays: null } })).json).toMatchObject({
      paymentPreference: 100,
      checkInDays: [0, 1, 2, 3, 4, 5, 6],
    });
  });

  it("a save stamps the unit (its updatedAt moves), which the browser's pricing forms key their data by", async () => {
    const before = (await h.call('GET', url(''), { as: ANNA })).json.updatedAt;
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect((await h.call('PATCH', url('/price-configuration'), { as: ANNA, body: { securityDeposit: 250 } })).status).toBe(200);
    const after = (await h.call('GET', url(''), { as: ANNA })).json.updatedAt;
    expect(after > before).toBe(true);
  });

  it("another host's unit is 404 on every price call", async () => {
    for (const [method, suffix, body] of [
      ['GET', '/price-configuration'],
      ['PUT', '/price-configuration', { nightlyPrice: 50 }],
      ['PATCH', '/price-configuration', { nightlyPrice: 50 }],
      ['GET', '/price-list?dateFrom=2026-07-01&dateTo=2026-07-02'],
      ['PATCH', '/calendar-price-configuration', { dateFrom: '2026-07-01', dateTo: '2026-07-01', price: 50 }],
    ] as [string, string, unknown?][]) {
      expect([method, suffix, (await h.call(method, url(suffix, villaUnit), { as: ALPINE, body })).status]).toEqual([method, suffix, 404]);
    }
  });
});

describe('price list and per-day prices', () => {
  it('gives each night its price: default, season, or a day set on the calendar', async () => {
    const before = await h.call('GET', url('/price-list?dateFrom=2026-06-30&dateTo=2026-07-02'), { as: ANNA });
    expect(before.status).toBe(200);
    expect(before.json.items.map((d: { date: string; price: number; source: string }) => [d.date, d.price, d.source])).toEqual([
      ['2026-06-30', 130, 'default'],
      ['2026-07-01', 180, 'season'],
      ['2026-07-02', 180, 'season'],
    ]);
    const set = await h.call('PATCH', url('/calendar-price-configuration'), { as: ANNA, body: { dateFrom: '2026-07-02', dateTo: '2026-07-03', price: 250, minimalLengthOfStay: 3 } });
    expect(set.status).toBe(200);
    expect(set.json.items).toEqual([
      { date: '2026-07-02', price: 250, minimalLengthOfStay: 3, maximalLengthOfStay: 365, source: 'day' },
      { date: '2026-07-03', price: 250, minimalLengthOfStay: 3, maximalLengthOfStay: 365, source: 'day' },
    ]);
    expect(await auditCount('unit.calendar-price-configuration')).toBe(1);
    const cleared = await h.call('PATCH', url('/calendar-price-configuration'), { as: ANNA, body: { dateFrom: '2026-07-03', dateTo: '2026-07-03', price: null, minimalLengthOfStay: null } });
    expect(cleared.json.items[0]).toMatchObject({ price: 180, minimalLengthOfStay: 5, source: 'season' });
  });

  it('refuses reversed, too long or malformed ranges and out-of-bounds prices, naming the field', async () => {
    const reversed = await h.call('GET', url('/price-list?dateFrom=2026-07-02&dateTo=2026-07-01'), { as: ANNA });
    expect(reversed.status).toBe(400);
    expect(names(reversed)).toEqual(['dateTo']);
    const long = await h.call('GET', url('/price-list?dateFrom=2026-01-01&dateTo=2027-06-01'), { as: ANNA });
    expect(names(long)).toEqual(['dateTo']);
    const missing = await h.call('GET', url('/price-list?dateFrom=tomorrow'), { as: ANNA });
    expect(names(missing).sort()).toEqual(['dateFrom', 'dateTo']);
    const price = await h.call('PATCH', url('/calendar-price-configuration'), { as: ANNA, body: { dateFrom: '2026-07-01', dateTo: '2026-07-01', price: 10001 } });
    expect(price.status).toBe(400);
    expect(names(price)).toEqual(['price']);
    const nothing = await h.call('PATCH', url('/calendar-price-configuration'), { as: ANNA, body: { dateFrom: '2026-07-01', dateTo: '2026-07-01' } });
    expect(nothing.status).toBe(400);
  });
});

describe('a tax name', () => {
  it("keeps a tax's name (trimmed) and bills it by that name; a name too long is refused by field, nothing written", async () => {
    const taxes = [{ name: '  Tourist tax ', feeType: 'per_person_per_day', value: 2 }, { feeType: 'per_stay', value: 5 }];
    const r = await h.call('PATCH', url('/price-configuration'), { as: ANNA, body: { taxes } });
    expect(r.status).toBe(200);
    // The second tax, like every tax saved before names, has none and stays valid.
    expect(r.json.taxes).toEqual([
      { category: 'local_tax', name: 'Tourist tax', feeType: 'per_person_per_day', value: 2 },
      { category: 'local_tax', feeType: 'per_stay', value: 5 },
    ]);
    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    const quote = await h.call('GET', url(`/quote?checkIn=${day(30)}&checkOut=${day(32)}&guests=2`), { as: ANNA });
    expect(quote.status).toBe(200);
    expect(quote.json.quote.lines.filter((l: { kind: string }) => l.kind === 'tax')).toEqual([
      { kind: 'tax', code: 'per_person_per_day', name: 'Tourist tax', quantity: 4, rate: 2, percent: null, amount: 8 },
      { kind: 'tax', code: 'per_stay', quantity: 1, rate: 5, percent: null, amount: 5 },
    ]);

    const bad = await h.call('PATCH', url('/price-configuration'), { as: ANNA, body: { taxes: [{ name: 'x'.repeat(61), feeType: 'per_stay', value: 5 }] } });
    expect(bad.status).toBe(400);
    expect(bad.json.invalidParams).toEqual([expect.objectContaining({ name: 'taxes.0.name', reason: 'must be at most 60 characters' })]);
    expect((await h.call('GET', url('/price-configuration'), { as: ANNA })).json.taxes[0].name).toBe('Tourist tax');
  });
});
