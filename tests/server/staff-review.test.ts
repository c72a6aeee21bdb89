import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { apiHarness, ALPINE, ANNA, STAFF } from '../support/api';
import { auditLog, hosts, units } from '../../src/server/db/schema';
import { REVIEW_DEMO_EMAIL } from '../../src/server/db/seed-reviews';
import { scaledMs } from '../support/time-scale';

// Staff review of identity verifications and listings: the real API over a fresh seeded database
// (seed-reviews.ts gives lago@ a submitted verification and a unit under review).

let h: Awaited<ReturnType<typeof apiHarness>>;
let lagoId: string;
let staffId: string;
const V = '/api/app/staff/verifications';
const L = '/api/app/staff/listings';
const PDF = Buffer.from('%PDF-1.4\n% identity\n%%EOF\n');

beforeAll(async () => {
  h = await apiHarness();
  const rows = await h.database.db.select({ id: hosts.id, email: hosts.email }).from(hosts);
  lagoId = rows.find((r) => r.email === REVIEW_DEMO_EMAIL)!.id;
  staffId = rows.find((r) => r.email === STAFF)!.id;
}, scaledMs(60_000));
afterAll(async () => h.close());

async function audits(action: string, target: string) {
  return h.database.db.select().from(auditLog).where(and(eq(auditLog.action, action), eq(auditLog.target, target)));
}

async function upload(as: string, name = 'passport.pdf') {
  const form = new FormData();
  form.append('documents[0][file]', new File([new Uint8Array(PDF)], name, { type: 'application/pdf' }));
  form.append('documents[0][kind]', 'passport');
  const res = await h.app.request('/api/app/user/onboarding/documentUpload', { method: 'POST', headers: { authorization: `Bearer ${await h.token(as)}` }, body: form });
  return res.status;
}

describe('only staff', () => {
  it.each([
    ['GET', V],
    ['GET', `${V}/00000000-0000-7000-8000-000000000000/documents/00000000-0000-7000-8000-000000000000`],
    ['POST', `${V}/00000000-0000-7000-8000-000000000000/approve`],
    ['POST', `${V}/00000000-0000-7000-8000-000000000000/reject`],
    ['GET', L],
    ['POST', `${L}/00000000-0000-7000-8000-000000000000/approve`],
    ['POST', `${L}/00000000-0000-7000-8000-000000000000/reject`],
  ])('%s %s answers 403 to a host', async (method, path) => {
    const r = await h.call(method, path, { as: ANNA, body: method === 'POST' ? { reason: 'Looks wrong to me' } : undefined });
    expect(r.status).toBe(403);
    expect(r.headers.get('content-type')).toContain('application/problem+json');
  });

  it('a host cannot reach them by acting through the impersonation header either', async () => {
    const r = await h.call('GET', V, { as: ANNA, headers: { 'x-impersonate-host': lagoId } });
    expect(r.status).toBe(403);
  });

  it('needs a token', async () => {
    expect((await h.call('GET', V)).status).toBe(401);
  });
});

