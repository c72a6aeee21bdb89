import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { apiHarness, ALPINE, ANNA } from '../support/api';
import { unitBlocks, units } from '../../src/server/db/schema';
import { newId } from '../../src/server/db/ids';
import { addDays, weekdayOf } from '../../src/shared/domain/pricing/dates';
import { demoToday } from '../../src/server/db/seed';

// The stay quote over the real API and database: the host's price check and the guest path.

let h: Awaited<ReturnType<typeof apiHarness>>;
let villa: string; // Anna's published Villa Aurora: 240 a night, min 2 / max 28 nights, cleaning 60, weekly 10 %, tax 2 per person per night, deposit 200, 6 guests
let draft: string; // a new unit of Anna, in progress
// The villa is a demo property: its days are the demo zone's (src/server/db/seed.ts).
const d = (n: number) => addDays(demoToday(), n);
const names = (r: { json: { invalidParams: { name: string }[] } }) => r.json.invalidParams.map((p) => p.name);
const hostQuote = (id: string, q: string, as = ANNA) => h.call('GET', `/api/app/property-unit/${id}/quote?${q}`, { as });
const publicQuote = (id: string, q: string) => h.call('GET', `/api/public/property-units/${id}/quote?${q}`);
const stay = (from: number, to: number, guests = 2) => `checkIn=${d(from)}&checkOut=${d(to)}&guests=${guests}`;

beforeAll(async () => {
  h = await apiHarness();
  const list = (await h.call('GET', '/api/app/properties', { as: ANNA })).json.items as { id: string; title: string }[];
  const property = list.find((p) => p.title === 'Villa Aurora')!;
  villa = (await h.call('GET', `/api/app/properties/${property.id}`, { as: ANNA })).json.unitIds[0];
  draft = (await h.call('POST', '/api/app/properties', { as: ANNA, body: { propertyType: 'multi' } })).json.unitIds[0];
});
afterAll(() => h.close());

