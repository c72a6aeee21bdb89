import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiHarness, ANNA } from '../support/api';
import { addStay, day, freshUnit, type Harness } from './bookings-fixtures';
import { operations } from '../../src/server/openapi/operations';
import {
  GUEST_CANCEL_LIMIT,
  GUEST_LOGIN_LIMIT,
  GUEST_LOGOUT_LIMIT,
  GUEST_MESSAGE_LIMIT,
  GUEST_READ_LIMIT,
  GUEST_REVIEW_LIMIT,
} from '../../src/shared/domain/messaging/guest-access';
import { UNSUBSCRIBE_LIMIT } from '../../src/server/routes/mail-unsubscribe';

// Every public (no host token) write route has a limit: the guest's sign-in and
// sign-out per address, the signed-in guest's messages, read marks, review and cancellation per stay. The
// N+1th call answers 429 problem+json with Retry-After; another address or stay is not affected.
// (The stay requests' limit is proven in guest-stays.test.ts, the identity pages' in auth/.)

let h: Harness;
let first: { code: string; cookie: string };
let second: { code: string; cookie: string };

type Answer = { status: number; headers: Headers; json: any };

/** A guest call as the node server passes it: from `address` (the TCP peer), with the cookie if given. */
async function guest(method: string, path: string, opts: { cookie?: string; body?: unknown; address?: string } = {}): Promise<Answer> {
  const headers: Record<string, string> = {};
  if (opts.cookie) headers.cookie = opts.cookie;
  if (opts.body !== undefined) headers['content-type'] = 'application/json';
  const res = await h.app.request(
    `/api/guest${path}`,
    { method, headers, body: opts.body === undefined ? undefined : JSON.stringify(opts.body) },
    { incoming: { socket: { remoteAddress: opts.address ?? '198.51.100.1' } } },
  );
  const text = await res.text();
  return { status: res.status, headers: res.headers, json: text ? JSON.parse(text) : undefined };
}

async function signedIn(code: string, email: string, address: string) {
  const res = await guest('POST', '/login', { body: { bookingCode: code, email }, address });
  expect(res.status).toBe(200);
  return { code, cookie: res.headers.get('set-cookie')!.split(';')[0]! };
}

function expectTooMany(r: Answer) {
  expect(r.status).toBe(429);
  expect(r.headers.get('content-type')).toContain('application/problem+json');
  expect(r.json.type).toBe('urn:host-portal:problem:too-many-requests');
  expect(Number(r.headers.get('retry-after'))).toBeGreaterThan(0);
}

beforeAll(async () => {
  h = await apiHarness();
  const unit = await freshUnit(h, ANNA);
  const a = await addStay(h, { kind: 'booking', status: 'CONFIRMED', checkIn: day(20), checkOut: day(24), ...unit, first: 'Ida', last: 'Lund', email: 'ida@guest.example' });
  const b = await addStay(h, { kind: 'booking', status: 'CONFIRMED', checkIn: day(30), checkOut: day(33), ...unit, first: 'Jon', last: 'Falk', email: 'jon@guest.example' });
  first = await signedIn(a.code, 'ida@guest.example', '198.51.100.10');
  second = await signedIn(b.code, 'jon@guest.example', '198.51.100.11');
});
afterAll(() => h.close());

