// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { setupUser } from '../support/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { IntlProvider } from '../../src/client/i18n/intl';
import { createMemoryRouter, Link, RouterProvider } from '../../src/client/router';
import ProfilePage from '../../src/client/features/account/profile-page';
import { buildPatch, toForm, type FormValues } from '../../src/client/features/account/profile-form';
import type { UserInfo } from '../../src/shared/schemas/user-info';
import account from '../../src/shared/i18n/account/en-US.json';
import app from '../../src/shared/i18n/app/en-US.json';
import accountImage from '../../src/shared/i18n/account/image/en-US.json';
import guestProfile from '../../src/shared/i18n/account/guest-profile/en-US.json';

// The page runs under the app's texts plus its own scope (ScopedMessages in the router).
const en = { ...app, ...account, ...accountImage, ...guestProfile }; // the page shows the profile picture block on top

// The real page, the real react-query hooks, the real HTTP client: only fetch (the network
// boundary) is replaced by a fake server.

const baseUser: UserInfo = {
  userId: '0193a3c4-0000-7000-8000-000000000001',
  sessionId: 's1',
  email: 'ada@example.com',
  isImpersonating: false,
  staffEmail: null,
  isStaff: false,
  type: 'individual',
  onboardingStatus: 'finished',
  currency: 'EUR',
  locale: 'en-US',
  firstName: 'Ada',
  lastName: 'Lovelace',
  alias: null,
  companyName: null,
  accountSource: 'portal',
  commercialModel: 'commission',
  status: 'active',
  kycInitiated: false,
  emailVerified: true,
  biddingTag: null,
  isHybrid: false,
  inboxMode: 'Inbox',
  imageUrls: null,
  features: { isSubscriptionEnabled: false, isCoinSubscriptionEnabled: false, isSubscriptionCheckoutEnabled: false, isUserProEnabled: false, isB2B: false },
  hostProfile: {
    hostLanguages: ['en'],
    aboutHost: null,
    sendInquirySms: false,
    showPhoneNumberOnOffer: false,
    secondaryPhone: null,
    secondaryPhoneType: null,
    phoneForGuests: null,
    phoneForSms: null,
    marketingConsent: false,
    phone: null,
  },
  counts: { pendingBookings: 0, unreadMessages: 0, inquiries: 0, unansweredReviews: 0 },
};

type Handler = (req: Request) => Response | Promise<Response>;
const commercialModelView = { commercialModel: 'commission', changeable: false, onboardingStatus: 'finished', biddingTag: null, isHybrid: false, commissionTermsAccepted: true, planServicesConfirmed: false };
let handlers: { method: string; path: string; respond: Handler }[];
let calls: { method: string; path: string; body: string }[];

const json = (body: unknown, status = 200, type = 'application/json') => new Response(JSON.stringify(body), { status, headers: { 'content-type': type } });

function on(method: string, path: string, respond: Handler) {
  handlers.push({ method, path, respond });
}

beforeEach(() => {
  handlers = [];
  calls = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: Request) => {
      const url = new URL(input.url);
      const body = input.method === 'GET' ? '' : await input.clone().text();
      // How guests reach the host has its own section and test (working-model-section.test.tsx).
      if (url.pathname === '/api/app/commercial-model') return json(commercialModelView);
      calls.push({ method: input.method, path: url.pathname, body });
      // Handlers are consumed in order, so a test can script "first fails, then works".
      const i = handlers.findIndex((h) => h.method === input.method && h.path === url.pathname);
      if (i === -1) return json({ type: 'urn:host-portal:problem:not-found', title: 'Not found', status: 404 }, 404, 'application/problem+json');
      const [h] = handlers.splice(i, 1);
      return h.respond(input);
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <IntlProvider locale="en-US" messages={en} onError={(e) => { throw e; }}>
        <ProfilePage />
      </IntlProvider>
    </QueryClientProvider>,
  );
}

