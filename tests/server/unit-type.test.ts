import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { apiHarness, ALPINE, ANNA } from '../support/api';
import { auditLog, units } from '../../src/server/db/schema';
import { UNIT_TYPES } from '../../src/shared/domain/unit-types';

// The kind of unit of a multi-unit property (step "unit-type"): PATCH unitType, read back on the
// unit, refused for single units and for values outside shared/domain/unit-types.ts.

let h: Awaited<ReturnType<typeof apiHarness>>;
let villaUnit: string;
let suiteUnit: string;
let alpineUnit: string;
beforeAll(async () => {
  h = await apiHarness();
  const [villa, guesthouse] = (await h.call('GET', '/api/app/properties', { as: ANNA })).json.items;
  villaUnit = (await h.call('GET', `/api/app/properties/${villa.id}`, { as: ANNA })).json.unitIds[0];
  suiteUnit = (await h.call('GET', `/api/app/properties/${guesthouse.id}`, { as: ANNA })).json.unitIds[1];
  const alpine = (await h.call('GET', '/api/app/properties', { as: ALPINE })).json.items[0];
  alpineUnit = (await h.call('GET', `/api/app/properties/${alpine.id}`, { as: ALPINE })).json.unitIds[0];
});
afterAll(() => h.close());

const unitPath = (id: string) => `/api/app/property-unit/${id}`;
const names = (r: { json: { invalidParams: { name: string }[] } }) => r.json.invalidParams.map((p) => p.name);

describe('unit type', () => {
  it('a unit reads with unitType null until one is chosen', async () => {
    expect((await h.call('GET', unitPath(suiteUnit), { as: ANNA })).json.unitType).toBeNull();
    expect((await h.call('GET', unitPath(villaUnit), { as: ANNA })).json.unitType).toBeNull();
  });

  it('saves the kind of a multi-unit unit, stores it in units.unit_type, writes an audit row, and reads it back', async () => {
    const r = await h.call('PATCH', unitPath(suiteUnit), { as: ANNA, body: { unitType: 'family_room' } });
    expect(r.status).toBe(200);
    expect(r.json.unitType).toBe('family_room');
    const [row] = await h.database.db.select({ unitType: units.unitType }).from(units).where(eq(units.id, suiteUnit));
    expect(row.unitType).toBe('family_room');
    const audit = await h.database.db.select().from(auditLog).where(and(eq(auditLog.target, suiteUnit), eq(auditLog.action, 'unit.patch')));
    expect(audit.at(-1)?.detail).toMatchObject({ fields: ['unitType'] });
    expect((await h.call('GET', unitPath(suiteUnit), { as: ANNA })).json.unitType).toBe('family_room');
  });

  it('other fields of a patch leave the kind alone; null clears it', async () => {
    await h.call('PATCH', unitPath(suiteUnit), { as: ANNA, body: { unitType: 'suite' } });
    expect((await h.call('PATCH', unitPath(suiteUnit), { as: ANNA, body: { title: 'Garden family suite' } })).json.unitType).toBe('suite');
    expect((await h.call('PATCH', unitPath(suiteUnit), { as: ANNA, body: { unitType: null } })).json.unitType).toBeNull();
  });

  it('refuses an unknown kind with 400 naming unitType, and writes nothing', async () => {
    await h.call('PATCH', unitPath(suiteUnit), { as: ANNA, body: { unitType: 'studio' } });
    const r = await h.call('PATCH', unitPath(suiteUnit), { as: ANNA, body: { unitType: 'castle_tower', title: 'Changed' } });
    expect(r.status).toBe(400);
    expect(names(r)).toEqual(['unitType']);
    const after = (await h.call('GET', unitPath(suiteUnit), { as: ANNA })).json;
    expect([after.unitType, after.title]).toEqual(['studio', 'Garden family suite']);
  });

  it('refuses a kind for the unit of a single-unit property (its kind is the property type)', async () => {
    const r = await h.call('PATCH', unitPath(villaUnit), { as: ANNA, body: { unitType: 'apartment' } });
    expect(r.status).toBe(400);
    expect(r.json.invalidParams).toEqual([{ name: 'unitType', reason: 'only units of a multi-unit property have a unit type' }]);
    expect((await h.call('GET', unitPath(villaUnit), { as: ANNA })).json.unitType).toBeNull();
  });

  it("another host's unit is 404, and every kind of the list is accepted", async () => {
    expect((await h.call('PATCH', unitPath(alpineUnit), { as: ANNA, body: { unitType: 'suite' } })).status).toBe(404);
    for (const unitType of UNIT_TYPES) {
      const r = await h.call('PATCH', unitPath(suiteUnit), { as: ANNA, body: { unitType } });
      expect([unitType, r.status, r.json.unitType]).toEqual([unitType, 200, unitType]);
    }
  });
});
