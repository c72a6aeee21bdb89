import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import * as v from 'valibot';
import { apiHarness, ALPINE, ANNA, MARIE } from '../support/api';
import { addStay, day, freshUnit, hostIdOf, names, type Harness } from './bookings-fixtures';
import { auditLog, bookings, reviews, units } from '../../src/server/db/schema';
import { newId } from '../../src/server/db/ids';
import { NewReviewUnitsSchema, ReviewPageSchema, ReviewReplyAnswerSchema, REPLY_TEXT_MAX, REVIEWS_PAGE_DEFAULT_LIMIT, UnitRatingSchema } from '../../src/shared/schemas/reviews';
import { MAX_PAGE_LIMIT } from '../../src/shared/schemas/pagination';
import { scaledMs } from '../support/time-scale';

// The host's reviews under /api/app/reviews (AS §2.7, AS §7): a unit's reviews page by
// page newest first, replies (a new one replaces the old), the rating, the new-review list and
// marking seen, the unanswered count (also in the user info), tenant isolation, audit rows, and
// the demo seed's reviews. Reviews are written straight into the database on units made for this
// file (the guest's way of writing one is tests/server/guest-review.test.ts).

let h: Harness;
let anna: { unitId: string; hostId: string };
let reviewCodes = 0;

const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
/** RV-T and five more characters of the codes' alphabet, unique per n. */
function testReviewCode(n: number): string {
  let tail = '';
  for (let i = 0; i < 5; i++, n = Math.floor(n / ALPHABET.length)) tail = ALPHABET[n % ALPHABET.length] + tail;
  return `RV-T${tail}`;
}

/** A reviewed stay on the unit with its review; `ageHours` how long ago the review was written. */
async function addReview(at: { unitId: string; hostId: string }, r: { rating: number; ageHours: number; reply?: string; seen?: boolean; first?: string }) {
  const checkIn = day(-40 - reviewCodes * 3);
  const stay = await addStay(h, { kind: 'booking', status: 'REVIEW_COLLECTED', checkIn, checkOut: day(-38 - reviewCodes * 3), ...at, first: r.first ?? 'Oliver', last: 'Klein' });
  const publicId = testReviewCode(++reviewCodes);
  const createdAt = new Date(Date.now() - r.ageHours * 3_600_000);
  await h.database.db.insert(reviews).values({
    id: newId(createdAt.getTime()),
    publicId,
    hostId: at.hostId,
    unitId: at.unitId,
    stayId: stay.id,
    rating: r.rating,
    comment: `Review ${publicId}`,
    guestName: `${r.first ?? 'Oliver'} K.`,
    reply: r.reply ?? null,
    repliedAt: r.reply ? new Date() : null,
    seenAt: r.seen ? new Date() : null,
    createdAt,
  });
  return { publicId, stayCode: stay.code };
}

const list = (unitId: string, query = '', as = ANNA) => h.call('GET', `/api/app/reviews/${unitId}${query}`, { as });
const unanswered = async (as = ANNA) => (await h.call('GET', '/api/app/reviews/unanswered', { as })).json.count as number;
const userInfoCount = async (as = ANNA) => (await h.call('GET', '/api/app/user/info', { as })).json.counts.unansweredReviews as number;
const dbUnanswered = async (hostId: string) => {
  const [{ n }] = await h.database.db
    .select({ n: sql<number>`count(*)::int` })
    .from(reviews)
    .innerJoin(units, eq(units.id, reviews.unitId))
    .where(and(eq(reviews.hostId, hostId), isNull(reviews.reply), isNull(units.deletedAt)));
  return Number(n);
};

beforeAll(async () => {
  h = await apiHarness();
  anna = await freshUnit(h, ANNA);
}, scaledMs(60_000));
afterAll(() => h.close());

