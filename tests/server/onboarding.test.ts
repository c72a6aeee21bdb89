import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { apiHarness, ALPINE, ANNA, MARIE } from '../support/api';
import { auditLog, hostDocuments, hosts, units } from '../../src/server/db/schema';

let h: Awaited<ReturnType<typeof apiHarness>>;
beforeAll(async () => {
  h = await apiHarness();
});
afterAll(() => h.close());

const O = '/api/app/user/onboarding';
const names = (r: { json: { invalidParams?: { name: string }[] } }) => (r.json.invalidParams ?? []).map((p) => p.name);
const hostOf = async (email: string) => (await h.database.db.select().from(hosts).where(eq(hosts.email, email)))[0];
const setHost = async (email: string, set: Partial<typeof hosts.$inferInsert>) => h.database.db.update(hosts).set(set).where(eq(hosts.email, email));

const address = { country: 'IT', city: 'Florence', street: 'Via Roma', houseNumberOrName: '12', postalCode: '50123', stateOrProvince: 'FI' };
const individual = { firstName: 'Marie', lastName: 'Curie', birthDate: '1980-05-04', nationality: 'FR', address, countryIssueTaxId: 'IT', taxIdentifications: [{ id: 'CRUMRA80E44Z110X', countryIsoCode: 'IT' }], userHasVatId: false };
const company = { legalBusinessName: 'Alpine Stays GmbH', registrationNumber: 'FN 123456a', phoneNumber: '+43 512 123456', accountEmail: 'office@alpine.test', address: { ...address, country: 'AT', postalCode: '6020', stateOrProvince: 'T' }, countryIssueTaxId: 'AT', taxIdentifications: [{ id: '12-345/6789', countryIsoCode: 'AT' }], userHasVatId: true, vatId: 'ATU12345678' };
const owner = { firstName: 'Anton', lastName: 'Berger', birthDate: '1970-01-02', nationality: 'AT', ownershipPercent: 100 };
const GOOD_IBAN = 'DE89 3704 0044 0532 0130 00';

const pdf = () => Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(2000, 32), Buffer.from('\n%%EOF')]);
async function upload(as: string, docs: { bytes: Buffer; kind?: string; name?: string; subject?: string }[], extra: Record<string, string> = {}) {
  const form = new FormData();
  docs.forEach((d, i) => {
    form.append(`documents[${i}][file]`, new File([new Uint8Array(d.bytes)], d.name ?? 'doc.pdf', { type: 'application/pdf' }));
    if (d.kind !== undefined) form.append(`documents[${i}][kind]`, d.kind);
    if (d.subject) form.append(`documents[${i}][subject]`, d.subject);
  });
  for (const [k, v] of Object.entries(extra)) form.append(k, v);
  const res = await h.app.request(`${O}/documentUpload`, { method: 'POST', headers: { authorization: `Bearer ${await h.token(as)}` }, body: form });
  return { status: res.status, json: JSON.parse(await res.text()) };
}

describe('access', () => {
  it('needs a token on every onboarding call', async () => {
    for (const path of [`${O}/getIndividualDetails`, `${O}/getConfiguration`, '/api/app/user/kyc/status']) expect((await h.call('GET', path)).status).toBe(401);
    expect((await h.call('POST', '/api/app/user/init-onboarding')).status).toBe(401);
  });
  it('leaves the other user calls where they were', async () => {
    expect((await h.call('GET', '/api/app/user/info', { as: ANNA })).json.email).toBe(ANNA);
  });
});

