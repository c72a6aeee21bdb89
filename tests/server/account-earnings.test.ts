import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { apiHarness, ALPINE, ANNA, MARIE } from '../support/api';
import { bookings, properties, units } from '../../src/server/db/schema';
import { addStay, freshUnit, names, type Harness } from './bookings-fixtures';

// Earnings per booking with hand-computed figures: three properties of Alpine (a commission host)
// under different plans, plus Anna's subscription property (no commission) and Marie's booking,
// which must never show in Alpine's answer. Year 2031 holds nothing of the demo seed.

let h: Harness;
beforeAll(async () => {
  h = await apiHarness();
});
afterAll(() => h.close());

const E = '/api/app/user/earnings';

async function unitWithPlan(as: string, plan: string | null) {
  const { unitId, hostId } = await freshUnit(h, as);
  const [unit] = await h.database.db.select({ propertyId: units.propertyId }).from(units).where(eq(units.id, unitId));
  await h.database.db.update(properties).set({ commercialModelPlan: plan }).where(eq(properties.id, unit.propertyId));
  return { unitId, hostId };
}

async function booking(at: { unitId: string; hostId: string }, checkIn: string, checkOut: string, amount: number, extra: { status?: string; kind?: 'booking' | 'request'; first?: string } = {}) {
  const stay = await addStay(h, { kind: extra.kind ?? 'booking', status: extra.status ?? 'CONFIRMED', checkIn, checkOut, first: extra.first, ...at });
  await h.database.db.update(bookings).set({ totalAmount: amount }).where(eq(bookings.id, stay.id));
  return stay.code;
}

const codes: Record<string, string> = {};
beforeAll(async () => {
  const hostOnly = await unitWithPlan(ALPINE, 'host_only'); // 15 %
  const reduced = await unitWithPlan(ALPINE, 'host_only_14_5'); // 14.5 %
  const unchosen = await unitWithPlan(ALPINE, null); // a commission host's default plan: split, 8 %
  codes.a = await booking(hostOnly, '2031-03-10', '2031-03-14', 1234.56, { first: 'Ada' });
  codes.b = await booking(reduced, '2031-03-20', '2031-03-25', 999.99, { first: 'Ben' });
  codes.c = await booking(hostOnly, '2031-07-01', '2031-07-03', 200.1, { first: 'Cleo' });
  codes.d = await booking(unchosen, '2031-07-15', '2031-07-20', 500, { first: 'Dan' });
  codes.cancelled = await booking(hostOnly, '2031-08-01', '2031-08-05', 800, { status: 'CANCELLED' });
  codes.request = await booking(hostOnly, '2031-09-01', '2031-09-05', 700, { kind: 'request', status: 'REQUESTED' });
  codes.later = await booking(hostOnly, '2032-01-10', '2032-01-12', 100);
  codes.anna = await booking(await unitWithPlan(ANNA, 'subscription'), '2031-05-01', '2031-05-04', 321.45);
  codes.marie = await booking(await unitWithPlan(MARIE, 'split'), '2031-03-11', '2031-03-12', 999);
});

describe('earnings', () => {
  it('lists each booking of the year with the plan’s commission and net payout, computed to the cent', async () => {
    const r = await h.call('GET', `${E}?year=2031`, { as: ALPINE });
    expect(r.status, r.text).toBe(200);
    expect(r.json.year).toBe(2031);
    expect(r.json.lines.map((l: { code: string }) => l.code)).toEqual([codes.a, codes.b, codes.c, codes.d]);
    const figures = r.json.lines.map((l: any) => [l.plan, l.commissionPercent, l.gross, l.commission, l.net, l.currency]);
    expect(figures).toEqual([
      ['host_only', 15, 1234.56, 185.18, 1049.38, 'EUR'], // 1234.56 × 15 % = 185.184
      ['host_only_14_5', 14.5, 999.99, 145, 854.99, 'EUR'], // 999.99 × 14.5 % = 144.99855
      ['host_only', 15, 200.1, 30.02, 170.08, 'EUR'], // 200.10 × 15 % = 30.015, half rounds up
      ['split', 8, 500, 40, 460, 'EUR'],
    ]);
    expect(r.json.lines[0]).toMatchObject({ guestName: 'Ada Vogel', checkIn: '2031-03-10', checkOut: '2031-03-14', status: 'CONFIRMED' });
  });

  it('totals per month and for the year; cancelled bookings and requests earn nothing and are left out', async () => {
    const r = await h.call('GET', `${E}?year=2031`, { as: ALPINE });
    expect(r.json.months).toEqual([
      { month: 3, totals: [{ currency: 'EUR', count: 2, gross: 2234.55, commission: 330.18, net: 1904.37 }] },
      { month: 7, totals: [{ currency: 'EUR', count: 2, gross: 700.1, commission: 70.02, net: 630.08 }] },
    ]);
    expect(r.json.totals).toEqual([{ currency: 'EUR', count: 4, gross: 2934.65, commission: 400.2, net: 2534.45 }]);
    expect(r.text).not.toContain(codes.cancelled);
    expect(r.text).not.toContain(codes.request);
  });

  it('names the years that have bookings, and another year on request', async () => {
    const r = await h.call('GET', `${E}?year=2032`, { as: ALPINE });
    expect(r.json.years).toEqual(expect.arrayContaining([2032, 2031]));
    expect(r.json.years.indexOf(2032)).toBeLessThan(r.json.years.indexOf(2031));
    expect(r.json.lines.map((l: { code: string }) => l.code)).toEqual([codes.later]);
    expect((await h.call('GET', `${E}?year=2040`, { as: ALPINE })).json).toMatchObject({ year: 2040, lines: [], months: [], totals: [] });
  });

  it('charges a subscription property no commission, and never shows another host’s bookings', async () => {
    const anna = await h.call('GET', `${E}?year=2031`, { as: ANNA });
    expect(anna.json.lines.map((l: any) => [l.code, l.commission, l.net])).toEqual([[codes.anna, 0, 321.45]]);
    expect(anna.text).not.toContain(codes.a);
    const alpine = await h.call('GET', `${E}?year=2031`, { as: ALPINE });
    expect(alpine.text).not.toContain(codes.marie);
    expect(alpine.text).not.toContain(codes.anna);
  });

  it('defaults to the current year and names a bad year', async () => {
    const r = await h.call('GET', E, { as: ALPINE });
    expect(r.json.year).toBe(new Date().getUTCFullYear());
    const bad = await h.call('GET', `${E}?year=31`, { as: ALPINE });
    expect(bad.status).toBe(400);
    expect(names(bad)).toEqual(['year']);
    expect((await h.call('GET', E)).status).toBe(401);
  });
});
