import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createServer, type Server } from 'node:http';
import { and, eq } from 'drizzle-orm';
import ICAL from 'ical.js';
import { apiHarness, ALPINE, ANNA, MARIE } from '../support/api';
import { auditLog, bookings, externalEvents, jobs, rateLimits, unitBlocks, units } from '../../src/server/db/schema';
import { newId } from '../../src/server/db/ids';
import { runDueJobs } from '../../src/server/jobs/worker';
import { jobHandlers } from '../../src/server/jobs/handlers';
import pino from 'pino';
import { fetchCalendar } from '../../src/server/services/ical/fetch';
import { runningServer } from '../support/server';
import { ICAL_FETCH_LIMIT } from '../../src/server/routes/ical';
import { ICAL_UPLOAD_LIMIT } from '../../src/shared/schemas/ical';
import { issueAccessToken } from '../../src/server/auth/issue-token';
import { scaledMs } from '../support/time-scale';

// iCal over the real API: imports read from a local HTTP server on 127.0.0.1 (the harness allows
// private addresses, as the browser journeys do), the export read back with ical.js.

let h: Awaited<ReturnType<typeof apiHarness>>;
let unit: string;
let server: Server;
let origin: string;
/** What the local calendar server answers, by path. */
const routes = new Map<string, { status?: number; body?: string; location?: string }>();