describe('individual details', () => {
  it('saves and reads back, the state cut to 3 characters refused when longer, and each field named', async () => {
    expect((await h.call('GET', `${O}/getIndividualDetails`, { as: MARIE })).json).toEqual({ details: null });
    const bad = await h.call('POST', `${O}/saveIndividualDetails`, {
      as: MARIE,
      body: { ...individual, firstName: ' ', birthDate: '2020-01-01', address: { ...address, stateOrProvince: 'Tuscany' }, taxIdentifications: [{ id: '', countryIsoCode: 'IT' }] },
    });
    expect(bad.status).toBe(400);
    expect(names(bad)).toEqual(expect.arrayContaining(['firstName', 'birthDate', 'address.stateOrProvince', 'taxIdentifications[0].id']));
    const ok = await h.call('POST', `${O}/saveIndividualDetails`, { as: MARIE, body: individual });
    expect(ok.status).toBe(200);
    expect((await h.call('GET', `${O}/getIndividualDetails`, { as: MARIE })).json.details).toMatchObject({ firstName: 'Marie', address: { stateOrProvince: 'FI' } });
  });

  it('applies the tax rules: a tax id is required where one is issued; none kept where none is; VAT id only when the host has one', async () => {
    const missing = await h.call('POST', `${O}/saveIndividualDetails`, { as: MARIE, body: { ...individual, taxIdentifications: [] } });
    expect(names(missing)).toEqual(['taxIdentifications[0].id']);
    const noVat = await h.call('POST', `${O}/saveIndividualDetails`, { as: MARIE, body: { ...individual, userHasVatId: true } });
    expect(names(noVat)).toEqual(['vatId']);
    const gulf = await h.call('POST', `${O}/saveIndividualDetails`, { as: MARIE, body: { ...individual, countryIssueTaxId: 'AE', taxIdentifications: [{ id: 'X1', countryIsoCode: 'AE' }], vatId: 'DE123456789' } });
    expect(gulf.status).toBe(200);
    expect(gulf.json.details.taxIdentifications).toEqual([]);
    expect(gulf.json.details).not.toHaveProperty('vatId');
  });
});

