import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { ALPINE, ANNA, STAFF, apiHarness } from '../support/api';
import { hostIdOf } from './bookings-fixtures';
import { auditLog, serverKeys } from '../../src/server/db/schema';
import { issueReferralToken, referralCode } from '../../src/server/services/referral';
import { REFERRAL_CODE_PATTERN, REFERRAL_TOKEN_TTL_SECONDS } from '../../src/shared/domain/referral';
import { scaledMs } from '../support/time-scale';

// POST /api/app/cello-token and GET /api/public/referral against the real app and database.

let h: Awaited<ReturnType<typeof apiHarness>>;
let annaId: string;
let alpineId: string;
let staffId: string;
const PRODUCT = 'host-portal';

beforeAll(async () => {
  h = await apiHarness();
  [annaId, alpineId, staffId] = await Promise.all([hostIdOf(h, ANNA), hostIdOf(h, ALPINE), hostIdOf(h, STAFF)]);
}, scaledMs(60_000));
afterAll(() => h?.close());

const tokenFor = (as: string, body: unknown, headers: Record<string, string> = {}) => h.call('POST', '/api/app/cello-token', { as, body, headers });
const widget = (token: string) => h.call('GET', `/api/public/referral?token=${encodeURIComponent(token)}`);
const paramNames = (json: any) => (json.invalidParams as { name: string }[]).map((p) => p.name);

describe('POST /api/app/cello-token', () => {
  it('gives the signed-in host a one-hour token naming the product, the host and its code', async () => {
    const before = Date.now();
    const r = await tokenFor(ANNA, { productId: PRODUCT, productUserId: annaId });
    expect(r.status).toBe(200);
    expect(r.headers.get('cache-control')).toBe('no-store');
    const claims = decodeJwt(r.json.token);
    expect(claims.sub).toBe(annaId);
    expect(claims.aud).toBe(PRODUCT);
    expect(claims.ref).toMatch(REFERRAL_CODE_PATTERN);
    expect(claims.exp! - claims.iat!).toBe(REFERRAL_TOKEN_TTL_SECONDS);
    expect(claims.exp! * 1000).toBeGreaterThanOrEqual(before + REFERRAL_TOKEN_TTL_SECONDS * 1000 - 1000);
    const audit = await h.database.db.select().from(auditLog).where(and(eq(auditLog.hostId, annaId), eq(auditLog.action, 'referral.token-issued')));
    expect(audit.length).toBeGreaterThan(0);
    expect(audit[0].staffId).toBeNull();
  });

  it('keeps the code of a host the same across tokens and different from another host', async () => {
    const a1 = decodeJwt((await tokenFor(ANNA, { productId: PRODUCT, productUserId: annaId })).json.token).ref;
    const a2 = decodeJwt((await tokenFor(ANNA, { productId: PRODUCT, productUserId: annaId })).json.token).ref;
    const b = decodeJwt((await tokenFor(ALPINE, { productId: PRODUCT, productUserId: alpineId })).json.token).ref;
    expect(a1).toBe(a2);
    expect(b).not.toBe(a1);
  });

  it("refuses another host's id, and an id that exists nowhere, with the same 403", async () => {
    const foreign = await tokenFor(ALPINE, { productId: PRODUCT, productUserId: annaId });
    const missing = await tokenFor(ALPINE, { productId: PRODUCT, productUserId: '0190d6a2-0000-7000-8000-000000000000' });
    expect(foreign.status).toBe(403);
    expect(foreign.headers.get('content-type')).toContain('application/problem+json');
    expect(foreign.json.type).toBe('urn:host-portal:problem:forbidden');
    expect(missing.status).toBe(403);
    expect(missing.json.detail).toBe(foreign.json.detail);
    expect(foreign.json.token).toBeUndefined();
  });

  it('names the field of every bad input with 400', async () => {
    const empty = await tokenFor(ANNA, { productId: '', productUserId: '' });
    expect(empty.status).toBe(400);
    expect(paramNames(empty.json).sort()).toEqual(['productId', 'productUserId']);
    const missing = await tokenFor(ANNA, { productId: PRODUCT });
    expect(missing.status).toBe(400);
    expect(paramNames(missing.json)).toEqual(['productUserId']);
    const notAnId = await tokenFor(ANNA, { productId: PRODUCT, productUserId: 'anna' });
    expect(notAnId.status).toBe(400);
    expect(paramNames(notAnId.json)).toEqual(['productUserId']);
    const wrongProduct = await tokenFor(ANNA, { productId: 'another-product', productUserId: annaId });
    expect(wrongProduct.status).toBe(400);
    expect(paramNames(wrongProduct.json)).toEqual(['productId']);
    expect(wrongProduct.json.invalidParams[0].reason).toContain(PRODUCT);
  });

  it('needs a bearer token', async () => {
    const r = await h.call('POST', '/api/app/cello-token', { body: { productId: PRODUCT, productUserId: annaId } });
    expect(r.status).toBe(401);
  });

  it("gives staff acting for a host the host's token (and audits the staff member), never their own", async () => {
    const acting = { 'x-impersonate-host': annaId };
    const forAnna = await tokenFor(STAFF, { productId: PRODUCT, productUserId: annaId }, acting);
    expect(forAnna.status).toBe(200);
    expect(decodeJwt(forAnna.json.token).sub).toBe(annaId);
    const own = await tokenFor(STAFF, { productId: PRODUCT, productUserId: staffId }, acting);
    expect(own.status).toBe(403);
    const audit = await h.database.db.select().from(auditLog).where(and(eq(auditLog.hostId, annaId), eq(auditLog.action, 'referral.token-issued'), eq(auditLog.staffId, staffId)));
    expect(audit).toHaveLength(1);
  });
});