describe('stay quote', () => {
  it('prices a bookable stay: nights, taxes, extras, total, deposit apart', async () => {
    const r = await hostQuote(villa, stay(30, 33));
    expect(r.status).toBe(200);
    expect(r.json).toMatchObject({ unitId: villa, checkIn: d(30), checkOut: d(33), guests: 2, nights: 3, bookable: true, problems: [] });
    expect(r.json.quote).toMatchObject({ nights: 3, accommodation: 720, extraGuests: 0, discount: null, extraCharges: 60, taxes: 12, total: 792, deposit: 200, currency: 'EUR' });
    expect(r.json.quote.nightly).toEqual([30, 31, 32].map((n) => ({ date: d(n), price: 240, source: 'default' })));
    expect(r.json.quote.lines.map((l: { kind: string; code: string; amount: number }) => [l.kind, l.code, l.amount])).toEqual([
      ['accommodation', 'nights', 720],
      ['extraCharge', 'cleaning', 60],
      ['tax', 'per_person_per_day', 12],
    ]);
  });

  it('gives the weekly discount from 7 nights', async () => {
    const r = await hostQuote(villa, stay(30, 37, 1));
    expect(r.json.quote.discount).toEqual({ code: 'weekly', percent: 10, amount: 168 });
    expect(r.json.quote.total).toBe(1680 - 168 + 60 + 14);
  });

  it('crosses a season boundary and a per-day override', async () => {
    const put = await h.call('PUT', `/api/app/property-unit/${draft}/price-configuration`, {
      as: ANNA,
      body: { nightlyPrice: 100, minDaysOfNotice: 0, seasonsPricing: [{ dateFrom: d(42), dateTo: d(60), price: 150 }] },
    });
    expect(put.status).toBe(200);
    const patch = await h.call('PATCH', `/api/app/property-unit/${draft}/calendar-price-configuration`, { as: ANNA, body: { dateFrom: d(43), dateTo: d(43), price: 80 } });
    expect(patch.status).toBe(200);
    const r = await hostQuote(draft, stay(40, 45));
    expect(r.status).toBe(200);
    expect(r.json.bookable).toBe(true);
    expect(r.json.quote.nightly.map((n: { price: number; source: string }) => [n.price, n.source])).toEqual([
      [100, 'default'],
      [100, 'default'],
      [150, 'season'],
      [80, 'day'],
      [150, 'season'],
    ]);
    expect(r.json.quote.accommodation).toBe(580);
    // The same nights as the price list shows.
    const list = await h.call('GET', `/api/app/property-unit/${draft}/price-list?dateFrom=${d(40)}&dateTo=${d(44)}`, { as: ANNA });
    expect(list.json.items.map((i: { price: number }) => i.price)).toEqual(r.json.quote.nightly.map((n: { price: number }) => n.price));
  });

  it('refuses a stay with a manually blocked night, naming the nights', async () => {
    await h.database.db.insert(unitBlocks).values({ id: newId(), hostId: (await hostOf(villa))!, unitId: villa, dateFrom: d(51), dateTo: d(52) });
    const r = await hostQuote(villa, stay(50, 53));
    expect(r.json.bookable).toBe(false);
    expect(r.json.problems).toEqual([{ field: 'checkIn', code: 'unavailable', dates: [d(51)] }]);
    // Leaving on the blocked day, or arriving the day after, is fine.
    expect((await hostQuote(villa, stay(49, 51))).json.bookable).toBe(true);
    expect((await hostQuote(villa, stay(52, 54))).json.bookable).toBe(true);
  });

  it('refuses a stay shorter than the minimum, a check-in too soon, too many guests', async () => {
    expect((await hostQuote(villa, stay(30, 31))).json.problems).toEqual([{ field: 'checkOut', code: 'minStay', nights: 1, minStay: 2 }]);
    expect((await hostQuote(villa, stay(1, 3))).json.problems).toEqual([{ field: 'checkIn', code: 'tooSoon', minDaysOfNotice: 2, earliest: d(2) }]);
    expect((await hostQuote(villa, stay(30, 32, 7))).json.problems).toEqual([{ field: 'guests', code: 'overCapacity', guests: 7, capacity: 6 }]);
    // Still priced, so the host sees what it would cost.
    expect((await hostQuote(villa, stay(30, 31))).json.quote.total).toBe(240 + 60 + 4);
  });

  it('refuses a check-in on a weekday the host does not allow', async () => {
    const allowed = weekdayOf(d(70));
    await h.call('PATCH', `/api/app/property-unit/${draft}/price-configuration`, { as: ANNA, body: { checkInDays: [allowed] } });
    expect((await hostQuote(draft, stay(70, 72))).json.bookable).toBe(true);
    const r = await hostQuote(draft, stay(71, 73));
    expect(r.json.problems).toEqual([{ field: 'checkIn', code: 'checkInDay', weekday: weekdayOf(d(71)), allowed: [allowed] }]);
  });

  it('answers guests on published units only (same quote as the host sees, its extras named)', async () => {
    const pub = await publicQuote(villa, stay(30, 33));
    expect(pub.status).toBe(200);
    const unnamed = { ...pub.json, quote: { ...pub.json.quote, lines: pub.json.quote.lines.map(({ label: _label, ...line }: { label?: string }) => line) } };
    expect(unnamed).toEqual((await hostQuote(villa, stay(30, 33))).json);
    expect((await publicQuote(draft, stay(70, 72))).status).toBe(404);
    expect((await publicQuote('00000000-0000-4000-8000-000000000000', stay(30, 33))).status).toBe(404);
    expect((await publicQuote('not-a-uuid', stay(30, 33))).status).toBe(404);
  });

  it('the public quote names each extra in the language hl; a type outside the list keeps its own text; the host\'s check stays codes', async () => {
    const labels = (r: { json: { quote: { lines: { kind: string; code: string; label?: string }[] } } }) => r.json.quote.lines.map((l) => [l.kind, l.code, l.label ?? null]);
    expect(labels(await publicQuote(villa, stay(30, 33)))).toEqual([
      ['accommodation', 'nights', null],
      ['extraCharge', 'cleaning', 'Final cleaning'],
      ['tax', 'per_person_per_day', null],
    ]);
    expect(labels(await publicQuote(villa, `${stay(30, 33)}&hl=de-DE`))[1]).toEqual(['extraCharge', 'cleaning', 'Endreinigung']);
    expect(labels(await publicQuote(villa, `${stay(30, 33)}&hl=it`))[1]).toEqual(['extraCharge', 'cleaning', 'Pulizia finale']);
    // The API accepts only the listed services; a type the list does not know (stored by older
    // code or by hand) is shown as stored rather than as a generic word.
    const [row] = await h.database.db.select({ cfg: units.priceConfiguration }).from(units).where(eq(units.id, villa));
    const cfg = row!.cfg as { extraCharges: unknown[] };
    await h.database.db.update(units).set({ priceConfiguration: { ...cfg, extraCharges: [...cfg.extraCharges, { type: 'Sauna', chargeType: 'recurring', price: 15 }] } }).where(eq(units.id, villa));
    try {
      const r = await publicQuote(villa, `${stay(30, 33)}&hl=fr-FR`);
      expect(labels(r).slice(1, 3)).toEqual([
        ['extraCharge', 'cleaning', 'Ménage de fin de séjour'],
        ['extraCharge', 'Sauna', 'Sauna'],
      ]);
      expect(r.json.quote.lines[2]).toMatchObject({ quantity: 3, rate: 15, amount: 45 });
      expect((await hostQuote(villa, stay(30, 33))).json.quote.lines.some((l: { label?: string }) => 'label' in l)).toBe(false);
    } finally {
      await h.database.db.update(units).set({ priceConfiguration: cfg }).where(eq(units.id, villa));
    }
  });

  it('the public quote refuses an unknown hl, naming it, like the other bad parameters', async () => {
    const r = await publicQuote(villa, `${stay(30, 33)}&hl=xx`);
    expect(r.status).toBe(400);
    expect(names(r)).toEqual(['hl']);
    const both = await publicQuote(villa, `checkIn=${d(33)}&checkOut=${d(30)}&hl=en-US`);
    expect(both.status).toBe(400);
    expect(names(both)).toEqual(['checkOut']);
  });

  it('hides another host’s unit like a missing one (404)', async () => {
    const foreign = await hostQuote(villa, stay(30, 33), ALPINE);
    const missing = await hostQuote('00000000-0000-4000-8000-000000000000', stay(30, 33));
    expect(foreign.status).toBe(404);
    expect(missing.status).toBe(404);
    expect(foreign.json.type).toBe(missing.json.type);
    expect((await h.call('GET', `/api/app/property-unit/${villa}/quote?${stay(30, 33)}`)).status).toBe(401);
  });

  it.each([
    ['checkIn=2026-13-01&checkOut=2027-01-02', ['checkIn']],
    [`checkIn=${d(30)}`, ['checkOut']],
    [`checkIn=${d(30)}&checkOut=${d(30)}`, ['checkOut']],
    [`checkIn=${d(30)}&checkOut=${d(29)}`, ['checkOut']],
    [`checkIn=${d(30)}&checkOut=${d(30 + 366)}`, ['checkOut']],
    [`checkIn=${d(30)}&checkOut=${d(32)}&guests=0`, ['guests']],
    [`checkIn=${d(30)}&checkOut=${d(32)}&guests=100`, ['guests']],
    [`checkIn=${d(30)}&checkOut=${d(32)}&guests=two`, ['guests']],
  ])('answers 400 naming the field for %s', async (q, fields) => {
    for (const r of [await hostQuote(villa, q), await publicQuote(villa, q)]) {
      expect(r.status).toBe(400);
      expect(names(r)).toEqual(fields);
    }
  });

  it('takes 1 guest when none is given and allows a stay of 365 nights', async () => {
    const r = await hostQuote(draft, `checkIn=${d(30)}&checkOut=${d(30 + 365)}`);
    expect(r.status).toBe(200);
    expect(r.json).toMatchObject({ guests: 1, nights: 365 });
  });
});

async function hostOf(unitId: string) {
  const [row] = await h.database.db.select({ hostId: units.hostId }).from(units).where(eq(units.id, unitId));
  return row?.hostId;
}