describe('GET /api/app/reviews/{unitId}', () => {
  let written: { publicId: string; ageHours: number }[] = [];
  let paged: { unitId: string; hostId: string };
  beforeAll(async () => {
    paged = await freshUnit(h, ANNA);
    // Written in a shuffled order, so the answer's order comes from the dates, not the inserts.
    const ages = Array.from({ length: 23 }, (_, i) => ((i * 7) % 23) + 1);
    written = [];
    for (const ageHours of ages) written.push({ ...(await addReview(paged, { rating: (ageHours % 5) + 1, ageHours })), ageHours });
  });

  it('needs a token', async () => {
    expect((await h.call('GET', `/api/app/reviews/${paged.unitId}`)).status).toBe(401);
    for (const path of ['/api/app/reviews/new', '/api/app/reviews/unanswered', `/api/app/reviews/rating/${paged.unitId}`]) expect((await h.call('GET', path)).status).toBe(401);
    expect((await h.call('PUT', `/api/app/reviews/new/${paged.unitId}`)).status).toBe(401);
    expect((await h.call('POST', '/api/app/reviews/reply/RV-TAAAAA', { body: { text: 'hi' } })).status).toBe(401);
  });

  it('pages newest first: items, next, pages, total; the pages joined are every review once', async () => {
    const newestFirst = [...written].sort((a, b) => a.ageHours - b.ageHours).map((w) => w.publicId);
    const seen: string[] = [];
    for (let page = 1; page <= 3; page++) {
      const r = await list(paged.unitId, `?page=${page}&limit=10`);
      expect(r.status, r.text).toBe(200);
      expect(v.is(ReviewPageSchema, r.json)).toBe(true);
      expect(r.json.pagination).toEqual({ current: page, next: page < 3 ? page + 1 : null, pages: 3, total: 23 });
      expect(r.json.items).toHaveLength(page < 3 ? 10 : 3);
      seen.push(...r.json.items.map((i: { publicId: string }) => i.publicId));
    }
    expect(seen).toEqual(newestFirst);
    const beyond = await list(paged.unitId, '?page=4&limit=10');
    expect(beyond.json.items).toEqual([]);
    expect(beyond.json.pagination.next).toBeNull();
  });

  it('uses the default page size without a limit and shows the stay and guest of each review', async () => {
    const r = await list(paged.unitId);
    expect(r.json.items).toHaveLength(REVIEWS_PAGE_DEFAULT_LIMIT);
    const first = r.json.items[0];
    const [stay] = await h.database.db.select().from(bookings).where(eq(bookings.code, first.stayCode));
    expect(first).toMatchObject({ unitId: paged.unitId, guestName: 'Oliver K.', checkIn: stay.checkIn, checkOut: stay.checkOut, reply: null, repliedAt: null, isNew: true });
    expect(Date.parse(first.createdAt)).toBeGreaterThan(Date.parse(r.json.items[1].createdAt));
  });

  it('names page and limit when out of bounds (400)', async () => {
    for (const [query, expected] of [
      ['?page=0', ['page']],
      ['?limit=0', ['limit']],
      [`?limit=${MAX_PAGE_LIMIT + 1}`, ['limit']],
      ['?page=abc&limit=-1', ['limit', 'page']],
    ] as const) {
      const r = await list(paged.unitId, query);
      expect(r.status, query).toBe(400);
      expect(r.headers.get('content-type')).toContain('application/problem+json');
      expect(names(r)).toEqual(expected);
    }
    expect((await list(paged.unitId, `?limit=${MAX_PAGE_LIMIT}`)).json.items).toHaveLength(23);
  });

  it("answers 404 for another host's, an unknown, a malformed or a deleted unit", async () => {
    expect((await list(paged.unitId, '', ALPINE)).status).toBe(404);
    expect((await list(newId())).status).toBe(404);
    expect((await list('not-a-unit')).status).toBe(404);
    const gone = await freshUnit(h, ANNA);
    await addReview(gone, { rating: 5, ageHours: 1 });
    await h.database.db.update(units).set({ status: 'DELETED', deletedAt: new Date() }).where(eq(units.id, gone.unitId));
    expect((await list(gone.unitId)).status).toBe(404);
    expect((await h.call('GET', `/api/app/reviews/rating/${gone.unitId}`, { as: ANNA })).status).toBe(404);
    expect((await h.call('PUT', `/api/app/reviews/new/${gone.unitId}`, { as: ANNA })).status).toBe(404);
    // Its unseen review is not in the new list either.
    expect((await h.call('GET', '/api/app/reviews/new', { as: ANNA })).json).not.toContain(gone.unitId);
  });
});

