import { like, or, sql } from 'drizzle-orm';
import { ALPINE } from '../support/api';
import { rateLimits } from '../../src/server/db/schema';
import { addDays } from '../../src/shared/domain/availability/dates';
import { addStay, type Harness } from './bookings-fixtures';

// The five writes that can claim a unit's nights, over the real API, for the night-holds tests
// (night-holds-pairs.test.ts, night-holds-race.test.ts). They act on alpine@'s Studio Nordkette:
// published, instant booking (a guest gets a CONFIRMED booking), 2 days' notice, 2 to 28 nights.

export type Op = 'request' | 'inquiry' | 'guest' | 'close' | 'import';
export const OPS: readonly Op[] = ['request', 'inquiry', 'guest', 'close', 'import'];

export interface Nights {
  from: string;
  to: string;
}

export async function studioOf(h: Harness): Promise<{ unitId: string; hostId: string }> {
  const result = await h.database.db.execute<{ id: string; host_id: string }>(
    sql`select u.id::text as id, u.host_id::text as host_id from units u where u.title like '%Nordkette%' and u.deleted_at is null limit 1`,
  );
  const row = result.rows[0] as { id: string; host_id: string };
  return { unitId: row.id, hostId: row.host_id };
}

/**
 * Guests' allowance per address and the host's calendar uploads per hour are shared by every test
 * of the file: start each from zero.
 */
export const resetGuestAllowance = (h: Harness) => h.database.db.delete(rateLimits).where(or(like(rateLimits.key, 'guest-stays:%'), like(rateLimits.key, 'ical-upload:%')));

/** A pending request and an open inquiry on the nights, for the host to confirm. */
export async function pendingAsks(h: Harness, unit: { unitId: string; hostId: string }, n: Nights, label: string) {
  const request = await addStay(h, { kind: 'request', status: 'REQUESTED', checkIn: n.from, checkOut: n.to, ...unit, expirationTime: new Date(Date.now() + 86_400_000), first: `R${label}` });
  const inquiry = await addStay(h, { kind: 'inquiry', status: 'requested', checkIn: n.from, checkOut: n.to, ...unit, first: `I${label}` });
  return { request: request.code, inquiry: inquiry.code };
}

const ics = (uid: string, n: Nights) =>
  ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Test//EN', 'BEGIN:VEVENT', `UID:${uid}`, `DTSTART;VALUE=DATE:${n.from.replaceAll('-', '')}`, `DTEND;VALUE=DATE:${n.to.replaceAll('-', '')}`, 'SUMMARY:Reserved', 'END:VEVENT', 'END:VCALENDAR', ''].join('\r\n');

export interface Answer {
  status: number;
  json: any;
}

/** Runs one write on the nights; `codes` are the request and inquiry it may confirm. */
export async function run(h: Harness, op: Op, unitId: string, n: Nights, codes: { request?: string; inquiry?: string }, label: string): Promise<Answer> {
  switch (op) {
    case 'request':
      return h.call('POST', `/api/app/booking-requests/${codes.request}/confirm`, { as: ALPINE });
    case 'inquiry':
      return h.call('POST', `/api/app/booking-inquiries/${codes.inquiry}/confirm`, { as: ALPINE });
    case 'guest':
      return h.call('POST', `/api/public/property-units/${unitId}/stays`, {
        body: { checkIn: n.from, checkOut: n.to, guests: 2, firstName: 'Ines', lastName: `Guest ${label}`, email: 'ines@guest.example' },
      });
    case 'close':
      return h.call('POST', `/api/app/properties/${unitId}/unavailabilities/block`, { as: ALPINE, body: { dateFrom: n.from, dateTo: addDays(n.to, -1) } });
    case 'import': {
      const res = await h.app.request(`/api/app/property-unit/${unitId}/ical/feeds/file?name=${encodeURIComponent(`Channel ${label}`)}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${await h.token(ALPINE)}`, 'content-type': 'text/calendar' },
        body: ics(`other-channel-${label}`, n),
      });
      const text = await res.text();
      return { status: res.status, json: text ? JSON.parse(text) : undefined };
    }
  }
}

/** Every night [from, to) as yyyy-MM-dd. */
export const nightsOfRange = (n: Nights) => {
  const out: string[] = [];
  for (let d = n.from; d < n.to; d = addDays(d, 1)) out.push(d);
  return out;
};

/**
 * ONE query over every holder of the nights (stays, closed nights, imported events) that answers
 * each pair of holders sharing a night, by kind: the race test's check of "zero overlaps".
 */
export async function overlappingHolders(h: Harness, unitId: string, n: Nights) {
  const result = await h.database.db.execute<{ a: string; b: string | null; stays: number; closed: number; imported: number }>(sql`
    with holders as (
      select 'stay' as kind, b.id::text as id, b.check_in as d_from, b.check_out as d_to from bookings b
        where b.unit_id = ${unitId} and ((b.kind = 'booking' and b.status <> 'CANCELLED') or (b.kind = 'inquiry' and b.status = 'confirmed'))
      union all select 'closed', m.id::text, m.date_from, m.date_to from unit_blocks m where m.unit_id = ${unitId}
      union all select 'imported', e.id::text, e.date_from, e.date_to from external_events e where e.unit_id = ${unitId}
    ),
    near as (select * from holders where d_from < ${n.to} and d_to > ${n.from})
    select x.kind as a, y.kind as b, x.id as a_id, y.id as b_id,
      (select count(*)::int from near where kind = 'stay') as stays,
      (select count(*)::int from near where kind = 'closed') as closed,
      (select count(*)::int from near where kind = 'imported') as imported
      from near x left join near y on x.id < y.id and daterange(x.d_from, x.d_to) && daterange(y.d_from, y.d_to)
  `);
  const rows = result.rows as { a: string; b: string | null; stays: number; closed: number; imported: number }[];
  const counts = rows[0] ? { stay: Number(rows[0].stays), closed: Number(rows[0].closed), imported: Number(rows[0].imported) } : { stay: 0, closed: 0, imported: 0 };
  const pairs = rows.filter((r) => r.b !== null).map((r) => [r.a, r.b!].sort().join('+'));
  return { counts, pairs };
}
