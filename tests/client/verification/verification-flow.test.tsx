// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { commissionHost, userInfo } from '../../shared/user-info-fixture';
import { badRequest, stubApi } from '../unit-steps/support';
import { renderApp } from '../support/render-app';
import type { UserInfo } from '../../../src/shared/schemas/user-info';
import type { PublicSettings } from '../../../src/shared/schemas/app-settings';

// The real routes and pages of /verification/*, driven by the real verification machine; fetch
// (the network boundary) answers the user, onboarding and KYC calls.


afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const O = '/api/app/user/onboarding';
const doc = (id: string, kind: string) => ({ id, kind, subject: 'host', fileName: `${id}.pdf`, mimeType: 'application/pdf', byteSize: 2048, createdAt: '2026-11-01T10:00:00.000Z' });
const configuration = (completedSections: string[] = [], documents: unknown[] = []) => ({
  onboardingStatus: 'in_progress',
  requiredSections: [],
  completedSections,
  documentKinds: ['id-card', 'passport', 'driving-licence', 'company-registration', 'bank-statement'],
  acceptedMimeTypes: ['application/pdf', 'image/jpeg', 'image/png'],
  maxFileBytes: 10 * 1024 * 1024,
  maxFilesPerUpload: 4,
  noTaxIdCountries: [],
  noVatCountries: [],
  profileType: 'Individual',
  documents,
});
const STARTED = { 'POST /api/app/user/kyc/set-start-at': { body: { startedAt: '2026-11-26T09:00:00.000Z' } } };

async function open(path: string, user: UserInfo, routes: Parameters<typeof stubApi>[0] = {}, publicSettings: Partial<PublicSettings> = {}) {
  const api = stubApi({
    'GET /api/app/user/info': { body: user },
    [`GET ${O}/getConfiguration`]: { body: configuration() },
    [`GET ${O}/getIndividualDetails`]: { body: { details: null } },
    [`GET ${O}/getBusinessDetails`]: { body: { company: null, owners: [], shareholders: [], signatories: [] } },
    [`GET ${O}/getBankAccounts`]: { body: { accounts: [] } },
    ...STARTED,
    ...routes,
  });
  const app = await renderApp({ user, path, publicSettings });
  // As in the app (providers.tsx): the forms read their data afresh when they mount.
  app.queryClient.setDefaultOptions({ queries: { retry: false, staleTime: 0 } });
  return { ...app, api };
}

const stepList = async () => {
  const nav = await screen.findByRole('navigation', { name: 'Verification steps' });
  return { position: within(nav).getByTestId('verification-position').textContent, steps: within(nav).getAllByRole('listitem').map((li) => li.textContent) };
};

