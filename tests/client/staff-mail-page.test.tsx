// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { setupUser } from '../support/user-event';
import { userInfo } from '../shared/user-info-fixture';
import { renderApp } from './support/render-app';
import { fakeUserApi } from './support/fake-user-api';

fakeUserApi();

// The staff mailbox (/staff/mail) with the real HTTP client; only fetch (the network) is faked.
// The mails are what the server's staff mailbox API answers (tests/server/mail.test.ts).

const summary = {
  id: '0190f1a2-0000-7000-8000-0000000000m1',
  recipient: 'alpine@demo.host-portal.test',
  language: 'de-DE',
  kind: 'booking-request.created',
  subject: 'Neue Buchungsanfrage: Family apartment Patscherkofel, 17.02.2027 – 20.02.2027',
  status: 'sent',
  transport: 'mailbox',
  attempts: 0,
  lastError: null,
  createdAt: '2026-11-29T18:00:00.000Z',
  sentAt: '2026-11-29T18:00:05.000Z',
};
const bounced = { ...summary, id: '0190f1a2-0000-7000-8000-0000000000m2', recipient: 'gone@host.example', subject: 'Second mail', status: 'failed', transport: null, attempts: 0, lastError: 'skipped:recipient-unsubscribed', sentAt: null };
const detail = {
  ...summary,
  html: '<!doctype html><html><body><h1>Ein Gast möchte buchen</h1><script>parent.hacked = true</script></body></html>',
  text: 'Hallo Lukas,\n\nAnfrage öffnen: http://localhost:8080/booking-request-details/HP-Y64R8V',
  headers: { 'List-Unsubscribe': '<http://localhost:8080/api/public/mail/unsubscribe/x>', 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
};

let requests: string[];
function answer() {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: Request) => {
      const url = new URL(input.url);
      if (url.pathname.startsWith('/api/app/staff/mail')) requests.push(`${url.pathname}${url.search}`);
      if (url.pathname === '/api/app/staff/mail') return Response.json({ items: [summary, bounced], pagination: { current: 1, next: null, pages: 1, total: 2 } });
      if (url.pathname === `/api/app/staff/mail/${summary.id}`) return Response.json(detail);
      if (url.pathname === `/api/app/staff/mail/${bounced.id}`) return Response.json({ ...bounced, html: '<p>x</p>', text: 'x', headers: {} });
      if (url.pathname.startsWith('/api/app/messaging/')) return Response.json({ token: 't', expiresIn: 60 });
      return Response.json({ items: [] });
    }),
  );
}

beforeEach(() => {
  requests = [];
  sessionStorage.clear();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('/staff/mail', () => {
  it('lists the mails and opens one with its text and its HTML in a sandboxed frame', async () => {
    answer();
    const user = setupUser();
    const { router, missing } = await renderApp({ user: userInfo({ isStaff: true, email: 'staff@example.com' }), path: '/staff/mail' });
    const list = await screen.findByRole('list', { name: 'E-mails, newest first' });
    const items = within(list).getAllByRole('link');
    expect(items.map((a) => a.textContent)).toEqual([expect.stringContaining(summary.subject), expect.stringContaining('Second mail')]);
    expect(items[0]!.textContent).toContain('Sent (kept in the mailbox)');
    expect(items[1]!.textContent).toContain('Failed');

    // A mail never offered to the server says why, in the interface's language.
    await user.click(items[1]!);
    expect(await screen.findByText('Last error: Not sent: the recipient stopped this kind of mail.')).toBeTruthy();
    await user.click(screen.getByRole('link', { name: 'Close the e-mail' }));
    expect(screen.getByText('Choose an e-mail to read it.')).toBeTruthy();
    expect(requests[0]).toBe('/api/app/staff/mail?page=1&limit=20');

    // Keyboard: tab to the first mail and open it with Enter.
    items[0]!.focus();
    await user.keyboard('{Enter}');
    const heading = await screen.findByRole('heading', { level: 2, name: summary.subject });
    expect(router.state.location.search).toBe(`?mail=${summary.id}`);
    expect(document.activeElement).toBe(heading);
    expect(items[0]!.getAttribute('aria-current')).toBe('true');
    expect(screen.getByText(/Anfrage öffnen: http:\/\/localhost:8080\/booking-request-details\/HP-Y64R8V/)).toBeTruthy();
    expect(screen.getByText(/List-Unsubscribe-Post: List-Unsubscribe=One-Click/)).toBeTruthy();
    const frame = screen.getByTitle('The HTML of the e-mail (no scripts, links do not open)') as HTMLIFrameElement;
    expect(frame.tagName).toBe('IFRAME');
    expect(frame.getAttribute('sandbox')).toBe('');
    expect(frame.getAttribute('srcdoc')).toBe(detail.html);
    expect((window as unknown as { hacked?: boolean }).hacked).toBeUndefined();

    await user.click(screen.getByRole('link', { name: 'Close the e-mail' }));
    expect(await screen.findByText('Choose an e-mail to read it.')).toBeTruthy();
    expect(missing).toEqual([]);
  });

  it('is linked from the staff desk', async () => {
    answer();
    const user = setupUser();
    const { router } = await renderApp({ user: userInfo({ isStaff: true }), path: '/staff' });
    await user.click(await screen.findByRole('link', { name: 'Mailbox' }));
    expect(router.state.location.pathname).toBe('/staff/mail');
    expect(await screen.findByRole('list', { name: 'E-mails, newest first' })).toBeTruthy();
  });

  it('is not open to hosts', async () => {
    answer();
    const { router } = await renderApp({ user: userInfo(), path: '/staff/mail' });
    await screen.findByRole('heading', { level: 1, name: 'Hello, Anna!' });
    expect(router.state.location.pathname).toBe('/');
    expect(requests).toEqual([]);
  });
});
