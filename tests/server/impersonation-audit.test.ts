import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { apiHarness, ALPINE, ANNA, STAFF } from '../support/api';
import { auditLog, hosts, reviews, units } from '../../src/server/db/schema';
import { newId } from '../../src/server/db/ids';
import { addStay, day, type Harness } from './bookings-fixtures';
import { scaledMs } from '../support/time-scale';

// DESIGN "an audit row for every write, naming the staff member when impersonating": a staff
// member acting for alpine@ makes one representative write of each area; every audit row each
// write leaves names the staff member (staff_id) and the host acted for (host_id); a boost is
// scheduled for the subscription host anna@ the same way.

let h: Harness;
let alpineId: string;
let staffId: string;
let unitId: string;

const forAlpine = () => ({ as: STAFF, headers: { 'x-impersonate-host': alpineId } });

/** Runs a write and answers the audit rows it left (rows newer than the last one before it). */
async function auditedBy(write: () => Promise<{ status: number; text: string }>, expectedStatus: number) {
  const before = (await h.database.db.select({ id: auditLog.id }).from(auditLog)).map((r) => r.id);
  const r = await write();
  expect(r.status, r.text).toBe(expectedStatus);
  const rows = await h.database.db.select().from(auditLog);
  return rows.filter((row) => !before.includes(row.id));
}

beforeAll(async () => {
  h = await apiHarness();
  const rows = await h.database.db.select({ id: hosts.id, email: hosts.email }).from(hosts);
  alpineId = rows.find((r) => r.email === ALPINE)!.id;
  staffId = rows.find((r) => r.email === STAFF)!.id;
  const created = await h.call('POST', '/api/app/properties', { ...forAlpine(), body: { propertyType: 'single' } });
  expect(created.status, created.text).toBe(201);
  unitId = created.json.unitIds[0];
}, scaledMs(60_000));
afterAll(() => h.close());

describe('staff acting for a host: every write names both', () => {
  const expectStaffRows = (rows: { hostId: string | null; staffId: string | null; action: string }[], action: RegExp) => {
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.some((r) => action.test(r.action))).toBe(true);
    for (const row of rows) expect({ action: row.action, hostId: row.hostId, staffId: row.staffId }).toEqual({ action: row.action, hostId: alpineId, staffId });
  };

  it('the property created in setup was audited for the host by the staff member', async () => {
    const rows = await h.database.db.select().from(auditLog).where(eq(auditLog.hostId, alpineId));
    const created = rows.filter((r) => r.target === unitId || /property\.create/.test(r.action));
    expect(created.length).toBeGreaterThan(0);
    for (const row of created) expect(row.staffId).toBe(staffId);
  });

  it('profile patch', async () => {
    expectStaffRows(await auditedBy(() => h.call('PATCH', '/api/app/user/info', { ...forAlpine(), body: { alias: 'Lukas (by support)' } }), 200), /user/);
  });

  it('unit patch', async () => {
    expectStaffRows(await auditedBy(() => h.call('PATCH', `/api/app/property-unit/${unitId}`, { ...forAlpine(), body: { guests: 3 } }), 200), /^unit\.patch$/);
  });

  it('onboarding save (bank accounts) and KYC start', async () => {
    expectStaffRows(
      await auditedBy(() => h.call('POST', '/api/app/user/onboarding/saveBankAccounts', { ...forAlpine(), body: { accounts: [{ holderName: 'Alpine Stays GmbH', iban: 'AT61 1904 3002 3457 3201' }] } }), 200),
      /bank-accounts/,
    );
    expectStaffRows(await auditedBy(() => h.call('POST', '/api/app/user/kyc/set-start-at', forAlpine()), 200), /kyc/);
  });

  it('bookings action (a request confirmed)', async () => {
    const stay = await addStay(h, { kind: 'request', status: 'REQUESTED', checkIn: day(40), checkOut: day(43), unitId, hostId: alpineId, first: 'Nina', last: 'Berger' });
    expectStaffRows(await auditedBy(() => h.call('POST', `/api/app/booking-requests/${stay.code}/confirm`, forAlpine()), 200), /request|booking/);
  });

  it('message send', async () => {
    const stay = await addStay(h, { kind: 'booking', status: 'CONFIRMED', checkIn: day(60), checkOut: day(63), unitId, hostId: alpineId, first: 'Ola', last: 'Nordmann' });
    const conversation = await h.call('POST', '/api/app/messaging/conversation', { ...forAlpine(), body: { bookingId: stay.code } });
    expect(conversation.status, conversation.text).toBeLessThan(300);
    const path = `/api/app/messaging/channels/${conversation.json.conversationId}/messages`;
    expectStaffRows(await auditedBy(() => h.call('POST', path, { ...forAlpine(), body: { clientMessageId: 'staff-msg-0001', body: 'Support here: your check-in code is on its way.' } }), 201), /^message\.send$/);
  });

  it('review reply and seen mark', async () => {
    const stay = await addStay(h, { kind: 'booking', status: 'REVIEW_COLLECTED', checkIn: day(-30), checkOut: day(-27), unitId, hostId: alpineId, first: 'Ida', last: 'Lund' });
    await h.database.db.insert(reviews).values({ id: newId(), publicId: 'RV-TSTAFF', hostId: alpineId, unitId, stayId: stay.id, rating: 4, comment: 'Cosy', guestName: 'Ida L.' });
    expectStaffRows(await auditedBy(() => h.call('POST', '/api/app/reviews/reply/RV-TSTAFF', { ...forAlpine(), body: { text: 'Thank you, Ida!' } }), 200), /^review\.reply$/);
    await h.database.db.update(reviews).set({ seenAt: null }).where(eq(reviews.publicId, 'RV-TSTAFF'));
    expectStaffRows(await auditedBy(() => h.call('PUT', `/api/app/reviews/new/${unitId}`, forAlpine()), 200), /^review\.seen$/);
  });

  it('boost scheduled for a subscription host (anna@): both named too', async () => {
    const [anna] = await h.database.db.select().from(hosts).where(eq(hosts.email, ANNA));
    const [villa] = await h.database.db.select({ id: units.id }).from(units).where(and(eq(units.hostId, anna.id), eq(units.status, 'PUBLISHED'))).orderBy(units.createdAt).limit(1);
    const rows = await auditedBy(
      () => h.call('POST', '/api/app/user/subscription/coin/boost', { as: STAFF, headers: { 'x-impersonate-host': anna.id }, body: { propertyUnitId: villa.id, startDate: day(2), endDate: day(4) } }),
      201,
    );
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.some((r) => /boost/.test(r.action))).toBe(true);
    for (const row of rows) expect({ hostId: row.hostId, staffId: row.staffId }).toEqual({ hostId: anna.id, staffId });
  });

  it("every audit row of the host's since the seed names the staff member: nothing slipped through unnamed", async () => {
    const rows = await h.database.db.select().from(auditLog).where(eq(auditLog.hostId, alpineId));
    expect(rows.length).toBeGreaterThanOrEqual(7);
    expect(rows.filter((r) => r.staffId !== staffId)).toEqual([]);
  });
});
