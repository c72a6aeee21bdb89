import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { apiHarness, ALPINE, ANNA } from '../support/api';
import { auditLog } from '../../src/server/db/schema';

let h: Awaited<ReturnType<typeof apiHarness>>;
let unit: string;
beforeAll(async () => {
  h = await apiHarness();
  const villa = (await h.call('GET', '/api/app/properties', { as: ANNA })).json.items[0];
  unit = (await h.call('GET', `/api/app/properties/${villa.id}`, { as: ANNA })).json.unitIds[0];
});
afterAll(() => h.close());

const names = (r: { json: { invalidParams: { name: string }[] } }) => r.json.invalidParams.map((p) => p.name);
const url = (suffix: string) => `/api/app/property-unit/${unit}${suffix}`;
const audits = async (action: string) => (await h.database.db.select().from(auditLog).where(and(eq(auditLog.target, unit), eq(auditLog.action, action)))).length;

describe('promotions', () => {
  it('configuration lists the types with discount and text keys', async () => {
    const r = await h.call('GET', url('/promotions/configuration'), { as: ANNA });
    expect(r.status).toBe(200);
    expect(r.json.items.map((p: { type: string }) => p.type)).toEqual(['new_listing', 'early_booker', 'last_minute']);
    expect(r.json.items[0].texts).toMatchObject({ title: 'promotion.new_listing.title', switchName: 'promotion.new_listing.switchName', point3: 'promotion.new_listing.point3' });
  });

  it('every promotion starts inactive; the state flag switches one on and off, audited', async () => {
    const before = await h.call('GET', url('/promotions'), { as: ANNA });
    expect(before.json.items.every((p: { status: string }) => p.status === 'INACTIVE')).toBe(true);
    const on = await h.call('POST', url('/promotion'), { as: ANNA, body: { type: 'last_minute', state: true } });
    expect(on.status).toBe(200);
    expect(on.json).toEqual({ type: 'last_minute', status: 'ACTIVE', data: { discount: 15 } });
    const after = await h.call('GET', url('/promotions'), { as: ANNA });
    expect(after.json.items.find((p: { type: string }) => p.type === 'last_minute').status).toBe('ACTIVE');
    const off = await h.call('POST', url('/promotion'), { as: ANNA, body: { type: 'last_minute', state: 'INACTIVE' } });
    expect(off.json.status).toBe('INACTIVE');
    expect(await audits('unit.promotion')).toBe(2);
  });

  it('an unknown type or state is a 400 naming it; another host gets 404', async () => {
    const bad = await h.call('POST', url('/promotion'), { as: ANNA, body: { type: 'black_friday', state: true } });
    expect(bad.status).toBe(400);
    expect(names(bad)).toEqual(['type']);
    const badState = await h.call('POST', url('/promotion'), { as: ANNA, body: { type: 'last_minute', state: 'maybe' } });
    expect(names(badState)).toEqual(['state']);
    for (const [m, s, body] of [['GET', '/promotions'], ['GET', '/promotions/configuration'], ['POST', '/promotion', { type: 'last_minute', state: true }]] as [string, string, unknown?][]) {
      expect((await h.call(m, url(s), { as: ALPINE, body })).status).toBe(404);
    }
  });
});

describe('calendar (listing) verification', () => {
  it('configuration names the platforms', async () => {
    const r = await h.call('GET', '/api/app/property-unit/verify-calendar/configuration', { as: ANNA });
    expect(r.status).toBe(200);
    expect(r.json.providers.map((p: { provider: string }) => p.provider)).toEqual(['airbnb', 'booking', 'vrbo']);
    expect(r.json.statuses).toContain('verified');
  });

  it('starts not started; a declaration with the listing address is submitted; not listed is recorded as such', async () => {
    const start = await h.call('GET', url('/verify-calendar/airbnb/data'), { as: ANNA });
    expect(start.json).toEqual({ provider: 'airbnb', status: 'not_started', isListed: null, listingUrl: null, submittedAt: null });
    const posted = await h.call('POST', url('/verify-calendar/airbnb/data'), { as: ANNA, body: { isListed: 'yes', listingUrl: 'https://www.airbnb.it/rooms/12345', status: 'verified' } });
    expect(posted.status).toBe(200);
    expect(posted.json).toEqual({ status: 'submitted' });
    const data = await h.call('GET', url('/verify-calendar/airbnb/data'), { as: ANNA });
    expect(data.json).toMatchObject({ status: 'submitted', isListed: 'yes', listingUrl: 'https://www.airbnb.it/rooms/12345' });
    expect((await h.call('GET', url('/verify-calendar/airbnb/verify'), { as: ANNA })).json).toEqual({ status: 'submitted' });
    const no = await h.call('POST', url('/verify-calendar/booking/data'), { as: ANNA, body: { isListed: 'no' } });
    expect(no.json).toEqual({ status: 'not_listed' });
    expect(await audits('unit.verify-calendar.submit')).toBe(2);
  });

  it('refuses a listing address of another site, a missing one, a bad isListed and an unknown platform', async () => {
    const other = await h.call('POST', url('/verify-calendar/booking/data'), { as: ANNA, body: { isListed: 'yes', listingUrl: 'https://evil.example/booking.com' } });
    expect(other.status).toBe(400);
    expect(names(other)).toEqual(['listingUrl']);
    const none = await h.call('POST', url('/verify-calendar/booking/data'), { as: ANNA, body: { isListed: 'yes' } });
    expect(names(none)).toEqual(['listingUrl']);
    const bad = await h.call('POST', url('/verify-calendar/booking/data'), { as: ANNA, body: { isListed: true } });
    expect(names(bad)).toEqual(['isListed']);
    const platform = await h.call('GET', url('/verify-calendar/myspace/data'), { as: ANNA });
    expect(platform.status).toBe(400);
    expect(names(platform)).toEqual(['provider']);
    expect((await h.call('GET', url('/verify-calendar/airbnb/data'), { as: ALPINE })).status).toBe(404);
  });
});
