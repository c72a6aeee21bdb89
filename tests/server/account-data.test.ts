import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq, gte, inArray } from 'drizzle-orm';
import { ALPINE, ANNA, MARIE, STAFF, apiHarness } from '../support/api';
import { auditLog, billingEvents, bookings, conversations, messages, hostBankAccounts, hostOnboarding, hosts, identityAccounts, units } from '../../src/server/db/schema';
import { deletedEmailOf } from '../../src/shared/domain/account-deletion';
import { todayUtc } from '../../src/shared/domain/availability/dates';
import { issueAccessToken } from '../../src/server/auth/issue-token';
import { deleteHostAccount } from '../../src/server/services/account-data/deletion';
import { scaledMs } from '../support/time-scale';

// A host's own data: the export (GET /api/app/user/data-export), the deletion (POST
// /api/app/user/deletion) and the staff desk's list of both (GET /api/app/staff/data-requests).

let h: Awaited<ReturnType<typeof apiHarness>>;
const hostOf = async (email: string) => (await h.database.db.select().from(hosts).where(eq(hosts.email, email)))[0];
const countOf = async (table: typeof bookings | typeof billingEvents | typeof hostBankAccounts | typeof hostOnboarding, hostId: string) =>
  (await h.database.db.select({ n: count() }).from(table).where(eq(table.hostId, hostId)))[0].n;

beforeAll(async () => {
  h = await apiHarness();
}, scaledMs(60_000));
afterAll(() => h?.close());

describe('data export', () => {
  it("answers the host's own data as a JSON attachment, and nothing of another host", async () => {
    const anna = await hostOf(ANNA);
    const alpine = await hostOf(ALPINE);
    const res = await h.call('GET', '/api/app/user/data-export', { as: ANNA });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="host-portal-data-\d{4}-\d{2}-\d{2}\.json"$/);
    const data = res.json;
    expect(data.profile.host.id).toBe(anna.id);
    expect(data.profile.account.email).toBe(ANNA);
    expect(data.properties.length).toBeGreaterThan(0);
    expect(data.properties.every((p: any) => p.hostId === anna.id && Array.isArray(p.units))).toBe(true);
    expect(data.properties.flatMap((p: any) => p.units).length).toBeGreaterThan(0);
    expect(data.stays.length).toBe(await countOf(bookings, anna.id));
    expect(data.stays.every((s: any) => s.hostId === anna.id)).toBe(true);
    expect(data.conversations.every((c: any) => c.hostId === anna.id && Array.isArray(c.messages))).toBe(true);
    for (const section of ['identityAndPayout', 'reviews', 'billing', 'notificationSettings', 'supportMessages', 'activity']) expect(data).toHaveProperty(section);
    // No secrets, and nothing of Alpine's.
    expect(res.text).not.toContain('passwordHash');
    expect(res.text).not.toContain('scrypt$');
    expect(res.text).not.toContain('icalExportToken');
    expect(res.text).not.toContain(alpine.id);
    expect(res.text).not.toContain(ALPINE);
  });

  it('is recorded, and staff see who asked and when (hosts may not)', async () => {
    const anna = await hostOf(ANNA);
    const rows = await h.database.db.select().from(auditLog).where(and(eq(auditLog.hostId, anna.id), eq(auditLog.action, 'account.data-export')));
    expect(rows.length).toBeGreaterThan(0);
    const list = await h.call('GET', '/api/app/staff/data-requests', { as: STAFF });
    expect(list.status).toBe(200);
    expect(list.json.items).toContainEqual(expect.objectContaining({ kind: 'export', hostId: anna.id, hostEmail: ANNA, hostName: 'Anna Rossi', byStaff: false }));
    expect((await h.call('GET', '/api/app/staff/data-requests', { as: ANNA })).status).toBe(403);
  });
});

