import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayUtc } from '../../src/shared/domain/pricing/dates';
import { apiHarness, ANNA } from '../support/api';

// Titles and names refuse the characters that reorder the text around them (a reversed
// "gpj.exe" reads as "exe.jpg"): 400 naming the field, and nothing is written.

let h: Awaited<ReturnType<typeof apiHarness>>;
beforeAll(async () => (h = await apiHarness()));
afterAll(() => h.close());

const OVERRIDE = '\u202E';
const reasons = (r: { json: { invalidParams?: { name: string; reason: string }[] } }) => (r.json.invalidParams ?? []).map((p) => [p.name, p.reason]);

describe('text-direction controls in titles and names', () => {
  it('a property title: 400 naming title, and no property is made', async () => {
    const before = (await h.call('GET', '/api/app/properties?limit=100', { as: ANNA })).json.pagination.total;
    const r = await h.call('POST', '/api/app/properties', { as: ANNA, body: { propertyType: 'multi', accommodationType: 'guesthouse', title: `Casa ${OVERRIDE}anna` } });
    expect(r.status).toBe(400);
    expect(reasons(r)).toEqual([['title', 'errors.field.directionControls']]);
    expect((await h.call('GET', '/api/app/properties?limit=100', { as: ANNA })).json.pagination.total).toBe(before);
  });

  it("a unit's title: 400 naming title, and the title stays as it was", async () => {
    const { json: p } = await h.call('POST', '/api/app/properties', { as: ANNA, body: { propertyType: 'multi', accommodationType: 'guesthouse', title: 'Casa Chiara' } });
    const unitId = p.unitIds[0] as string;
    expect((await h.call('PATCH', `/api/app/property-unit/${unitId}`, { as: ANNA, body: { title: 'Sea room' } })).status).toBe(200);
    const r = await h.call('PATCH', `/api/app/property-unit/${unitId}`, { as: ANNA, body: { title: `Sea \u2066room\u2069` } });
    expect(r.status).toBe(400);
    expect(reasons(r)).toEqual([['title', 'errors.field.directionControls']]);
    expect((await h.call('GET', `/api/app/property-unit/${unitId}`, { as: ANNA })).json.title).toBe('Sea room');
  });

  it("a guest's name on a guest page: 400 naming the field", async () => {
    const units = (await h.call('GET', '/api/app/properties', { as: ANNA })).json.items as { id: string }[];
    const unitIds = (await h.call('GET', `/api/app/properties/${units[0]!.id}`, { as: ANNA })).json.unitIds as string[];
    const d = (n: number) => addDays(todayUtc(), n);
    const r = await h.call('POST', `/api/public/property-units/${unitIds[0]}/stays`, {
      body: { checkIn: d(300), checkOut: d(303), guests: 2, firstName: 'Ines', lastName: `Mos${OVERRIDE}er`, email: 'ines@guest.example' },
    });
    expect(r.status).toBe(400);
    expect(reasons(r)).toEqual([['lastName', 'errors.field.directionControls']]);
  });

  it("the host's own name: 400 naming firstName", async () => {
    const r = await h.call('PATCH', '/api/app/user/info', { as: ANNA, body: { firstName: `An${OVERRIDE}na` } });
    expect(r.status).toBe(400);
    expect(reasons(r).map(([name]) => name)).toEqual(['firstName']);
  });
});
