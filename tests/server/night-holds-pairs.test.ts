import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { apiHarness, ALPINE } from '../support/api';
import { icalFeeds } from '../../src/server/db/schema';
import { day, type Harness } from './bookings-fixtures';
import { nightsOfRange, OPS, overlappingHolders, pendingAsks, resetGuestAllowance, run, studioOf, type Op } from './night-holds-fixtures';

// The night-holds rule, one pair of writes at a time on the same nights (each pair on nights of
// its own): confirm a request, confirm an inquiry, a guest's instant booking, closing the dates,
// importing another channel's calendar. The second write meets what the first one left:
//   after a stay (confirm or guest)  every write but an import is refused (409 naming the nights);
//                                    the import is stored and its feed counts the overlap;
//   after closing                    confirms and guests are refused; closing again and imports pass;
//   after an import                  confirms and guests are refused, naming the feed; closing passes.
// A guest is refused while a request or inquiry for the nights is still pending, whoever is second.
// Runs on PGlite and, with DATABASE_URL, on PostgreSQL.

let h: Harness;
let unit: { unitId: string; hostId: string };
beforeAll(async () => {
  h = await apiHarness();
  unit = await studioOf(h);
});
afterAll(() => h.close());
beforeEach(() => resetGuestAllowance(h));

const makesStay = (op: Op) => op === 'request' || op === 'inquiry' || op === 'guest';
const asks = (op: Op) => op === 'request' || op === 'inquiry';

/** What the first write leaves holding the nights, or null when it was refused. */
type Left = 'stay' | 'closed' | 'imported' | null;

function expectedSecond(first: Left, second: Op, pendingAsk: boolean): { status: number; holder?: Left } {
  if (second === 'import') return { status: 201 };
  if (second === 'guest' && first === null && !pendingAsk) return { status: 201 };
  if (second === 'guest' && pendingAsk) return { status: 409 };
  if (first === null) return { status: 200 };
  if (first === 'stay') return second === 'guest' ? { status: 409 } : { status: 409, holder: 'stay' };
  if (second === 'close') return { status: 200 };
  return second === 'guest' ? { status: 409 } : { status: 409, holder: first };
}

const pairs = OPS.flatMap((a) => OPS.filter((b) => b !== a).map((b) => [a, b] as const));

describe('two writes on the same nights, one after the other', () => {
  it.each(pairs.map(([a, b], i) => [a, b, i] as const))('%s, then %s', async (first, second, i) => {
    const n = { from: day(200 + i * 6), to: day(203 + i * 6) };
    const nights = nightsOfRange(n);
    const pair = [first, second] as Op[];
    const codes = pair.some(asks) ? await pendingAsks(h, unit, n, `p${i}`) : {};
    // A pending request or open inquiry of the pair holds the nights against guests until confirmed.
    const pendingAtFirst = pair.some(asks);

    const a = await run(h, first, unit.unitId, n, codes, `p${i}a`);
    const firstRefused = first === 'guest' && pendingAtFirst;
    expect(a.status, JSON.stringify(a.json)).toBe(firstRefused ? 409 : first === 'import' || first === 'guest' ? 201 : 200);
    const left: Left = firstRefused ? null : makesStay(first) ? 'stay' : first === 'close' ? 'closed' : 'imported';

    // Once the first write confirmed its own ask, the other ask of the pair (if any) still waits.
    const pendingAtSecond = asks(second);
    const b = await run(h, second, unit.unitId, n, codes, `p${i}b`);
    const want = expectedSecond(left, second, pendingAtSecond);
    expect(b.status, JSON.stringify(b.json)).toBe(want.status);
    if (want.status === 409) {
      expect(b.json.type).toBe('urn:host-portal:problem:conflict');
      expect(b.json.nights.length).toBeGreaterThan(0);
      for (const night of b.json.nights) expect(nights).toContain(night);
      for (const night of b.json.nights) expect(b.json.detail).toContain(night);
    }
    if (want.holder) {
      expect(b.json.holders.map((x: { kind: string }) => x.kind)).toEqual([want.holder]);
      if (want.holder === 'imported') {
        expect(b.json.holders[0].feedName).toBe(`Channel p${i}a`);
        expect(b.json.detail).toContain(`"Channel p${i}a"`);
      }
    }

    // Whatever the order: never a stay together with closed nights, never two stays. Closed
    // nights and an import may share nights: neither has a guest coming through this portal.
    const { counts, pairs: overlaps } = await overlappingHolders(h, unit.unitId, n);
    expect(counts.stay + counts.closed).toBeLessThanOrEqual(1);
    expect(overlaps.filter((p) => p !== 'imported+stay' && p !== 'closed+imported')).toEqual([]);
    // An import over a stay is stored (another channel sold the nights) and its feed shows the overlap.
    if (second === 'import' && left === 'stay') {
      expect(overlaps).toEqual(['imported+stay']);
      const [feed] = await h.database.db.select().from(icalFeeds).where(eq(icalFeeds.name, `Channel p${i}b`));
      const health = await h.call('GET', `/api/app/property-unit/${unit.unitId}/ical`, { as: ALPINE });
      expect(health.json.feeds.find((f: { id: string }) => f.id === feed.id).overlappingBookings).toBe(1);
      // ...and so does the calendar, on the imported event, whichever write made the stay.
      const calendar = await h.call('GET', `/api/app/calendar/events?propertyUnitId=${unit.unitId}&dateFrom=${n.from}&dateTo=${n.to}`, { as: ALPINE });
      type Ev = { source: string; externalName: string | null; overlapsBooking: boolean; children: Ev[] };
      const flat = (calendar.json.events as Ev[]).flatMap((e) => [e, ...e.children]);
      expect(flat.find((e) => e.source === 'external' && e.externalName === `Channel p${i}b`)?.overlapsBooking).toBe(true);
    } else expect(overlaps).toEqual(pair.includes('close') && pair.includes('import') ? ['closed+imported'] : []);
  });
});
