import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, type Server } from 'node:http';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { apiHarness, ANNA } from '../support/api';
import { externalEvents, icalFeeds, jobs } from '../../src/server/db/schema';
import { runDueJobs } from '../../src/server/jobs/worker';
import { jobHandlers } from '../../src/server/jobs/handlers';
import { PROBLEM_CONTENT_TYPE } from '../../src/shared/schemas/problem';

// Calendars written to stop the server: a repeat rule that never occurs (its iterator used to
// step for ever on the thread that answers requests, and the sync job re-claimed it after every
// restart), one that takes too long to expand, and one of 50 MB. Parsing is limited to 2 seconds
// here (ICAL_PARSE_TIMEOUT_SECONDS); the feeds are served from 127.0.0.1.

let h: Awaited<ReturnType<typeof apiHarness>>;
let unit: string;
let server: Server;
let origin: string;
const served = new Map<string, string>();

beforeAll(async () => {
  h = await apiHarness({ env: { ICAL_ALLOW_PRIVATE_URLS: 'true', ICAL_PARSE_TIMEOUT_SECONDS: '2' } });
  unit = (await h.call('POST', '/api/app/properties', { as: ANNA, body: { propertyType: 'multi' } })).json.unitIds[0];
  server = createServer((req, res) => {
    const body = served.get(req.url ?? '');
    if (body === undefined) return void res.writeHead(404).end();
    res.writeHead(200, { 'content-type': 'text/calendar' }).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await h.close();
});

const NEVER = 'RRULE:FREQ=DAILY;BYMONTH=2;BYMONTHDAY=30';
const NEVER_EVERY_SECOND = 'RRULE:FREQ=SECONDLY;BYMONTH=2;BYMONTHDAY=30';
// The 29th of February exists, so no rule refuses this; stepping second by second towards it is what takes too long.
const SLOW = 'RRULE:FREQ=SECONDLY;BYMONTH=2;BYMONTHDAY=29';
const calendar = (...events: string[]) => ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Test//EN', ...events, 'END:VCALENDAR', ''].join('\r\n');
const event = (uid: string, ...lines: string[]) => ['BEGIN:VEVENT', `UID:${uid}`, 'DTSTART:20260301T000000Z', 'DTEND:20260302T000000Z', ...lines, 'END:VEVENT'].join('\r\n');
const stay = (uid: string) => ['BEGIN:VEVENT', `UID:${uid}`, 'DTSTART;VALUE=DATE:20270110', 'DTEND;VALUE=DATE:20270114', 'END:VEVENT'].join('\r\n');
const path = (suffix = '') => `/api/app/property-unit/${unit}/ical${suffix}`;

async function upload(body: BodyInit, name = 'Upload') {
  const res = await h.app.request(path(`/feeds/file?name=${name}`), {
    method: 'POST',
    headers: { authorization: `Bearer ${await h.token(ANNA)}`, 'content-type': 'text/calendar' },
    body,
    ...(body instanceof ReadableStream ? { duplex: 'half' } : {}),
  } as RequestInit);
  return { status: res.status, type: res.headers.get('content-type'), json: await res.json() };
}
const feedCount = async () => (await h.database.db.select().from(icalFeeds).where(eq(icalFeeds.unitId, unit))).length;
const runJobs = () => runDueJobs(h.database.db, jobHandlers({ db: h.database.db, env: h.env, logger: pino({ level: 'silent' }) }));
const makeDue = (feedId: string) => h.database.db.update(jobs).set({ runAt: new Date(Date.now() - 1000) }).where(eq(jobs.key, `ical-sync:${feedId}`));
const jobOf = async (feedId: string) => (await h.database.db.select().from(jobs).where(eq(jobs.key, `ical-sync:${feedId}`)))[0];

describe('an uploaded calendar', () => {
  it('with a repeat rule that can never occur is refused at once: 422 problem+json naming file and the rule', async () => {
    for (const rule of [NEVER, NEVER_EVERY_SECOND]) {
      const before = await feedCount();
      const r = await upload(calendar(event('never@x', rule)));
      expect(r.status, rule).toBe(422);
      expect(r.type).toBe(PROBLEM_CONTENT_TYPE);
      expect(r.json.invalidParams).toEqual([{ name: 'file', reason: `has a repeat rule that can never occur (UID never@x: ${rule}: February has no day 30)` }]);
      expect(r.json.detail).toContain(rule);
      expect(await feedCount()).toBe(before);
    }
  });

  it('that takes too long to read is stopped at the limit (422 naming the rule) while the server keeps answering', async () => {
    const order: string[] = [];
    const parsing = upload(calendar(event('slow@x', SLOW))).then((r) => (order.push('upload'), r));
    // Asked after the upload began; a parser holding the main thread would answer it only afterwards.
    await new Promise((resolve) => setTimeout(resolve, 200));
    const health = await Promise.resolve(h.app.request('/healthz')).then((r) => (order.push('healthz'), r.status));
    const r = await parsing;
    expect(health).toBe(200);
    expect(order).toEqual(['healthz', 'upload']);
    expect(r.status).toBe(422);
    expect(r.json.invalidParams).toEqual([{ name: 'file', reason: `could not be read within 2 seconds (UID slow@x: ${SLOW} repeats in a way that cannot be expanded)` }]);
  });

  it('of 50 MB is refused by the upload limit (413 naming file) before it is read in full', async () => {
    let chunksRead = 0;
    const chunk = new TextEncoder().encode(`${'X'.repeat(1024 * 1024 - 2)}\r\n`);
    const fiftyMegabytes = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(calendar().replace('END:VCALENDAR\r\n', '')));
      },
      pull(controller) {
        if (chunksRead === 50) return controller.close();
        chunksRead++;
        controller.enqueue(chunk);
      },
    });
    const r = await upload(fiftyMegabytes, 'Huge');
    expect(r.status).toBe(413);
    expect(r.json.invalidParams).toEqual([{ name: 'file', reason: 'must be at most 2 MB' }]);
    expect(chunksRead).toBeLessThan(50);
  });
});

