import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { apiHarness, ALPINE, ANNA, MARIE, STAFF } from '../support/api';
import { auditLog, hosts, supportMessages } from '../../src/server/db/schema';
import { HELP_AREAS } from '../../src/shared/domain/help-areas';
import { SUPPORT_MESSAGE_LIMIT } from '../../src/server/routes/support';
import { scaledMs } from '../support/time-scale';

// Support and help through the real API (AS §2.9, AS §3, AS §7): topics per form type and
// language, the contact form (stored row, audit, 400s naming the field, per-host limit), the help
// articles by area, and the staff desk (list, handled, 409, 403 for hosts).

let h: Awaited<ReturnType<typeof apiHarness>>;
let annaId: string;
let alpineId: string;
let staffId: string;
let annaUnit: string;
let alpineUnit: string;

async function firstUnit(as: string) {
  const property = (await h.call('GET', '/api/app/properties', { as })).json.items[0];
  return (await h.call('GET', `/api/app/properties/${property.id}`, { as })).json.unitIds[0] as string;
}

beforeAll(async () => {
  h = await apiHarness();
  const rows = await h.database.db.select({ id: hosts.id, email: hosts.email }).from(hosts);
  annaId = rows.find((r) => r.email === ANNA)!.id;
  alpineId = rows.find((r) => r.email === ALPINE)!.id;
  staffId = rows.find((r) => r.email === STAFF)!.id;
  annaUnit = await firstUnit(ANNA);
  alpineUnit = await firstUnit(ALPINE);
}, scaledMs(60_000));
afterAll(() => h.close());

const names = (r: { json: { invalidParams: { name: string }[] } }) => r.json.invalidParams.map((p) => p.name);
const send = (as: string, body: unknown, headers?: Record<string, string>) => h.call('POST', '/api/app/user/contact-form', { as, body, headers });

describe('contact form topics', () => {
  it('needs a token', async () => {
    expect((await h.call('GET', '/api/app/user/contact-form/topics?type=general')).status).toBe(401);
  });

  it('general lists all five, property the three about a property, with names in the language asked', async () => {
    const general = await h.call('GET', '/api/app/user/contact-form/topics?type=general&hl=en', { as: ANNA });
    expect(general.status).toBe(200);
    expect(general.json.map((t: { value: string }) => t.value)).toEqual([
      'property-information-issue',
      'requested-information-not-available',
      'requirements-clarification-needed',
      'new-feature',
      'general-feedback',
    ]);
    expect(general.json.find((t: { value: string }) => t.value === 'general-feedback').name).toBe('General feedback');
    const property = await h.call('GET', '/api/app/user/contact-form/topics?type=property&hl=it-IT', { as: ANNA });
    expect(property.json.map((t: { value: string }) => t.value)).toEqual(['property-information-issue', 'requested-information-not-available', 'requirements-clarification-needed']);
    expect(property.json[0].name).toBe("Informazioni sull'alloggio errate o mancanti");
  });

  it("without hl answers in the host's own locale (alpine@ is de-DE)", async () => {
    const r = await h.call('GET', '/api/app/user/contact-form/topics?type=general', { as: ALPINE });
    expect(r.json.find((t: { value: string }) => t.value === 'new-feature').name).toBe('Neue Funktion vorschlagen');
  });

  it('an unknown type or language is 400 naming it', async () => {
    const r = await h.call('GET', '/api/app/user/contact-form/topics?type=billing', { as: ANNA });
    expect(r.status).toBe(400);
    expect(names(r)).toEqual(['type']);
    expect(names(await h.call('GET', '/api/app/user/contact-form/topics?type=general&hl=xx', { as: ANNA }))).toEqual(['hl']);
  });
});