describe('/verification/{step}: the steps a host sees (AS §2.2, AS §6)', () => {
  it('a commission individual: four steps, starting KYC on entry', async () => {
    const app = await open('/verification/identity', commissionHost({ kycInitiated: true }));
    expect(await stepList()).toEqual({ position: 'Step 1 of 4', steps: ['Your personal details', 'Your ID document', 'Payout account', 'Bank statement'] });
    expect(await screen.findByRole('heading', { level: 2, name: 'Your personal details' })).toBeTruthy();
    expect(app.api.writes().filter((w) => w.path.startsWith('/api/app/user/')).map((w) => w.path)).toEqual(['/api/app/user/kyc/set-start-at']);
    expect(app.missing).toEqual([]);
  });

  it('a subscription host: identity only, no payout', async () => {
    await open('/verification/identity', userInfo({ kycInitiated: true }));
    expect(await stepList()).toEqual({ position: 'Step 1 of 2', steps: ['Your personal details', 'Your ID document'] });
  });

  it('a commission company: company, owners and payout; payout switched off leaves four', async () => {
    const company = commissionHost({ type: 'company', companyName: 'Alpine Stays GmbH', kycInitiated: true });
    await open('/verification/identity/info', company);
    expect((await stepList()).steps).toEqual(['Your company\'s details', 'Company registration', 'Owners', 'Owners\' ID documents', 'Payout account', 'Bank statement']);
    cleanup();
    await open('/verification/identity/info', company, {}, { payoutEnabled: false });
    expect(await stepList()).toEqual({ position: 'Step 1 of 4', steps: ['Your company\'s details', 'Company registration', 'Owners', 'Owners\' ID documents'] });
  });

  it('/verification alone (the success page\'s way back) opens the first step', async () => {
    const app = await open('/verification', userInfo({ kycInitiated: true }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Your personal details' })).toBeTruthy();
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/verification/identity'));
  });

  it('the address catching up with the step leaves the host typing in its field', async () => {
    // The page puts its step in the address by itself (/verification becomes /verification/identity),
    // and the router commits that in a transition, which may land after the host has begun typing.
    // The shell moves focus to the page after a navigation only when focus is outside it.
    const app = await open('/verification', userInfo({ kycInitiated: true }));
    const firstName = (await screen.findByRole('textbox', { name: /^First name/ })) as HTMLInputElement;
    const main = document.getElementById('main')!;
    // From outside the page (a header link), a new address takes focus to the page.
    within(screen.getByRole('navigation', { name: 'Main navigation' })).getByRole('link', { name: 'Overview' }).focus();
    await act(() => app.router.navigate('/verification', { replace: true }));
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/verification/identity'));
    await waitFor(() => expect(document.activeElement).toBe(main));
    // In the step's field, the same address moves leave the host typing there.
    const user = userEvent.setup();
    await user.click(firstName);
    await user.keyboard('An');
    await act(() => app.router.navigate('/verification', { replace: true }));
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/verification/identity'));
    await user.keyboard('na');
    expect(document.activeElement).toBe(firstName);
    expect(firstName.value).toBe('Anna');
  });

  it('an unknown step in the address opens the first step and corrects the address', async () => {
    const app = await open('/verification/owner/info', commissionHost({ kycInitiated: true }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Your personal details' })).toBeTruthy();
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/verification/identity'));
  });
});

describe('saving a step', () => {
  const done = configuration(['identity-details', 'identity-documents'], [doc('p1', 'passport')]);

  it('a 400 keeps the step and names the refused field', async () => {
    const app = await open('/verification/payout-info', commissionHost({ kycInitiated: true }), {
      [`GET ${O}/getConfiguration`]: { body: done },
      [`POST ${O}/saveBankAccounts`]: badRequest([{ name: 'accounts[0].iban', reason: 'this bank does not take payouts' }]),
    });
    expect(await stepList()).toMatchObject({ position: 'Step 3 of 4' });
    await userEvent.type(await screen.findByLabelText(/Account holder/, {}), 'Anna Berger');
    await userEvent.type(screen.getByLabelText(/^IBAN/), 'DE89370400440532013000');
    await userEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/could not be saved/);
    const iban = screen.getByLabelText(/^IBAN/);
    expect(iban.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(iban.getAttribute('aria-describedby')!.split(' ')[0])?.textContent ?? screen.getByText('This value is not valid.').textContent).toMatch(/not valid/);
    expect(app.router.state.location.pathname).toBe('/verification/payout-info');
  });

  it('a saved step goes on to the next, and the address follows; Back returns', async () => {
    let saved = false;
    const app = await open('/verification/payout-info', commissionHost({ kycInitiated: true }), {
      [`GET ${O}/getConfiguration`]: () => ({ body: saved ? configuration(['identity-details', 'identity-documents', 'bank-account'], [doc('p1', 'passport')]) : done }),
      [`POST ${O}/saveBankAccounts`]: () => {
        saved = true;
        return { body: { accounts: [{ id: 'b1', holderName: 'Anna Berger', iban: 'DE89370400440532013000', bic: null, countryCode: 'DE', isDefault: true }] } };
      },
    });
    await userEvent.type(await screen.findByLabelText(/Account holder/, {}), 'Anna Berger');
    await userEvent.type(screen.getByLabelText(/^IBAN/), 'DE89370400440532013000');
    await userEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Bank statement' })).toBeTruthy();
    expect(app.router.state.location.pathname).toBe('/verification/payout-upload');
    expect((await stepList()).position).toBe('Step 4 of 4');
    expect(app.api.writes().find((w) => w.path.endsWith('saveBankAccounts'))?.body).toEqual({ accounts: [{ holderName: 'Anna Berger', iban: 'DE89370400440532013000' }] });
    await userEvent.click(within(screen.getByRole('form', { name: 'Bank statement' })).getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Payout account' })).toBeTruthy();
    expect(app.router.state.location.pathname).toBe('/verification/payout-info');
    // Unchanged and complete: Continue passes it without saving again.
    await userEvent.click(await screen.findByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Bank statement' })).toBeTruthy();
    expect(app.api.writes().filter((w) => w.path.endsWith('saveBankAccounts'))).toHaveLength(1);
    // The browser's Back: the machine follows the address.
    await act(() => app.router.navigate(-1));
    expect(await screen.findByRole('heading', { level: 2, name: 'Payout account' })).toBeTruthy();
    expect(app.router.state.location.pathname).toBe('/verification/payout-info');
  });

  it('the last step, complete, ends on the success page', async () => {
    const all = configuration(['identity-details', 'identity-documents', 'bank-account', 'payout-documents'], [doc('p1', 'passport'), doc('s1', 'bank-statement')]);
    const app = await open('/verification/payout-upload', commissionHost({ kycInitiated: true }), {
      [`GET ${O}/getConfiguration`]: { body: all },
      'GET /api/app/user/kyc/status': { body: { status: 'VERIFICATION_IN_PROGRESS', tier: 'in_progress', check: 'pending' } },
    });
    expect(await screen.findByText('s1.pdf', {})).toBeTruthy();
    await userEvent.click(await screen.findByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Thank you, your documents are with us' })).toBeTruthy();
    expect(app.router.state.location.pathname).toBe('/verification/success');
  });
});

describe('/verification/success: the status', () => {
  const status = (body: unknown) => ({ 'GET /api/app/user/kyc/status': { body } });

  it('in progress: we will check the documents; a way home', async () => {
    await open('/verification/success', commissionHost(), status({ status: 'VERIFICATION_IN_PROGRESS', tier: 'in_progress', check: 'pending' }));
    expect(await screen.findByText(/We will check your documents/, {})).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to home' }).getAttribute('href')).toBe('/');
  });

  it('completed', async () => {
    await open('/verification/success', commissionHost(), status({ status: 'VERIFICATION_COMPLETED', tier: 'completed', check: 'passed' }));
    expect(await screen.findByRole('heading', { name: 'You are verified' })).toBeTruthy();
  });

  it('failed, with the reason when the answer carries one', async () => {
    await open('/verification/success', commissionHost(), status({ status: 'VERIFICATION_FAILED', tier: 'failed', check: 'failed', reason: 'The passport has expired.' }));
    expect(await screen.findByRole('heading', { name: 'Your verification was not successful' })).toBeTruthy();
    expect(screen.getByText('Reason: The passport has expired.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Verify again' }).getAttribute('href')).toBe('/verification');
    cleanup();
    await open('/verification/success', commissionHost(), status({ status: 'VERIFICATION_FAILED', tier: 'failed', check: 'failed' }));
    expect(await screen.findByRole('heading', { name: 'Your verification was not successful' })).toBeTruthy();
    expect(screen.queryByText(/^Reason:/)).toBeNull();
  });

  it('steps still open: a way back into the flow', async () => {
    await open('/verification/success', commissionHost(), status({ status: 'VERIFICATION_COLLECTING_DATA', tier: 'collecting_data', check: 'awaiting_data' }));
    expect(await screen.findByRole('link', { name: 'Continue verification' })).toBeTruthy();
  });
});
