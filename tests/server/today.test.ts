import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq, gte, inArray, isNull, lt, ne } from 'drizzle-orm';
import * as v from 'valibot';
import { apiHarness, ALPINE, ANNA, MARIE } from '../support/api';
import { bookings, hosts, icalFeeds, reviews, units } from '../../src/server/db/schema';
import { newId } from '../../src/server/db/ids';
import { todayOfHost } from '../../src/server/services/today';
import { demoToday } from '../../src/server/db/seed';
import { addDays } from '../../src/shared/domain/availability/dates';
import { TodaySchema, type Today } from '../../src/shared/schemas/today';
import { scaledMs } from '../support/time-scale';

// GET /api/app/today on the demo data, seeded here (seededNow) so the stays sit around today
// (src/server/db/seed-stays.ts). Dates are checked through the service with a clock at noon UTC of
// a day relative to the seeding day: the same calendar day in every demo property's zone.

type H = Awaited<ReturnType<typeof apiHarness>>;
let h: H;
let seedDay: string;
beforeAll(async () => {
  // The seed places the stays from the demo zone's day, which from 23:00 UTC is already tomorrow's.
  seedDay = demoToday();
  h = await apiHarness({ seededNow: true });
}, scaledMs(120_000));
afterAll(() => h.close());

const hostOf = async (email: string) => (await h.database.db.select().from(hosts).where(eq(hosts.email, email)))[0]!;
const noonOf = (offset: number) => new Date(`${addDays(seedDay, offset)}T12:00:00Z`);
const at = async (email: string, offset: number) => v.parse(TodaySchema, await todayOfHost(h.database.db, await hostOf(email), noonOf(offset)));
const codes = (items: { code: string }[]) => items.map((i) => i.code);

