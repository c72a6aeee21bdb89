// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { setupUser } from '../../support/user-event';
import { userInfo } from '../../shared/user-info-fixture';
import { renderApp } from '../support/render-app';
import { fakeUserApi } from '../support/fake-user-api';

fakeUserApi();

// /staff's review sections with the real HTTP client and page; only fetch (the network) is faked.

const HOST = '0190f1a2-0000-7000-8000-0000000000c1';
const DOC = '0190f1a2-0000-7000-8000-0000000000d1';
const UNIT = '0190f1a2-0000-7000-8000-0000000000e1';
const verification = {
  hostId: HOST,
  name: 'Lago Rentals Srl',
  email: 'lago@example.com',
  type: 'company',
  submittedAt: '2026-11-20T10:30:00.000Z',
  documents: [{ id: DOC, kind: 'company-registration', subject: 'host', fileName: 'visura.pdf', byteSize: 2048 }],
};
const listing = { unitId: UNIT, propertyId: 'p1', hostId: HOST, hostName: 'Lago Rentals Srl', hostEmail: 'lago@example.com', propertyTitle: 'Lakeside apartment', unitTitle: null, since: '2026-11-24T15:00:00.000Z' };

type Handler = (req: Request, body: unknown) => Response | undefined;
let calls: { method: string; path: string; body: unknown }[];
let override: Handler | null;

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': status >= 400 ? 'application/problem+json' : 'application/json' } });

