import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { apiHarness, ALPINE, ANNA, STAFF } from '../support/api';
import { auditLog, hosts } from '../../src/server/db/schema';
import { scaledMs } from '../support/time-scale';

// GET and PATCH /api/app/user/guest-preferences (AS §2.8, AS §3, AS §5, AS §7), through the
// real API over a seeded database.
let h: Awaited<ReturnType<typeof apiHarness>>;
let annaId: string;
let alpineId: string;
let staffId: string;

beforeAll(async () => {
  h = await apiHarness();
  const rows = await h.database.db.select({ id: hosts.id, email: hosts.email }).from(hosts);
  annaId = rows.find((r) => r.email === ANNA)!.id;
  alpineId = rows.find((r) => r.email === ALPINE)!.id;
  staffId = rows.find((r) => r.email === STAFF)!.id;
}, scaledMs(60_000));
afterAll(() => h.close());

const PATH = '/api/app/user/guest-preferences';
const get = (as: string, headers?: Record<string, string>) => h.call('GET', PATH, { as, headers });
const patch = (as: string, body: unknown, headers?: Record<string, string>) => h.call('PATCH', PATH, { as, body, headers });
const names = (r: { json: { invalidParams?: { name: string }[] } }) => (r.json.invalidParams ?? []).map((p) => p.name).sort();
const audits = (hostId: string) => h.database.db.select().from(auditLog).where(and(eq(auditLog.hostId, hostId), eq(auditLog.action, 'user.guest-preferences.patch')));

describe('guest preferences', () => {
  it('needs a token', async () => {
    expect((await h.call('GET', PATH)).status).toBe(401);
    expect((await h.call('PATCH', PATH, { body: { language: ['noPreference'] } })).status).toBe(401);
  });

  it('starts unanswered', async () => {
    const r = await get(ANNA);
    expect(r.status).toBe(200);
    expect(r.json).toEqual({
      answers: { bookingTimes: null, stayDurations: null, startOfStay: null, groupSizes: null, language: null },
      completed: false,
      updatedAt: null,
    });
  });

  it('a PATCH saves the questions it names and keeps the others; all five complete it', async () => {
    const first = await patch(ANNA, { bookingTimes: ['earlyBird', 'lastMinute'] });
    expect(first.status, first.text).toBe(200);
    expect(first.json.answers).toEqual({ bookingTimes: ['earlyBird', 'lastMinute'], stayDurations: null, startOfStay: null, groupSizes: null, language: null });
    expect(first.json.completed).toBe(false);
    expect(Date.parse(first.json.updatedAt)).not.toBeNaN();

    const second = await patch(ANNA, { stayDurations: ['longStay'], startOfStay: ['weekday', 'weekend'], groupSizes: ['family'] });
    expect(second.json.answers.bookingTimes).toEqual(['earlyBird', 'lastMinute']);
    expect(second.json.completed).toBe(false);

    const last = await patch(ANNA, { language: ['hostLanguage'] });
    expect(last.json).toMatchObject({ completed: true, answers: { language: ['hostLanguage'], groupSizes: ['family'] } });
    expect((await get(ANNA)).json).toEqual(last.json);

    // A step answered again replaces its answer.
    const again = await patch(ANNA, { bookingTimes: ['onSchedule'] });
    expect(again.json.answers.bookingTimes).toEqual(['onSchedule']);
    expect(again.json.completed).toBe(true);
  });

  it('refuses bad answers with 400 naming each field, and writes nothing', async () => {
    const before = (await get(ANNA)).json;
    const empty = await patch(ANNA, { bookingTimes: [], language: ['hostLanguage', 'noPreference'] });
    expect(empty.status).toBe(400);
    expect(empty.headers.get('content-type')).toContain('application/problem+json');
    expect(names(empty)).toEqual(['bookingTimes', 'language']);

    expect(names(await patch(ANNA, { stayDurations: ['shortStay', 'shortStay'] }))).toEqual(['stayDurations']);
    expect(names(await patch(ANNA, { groupSizes: ['crowd'] }))).toEqual(['groupSizes.0']);
    expect(names(await patch(ANNA, { language: 'noPreference' }))).toEqual(['language']);
    expect(names(await patch(ANNA, { favouriteColour: ['blue'] }))).toEqual(['favouriteColour']);
    expect((await patch(ANNA, {})).status).toBe(400);
    expect((await h.call('PATCH', PATH, { as: ANNA, rawBody: '{not json' })).status).toBe(400);
    expect((await get(ANNA)).json).toEqual(before);
  });

  it('is per token: another host neither sees nor changes these answers', async () => {
    const alpine = await get(ALPINE);
    expect(alpine.json.answers.bookingTimes).toBeNull();
    await patch(ALPINE, { language: ['noPreference'] });
    expect((await get(ANNA)).json.answers.language).toEqual(['hostLanguage']);
    expect((await get(ALPINE)).json.answers).toEqual({ bookingTimes: null, stayDurations: null, startOfStay: null, groupSizes: null, language: ['noPreference'] });
  });

  it('leaves an audit row per save, naming the staff member when impersonating', async () => {
    const own = await audits(annaId);
    expect(own.length).toBe(4); // the four accepted PATCHes above; refused ones leave none
    expect(own.every((row) => row.staffId === null)).toBe(true);

    const r = await patch(STAFF, { groupSizes: ['group'] }, { 'x-impersonate-host': alpineId });
    expect(r.status, r.text).toBe(200);
    const rows = await audits(alpineId);
    const last = rows.find((row) => row.staffId === staffId);
    expect(last).toMatchObject({ hostId: alpineId, staffId, target: alpineId });
    expect(last!.detail).toMatchObject({ changed: ['groupSizes'] });
    expect((await get(ALPINE)).json.answers.groupSizes).toEqual(['group']);
  });
});
