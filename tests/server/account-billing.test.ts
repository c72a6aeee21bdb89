import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { apiHarness, ALPINE, ANNA, MARIE, STAFF } from '../support/api';
import { auditLog, billingEvents, hosts } from '../../src/server/db/schema';
import { newId } from '../../src/server/db/ids';
import { hostIdOf, names } from './bookings-fixtures';

let h: Awaited<ReturnType<typeof apiHarness>>;
beforeAll(async () => {
  h = await apiHarness();
});
afterAll(() => h.close());

const B = '/api/app/user/billing-details';
const address = { country: 'DE', city: 'Berlin', street: 'Torstraße', houseNumberOrName: '5a', postalCode: '10119', stateOrProvince: 'Berlin' };
const recipient = { name: 'Anna Schmidt', address, userHasVatId: true, vatId: 'de 123456789', email: 'invoices@anna.test' };
const stored = async (email: string) => (await h.database.db.select({ doc: hosts.billingDetails }).from(hosts).where(eq(hosts.email, email)))[0].doc;
const audits = async (hostId: string, action: string) => h.database.db.select().from(auditLog).where(and(eq(auditLog.hostId, hostId), eq(auditLog.action, action)));

describe('billing details', () => {
  it('needs a token', async () => {
    expect((await h.call('GET', B)).status).toBe(401);
  });

  it('starts empty, then prefills from the onboarding individual details', async () => {
    expect((await h.call('GET', B, { as: MARIE })).json).toEqual({ invoiceRecipient: null, source: 'none', updatedAt: null });
    const individual = {
      firstName: 'Marie', lastName: 'Curie', birthDate: '1980-05-04', nationality: 'FR',
      address: { country: 'IT', city: 'Florence', street: 'Via Roma', houseNumberOrName: '12', postalCode: '50123', stateOrProvince: 'FI' },
      countryIssueTaxId: 'IT', taxIdentifications: [{ id: 'CRUMRA80E44Z110X', countryIsoCode: 'IT' }], userHasVatId: false,
    };
    expect((await h.call('POST', '/api/app/user/onboarding/saveIndividualDetails', { as: MARIE, body: individual })).status).toBe(200);
    const r = await h.call('GET', B, { as: MARIE });
    expect(r.json.source).toBe('onboarding');
    expect(r.json.invoiceRecipient).toEqual({ name: 'Marie Curie', address: individual.address, userHasVatId: false, email: MARIE });
  });

  it('saves, cuts the state to 3 characters, normalises the VAT id and records one audit row', async () => {
    const annaId = await hostIdOf(h, ANNA);
    const r = await h.call('PUT', B, { as: ANNA, body: recipient });
    expect(r.status, r.text).toBe(200);
    expect(r.json.source).toBe('saved');
    expect(r.json.invoiceRecipient).toEqual({ ...recipient, address: { ...address, stateOrProvince: 'Ber' }, vatId: 'DE123456789' });
    expect(((await stored(ANNA)) as any).invoiceRecipient.address.stateOrProvince).toBe('Ber');
    expect((await h.call('GET', B, { as: ANNA })).json.invoiceRecipient.name).toBe('Anna Schmidt');
    expect(await audits(annaId, 'user.billing-details.save')).toHaveLength(1);
    // Another host sees its own (empty) details, never Anna's.
    expect((await h.call('GET', B, { as: ALPINE })).json.invoiceRecipient?.name).not.toBe('Anna Schmidt');
  });

  it('omits the VAT id without one, and in a country without VAT', async () => {
    const none = await h.call('PUT', B, { as: ANNA, body: { ...recipient, userHasVatId: false } });
    expect(none.json.invoiceRecipient).not.toHaveProperty('vatId');
    const us = await h.call('PUT', B, { as: ANNA, body: { ...recipient, vatId: 'nonsense', address: { ...address, country: 'US', stateOrProvince: 'NY' } } });
    expect(us.status, us.text).toBe(200);
    expect(us.json.invoiceRecipient).toMatchObject({ userHasVatId: false });
    expect(us.json.invoiceRecipient).not.toHaveProperty('vatId');
  });

  it('refuses bad input naming every field and stores nothing', async () => {
    const before = await stored(ANNA);
    const annaId = await hostIdOf(h, ANNA);
    const auditsBefore = (await audits(annaId, 'user.billing-details.save')).length;
    const bad = await h.call('PUT', B, {
      as: ANNA,
      body: { name: ' ', address: { ...address, country: 'XQ', postalCode: '#', city: '' }, userHasVatId: true, vatId: '12', email: 'not-mail' },
    });
    expect(bad.status).toBe(400);
    expect(bad.headers.get('content-type')).toContain('application/problem+json');
    expect(names(bad)).toEqual(['address.city', 'address.country', 'address.postalCode', 'email', 'name', 'vatId']);
    const vat = await h.call('PUT', B, { as: ANNA, body: { ...recipient, vatId: '12' } });
    expect(names(vat)).toEqual(['vatId']);
    expect(await stored(ANNA)).toEqual(before);
    expect(await audits(annaId, 'user.billing-details.save')).toHaveLength(auditsBefore);
  });

  it('names the staff member when staff saves for a host', async () => {
    const alpineId = await hostIdOf(h, ALPINE);
    const staffId = await hostIdOf(h, STAFF);
    const r = await h.call('PUT', B, { as: STAFF, headers: { 'x-impersonate-host': alpineId }, body: { ...recipient, name: 'Alpine Stays GmbH' } });
    expect(r.status, r.text).toBe(200);
    const [row] = await audits(alpineId, 'user.billing-details.save');
    expect(row.staffId).toBe(staffId);
  });
});