describe('business details', () => {
  it('company details and owners, with nested field names; refused to an individual', async () => {
    const bad = await h.call('POST', `${O}/saveBusinessDetails`, { as: ALPINE, body: { owners: [owner, { ...owner, firstName: '', ownershipPercent: 120 }] } });
    expect(names(bad)).toEqual(expect.arrayContaining(['owners[1].firstName', 'owners[1].ownershipPercent']));
    expect((await h.call('POST', `${O}/saveBusinessDetails`, { as: ALPINE, body: { company: { ...company, accountEmail: 'nope' } } })).json.invalidParams[0].name).toBe('company.accountEmail');
    expect((await h.call('POST', `${O}/saveBusinessDetails`, { as: ALPINE, body: {} })).status).toBe(400);
    const ok = await h.call('POST', `${O}/saveBusinessDetails`, { as: ALPINE, body: { company } });
    expect(ok.json).toMatchObject({ company: { legalBusinessName: 'Alpine Stays GmbH', vatId: 'ATU12345678' }, owners: [] });
    const owners = await h.call('POST', `${O}/saveBusinessDetails`, { as: ALPINE, body: { owners: [owner] } });
    expect(owners.json.company.legalBusinessName).toBe('Alpine Stays GmbH');
    expect(owners.json.owners).toHaveLength(1);
    expect((await h.call('POST', `${O}/saveBusinessDetails`, { as: ANNA, body: { owners: [owner] } })).status).toBe(403);
  });

  it('company tax details: phone type, business and accounting e-mails, principal address, EU establishment and states, each bad field named', async () => {
    const bad = await h.call('POST', `${O}/saveBusinessDetails`, {
      as: ALPINE,
      body: { company: { ...company, phoneType: 'fax', businessEmail: 'nope', accountingEmail: 'x@', principalAddressSameAsAddress: false, euPermanentEstablishment: true, euMemberStates: [] } },
    });
    expect(bad.status).toBe(400);
    expect(names(bad).sort()).toEqual(['company.accountingEmail', 'company.businessEmail', 'company.phoneType']);
    // With the field types right, the cross-field rules name their fields.
    const rules = await h.call('POST', `${O}/saveBusinessDetails`, { as: ALPINE, body: { company: { ...company, principalAddressSameAsAddress: false, euPermanentEstablishment: true, euMemberStates: [] } } });
    expect(names(rules).sort()).toEqual(['company.euMemberStates', 'company.principalAddress']);
    expect(names(await h.call('POST', `${O}/saveBusinessDetails`, { as: ALPINE, body: { company: { ...company, euPermanentEstablishment: true, euMemberStates: ['CH'] } } }))).toEqual(['company.euMemberStates[0]']);

    const principalAddress = { ...address, country: 'DE', city: 'Munich', postalCode: '80331', stateOrProvince: 'BY' };
    const full = {
      ...company,
      phoneType: 'landline',
      businessEmail: 'stay@alpine.test',
      accountingEmail: 'books@alpine.test',
      principalAddressSameAsAddress: false,
      principalAddress,
      euPermanentEstablishment: true,
      euMemberStates: ['IT', 'DE', 'IT'],
    };
    const ok = await h.call('POST', `${O}/saveBusinessDetails`, { as: ALPINE, body: { company: full } });
    expect(ok.status).toBe(200);
    expect(ok.json.company).toMatchObject({ phoneType: 'landline', businessEmail: 'stay@alpine.test', accountingEmail: 'books@alpine.test', principalAddress, euPermanentEstablishment: true, euMemberStates: ['DE', 'IT'] });
    // The same address keeps no second one; no establishment keeps no states; not stated is null.
    const same = await h.call('POST', `${O}/saveBusinessDetails`, { as: ALPINE, body: { company: { ...full, principalAddressSameAsAddress: true, euPermanentEstablishment: false } } });
    expect(same.json.company).not.toHaveProperty('principalAddress');
    expect(same.json.company).toMatchObject({ principalAddressSameAsAddress: true, euPermanentEstablishment: false, euMemberStates: [] });
    const unstated = await h.call('POST', `${O}/saveBusinessDetails`, { as: ALPINE, body: { company } });
    expect(unstated.json.company).toMatchObject({ phoneType: 'mobile', euPermanentEstablishment: null, euMemberStates: [], principalAddressSameAsAddress: true });
    expect((await h.call('GET', `${O}/getBusinessDetails`, { as: ALPINE })).json.company).toMatchObject({ phoneType: 'mobile', euPermanentEstablishment: null });
  });

  it('shareholders and signatories: read from the owners, by share and by who signs', async () => {
    const signer = { ...owner, firstName: 'Berta', ownershipPercent: 0, isSignatory: true };
    const r = await h.call('POST', `${O}/saveBusinessDetails`, { as: ALPINE, body: { owners: [owner, signer] } });
    expect(r.status).toBe(200);
    expect(r.json.owners.map((o: { firstName: string; isSignatory: boolean }) => [o.firstName, o.isSignatory])).toEqual([['Anton', false], ['Berta', true]]);
    expect(r.json.shareholders.map((o: { firstName: string }) => o.firstName)).toEqual(['Anton']);
    expect(r.json.signatories.map((o: { firstName: string }) => o.firstName)).toEqual(['Berta']);
    expect(names(await h.call('POST', `${O}/saveBusinessDetails`, { as: ALPINE, body: { owners: [{ ...owner, isSignatory: 'yes' }] } }))).toEqual(['owners[0].isSignatory']);
  });

  it('refuses text the database cannot store (NUL, a lone surrogate) with a 400 naming the field, bracketed like the others', async () => {
    const nul = await h.call('POST', `${O}/saveBusinessDetails`, { as: ALPINE, body: { owners: [owner, { ...owner, lastName: 'Ber\u0000ger' }] } });
    expect(nul.status).toBe(400);
    expect(nul.json.invalidParams).toEqual([{ name: 'owners[1].lastName', reason: expect.stringContaining('NUL') }]);
    const surrogate = await h.call('POST', `${O}/saveIndividualDetails`, { as: MARIE, body: { ...individual, address: { ...address, city: 'Flor\ud800ence' } } });
    expect(surrogate.status).toBe(400);
    expect(names(surrogate)).toEqual(['address.city']);
  });

  it('answers the profile type of the host\'s legal form: Business for a company, Individual otherwise', async () => {
    expect((await h.call('GET', `${O}/getConfiguration`, { as: ALPINE })).json.profileType).toBe('Business');
    expect((await h.call('GET', `${O}/getConfiguration`, { as: MARIE })).json.profileType).toBe('Individual');
  });
});

