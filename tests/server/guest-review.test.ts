import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import * as v from 'valibot';
import { apiHarness, ANNA } from '../support/api';
import { addStay, day, freshUnit, names, stayByCode, type Harness } from './bookings-fixtures';
import { auditLog, bookings, reviews } from '../../src/server/db/schema';
import { GuestReviewStateSchema, REVIEW_TEXT_MAX } from '../../src/shared/schemas/reviews';
import { reviewWindowLastDay } from '../../src/shared/domain/reviews/review-window';
import { scaledMs } from '../support/time-scale';

// The guest's review under /api/guest/review (guest_token cookie; AS §2.7): the
// state before check-out, in the window, after it and once written; the fields a post names; 409
// when the window is not open or the review exists; the stay moved to REVIEW_COLLECTED /
// review_collected in the transaction that writes the review (nothing written when either fails),
// the audit row, and the host seeing the review as new and unanswered.

let h: Harness;
let unit: { unitId: string; hostId: string };
type Answer = { status: number; json: any; text: string };

async function guest(method: string, path: string, opts: { cookie?: string | null; body?: unknown } = {}): Promise<Answer> {
  const headers: Record<string, string> = {};
  if (opts.cookie) headers.cookie = opts.cookie;
  if (opts.body !== undefined) headers['content-type'] = 'application/json';
  const res = await h.app.request(`/api/guest${path}`, { method, headers, body: opts.body === undefined ? undefined : JSON.stringify(opts.body) });
  const text = await res.text();
  let json: any;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    /* not JSON */
  }
  return { status: res.status, json, text };
}

