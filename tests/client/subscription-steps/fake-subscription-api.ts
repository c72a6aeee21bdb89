import { vi } from 'vitest';
import { SUBSCRIPTION_PLANS } from '../../../src/server/config/subscription-plans';
import { offeredPlans } from '../../../src/shared/domain/subscription-rules';
import { plansFor, type CommercialModelPlan } from '../../../src/shared/domain/commercial-model-plans';
import type { CommercialModelView, SubscriptionView } from '../../../src/shared/schemas/subscription';

// The network boundary of the subscription step tests: fetch answers like the API would (the
// plans from the server's own catalogue and rules). Every request is recorded; a test can make
// the next write fail with a problem answer.

export interface RecordedRequest {
  method: string;
  path: string;
  body: unknown;
}

export const subscriptionView = (over: { planId?: string; remaining?: number; quota?: number; isExpired?: boolean } = {}): SubscriptionView => {
  const quota = over.quota ?? 14;
  const remaining = over.remaining ?? quota;
  return {
    subscription: { id: 'sub-1', planId: over.planId ?? 'starter-monthly', status: 'in_trial', internalStatus: 'in_trial', expirationDate: '2026-12-23T10:00:00.000Z', isCancellationScheduled: false, provider: 'built-in', isExpired: over.isExpired ?? false, isAboutToExpire: false },
    leads: { enabled: true, remaining: 20, total: 20, isEmpty: false, isLow: false },
    unitPublish: { enabled: true, cost: 1, quota: 3, used: 1, remaining: 2, isEmpty: false, isLow: true },
    boost: { enabled: true, availableItems: remaining, cost: 1, level: 1, quota, used: quota - remaining, remaining, scheduledPeriods: [], isEmpty: remaining === 0, isLow: false },
  };
};

export interface FakeState {
  subscription?: SubscriptionView;
  boosts?: { id: string; unitId: string; startDate: string; endDate: string; coins: number }[];
  model?: Partial<CommercialModelView>;
  propertyPlan?: CommercialModelPlan | null;
}

export function fakeSubscriptionApi(state: FakeState = {}) {
  const requests: RecordedRequest[] = [];
  const subscription = state.subscription ?? subscriptionView();
  const boosts = state.boosts ?? [];
  const model: CommercialModelView = { commercialModel: 'subscription', changeable: state.model?.onboardingStatus !== 'finished', onboardingStatus: 'in_progress', biddingTag: null, isHybrid: false, commissionTermsAccepted: false, planServicesConfirmed: false, ...state.model };
  let propertyPlan = state.propertyPlan ?? null;
  let nextFailure: { status: number; body: object } | null = null;
  const json = (body: unknown, status = 200, type = 'application/json') => new Response(JSON.stringify(body), { status, headers: { 'content-type': type } });

  vi.stubGlobal('fetch', async (req: Request) => {
    const url = new URL(req.url);
    const text = await req.text();
    const body = text ? JSON.parse(text) : undefined;
    requests.push({ method: req.method, path: url.pathname, body });
    if (req.method !== 'GET' && nextFailure) {
      const f = nextFailure;
      nextFailure = null;
      return json({ title: 'Refused', status: f.status, ...f.body }, f.status, 'application/problem+json');
    }
    const p = url.pathname;
    if (p === '/api/app/subscriptions/plans') return json({ items: offeredPlans(SUBSCRIPTION_PLANS, new Date('2026-11-23T12:00:00Z')) });
    if (p === '/api/app/v2/user/subscription') return json(subscription);
    if (p.startsWith('/api/app/subscription/info/')) {
      return json({ unitId: 'unit-1', currentPlan: { planId: subscription.subscription.planId, subscriptionStatus: 'in_trial', subscriptionInternalStatus: 'in_trial', isCancellationScheduled: false }, boosts });
    }
    if (p.endsWith('/change-plan')) return json({ subscription: { ...subscription, subscription: { ...subscription.subscription, planId: body.planItemPriceId } }, billing: { provider: 'built-in', charged: false, message: 'No card was charged.' } });
    if (p === '/api/app/user/subscription/coin/boost') {
      const boost = { id: 'b-1', unitId: body.propertyUnitId, startDate: body.startDate, endDate: body.endDate, coins: 7 };
      return json({ boost, subscription }, 201);
    }
    if (p === '/api/app/commercial-model') {
      if (req.method === 'PUT') model.commercialModel = body.commercialModel;
      return json(model);
    }
    if (p === '/api/app/commercial-model/commission-terms') return json({ ...model, commissionTermsAccepted: true });
    if (p === '/api/app/commercial-model/plan-services') return json({ ...model, planServicesConfirmed: true });
    if (p.endsWith('/commercial-model-plan')) {
      if (req.method === 'PUT') propertyPlan = body.commercialModelPlan;
      return json({ commercialModelPlan: propertyPlan, allowedPlans: plansFor(model) });
    }
    return json({ type: 'urn:host-portal:problem:not-found', title: 'Not found', status: 404 }, 404, 'application/problem+json');
  });

  return {
    requests,
    writes: () => requests.filter((r) => r.method !== 'GET').map((r) => [r.method, r.path, r.body]),
    failNextWrite: (status: number, body: object) => {
      nextFailure = { status, body };
    },
  };
}
