import { vi } from 'vitest';
import { SUBSCRIPTION_PLANS } from '../../../src/server/config/subscription-plans';
import { boostDays, offeredPlans } from '../../../src/shared/domain/subscription-rules';
import type { SubscriptionView } from '../../../src/shared/schemas/subscription';
import { subscriptionView } from '../subscription-steps/fake-subscription-api';
import { writeHold } from '../support/write-hold';

// The network boundary of the manage-subscription and boosters panels: fetch answers like the
// API does (plans from the server's catalogue; a change of plan, a boost, a cancellation and a
// withdrawal change what later reads return). Every request is recorded; a test can hold a write
// (to see the busy state) or make the next one fail with a problem answer.

type Boost = { id: string; unitId: string; startDate: string; endDate: string; coins: number };
type Change = { id: string; kind: string; planId: string | null; effectiveAt: string; detail: Record<string, unknown> };

export interface ManageState {
  subscription?: SubscriptionView;
  boosts?: Boost[];
  changes?: Change[];
  /** Reads of these paths answer 503. */
  failingReads?: string[];
}

export function fakeManageApi(state: ManageState = {}) {
  const requests: { method: string; path: string; body: unknown }[] = [];
  let view = state.subscription ?? subscriptionView();
  const boosts = state.boosts ?? [];
  let changes = state.changes ?? [];
  let nextFailure: { status: number; body: object } | null = null;
  const writes = writeHold();
  const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': status < 400 ? 'application/json' : 'application/problem+json' } });
  const withBoostUsed = (coins: number): SubscriptionView => {
    const remaining = view.boost.remaining - coins;
    return { ...view, boost: { ...view.boost, used: view.boost.used + coins, remaining, availableItems: remaining, isEmpty: remaining === 0 } };
  };

  vi.stubGlobal('fetch', async (req: Request) => {
    const url = new URL(req.url);
    const p = url.pathname;
    const text = await req.text();
    const body = text ? JSON.parse(text) : undefined;
    requests.push({ method: req.method, path: p, body });
    if (req.method === 'GET' && state.failingReads?.includes(p)) return json({ title: 'Unavailable', status: 503 }, 503);
    if (req.method !== 'GET') {
      await writes.held();
      if (nextFailure) {
        const f = nextFailure;
        nextFailure = null;
        return json({ title: 'Refused', status: f.status, ...f.body }, f.status);
      }
    }
    if (p === '/api/app/subscriptions/plans') return json({ items: offeredPlans(SUBSCRIPTION_PLANS, new Date('2026-11-23T12:00:00Z')) });
    if (p === '/api/app/v2/user/subscription') return json(view);
    if (p.startsWith('/api/app/subscription/info/')) {
      const unitId = decodeURIComponent(p.split('/').pop()!);
      return json({ unitId, currentPlan: { planId: view.subscription.planId, subscriptionStatus: view.subscription.status, subscriptionInternalStatus: view.subscription.internalStatus, isCancellationScheduled: view.subscription.isCancellationScheduled }, boosts: boosts.filter((b) => b.unitId === unitId) });
    }
    if (p === '/api/app/subscription/sub-1/change-plan') {
      view = { ...view, subscription: { ...view.subscription, planId: body.planItemPriceId, status: 'active', internalStatus: 'active' } };
      return json({ subscription: view, billing: { provider: 'built-in', charged: false, message: 'No card was charged.' } });
    }
    if (p === '/api/app/subscription/sub-1/scheduled-changes') {
      if (req.method === 'GET') return json({ items: changes });
      changes = [];
      view = { ...view, subscription: { ...view.subscription, isCancellationScheduled: false } };
      return json(view);
    }
    if (p === '/api/app/subscription' && req.method === 'DELETE') {
      changes = [...changes, { id: `c-${changes.length + 1}`, kind: 'cancellation', planId: view.subscription.planId, effectiveAt: view.subscription.expirationDate!, detail: { reason: body.reason } }];
      view = { ...view, subscription: { ...view.subscription, isCancellationScheduled: true } };
      return json(view);
    }
    if (p === '/api/app/user/subscription/coin/boost') {
      const coins = boostDays(body.startDate, body.endDate) * view.boost.cost;
      const boost = { id: `b-${boosts.length + 1}`, unitId: body.propertyUnitId, startDate: body.startDate, endDate: body.endDate, coins };
      boosts.push(boost);
      view = withBoostUsed(coins);
      return json({ boost, subscription: view }, 201);
    }
    return json({ title: 'Not found', status: 404 }, 404);
  });

  return {
    requests,
    writes: () => requests.filter((r) => r.method !== 'GET').map((r) => [r.method, r.path, r.body]),
    reads: (path: string) => requests.filter((r) => r.method === 'GET' && r.path === path).length,
    failNextWrite(status: number, body: object = {}) {
      nextFailure = { status, body };
    },
    /** Writes wait until the returned function is called. */
    holdWrites: writes.holdWrites,
    /** The plan renewed or changed: the next reads show this many coins left (of the same quota). */
    setBoostsLeft(remaining: number) {
      view = withBoostUsed(view.boost.remaining - remaining);
    },
    /** Another tab spent coins: the next reads show fewer. */
    spendElsewhere(coins: number) {
      view = withBoostUsed(coins);
    },
  };
}
