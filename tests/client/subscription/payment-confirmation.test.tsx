// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { IN_PROGRESS_PATIENCE_MS, IN_PROGRESS_POLL_MS, nextInProgressPoll } from '../../../src/shared/domain/subscription-timings';
import { subscriptionView } from '../subscription-steps/fake-subscription-api';
import { renderPanel } from './render-panel';

// HC §9's two subscription timings, as this project reads them: a payment in progress
// is asked about every 3000 ms; 10000 ms after the page began watching it stops asking by itself
// and says the payment is still being confirmed, with a "Check again" that watches anew.

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** The server: the unit's internal status a test changes between reads; every info read counted. */
function serveUnit(initial: string) {
  const server = { status: initial, infoReads: 0 };
  const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': status < 400 ? 'application/json' : 'application/problem+json' } });
  vi.stubGlobal('fetch', async (req: Request) => {
    const p = new URL(req.url).pathname;
    const view = subscriptionView();
    if (p === '/api/app/v2/user/subscription') return json({ ...view, subscription: { ...view.subscription, internalStatus: server.status } });
    if (p === '/api/app/subscription/info/unit-1') {
      server.infoReads++;
      return json({ unitId: 'unit-1', currentPlan: { planId: 'starter-monthly', subscriptionStatus: 'active', subscriptionInternalStatus: server.status, isCancellationScheduled: false }, boosts: [] });
    }
    return json({ title: 'Not found', status: 404 }, 404);
  });
  return server;
}

// Only the clock and timers are fake: real I/O (fetch answers, the panel's lazy module) still settles.
const fakeClock = () => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
/** Lets real I/O settle without moving the fake clock, until `check` holds. */
async function settle(check: () => boolean) {
  for (let i = 0; i < 500 && !check(); i++) {
    await act(async () => {
      await new Promise((r) => setImmediate(r));
      await vi.advanceTimersByTimeAsync(0);
    });
  }
  expect(check()).toBe(true);
}
const shown = (text: string) => () => screen.queryByText(text) !== null;
const notice = () => screen.queryByTestId('payment-confirming');

describe('the poll rule', () => {
  it('reads at 3, 6 and 9 s after watching began, not at 12 s, and never outside in progress', () => {
    expect([IN_PROGRESS_POLL_MS, IN_PROGRESS_PATIENCE_MS]).toEqual([3000, 10000]);
    expect(nextInProgressPoll('in_progress', 0, 0)).toBe(3000);
    expect(nextInProgressPoll('in_progress', 0, 6000)).toBe(3000);
    expect(nextInProgressPoll('in_progress', 0, 7000)).toBe(3000);
    expect(nextInProgressPoll('in_progress', 0, 7001)).toBe(false);
    expect(nextInProgressPoll('in_progress', 0, 9000)).toBe(false);
    expect(nextInProgressPoll('in_progress', null, 0)).toBe(false);
    expect(nextInProgressPoll('active', 0, 0)).toBe(false);
  });
});

describe('a payment in progress on the boosters page', () => {
  it('is asked about every 3 s for 10 s, then the host is told it is still being confirmed and can check again', async () => {
    fakeClock();
    const server = serveUnit('in_progress');
    const panel = renderPanel('boosters');
    await settle(shown('14 of 14 boost coins left.'));
    expect(server.infoReads).toBe(1);
    await advance(3000);
    expect(server.infoReads).toBe(2);
    await advance(3000);
    expect(server.infoReads).toBe(3);
    await advance(3000);
    expect(server.infoReads).toBe(4);
    expect(notice()).toBeNull();
    await advance(999);
    expect(notice()).toBeNull();
    await advance(1);
    // 10 s: the page stops asking by itself and says so.
    expect(notice()?.textContent).toContain('Your payment is still being confirmed.');
    await advance(30_000);
    expect(server.infoReads).toBe(4);

    // "Check again" reads at once and watches for another 10 s.
    fireEvent.click(screen.getByRole('button', { name: 'Check again' }));
    await settle(() => server.infoReads === 5);
    expect(notice()).toBeNull();
    server.status = 'active';
    await advance(3000);
    await settle(() => server.infoReads === 6);
    // Confirmed: no notice, and no more reads by themselves.
    await advance(20_000);
    expect(notice()).toBeNull();
    expect(server.infoReads).toBe(6);
    expect(panel.missing).toEqual([]);
  });

  it('says nothing and asks nothing more when the payment is not in progress', async () => {
    fakeClock();
    const server = serveUnit('active');
    renderPanel('boosters');
    await settle(shown('14 of 14 boost coins left.'));
    await advance(15_000);
    expect(server.infoReads).toBe(1);
    expect(notice()).toBeNull();
  });
});