let n = 0;
/** A stay on the test unit (its own e-mail) and a signed-in guest_token cookie for it. */
async function guestOf(s: { kind: 'booking' | 'request' | 'inquiry'; status: string; from: number; nights?: number }) {
  const email = `guest${++n}@guest.example`;
  const stay = await addStay(h, { kind: s.kind, status: s.status, checkIn: day(s.from), checkOut: day(s.from + (s.nights ?? 3)), ...unit, first: 'Oliver', last: 'Klein', email });
  const res = await h.app.request('/api/guest/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ bookingCode: stay.code, email }) });
  expect(res.status, await res.text()).toBe(200);
  return { ...stay, checkOut: day(s.from + (s.nights ?? 3)), cookie: res.headers.get('set-cookie')!.split(';')[0] };
}

const state = (cookie: string) => guest('GET', '/review', { cookie });
const post = (cookie: string, body: unknown) => guest('POST', '/review', { cookie, body });

beforeAll(async () => {
  h = await apiHarness();
  unit = await freshUnit(h, ANNA);
}, scaledMs(60_000));
afterAll(() => h.close());

describe('GET /api/guest/review', () => {
  it('needs the guest session', async () => {
    expect((await guest('GET', '/review')).status).toBe(401);
    expect((await guest('GET', '/review', { cookie: 'guest_token=nope' })).status).toBe(401);
    expect((await guest('POST', '/review', { body: { rating: 5 } })).status).toBe(401);
  });

  it('is notYet before check-out (with the coming window), open in the window, closed after it or without one', async () => {
    const upcoming = await guestOf({ kind: 'booking', status: 'CONFIRMED', from: 10 });
    const open = await guestOf({ kind: 'booking', status: 'IN_REVIEW_COLLECTION', from: -6 });
    const missed = await guestOf({ kind: 'booking', status: 'NO_REVIEW_COLLECTED', from: -30 });
    const cancelled = await guestOf({ kind: 'booking', status: 'CANCELLED', from: 20 });
    const asked = await guestOf({ kind: 'inquiry', status: 'requested', from: 40 });
    for (const [g, expected] of [
      [upcoming, { state: 'notYet', closesOn: reviewWindowLastDay(upcoming.checkOut), review: null }],
      [open, { state: 'open', closesOn: reviewWindowLastDay(open.checkOut), review: null }],
      [missed, { state: 'closed', closesOn: reviewWindowLastDay(missed.checkOut), review: null }],
      [cancelled, { state: 'closed', closesOn: null, review: null }],
      [asked, { state: 'notYet', closesOn: null, review: null }],
    ] as const) {
      const r = await state(g.cookie);
      expect(r.status, r.text).toBe(200);
      expect(v.is(GuestReviewStateSchema, r.json)).toBe(true);
      expect(r.json, g.code).toEqual(expected);
    }
  });
});

describe('POST /api/guest/review', () => {
  it('names rating and comment when bad (400) and writes nothing', async () => {
    const g = await guestOf({ kind: 'booking', status: 'IN_REVIEW_COLLECTION', from: -10 });
    for (const [body, expected] of [
      [{}, ['rating']],
      [{ rating: 0 }, ['rating']],
      [{ rating: 6 }, ['rating']],
      [{ rating: 4.5 }, ['rating']],
      [{ rating: '5' }, ['rating']],
      [{ rating: 5, comment: 'x'.repeat(REVIEW_TEXT_MAX + 1) }, ['comment']],
      [{ rating: 9, comment: 7 }, ['comment', 'rating']],
    ] as const) {
      const r = await post(g.cookie, body);
      expect(r.status, JSON.stringify(body).slice(0, 40)).toBe(400);
      expect(names(r)).toEqual(expected);
    }
    expect((await stayByCode(h, g.code)).status).toBe('IN_REVIEW_COLLECTION');
    expect(await h.database.db.select().from(reviews).where(eq(reviews.stayId, g.id))).toEqual([]);
  });

  it('refuses with 409 when the window is not open, and writes nothing', async () => {
    for (const s of [
      { kind: 'booking', status: 'CONFIRMED', from: 50 },
      { kind: 'booking', status: 'COMPLETED', from: -1, nights: 1 },
      { kind: 'booking', status: 'NO_REVIEW_COLLECTED', from: -40 },
      { kind: 'inquiry', status: 'no_review_collected', from: -60 },
      { kind: 'booking', status: 'CANCELLED', from: 60 },
    ] as const) {
      const g = await guestOf(s);
      const r = await post(g.cookie, { rating: 5, comment: 'Lovely' });
      expect(r.status, `${s.kind} ${s.status}`).toBe(409);
      expect((await stayByCode(h, g.code)).status).toBe(s.status);
    }
    const [{ count }] = await h.database.db.select({ count: sql<number>`count(*)::int` }).from(reviews).where(eq(reviews.unitId, unit.unitId));
    expect(Number(count)).toBe(0);
  });

  it('writes the review once in the window, moves the booking to REVIEW_COLLECTED, audits it; the host sees it new and unanswered', async () => {
    const g = await guestOf({ kind: 'booking', status: 'IN_REVIEW_COLLECTION', from: -14 });
    const unansweredBefore = (await h.call('GET', '/api/app/reviews/unanswered', { as: ANNA })).json.count;
    const r = await post(g.cookie, { rating: 4, comment: '  Quiet and clean; the bakery next door is a gem.  ' });
    expect(r.status, r.text).toBe(201);
    expect(v.is(GuestReviewStateSchema, r.json)).toBe(true);
    expect(r.json).toMatchObject({ state: 'written', closesOn: null, review: { rating: 4, comment: 'Quiet and clean; the bakery next door is a gem.', guestName: 'Oliver K.', stayCode: g.code, unitId: unit.unitId, reply: null, isNew: true } });
    expect(r.json.review.publicId).toMatch(/^RV-[A-HJ-NP-Z2-9]{6}$/);
    expect((await stayByCode(h, g.code)).status).toBe('REVIEW_COLLECTED');
    expect(await state(g.cookie)).toMatchObject({ status: 200, json: { state: 'written', review: { publicId: r.json.review.publicId } } });

    const audits = await h.database.db.select().from(auditLog).where(and(eq(auditLog.action, 'review.written'), eq(auditLog.target, r.json.review.publicId)));
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({ hostId: unit.hostId, staffId: null, detail: { actor: 'guest', bookingCode: g.code, rating: 4, from: 'IN_REVIEW_COLLECTION', to: 'REVIEW_COLLECTED' } });

    const hostList = await h.call('GET', `/api/app/reviews/${unit.unitId}`, { as: ANNA });
    expect(hostList.json.items.map((i: { publicId: string }) => i.publicId)).toContain(r.json.review.publicId);
    expect((await h.call('GET', '/api/app/reviews/new', { as: ANNA })).json).toContain(unit.unitId);
    expect((await h.call('GET', '/api/app/reviews/unanswered', { as: ANNA })).json.count).toBe(unansweredBefore + 1);

    // Twice: 409, still one review.
    const again = await post(g.cookie, { rating: 1, comment: 'Changed my mind' });
    expect(again.status).toBe(409);
    const rows = await h.database.db.select().from(reviews).where(eq(reviews.stayId, g.id));
    expect(rows.map((row) => row.rating)).toEqual([4]);
  });

  it('moves an inquiry to review_collected; a comment may be left out', async () => {
    const g = await guestOf({ kind: 'inquiry', status: 'in_review_collection', from: -20 });
    const r = await post(g.cookie, { rating: 5 });
    expect(r.status, r.text).toBe(201);
    expect(r.json.review).toMatchObject({ rating: 5, comment: '' });
    expect((await stayByCode(h, g.code)).status).toBe('review_collected');
  });

  it('reviews the booking made from a confirmed request when the guest signed in with the request code', async () => {
    const g = await guestOf({ kind: 'request', status: 'CONFIRMED', from: -26 });
    const request = await stayByCode(h, g.code);
    const booked = await addStay(h, { kind: 'booking', status: 'IN_REVIEW_COLLECTION', checkIn: request.checkIn, checkOut: request.checkOut, ...unit, first: 'Oliver', last: 'Klein' });
    await h.database.db.update(bookings).set({ sourceRequestId: request.id }).where(eq(bookings.id, booked.id));
    expect((await state(g.cookie)).json.state).toBe('open');
    const r = await post(g.cookie, { rating: 3, comment: 'Fine' });
    expect(r.status, r.text).toBe(201);
    expect(r.json.review.stayCode).toBe(booked.code);
    expect((await stayByCode(h, booked.code)).status).toBe('REVIEW_COLLECTED');
    expect((await stayByCode(h, g.code)).status).toBe('CONFIRMED');
  });

  it('two posts at once leave one review: the other gets 409', async () => {
    const g = await guestOf({ kind: 'booking', status: 'IN_REVIEW_COLLECTION', from: -50 });
    const answers = await Promise.all([post(g.cookie, { rating: 5 }), post(g.cookie, { rating: 2 })]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
    expect(await h.database.db.select().from(reviews).where(eq(reviews.stayId, g.id))).toHaveLength(1);
  });

  describe('one transaction: nothing is written when a part fails', () => {
    const db = () => h.database.db;
    async function failing(table: 'reviews' | 'bookings', when: 'insert' | 'update', run: () => Promise<void>) {
      await db().execute(sql.raw(`create or replace function test_fail() returns trigger language plpgsql as $$ begin raise exception 'test failure'; end $$`));
      await db().execute(sql.raw(`create trigger test_fail before ${when} on ${table} for each row execute function test_fail()`));
      try {
        await run();
      } finally {
        await db().execute(sql.raw(`drop trigger test_fail on ${table}`));
      }
    }

    it('the stay keeps its status and no audit row is left when the review insert fails', async () => {
      const g = await guestOf({ kind: 'booking', status: 'IN_REVIEW_COLLECTION', from: -65 });
      const auditsBefore = await db().select({ id: auditLog.id }).from(auditLog).where(eq(auditLog.action, 'review.written'));
      await failing('reviews', 'insert', async () => {
        expect((await post(g.cookie, { rating: 4 })).status).toBe(500);
      });
      expect((await stayByCode(h, g.code)).status).toBe('IN_REVIEW_COLLECTION');
      expect(await db().select({ id: auditLog.id }).from(auditLog).where(eq(auditLog.action, 'review.written'))).toHaveLength(auditsBefore.length);
      // And once the fault is gone the guest can still write it.
      expect((await post(g.cookie, { rating: 4 })).status).toBe(201);
    });

    it('no review is left when moving the stay fails', async () => {
      const g = await guestOf({ kind: 'booking', status: 'IN_REVIEW_COLLECTION', from: -70 });
      await failing('bookings', 'update', async () => {
        expect((await post(g.cookie, { rating: 2 })).status).toBe(500);
      });
      expect(await db().select().from(reviews).where(eq(reviews.stayId, g.id))).toEqual([]);
      expect((await stayByCode(h, g.code)).status).toBe('IN_REVIEW_COLLECTION');
      expect((await state(g.cookie)).json.state).toBe('open');
    });
  });
});
