import { demoToday } from '../../src/server/db/seed';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, eq, like } from 'drizzle-orm';
import { apiHarness, ALPINE, ANNA, MARIE } from '../support/api';
import { auditLog, bookings, jobs, rateLimits, unitBlocks, units } from '../../src/server/db/schema';
import { newId } from '../../src/server/db/ids';
import { addDays, weekdayOf } from '../../src/shared/domain/pricing/dates';
import { REQUEST_ANSWER_HOURS } from '../../src/shared/domain/bookings/stay-lifecycle';
import { GUEST_STAY_LIMIT } from '../../src/server/routes/guest-stays';
import { STAY_CODE_PATTERN, isStayCodeClash, newStayCode, withFreshStayCode } from '../../src/server/services/bookings/stay-code';
import type { Db } from '../../src/server/db/client';

// The guest side of bookings over the real API and database: POST /api/public/property-units/{id}/stays.
// Demo units (src/server/db/seed.ts, seed-stays.ts): alpine@ (commission) Studio Nordkette onLine
// (Sophie +3..+7) and the family apartment onRequest (stays up to +65, free from +70); anna@
// (subscription) Villa Aurora onLine (open inquiry +70..+75) and the sea-view room onRequest;
// marie@ (commission) Mas des Lavandes onLine. Every unit: min 2 / max 28 nights, 2 days' notice.

let h: Awaited<ReturnType<typeof apiHarness>>;
let studio: string;
let family: string;
let villa: string;
let seaView: string;
let draft: string; // anna's garden suite, still in the wizard
let cottage: string;

// Demo units and their seeded stays: the demo zone's days (src/server/db/seed.ts).
const d = (n: number) => addDays(demoToday(), n);
const names = (r: { json: { invalidParams?: { name: string }[] } }) => (r.json.invalidParams ?? []).map((p) => p.name).sort();
const guest = (from: number, to: number, extra: Record<string, unknown> = {}) => ({
  checkIn: d(from),
  checkOut: d(to),
  guests: 2,
  firstName: 'Ines',
  lastName: 'Moser',
  email: 'ines@guest.example',
  ...extra,
});
const book = (unitId: string, body: unknown) => h.call('POST', `/api/public/property-units/${unitId}/stays`, { body });
const stayRow = async (code: string) => (await h.database.db.select().from(bookings).where(eq(bookings.code, code)))[0]!;
const staysOn = async (unitId: string) => h.database.db.select().from(bookings).where(eq(bookings.unitId, unitId));

async function unitsOf(as: string) {
  const ids: { id: string; title: string }[] = [];
  for (const p of (await h.call('GET', '/api/app/properties', { as })).json.items) {
    for (const id of (await h.call('GET', `/api/app/properties/${p.id}`, { as })).json.unitIds as string[]) {
      const u = (await h.call('GET', `/api/app/property-unit/${id}`, { as })).json;
      ids.push({ id, title: `${p.title} / ${u.title ?? ''}` });
    }
  }
  return ids;
}

beforeAll(async () => {
  h = await apiHarness();
  const alpine = await unitsOf(ALPINE);
  studio = alpine.find((u) => u.title.includes('Nordkette'))!.id;
  family = alpine.find((u) => u.title.includes('Family'))!.id;
  const anna = await unitsOf(ANNA);
  villa = anna.find((u) => u.title.startsWith('Villa Aurora'))!.id;
  seaView = anna.find((u) => u.title.includes('Sea-view'))!.id;
  draft = anna.find((u) => u.title.includes('Garden'))!.id;
  cottage = (await unitsOf(MARIE))[0]!.id;
});
afterAll(() => h.close());
// Each test starts with a fresh allowance (the limit itself has its own test).
beforeEach(async () => {
  await h.database.db.delete(rateLimits).where(like(rateLimits.key, 'guest-stays:%'));
});