describe('contact form', () => {
  it('stores the message with its unit and area, trimmed, and audits it', async () => {
    const r = await send(ANNA, { topic: 'property-information-issue', body: '  The sea view photo shows the wrong unit.  ', pageId: 'properties', propertyUnitId: annaUnit });
    expect(r.status, r.text).toBe(201);
    expect(r.json).toEqual({ id: expect.any(String), createdAt: expect.any(String) });
    const [row] = await h.database.db.select().from(supportMessages).where(eq(supportMessages.id, r.json.id));
    expect(row).toMatchObject({
      hostId: annaId,
      staffId: null,
      topic: 'property-information-issue',
      body: 'The sea view photo shows the wrong unit.',
      pageId: 'properties',
      propertyUnitId: annaUnit,
      handledAt: null,
    });
    const audits = await h.database.db.select().from(auditLog).where(and(eq(auditLog.action, 'support.message.send'), eq(auditLog.target, r.json.id)));
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({ hostId: annaId, staffId: null });
  });

  it('names topic and body when missing, empty or too long, and stores nothing', async () => {
    const before = (await h.database.db.select().from(supportMessages)).length;
    const empty = await send(ANNA, {});
    expect(empty.status).toBe(400);
    expect(names(empty).sort()).toEqual(['body', 'topic']);
    expect(names(await send(ANNA, { topic: 'billing', body: 'Hello' }))).toEqual(['topic']);
    expect(names(await send(ANNA, { topic: 'new-feature', body: '   ' }))).toEqual(['body']);
    expect(names(await send(ANNA, { topic: 'new-feature', body: 'x'.repeat(2001) }))).toEqual(['body']);
    expect(names(await send(ANNA, { topic: 'new-feature', body: 'Hi', pageId: 'nowhere' }))).toEqual(['pageId']);
    expect((await h.database.db.select().from(supportMessages)).length).toBe(before);
  });

  it("refuses another host's, an unknown or a malformed unit, naming propertyUnitId", async () => {
    for (const propertyUnitId of [alpineUnit, '01900000-0000-7000-8000-000000000000', 'not-a-unit']) {
      const r = await send(ANNA, { topic: 'property-information-issue', body: 'About this unit', propertyUnitId });
      expect(r.status, propertyUnitId).toBe(400);
      expect(names(r)).toEqual(['propertyUnitId']);
    }
  });

  it('names the staff member when staff writes for a host', async () => {
    const r = await send(STAFF, { topic: 'general-feedback', body: 'Written with the host on the phone.' }, { 'x-impersonate-host': alpineId });
    expect(r.status, r.text).toBe(201);
    const [row] = await h.database.db.select().from(supportMessages).where(eq(supportMessages.id, r.json.id));
    expect(row).toMatchObject({ hostId: alpineId, staffId });
    const [audit] = await h.database.db.select().from(auditLog).where(and(eq(auditLog.action, 'support.message.send'), eq(auditLog.target, r.json.id)));
    expect(audit).toMatchObject({ hostId: alpineId, staffId });
  });

  it(`allows ${SUPPORT_MESSAGE_LIMIT.perHost} messages an hour per host, then 429 with retry-after`, async () => {
    for (let i = 0; i < SUPPORT_MESSAGE_LIMIT.perHost; i++) {
      expect((await send(MARIE, { topic: 'general-feedback', body: `Message ${i}` })).status).toBe(201);
    }
    const refused = await send(MARIE, { topic: 'general-feedback', body: 'One more' });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(refused.headers.get('content-type')).toContain('application/problem+json');
    // Another host is not affected.
    expect((await send(ANNA, { topic: 'new-feature', body: 'Dark mode, please.' })).status).toBe(201);
  });
});

