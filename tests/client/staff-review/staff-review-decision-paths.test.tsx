// @vitest-environment happy-dom
import { afterEach, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { IntlProvider } from '../../../src/client/i18n/intl';
import type { SnapshotFrom } from 'xstate';
import { machines } from '../../../machines/index';
import { reviewReasonProblem, type StaffReviewDecisionEvent, type staffReviewDecisionMachine } from '../../../machines/staff-review-decision/staff-review-decision.machine';
import { ListingReviews } from '../../../src/client/features/staff/listing-reviews';
import { SnackbarProvider } from '../../../src/client/ui/snackbar';
import { scopeTexts } from '../support/step-form';
import { click, replayPaths, typeInto, type Drivers, type HeldServer } from '../support/path-replay';
import { scaledMs } from '../../support/time-scale';

// The staff-review-decision machine's paths replayed against the real listings-under-review
// section of the staff desk (one review queue, one machine): three listings, the two the fixtures
// approve and the one they reject. The decision calls are held at a fake fetch and answered as each
// path says; a decided listing leaves the server's list (so does one someone else decided first,
// 409: the second listing to approve is still there after it).

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

type Snapshot = SnapshotFrom<typeof staffReviewDecisionMachine>;

const APPROVED = '0190f1a2-0000-7000-8000-0000000000c1';
const APPROVED_TOO = '0190f1a2-0000-7000-8000-0000000000c2';
const REJECTED = '0190f1a2-0000-7000-8000-0000000000e1';
const TITLES: Record<string, string> = { [APPROVED]: 'Lakeside apartment', [APPROVED_TOO]: 'Olive grove cottage', [REJECTED]: 'Harbour loft' };
const listing = (unitId: string) => ({
  unitId,
  propertyId: `p-${unitId.slice(-2)}`,
  hostId: '0190f1a2-0000-7000-8000-0000000000a1',
  hostName: 'Lago Rentals Srl',
  hostEmail: 'lago@example.com',
  propertyTitle: TITLES[unitId],
  unitTitle: null,
  since: '2026-11-24T15:00:00.000Z',
});
const en = scopeTexts(['app', 'staff']);

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': status >= 400 ? 'application/problem+json' : 'application/json' } });
const problem = (status: number) =>
  status === 400
    ? json(400, { type: 'urn:host-portal:problem:validation', title: 'Invalid request', status, invalidParams: [{ name: 'reason', reason: 'must be at least 5 characters' }] })
    : json(status, { type: `urn:host-portal:problem:${status === 409 ? 'conflict' : 'internal'}`, title: 'Problem', status });

let listed: string[] = [];
let sent: { path: string; body: unknown }[] = [];

function fakeStaffApi(): HeldServer {
  listed = [APPROVED, APPROVED_TOO, REJECTED];
  sent = [];
  // The n-th decision call waits for the n-th release: the path's n-th outcome of a call.
  let calls = 0;
  let released = 0;
  const waiting: (() => void)[] = [];
  let failNext: number | null = null;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (req: Request) => {
      const path = new URL(req.url).pathname;
      if (req.method === 'GET' && path === '/api/app/staff/listings') return json(200, { items: listed.map(listing) });
      const m = /^\/api\/app\/staff\/listings\/([^/]+)\/(approve|reject)$/.exec(path);
      if (req.method !== 'POST' || !m) return json(404, { type: 'urn:host-portal:problem:not-found', title: 'Not found', status: 404 });
      const text = await req.clone().text();
      sent.push({ path, body: text ? JSON.parse(text) : undefined });
      const n = calls++;
      while (released <= n) await new Promise<void>((wake) => waiting.push(wake));
      const status = failNext;
      failNext = null;
      // Decided here, or by someone else first (409): either way it leaves the list.
      if (status === null || status === 409) listed = listed.filter((id) => id !== m[1]);
      if (status !== null) return problem(status);
      return m[2] === 'approve'
        ? json(200, { unitId: m[1], state: 'PUBLISHED', reason: null, reviewedAt: '2026-11-26T12:00:00.000Z' })
        : json(200, { unitId: m[1], state: 'REJECTED_BY_STAFF', reason: (JSON.parse(text) as { reason: string }).reason, reviewedAt: '2026-11-26T12:00:00.000Z' });
    }),
  );
  return {
    holdWrites: () => {
      let done = false;
      return () => {
        if (!done) {
          released += 1;
          waiting.splice(0).forEach((wake) => wake());
        }
        done = true;
      };
    },
    failNextWrite: (status) => void (failNext = status),
  };
}