describe('what a guest gets, by host and unit', () => {
  it('a commission host’s instant unit: a CONFIRMED booking (onLine) priced by the public quote, with audit', async () => {
    const quote = (await h.call('GET', `/api/public/property-units/${studio}/quote?checkIn=${d(40)}&checkOut=${d(43)}&guests=2`)).json;
    expect(quote.bookable).toBe(true);
    const r = await book(studio, guest(40, 43, { phone: '+43 660 7654321', message: '  We arrive late.  ' }));
    expect(r.status).toBe(201);
    expect(r.json).toEqual({
      kind: 'booking',
      publicId: expect.stringMatching(STAY_CODE_PATTERN),
      status: 'CONFIRMED',
      checkIn: d(40),
      checkOut: d(43),
      totalAmount: quote.quote.total,
      currency: 'EUR',
      expirationTime: null,
    });
    const row = await stayRow(r.json.publicId);
    expect(row).toMatchObject({ kind: 'booking', status: 'CONFIRMED', bookingType: 'onLine', unitId: studio, guests: 2, customerPhone: '+43 660 7654321', guestMessage: 'We arrive late.', expirationTime: null, totalAmount: quote.quote.total });
    // The stay keeps the quote by codes: the public quote's names are for the guest's screen only.
    const unnamed = quote.quote.lines.map(({ label: _label, ...line }: { label?: string }) => line);
    expect(quote.quote.lines.find((l: { kind: string }) => l.kind === 'extraCharge').label).toBe('Final cleaning');
    expect(row.quote).toEqual({ ...quote.quote, lines: unnamed });
    const [audit] = await h.database.db.select().from(auditLog).where(and(eq(auditLog.target, row.id), eq(auditLog.action, 'booking.created-by-guest')));
    expect(audit).toMatchObject({ hostId: row.hostId, staffId: null, detail: expect.objectContaining({ actor: 'guest', code: row.code }) });
    // The host's calendar now shows the booking on those nights.
    const events = await h.call('GET', `/api/app/properties/${studio}/unavailabilities?dateFrom=${d(40)}&dateTo=${d(42)}`, { as: ALPINE });
    expect(events.json).toEqual([expect.objectContaining({ source: 'booking', booking: row.code, dateFrom: d(40), dateTo: d(42) })]);
  });

  it('a commission host’s on-request unit: a REQUESTED request expiring in REQUEST_ANSWER_HOURS, with its expiry job; pending count up', async () => {
    const before = (await h.call('GET', '/api/app/booking-requests-pending-count', { as: ALPINE })).json.count;
    const sent = Date.now();
    const r = await book(family, guest(70, 73, { guests: 4, phone: 'n/a' }));
    expect(r.status).toBe(201);
    expect(r.json).toMatchObject({ kind: 'request', status: 'REQUESTED' });
    const expires = Date.parse(r.json.expirationTime);
    expect(expires - sent).toBeGreaterThanOrEqual(REQUEST_ANSWER_HOURS * 3_600_000 - 1000);
    expect(expires - Date.now()).toBeLessThanOrEqual(REQUEST_ANSWER_HOURS * 3_600_000 + 1000);
    const row = await stayRow(r.json.publicId);
    // A phone without a digit is no phone number.
    expect(row).toMatchObject({ kind: 'request', status: 'REQUESTED', bookingType: 'onRequest', customerPhone: null, guestMessage: null });
    const [job] = await h.database.db.select().from(jobs).where(eq(jobs.key, `request-expiry:${row.id}`));
    expect(job).toMatchObject({ queue: 'request-expiry', payload: { requestId: row.id } });
    expect(job!.runAt.getTime()).toBe(expires);
    expect((await h.call('GET', '/api/app/booking-requests-pending-count', { as: ALPINE })).json.count).toBe(before + 1);
    expect(await h.database.db.select().from(auditLog).where(and(eq(auditLog.target, row.id), eq(auditLog.action, 'request.created-by-guest')))).toHaveLength(1);
  });

  it('a commission host’s unit with no booking type yet: a request', async () => {
    await h.database.db.update(units).set({ bookingType: null }).where(eq(units.id, cottage));
    const r = await book(cottage, guest(20, 24));
    await h.database.db.update(units).set({ bookingType: 'onLine' }).where(eq(units.id, cottage));
    expect(r.status).toBe(201);
    expect(r.json).toMatchObject({ kind: 'request', status: 'REQUESTED' });
    expect((await book(cottage, guest(30, 33))).json).toMatchObject({ kind: 'booking', status: 'CONFIRMED' });
  });

  it('a subscription host: an inquiry (requested, no booking type), whatever the unit’s booking type', async () => {
    for (const unitId of [villa, seaView]) {
      const r = await book(unitId, guest(40, 42));
      expect(r.status).toBe(201);
      expect(r.json).toMatchObject({ kind: 'inquiry', status: 'requested', expirationTime: null });
      expect(await stayRow(r.json.publicId)).toMatchObject({ kind: 'inquiry', status: 'requested', bookingType: null });
    }
  });
});

