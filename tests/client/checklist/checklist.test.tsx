// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { setupUser } from '../../support/user-event';
import { userInfo } from '../../shared/user-info-fixture';
import { renderApp } from '../support/render-app';
import { checklistProgress, deriveChecklist, type ChecklistFacts } from '../../../src/shared/domain/checklist';
import { fakeUserApi } from '../support/fake-user-api';

fakeUserApi();

// The onboarding checklist in the real route table and shell: /home's card (progress, tabs with
// the keyboard, items linking to their pages, loading, all done and error states) and an item's
// page /checklist/{tab}/{itemId} (texts, action, dismiss with Undo, neighbours, 404s). The
// server's answers are the shared rules' own output, so the fixtures are what the API sends.

const PROPERTY = '0190a000-0000-7000-8000-000000000001';
const DRAFT = '0190a000-0000-7000-8000-000000000003';
const FACTS: ChecklistFacts = {
  commercialModel: 'subscription',
  isHybrid: false,
  verificationApplies: true,
  kycStatus: 'verified',
  profileComplete: true,
  guestProfileAnswered: false,
  propertyCount: 1,
  units: [
    { unitId: '0190a000-0000-7000-8000-000000000002', propertyId: PROPERTY, status: 'PUBLISHED', bookingType: 'onLine', hasActivePromotion: false },
    { unitId: DRAFT, propertyId: PROPERTY, status: 'IN_PROGRESS', bookingType: null, hasActivePromotion: false },
  ],
  hasCustomPrices: false,
  hasCalendarUpkeep: true,
  waitingConversationId: null,
  hostHasWritten: true,
  pendingRequestCodes: [],
  openInquiryCodes: ['HP-CCCCCC'],
  reviewCount: 0,
  unansweredReviewUnitIds: [],
  hasBoost: false,
};
const answer = (facts: ChecklistFacts, dismissed: string[] = []) => {
  const items = deriveChecklist(facts, new Set(dismissed));
  return { items, progress: checklistProgress(items) };
};

let state: { facts: ChecklistFacts; dismissed: string[]; fail: boolean };
let puts: { id: string; body: unknown }[];
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