describe('bank accounts', () => {
  it('refuses a wrong IBAN at its field, stores a valid one normalised, audit without the full IBAN', async () => {
    const bad = await h.call('POST', `${O}/saveBankAccounts`, { as: MARIE, body: { accounts: [{ holderName: 'Marie Curie', iban: 'DE89 3704 0044 0532 0130 01' }] } });
    expect(bad.status).toBe(400);
    expect(bad.json.invalidParams).toEqual([{ name: 'accounts[0].iban', reason: expect.stringContaining('check digit') }]);
    const badBic = await h.call('POST', `${O}/saveBankAccounts`, { as: MARIE, body: { accounts: [{ holderName: 'M', iban: GOOD_IBAN, bic: 'XX' }] } });
    expect(names(badBic)).toEqual(['accounts[0].bic']);
    const ok = await h.call('POST', `${O}/saveBankAccounts`, { as: MARIE, body: { accounts: [{ holderName: 'Marie Curie', iban: GOOD_IBAN, bic: 'cobadeffxxx' }] } });
    expect(ok.json.accounts).toEqual([expect.objectContaining({ iban: 'DE89370400440532013000', bic: 'COBADEFFXXX', countryCode: 'DE', isDefault: true })]);
    expect((await h.call('GET', `${O}/getBankAccounts`, { as: MARIE })).json.accounts).toHaveLength(1);
    expect((await h.call('GET', `${O}/getBankAccounts`, { as: ANNA })).json.accounts).toEqual([]);
    const marie = await hostOf(MARIE);
    const [audit] = await h.database.db.select().from(auditLog).where(and(eq(auditLog.hostId, marie.id), eq(auditLog.action, 'user.onboarding.bank-accounts')));
    expect(JSON.stringify(audit.detail)).not.toContain('0532013000');
  });
});

describe('document upload', () => {
  it('stores a PDF, JPEG or PNG judged by its bytes, names each refused file, keeps nothing of a refused upload', async () => {
    const refused = await upload(MARIE, [{ bytes: pdf(), kind: 'passport' }, { bytes: Buffer.from('<svg></svg>'), kind: 'id-card', name: 'x.pdf' }, { bytes: pdf(), kind: 'selfie' }]);
    expect(refused.status).toBe(400);
    expect(names(refused)).toEqual(['documents[2][kind]']);
    const wrongType = await upload(MARIE, [{ bytes: pdf(), kind: 'passport' }, { bytes: Buffer.from('<svg></svg>'), kind: 'id-card', name: 'x.pdf' }]);
    expect(names(wrongType)).toEqual(['documents[1][file]']);
    const marie = await hostOf(MARIE);
    expect(await h.database.db.select().from(hostDocuments).where(eq(hostDocuments.hostId, marie.id))).toEqual([]);
    const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(100)]);
    const ok = await upload(MARIE, [{ bytes: pdf(), kind: 'passport', name: '../../etc/passport.pdf' }, { bytes: png, kind: 'bank-statement', name: 'statement.jpg' }]);
    expect(ok.status).toBe(201);
    expect(ok.json.uploaded.map((d: { kind: string; mimeType: string; fileName: string }) => [d.kind, d.mimeType, d.fileName])).toEqual([
      ['passport', 'application/pdf', 'passport.pdf'],
      ['bank-statement', 'image/png', 'statement.jpg'],
    ]);
    const config = await h.call('GET', `${O}/getConfiguration`, { as: MARIE });
    expect(config.json.documents).toHaveLength(2);
    expect(config.json).toMatchObject({ maxFileBytes: 10 * 1024 * 1024, acceptedMimeTypes: ['application/pdf', 'image/jpeg', 'image/png'] });
    expect((await h.call('GET', `${O}/getConfiguration`, { as: ANNA })).json.documents).toEqual([]);
    // An identity document hands verification in for review.
    expect((await h.call('GET', '/api/app/user/kyc/status', { as: MARIE })).json).toEqual({ status: 'VERIFICATION_IN_PROGRESS', tier: 'in_progress', check: 'pending' });
  });

  it('refuses a file over 10 MB, fields it does not know and an empty upload, naming each', async () => {
    const big = Buffer.concat([Buffer.from('%PDF-'), Buffer.alloc(10 * 1024 * 1024)]);
    expect(names(await upload(MARIE, [{ bytes: big, kind: 'passport' }]))).toEqual(['documents[0][file]']);
    expect(names(await upload(MARIE, [{ bytes: pdf(), kind: 'passport' }], { note: 'x' }))).toEqual(['note']);
    expect(names(await upload(MARIE, []))).toEqual(['documents']);
  });
});