describe('the stay rules (the public quote’s), each naming its field', () => {
  // On marie's cottage, which has no stays there: only the rule under test can refuse.
  it.each([
    ['in the past', () => guest(-3, -1), ['checkIn'], /must not be in the past/],
    ['too soon (2 days’ notice)', () => guest(1, 4), ['checkIn'], /must be on or after .* 2 days' notice/],
    ['shorter than the minimum stay', () => guest(50, 51), ['checkOut'], /at least 2 nights/],
    ['longer than the maximum stay', () => guest(50, 80), ['checkOut'], /at most 28 nights/],
    ['more guests than the unit sleeps', () => guest(50, 53, { guests: 5 }), ['guests'], /must be at most 4/],
  ])('%s -> 400 and nothing written', async (_name, body, fields, reason) => {
    const before = (await staysOn(cottage)).length;
    const r = await book(cottage, body());
    expect(r.status).toBe(400);
    expect(r.headers.get('content-type')).toContain('application/problem+json');
    expect(names(r)).toEqual(fields);
    expect(r.json.invalidParams[0].reason).toMatch(reason);
    expect((await staysOn(cottage)).length).toBe(before);
  });

  it('check-in and check-out weekdays the host does not allow -> 400 on checkIn and checkOut', async () => {
    const arrive = weekdayOf(d(50));
    const leave = weekdayOf(d(53));
    const patch = await h.call('PATCH', `/api/app/property-unit/${cottage}/price-configuration`, { as: MARIE, body: { checkInDays: [(arrive + 1) % 7], checkOutDays: [(leave + 1) % 7] } });
    expect(patch.status).toBe(200);
    const r = await book(cottage, guest(50, 53));
    expect(r.status).toBe(400);
    expect(names(r)).toEqual(['checkIn', 'checkOut']);
    expect(r.json.invalidParams.find((p: { name: string }) => p.name === 'checkIn').reason).toMatch(/must be on one of/);
    await h.call('PATCH', `/api/app/property-unit/${cottage}/price-configuration`, { as: MARIE, body: { checkInDays: [0, 1, 2, 3, 4, 5, 6], checkOutDays: [0, 1, 2, 3, 4, 5, 6] } });
  });

  it('the body itself is validated: missing and malformed fields are named', async () => {
    const r = await book(studio, { checkIn: d(50), checkOut: d(49), guests: 0, firstName: ' ', email: 'nope' });
    expect(r.status).toBe(400);
    expect(names(r)).toEqual(['email', 'firstName', 'guests', 'lastName']);
    expect(names(await book(studio, guest(52, 50)))).toEqual(['checkOut']);
    expect(names(await book(studio, { ...guest(50, 52), surprise: true }))).toEqual(['surprise']);
  });
});

describe('nights already taken -> 409', () => {
  it('a booking’s nights (Sophie’s, seeded), and nothing written', async () => {
    const before = (await staysOn(studio)).length;
    const r = await book(studio, guest(4, 6));
    expect(r.status).toBe(409);
    expect(r.json.detail).toMatch(new RegExp(`nights no longer available: ${d(4)}, ${d(5)}`));
    expect((await staysOn(studio)).length).toBe(before);
  });

  it('a pending request holds its nights, and so does an open inquiry (no second inquiry on them)', async () => {
    expect((await book(family, guest(41, 43, { guests: 2 }))).status).toBe(409); // Nina's request +40..+43
    expect((await book(villa, guest(72, 74))).status).toBe(409); // Oliver's inquiry +70..+75
  });

  it('nights the host closed answer like booked ones: the quote and the 409 say "not available", never why', async () => {
    const [unit] = await h.database.db.select({ hostId: units.hostId }).from(units).where(eq(units.id, cottage));
    await h.database.db.insert(unitBlocks).values({ id: newId(), hostId: unit!.hostId, unitId: cottage, dateFrom: d(121), dateTo: d(123) });
    const quote = (await h.call('GET', `/api/public/property-units/${cottage}/quote?checkIn=${d(120)}&checkOut=${d(124)}&guests=2`)).json;
    expect(quote.problems).toEqual([{ field: 'checkIn', code: 'unavailable', dates: [d(121), d(122)] }]);
    const before = (await staysOn(cottage)).length;
    const r = await book(cottage, guest(120, 124));
    expect(r.status).toBe(409);
    expect(r.json.detail).toMatch(new RegExp(`nights no longer available: ${d(121)}, ${d(122)}`));
    expect(r.json.detail).not.toMatch(/block|closed/i);
    expect((await staysOn(cottage)).length).toBe(before);
  });

  it('the host’s preparation time around another stay -> 409', async () => {
    await h.call('PATCH', `/api/app/property-unit/${studio}/price-configuration`, { as: ALPINE, body: { preparationTime: 1 } });
    const r = await book(studio, guest(7, 9)); // Sophie leaves on +7
    await h.call('PATCH', `/api/app/property-unit/${studio}/price-configuration`, { as: ALPINE, body: { preparationTime: 0 } });
    expect(r.status).toBe(409);
    expect(r.json.detail).toMatch(/1 free nights before check-in/);
    expect((await book(studio, guest(7, 9))).status).toBe(201);
  });
});

describe('only published units', () => {
  it('a unit in the wizard, an unknown id and a malformed id answer 404 like the public quote', async () => {
    for (const id of [draft, '00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const r = await book(id, guest(50, 53));
      expect(r.status).toBe(404);
      expect(r.json.type).toBe('urn:host-portal:problem:not-found');
      expect((await h.call('GET', `/api/public/property-units/${id}/quote?checkIn=${d(50)}&checkOut=${d(53)}`)).status).toBe(404);
    }
  });

  it('an unpublished unit is no longer bookable', async () => {
    expect((await h.call('PATCH', `/api/app/property-unit/${cottage}/unpublish`, { as: MARIE })).status).toBe(200);
    expect((await book(cottage, guest(60, 63))).status).toBe(404);
    expect((await h.call('PATCH', `/api/app/property-unit/${cottage}/publish`, { as: MARIE })).status).toBe(200);
    expect((await book(cottage, guest(60, 63))).status).toBe(201);
  });
});

describe('no double booking', () => {
  it.each([
    ['bookings (instant unit)', () => studio, 'booking'],
    ['requests (on-request unit; no constraint, only the unit lock)', () => family, 'request'],
    ['inquiries (subscription host)', () => seaView, 'inquiry'],
  ])('10 guests asking for the same nights at once: exactly one %s is made, 9 get 409', async (_name, unitOf, kind) => {
    const unitId = unitOf();
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => book(unitId, guest(80, 84, { firstName: `Guest${i}`, guests: 2 }))),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([201, ...Array(9).fill(409)]);
    expect(answers.filter((a) => a.status === 409).every((a) => /no longer available/.test(a.json.detail))).toBe(true);
    const made = (await staysOn(unitId)).filter((s) => s.checkIn === d(80));
    expect(made).toHaveLength(1);
    expect(made[0]!.kind).toBe(kind);
  });

  it('overlapping (not equal) ranges at once: still one winner', async () => {
    const answers = await Promise.all([book(studio, guest(90, 94)), book(studio, guest(92, 96)), book(studio, guest(93, 95))]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409, 409]);
  });
});

