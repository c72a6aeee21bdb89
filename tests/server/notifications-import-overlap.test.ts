import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, type Server } from 'node:http';
import { and, eq, inArray } from 'drizzle-orm';
import { apiHarness, ANNA, MARIE } from '../support/api';
import { bookings, hosts, units } from '../../src/server/db/schema';
import { newId } from '../../src/server/db/ids';
import { todayOfUnit } from '../../src/server/services/property-time';
import { addDays } from '../../src/shared/domain/availability/dates';

// An import (a URL feed's sync, an uploaded .ics) that shares nights with a stay is a notification
// at once (GET /api/app/user/notifications), beside the calendar's flag and the feed's health; it
// goes when the overlap goes, and a new clash shows unread again.

let h: Awaited<ReturnType<typeof apiHarness>>;
let server: Server;
let origin: string;
let cottage: { id: string; title: string | null };
/** What the local calendar server answers at /cal.ics. */
let feedBody = '';

interface Item {
  interactionType: string;
  type: string;
  unitId: string;
  unitTitle: string;
  interacted: boolean;
  createdAt: string;
  nights: { count: number; from: string; to: string } | null;
  action: { path: string };
}

const calendar = (...events: [string, string, string][]) =>
  [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Test//EN',
    ...events.map(([uid, from, to]) => ['BEGIN:VEVENT', `UID:${uid}`, `DTSTART;VALUE=DATE:${from.replaceAll('-', '')}`, `DTEND;VALUE=DATE:${to.replaceAll('-', '')}`, 'SUMMARY:Reserved', 'END:VEVENT'].join('\r\n')),
    'END:VCALENDAR',
    '',
  ].join('\r\n');
const overlapsOf = async (as: string) => {
  const r = await h.call('GET', '/api/app/user/notifications', { as });
  expect(r.status).toBe(200);
  return (r.json.items as Item[]).filter((i) => i.type === 'importOverlap');
};
const ical = (suffix = '') => `/api/app/property-unit/${cottage.id}/ical${suffix}`;
const feedHealth = async (feedId: string) => ((await h.call('GET', ical(), { as: MARIE })).json.feeds as { id: string; overlappingBookings: number }[]).find((f) => f.id === feedId)!.overlappingBookings;
async function upload(path: string, body: string, method = 'POST') {
  const res = await h.app.request(path, { method, headers: { authorization: `Bearer ${await h.token(MARIE)}`, 'content-type': 'text/calendar' }, body });
  return { status: res.status, json: JSON.parse(await res.text()) };
}

beforeAll(async () => {
  h = await apiHarness({ env: { ICAL_ALLOW_PRIVATE_URLS: 'true' } });
  const [marie] = await h.database.db.select({ id: hosts.id }).from(hosts).where(eq(hosts.email, MARIE));
  [cottage] = await h.database.db.select({ id: units.id, title: units.title }).from(units).where(and(eq(units.hostId, marie!.id), eq(units.status, 'PUBLISHED')));
  // A confirmed stay, 10 to 15 August 2027.
  await h.database.db.insert(bookings).values({
    id: newId(), code: 'HP-CLASH2', hostId: marie!.id, unitId: cottage!.id, kind: 'booking', status: 'CONFIRMED', checkIn: '2027-08-10', checkOut: '2027-08-15',
    guests: 2, customerFirstName: 'Lena', customerLastName: 'Berg', totalAmount: 500,
  });
  server = createServer((_req, res) => void res.writeHead(200, { 'content-type': 'text/calendar' }).end(feedBody));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await h.close();
});

