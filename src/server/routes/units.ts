import { Hono } from 'hono';
import * as v from 'valibot';
import { badRequest, issuesToInvalidParams } from '../http/problem';
import type { AppDeps, AppEnv } from '../http/context';
import { actorOf } from '../http/actor';
import { validate } from '../http/validate';
import {
  applyUnitAction,
  changeBookingPreference,
  getListingProgress,
  getRegionalConfiguration,
  getRegionalRequirements,
  getUnit,
  patchRegionalRequirements,
  patchUnit,
  putListingProgress,
  setCalendarStatus,
} from '../services/units';
import { findHostById, shellFacts, toUserInfo } from '../services/hosts';
import {
  getVerificationData,
  listPromotions,
  promotionConfiguration,
  submitVerificationData,
  togglePromotion,
  verificationConfiguration,
  verificationStatus,
} from '../services/unit-marketing';
import { VERIFICATION_PROVIDERS } from '../../shared/domain/calendar-verification';
import { PromotionToggleSchema, VerificationSubmitSchema } from '../../shared/schemas/unit-marketing';
import { getPriceConfiguration, patchCalendarPrices, patchPriceConfiguration, priceList, putPriceConfiguration } from '../services/unit-prices';
import {
  CalendarPriceConfigurationSchema,
  PriceConfigurationMergePatchSchema,
  PriceConfigurationSchema,
  PriceListQuerySchema,
} from '../../shared/schemas/price-configuration';
import {
  CalendarActionSchema,
  ChangeBookingPreferenceSchema,
  ListingProgressPutSchema,
  RegionalRequirementsPatchSchema,
  UnitPatchSchema,
} from '../../shared/schemas/unit';