describe('GET /api/public/referral', () => {
  it('answers the code and the invitation link for a fresh token, without sign-in', async () => {
    const { token } = (await tokenFor(ANNA, { productId: PRODUCT, productUserId: annaId })).json;
    const r = await widget(token);
    expect(r.status).toBe(200);
    const code = await referralCode(h.database.db, annaId);
    expect(r.json.code).toBe(code);
    expect(r.json.link).toBe(`${h.env.publicUrl}/redirect/register?ref=${code}`);
    expect(Date.parse(r.json.expiresAt)).toBe(decodeJwt(token).exp! * 1000);
  });

  it('refuses a tampered token with 401', async () => {
    const { token } = (await tokenFor(ANNA, { productId: PRODUCT, productUserId: annaId })).json;
    const [head, payload, signature] = token.split('.');
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    const forged = Buffer.from(JSON.stringify({ ...claims, sub: alpineId })).toString('base64url');
    const r = await widget(`${head}.${forged}.${signature}`);
    expect(r.status).toBe(401);
    expect(r.headers.get('content-type')).toContain('application/problem+json');
    const flipped = signature.slice(0, -2) + (signature.endsWith('AA') ? 'BB' : 'AA');
    expect((await widget(`${head}.${payload}.${flipped}`)).status).toBe(401);
    expect((await widget('not-a-token')).status).toBe(401);
  });

  it('refuses an expired token with 401', async () => {
    const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60 * 1000);
    const expired = await issueReferralToken(h.database.db, { productId: PRODUCT, hostId: annaId, now: twoHoursAgo });
    expect((await widget(expired)).status).toBe(401);
    // The same token made now is accepted: the expiry is what refused it.
    const fresh = await issueReferralToken(h.database.db, { productId: PRODUCT, hostId: annaId });
    expect((await widget(fresh)).status).toBe(200);
  });

  it('refuses a token of another product with 401', async () => {
    const other = await issueReferralToken(h.database.db, { productId: 'another-product', hostId: annaId });
    expect((await widget(other)).status).toBe(401);
  });

  it('refuses a token signed with another secret with 401', async () => {
    const fresh = await apiHarness();
    try {
      const foreignToken = (await fresh.call('POST', '/api/app/cello-token', { as: ANNA, body: { productId: PRODUCT, productUserId: await hostIdOf(fresh, ANNA) } })).json.token;
      expect(typeof foreignToken).toBe('string');
      expect((await widget(foreignToken)).status).toBe(401);
    } finally {
      await fresh.close();
    }
  }, scaledMs(60_000));

  it('names the token when it is missing', async () => {
    const r = await h.call('GET', '/api/public/referral');
    expect(r.status).toBe(400);
    expect(paramNames(r.json)).toEqual(['token']);
  });

  it('keeps one secret in the database, made once', async () => {
    const rows = await h.database.db.select().from(serverKeys).where(eq(serverKeys.name, 'referral-secret'));
    expect(rows).toHaveLength(1);
  });
});

describe('the referral product id', () => {
  it('comes from REFERRAL_PRODUCT_ID and is handed to the browser in the app settings', async () => {
    const custom = await apiHarness({ env: { REFERRAL_PRODUCT_ID: 'partners-2026' } });
    try {
      const settings = await custom.call('GET', '/api/public/app-settings');
      expect(settings.json.referralProductId).toBe('partners-2026');
      const id = await hostIdOf(custom, ANNA);
      expect((await custom.call('POST', '/api/app/cello-token', { as: ANNA, body: { productId: 'host-portal', productUserId: id } })).status).toBe(400);
      const ok = await custom.call('POST', '/api/app/cello-token', { as: ANNA, body: { productId: 'partners-2026', productUserId: id } });
      expect(ok.status).toBe(200);
      expect((await custom.call('GET', `/api/public/referral?token=${ok.json.token}`)).status).toBe(200);
    } finally {
      await custom.close();
    }
  }, scaledMs(60_000));
});