describe('billing history', () => {
  it('lists what the portal billed the host, newest first, paged, and nobody else’s', async () => {
    const annaId = await hostIdOf(h, ANNA);
    const alpineId = await hostIdOf(h, ALPINE);
    const at = (day: number) => new Date(Date.UTC(2026, 9, day));
    await h.database.db.insert(billingEvents).values([
      { id: newId(), hostId: annaId, kind: 'plan_changed', createdAt: at(1), detail: { fromPlanId: 'basic', toPlanId: 'pro', price: 19.9, currency: 'EUR', coupon: null, charged: false } },
      { id: newId(), hostId: annaId, kind: 'plan_changed', createdAt: at(3), detail: { fromPlanId: 'pro', toPlanId: 'premium', price: 29.5, currency: 'EUR', coupon: 'WELCOME', charged: false } },
      { id: newId(), hostId: annaId, kind: 'plan_changed', createdAt: at(2), detail: { fromPlanId: 'pro', toPlanId: 'basic', price: 9, currency: 'CHF', charged: true } },
      { id: newId(), hostId: alpineId, kind: 'plan_changed', createdAt: at(4), detail: { fromPlanId: 'x', toPlanId: 'alpine-secret', price: 1, currency: 'EUR' } },
    ]);
    const first = await h.call('GET', '/api/app/user/billing-history?page=1&limit=2', { as: ANNA });
    expect(first.status, first.text).toBe(200);
    expect(first.json.pagination).toEqual({ current: 1, next: 2, pages: 2, total: 3 });
    expect(first.json.items.map((i: { toPlanId: string }) => i.toPlanId)).toEqual(['premium', 'basic']);
    expect(first.json.items[0]).toMatchObject({ kind: 'plan_changed', amount: 29.5, currency: 'EUR', coupon: 'WELCOME', charged: false });
    const second = await h.call('GET', '/api/app/user/billing-history?page=2&limit=2', { as: ANNA });
    expect(second.json.items.map((i: { toPlanId: string }) => i.toPlanId)).toEqual(['pro']);
    expect(JSON.stringify(second.json)).not.toContain('alpine-secret');
  });

  it('answers an empty page for a host billed nothing, and names a bad page', async () => {
    expect((await h.call('GET', '/api/app/user/billing-history', { as: MARIE })).json).toEqual({ items: [], pagination: { current: 1, next: null, pages: 0, total: 0 } });
    const bad = await h.call('GET', '/api/app/user/billing-history?page=0&limit=500', { as: MARIE });
    expect(bad.status).toBe(400);
    expect(names(bad)).toEqual(['limit', 'page']);
  });
});