describe('rate limit per client address', () => {
  it(`the ${GUEST_STAY_LIMIT.perAddress + 1}th attempt within the window is refused with 429 and Retry-After, whatever it asks; another address is not`, async () => {
    const statuses: number[] = [];
    for (let i = 0; i < GUEST_STAY_LIMIT.perAddress; i++) statuses.push((await book(studio, {})).status);
    expect(statuses.every((s) => s === 400)).toBe(true); // invalid attempts count too
    const refused = await book(studio, guest(100, 103));
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(refused.json.type).toBe('urn:host-portal:problem:too-many-requests');
    // The same call from another TCP peer (as the node server passes it) is counted apart.
    const other = await h.app.request(
      `/api/public/property-units/${studio}/stays`,
      { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(guest(100, 103)) },
      { incoming: { socket: { remoteAddress: '203.0.113.7' } } },
    );
    expect(other.status).toBe(201);
    const [row] = await h.database.db.select().from(rateLimits).where(eq(rateLimits.key, 'guest-stays:address:203.0.113.7'));
    expect(row!.count).toBe(1);
  });
});

describe('stay codes', () => {
  it('are HP- and six readable characters, seeded ones included', async () => {
    for (let i = 0; i < 200; i++) expect(newStayCode()).toMatch(STAY_CODE_PATTERN);
    const codes = (await h.database.db.select({ code: bookings.code }).from(bookings)).map((b) => b.code);
    expect(codes.filter((c) => !c.startsWith('HP-T')).every((c) => STAY_CODE_PATTERN.test(c))).toBe(true);
  });

  it('a clash with an existing code is retried with another one inside the same transaction', async () => {
    const [existing] = await h.database.db.select().from(bookings).where(eq(bookings.code, 'HP-4TW8XR'));
    const offered = [existing!.code, existing!.code, 'HP-QQQQQQ'];
    const inserted = await h.database.db.transaction(async (txn) => {
      const tx = txn as unknown as Db;
      const code = await withFreshStayCode(
        tx,
        async (sp, c) => {
          await sp.insert(bookings).values({ ...existing!, id: newId(), code: c, kind: 'request', status: 'REJECTED', sourceRequestId: null });
          return c;
        },
        () => offered.shift()!,
      );
      // The transaction is still usable after the failed inserts (rolled back to their savepoints).
      await tx.select().from(bookings).limit(1);
      return code;
    });
    expect(inserted).toBe('HP-QQQQQQ');
    expect(offered).toEqual([]);
    expect(await stayRow('HP-QQQQQQ')).toBeTruthy();
  });

  it('other errors are not retried', async () => {
    let calls = 0;
    await expect(
      h.database.db.transaction((txn) =>
        withFreshStayCode(txn as unknown as Db, async (sp) => {
          calls++;
          await sp.insert(bookings).values({ id: 'not-a-uuid' } as never);
        }),
      ),
    ).rejects.toSatisfy((e) => !isStayCodeClash(e));
    expect(calls).toBe(1);
  });
});