describe('an import over a stay', () => {
  it('a feed sync that creates the overlap notifies at once, naming the unit and nights and leading to its calendar; a new clash is unread again; gone with the overlap', async () => {
    feedBody = calendar(['a@other', '2027-07-01', '2027-07-05']);
    const created = await h.call('POST', ical('/feeds'), { as: MARIE, body: { name: 'Other channel', url: `${origin}/cal.ics` } });
    expect(created.status).toBe(201);
    expect(await overlapsOf(MARIE)).toEqual([]);

    // The other channel sells the 12th to the 16th: three nights of the stay.
    feedBody = calendar(['a@other', '2027-07-01', '2027-07-05'], ['b@other', '2027-08-12', '2027-08-16']);
    expect((await h.call('POST', ical(`/feeds/${created.json.id}/sync`), { as: MARIE })).status).toBe(200);
    const [first, ...more] = await overlapsOf(MARIE);
    expect(more).toEqual([]);
    expect(first).toMatchObject({
      unitId: cottage.id,
      unitTitle: expect.any(String),
      interacted: false,
      nights: { count: 3, from: '2027-08-12', to: '2027-08-15' },
      action: { path: `/calendar/${cottage.id}` },
    });
    expect(first!.unitTitle.length).toBeGreaterThan(0);
    expect(first!.interactionType).toMatch(new RegExp(`^notification_importOverlap_${cottage.id}_\\d+$`));
    expect(await feedHealth(created.json.id)).toBe(1);

    // Read; the same import again changes nothing, so it stays read.
    const put = await h.call('PUT', '/api/app/user/interaction', { as: MARIE, body: [{ interactionType: first!.interactionType, interacted: true }] });
    expect(put.status).toBe(200);
    expect((await h.call('POST', ical(`/feeds/${created.json.id}/sync`), { as: MARIE })).status).toBe(200);
    expect(await overlapsOf(MARIE)).toEqual([expect.objectContaining({ interactionType: first!.interactionType, interacted: true })]);

    // A new clash (the 10th) is a new name: unread again, the nights counted together.
    feedBody = calendar(['a@other', '2027-07-01', '2027-07-05'], ['b@other', '2027-08-12', '2027-08-16'], ['c@other', '2027-08-09', '2027-08-11']);
    await h.call('POST', ical(`/feeds/${created.json.id}/sync`), { as: MARIE });
    const [second] = await overlapsOf(MARIE);
    expect(second!.interactionType).not.toBe(first!.interactionType);
    expect(second).toMatchObject({ interacted: false, nights: { count: 4, from: '2027-08-10', to: '2027-08-15' } });
    expect(Date.parse(second!.createdAt)).toBeGreaterThan(Date.parse(first!.createdAt));

    // Another host sees none of it.
    expect(await overlapsOf(ANNA)).toEqual([]);

    // The other channel drops the clashing events: the notification goes with the overlap.
    feedBody = calendar(['a@other', '2027-07-01', '2027-07-05']);
    await h.call('POST', ical(`/feeds/${created.json.id}/sync`), { as: MARIE });
    expect(await overlapsOf(MARIE)).toEqual([]);
    expect(await feedHealth(created.json.id)).toBe(0);
    expect((await h.call('DELETE', ical(`/feeds/${created.json.id}`), { as: MARIE })).status).toBe(204);
  });

  it('an uploaded .ics over the stay notifies at once; a new upload without the clash, or deleting the feed, clears it', async () => {
    const created = await upload(ical('/feeds/file?name=Export'), calendar(['f1', '2027-08-14', '2027-08-18']));
    expect(created.status).toBe(201);
    expect(await overlapsOf(MARIE)).toEqual([
      expect.objectContaining({ unitId: cottage.id, interacted: false, nights: { count: 1, from: '2027-08-14', to: '2027-08-15' }, action: { path: `/calendar/${cottage.id}` } }),
    ]);
    expect(await feedHealth(created.json.id)).toBe(1);

    const replaced = await upload(ical(`/feeds/${created.json.id}/file`), calendar(['f1', '2027-08-15', '2027-08-18']), 'PUT');
    expect(replaced.status).toBe(200);
    // Touching the check-out day is no overlap; nor is ending on the check-in day.
    expect(await overlapsOf(MARIE)).toEqual([]);
    await upload(ical(`/feeds/${created.json.id}/file`), calendar(['f1', '2027-08-07', '2027-08-10']), 'PUT');
    expect(await overlapsOf(MARIE)).toEqual([]);
    await upload(ical(`/feeds/${created.json.id}/file`), calendar(['f1', '2027-08-07', '2027-08-11']), 'PUT');
    expect(await overlapsOf(MARIE)).toEqual([expect.objectContaining({ nights: { count: 1, from: '2027-08-10', to: '2027-08-11' } })]);

    await upload(ical(`/feeds/${created.json.id}/file`), calendar(['f1', '2027-08-11', '2027-08-12']), 'PUT');
    expect(await overlapsOf(MARIE)).toHaveLength(1);
    expect((await h.call('DELETE', ical(`/feeds/${created.json.id}`), { as: MARIE })).status).toBe(204);
    expect(await overlapsOf(MARIE)).toEqual([]);
  });

  it('leaves nights that have passed out: a clash over a past stay is history; over a stay under way, only the nights from today on count', async () => {
    const today = await todayOfUnit(h.database.db, cottage.id);
    const day = (n: number) => addDays(today, n);
    const [stay] = await h.database.db.select().from(bookings).where(eq(bookings.code, 'HP-CLASH2'));
    await h.database.db.insert(bookings).values([
      { ...stay!, id: newId(), code: 'HP-PAST01', status: 'CONFIRMED', checkIn: day(-60), checkOut: day(-55) },
      { ...stay!, id: newId(), code: 'HP-NOW001', status: 'CONFIRMED', checkIn: day(-2), checkOut: day(3) },
    ]);
    const past = await upload(ical('/feeds/file?name=Past'), calendar(['p1', day(-58), day(-50)]));
    expect(past.status).toBe(201);
    expect(await overlapsOf(MARIE)).toEqual([]);
    expect(await feedHealth(past.json.id)).toBe(0);

    // The other channel sold from three days ago to tomorrow: tonight is the one night still to come.
    const now = await upload(ical('/feeds/file?name=Now'), calendar(['n1', day(-3), day(1)]));
    expect(await overlapsOf(MARIE)).toEqual([expect.objectContaining({ nights: { count: 1, from: today, to: day(1) } })]);
    expect(await feedHealth(now.json.id)).toBe(1);
    for (const feed of [past, now]) await h.call('DELETE', ical(`/feeds/${feed.json.id}`), { as: MARIE });
    await h.database.db.delete(bookings).where(inArray(bookings.code, ['HP-PAST01', 'HP-NOW001']));
  });

  it('goes when the stay is cancelled; a booked inquiry is a stay too, for the feed health as for the notification', async () => {
    const created = await upload(ical('/feeds/file?name=Again'), calendar(['g1', '2027-08-10', '2027-08-12'], ['g2', '2027-09-01', '2027-09-03']));
    expect(await overlapsOf(MARIE)).toHaveLength(1);
    await h.database.db.update(bookings).set({ status: 'CANCELLED' }).where(eq(bookings.code, 'HP-CLASH2'));
    expect(await overlapsOf(MARIE)).toEqual([]);
    expect(await feedHealth(created.json.id)).toBe(0);

    const [stay] = await h.database.db.select().from(bookings).where(eq(bookings.code, 'HP-CLASH2'));
    await h.database.db.insert(bookings).values({ ...stay!, id: newId(), code: 'HP-CLASH3', kind: 'inquiry', status: 'in_review_collection', checkIn: '2027-09-02', checkOut: '2027-09-04' });
    expect(await overlapsOf(MARIE)).toEqual([expect.objectContaining({ nights: { count: 1, from: '2027-09-02', to: '2027-09-03' } })]);
    expect(await feedHealth(created.json.id)).toBe(1);
    await h.call('DELETE', ical(`/feeds/${created.json.id}`), { as: MARIE });
  });
});