beforeEach(() => {
  calls = [];
  override = null;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (req: Request) => {
      const path = new URL(req.url).pathname;
      const body = req.method === 'POST' ? await req.clone().text().then((t) => (t ? JSON.parse(t) : undefined)) : undefined;
      if (path.startsWith('/api/app/staff/')) calls.push({ method: req.method, path, body });
      const custom = override?.(req, body);
      if (custom) return custom;
      if (path === '/api/app/staff/hosts') return json(200, { items: [] });
      if (path === '/api/app/staff/verifications') return json(200, { items: [verification] });
      if (path === '/api/app/staff/listings') return json(200, { items: [listing] });
      if (path === `/api/app/staff/verifications/${HOST}/approve`) return json(200, { hostId: HOST, kycStatus: 'verified', reason: null, reviewedAt: '2026-11-26T12:00:00.000Z' });
      if (path === `/api/app/staff/listings/${UNIT}/reject`) return json(200, { unitId: UNIT, state: 'REJECTED_BY_STAFF', reason: (body as { reason: string }).reason, reviewedAt: '2026-11-26T12:00:00.000Z' });
      if (path === `/api/app/staff/verifications/${HOST}/documents/${DOC}`) return new Response(new Blob(['%PDF-1.4'], { type: 'application/pdf' }), { status: 200, headers: { 'content-type': 'application/pdf' } });
      return json(404, { type: 'urn:host-portal:problem:not-found', title: 'Not found', status: 404 });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The page is a lazy chunk: under a loaded machine its first load may take a while. */
async function staff() {
  const view = await renderApp({ user: userInfo({ isStaff: true, email: 'staff@example.com' }), path: '/staff' });
  await screen.findByRole('heading', { level: 1, name: 'Staff desk' }, { timeout: 10_000 });
  return view;
}
const section = (name: string) => screen.getByRole('region', { name });

describe('/staff reviews', () => {
  it('approves a verification: the item leaves the list, the empty state shows', async () => {
    const user = setupUser();
    const { missing } = await staff();
    await screen.findByRole('heading', { level: 3, name: 'Lago Rentals Srl' });
    const verifications = section('Verifications');
    expect(within(verifications).getByText(/Company registration/)).toBeTruthy();
    await user.click(within(verifications).getByRole('button', { name: 'Approve the verification of Lago Rentals Srl' }));
    expect(await within(verifications).findByText('No verification is waiting for review.')).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST' && c.path === `/api/app/staff/verifications/${HOST}/approve`)).toBe(true);
    expect(missing).toEqual([]);
  });

  it('rejects a listing only with a reason: too short is named, then the reason is sent and the item leaves', async () => {
    const user = setupUser();
    await staff();
    const listings = await waitFor(() => section('Listings under review'));
    await user.click(await within(listings).findByRole('button', { name: 'Reject Lakeside apartment' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject Lakeside apartment' });
    const reason = within(dialog).getByRole('textbox', { name: /Reason/ });
    await user.type(reason, 'bad');
    await user.click(within(dialog).getByRole('button', { name: 'Reject with this reason' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('Enter a reason of at least 5 characters.');
    expect(reason.getAttribute('aria-invalid')).toBe('true');
    expect(calls.filter((c) => c.path.endsWith('/reject'))).toEqual([]);

    await user.type(reason, ' photos: they show another house');
    await user.click(within(dialog).getByRole('button', { name: 'Reject with this reason' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.find((c) => c.path === `/api/app/staff/listings/${UNIT}/reject`)?.body).toEqual({ reason: 'bad photos: they show another house' });
    expect(await within(listings).findByText('No listing is waiting for review.')).toBeTruthy();
  });

  it('a reason the server refuses (400 naming reason) is said in the dialog, and the item stays', async () => {
    override = (req) =>
      new URL(req.url).pathname.endsWith('/reject')
        ? json(400, { type: 'urn:host-portal:problem:validation', title: 'Invalid request', status: 400, invalidParams: [{ name: 'reason', reason: 'must be at least 5 characters' }] })
        : undefined;
    const user = setupUser();
    await staff();
    const verifications = await waitFor(() => section('Verifications'));
    await user.click(await within(verifications).findByRole('button', { name: 'Reject the verification of Lago Rentals Srl' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Unreadable scan');
    await user.click(within(dialog).getByRole('button', { name: 'Reject with this reason' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('The reason was refused: it must have 5 to 500 characters.');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(within(verifications).getByRole('heading', { level: 3, name: 'Lago Rentals Srl' })).toBeTruthy();
  });

  it('a decision someone else made first (409) reloads the list', async () => {
    let decided = false;
    override = (req) => {
      const path = new URL(req.url).pathname;
      if (path.endsWith('/approve')) {
        decided = true;
        return json(409, { type: 'urn:host-portal:problem:conflict', title: 'Conflict', status: 409, detail: 'Only a submitted verification can be reviewed.' });
      }
      if (path === '/api/app/staff/verifications' && decided) return json(200, { items: [] });
      return undefined;
    };
    const user = setupUser();
    await staff();
    const verifications = await waitFor(() => section('Verifications'));
    await user.click(await within(verifications).findByRole('button', { name: 'Approve the verification of Lago Rentals Srl' }));
    expect(await screen.findByText('Someone else has already decided on this; the list has been updated.')).toBeTruthy();
    expect(await within(verifications).findByText('No verification is waiting for review.')).toBeTruthy();
  });

  it('a failed approval is said on its item, which stays', async () => {
    override = (req) => (new URL(req.url).pathname.endsWith('/approve') ? json(503, { type: 'urn:host-portal:problem:internal', title: 'Unavailable', status: 503 }) : undefined);
    const user = setupUser();
    await staff();
    const listings = await waitFor(() => section('Listings under review'));
    await user.click(await within(listings).findByRole('button', { name: 'Approve and publish Lakeside apartment' }));
    expect((await within(listings).findByRole('alert')).textContent).toBe('The approval could not be saved. Try again.');
    expect(within(listings).getByRole('heading', { level: 3, name: 'Lakeside apartment' })).toBeTruthy();
    expect(within(listings).getByRole('button', { name: 'Approve and publish Lakeside apartment' }).hasAttribute('disabled')).toBe(false);
  });

  it('opens a document through an authenticated fetch into a new tab', async () => {
    const tab = { opener: {} as unknown, location: { href: '' }, close: vi.fn() };
    const open = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    const createObjectURL = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:doc-1');
    const user = setupUser();
    await staff();
    await user.click(await screen.findByRole('button', { name: /Company registration.*visura\.pdf/ }));
    await waitFor(() => expect(tab.location.href).toBe('blob:doc-1'));
    expect(open).toHaveBeenCalledWith('', '_blank');
    expect(tab.opener).toBeNull();
    const docCall = calls.find((c) => c.path.includes('/documents/'));
    expect(docCall?.path).toBe(`/api/app/staff/verifications/${HOST}/documents/${DOC}`);
    expect(createObjectURL.mock.calls[0][0]).toBeInstanceOf(Blob);
    open.mockRestore();
    createObjectURL.mockRestore();
  });
});