describe('KYC', () => {
  it('answers never started, then collecting data from the first set-start-at, whose date is kept', async () => {
    expect((await h.call('GET', '/api/app/user/kyc/status', { as: ALPINE })).json).toEqual({ status: 'VERIFICATION_NEVER_STARTED', tier: 'start', check: 'new' });
    expect((await h.call('GET', '/api/app/user/kyc/status', { as: ANNA })).json.tier).toBe('required'); // subscription enabled
    expect((await h.call('GET', '/api/app/user/kyc/started-at', { as: ALPINE })).json).toEqual({ startedAt: null });
    const first = await h.call('POST', '/api/app/user/kyc/set-start-at', { as: ALPINE });
    expect(first.json.startedAt).toMatch(/^\d{4}-/);
    expect((await h.call('POST', '/api/app/user/kyc/set-start-at', { as: ALPINE })).json.startedAt).toBe(first.json.startedAt);
    expect((await h.call('GET', '/api/app/user/kyc/status', { as: ALPINE })).json).toEqual({ status: 'VERIFICATION_COLLECTING_DATA', tier: 'collecting_data', check: 'awaiting_data' });
    expect((await h.call('GET', '/api/app/user/info', { as: ALPINE })).json.kycInitiated).toBe(true);
  });
});

describe('onboarding finishes', () => {
  it('when every required section is complete and a unit is published, whichever comes last', async () => {
    // Anna: subscription individual; identity verification applies (subscription enabled): details and an identity document.
    await setHost(ANNA, { onboardingStatus: 'in_progress' });
    const anna = await hostOf(ANNA);
    const live = await h.database.db.select().from(units).where(and(eq(units.hostId, anna.id), eq(units.status, 'PUBLISHED')));
    for (const u of live) expect((await h.call('PATCH', `/api/app/property-unit/${u.id}/unpublish`, { as: ANNA })).status).toBe(200);
    const init = await h.call('POST', '/api/app/user/init-onboarding', { as: ANNA });
    expect(init.json).toEqual({ onboardingStatus: 'in_progress', requiredSections: ['identity-details', 'identity-documents'], completedSections: [] });
    await h.call('POST', `${O}/saveIndividualDetails`, { as: ANNA, body: { ...individual, firstName: 'Anna' } });
    expect((await upload(ANNA, [{ bytes: pdf(), kind: 'id-card' }])).status).toBe(201);
    // Every section done, but nothing published yet: still in progress.
    expect((await h.call('GET', `${O}/getConfiguration`, { as: ANNA })).json).toMatchObject({ onboardingStatus: 'in_progress', completedSections: ['identity-details', 'identity-documents'] });
    expect((await h.call('PATCH', `/api/app/property-unit/${live[0].id}/publish`, { as: ANNA })).status).toBe(200);
    expect((await h.call('GET', '/api/app/user/info', { as: ANNA })).json.onboardingStatus).toBe('finished');
    const [audit] = await h.database.db.select().from(auditLog).where(and(eq(auditLog.hostId, anna.id), eq(auditLog.action, 'user.onboarding.finish')));
    expect(audit).toBeDefined();
  });

  it('a commission company with a published unit finishes on its last section, not before', async () => {
    await setHost(ALPINE, { onboardingStatus: 'in_progress' });
    const state = await h.call('POST', '/api/app/user/init-onboarding', { as: ALPINE });
    // Alpine is B2B and initiated KYC above: every section applies.
    expect(state.json.requiredSections).toEqual(['identity-details', 'owners', 'identity-documents', 'bank-account', 'payout-documents']);
    expect(state.json.completedSections).toEqual(['identity-details', 'owners']);
    await upload(ALPINE, [{ bytes: pdf(), kind: 'company-registration' }, { bytes: pdf(), kind: 'bank-statement' }]);
    expect((await h.call('GET', '/api/app/user/info', { as: ALPINE })).json.onboardingStatus).toBe('in_progress');
    await h.call('POST', `${O}/saveBankAccounts`, { as: ALPINE, body: { accounts: [{ holderName: 'Alpine Stays GmbH', iban: 'AT61 1904 3002 3457 3201' }] } });
    expect((await h.call('GET', '/api/app/user/info', { as: ALPINE })).json.onboardingStatus).toBe('finished');
  });
});