describe('verifications', () => {
  it('lists the submitted verification with its documents, and serves a document safely', async () => {
    const r = await h.call('GET', V, { as: STAFF });
    expect(r.status).toBe(200);
    const lago = r.json.items.find((i: { hostId: string }) => i.hostId === lagoId);
    expect(lago).toMatchObject({ name: 'Lago Rentals Srl', type: 'company', email: REVIEW_DEMO_EMAIL, submittedAt: '2026-11-20T10:30:00.000Z' });
    expect(lago.documents.map((d: { kind: string }) => d.kind)).toEqual(['company-registration', 'id-card']);
    // Only submitted verifications wait for staff.
    expect(r.json.items.every((i: { email: string }) => i.email !== ANNA)).toBe(true);

    const doc = lago.documents[0];
    const file = await h.app.request(`${V}/${lagoId}/documents/${doc.id}`, { headers: { authorization: `Bearer ${await h.token(STAFF)}` } });
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(file.headers.get('x-content-type-options')).toBe('nosniff');
    expect(file.headers.get('cache-control')).toBe('no-store');
    expect(file.headers.get('content-disposition')).toBe(`attachment; filename="visura-camerale-lago-rentals.pdf"; filename*=UTF-8''visura-camerale-lago-rentals.pdf`);
    const bytes = Buffer.from(await file.arrayBuffer());
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(bytes.length).toBe(doc.byteSize);
  });

  it("a document is found only under its own host; a malformed id is 404, not an error", async () => {
    const r = await h.call('GET', V, { as: STAFF });
    const doc = r.json.items.find((i: { hostId: string }) => i.hostId === lagoId).documents[0];
    const anna = (await h.database.db.select().from(hosts).where(eq(hosts.email, ANNA)))[0];
    expect((await h.call('GET', `${V}/${anna.id}/documents/${doc.id}`, { as: STAFF })).status).toBe(404);
    expect((await h.call('GET', `${V}/${lagoId}/documents/not-a-uuid`, { as: STAFF })).status).toBe(404);
  });

  it('reject needs a reason of 5 to 500 characters, naming the field', async () => {
    for (const body of [{}, { reason: '  bad ' }, { reason: 'x'.repeat(501) }, { reason: 42 }]) {
      const r = await h.call('POST', `${V}/${lagoId}/reject`, { as: STAFF, body });
      expect(r.status).toBe(400);
      expect(r.json.invalidParams.map((p: { name: string }) => p.name)).toEqual(['reason']);
    }
    // Nothing changed.
    const [lago] = await h.database.db.select().from(hosts).where(eq(hosts.id, lagoId));
    expect(lago.kycStatus).toBe('submitted');
  });

  it('rejects with a reason the host then reads; deciding again is 409; a new upload goes back to staff', async () => {
    const reason = 'The identity card scan is unreadable; please upload a sharper copy.';
    const r = await h.call('POST', `${V}/${lagoId}/reject`, { as: STAFF, body: { reason: `  ${reason} ` } });
    expect(r.status).toBe(200);
    expect(r.json).toMatchObject({ hostId: lagoId, kycStatus: 'rejected', reason });
    const [row] = await h.database.db.select().from(hosts).where(eq(hosts.id, lagoId));
    expect(row).toMatchObject({ kycStatus: 'rejected', kycReviewedBy: staffId, kycRejectionReason: reason });
    const [audit] = await audits('staff.verification.reject', lagoId);
    expect(audit).toMatchObject({ hostId: lagoId, staffId, detail: { reason } });

    const status = await h.call('GET', '/api/app/user/kyc/status', { as: REVIEW_DEMO_EMAIL });
    expect(status.json).toEqual({ status: 'VERIFICATION_FAILED', tier: 'failed', check: 'failed', reason });

    expect((await h.call('POST', `${V}/${lagoId}/approve`, { as: STAFF })).status).toBe(409);
    expect((await h.call('POST', `${V}/${lagoId}/reject`, { as: STAFF, body: { reason: 'Another reason' } })).status).toBe(409);
    expect((await h.call('GET', V, { as: STAFF })).json.items.some((i: { hostId: string }) => i.hostId === lagoId)).toBe(false);

    expect(await upload(REVIEW_DEMO_EMAIL)).toBe(201);
    const again = await h.call('GET', '/api/app/user/kyc/status', { as: REVIEW_DEMO_EMAIL });
    expect(again.json).toEqual({ status: 'VERIFICATION_IN_PROGRESS', tier: 'in_progress', check: 'pending' });
    expect((await h.call('GET', V, { as: STAFF })).json.items.some((i: { hostId: string }) => i.hostId === lagoId)).toBe(true);
  });

  it('approves: verified, audited with the staff member, no reason left', async () => {
    const r = await h.call('POST', `${V}/${lagoId}/approve`, { as: STAFF });
    expect(r.status).toBe(200);
    expect(r.json).toMatchObject({ kycStatus: 'verified', reason: null });
    const status = await h.call('GET', '/api/app/user/kyc/status', { as: REVIEW_DEMO_EMAIL });
    expect(status.json).toEqual({ status: 'VERIFICATION_COMPLETED', tier: 'completed', check: 'passed' });
    const [audit] = await audits('staff.verification.approve', lagoId);
    expect(audit).toMatchObject({ hostId: lagoId, staffId });
    // A verified host's new upload does not reopen the review.
    expect(await upload(REVIEW_DEMO_EMAIL, 'renewed.pdf')).toBe(201);
    expect((await h.database.db.select().from(hosts).where(eq(hosts.id, lagoId)))[0].kycStatus).toBe('verified');
  });

  it('an unknown, staff or malformed host id is 404', async () => {
    expect((await h.call('POST', `${V}/00000000-0000-7000-8000-000000000000/approve`, { as: STAFF })).status).toBe(404);
    expect((await h.call('POST', `${V}/${staffId}/approve`, { as: STAFF })).status).toBe(404);
    expect((await h.call('POST', `${V}/nope/approve`, { as: STAFF })).status).toBe(404);
  });
});

