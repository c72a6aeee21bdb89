import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiHarness, ALPINE, ANNA, MARIE, STAFF } from '../support/api';

let h: Awaited<ReturnType<typeof apiHarness>>;
beforeAll(async () => {
  h = await apiHarness();
});
afterAll(() => h.close());

describe('health and public calls', () => {
  it('GET /healthz reports the database', async () => {
    const r = await h.call('GET', '/healthz');
    expect(r.status).toBe(200);
    expect(r.json.status).toBe('ok');
    expect(['pglite', 'postgres']).toContain(r.json.database);
  });

  it('app settings carry the identity provider and the locales', async () => {
    const r = await h.call('GET', '/api/public/app-settings?hl=de');
    expect(r.status).toBe(200);
    expect(r.json.defaultCurrency).toBe('EUR');
    expect(r.json.locales).toEqual(['en-US', 'de-DE', 'fr-FR', 'it-IT']);
    expect(r.json.identityProvider.issuer).toBe('http://localhost:8080/auth');
  });

  it('an unknown hl is a 400 naming the field', async () => {
    const r = await h.call('GET', '/api/public/app-settings?hl=xx');
    expect(r.status).toBe(400);
    expect(r.headers.get('content-type')).toContain('application/problem+json');
    expect(r.json.invalidParams.map((p: { name: string }) => p.name)).toEqual(['hl']);
  });

  it('cookie consent settings are translated and list the guest token for one day', async () => {
    const en = await h.call('GET', '/api/public/cookie-consent-settings?hl=en-US');
    const it = await h.call('GET', '/api/public/cookie-consent-settings?hl=it-IT');
    const guestEn = en.json.items.find((i: { name: string }) => i.name === 'guest_token');
    const guestIt = it.json.items.find((i: { name: string }) => i.name === 'guest_token');
    expect(guestEn.ttl).toBe(86400);
    expect(guestEn.title).toBe('Guest sign-in');
    expect(guestIt.title).toBe('Accesso ospite');
  });

  it('ui translations are served per scope and locale', async () => {
    const r = await h.call('GET', '/api/public/ui-translations?hl=fr-FR&scope=server');
    expect(r.status).toBe(200);
    expect(r.json.locale).toBe('fr-FR');
    expect(r.json.messages['cookies.language.title']).toBe('Langue');
    const bad = await h.call('GET', '/api/public/ui-translations?scope=nope');
    expect(bad.status).toBe(400);
    expect(bad.json.invalidParams[0].name).toBe('scope');
  });

  it('domain configuration names the issuer and client', async () => {
    const r = await h.call('GET', '/config/localhost.json');
    expect(r.status).toBe(200);
    expect(r.json).toMatchObject({ hostname: 'localhost', oidc: { clientId: 'host-portal' } });
  });

  it('public settings are served', async () => {
    const r = await h.call('GET', '/api/public/settings');
    expect(typeof r.json.overviewEnabled).toBe('boolean');
  });

  it('security headers and a correlation id are on every answer', async () => {
    const r = await h.call('GET', '/api/public/settings');
    expect(r.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(r.headers.get('x-content-type-options')).toBe('nosniff');
    expect(r.headers.get('x-correlation-id')).toMatch(/^[\w-]{8,}$/);
  });
});

describe('user info', () => {
  it('needs a token: 401 problem without one, and with a bad one', async () => {
    const none = await h.call('GET', '/api/app/user/info');
    expect(none.status).toBe(401);
    expect(none.json.type).toContain('unauthorized');
    const bad = await h.call('GET', '/api/app/user/info', { headers: { authorization: 'Bearer not.a.jwt' } });
    expect(bad.status).toBe(401);
  });

  it('answers the profile and flags of the demo hosts', async () => {
    const anna = await h.call('GET', '/api/app/user/info', { as: ANNA });
    expect(anna.status).toBe(200);
    expect(anna.json).toMatchObject({ email: ANNA, commercialModel: 'subscription', type: 'individual', isHybrid: false, isImpersonating: false });
    expect(anna.json.features.isSubscriptionEnabled).toBe(true);
    const alpine = await h.call('GET', '/api/app/user/info', { as: ALPINE });
    expect(alpine.json).toMatchObject({ commercialModel: 'commission', type: 'company', companyName: 'Alpine Stays GmbH', isHybrid: false });
    const marie = await h.call('GET', '/api/app/user/info', { as: MARIE });
    expect(marie.json).toMatchObject({ commercialModel: 'commission', biddingTag: 7, isHybrid: true });
  });

  it('PATCH updates fields, treats a digitless phone as missing, and records an audit row', async () => {
    const r = await h.call('PATCH', '/api/app/user/info', {
      as: ANNA,
      body: { firstName: ' Annamaria ', hostProfile: { phone: '--', phoneForGuests: '+39 055 123' } },
    });
    expect(r.status).toBe(200);
    expect(r.json.firstName).toBe('Annamaria');
    expect(r.json.hostProfile.phone).toBeNull();
    expect(r.json.hostProfile.phoneForGuests).toBe('+39 055 123');
    const again = await h.call('GET', '/api/app/user/info', { as: ANNA });
    expect(again.json.firstName).toBe('Annamaria');
    const { auditLog } = await import('../../src/server/db/schema');
    const rows = await h.database.db.select().from(auditLog);
    expect(rows.some((row) => row.action === 'user.info.patch' && row.hostId === r.json.userId)).toBe(true);
  });

  it('bad input is a 400 naming each field, and nothing is written', async () => {
    const before = await h.call('GET', '/api/app/user/info', { as: ALPINE });
    const r = await h.call('PATCH', '/api/app/user/info', {
      as: ALPINE,
      body: { firstName: '', locale: 'xx-XX', currency: 'euro', unknownField: 1 },
    });
    expect(r.status).toBe(400);
    const names = r.json.invalidParams.map((p: { name: string }) => p.name).sort();
    expect(names).toEqual(expect.arrayContaining(['currency', 'firstName', 'locale']));
    const after = await h.call('GET', '/api/app/user/info', { as: ALPINE });
    expect(after.json).toEqual(before.json);
  });

  it('a retired currency (the Croatian kuna) is refused naming currency; one in use is kept', async () => {
    const before = await h.call('GET', '/api/app/user/info', { as: ALPINE });
    const r = await h.call('PATCH', '/api/app/user/info', { as: ALPINE, body: { currency: 'HRK' } });
    expect(r.status).toBe(400);
    expect(r.json.invalidParams).toEqual([{ name: 'currency', reason: 'is a retired currency: choose the one that replaced it' }]);
    expect((await h.call('GET', '/api/app/user/info', { as: ALPINE })).json.currency).toBe(before.json.currency);
    const chf = await h.call('PATCH', '/api/app/user/info', { as: ALPINE, body: { currency: 'CHF' } });
    expect(chf.status).toBe(200);
    expect(chf.json.currency).toBe('CHF');
    await h.call('PATCH', '/api/app/user/info', { as: ALPINE, body: { currency: before.json.currency } });
  });

  it('malformed JSON is a 400 problem, not a 500', async () => {
    const r = await h.call('PATCH', '/api/app/user/info', { as: ANNA, rawBody: '{"firstName":' });
    expect(r.status).toBe(400);
    expect(r.headers.get('content-type')).toContain('application/problem+json');
    expect(r.text).not.toMatch(/at .*\.ts:\d+/);
  });

  it('an individual cannot set a company name', async () => {
    const r = await h.call('PATCH', '/api/app/user/info', { as: ANNA, body: { companyName: 'X' } });
    expect(r.status).toBe(400);
    expect(r.json.invalidParams[0].name).toBe('companyName');
  });

  it('unknown API routes are a 404 problem', async () => {
    const r = await h.call('GET', '/api/public/nothing-here');
    expect(r.status).toBe(404);
    expect(r.json.type).toContain('not-found');
  });
});

describe('staff impersonation', () => {
  it('staff lists hosts and acts for one; the answer says so', async () => {
    const list = await h.call('GET', '/api/app/staff/hosts', { as: STAFF });
    expect(list.status).toBe(200);
    const target = list.json.items.find((i: { email: string }) => i.email === ALPINE);
    expect(target).toBeDefined();
    expect(list.json.items.some((i: { email: string }) => i.email === STAFF)).toBe(false);
    const r = await h.call('GET', '/api/app/user/info', { as: STAFF, headers: { 'x-impersonate-host': target.userId } });
    expect(r.json).toMatchObject({ email: ALPINE, isImpersonating: true, staffEmail: STAFF });
  });

  it('a host cannot impersonate, nor list hosts', async () => {
    const list = await h.call('GET', '/api/app/staff/hosts', { as: ANNA });
    expect(list.status).toBe(403);
    const r = await h.call('GET', '/api/app/user/info', { as: ANNA, headers: { 'x-impersonate-host': '00000000-0000-7000-8000-000000000000' } });
    expect(r.status).toBe(403);
  });

  it('an unknown host id answers 404', async () => {
    const r = await h.call('GET', '/api/app/user/info', { as: STAFF, headers: { 'x-impersonate-host': '00000000-0000-7000-8000-000000000000' } });
    expect(r.status).toBe(404);
  });
});

describe('failures', () => {
  it('a 500 is a problem with a correlation id and never a stack trace', async () => {
    const h = await apiHarness();
    const token = await h.token(ANNA);
    expect((await h.call('GET', '/api/app/user/info', { as: ANNA })).status).toBe(200); // keys loaded
    await h.database.close(); // the database goes away under the API
    const res = await h.app.request('/api/app/user/info', { headers: { authorization: `Bearer ${token}` } });
    expect(res.status).toBe(500);
    expect(res.headers.get('content-type')).toContain('application/problem+json');
    const text = await res.text();
    expect(text).not.toMatch(/at .*\.(ts|js):\d+/);
    expect(text).not.toContain('Error:');
    expect(JSON.parse(text)).toMatchObject({ status: 500, correlationId: res.headers.get('x-correlation-id') });
  });
});