// HC §7 Units, mounted under /api/app (token required, host from the token).
export function unitsRoutes(deps: AppDeps) {
  const r = new Hono<AppEnv>();
  const db = () => deps.database.db;

  r.get('/property-unit/:id', async (c) => c.json(await getUnit(db(), c.get('host').id, c.req.param('id'))));
  r.patch('/property-unit/:id', validate('json', UnitPatchSchema), async (c) => c.json(await patchUnit(db(), actorOf(c), c.req.param('id'), c.req.valid('json'))));
  r.delete('/property-unit/:id', async (c) => {
    await applyUnitAction(db(), actorOf(c), c.req.param('id'), 'delete');
    return c.body(null, 204);
  });
  // HC §4: publishing answers with the unit and the user info (the shell's counts may change).
  for (const action of ['publish', 'unpublish'] as const) {
    r.patch(`/property-unit/:id/${action}`, async (c) => {
      const unit = await applyUnitAction(db(), actorOf(c), c.req.param('id'), action);
      // Read again: publishing may have finished the host's onboarding.
      const host = (await findHostById(db(), c.get('host').id)) ?? c.get('host');
      return c.json({ unit, userInfo: toUserInfo(host, { staff: c.get('staff'), sessionId: c.get('sessionId'), ...(await shellFacts(db(), host.id)) }) });
    });
  }
  r.post('/property-unit/:id/calendar-action', validate('json', CalendarActionSchema), async (c) =>
    c.json(await setCalendarStatus(db(), actorOf(c), c.req.param('id'), c.req.valid('json').status)),
  );
  r.get('/property-unit/:id/listing-progress', async (c) => c.json(await getListingProgress(db(), c.get('host').id, c.req.param('id'))));
  r.put('/property-unit/:id/listing-progress', validate('json', ListingProgressPutSchema), async (c) =>
    c.json(await putListingProgress(db(), actorOf(c), c.req.param('id'), c.req.valid('json').completedSteps)),
  );
  // The spec sends an empty body (switch to instant booking), which a JSON validator would refuse;
  // an optional bookingType may choose requests instead.
  r.post('/property-units/change-booking-preference', async (c) => {
    const raw = (await c.req.text()).trim();
    let body: unknown = {};
    if (raw) {
      try {
        body = JSON.parse(raw);
      } catch {
        throw badRequest([{ name: 'body', reason: 'malformed JSON' }]);
      }
    }
    const parsed = v.safeParse(ChangeBookingPreferenceSchema, body);
    if (!parsed.success) throw badRequest(issuesToInvalidParams(parsed.issues, 'body'));
    return c.json(await changeBookingPreference(db(), actorOf(c), parsed.output.bookingType));
  });
  r.get('/property-unit/:id/regional-requirements', async (c) => c.json(await getRegionalRequirements(db(), c.get('host').id, c.req.param('id'))));
  r.patch('/property-unit/:id/regional-requirements', validate('json', RegionalRequirementsPatchSchema), async (c) =>
    c.json(await patchRegionalRequirements(db(), actorOf(c), c.req.param('id'), c.req.valid('json'))),
  );
  r.get('/property-unit/:id/regional-requirements/configuration', async (c) =>
    c.json(await getRegionalConfiguration(db(), c.get('host').id, c.req.param('id'))),
  );
  r.get('/property-unit/:id/price-configuration', async (c) => c.json(await getPriceConfiguration(db(), c.get('host').id, c.req.param('id'))));
  r.put('/property-unit/:id/price-configuration', validate('json', PriceConfigurationSchema), async (c) =>
    c.json(await putPriceConfiguration(db(), actorOf(c), c.req.param('id'), c.req.valid('json'))),
  );
  // Spec: PATCH with a merge-patch content type (RFC 7386); plain JSON is read the same way.
  r.patch('/property-unit/:id/price-configuration', validate('json', PriceConfigurationMergePatchSchema), async (c) =>
    c.json(await patchPriceConfiguration(db(), actorOf(c), c.req.param('id'), c.req.valid('json'))),
  );
  r.get('/property-unit/:id/price-list', validate('query', PriceListQuerySchema), async (c) =>
    c.json(await priceList(db(), c.get('host').id, c.req.param('id'), c.req.valid('query'))),
  );
  r.patch('/property-unit/:id/calendar-price-configuration', validate('json', CalendarPriceConfigurationSchema), async (c) =>
    c.json(await patchCalendarPrices(db(), actorOf(c), c.req.param('id'), c.req.valid('json'))),
  );
  r.get('/property-unit/:id/promotions/configuration', async (c) => {
    // Scoped like every unit call: the list is the same for all units, but a foreign unit is still 404.
    await listPromotions(db(), c.get('host').id, c.req.param('id'));
    return c.json(promotionConfiguration());
  });
  r.get('/property-unit/:id/promotions', async (c) => c.json(await listPromotions(db(), c.get('host').id, c.req.param('id'))));
  r.post('/property-unit/:id/promotion', validate('json', PromotionToggleSchema), async (c) =>
    c.json(await togglePromotion(db(), actorOf(c), c.req.param('id'), c.req.valid('json'))),
  );

  const providerParam = v.object({ id: v.string(), provider: v.picklist(VERIFICATION_PROVIDERS.map((p) => p.provider), 'unknown provider') });
  r.get('/property-unit/verify-calendar/configuration', (c) => c.json(verificationConfiguration()));
  r.get('/property-unit/:id/verify-calendar/:provider/data', validate('param', providerParam), async (c) => {
    const { id, provider } = c.req.valid('param');
    return c.json(await getVerificationData(db(), c.get('host').id, id, provider));
  });
  r.post('/property-unit/:id/verify-calendar/:provider/data', validate('param', providerParam), validate('json', VerificationSubmitSchema), async (c) => {
    const { id, provider } = c.req.valid('param');
    return c.json(await submitVerificationData(db(), actorOf(c), id, provider, c.req.valid('json')));
  });
  r.get('/property-unit/:id/verify-calendar/:provider/verify', validate('param', providerParam), async (c) => {
    const { id, provider } = c.req.valid('param');
    return c.json(await verificationStatus(db(), c.get('host').id, id, provider));
  });
  return r;
}