describe('profile page', () => {
  it('shows a loading state, then the profile in a labelled form', async () => {
    on('GET', '/api/app/user/info', () => json(baseUser));
    renderPage();
    expect(screen.getByRole('status', { busy: true })).toHaveProperty('textContent', en['profile.loading']);
    expect(await screen.findByLabelText(en['profile.field.firstName'])).toHaveProperty('value', 'Ada');
    expect(screen.getByLabelText(en['profile.field.lastName'])).toHaveProperty('value', 'Lovelace');
    // Individuals have no company name.
    expect(screen.queryByLabelText(en['profile.field.companyName'])).toBeNull();
    // Nothing changed yet: nothing to save.
    expect(screen.getByRole('button', { name: en['profile.save'] })).toHaveProperty('disabled', true);
  });

  it('sends only the changed fields, shows the saving state, then confirms', async () => {
    const user = setupUser();
    on('GET', '/api/app/user/info', () => json(baseUser));
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    on('PATCH', '/api/app/user/info', async (req) => {
      const patch = (await req.json()) as { firstName: string; hostProfile: { phone: string; sendInquirySms: boolean } };
      await gate;
      return json({ ...baseUser, firstName: patch.firstName, hostProfile: { ...baseUser.hostProfile, ...patch.hostProfile } });
    });
    on('GET', '/api/app/user/info', () => json({ ...baseUser, firstName: 'Adele', hostProfile: { ...baseUser.hostProfile, phone: '+49 30 1234', sendInquirySms: true } }));
    renderPage();

    const firstName = await screen.findByLabelText(en['profile.field.firstName']);
    await user.clear(firstName);
    await user.type(firstName, 'Adele');
    await user.type(screen.getByLabelText(en['profile.field.phone']), '+49 30 1234');
    await user.click(screen.getByLabelText(en['profile.field.sendInquirySms']));
    expect(screen.getByText(en['profile.unsaved'])).toBeTruthy();
    await user.click(screen.getByRole('button', { name: en['profile.save'] }));

    const saving = await screen.findByRole('button', { name: en['profile.saving'] });
    expect(saving).toHaveProperty('disabled', true);
    release();
    expect(await screen.findByText(en['profile.saved'])).toBeTruthy();

    const patch = calls.find((c) => c.method === 'PATCH')!;
    expect(JSON.parse(patch.body)).toEqual({ firstName: 'Adele', hostProfile: { phone: '+49 30 1234', sendInquirySms: true } });
    expect(screen.getByLabelText(en['profile.field.firstName'])).toHaveProperty('value', 'Adele');
    expect(screen.getByRole('button', { name: en['profile.save'] })).toHaveProperty('disabled', true);
  });

  it('shows the field error of a 400 problem+json next to the field and focuses it', async () => {
    const user = setupUser();
    on('GET', '/api/app/user/info', () => json(baseUser));
    on('PATCH', '/api/app/user/info', () =>
      json(
        {
          type: 'urn:host-portal:problem:validation',
          title: 'Invalid request',
          status: 400,
          detail: 'The request has invalid fields.',
          invalidParams: [{ name: 'hostProfile.phoneForGuests', reason: 'is not a reachable number' }],
        },
        400,
        'application/problem+json',
      ),
    );
    renderPage();
    const field = await screen.findByLabelText(en['profile.field.phoneForGuests']);
    await user.type(field, '+49 1');
    await user.click(screen.getByRole('button', { name: en['profile.save'] }));

    expect(await screen.findByText('is not a reachable number')).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    const describedBy = field.getAttribute('aria-describedby')!.split(' ');
    expect(describedBy.map((id) => document.getElementById(id)?.textContent).join(' ')).toContain('is not a reachable number');
    expect(document.activeElement).toBe(field);
    expect(within(screen.getByRole('alert')).getByText(en['profile.fixFields'])).toBeTruthy();
    // The form keeps what the host typed.
    expect(field).toHaveProperty('value', '+49 1');
  });

  it('checks the schema in the browser before sending anything', async () => {
    const user = setupUser();
    on('GET', '/api/app/user/info', () => json(baseUser));
    renderPage();
    const firstName = await screen.findByLabelText(en['profile.field.firstName']);
    await user.clear(firstName);
    await user.click(screen.getByLabelText(en['profile.field.alias']));
    await user.paste('x'.repeat(81));
    await user.click(screen.getByRole('button', { name: en['profile.save'] }));

    expect(await screen.findByText(en['profile.validation.required'])).toBeTruthy();
    expect(screen.getByText('Use at most 80 characters.')).toBeTruthy();
    expect(document.activeElement).toBe(firstName);
    expect(calls.filter((c) => c.method === 'PATCH')).toHaveLength(0);
  });

  it('shows a translated general error for a conflict, in the alert region', async () => {
    const user = setupUser();
    on('GET', '/api/app/user/info', () => json(baseUser));
    on('PATCH', '/api/app/user/info', () => json({ type: 'urn:host-portal:problem:conflict', title: 'Conflict', status: 409, detail: 'Changed elsewhere.' }, 409, 'application/problem+json'));
    renderPage();
    await user.type(await screen.findByLabelText(en['profile.field.alias']), 'Ada L.');
    await user.click(screen.getByRole('button', { name: en['profile.save'] }));
    expect(await within(screen.getByRole('alert')).findByText(en['errors.problem.conflict'])).toBeTruthy();
  });

  it('offers a retry when the profile cannot be loaded', async () => {
    const user = setupUser();
    on('GET', '/api/app/user/info', () => new Response('<html>bad gateway</html>', { status: 502 }));
    on('GET', '/api/app/user/info', () => new Response('<html>bad gateway</html>', { status: 502 }));
    on('GET', '/api/app/user/info', () => new Response('<html>bad gateway</html>', { status: 502 }));
    on('GET', '/api/app/user/info', () => json(baseUser));
    renderPage();
    const alert = await screen.findByRole('alert', {}, { timeout: 10_000 });
    expect(alert.textContent).toContain(en['profile.loadError']);
    expect(alert.textContent).toContain(en['errors.status.5xx']);
    await user.click(within(alert).getByRole('button', { name: en['profile.retry'] }));
    expect(await screen.findByLabelText(en['profile.field.firstName'])).toHaveProperty('value', 'Ada');
  });

  it('can be used with the keyboard alone', async () => {
    const user = setupUser();
    on('GET', '/api/app/user/info', () => json(baseUser));
    on('PATCH', '/api/app/user/info', async (req) => json({ ...baseUser, ...((await req.json()) as object) }));
    on('GET', '/api/app/user/info', () => json({ ...baseUser, lastName: 'King' }));
    renderPage();
    const firstName = await screen.findByLabelText(en['profile.field.firstName']);
    firstName.focus();
    await user.tab();
    expect(document.activeElement).toBe(screen.getByLabelText(en['profile.field.lastName']));
    await user.clear(document.activeElement!);
    await user.keyboard('King{Enter}');
    expect(await screen.findByText(en['profile.saved'])).toBeTruthy();
    expect(JSON.parse(calls.find((c) => c.method === 'PATCH')!.body)).toEqual({ lastName: 'King' });
  });

  it('asks before leaving for another page with unsaved changes', async () => {
    const user = setupUser();
    on('GET', '/api/app/user/info', () => json(baseUser));
    const router = createMemoryRouter(
      [
        {
          path: '/account/profile',
          element: (
            <>
              <Link to="/home">home</Link>
              <ProfilePage />
            </>
          ),
        },
        { path: '/home', element: <p>home page</p> },
      ],
      { initialEntries: ['/account/profile'] },
    );
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <IntlProvider locale="en-US" messages={en}>
          <RouterProvider router={router} />
        </IntlProvider>
      </QueryClientProvider>,
    );
    await user.type(await screen.findByLabelText(en['profile.field.alias']), 'Ada');
    await user.click(screen.getByRole('link', { name: 'home' }));
    const dialog = await screen.findByRole('dialog', { name: en['profile.leave.title'] });
    await user.click(within(dialog).getByRole('button', { name: en['profile.leave.stay'] }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.state.location.pathname).toBe('/account/profile');
    expect(screen.getByLabelText(en['profile.field.alias'])).toHaveProperty('value', 'Ada');

    await user.click(screen.getByRole('link', { name: 'home' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: en['profile.leave.leave'] }));
    expect(await screen.findByText('home page')).toBeTruthy();
  });
});

