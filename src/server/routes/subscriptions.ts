import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../http/context';
import { actorOf } from '../http/actor';
import { validate } from '../http/validate';
import { changePlan, getSubscription, plansOffered, selfRenewalPlans, unitSubscriptionInfo } from '../services/subscriptions';
import { cancelSubscription, listScheduledChanges, markInProgress, paymentSourceStatus, withdrawScheduledChanges } from '../services/subscriptions-changes';
import { scheduleBoost } from '../services/subscriptions-boost';
import {
  acceptCommissionTerms,
  changeCommercialModel,
  confirmPlanServices,
  getCommercialModel,
  getPropertyCommercialModelPlan,
  setPropertyCommercialModelPlan,
} from '../services/subscriptions-commercial-model';
import {
  AcceptSchema,
  BoostRequestSchema,
  CancelSubscriptionSchema,
  HostedPageSchema,
  WithdrawChangesSchema,
  ChangePlanSchema,
  CommercialModelChangeSchema,
  CommercialModelPlanPutSchema,
  PlansQuerySchema,
} from '../../shared/schemas/subscription';

// Subscriptions (HC §7 Subscriptions) and the commercial model of the host and its
// properties, mounted under /api/app (token required; the host comes from the token). The
// commercial-model paths are ours: the spec does not show them.
export function subscriptionsRoutes(deps: AppDeps) {
  const r = new Hono<AppEnv>();
  const db = () => deps.database.db;

  r.get('/v2/user/subscription', async (c) => c.json(await getSubscription(db(), actorOf(c))));
  r.get('/subscriptions/plans', validate('query', PlansQuerySchema), (c) => c.json({ items: plansOffered() }));
  r.post('/subscription/:subscriptionId/change-plan', validate('json', ChangePlanSchema), async (c) =>
    c.json(await changePlan(db(), actorOf(c), c.req.param('subscriptionId'), c.req.valid('json'))),
  );
  r.get('/subscription/info/:unitId', async (c) => c.json(await unitSubscriptionInfo(db(), actorOf(c), c.req.param('unitId'))));
  r.post('/user/subscription/coin/boost', validate('json', BoostRequestSchema), async (c) => c.json(await scheduleBoost(db(), actorOf(c), c.req.valid('json')), 201));

  r.get('/subscription/self-renewal/plans/:propertyUnitId', validate('query', PlansQuerySchema), async (c) =>
    c.json(await selfRenewalPlans(db(), actorOf(c), c.req.param('propertyUnitId'), c.req.valid('query').couponId)),
  );
  r.get('/subscription/:subscriptionId/scheduled-changes', async (c) => c.json(await listScheduledChanges(db(), actorOf(c), c.req.param('subscriptionId'))));
  r.delete('/subscription/:subscriptionId/scheduled-changes', validate('json', WithdrawChangesSchema), async (c) =>
    c.json(await withdrawScheduledChanges(db(), actorOf(c), c.req.param('subscriptionId'), c.req.valid('json').reason)),
  );
  r.delete('/subscription', validate('json', CancelSubscriptionSchema), async (c) => {
    const body = c.req.valid('json');
    return c.json(await cancelSubscription(db(), actorOf(c), body.subscriptionId, body.reason));
  });
  r.post('/subscription/in_progress', validate('json', HostedPageSchema), async (c) => c.json(await markInProgress(db(), actorOf(c), c.req.valid('json').hostedPageId)));
  r.get('/subscriptions/payment-source/status', (c) => c.json(paymentSourceStatus()));

  r.get('/commercial-model', async (c) => c.json(await getCommercialModel(db(), actorOf(c))));
  r.put('/commercial-model', validate('json', CommercialModelChangeSchema), async (c) =>
    c.json(await changeCommercialModel(db(), actorOf(c), c.req.valid('json').commercialModel)),
  );
  r.put('/commercial-model/commission-terms', validate('json', AcceptSchema), async (c) => c.json(await acceptCommissionTerms(db(), actorOf(c))));
  r.put('/commercial-model/plan-services', validate('json', AcceptSchema), async (c) => c.json(await confirmPlanServices(db(), actorOf(c))));
  r.get('/properties/:id/commercial-model-plan', async (c) => c.json(await getPropertyCommercialModelPlan(db(), actorOf(c), c.req.param('id'))));
  r.put('/properties/:id/commercial-model-plan', validate('json', CommercialModelPlanPutSchema), async (c) =>
    c.json(await setPropertyCommercialModelPlan(db(), actorOf(c), c.req.param('id'), c.req.valid('json').commercialModelPlan)),
  );
  return r;
}
