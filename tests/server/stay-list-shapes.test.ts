import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq, sql } from 'drizzle-orm';
import { freshDatabase } from '../support/database';
import type { Database } from '../../src/server/db/client';
import { bookings } from '../../src/server/db/schema';
import { pageOfStays, searchCondition, searchPattern, type StayListShape } from '../../src/server/services/bookings/stay-rows';

// pageOfStays (services/bookings/stay-rows.ts): a list's shape is built and prepared once per
// database and key; every call brings its own values, and the first page (no offset) and later
// pages (an offset) together read the list as one ordered read would.
let database: Database;
let hostIds: string[];
beforeAll(async () => {
  database = await freshDatabase('seeded');
  const rows = await database.db.selectDistinct({ hostId: bookings.hostId }).from(bookings).where(eq(bookings.kind, 'booking'));
  hostIds = rows.map((r) => r.hostId);
});
afterAll(async () => {
  await database?.close();
});

/** A list of the host's bookings, newest check-in first, optionally searched; counts its builds. Each test's keys are its own (the statements stay with the database). */
function bookingsShape(test: string, search: boolean) {
  let builds = 0;
  const shape: StayListShape = {
    key: `test_${test}_bookings_search${Number(search)}`,
    where: () => {
      builds++;
      return and(eq(bookings.hostId, sql.placeholder('hostId')), eq(bookings.kind, 'booking'), search ? searchCondition(sql.placeholder('pattern')) : undefined);
    },
    orderBy: () => [desc(bookings.checkIn), desc(bookings.id)],
  };
  return { shape, builds: () => builds };
}

/** The same list read directly, every row. */
const allCodes = async (hostId: string) =>
  (
    await database.db
      .select({ code: bookings.code })
      .from(bookings)
      .where(and(eq(bookings.hostId, hostId), eq(bookings.kind, 'booking')))
      .orderBy(desc(bookings.checkIn), desc(bookings.id))
  ).map((r) => r.code);

describe('a page of stays in a shape', () => {
  it("is built once per shape and page kind, and answers each host's own stays", async () => {
    expect(hostIds.length).toBeGreaterThan(1);
    const { shape, builds } = bookingsShape('hosts', false);
    for (const hostId of hostIds) {
      const expected = await allCodes(hostId);
      const { rows, total } = await pageOfStays(database.db, shape, { hostId }, 1, 100);
      expect(rows.map((r) => r.stay.code)).toEqual(expected);
      expect(total).toBe(expected.length);
    }
    expect(builds()).toBe(1); // the first page's statements, made for the first host only
    await pageOfStays(database.db, shape, { hostId: hostIds[0] }, 2, 100);
    expect(builds()).toBe(2); // a later page has an offset: a statement of its own
  });

  it('pages through the list as one ordered read, the total on every page', async () => {
    const { shape } = bookingsShape('pages', false);
    const hostId = hostIds[0]!;
    const expected = await allCodes(hostId);
    expect(expected.length).toBeGreaterThan(2);
    const seen: string[] = [];
    for (let page = 1; page <= Math.ceil(expected.length / 2) + 1; page++) {
      const { rows, total } = await pageOfStays(database.db, shape, { hostId }, page, 2);
      expect(total).toBe(expected.length);
      seen.push(...rows.map((r) => r.stay.code));
    }
    expect(seen).toEqual(expected);
  });

  it('answers every call its own values, shapes and values mixed, many calls at once', async () => {
    const searched = bookingsShape('mixed', true);
    const plain = bookingsShape('mixed', false);
    const expected = new Map(await Promise.all(hostIds.map(async (id) => [id, await allCodes(id)] as const)));
    const calls = Array.from({ length: 30 }, (_, i) => {
      const hostId = hostIds[i % hostIds.length]!;
      const codes = expected.get(hostId)!;
      // Every other call searches: for one of the host's codes, or for a text no stay holds.
      if (i % 2 === 0) return { hostId, shape: plain.shape, pattern: undefined, want: codes };
      const code = codes[i % codes.length]!;
      return i % 3 === 0 ? { hostId, shape: searched.shape, pattern: searchPattern('no-such-guest'), want: [] } : { hostId, shape: searched.shape, pattern: searchPattern(code.toLowerCase()), want: [code] };
    });
    const answers = await Promise.all(calls.map((c) => pageOfStays(database.db, c.shape, { hostId: c.hostId, pattern: c.pattern }, 1, 100)));
    answers.forEach((answer, i) => expect(answer.rows.map((r) => r.stay.code)).toEqual(calls[i]!.want));
    expect([plain.builds(), searched.builds()]).toEqual([1, 1]);
  });

  it('searches literally: % and _ in the search are no wildcards', () => {
    expect(searchPattern('  ')).toBeUndefined();
    expect(searchPattern(' 50%_off\\ ')).toBe('%50\\%\\_off\\\\%');
  });
});