describe('GET /api/app/reviews/rating/{unitId}', () => {
  it('has no average and an empty distribution without reviews', async () => {
    const empty = await freshUnit(h, ANNA);
    const r = await h.call('GET', `/api/app/reviews/rating/${empty.unitId}`, { as: ANNA });
    expect(r.status, r.text).toBe(200);
    expect(r.json).toEqual({ unitId: empty.unitId, average: null, count: 0, distribution: [0, 0, 0, 0, 0], unanswered: 0 });
  });

  it('averages to one decimal, counts per star and the unanswered ones', async () => {
    const unit = await freshUnit(h, ANNA);
    for (const [rating, reply] of [[5, 'Thanks'], [5, null], [4, null], [2, 'Sorry'], [5, null], [4, 'Thanks']] as const) {
      await addReview(unit, { rating, ageHours: 2, reply: reply ?? undefined });
    }
    const r = await h.call('GET', `/api/app/reviews/rating/${unit.unitId}`, { as: ANNA });
    expect(v.is(UnitRatingSchema, r.json)).toBe(true);
    // (5 + 5 + 4 + 2 + 5 + 4) / 6 = 25 / 6 = 4.1666...
    expect(r.json).toEqual({ unitId: unit.unitId, average: 4.2, count: 6, distribution: [0, 1, 0, 2, 3], unanswered: 3 });
    expect((await h.call('GET', `/api/app/reviews/rating/${unit.unitId}`, { as: ALPINE })).status).toBe(404);
  });
});

describe('POST /api/app/reviews/reply/{reviewId}', () => {
  let target: { publicId: string };
  beforeAll(async () => {
    target = await addReview(anna, { rating: 3, ageHours: 5 });
  });

  it('replies, then a new reply replaces the old one; each is audited; the review is no longer new', async () => {
    const before = await unanswered();
    const first = await h.call('POST', `/api/app/reviews/reply/${target.publicId}`, { as: ANNA, body: { text: '  Thank you for staying!  ' } });
    expect(first.status, first.text).toBe(200);
    expect(v.is(ReviewReplyAnswerSchema, first.json)).toBe(true);
    expect(first.json).toMatchObject({ unitId: anna.unitId, publicId: target.publicId, review: { publicId: target.publicId, reply: 'Thank you for staying!', isNew: false } });
    expect(await unanswered()).toBe(before - 1);
    // Public ids are case-insensitive on the way in, as codes read out on the phone are.
    const second = await h.call('POST', `/api/app/reviews/reply/${target.publicId.toLowerCase()}`, { as: ANNA, body: { text: 'Thank you, we fixed the shower.' } });
    expect(second.status, second.text).toBe(200);
    expect(second.json.review.reply).toBe('Thank you, we fixed the shower.');
    expect(Date.parse(second.json.review.repliedAt)).toBeGreaterThanOrEqual(Date.parse(first.json.review.repliedAt));
    const [row] = await h.database.db.select().from(reviews).where(eq(reviews.publicId, target.publicId));
    expect(row.reply).toBe('Thank you, we fixed the shower.');
    expect(await unanswered()).toBe(before - 1);
    const audits = await h.database.db.select().from(auditLog).where(and(eq(auditLog.action, 'review.reply'), eq(auditLog.target, target.publicId)));
    expect(audits.map((a) => [a.hostId, a.staffId, (a.detail as { replaced: boolean }).replaced])).toEqual([
      [anna.hostId, null, false],
      [anna.hostId, null, true],
    ]);
  });

  it('names text when empty, blank, too long or missing (400) and changes nothing', async () => {
    for (const body of [{ text: '' }, { text: '   ' }, { text: 'x'.repeat(REPLY_TEXT_MAX + 1) }, {}, { text: 42 }]) {
      const r = await h.call('POST', `/api/app/reviews/reply/${target.publicId}`, { as: ANNA, body });
      expect(r.status, JSON.stringify(body).slice(0, 40)).toBe(400);
      expect(names(r)).toEqual(['text']);
    }
    expect((await h.call('POST', `/api/app/reviews/reply/${target.publicId}`, { as: ANNA, body: { text: 'y'.repeat(REPLY_TEXT_MAX) } })).status).toBe(200);
  });

  it("answers 404 for another host's, an unknown or a malformed review, and leaves the reply alone", async () => {
    const [before] = await h.database.db.select().from(reviews).where(eq(reviews.publicId, target.publicId));
    expect((await h.call('POST', `/api/app/reviews/reply/${target.publicId}`, { as: ALPINE, body: { text: 'Not mine' } })).status).toBe(404);
    expect((await h.call('POST', '/api/app/reviews/reply/RV-ZZZZZZ', { as: ANNA, body: { text: 'Hello' } })).status).toBe(404);
    expect((await h.call('POST', '/api/app/reviews/reply/drop table', { as: ANNA, body: { text: 'Hello' } })).status).toBe(404);
    const [after] = await h.database.db.select().from(reviews).where(eq(reviews.publicId, target.publicId));
    expect(after.reply).toBe(before.reply);
  });
});

