import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { apiHarness } from '../support/api';
import { auditLog, bookings, hosts } from '../../src/server/db/schema';
import { newId } from '../../src/server/db/ids';
import { addDays, todayUtc } from '../../src/shared/domain/availability/dates';

// Shared by tests/server/bookings-*.test.ts and booking-concurrency.test.ts: stays written
// straight into the database on a unit made for the test file, so the demo seed's own stays
// never change what a test sees (lists are filtered by that unit).

export type Harness = Awaited<ReturnType<typeof apiHarness>>;

export const today = () => todayUtc();
export const day = (n: number) => addDays(todayUtc(), n);

export const names = (r: { json: { invalidParams?: { name: string }[] } }) => (r.json.invalidParams ?? []).map((p) => p.name).sort();

/** A fresh single-unit property of the host: its unit id and the host's id. */
export async function freshUnit(h: Harness, as: string): Promise<{ unitId: string; hostId: string }> {
  const created = await h.call('POST', '/api/app/properties', { as, body: { propertyType: 'single' } });
  expect(created.json?.unitIds?.length, created.text).toBeGreaterThan(0);
  const unitId = created.json.unitIds[0] as string;
  const row = await h.database.db.query.units.findFirst({ where: (t, { eq: e }) => e(t.id, unitId) });
  return { unitId, hostId: row!.hostId };
}

export async function hostIdOf(h: Harness, email: string): Promise<string> {
  const [row] = await h.database.db.select({ id: hosts.id }).from(hosts).where(eq(hosts.email, email));
  return row.id;
}

const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
let seq = 0;
/** A test code in the stays' alphabet (HP-T and five more), unique within the file. */
export function testCode(): string {
  let n = ++seq;
  let tail = '';
  for (let i = 0; i < 5; i++, n = Math.floor(n / ALPHABET.length)) tail = ALPHABET[n % ALPHABET.length] + tail;
  return `HP-T${tail}`;
}

export interface StayInput {
  kind: 'booking' | 'request' | 'inquiry';
  status: string;
  checkIn: string;
  checkOut: string;
  unitId: string;
  hostId: string;
  first?: string;
  last?: string;
  phone?: string | null;
  email?: string | null;
  expirationTime?: Date | null;
  cancelledBy?: 'guest' | 'owner' | null;
  createdAt?: Date;
  code?: string;
  guestMessage?: string | null;
}

/** Inserts a stay; answers its code and row id. */
export async function addStay(h: Harness, s: StayInput): Promise<{ code: string; id: string }> {
  const id = newId();
  const code = s.code ?? testCode();
  await h.database.db.insert(bookings).values({
    id,
    code,
    hostId: s.hostId,
    unitId: s.unitId,
    kind: s.kind,
    status: s.status,
    checkIn: s.checkIn,
    checkOut: s.checkOut,
    guests: 2,
    customerFirstName: s.first ?? 'Lena',
    customerLastName: s.last ?? 'Vogel',
    customerEmail: s.email === undefined ? 'lena@guest.example' : s.email,
    customerPhone: s.phone ?? null,
    totalAmount: 300,
    expirationTime: s.expirationTime ?? null,
    cancelledBy: s.cancelledBy ?? null,
    bookingType: s.kind === 'booking' ? 'onLine' : s.kind === 'request' ? 'onRequest' : null,
    guestMessage: s.guestMessage ?? null,
    ...(s.createdAt ? { createdAt: s.createdAt } : {}),
  });
  return { code, id };
}

export async function stayByCode(h: Harness, code: string) {
  const [row] = await h.database.db.select().from(bookings).where(eq(bookings.code, code));
  return row;
}

export async function auditRows(h: Harness, action: string, target: string) {
  return h.database.db.select().from(auditLog).where(and(eq(auditLog.action, action), eq(auditLog.target, target)));
}