describe('public write routes', () => {
  it('are exactly the ones limited here or in their own tests', () => {
    const writes = operations.filter((o) => !o.auth && o.method !== 'get').map((o) => `${o.method} ${o.path}`);
    expect(writes.sort()).toEqual(
      [
        'post /api/public/property-units/{id}/stays', // guest-stays.test.ts
        'post /api/public/client-errors', // telemetry.test.ts
        'post /api/public/web-vitals', // telemetry.test.ts
        'post /api/public/client-events', // client-events.test.ts
        'post /api/guest/login',
        'post /api/guest/logout',
        'post /api/guest/messages',
        'post /api/guest/read',
        'post /api/guest/review',
        'post /api/guest/stay/cancel',
        'post /api/public/mail/unsubscribe/{token}',
      ].sort(),
    );
  });

  it(`mail unsubscribe: the ${UNSUBSCRIBE_LIMIT.perAddress + 1}th post from one address is refused; another address is not`, async () => {
    const post = (address: string) =>
      h.app.request('/api/public/mail/unsubscribe/not-a-token', { method: 'POST' }, { incoming: { socket: { remoteAddress: address } } });
    for (let i = 0; i < UNSUBSCRIBE_LIMIT.perAddress; i++) expect((await post('198.51.100.60')).status).toBe(404);
    const refused = await post('198.51.100.60');
    const text = await refused.text();
    expectTooMany({ status: refused.status, headers: refused.headers, json: JSON.parse(text) });
    expect((await post('198.51.100.61')).status).toBe(404);
  });

  it(`sign-in: the ${GUEST_LOGIN_LIMIT.perAddress + 1}th wrong try from one address is refused; another address is not`, async () => {
    const wrong = (address: string) => guest('POST', '/login', { body: { bookingCode: first.code, email: 'nobody@guest.example' }, address });
    for (let i = 0; i < GUEST_LOGIN_LIMIT.perAddress; i++) expect((await wrong('203.0.113.20')).status).toBe(401);
    expectTooMany(await wrong('203.0.113.20'));
    expect((await wrong('203.0.113.21')).status).toBe(401);
  });

  it(`sign-out: the ${GUEST_LOGOUT_LIMIT.perAddress + 1}th from one address is refused; another address is not`, async () => {
    for (let i = 0; i < GUEST_LOGOUT_LIMIT.perAddress; i++) expect((await guest('POST', '/logout', { address: '203.0.113.30' })).status).toBe(204);
    expectTooMany(await guest('POST', '/logout', { address: '203.0.113.30' }));
    expect((await guest('POST', '/logout', { address: '203.0.113.31' })).status).toBe(204);
  });

  it(`messages: the ${GUEST_MESSAGE_LIMIT.perStay + 1}th of one stay in the window is refused and not stored; another stay's guest is not`, async () => {
    const send = (g: typeof first, n: number) => guest('POST', '/messages', { cookie: g.cookie, body: { clientMessageId: `limit-${g.code}-${n}`, body: `Message ${n}` } });
    for (let i = 0; i < GUEST_MESSAGE_LIMIT.perStay; i++) expect((await send(first, i)).status).toBe(201);
    const refused = await send(first, GUEST_MESSAGE_LIMIT.perStay);
    expectTooMany(refused);
    // A malformed message is refused by its fields first (no hit of the limit is needed for a 400).
    expect((await guest('POST', '/messages', { cookie: first.cookie, body: { clientMessageId: 'x', body: '' } })).status).toBe(400);
    const stored = await guest('GET', '/messages?limit=100', { cookie: first.cookie });
    expect(stored.json.items.filter((m: { body: string }) => m.body.startsWith('Message '))).toHaveLength(GUEST_MESSAGE_LIMIT.perStay);
    expect((await send(second, 0)).status).toBe(201);
  });

  it(`read marks: the ${GUEST_READ_LIMIT.perStay + 1}th of one stay in the window is refused; another stay's guest is not`, async () => {
    for (let i = 0; i < GUEST_READ_LIMIT.perStay; i++) expect((await guest('POST', '/read', { cookie: first.cookie })).status).toBe(204);
    expectTooMany(await guest('POST', '/read', { cookie: first.cookie }));
    expect((await guest('POST', '/read', { cookie: second.cookie })).status).toBe(204);
  });

  it(`reviews: the ${GUEST_REVIEW_LIMIT.perStay + 1}th attempt of one stay in the window is refused; another stay's guest is not`, async () => {
    // Both stays lie ahead, so every attempt is a 409 (no review yet) — and counts.
    const review = (g: typeof first) => guest('POST', '/review', { cookie: g.cookie, body: { rating: 5, comment: 'Lovely' } });
    for (let i = 0; i < GUEST_REVIEW_LIMIT.perStay; i++) expect((await review(first)).status).toBe(409);
    expectTooMany(await review(first));
    expect((await review(second)).status).toBe(409);
  });

  it(`cancellation: the ${GUEST_CANCEL_LIMIT.perStay + 1}th attempt of one stay in the window is refused; another stay's guest is not`, async () => {
    // Stays of their own (the others are still needed): the first attempt cancels, the next ones are 409s — and count.
    const unit = await freshUnit(h, ANNA);
    const a = await addStay(h, { kind: 'booking', status: 'CONFIRMED', checkIn: day(40), checkOut: day(42), ...unit, first: 'Kai', last: 'Berg', email: 'kai@guest.example' });
    const b = await addStay(h, { kind: 'booking', status: 'CONFIRMED', checkIn: day(50), checkOut: day(52), ...unit, first: 'Lis', last: 'Holm', email: 'lis@guest.example' });
    const kai = await signedIn(a.code, 'kai@guest.example', '198.51.100.12');
    const lis = await signedIn(b.code, 'lis@guest.example', '198.51.100.13');
    const cancel = (g: typeof first) => guest('POST', '/stay/cancel', { cookie: g.cookie, body: {} });
    expect((await cancel(kai)).status).toBe(200);
    for (let i = 1; i < GUEST_CANCEL_LIMIT.perStay; i++) expect((await cancel(kai)).status).toBe(409);
    expectTooMany(await cancel(kai));
    // A malformed body is refused by its field first (no hit of the limit is needed for a 400).
    expect((await guest('POST', '/stay/cancel', { cookie: kai.cookie, body: { reason: 42 } })).status).toBe(400);
    expect((await cancel(lis)).status).toBe(200);
  });
});