describe('a calendar feed', () => {
  it('refuses an address whose calendar has a rule that never occurs (422 naming url and the rule)', async () => {
    served.set('/never.ics', calendar(event('never@x', NEVER)));
    const r = await h.call('POST', path('/feeds'), { as: ANNA, body: { name: 'Never', url: `${origin}/never.ics` } });
    expect(r.status).toBe(422);
    expect(r.json.invalidParams[0]).toMatchObject({ name: 'url', reason: expect.stringContaining(NEVER) });
  });

  it('that times out on sync is marked failed, shows it, keeps its events and is not re-read until the host acts', async () => {
    served.set('/feed.ics', calendar(stay('a@x')));
    const created = await h.call('POST', path('/feeds'), { as: ANNA, body: { name: 'Hostile', url: `${origin}/feed.ics` } });
    expect(created.status).toBe(201);
    expect(created.json).toMatchObject({ eventCount: 1, syncPaused: false });
    const feedId = created.json.id as string;

    served.set('/feed.ics', calendar(stay('a@x'), event('slow@x', SLOW)));
    await makeDue(feedId);
    expect(await runJobs()).toBe(1);
    // The job ended: no instance claims it again, after its lock or after a restart.
    expect(await jobOf(feedId)).toBeUndefined();
    expect(await runJobs()).toBe(0);
    const [feed] = (await h.call('GET', path(), { as: ANNA })).json.feeds.filter((f: { id: string }) => f.id === feedId);
    expect(feed).toMatchObject({ eventCount: 1, syncPaused: true });
    expect(feed.lastError).toBe(
      `The calendar address could not be read within 2 seconds (UID slow@x: ${SLOW} repeats in a way that cannot be expanded). Automatic sync is paused until you sync it again or change its address.`,
    );
    expect(await h.database.db.select().from(externalEvents).where(eq(externalEvents.feedId, feedId))).toHaveLength(1);

    // The host acts: "sync now" on a calendar that reads again brings the job back.
    served.set('/feed.ics', calendar(stay('a@x'), stay('b@x')));
    const synced = await h.call('POST', path(`/feeds/${feedId}/sync`), { as: ANNA });
    expect(synced.json).toMatchObject({ eventCount: 2, lastError: null, syncPaused: false });
    expect(await jobOf(feedId)).toBeDefined();
  });
});