describe('new reviews and seen marks', () => {
  let a: { unitId: string; hostId: string };
  let b: { unitId: string; hostId: string };
  beforeAll(async () => {
    a = await freshUnit(h, ANNA);
    b = await freshUnit(h, ANNA);
    await addReview(a, { rating: 4, ageHours: 30 });
    await addReview(a, { rating: 5, ageHours: 20, seen: true });
    await addReview(b, { rating: 2, ageHours: 1 });
  });

  it("lists the host's units with unseen reviews (latest first), never another host's", async () => {
    const r = await h.call('GET', '/api/app/reviews/new', { as: ANNA });
    expect(r.status).toBe(200);
    expect(v.is(NewReviewUnitsSchema, r.json)).toBe(true);
    expect(r.json.indexOf(b.unitId)).toBeGreaterThanOrEqual(0);
    expect(r.json.indexOf(b.unitId)).toBeLessThan(r.json.indexOf(a.unitId));
    const alpine = await h.call('GET', '/api/app/reviews/new', { as: ALPINE });
    expect(alpine.json).not.toContain(a.unitId);
    const alpineUnits = (await h.database.db.select({ id: units.id }).from(units).where(eq(units.hostId, await hostIdOf(h, ALPINE)))).map((u) => u.id);
    for (const id of alpine.json) expect(alpineUnits).toContain(id);
  });

  it('marks a unit seen: it leaves the list, its reviews are no longer new; again changes nothing; audited once', async () => {
    const r = await h.call('PUT', `/api/app/reviews/new/${a.unitId}`, { as: ANNA });
    expect(r.status, r.text).toBe(200);
    expect(r.json).not.toContain(a.unitId);
    expect(r.json).toContain(b.unitId);
    expect((await list(a.unitId)).json.items.map((i: { isNew: boolean }) => i.isNew)).toEqual([false, false]);
    const again = await h.call('PUT', `/api/app/reviews/new/${a.unitId}`, { as: ANNA });
    expect(again.status).toBe(200);
    expect(again.json).toEqual(r.json);
    const audits = await h.database.db.select().from(auditLog).where(and(eq(auditLog.action, 'review.seen'), eq(auditLog.target, a.unitId)));
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({ hostId: a.hostId, staffId: null, detail: { reviews: 1 } });
    // The other unit's review is still new.
    expect((await list(b.unitId)).json.items[0].isNew).toBe(true);
  });

  it("answers 404 for another host's or an unknown unit, and marks nothing", async () => {
    expect((await h.call('PUT', `/api/app/reviews/new/${b.unitId}`, { as: ALPINE })).status).toBe(404);
    expect((await h.call('PUT', `/api/app/reviews/new/${newId()}`, { as: ANNA })).status).toBe(404);
    expect((await h.call('GET', '/api/app/reviews/new', { as: ANNA })).json).toContain(b.unitId);
  });
});