describe('account deletion', () => {
  it('refuses a missing or wrong confirmation, naming the field, and changes nothing', async () => {
    for (const body of [{}, { confirmation: '' }, { confirmation: 'someone@else.test' }, { confirmation: 42 }]) {
      const res = await h.call('POST', '/api/app/user/deletion', { as: ALPINE, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.json.invalidParams.map((p: { name: string }) => p.name)).toContain('confirmation');
    }
    expect((await h.call('POST', '/api/app/user/deletion', { as: ALPINE, body: { confirmation: ALPINE, extra: 1 } })).status).toBe(400);
    expect((await hostOf(ALPINE)).status).toBe('active');
  });

  it('is the host\'s own decision: 403 for staff acting for the host', async () => {
    const alpine = await hostOf(ALPINE);
    const res = await h.call('POST', '/api/app/user/deletion', { as: STAFF, headers: { 'x-impersonate-host': alpine.id }, body: { confirmation: ALPINE } });
    expect(res.status).toBe(403);
  });

  it('answers 409 naming the upcoming confirmed stays, then deletes once they are cancelled', async () => {
    const marie = await hostOf(MARIE);
    const db = h.database.db;
    const upcoming = and(eq(bookings.hostId, marie.id), eq(bookings.kind, 'booking'), eq(bookings.status, 'CONFIRMED'), gte(bookings.checkOut, todayUtc()));
    const confirmed = await db.select({ code: bookings.code }).from(bookings).where(upcoming);
    if (confirmed.length === 0) {
      // The demo data gives Marie none today: make one, so the refusal is tested all the same.
      const [stay] = await db.select().from(bookings).where(eq(bookings.hostId, marie.id)).limit(1);
      await db.update(bookings).set({ kind: 'booking', status: 'CONFIRMED', checkOut: '2999-01-02', checkIn: '2999-01-01' }).where(eq(bookings.id, stay.id));
      confirmed.push({ code: stay.code });
    }
    const token = await h.token(MARIE);
    const refused = await h.call('POST', '/api/app/user/deletion', { as: MARIE, body: { confirmation: ` ${MARIE.toUpperCase()} ` } });
    expect(refused.status).toBe(409);
    expect(refused.json.detail).toContain('cancel');
    expect(refused.json.detail).toContain(confirmed[0].code);
    expect((await hostOf(MARIE)).status).toBe('active');

    await db.update(bookings).set({ status: 'CANCELLED' }).where(upcoming);
    const kept = { stays: await countOf(bookings, marie.id), billing: await countOf(billingEvents, marie.id), bank: await countOf(hostBankAccounts, marie.id), onboarding: await countOf(hostOnboarding, marie.id) };
    const amounts = (await db.select({ total: bookings.totalAmount }).from(bookings).where(eq(bookings.hostId, marie.id))).map((s) => s.total).sort();
    const alpineBefore = await db.select().from(bookings).where(eq(bookings.hostId, (await hostOf(ALPINE)).id));

    const deleted = await h.call('POST', '/api/app/user/deletion', { as: MARIE, body: { confirmation: ` ${MARIE.toUpperCase()} ` } });
    expect(deleted.status).toBe(204);

    // Anonymised, and unable to sign in.
    const [row] = await db.select().from(hosts).where(eq(hosts.id, marie.id));
    expect(row).toMatchObject({ status: 'deleted', email: deletedEmailOf(marie.id), firstName: '', lastName: '', imageUrls: null });
    expect(await db.select().from(identityAccounts).where(eq(identityAccounts.id, marie.subject))).toEqual([]);
    const again = await h.app.request('/api/app/user/info', { headers: { authorization: `Bearer ${token}` } });
    expect(again.status).toBe(401);
    await expect(issueAccessToken({ db, env: h.env }, MARIE)).rejects.toThrow(/no account/);

    // Guests anonymised; the tax records kept.
    const stays = await db.select().from(bookings).where(eq(bookings.hostId, marie.id));
    expect(stays.every((s) => s.customerFirstName === '' && s.customerLastName === '' && s.customerEmail === null && s.customerPhone === null)).toBe(true);
    expect(stays.map((s) => s.totalAmount).sort()).toEqual(amounts);
    expect({ stays: stays.length, billing: await countOf(billingEvents, marie.id), bank: await countOf(hostBankAccounts, marie.id), onboarding: await countOf(hostOnboarding, marie.id) }).toEqual(kept);
    const chats = await db.select({ id: conversations.id }).from(conversations).where(eq(conversations.hostId, marie.id));
    if (chats.length) expect((await db.select({ n: count() }).from(messages).where(inArray(messages.conversationId, chats.map((c) => c.id))))[0].n).toBe(0);
    expect((await db.select({ status: units.status }).from(units).where(eq(units.hostId, marie.id))).every((u) => u.status === 'DELETED')).toBe(true);
    // Nobody else's rows changed.
    expect(await db.select().from(bookings).where(eq(bookings.hostId, (await hostOf(ALPINE)).id))).toEqual(alpineBefore);

    // Recorded, and on the staff desk.
    expect(await db.select().from(auditLog).where(and(eq(auditLog.hostId, marie.id), eq(auditLog.action, 'account.deleted')))).toHaveLength(1);
    const list = await h.call('GET', '/api/app/staff/data-requests', { as: STAFF });
    expect(list.json.items[0]).toMatchObject({ kind: 'deletion', hostId: marie.id, hostEmail: deletedEmailOf(marie.id), hostName: '' });
    // Two deletions sent at once: the second finds the account gone.
    await expect(deleteHostAccount(db, marie)).rejects.toThrow(/already deleted/);
    // Staff can no longer act for the deleted host.
    expect((await h.call('GET', '/api/app/user/info', { as: STAFF, headers: { 'x-impersonate-host': marie.id } })).status).toBe(404);
  });
});