describe('listings', () => {
  async function lagoUnit() {
    const list = await h.call('GET', L, { as: STAFF });
    expect(list.status).toBe(200);
    return list.json.items.find((i: { hostId: string }) => i.hostId === lagoId);
  }

  it('lists the unit under review with its host and titles', async () => {
    expect(await lagoUnit()).toMatchObject({ hostName: 'Lago Rentals Srl', hostEmail: REVIEW_DEMO_EMAIL, propertyTitle: 'Lakeside apartment Bellagio', unitTitle: null, since: '2026-11-24T15:00:00.000Z' });
  });

  it('rejects with a reason the host sees on the unit; only from UNDER_REVIEW', async () => {
    const { unitId } = await lagoUnit();
    const bad = await h.call('POST', `${L}/${unitId}/reject`, { as: STAFF, body: { reason: '' } });
    expect(bad.status).toBe(400);
    expect(bad.json.invalidParams[0].name).toBe('reason');

    const reason = 'The photos show a different building than the address.';
    const r = await h.call('POST', `${L}/${unitId}/reject`, { as: STAFF, body: { reason } });
    expect(r.status).toBe(200);
    expect(r.json).toMatchObject({ unitId, state: 'REJECTED_BY_STAFF', reason });
    const unit = await h.call('GET', `/api/app/property-unit/${unitId}`, { as: REVIEW_DEMO_EMAIL });
    expect(unit.json).toMatchObject({ state: 'REJECTED_BY_STAFF', rejectionReason: reason });
    const [audit] = await audits('staff.listing.reject', unitId);
    expect(audit).toMatchObject({ hostId: lagoId, staffId, detail: { from: 'UNDER_REVIEW', to: 'REJECTED_BY_STAFF', reason } });

    expect((await h.call('POST', `${L}/${unitId}/approve`, { as: STAFF })).status).toBe(409);
    expect(await lagoUnit()).toBeUndefined();

    // The host publishes again: back under review (shared/domain/listing-status.ts), reason kept for the record but not shown.
    const publish = await h.call('PATCH', `/api/app/property-unit/${unitId}/publish`, { as: REVIEW_DEMO_EMAIL });
    expect(publish.status).toBe(200);
    expect(publish.json.unit).toMatchObject({ state: 'UNDER_REVIEW', rejectionReason: null });
    expect(await lagoUnit()).toBeDefined();
  });

  it('approves: published with publishedAt, the host sees it live, audited', async () => {
    const { unitId } = await lagoUnit();
    const r = await h.call('POST', `${L}/${unitId}/approve`, { as: STAFF });
    expect(r.status).toBe(200);
    expect(r.json).toMatchObject({ unitId, state: 'PUBLISHED', reason: null });
    const unit = await h.call('GET', `/api/app/property-unit/${unitId}`, { as: REVIEW_DEMO_EMAIL });
    expect(unit.json.state).toBe('PUBLISHED');
    expect(unit.json.publishedAt).toBe(r.json.reviewedAt);
    expect(unit.json.links.length).toBeGreaterThan(0);
    const [audit] = await audits('staff.listing.approve', unitId);
    expect(audit).toMatchObject({ hostId: lagoId, staffId });
    expect((await h.call('POST', `${L}/${unitId}/reject`, { as: STAFF, body: { reason: 'Too late now' } })).status).toBe(409);
  });

  it('an unknown or malformed unit id is 404', async () => {
    expect((await h.call('POST', `${L}/00000000-0000-7000-8000-000000000000/approve`, { as: STAFF })).status).toBe(404);
    expect((await h.call('POST', `${L}/zzz/reject`, { as: STAFF, body: { reason: 'Not a unit at all' } })).status).toBe(404);
  });

  it("another host's unit that is live cannot be decided (409), and the host's own answer carries no reason", async () => {
    const [alpine] = await h.database.db.select().from(hosts).where(eq(hosts.email, ALPINE));
    const [{ id: unitId }] = await h.database.db.select({ id: units.id }).from(units).where(and(eq(units.hostId, alpine.id), eq(units.status, 'PUBLISHED'))).limit(1);
    expect((await h.call('POST', `${L}/${unitId}/approve`, { as: STAFF })).status).toBe(409);
    expect((await h.call('GET', `/api/app/property-unit/${unitId}`, { as: ALPINE })).json.rejectionReason).toBeNull();
  });
});