describe('unanswered count', () => {
  it('counts the live units’ reviews without a reply, the same in /unanswered and the user info; a reply takes one off', async () => {
    const unit = await freshUnit(h, ANNA);
    const waiting = await addReview(unit, { rating: 4, ageHours: 3 });
    const expected = await dbUnanswered(anna.hostId);
    expect(expected).toBeGreaterThan(0);
    expect(await unanswered()).toBe(expected);
    expect(await userInfoCount()).toBe(expected);
    await h.call('POST', `/api/app/reviews/reply/${waiting.publicId}`, { as: ANNA, body: { text: 'Grazie!' } });
    expect(await unanswered()).toBe(expected - 1);
    expect(await userInfoCount()).toBe(expected - 1);
    expect(await unanswered(ALPINE)).toBe(await dbUnanswered(await hostIdOf(h, ALPINE)));
  });
});

describe('demo seed', () => {
  const collected = ['REVIEW_COLLECTED', 'review_collected'];

  it('gives every reviewed demo stay one review and leaves stays in review collection open for a guest', async () => {
    const hostIds = await Promise.all([ANNA, ALPINE, MARIE].map((e) => hostIdOf(h, e)));
    const stays = await h.database.db
      .select({ code: bookings.code, status: bookings.status, review: reviews.publicId })
      .from(bookings)
      .leftJoin(reviews, eq(reviews.stayId, bookings.id))
      .where(and(inArray(bookings.hostId, hostIds), sql`${bookings.code} not like 'HP-T%'`));
    const reviewed = stays.filter((s) => collected.includes(s.status));
    expect(reviewed.length).toBeGreaterThanOrEqual(5);
    for (const s of reviewed) expect(s.review, s.code).toMatch(/^RV-/);
    for (const s of stays.filter((s) => !collected.includes(s.status))) expect(s.review, s.code).toBeNull();
    expect(stays.find((s) => s.code === 'HP-R3VW8C')).toMatchObject({ status: 'IN_REVIEW_COLLECTION', review: null });
    expect(stays.find((s) => s.code === 'HP-6FJ2SA')?.review).toBe('RV-6FJ2SA');
  });

  it('has answered and unanswered, new and seen reviews with varied ratings', async () => {
    const rows = await h.database.db.select().from(reviews).where(sql`${reviews.publicId} not like 'RV-T%'`);
    expect(rows.some((r) => r.reply !== null)).toBe(true);
    expect(rows.some((r) => r.reply === null && r.seenAt === null)).toBe(true);
    expect(new Set(rows.map((r) => r.rating)).size).toBeGreaterThanOrEqual(3);
    for (const r of rows) {
      expect(r.createdAt.getTime()).toBeLessThanOrEqual(Date.now());
      if (r.reply) expect(r.repliedAt!.getTime()).toBeGreaterThan(r.createdAt.getTime());
    }
    // Alpine's one review waits for a reply: the statistics badge shows on a fresh demo.
    expect(await userInfoCount(ALPINE)).toBe(await dbUnanswered(await hostIdOf(h, ALPINE)));
    expect(await userInfoCount(ALPINE)).toBeGreaterThan(0);
  });
});
