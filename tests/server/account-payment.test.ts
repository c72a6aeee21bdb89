import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { apiHarness, ALPINE, ANNA, STAFF } from '../support/api';
import { auditLog, hosts } from '../../src/server/db/schema';
import { hostIdOf, names } from './bookings-fixtures';

let h: Awaited<ReturnType<typeof apiHarness>>;
beforeAll(async () => {
  h = await apiHarness();
});
afterAll(() => h.close());

const P = '/api/app/user/payment-details';
const GOOD_IBAN = 'DE89 3704 0044 0532 0130 00';
const mandate = { accountHolder: 'Anna Schmidt', iban: GOOD_IBAN, bic: 'cobadeffxxx', mandateAccepted: true };
const stored = async (email: string) => (await h.database.db.select({ doc: hosts.billingDetails }).from(hosts).where(eq(hosts.email, email)))[0].doc as any;
const audits = async (hostId: string, action: string) => h.database.db.select().from(auditLog).where(and(eq(auditLog.hostId, hostId), eq(auditLog.action, action)));

describe('payment details (SEPA mandate)', () => {
  it('answers 404 to a host without subscription checkout, for every call', async () => {
    expect((await h.call('GET', P, { as: ALPINE })).status).toBe(404);
    expect((await h.call('PUT', P, { as: ALPINE, body: mandate })).status).toBe(404);
    expect((await h.call('PUT', P, { as: ALPINE, body: { iban: 'wrong' } })).status).toBe(404);
    expect((await h.call('DELETE', P, { as: ALPINE })).status).toBe(404);
    expect((await stored(ALPINE))?.paymentMethod).toBeUndefined();
  });

  it('has none at first; saving signs a mandate whose IBAN is shown masked, the whole IBAN kept for collection', async () => {
    expect((await h.call('GET', P, { as: ANNA })).json).toEqual({ paymentMethod: null });
    const r = await h.call('PUT', P, { as: ANNA, body: mandate });
    expect(r.status, r.text).toBe(200);
    const m = r.json.paymentMethod;
    expect(m).toMatchObject({ type: 'sepa_debit', accountHolder: 'Anna Schmidt', ibanLast4: '3000', bic: 'COBADEFFXXX' });
    expect(m.ibanMasked).toBe('DE•• •••• •••• •••• ••30 00');
    expect(r.text).not.toContain('37040044');
    expect(m.mandateReference).toMatch(/^HPM-[0-9A-F]{16}$/);
    expect(Number.isNaN(Date.parse(m.signedAt))).toBe(false);
    expect((await stored(ANNA)).paymentMethod.iban).toBe('DE89370400440532013000');
    expect((await h.call('GET', P, { as: ANNA })).json.paymentMethod).toEqual(m);
    const [row] = await audits(await hostIdOf(h, ANNA), 'user.payment-details.save');
    expect(row.detail).toEqual({ mandateReference: m.mandateReference, ibanLast4: '3000' });
  });

  it('keeps the billing details when the mandate changes', async () => {
    const recipient = { name: 'Anna', address: { country: 'DE', city: 'Berlin', street: 'A', houseNumberOrName: '1', postalCode: '10115' }, email: 'a@b.test' };
    expect((await h.call('PUT', '/api/app/user/billing-details', { as: ANNA, body: recipient })).status).toBe(200);
    const again = await h.call('PUT', P, { as: ANNA, body: { ...mandate, bic: '' } });
    expect(again.json.paymentMethod.bic).toBeNull();
    expect((await stored(ANNA)).invoiceRecipient.name).toBe('Anna');
  });

  it('refuses a wrong IBAN naming iban, and a mandate not accepted, storing nothing', async () => {
    const before = await stored(ANNA);
    const bad = await h.call('PUT', P, { as: ANNA, body: { ...mandate, iban: 'DE89 3704 0044 0532 0130 01' } });
    expect(bad.status).toBe(400);
    expect(bad.headers.get('content-type')).toContain('application/problem+json');
    expect(bad.json.invalidParams).toEqual([{ name: 'iban', reason: expect.stringContaining('check digit') }]);
    const more = await h.call('PUT', P, { as: ANNA, body: { accountHolder: '', iban: 'XX00', bic: 'nope', mandateAccepted: false } });
    expect(names(more)).toEqual(['accountHolder', 'bic', 'iban', 'mandateAccepted']);
    expect(await stored(ANNA)).toEqual(before);
  });

  it('deletes the mandate (staff named in the audit row), then answers 404 to a second delete', async () => {
    const annaId = await hostIdOf(h, ANNA);
    const staffId = await hostIdOf(h, STAFF);
    const del = await h.call('DELETE', P, { as: STAFF, headers: { 'x-impersonate-host': annaId } });
    expect(del.status).toBe(204);
    expect((await h.call('GET', P, { as: ANNA })).json).toEqual({ paymentMethod: null });
    expect((await stored(ANNA)).invoiceRecipient.name).toBe('Anna');
    const [row] = await audits(annaId, 'user.payment-details.delete');
    expect(row.staffId).toBe(staffId);
    expect((await h.call('DELETE', P, { as: ANNA })).status).toBe(404);
    expect(await audits(annaId, 'user.payment-details.delete')).toHaveLength(1);
  });
});