beforeEach(() => {
  state = { facts: FACTS, dismissed: [], fail: false };
  puts = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (req: Request) => {
      const url = new URL(req.url);
      if (url.pathname === '/api/app/user/checklist' && req.method === 'GET') {
        if (state.fail) return new Response(JSON.stringify({ type: 'about:blank', title: 'Server error', status: 500 }), { status: 500, headers: { 'content-type': 'application/problem+json' } });
        return json(200, answer(state.facts, state.dismissed));
      }
      const put = /^\/api\/app\/user\/checklist\/([\w-]+)$/.exec(url.pathname);
      if (put && req.method === 'PUT') {
        const body = (await req.json()) as { dismissed: boolean };
        puts.push({ id: put[1]!, body });
        state.dismissed = body.dismissed ? [...state.dismissed, put[1]!] : state.dismissed.filter((d) => d !== put[1]);
        return json(200, answer(state.facts, state.dismissed));
      }
      return new Response(JSON.stringify({ type: 'urn:host-portal:problem:not-found', title: 'Not found', status: 404 }), { status: 404, headers: { 'content-type': 'application/problem+json' } });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const host = userInfo();

describe('/home: the checklist card', () => {
  it('has the page title, the progress as text and as a progress bar, and the setup items linking to their pages', async () => {
    const { missing } = await renderApp({ user: host, path: '/home' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Overview' }, { timeout: 10_000 })).toBeTruthy();
    const expected = answer(FACTS).progress;
    expect(await screen.findByText(`${expected.done} of ${expected.total} done`)).toBeTruthy();
    const bar = screen.getByRole('progressbar', { name: 'Checklist progress' });
    expect(bar.getAttribute('aria-valuenow')).toBe(String(expected.done));
    expect(bar.getAttribute('aria-valuemax')).toBe(String(expected.total));
    const panel = screen.getByRole('tabpanel');
    const links = within(panel).getAllByRole('link');
    expect(links.map((l) => l.getAttribute('href'))).toContain('/checklist/setup/publish-unit');
    expect(links.every((l) => l.getAttribute('href')!.startsWith('/checklist/setup/'))).toBe(true);
    const publish = within(panel).getByRole('link', { name: 'Publish your listings' }).closest('li')!;
    expect(within(publish).getByText('To do')).toBeTruthy();
    expect(within(publish).getByText('About 20 minutes')).toBeTruthy();
    expect(within(within(panel).getByRole('link', { name: 'Verify your identity' }).closest('li')!).getByText('Done')).toBeTruthy();
    expect(missing).toEqual([]);
  });

  it('switches sections with the arrow keys, one tab stop, the panel following', async () => {
    const user = setupUser();
    await renderApp({ user: host, path: '/home' });
    const setup = await screen.findByRole('tab', { name: /Set up/ }, { timeout: 10_000 });
    expect(setup.getAttribute('aria-selected')).toBe('true');
    const grow = screen.getByRole('tab', { name: /Grow/ });
    expect(grow.getAttribute('tabindex')).toBe('-1');
    setup.focus();
    await user.keyboard('{ArrowRight}');
    await waitFor(() => expect(screen.getByRole('tab', { name: /Grow/ }).getAttribute('aria-selected')).toBe('true'));
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: /Grow/ }));
    const panel = screen.getByRole('tabpanel');
    expect(panel.getAttribute('aria-labelledby')).toBe(screen.getByRole('tab', { name: /Grow/ }).id);
    expect(within(panel).getByRole('link', { name: 'Answer inquiries' }).getAttribute('href')).toBe('/checklist/grow/answer-inquiries');
    await user.keyboard('{ArrowRight}'); // wraps round
    await waitFor(() => expect(screen.getByRole('tab', { name: /Set up/ }).getAttribute('aria-selected')).toBe('true'));
  });

  it('says so when everything is done or dismissed', async () => {
    state.facts = { ...FACTS, guestProfileAnswered: true, units: [FACTS.units[0]!], hasCustomPrices: true, openInquiryCodes: [], hasBoost: true };
    state.dismissed = ['add-promotion'];
    await renderApp({ user: host, path: '/home' });
    expect(await screen.findByRole('heading', { name: 'All done' }, { timeout: 10_000 })).toBeTruthy();
  });

  it('shows an error with a retry that loads the list', async () => {
    const user = setupUser();
    state.fail = true;
    await renderApp({ user: host, path: '/home' });
    const alert = await screen.findByRole('alert', {}, { timeout: 10_000 });
    expect(alert.textContent).toContain('Your checklist could not be loaded.');
    state.fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('progressbar')).toBeTruthy();
  });
});

describe('/checklist/{tab}/{itemId}', () => {
  it('shows why and what, the action to the unit waiting in the wizard, and the next item of the section', async () => {
    const { missing } = await renderApp({ user: host, path: '/checklist/setup/publish-unit' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Publish your listings' }, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Why it matters' })).toBeTruthy();
    expect(screen.getByText('Only published units can be found and booked by guests.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go there' }).getAttribute('href')).toBe(`/listing/property/${PROPERTY}/unit/${DRAFT}`);
    const around = screen.getByRole('navigation', { name: 'Other steps' });
    expect(within(around).getByRole('link', { name: 'Previous: Add your first property' }).getAttribute('href')).toBe('/checklist/setup/add-property');
    expect(within(around).getByRole('link', { name: 'Next: Set seasonal prices' }).getAttribute('href')).toBe('/checklist/setup/set-prices');
    expect(screen.getByRole('link', { name: 'Back to the overview' }).getAttribute('href')).toBe('/home?tab=setup');
    expect(missing).toEqual([]);
  });

  it('dismisses with Undo in a snackbar, and Undo restores the item', async () => {
    const user = setupUser();
    await renderApp({ user: host, path: '/checklist/setup/set-prices' });
    await user.click(await within(await screen.findByRole('main', {}, { timeout: 10_000 })).findByRole('button', { name: 'Dismiss' }, { timeout: 10_000 }));
    expect(await screen.findByText('Step dismissed')).toBeTruthy();
    expect(puts).toEqual([{ id: 'set-prices', body: { dismissed: true } }]);
    expect(screen.getByTestId('checklist-item-status').textContent).toBe('Dismissed');
    expect(within(screen.getByRole('main')).getByRole('button', { name: 'Restore' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(puts).toEqual([{ id: 'set-prices', body: { dismissed: true } }, { id: 'set-prices', body: { dismissed: false } }]));
    await waitFor(() => expect(screen.getByTestId('checklist-item-status').textContent).toBe('To do'));
    expect(within(screen.getByRole('main')).getByRole('button', { name: 'Dismiss' })).toBeTruthy();
  });

  it.each([
    ['an unknown tab', '/checklist/later/set-prices'],
    ['an unknown item', '/checklist/setup/win-the-lottery'],
    ['an item of the other section', '/checklist/grow/set-prices'],
    ['an item that does not apply to this host', '/checklist/grow/answer-requests'],
  ])('%s is the 404 page', async (_, path) => {
    await renderApp({ user: host, path });
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' }, { timeout: 10_000 })).toBeTruthy();
  });
});
