import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { apiHarness, ALPINE, ANNA } from '../support/api';
import { hosts } from '../../src/server/db/schema';
import { listingEligibility } from '../../src/shared/domain/listing-eligibility';

// GET /api/app/listing-eligibility: the host from the token, the rule of shared/domain.

let h: Awaited<ReturnType<typeof apiHarness>>;
beforeAll(async () => {
  h = await apiHarness();
});
afterAll(() => h.close());

describe('listing eligibility rule', () => {
  it('an active account may list; an expired one may not, and says why', () => {
    expect(listingEligibility({ status: 'active' })).toEqual({ eligible: true, reasons: [] });
    expect(listingEligibility({ status: 'expired' })).toEqual({ eligible: false, reasons: ['accountExpired'] });
  });
});

describe('GET /api/app/listing-eligibility', () => {
  it('answers eligible for an active host', async () => {
    const r = await h.call('GET', '/api/app/listing-eligibility', { as: ANNA });
    expect(r.status).toBe(200);
    expect(r.json).toEqual({ eligible: true, reasons: [] });
  });

  it('answers not eligible once the account has expired, for that host only', async () => {
    await h.call('GET', '/api/app/user/info', { as: ALPINE }); // the host row exists after a first call
    await h.database.db.update(hosts).set({ status: 'expired' }).where(eq(hosts.email, ALPINE));
    const expired = await h.call('GET', '/api/app/listing-eligibility', { as: ALPINE });
    expect(expired.json).toEqual({ eligible: false, reasons: ['accountExpired'] });
    const other = await h.call('GET', '/api/app/listing-eligibility', { as: ANNA });
    expect(other.json.eligible).toBe(true);

    // The server refuses what the page would not offer: no new property, no new unit.
    const property = await h.call('POST', '/api/app/properties', { as: ALPINE, body: { propertyType: 'multi', accommodationType: 'guesthouse' } });
    expect(property.status).toBe(403);
    const [own] = (await h.call('GET', '/api/app/properties', { as: ALPINE })).json.items;
    const unit = await h.call('POST', `/api/app/properties/${own.id}/units`, { as: ALPINE });
    expect(unit.status).toBe(403);
    expect((await h.call('POST', '/api/app/properties', { as: ANNA, body: { propertyType: 'single', accommodationType: 'apartment' } })).status).toBe(201);
  });

  it('needs a token', async () => {
    const r = await h.call('GET', '/api/app/listing-eligibility');
    expect(r.status).toBe(401);
  });
});