beforeAll(async () => {
  h = await apiHarness({ env: { ICAL_ALLOW_PRIVATE_URLS: 'true' } });
  unit = (await h.call('POST', '/api/app/properties', { as: ANNA, body: { propertyType: 'multi' } })).json.unitIds[0];
  server = createServer((req, res) => {
    const route = routes.get(req.url ?? '');
    if (!route) return void res.writeHead(404).end('nope');
    if (route.location) return void res.writeHead(route.status ?? 302, { location: route.location }).end();
    res.writeHead(route.status ?? 200, { 'content-type': 'text/calendar' }).end(route.body ?? '');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await h.close();
});
beforeEach(() => routes.clear());

const url = (suffix = '') => `/api/app/property-unit/${unit}/ical${suffix}`;
const names = (r: { json: { invalidParams?: { name: string }[] } }) => (r.json.invalidParams ?? []).map((p) => p.name);
const calendar = (...events: string[]) => ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Test//EN', ...events, 'END:VCALENDAR', ''].join('\r\n');
const allDay = (uid: string, from: string, to: string, summary = 'Airbnb (Not available)') =>
  ['BEGIN:VEVENT', `UID:${uid}`, `DTSTART;VALUE=DATE:${from.replaceAll('-', '')}`, `DTEND;VALUE=DATE:${to.replaceAll('-', '')}`, `SUMMARY:${summary}`, 'END:VEVENT'].join('\r\n');
const eventsOf = async (feedId: string) =>
  (await h.database.db.select().from(externalEvents).where(eq(externalEvents.feedId, feedId))).map((e) => ({ uid: e.uid, from: e.dateFrom, to: e.dateTo, summary: e.summary })).sort((a, b) => a.uid.localeCompare(b.uid));
const hostOfUnit = async () => (await h.database.db.select({ hostId: units.hostId }).from(units).where(eq(units.id, unit)))[0]!.hostId;
const audits = async (action: string) => (await h.database.db.select().from(auditLog).where(and(eq(auditLog.target, unit), eq(auditLog.action, action)))).length;

async function uploadAs(email: string, path: string, body: string, method = 'POST', type = 'text/calendar') {
  const res = await h.app.request(path, { method, headers: { authorization: `Bearer ${await h.token(email)}`, 'content-type': type }, body });
  const text = await res.text();
  return { status: res.status, json: text ? JSON.parse(text) : undefined };
}

describe('export feed', () => {
  it('makes a secret URL on first look, keeps it, and rotates it on request', async () => {
    const first = await h.call('GET', url(), { as: ANNA });
    expect(first.status).toBe(200);
    expect(first.json).toMatchObject({ unitId: unit, feeds: [] });
    expect(first.json.exportUrl).toMatch(/^http:\/\/localhost:8080\/api\/public\/ical\/[A-Za-z0-9_-]{43}\.ics$/);
    expect((await h.call('GET', url(), { as: ANNA })).json.exportUrl).toBe(first.json.exportUrl);
    expect(await audits('unit.ical.export-token.create')).toBe(1);

    const rotated = await h.call('POST', url('/export-token'), { as: ANNA });
    expect(rotated.status).toBe(200);
    expect(rotated.json.exportUrl).not.toBe(first.json.exportUrl);
    const oldPath = new URL(first.json.exportUrl).pathname;
    expect((await h.call('GET', oldPath)).status).toBe(404);
    expect((await h.call('GET', new URL(rotated.json.exportUrl).pathname)).status).toBe(200);
    expect(await audits('unit.ical.export-token.rotate')).toBe(1);
  });

  it('lists every night held as all-day events: stays, open inquiries, pending requests until they expire, closed nights; never cancelled, expired or rejected ones, nor guest data', async () => {
    const db = h.database.db;
    const hostId = await hostOfUnit();
    const row = (code: string, kind: 'booking' | 'inquiry' | 'request', status: string, checkIn: string, checkOut: string) => ({
      id: newId(), code, hostId, unitId: unit, kind, status, checkIn, checkOut, guests: 2,
      customerFirstName: 'Gustav', customerLastName: 'Geheimnis', customerEmail: 'gustav@example.org', totalAmount: 300,
    });
    const booked = row('HP-EXP001', 'booking', 'CONFIRMED', '2027-03-01', '2027-03-05');
    const cancelled = row('HP-EXP002', 'booking', 'CANCELLED', '2027-03-10', '2027-03-12');
    const inquiry = row('HP-EXP003', 'inquiry', 'confirmed', '2027-04-01', '2027-04-03');
    const openInquiry = row('HP-EXP004', 'inquiry', 'requested', '2027-05-01', '2027-05-03');
    const pending = { ...row('HP-EXP005', 'request', 'REQUESTED', '2027-07-01', '2027-07-04'), expirationTime: new Date(Date.now() + 3_600_000) };
    const expired = { ...row('HP-EXP006', 'request', 'REQUESTED', '2027-08-01', '2027-08-04'), expirationTime: new Date(Date.now() - 1000) };
    const rejected = row('HP-EXP007', 'inquiry', 'rejected', '2027-09-01', '2027-09-04');
    await db.insert(bookings).values([booked, cancelled, inquiry, openInquiry, pending, expired, rejected]);
    const block = { id: newId(), hostId, unitId: unit, dateFrom: '2027-06-10', dateTo: '2027-06-13' };
    await db.insert(unitBlocks).values(block);

    const overview = await h.call('GET', url(), { as: ANNA });
    const feed = await h.call('GET', new URL(overview.json.exportUrl).pathname);
    expect(feed.status).toBe(200);
    expect(feed.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(feed.text).toContain('\r\n');
    expect(feed.text).not.toMatch(/Gustav|Geheimnis|example\.org|HP-EXP/);

    const root = new ICAL.Component(ICAL.parse(feed.text));
    expect(root.getFirstPropertyValue('version')).toBe('2.0');
    expect(root.getFirstPropertyValue('prodid')).toBeTruthy();
    expect(root.getFirstPropertyValue('calscale')).toBe('GREGORIAN');
    expect(root.getFirstPropertyValue('method')).toBe('PUBLISH');
    const events = root.getAllSubcomponents('vevent').map((c) => {
      const e = new ICAL.Event(c);
      expect(c.getFirstPropertyValue('dtstamp')).toBeTruthy();
      expect(e.startDate.isDate).toBe(true);
      return { uid: e.uid, from: e.startDate.toString(), to: e.endDate.toString(), summary: e.summary };
    });
    expect(events).toEqual([
      { uid: `${booked.id}@host-portal`, from: '2027-03-01', to: '2027-03-05', summary: 'Reserved' },
      { uid: `${inquiry.id}@host-portal`, from: '2027-04-01', to: '2027-04-03', summary: 'Reserved' },
      { uid: `${openInquiry.id}@host-portal`, from: '2027-05-01', to: '2027-05-03', summary: 'On hold' },
      { uid: `${block.id}@host-portal`, from: '2027-06-10', to: '2027-06-13', summary: 'Not available' },
      { uid: `${pending.id}@host-portal`, from: '2027-07-01', to: '2027-07-04', summary: 'On hold' },
    ]);
  });

  it('answers 404 for an unknown token and a foreign unit', async () => {
    expect((await h.call('GET', '/api/public/ical/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA.ics')).status).toBe(404);
    expect((await h.call('GET', url(), { as: ALPINE })).status).toBe(404);
    expect((await h.call('POST', url('/export-token'), { as: ALPINE })).status).toBe(404);
  });
});

describe('import by URL', () => {
  let feedId: string;

  it('reads the calendar at once and stores its events (201), with a sync job', async () => {
    routes.set('/cal.ics', { body: calendar(allDay('a@x', '2027-01-10', '2027-01-14'), allDay('b@x', '2027-02-01', '2027-02-03')) });
    const r = await h.call('POST', url('/feeds'), { as: ANNA, body: { name: 'Airbnb', url: `${origin}/cal.ics` } });
    expect(r.status).toBe(201);
    expect(r.json).toMatchObject({ name: 'Airbnb', kind: 'url', url: `${origin}/cal.ics`, lastError: null, eventCount: 2, overlappingBookings: 0 });
    expect(r.json.lastSuccessAt).toBeTruthy();
    feedId = r.json.id;
    expect(await eventsOf(feedId)).toEqual([
      { uid: 'a@x', from: '2027-01-10', to: '2027-01-14', summary: 'Airbnb (Not available)' },
      { uid: 'b@x', from: '2027-02-01', to: '2027-02-03', summary: 'Airbnb (Not available)' },
    ]);
    const [job] = await h.database.db.select().from(jobs).where(eq(jobs.key, `ical-sync:${feedId}`));
    expect(job).toMatchObject({ queue: 'ical-sync', payload: { feedId } });
    expect(job!.runAt.getTime()).toBeGreaterThan(Date.now() + 59 * 60_000);
    expect(await audits('unit.ical.feed.create')).toBe(1);
    expect((await h.call('GET', url(), { as: ANNA })).json.feeds.map((f: { id: string }) => f.id)).toEqual([feedId]);
  });

  it('re-sync updates a UID whose dates changed, adds new ones and removes vanished ones', async () => {
    routes.set('/cal.ics', { body: calendar(allDay('a@x', '2027-01-11', '2027-01-15', 'Changed'), allDay('c@x', '2027-03-01', '2027-03-02')) });
    const r = await h.call('POST', url(`/feeds/${feedId}/sync`), { as: ANNA });
    expect(r.status).toBe(200);
    expect(r.json).toMatchObject({ eventCount: 2, lastError: null });
    expect(await eventsOf(feedId)).toEqual([
      { uid: 'a@x', from: '2027-01-11', to: '2027-01-15', summary: 'Changed' },
      { uid: 'c@x', from: '2027-03-01', to: '2027-03-02', summary: 'Airbnb (Not available)' },
    ]);
  });

  it('a malformed or unreachable feed on re-sync keeps every event and shows the error (200)', async () => {
    const before = await eventsOf(feedId);
    routes.set('/cal.ics', { body: '<html>Service unavailable</html>' });
    const broken = await h.call('POST', url(`/feeds/${feedId}/sync`), { as: ANNA });
    expect(broken.status).toBe(200);
    expect(broken.json.lastError).toMatch(/not an iCalendar file/);
    expect(broken.json.eventCount).toBe(2);
    expect(new Date(broken.json.lastAttemptAt).getTime()).toBeGreaterThan(new Date(broken.json.lastSuccessAt).getTime());
    expect(await eventsOf(feedId)).toEqual(before);

    routes.set('/cal.ics', { status: 500, body: 'oops' });
    const failing = await h.call('POST', url(`/feeds/${feedId}/sync`), { as: ANNA });
    expect(failing.json.lastError).toMatch(/HTTP 500/);
    expect(await eventsOf(feedId)).toEqual(before);
    // The overview shows the same state.
    const overview = await h.call('GET', url(), { as: ANNA });
    expect(overview.json.feeds[0].lastError).toMatch(/HTTP 500/);
  });

  it('the ical-sync job re-reads the feed and schedules itself again', async () => {
    routes.set('/cal.ics', { body: calendar(allDay('d@x', '2027-04-01', '2027-04-08')) });
    await h.database.db.update(jobs).set({ runAt: new Date(Date.now() - 1000) }).where(eq(jobs.key, `ical-sync:${feedId}`));
    const ran = await runDueJobs(h.database.db, jobHandlers({ db: h.database.db, env: h.env, logger: pino({ level: 'silent' }) }));
    expect(ran).toBe(1);
    expect(await eventsOf(feedId)).toEqual([{ uid: 'd@x', from: '2027-04-01', to: '2027-04-08', summary: 'Airbnb (Not available)' }]);
    const [job] = await h.database.db.select().from(jobs).where(eq(jobs.key, `ical-sync:${feedId}`));
    expect(job!.lockedUntil).toBeNull();
    expect(job!.runAt.getTime()).toBeGreaterThan(Date.now() + 59 * 60_000);
    const overview = await h.call('GET', url(), { as: ANNA });
    expect(overview.json.feeds[0]).toMatchObject({ lastError: null, eventCount: 1 });
  });

  it('counts imported events that share a night with a booking', async () => {
    const hostId = await hostOfUnit();
    await h.database.db.insert(bookings).values({
      id: newId(), code: 'HP-OVL001', hostId, unitId: unit, kind: 'booking', status: 'CONFIRMED', checkIn: '2027-04-07', checkOut: '2027-04-09',
      guests: 1, customerFirstName: 'A', customerLastName: 'B', totalAmount: 100,
    });
    // Touching (check-out day = check-in day) is no overlap.
    await h.database.db.insert(bookings).values({
      id: newId(), code: 'HP-OVL002', hostId, unitId: unit, kind: 'booking', status: 'CONFIRMED', checkIn: '2027-03-29', checkOut: '2027-04-01',
      guests: 1, customerFirstName: 'A', customerLastName: 'B', totalAmount: 100,
    });
    const overview = await h.call('GET', url(), { as: ANNA });
    expect(overview.json.feeds[0].overlappingBookings).toBe(1);
  });

  it('renames and re-points a feed (PATCH); a bad new URL is refused and changes nothing', async () => {
    routes.set('/other.ics', { body: calendar(allDay('e@x', '2027-05-01', '2027-05-02')) });
    const renamed = await h.call('PATCH', url(`/feeds/${feedId}`), { as: ANNA, body: { name: 'Booking.com' } });
    expect(renamed.json).toMatchObject({ name: 'Booking.com', eventCount: 1 });
    const refused = await h.call('PATCH', url(`/feeds/${feedId}`), { as: ANNA, body: { url: `${origin}/missing.ics` } });
    expect(refused.status).toBe(400);
    expect(names(refused)).toEqual(['url']);
    expect(refused.json.invalidParams[0].reason).toMatch(/HTTP 404/);
    expect(await eventsOf(feedId)).toHaveLength(1);
    const moved = await h.call('PATCH', url(`/feeds/${feedId}`), { as: ANNA, body: { url: `${origin}/other.ics` } });
    expect(moved.status).toBe(200);
    expect(moved.json).toMatchObject({ url: `${origin}/other.ics`, eventCount: 1 });
    expect((await eventsOf(feedId)).map((e) => e.uid)).toEqual(['e@x']);
    expect(await audits('unit.ical.feed.patch')).toBe(2);
  });

  it('refuses a URL that cannot be read or parsed (400 naming url, nothing stored)', async () => {
    const count = (await h.call('GET', url(), { as: ANNA })).json.feeds.length;
    routes.set('/html', { body: '<!doctype html><p>hello</p>' });
    for (const [target, reason] of [
      [`${origin}/html`, /not an iCalendar file/],
      [`${origin}/nothing`, /HTTP 404/],
      ['ftp://example.org/x.ics', /http\(s\) or webcal/],
      ['', /required/],
    ] as const) {
      const r = await h.call('POST', url('/feeds'), { as: ANNA, body: { name: 'X', url: target } });
      expect(r.status, target).toBe(400);
      expect(names(r)).toEqual(['url']);
      expect(r.json.invalidParams[0].reason).toMatch(reason);
    }
    const noName = await h.call('POST', url('/feeds'), { as: ANNA, body: { name: ' ', url: `${origin}/html` } });
    expect(names(noName)).toEqual(['name']);
    expect((await h.call('GET', url(), { as: ANNA })).json.feeds).toHaveLength(count);
  });

  it('follows at most 3 redirects', async () => {
    routes.set('/r1', { location: '/r2' });
    routes.set('/r2', { location: '/r3' });
    routes.set('/r3', { location: '/final.ics' });
    routes.set('/r0', { location: '/r1' });
    routes.set('/final.ics', { body: calendar(allDay('r@x', '2027-07-01', '2027-07-03')) });
    const ok = await h.call('POST', url('/feeds'), { as: ANNA, body: { name: 'Three hops', url: `${origin}/r1` } });
    expect(ok.status).toBe(201);
    expect(ok.json.eventCount).toBe(1);
    const tooMany = await h.call('POST', url('/feeds'), { as: ANNA, body: { name: 'Four hops', url: `${origin}/r0` } });
    expect(tooMany.status).toBe(400);
    expect(tooMany.json.invalidParams[0]).toEqual({ name: 'url', reason: 'redirected more than 3 times' });
    await h.call('DELETE', url(`/feeds/${ok.json.id}`), { as: ANNA });
  });

  it('a file feed cannot be re-synced (400 naming feedId); foreign hosts get 404', async () => {
    expect((await h.call('POST', url(`/feeds/${feedId}/sync`), { as: ALPINE })).status).toBe(404);
    expect((await h.call('DELETE', url(`/feeds/${feedId}`), { as: ALPINE })).status).toBe(404);
    expect((await h.call('POST', url(`/feeds/not-a-uuid/sync`), { as: ANNA })).status).toBe(404);
  });

  it('DELETE removes the feed, its events and its job (204)', async () => {
    const deletes = await audits('unit.ical.feed.delete');
    const r = await h.call('DELETE', url(`/feeds/${feedId}`), { as: ANNA });
    expect(r.status).toBe(204);
    expect(await eventsOf(feedId)).toEqual([]);
    expect(await h.database.db.select().from(jobs).where(eq(jobs.key, `ical-sync:${feedId}`))).toEqual([]);
    expect(await audits('unit.ical.feed.delete')).toBe(deletes + 1);
    expect((await h.call('DELETE', url(`/feeds/${feedId}`), { as: ANNA })).status).toBe(404);
  });
});

describe('import from a file', () => {
  it('imports an uploaded .ics (201, kind file), replaces it with PUT, refuses a malformed one naming file', async () => {
    const created = await uploadAs(ANNA, url('/feeds/file?name=Vrbo%20export'), calendar(allDay('f1', '2027-08-01', '2027-08-04'), allDay('f2', '2027-08-10', '2027-08-12')));
    expect(created.status).toBe(201);
    expect(created.json).toMatchObject({ name: 'Vrbo export', kind: 'file', url: null, eventCount: 2, lastError: null });
    const id = created.json.id as string;
    expect(await h.database.db.select().from(jobs).where(eq(jobs.key, `ical-sync:${id}`))).toEqual([]);

    const sync = await h.call('POST', url(`/feeds/${id}/sync`), { as: ANNA });
    expect(sync.status).toBe(400);
    expect(sync.json.invalidParams).toEqual([{ name: 'feedId', reason: 'a file import cannot be re-read; upload again' }]);

    const bad = await uploadAs(ANNA, url(`/feeds/${id}/file`), 'BEGIN:VCALENDAR\r\nthis is not ical\r\nEND:VCALENDAR', 'PUT');
    expect(bad.status).toBe(400);
    expect(bad.json.invalidParams[0].name).toBe('file');
    expect(await eventsOf(id)).toHaveLength(2);

    const replaced = await uploadAs(ANNA, url(`/feeds/${id}/file`), calendar(allDay('f2', '2027-08-11', '2027-08-12')), 'PUT', 'application/octet-stream');
    expect(replaced.status).toBe(200);
    expect(await eventsOf(id)).toEqual([{ uid: 'f2', from: '2027-08-11', to: '2027-08-12', summary: 'Airbnb (Not available)' }]);

    const malformed = await uploadAs(ANNA, url('/feeds/file?name=Broken'), 'hello world');
    expect(malformed.status).toBe(400);
    expect(malformed.json.invalidParams.map((p: { name: string }) => p.name)).toEqual(['file']);
    const noName = await uploadAs(ANNA, url('/feeds/file'), calendar());
    expect(noName.json.invalidParams.map((p: { name: string }) => p.name)).toEqual(['name']);
    const wrongType = await uploadAs(ANNA, url('/feeds/file?name=X'), calendar(), 'POST', 'application/json');
    expect(wrongType.json.invalidParams.map((p: { name: string }) => p.name)).toEqual(['file']);
  });

  it('accepts a file larger than the 1 MB JSON limit, up to 2 MB, and refuses more (413 naming file)', async () => {
    const many = Array.from({ length: 6000 }, (_, i) => allDay(`big-${i}-${'x'.repeat(80)}`, '2027-09-01', '2027-09-02'));
    const body = calendar(...many);
    expect(body.length).toBeGreaterThan(1024 * 1024);
    expect(body.length).toBeLessThan(2 * 1024 * 1024);
    const ok = await uploadAs(ANNA, url('/feeds/file?name=Big'), body);
    expect(ok.status).toBe(201);
    expect(ok.json.eventCount).toBe(6000);
    const tooBig = await uploadAs(ANNA, url('/feeds/file?name=Huge'), body + 'X'.repeat(1024 * 1024));
    expect(tooBig.status).toBe(413);
    expect(tooBig.json.invalidParams[0].name).toBe('file');
  });
});

describe('private address guard', () => {
  it('refuses loopback and private URLs when ICAL_ALLOW_PRIVATE_URLS is false (400 naming url)', async () => {
    const strict = await apiHarness();
    try {
      const own = (await strict.call('POST', '/api/app/properties', { as: ANNA, body: { propertyType: 'multi' } })).json.unitIds[0];
      routes.set('/cal.ics', { body: calendar(allDay('a@x', '2027-01-10', '2027-01-14')) });
      for (const target of [`${origin}/cal.ics`, 'http://localhost:9/cal.ics', 'http://10.1.2.3/x.ics', 'http://[::1]:9/x.ics', 'http://169.254.169.254/latest']) {
        const r = await strict.call('POST', `/api/app/property-unit/${own}/ical/feeds`, { as: ANNA, body: { name: 'Local', url: target } });
        expect(r.status, target).toBe(400);
        expect(r.json.invalidParams, target).toEqual([{ name: 'url', reason: 'points to a private or local network address, which is not allowed' }]);
      }
    } finally {
      await strict.close();
    }
  });

  it('checks every redirect hop, by IP literal and by resolved name', async () => {
    // 127.0.0.2 plays the public site here: only it is allowed; it redirects into "our network".
    routes.set('/cal.ics', { body: calendar(allDay('a@x', '2027-01-10', '2027-01-14')) });
    const port = Number(new URL(origin).port);
    const outside = createServer((req, res) => {
      const to = req.url === '/by-ip' ? `${origin}/cal.ics` : req.url === '/by-name' ? `http://localhost:${port}/cal.ics` : null;
      if (to) res.writeHead(302, { location: to }).end();
      else res.writeHead(200, { 'content-type': 'text/calendar' }).end(calendar());
    });
    await new Promise<void>((resolve) => outside.listen(0, '127.0.0.2', resolve));
    const outsidePort = (outside.address() as { port: number }).port;
    const options = { allowPrivate: false, refuseAddress: (address: string) => address !== '127.0.0.2' };
    try {
      await expect(fetchCalendar(`http://127.0.0.2:${outsidePort}/plain`, options)).resolves.toContain('BEGIN:VCALENDAR');
      await expect(fetchCalendar(`http://127.0.0.2:${outsidePort}/by-ip`, options)).rejects.toThrow(/private or local network/);
      await expect(fetchCalendar(`http://127.0.0.2:${outsidePort}/by-name`, options)).rejects.toThrow(/private or local network/);
      // The same hops are fine where private addresses are allowed.
      await expect(fetchCalendar(`http://127.0.0.2:${outsidePort}/by-ip`, { allowPrivate: true })).resolves.toContain('UID:a@x');
    } finally {
      await new Promise((resolve) => outside.close(resolve));
    }
  });
});

describe('fetch limits', () => {
  it('gives up after the timeout and refuses bodies over the size limit', async () => {
    const slow = createServer(() => { /* never answers */ });
    await new Promise<void>((resolve) => slow.listen(0, '127.0.0.1', resolve));
    const port = (slow.address() as { port: number }).port;
    try {
      const started = Date.now();
      await expect(fetchCalendar(`http://127.0.0.1:${port}/x.ics`, { allowPrivate: true, timeoutMs: 300 })).rejects.toThrow(/did not answer within/);
      expect(Date.now() - started).toBeLessThan(3000);
    } finally {
      slow.closeAllConnections();
      await new Promise((resolve) => slow.close(resolve));
    }
    routes.set('/big.ics', { body: calendar(...Array.from({ length: 50 }, (_, i) => allDay(`u${i}`, '2027-01-01', '2027-01-02'))) });
    await expect(fetchCalendar(`${origin}/big.ics`, { allowPrivate: true, maxBytes: 1000 })).rejects.toThrow(/returned more than/);
    await expect(fetchCalendar(`${origin}/big.ics`, { allowPrivate: true })).resolves.toContain('BEGIN:VCALENDAR');
  });
});

describe('on the running server', () => {
  it("imports another unit's own export feed by URL, and the worker re-syncs it when due", async () => {
    const running = await runningServer({ ICAL_ALLOW_PRIVATE_URLS: 'true' });
    try {
      const token = await issueAccessToken({ db: running.database.db, env: running.env }, ANNA);
      const call = async (method: string, path: string, body?: unknown) => {
        const res = await fetch(`${running.url}${path}`, { method, headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) }, body: body ? JSON.stringify(body) : undefined });
        return { status: res.status, json: res.status === 204 ? undefined : await res.json() };
      };
      const [a, b] = (await call('POST', '/api/app/properties', { propertyType: 'multi' })).json.unitIds as string[];
      const [unitA] = await running.database.db.select().from(units).where(eq(units.id, a!));
      await running.database.db.insert(unitBlocks).values({ id: newId(), hostId: unitA!.hostId, unitId: a!, dateFrom: '2027-02-01', dateTo: '2027-02-04' });
      const exportUrl = (await call('GET', `/api/app/property-unit/${a}/ical`)).json.exportUrl as string;
      expect(exportUrl.startsWith(running.url)).toBe(true);

      const feed = await call('POST', `/api/app/property-unit/${b ?? a}/ical/feeds`, { name: 'Own export', url: exportUrl });
      expect(feed.status).toBe(201);
      expect(feed.json.eventCount).toBe(1);

      // A second block appears; the job, made due, is run by the server's own worker (it polls every 100 ms here).
      await running.database.db.insert(unitBlocks).values({ id: newId(), hostId: unitA!.hostId, unitId: a!, dateFrom: '2027-03-01', dateTo: '2027-03-02' });
      await running.database.db.update(jobs).set({ runAt: new Date(Date.now() - 1000) }).where(eq(jobs.key, `ical-sync:${feed.json.id}`));
      let count = 1;
      for (let i = 0; i < 60 && count === 1; i++) {
        await new Promise((resolve) => setTimeout(resolve, 250));
        count = (await running.database.db.select().from(externalEvents).where(eq(externalEvents.feedId, feed.json.id))).length;
      }
      expect(count).toBe(2);
    } finally {
      await running.close();
    }
  }, scaledMs(40_000));
});

describe('fetch rate limit', () => {
  it('refuses more than the per-host number of fetching calls in the window (429 with Retry-After)', async () => {
    // ALPINE's own unit and a fresh window (the 404 checks above spent some of ALPINE's budget).
    await h.database.db.delete(rateLimits);
    const own = (await h.call('POST', '/api/app/properties', { as: ALPINE, body: { propertyType: 'multi' } })).json.unitIds[0];
    routes.set('/cal.ics', { body: calendar(allDay('a@x', '2027-01-10', '2027-01-14')) });
    const feed = await h.call('POST', `/api/app/property-unit/${own}/ical/feeds`, { as: ALPINE, body: { name: 'A', url: `${origin}/cal.ics` } });
    expect(feed.status).toBe(201);
    for (let i = 1; i < ICAL_FETCH_LIMIT.perHost; i++) {
      expect((await h.call('POST', `/api/app/property-unit/${own}/ical/feeds/${feed.json.id}/sync`, { as: ALPINE })).status).toBe(200);
    }
    const refused = await h.call('POST', `/api/app/property-unit/${own}/ical/feeds/${feed.json.id}/sync`, { as: ALPINE });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  }, scaledMs(60_000));
});

describe('upload rate limit', () => {
  it(`refuses the ${ICAL_UPLOAD_LIMIT.perHost + 1}th calendar file of a host in the hour (new or replaced) with 429 problem+json and Retry-After, before reading it; another host may upload`, async () => {
    await h.database.db.delete(rateLimits);
    const own = (await h.call('POST', '/api/app/properties', { as: MARIE, body: { propertyType: 'multi' } })).json.unitIds[0];
    const path = (suffix: string) => `/api/app/property-unit/${own}/ical${suffix}`;
    const first = await uploadAs(MARIE, path('/feeds/file?name=First'), calendar(allDay('u1', '2027-10-01', '2027-10-03')));
    expect(first.status).toBe(201);
    for (let i = 1; i < ICAL_UPLOAD_LIMIT.perHost; i++) {
      const replaced = await uploadAs(MARIE, path(`/feeds/${first.json.id}/file`), calendar(allDay('u1', '2027-10-01', `2027-10-${String(3 + (i % 20)).padStart(2, '0')}`)), 'PUT');
      expect(replaced.status).toBe(200);
    }
    const feedsBefore = (await h.call('GET', path(''), { as: MARIE })).json;
    const res = await h.app.request(path('/feeds/file?name=One%20more'), { method: 'POST', headers: { authorization: `Bearer ${await h.token(MARIE)}`, 'content-type': 'text/calendar' }, body: calendar() });
    expect(res.status).toBe(429);
    expect(res.headers.get('content-type')).toContain('application/problem+json');
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await res.json()).toMatchObject({ type: 'urn:host-portal:problem:too-many-requests', status: 429 });
    expect((await uploadAs(MARIE, path(`/feeds/${first.json.id}/file`), calendar(), 'PUT')).status).toBe(429);
    expect((await h.call('GET', path(''), { as: MARIE })).json).toEqual(feedsBefore); // nothing added or replaced
    expect((await uploadAs(ANNA, url('/feeds/file?name=Anna%20still%20can'), calendar())).status).toBe(201);
  }, scaledMs(60_000));
});

describe('sync job of a deleted unit', () => {
  it('ends instead of reading the calendar again', async () => {
    const own = (await h.call('POST', '/api/app/properties', { as: ANNA, body: { propertyType: 'multi' } })).json.unitIds[0];
    routes.set('/cal.ics', { body: calendar(allDay('a@x', '2027-01-10', '2027-01-14')) });
    const feed = await h.call('POST', `/api/app/property-unit/${own}/ical/feeds`, { as: ANNA, body: { name: 'A', url: `${origin}/cal.ics` } });
    expect(feed.status).toBe(201);
    await h.database.db.update(units).set({ deletedAt: new Date() }).where(eq(units.id, own));
    await h.database.db.update(jobs).set({ runAt: new Date(Date.now() - 1000) }).where(eq(jobs.key, `ical-sync:${feed.json.id}`));
    routes.set('/cal.ics', { body: calendar() });
    await runDueJobs(h.database.db, jobHandlers({ db: h.database.db, env: h.env, logger: pino({ level: 'silent' }) }));
    expect(await h.database.db.select().from(jobs).where(eq(jobs.key, `ical-sync:${feed.json.id}`))).toEqual([]);
    expect(await eventsOf(feed.json.id)).toHaveLength(1);
  });
});