describe('knowledge articles', () => {
  it("lists the area's articles with help-centre links, in the language asked", async () => {
    const r = await h.call('GET', '/api/app/user/knowledge-articles?categories=calendar&hl=fr', { as: ANNA });
    expect(r.status).toBe(200);
    expect(r.json.length).toBeGreaterThanOrEqual(2);
    for (const a of r.json) {
      expect(a.category).toBe('calendar');
      expect(a.url).toBe(`${h.env.publicUrl}/help/articles/${a.id}`);
      expect(a.title).not.toMatch(/^support\./);
      expect(a.summary.length).toBeGreaterThan(10);
    }
    expect(r.json.map((a: { title: string }) => a.title)).toContain("Synchroniser votre calendrier avec d'autres sites");
  });

  it('has at least two articles per area, takes a comma list, and all areas without categories', async () => {
    const all = (await h.call('GET', '/api/app/user/knowledge-articles', { as: ANNA })).json as { category: string; id: string }[];
    for (const area of HELP_AREAS) expect(all.filter((a) => a.category === area).length, area).toBeGreaterThanOrEqual(2);
    expect(new Set(all.map((a) => a.id)).size).toBe(all.length);
    const two = (await h.call('GET', '/api/app/user/knowledge-articles?categories=bookings,%20insights', { as: ANNA })).json as { category: string }[];
    expect(new Set(two.map((a) => a.category))).toEqual(new Set(['bookings', 'insights']));
    expect(two.length).toBe(all.filter((a) => a.category === 'bookings' || a.category === 'insights').length);
  });

  it('an unknown category is 400 naming categories', async () => {
    const r = await h.call('GET', '/api/app/user/knowledge-articles?categories=calendar,billing', { as: ANNA });
    expect(r.status).toBe(400);
    expect(names(r)).toEqual(['categories']);
  });
});

describe('staff desk', () => {
  const list = (as: string, query = '') => h.call('GET', `/api/app/staff/support-messages${query}`, { as });

  it('is 403 for hosts', async () => {
    expect((await list(ANNA)).status).toBe(403);
    const id = (await h.database.db.select().from(supportMessages).limit(1))[0]!.id;
    expect((await h.call('POST', `/api/app/staff/support-messages/${id}/handled`, { as: ANNA })).status).toBe(403);
  });

  it('lists open messages first with host and unit, marks one handled once (then 409), audited', async () => {
    const first = await list(STAFF, '?limit=100');
    expect(first.status, first.text).toBe(200);
    const total = (await h.database.db.select().from(supportMessages)).length;
    expect(first.json.pagination).toMatchObject({ current: 1, total });
    const withUnit = first.json.items.find((m: { propertyUnitId: string | null }) => m.propertyUnitId === annaUnit);
    expect(withUnit).toMatchObject({ hostId: annaId, hostEmail: ANNA, topic: 'property-information-issue', pageId: 'properties', unitTitle: expect.any(String), handledAt: null, sentByStaff: false });
    expect(withUnit.hostName.length).toBeGreaterThan(0);
    expect(first.json.items.find((m: { hostId: string }) => m.hostId === alpineId).sentByStaff).toBe(true);

    const done = await h.call('POST', `/api/app/staff/support-messages/${withUnit.id}/handled`, { as: STAFF });
    expect(done.status, done.text).toBe(200);
    expect(done.json).toMatchObject({ id: withUnit.id, handledAt: expect.any(String), handledBy: staffId });
    const again = await h.call('POST', `/api/app/staff/support-messages/${withUnit.id}/handled`, { as: STAFF });
    expect(again.status).toBe(409);
    const [audit] = await h.database.db.select().from(auditLog).where(and(eq(auditLog.action, 'staff.support-message.handled'), eq(auditLog.target, withUnit.id)));
    expect(audit).toMatchObject({ hostId: annaId, staffId });

    const after = (await list(STAFF, '?limit=100')).json.items as { id: string; handledAt: string | null }[];
    const firstHandled = after.findIndex((m) => m.handledAt !== null);
    expect(after[after.length - 1]!.id).toBe(withUnit.id);
    expect(after.slice(firstHandled).every((m) => m.handledAt !== null)).toBe(true);
    expect(after.slice(0, firstHandled).length).toBe(total - 1);
  });

  it('pages the list, and an unknown id is 404', async () => {
    const page = await list(STAFF, '?page=2&limit=5');
    expect(page.json.items).toHaveLength(5);
    expect(page.json.pagination).toMatchObject({ current: 2, next: 3 });
    expect((await h.call('POST', '/api/app/staff/support-messages/01900000-0000-7000-8000-000000000000/handled', { as: STAFF })).status).toBe(404);
    expect((await h.call('POST', '/api/app/staff/support-messages/nope/handled', { as: STAFF })).status).toBe(404);
  });
});
