// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fetchUserInfo } from '../../src/client/api/user';
import { HOST_MAIL_KINDS, SECURITY_MAIL_KINDS } from '../../src/shared/domain/mail/outbox';
import type { MailPreferences } from '../../src/shared/schemas/mail-preferences';
import { userInfo } from '../shared/user-info-fixture';
import { renderApp } from './support/render-app';
import { json, stubFetch, type Route } from './account-tabs/money-fetch';
import { fakeUserApi } from './support/fake-user-api';
import { scaledMs } from '../support/time-scale';

// /account/notifications through the real routes and page: one switch per host kind of mail, saved
// on change (PUT /api/app/user/mail-preferences) and put back when the server refuses; the security
// mails always on; the warning of a bounced address; loading and a failed load.

fakeUserApi();

const PATH = '/api/app/user/mail-preferences';
const preferences = (over: Partial<MailPreferences> = {}): MailPreferences => ({
  kinds: HOST_MAIL_KINDS.map((kind) => ({ kind, enabled: kind !== 'review.received' })),
  security: [...SECURITY_MAIL_KINDS],
  bounced: false,
  ...over,
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** A fake API whose saves wait until answer() is called, then store the change. */
function heldSaves() {
  let release: () => void = () => undefined;
  const route: Route = ({ method, url, body }) => {
    if (url.pathname !== PATH) return undefined;
    if (method === 'GET') return json(preferences());
    const change = body as { kind: string; enabled: boolean };
    return new Promise<void>((resolve) => {
      release = resolve;
    }).then(() => json(preferences({ kinds: preferences().kinds.map((k) => (k.kind === change.kind ? change : k)) as MailPreferences['kinds'] }))) as unknown as Response;
  };
  return { route, answer: () => release() };
}

async function open(route: Route) {
  const calls = stubFetch(route);
  const user = userInfo();
  vi.mocked(fetchUserInfo).mockResolvedValue(user);
  const app = await renderApp({ user, path: '/account/notifications', publicSettings: { earningDetailsEnabled: false } });
  return { app, calls };
}

describe('/account/notifications', () => {
  it('is a tab of the account with its own address', async () => {
    const { app } = await open(({ url }) => (url.pathname === PATH ? json(preferences()) : undefined));
    const tab = await screen.findByTestId('account-tab-notifications', {});
    expect(tab.getAttribute('aria-current')).toBe('page');
    expect(tab.getAttribute('href')).toBe('/account/notifications');
    expect(await screen.findByRole('heading', { level: 1, name: 'Notifications' })).toBeTruthy();
    expect(app.router.state.location.pathname).toBe('/account/notifications');
  });

  it('lists every host kind with a labelled switch, and the security mails as always on with the reason', async () => {
    const { app } = await open(({ url }) => (url.pathname === PATH ? json(preferences()) : undefined));
    const bookings = await screen.findByRole('switch', { name: 'New instant bookings' });
    expect((bookings as HTMLInputElement).checked).toBe(true);
    expect((bookings as HTMLInputElement).disabled).toBe(false);
    expect(bookings.getAttribute('type')).toBe('checkbox');
    expect(document.getElementById(bookings.getAttribute('aria-describedby')!.split(' ')[0]!)!.textContent).toMatch(/books one of your units instantly/);
    expect((screen.getByRole('switch', { name: 'New reviews' }) as HTMLInputElement).checked).toBe(false);
    // One switch per kind a host can stop, and one per security mail.
    expect(screen.getAllByRole('switch')).toHaveLength(HOST_MAIL_KINDS.length + SECURITY_MAIL_KINDS.length);

    const reset = screen.getByRole('switch', { name: 'Password reset' }) as HTMLInputElement;
    expect(reset.checked).toBe(true);
    expect(reset.disabled).toBe(true);
    expect(screen.getByText(/always sent and cannot be switched off/)).toBeTruthy();
    expect(reset.getAttribute('aria-describedby')).toContain('account-notifications-security-why');
    expect(screen.queryByTestId('notifications-bounced')).toBeNull();
    expect(app.missing).toEqual([]);
  });

  it('saves a switch as soon as it changes (keyboard too), saying saving and then saved', async () => {
    const held = heldSaves();
    const { calls } = await open(held.route);
    const messages = (await screen.findByRole('switch', { name: 'Guest messages' })) as HTMLInputElement;
    messages.focus();
    await userEvent.keyboard(' ');
    expect(messages.checked).toBe(false);
    const row = screen.getByTestId('mail-kind-message.received');
    expect(await within(row).findByText('Saving…')).toBeTruthy();
    await waitFor(() => expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(1));
    expect(calls.find((c) => c.method === 'PUT')).toMatchObject({ path: PATH, body: { kind: 'message.received', enabled: false } });
    held.answer();
    expect(await within(row).findByText('Saved')).toBeTruthy();
    expect(messages.checked).toBe(false);
  });

  it('moves the switch at the click itself, not a moment later, and keeps it while saving', async () => {
    const held = heldSaves();
    await open(held.route);
    const reviews = (await screen.findByRole('switch', { name: 'New reviews' })) as HTMLInputElement;
    expect(reviews.checked).toBe(false);
    // Read straight after the click, before any promise has run.
    fireEvent.click(reviews);
    expect(reviews.checked).toBe(true);
    const row = screen.getByTestId('mail-kind-review.received');
    expect(await within(row).findByText('Saving…')).toBeTruthy();
    expect(reviews.checked).toBe(true);
    held.answer();
    expect(await within(row).findByText('Saved')).toBeTruthy();
    expect(reviews.checked).toBe(true);
  });

  it('puts the switch back and says so when the server refuses', async () => {
    let refuse: () => void = () => undefined;
    const { calls } = await open(({ method, url }) => {
      if (url.pathname !== PATH) return undefined;
      if (method === 'GET') return json(preferences());
      return new Promise<void>((resolve) => {
        refuse = resolve;
      }).then(() => json({ type: 'urn:host-portal:problem:validation', title: 'Invalid request', status: 400, invalidParams: [{ name: 'kind', reason: 'no' }] }, 400)) as unknown as Response;
    });
    const reviews = (await screen.findByRole('switch', { name: 'New reviews' })) as HTMLInputElement;
    await userEvent.click(reviews);
    const row = screen.getByTestId('mail-kind-review.received');
    expect(await within(row).findByText('Saving…')).toBeTruthy();
    expect(reviews.checked).toBe(true);
    await waitFor(() => expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(1));
    refuse();
    expect(await within(row).findByText(/could not be saved/)).toBeTruthy();
    expect(reviews.checked).toBe(false);
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(1);
    // No toast on top of the inline message.
    expect(screen.queryAllByText(/could not be saved/)).toHaveLength(1);
  });

  it('warns when the address bounced', async () => {
    await open(({ url }) => (url.pathname === PATH ? json(preferences({ bounced: true })) : undefined));
    const warning = await screen.findByTestId('notifications-bounced', {});
    expect(warning.getAttribute('role')).toBe('alert');
    expect(warning.textContent).toMatch(/could not be delivered/);
  });

  it('shows a failed load with a retry that loads again', async () => {
    let fail = true;
    await open(({ url }) => {
      if (url.pathname !== PATH) return undefined;
      return fail ? json({ type: 'urn:host-portal:problem:internal', title: 'Internal error', status: 500 }, 500) : json(preferences());
    });
    const failed = await screen.findByTestId('notifications-load-failed', {}, { timeout: 15_000 });
    expect(failed.textContent).toMatch(/could not be loaded/);
    fail = false;
    await userEvent.click(within(failed).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('switch', { name: 'Guest messages' })).toBeTruthy();
  }, scaledMs(30_000));
});