const section = () => screen.getByRole('region', { name: 'Listings under review' });
const sectionButton = (name: string) => within(section()).queryByRole('button', { name }) as HTMLButtonElement | null;
const dialog = () => screen.queryByRole('dialog');
const inDialog = (name: string) => (dialog() ? (within(dialog()!).queryByRole('button', { name }) as HTMLButtonElement | null) : null);
const reasonBox = () => (dialog() ? (within(dialog()!).queryByRole('textbox', { name: /Reason/ }) as HTMLTextAreaElement | null) : null);
const cardError = (id: string) => {
  const heading = within(section()).queryByRole('heading', { level: 3, name: TITLES[id] });
  return heading?.closest('li')?.querySelector('[role="alert"]')?.textContent ?? null;
};

const drivers: Drivers<StaffReviewDecisionEvent> = {
  'approve.start': (e, ui) => click(ui, sectionButton(`Approve and publish ${TITLES[e.itemId]}`)),
  'reject.start': (e, ui) => click(ui, sectionButton(`Reject ${TITLES[e.itemId]}`)),
  'reason.change': (e, ui) => typeInto(ui, reasonBox(), e.reason),
  'reject.submit': (_e, ui) => click(ui, inDialog('Reject with this reason')),
  'reject.cancel': (_e, ui) => click(ui, inDialog('Cancel')),
};

/** The listings the server still lists are the cards; none busy; the dialog closed. */
function listShown() {
  expect(within(section()).queryAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(listed.map((id) => TITLES[id]));
  for (const id of listed) {
    expect(sectionButton(`Approve and publish ${TITLES[id]}`)!.disabled).toBe(false);
    expect(sectionButton(`Approve and publish ${TITLES[id]}`)!.getAttribute('aria-busy')).toBeNull();
  }
  expect(dialog()).toBeNull();
}

const REASON_TEXT: Record<string, string> = {
  tooShort: 'Enter a reason of at least 5 characters.',
  tooLong: 'The reason may have at most 500 characters.',
  invalid: 'The reason was refused: it must have 5 to 500 characters.',
  failed: 'The decision could not be saved. Try again.',
};

/** The dialog for the listing being rejected, holding the machine's reason and what it says about it. */
function dialogShown(s: Snapshot, busy: boolean) {
  expect(dialog()!.getAttribute('aria-labelledby') && within(dialog()!).getByRole('heading', { name: `Reject ${TITLES[s.context.itemId!]}` })).toBeTruthy();
  expect(reasonBox()!.value).toBe(s.context.reason);
  const error = (s.context.attempted ? reviewReasonProblem(s.context.reason) : null) ?? s.context.lastError;
  expect(within(dialog()!).queryByRole('alert')?.textContent ?? null).toBe(error ? REASON_TEXT[error] : null);
  expect(reasonBox()!.getAttribute('aria-invalid')).toBe(error && error !== 'failed' ? 'true' : null);
  expect(inDialog('Reject with this reason')!.getAttribute('aria-busy')).toBe(busy ? 'true' : null);
  expect(inDialog('Cancel')!.disabled).toBe(busy);
}

const viewChecks: Record<string, (s: Snapshot) => void> = {
  idle: (s) => {
    listShown();
    // A failed approval is said on its card, which stays.
    for (const id of listed) expect(cardError(id)).toBe(s.context.lastError === 'failed' && s.context.failedItemId === id ? 'The approval could not be saved. Try again.' : null);
  },
  approving: (s) => {
    expect(sectionButton(`Approve and publish ${TITLES[s.context.itemId!]}`)!.getAttribute('aria-busy')).toBe('true');
    for (const id of listed) expect(sectionButton(`Reject ${TITLES[id]}`)!.disabled).toBe(true);
    expect(dialog()).toBeNull();
  },
  rejecting: (s) => dialogShown(s, false),
  submitting: (s) => dialogShown(s, true),
  conflict: () => {
    // Someone else decided first: said, and the list read again without the listing.
    listShown();
    expect(screen.getByText(en['staff.review.conflict']!)).toBeTruthy();
  },
};

it('every path of the staff-review-decision machine plays on the real listings review queue, which shows each state', async () => {
  await replayPaths({
    name: 'staff-review-decision',
    entry: machines['staff-review-decision'],
    mount: async () => {
      const server = fakeStaffApi();
      const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
      render(
        <QueryClientProvider client={client}>
          <IntlProvider locale="en-US" messages={en}>
            <SnackbarProvider>
              <ListingReviews />
            </SnackbarProvider>
          </IntlProvider>
        </QueryClientProvider>,
      );
      await within(section()).findByRole('heading', { level: 3, name: TITLES[REJECTED] });
      return server;
    },
    drivers,
    viewChecks,
    notDrivable: {},
  });
}, scaledMs(120_000));