describe('GET /api/app/today', () => {
  it('needs a signed-in host', async () => {
    expect((await h.call('GET', '/api/app/today')).status).toBe(401);
  });

  it('a commission host (alpine@) gets its pending requests with their deadlines, no inquiries section', async () => {
    const res = await h.call('GET', '/api/app/today', { as: ALPINE });
    expect(res.status).toBe(200);
    const today = v.parse(TodaySchema, res.json);
    console.info('alpine@ today', JSON.stringify(summary(today)));
    expect(today.sections).toEqual({ requests: true, inquiries: false });
    expect(today.requests.count).toBe(2);
    // Soonest deadline first: Daniel's (sent 5 h before seeding) before Nina's (2 h).
    expect(codes(today.requests.items)).toEqual(['HP-T6JB9R', 'HP-N4HS7B']);
    const [daniel] = today.requests.items;
    expect(daniel).toMatchObject({ kind: 'request', guestName: 'Daniel Kovac', nights: 4, guests: 3, path: '/booking-request-details/HP-T6JB9R' });
    expect(Date.parse(daniel.expirationTime!)).toBeGreaterThan(Date.now());
    expect(today.inquiries).toEqual({ count: 0, items: [] });
    expect(today.reviews.path).toBe('/insights/reviews');
  });

  it('a subscription host (anna@) gets its open inquiries, soonest check-in first, and no requests', async () => {
    const res = await h.call('GET', '/api/app/today', { as: ANNA });
    const today = v.parse(TodaySchema, res.json);
    console.info('anna@ today', JSON.stringify(summary(today)));
    expect(today.sections).toEqual({ requests: false, inquiries: true });
    expect(today.requests).toEqual({ count: 0, items: [] });
    expect(today.inquiries.count).toBe(3);
    expect(codes(today.inquiries.items)).toEqual(['HP-8RD4KU', 'HP-5YB9GN', 'HP-H5QD9S']);
    expect(today.inquiries.items[0]).toMatchObject({ guestName: 'Hannah Keller', unitTitle: expect.any(String), nights: 3, expirationTime: null, path: '/inquiries/HP-8RD4KU' });
    // anna@'s guests write to her (the seeded inbox): the latest unread ones lead to their conversation.
    expect(today.unread.count).toBeGreaterThan(0);
    for (const c of today.unread.latest) expect(c.path).toBe(`/messages/all/${c.channelId}`);
  });

  it('a hybrid host (marie@) sees the inquiries section and the requests section', async () => {
    const today = v.parse(TodaySchema, (await h.call('GET', '/api/app/today', { as: MARIE })).json);
    expect(today.sections).toEqual({ requests: true, inquiries: true });
    expect(codes(today.inquiries.items)).toEqual(['HP-J4UW6E']);
  });

  it('arrivals, departures and stays by the day (alpine@)', async () => {
    const day0 = await at(ALPINE, 0);
    expect(day0.today).toBe(seedDay);
    expect(day0.tomorrow).toBe(addDays(seedDay, 1));
    // Ana (-5..0, completed today) leaves today; Mia (-2..+2) is staying; nobody arrives today or tomorrow.
    expect(day0.departures.map((d) => [d.code, d.day])).toEqual([['HP-C5TQ2H', 'today']]);
    expect(day0.arrivals).toEqual([]);
    expect(codes(day0.staying)).toEqual(['HP-P2GA6Y']);
    expect(day0.staying[0]).toMatchObject({ guestName: 'Mia Fischer', nights: 4, path: '/booking-details/HP-P2GA6Y' });

    // Day +1: Mia leaves tomorrow (and is still staying tonight).
    const day1 = await at(ALPINE, 1);
    expect(day1.departures.map((d) => [d.code, d.day])).toEqual([['HP-P2GA6Y', 'tomorrow']]);
    expect(codes(day1.staying)).toEqual(['HP-P2GA6Y']);

    // Day +2: Mia leaves today, Sophie (+3) arrives tomorrow.
    const day2 = await at(ALPINE, 2);
    expect(day2.departures.map((d) => [d.code, d.day])).toEqual([['HP-P2GA6Y', 'today']]);
    expect(day2.arrivals.map((d) => [d.code, d.day])).toEqual([['HP-4TW8XR', 'tomorrow']]);
    expect(day2.staying).toEqual([]);

    // Day +3: Sophie arrives today, four nights, on the studio; the cancelled Emma (+9) never shows.
    const day3 = await at(ALPINE, 3);
    expect(day3.arrivals).toHaveLength(1);
    expect(day3.arrivals[0]).toMatchObject({ code: 'HP-4TW8XR', day: 'today', guestName: 'Sophie Martin', nights: 4, guests: 2, checkIn: addDays(seedDay, 3), path: '/booking-details/HP-4TW8XR' });
    const day9 = await at(ALPINE, 9);
    expect(codes(day9.arrivals)).not.toContain('HP-2VN6DP');
  });

  it("a subscription host's confirmed inquiry arrives like a booking (anna@, day +100)", async () => {
    const day = await at(ANNA, 100);
    expect(day.arrivals.map((a) => [a.code, a.day, a.path])).toEqual([['HP-G2VM7T', 'today', '/inquiries/HP-G2VM7T']]);
    // The rejected inquiry on the room (+30) is no arrival.
    expect(codes((await at(ANNA, 30)).arrivals)).toEqual([]);
  });

  it('names the newest reviews without a reply (guest, stars, unit, the start of the text), each leading to its unit\'s reviews', async () => {
    const anna = await hostOf(ANNA);
    const unanswered = await h.database.db
      .select({ publicId: reviews.publicId, guestName: reviews.guestName, rating: reviews.rating, unitId: reviews.unitId })
      .from(reviews)
      .where(and(eq(reviews.hostId, anna.id), isNull(reviews.reply)))
      .orderBy(desc(reviews.createdAt), desc(reviews.id));
    expect(unanswered.length).toBeGreaterThan(0);
    const today = v.parse(TodaySchema, (await h.call('GET', '/api/app/today', { as: ANNA })).json);
    expect(today.reviews.unanswered).toBe(unanswered.length);
    expect(today.reviews.latest.map((r) => [r.reviewId, r.guestName, r.rating, r.path])).toEqual(
      unanswered.slice(0, 3).map((r) => [r.publicId, r.guestName, r.rating, `/insights/reviews/${r.unitId}`]),
    );
    for (const r of today.reviews.latest) expect(r.unitTitle).not.toBe('');
    // Answered, a review leaves the list.
    const [first] = unanswered;
    const replied = await h.call('POST', `/api/app/reviews/reply/${first.publicId}`, { as: ANNA, body: { text: 'Thank you!' } });
    expect(replied.status).toBe(200);
    try {
      const after = v.parse(TodaySchema, (await h.call('GET', '/api/app/today', { as: ANNA })).json);
      expect(after.reviews.unanswered).toBe(unanswered.length - 1);
      expect(after.reviews.latest.map((r) => r.reviewId)).not.toContain(first.publicId);
    } finally {
      await h.database.db.update(reviews).set({ reply: null, repliedAt: null }).where(eq(reviews.publicId, first.publicId));
    }
  });

  it('lists a calendar import whose last sync failed, linking to its unit\'s calendar sync', async () => {
    const alpine = await hostOf(ALPINE);
    const [unit] = await h.database.db.select({ id: units.id, propertyId: units.propertyId }).from(units).where(and(eq(units.hostId, alpine.id), eq(units.status, 'PUBLISHED')));
    const feedId = newId();
    await h.database.db.insert(icalFeeds).values({ id: feedId, hostId: alpine.id, unitId: unit.id, name: 'Other channel', kind: 'url', url: 'https://calendar.example/a.ics', lastAttemptAt: new Date(), lastError: 'HTTP 404' });
    const workingId = newId();
    await h.database.db.insert(icalFeeds).values({ id: workingId, hostId: alpine.id, unitId: unit.id, name: 'Working channel', kind: 'url', url: 'https://calendar.example/b.ics', lastAttemptAt: new Date(), lastSuccessAt: new Date() });
    try {
      const today = v.parse(TodaySchema, (await h.call('GET', '/api/app/today', { as: ALPINE })).json);
      expect(today.failingFeeds).toEqual([
        expect.objectContaining({ feedId, name: 'Other channel', unitId: unit.id, lastError: 'HTTP 404', path: `/properties/${unit.propertyId}/units/${unit.id}/calendar-sync` }),
      ]);
      const anna = v.parse(TodaySchema, (await h.call('GET', '/api/app/today', { as: ANNA })).json);
      expect(anna.failingFeeds).toEqual([]);
    } finally {
      await h.database.db.delete(icalFeeds).where(inArray(icalFeeds.id, [feedId, workingId]));
    }
  });

  it("never includes another host's rows", async () => {
    for (const [me, other] of [
      [ALPINE, ANNA],
      [ANNA, ALPINE],
    ]) {
      const otherHost = await hostOf(other);
      const theirCodes = (await h.database.db.select({ code: bookings.code }).from(bookings).where(eq(bookings.hostId, otherHost.id))).map((r) => r.code);
      const theirUnits = (await h.database.db.select({ id: units.id }).from(units).where(eq(units.hostId, otherHost.id))).map((r) => r.id);
      expect(theirCodes.length).toBeGreaterThan(0);
      for (const offset of [0, 3, 100]) {
        const text = JSON.stringify(await at(me, offset));
        for (const code of theirCodes) expect(text).not.toContain(code);
        for (const id of theirUnits) expect(text).not.toContain(id);
      }
      const text = (await h.call('GET', '/api/app/today', { as: me })).text;
      for (const code of theirCodes) expect(text).not.toContain(code);
    }
  });

  it("this month's and last month's earnings and occupancy are the statistics' figures of the host's units", async () => {
    const today = v.parse(TodaySchema, (await h.call('GET', '/api/app/today', { as: ALPINE })).json);
    const alpine = await hostOf(ALPINE);
    const published = await h.database.db.select({ id: units.id }).from(units).where(and(eq(units.hostId, alpine.id), eq(units.status, 'PUBLISHED')));
    expect(published.length).toBe(2);
    const sums = async (month: string) => {
      const [year, m] = month.split('-').map(Number);
      let gross = 0;
      let net = 0;
      let stays = 0;
      let bookedNights = 0;
      let availableNights = 0;
      for (const { id } of published) {
        const earnings = (await h.call('GET', `/api/app/insights/${id}/earnings?year=${year}`, { as: ALPINE })).json;
        const eur = earnings.currencies.find((c: { currency: string }) => c.currency === 'EUR');
        const mm = eur?.months.find((x: { month: number }) => x.month === m);
        gross += mm?.gross ?? 0;
        net += mm?.net ?? 0;
        stays += mm?.stays ?? 0;
        const occupancy = (await h.call('GET', `/api/app/insights/${id}/occupancy?year=${year}`, { as: ALPINE })).json;
        const om = occupancy.months.find((x: { month: number }) => x.month === m);
        bookedNights += om.bookedNights;
        availableNights += om.availableNights;
      }
      return { gross: Math.round(gross * 100) / 100, net: Math.round(net * 100) / 100, stays, bookedNights, availableNights };
    };
    const [eur] = today.earnings.filter((e) => e.currency === 'EUR');
    expect(eur).toBeDefined();
    for (const key of ['thisMonth', 'lastMonth'] as const) {
      const want = await sums(eur[key].month);
      expect({ gross: eur[key].gross, net: eur[key].net, stays: eur[key].stays }).toEqual({ gross: want.gross, net: want.net, stays: want.stays });
      expect({ booked: today.occupancy[key].bookedNights, available: today.occupancy[key].availableNights }).toEqual({ booked: want.bookedNights, available: want.availableNights });
    }
    // And by hand from the stays table: the gross is the sum of this month's bookings not cancelled.
    const month = today.today.slice(0, 7);
    const rows = await h.database.db
      .select({ amount: bookings.totalAmount })
      .from(bookings)
      .where(and(eq(bookings.hostId, alpine.id), eq(bookings.kind, 'booking'), ne(bookings.status, 'CANCELLED'), gte(bookings.checkIn, `${month}-01`), lt(bookings.checkIn, `${addDays(`${month}-28`, 7).slice(0, 7)}-01`)));
    expect(eur.thisMonth.gross).toBe(rows.reduce((s, r) => s + r.amount, 0));
    expect(eur.thisMonth.stays).toBe(rows.length);
    expect(today.occupancy.thisMonth.month).toBe(month);
  });
});

function summary(t: Today) {
  return {
    today: t.today,
    sections: t.sections,
    requests: t.requests.items.map((r) => `${r.code} ${r.guestName} expires ${r.expirationTime}`),
    inquiries: t.inquiries.items.map((r) => `${r.code} ${r.guestName} ${r.checkIn}`),
    arrivals: t.arrivals.map((a) => `${a.day} ${a.code} ${a.guestName} ${a.unitTitle} ${a.nights}n`),
    departures: t.departures.map((a) => `${a.day} ${a.code} ${a.guestName} ${a.unitTitle}`),
    staying: t.staying.map((a) => `${a.code} ${a.guestName} ${a.unitTitle} ${a.checkIn}..${a.checkOut}`),
    unread: { count: t.unread.count, latest: t.unread.latest.map((c) => `${c.guestName}: ${c.snippet}`) },
    reviews: t.reviews.unanswered,
    failingFeeds: t.failingFeeds.map((f) => `${f.name} on ${f.unitTitle}: ${f.lastError}`),
    earnings: t.earnings,
    occupancy: t.occupancy,
  };
}