describe('buildPatch', () => {
  const initial = toForm(baseUser);
  const rows: [string, Partial<FormValues>, boolean, object][] = [
    ['nothing changed -> empty patch', {}, false, {}],
    ['a name', { firstName: 'Adele' }, false, { firstName: 'Adele' }],
    ['an emptied alias is null, not ""', { alias: '  ' }, false, {}],
    ['a new alias', { alias: 'Ada L.' }, false, { alias: 'Ada L.' }],
    ['company name only for companies', { companyName: 'Ada GmbH' }, false, {}],
    ['company name for a company', { companyName: 'Ada GmbH' }, true, { companyName: 'Ada GmbH' }],
    ['host profile fields are nested', { phone: '+41 44 000', sendInquirySms: true }, false, { hostProfile: { phone: '+41 44 000', sendInquirySms: true } }],
    ['secondary phone type none -> null', { secondaryPhoneType: 'mobile' }, false, { hostProfile: { secondaryPhoneType: 'mobile' } }],
    ['languages as a list', { hostLanguages: ['en', 'it'] }, false, { hostProfile: { hostLanguages: ['en', 'it'] } }],
    ['preferences', { locale: 'de-DE', currency: 'CHF' }, false, { locale: 'de-DE', currency: 'CHF' }],
  ];
  it.each(rows)('%s', (_name, change, isCompany, expected) => {
    expect(buildPatch(initial, { ...initial, ...change }, isCompany)).toEqual(expected);
  });

  it('clearing a stored phone sends null', () => {
    const withPhone = toForm({ ...baseUser, hostProfile: { ...baseUser.hostProfile, phone: '+39 1', secondaryPhoneType: 'landline' } });
    expect(buildPatch(withPhone, { ...withPhone, phone: '', secondaryPhoneType: '' }, false)).toEqual({ hostProfile: { phone: null, secondaryPhoneType: null } });
  });
});
