import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { nextStayStatus, REQUEST_ANSWER_HOURS, REVIEW_WINDOW_DAYS, type Stay } from '../../../src/shared/domain/bookings/stay-lifecycle';
import { BOOKING_STATUSES, INQUIRY_STATUSES, REQUEST_STATUSES } from '../../../src/shared/domain/bookings/statuses';
import { addDays } from '../../../src/shared/domain/availability/dates';

// How time moves a stay on (HC §4), the rule the stay-lifecycle job applies.

const now = '2026-11-23T12:00:00.000Z';
const today = '2026-11-23';
const at = (ms: number) => new Date(Date.parse(now) + ms).toISOString();
const out = (n: number) => addDays(today, n);

function settle(stay: Stay, n = now, t = today): { status: string; steps: number } {
  let current = stay;
  for (let steps = 0; steps < 10; steps++) {
    const next = nextStayStatus(current, n, t);
    if (next === null) return { status: current.status, steps };
    current = { ...current, status: next } as Stay;
  }
  throw new Error('did not settle');
}

describe('booking requests', () => {
  it('expire at their expiration time, not before; answered ones and ones without a deadline never', () => {
    const req = (status: (typeof REQUEST_STATUSES)[number], expirationTime: string | null) => ({ kind: 'request', status, checkOut: out(10), expirationTime }) as Stay;
    expect(nextStayStatus(req('REQUESTED', at(-1)), now, today)).toBe('EXPIRED');
    expect(nextStayStatus(req('REQUESTED', at(0)), now, today)).toBe('EXPIRED');
    expect(nextStayStatus(req('REQUESTED', at(1)), now, today)).toBeNull();
    expect(nextStayStatus(req('REQUESTED', null), now, today)).toBeNull();
    for (const s of ['CONFIRMED', 'REJECTED', 'EXPIRED'] as const) expect(nextStayStatus(req(s, at(-1)), now, today)).toBeNull();
  });

  it('the host has a day to answer', () => {
    expect(REQUEST_ANSWER_HOURS).toBe(24);
  });
});

describe('bookings', () => {
  const booking = (status: (typeof BOOKING_STATUSES)[number], checkOut: string) => ({ kind: 'booking', status, checkOut }) as Stay;
  it('are completed on their check-out day, in review collection the day after, and the window closes REVIEW_WINDOW_DAYS later', () => {
    expect(nextStayStatus(booking('CONFIRMED', out(1)), now, today)).toBeNull();
    expect(settle(booking('CONFIRMED', out(0)))).toEqual({ status: 'COMPLETED', steps: 1 });
    expect(settle(booking('CONFIRMED', out(-1)))).toEqual({ status: 'IN_REVIEW_COLLECTION', steps: 2 });
    expect(settle(booking('CONFIRMED', out(-REVIEW_WINDOW_DAYS)))).toEqual({ status: 'IN_REVIEW_COLLECTION', steps: 2 });
    expect(settle(booking('CONFIRMED', out(-REVIEW_WINDOW_DAYS - 1)))).toEqual({ status: 'NO_REVIEW_COLLECTED', steps: 3 });
  });

  it('cancelled and reviewed ones stay as they are', () => {
    for (const s of ['CANCELLED', 'REVIEW_COLLECTED', 'NO_REVIEW_COLLECTED'] as const) expect(nextStayStatus(booking(s, out(-100)), now, today)).toBeNull();
  });
});

describe('inquiries', () => {
  const inquiry = (status: (typeof INQUIRY_STATUSES)[number], checkOut: string) => ({ kind: 'inquiry', status, checkOut }) as Stay;
  it('unanswered ones expire at check-out; confirmed ones go through review collection like bookings', () => {
    expect(nextStayStatus(inquiry('requested', out(1)), now, today)).toBeNull();
    expect(settle(inquiry('requested', out(0))).status).toBe('expired_checkout');
    expect(settle(inquiry('action_needed', out(-3))).status).toBe('expired_checkout');
    expect(settle(inquiry('confirmed', out(0))).status).toBe('in_review_collection');
    expect(settle(inquiry('confirmed', out(-REVIEW_WINDOW_DAYS))).status).toBe('in_review_collection');
    expect(settle(inquiry('confirmed', out(-REVIEW_WINDOW_DAYS - 1)))).toEqual({ status: 'no_review_collected', steps: 2 });
    for (const s of ['rejected', 'expired_checkout', 'review_collected', 'no_review_collected'] as const) expect(nextStayStatus(inquiry(s, out(-100)), now, today)).toBeNull();
  });
});

describe('properties of the rule', () => {
  const anyStay: fc.Arbitrary<Stay> = fc.oneof(
    fc.record({ kind: fc.constant('booking' as const), status: fc.constantFrom(...BOOKING_STATUSES), checkOut: fc.integer({ min: -60, max: 60 }).map(out) }),
    fc.record({
      kind: fc.constant('request' as const),
      status: fc.constantFrom(...REQUEST_STATUSES),
      checkOut: fc.integer({ min: -60, max: 60 }).map(out),
      expirationTime: fc.option(fc.integer({ min: -5 * 86_400_000, max: 5 * 86_400_000 }).map(at), { nil: null }),
    }),
    fc.record({ kind: fc.constant('inquiry' as const), status: fc.constantFrom(...INQUIRY_STATUSES), checkOut: fc.integer({ min: -60, max: 60 }).map(out) }),
  );
  const statusesOf = { booking: BOOKING_STATUSES, request: REQUEST_STATUSES, inquiry: INQUIRY_STATUSES } as const;

  it('every step answers a status of the same kind, settles within three steps, and settling twice changes nothing', () => {
    fc.assert(
      fc.property(anyStay, (stay) => {
        const { status, steps } = settle(stay);
        expect((statusesOf[stay.kind] as readonly string[]).includes(status)).toBe(true);
        expect(steps).toBeLessThanOrEqual(3);
        expect(nextStayStatus({ ...stay, status } as Stay, now, today)).toBeNull();
      }),
      { numRuns: 1000 },
    );
  });

  it('time only moves stays forward: what is settled later is never an earlier status of the chain', () => {
    const chain = ['CONFIRMED', 'COMPLETED', 'IN_REVIEW_COLLECTION', 'NO_REVIEW_COLLECTED'];
    fc.assert(
      fc.property(fc.integer({ min: -60, max: 60 }), fc.integer({ min: 0, max: 40 }), (checkOutIn, laterDays) => {
        const stay = { kind: 'booking', status: 'CONFIRMED', checkOut: out(checkOutIn) } as Stay;
        const first = settle(stay).status;
        const laterDay = addDays(today, laterDays);
        const later = settle({ ...stay, status: first } as Stay, `${laterDay}T12:00:00.000Z`, laterDay).status;
        expect(chain.indexOf(later)).toBeGreaterThanOrEqual(chain.indexOf(first));
      }),
      { numRuns: 300 },
    );
  });
});
