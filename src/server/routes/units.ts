import * as v from 'valibot';
import type { Context } from 'hono';
import type { AppEnv } from '../http/context';
import { actorOf } from '../http/actor';
import { defineRoutes } from '../http/route-table';
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
import { UserInfoSchema } from '../../shared/schemas/user-info';
import {
  PromotionConfigurationSchema,
  PromotionListSchema,
  PromotionSchema,
  PromotionToggleSchema,
  VerificationConfigurationSchema,
  VerificationDataSchema,
  VerificationStatusSchema,
  VerificationSubmitSchema,
} from '../../shared/schemas/unit-marketing';
import { getPriceConfiguration, patchCalendarPrices, patchPriceConfiguration, priceList, putPriceConfiguration } from '../services/unit-prices';
import {
  CalendarPriceConfigurationSchema,
  PriceConfigurationMergePatchSchema,
  PriceConfigurationSchema,
  PriceConfigurationViewSchema,
  PriceListQuerySchema,
  PriceListSchema,
} from '../../shared/schemas/price-configuration';
import {
  CalendarActionSchema,
  ChangeBookingPreferenceSchema,
  ListingProgressPutSchema,
  ListingProgressSchema,
  RegionalRequirementsConfigurationSchema,
  RegionalRequirementsPatchSchema,
  RegionalRequirementsSchema,
  UnitPatchSchema,
  UnitSchema,
} from '../../shared/schemas/unit';

// HC §7 Units, mounted under /api/app (token required, host from the token).

const hostId = (c: Context<AppEnv>) => c.get('host').id;
const providerParam = v.object({ id: v.string(), provider: v.picklist(VERIFICATION_PROVIDERS.map((p) => p.provider), 'unknown provider') });
export const unitsRoutes = defineRoutes('/api/app', 'units', (route) => {
  route.get('/property-unit/:id', { summary: 'One unit', auth: true, response: UnitSchema }, async (c, _, { database }) =>
    c.json(await getUnit(database.db, hostId(c), c.req.param('id'))),
  );
  route.patch(
    '/property-unit/:id',
    { summary: 'Update unit fields (409 if a published unit would stop being publishable)', auth: true, body: UnitPatchSchema, response: UnitSchema },
    async (c, { body }, { database }) => c.json(await patchUnit(database.db, actorOf(c), c.req.param('id'), body)),
  );
  route.delete('/property-unit/:id', { summary: 'Delete a unit of a multi-unit property (204; 409 while live)', auth: true, success: [204] }, async (c, _, { database }) => {
    await applyUnitAction(database.db, actorOf(c), c.req.param('id'), 'delete');
    return c.body(null, 204);
  });
  // HC §4: publishing answers with the unit and the user info (the shell's counts may change).
  const publishing = {
    publish: 'Publish (409 naming missing or invalid fields, and identityVerification when a new listing waits for the host to hand in identity documents)',
    unpublish: 'Unpublish',
  } as const;
  for (const action of ['publish', 'unpublish'] as const) {
    route.patch(
      `/property-unit/:id/${action}`,
      { summary: publishing[action], auth: true, response: v.object({ unit: UnitSchema, userInfo: UserInfoSchema }) },
      async (c, _, { database }) => {
        const db = database.db;
        const unit = await applyUnitAction(db, actorOf(c), c.req.param('id'), action);
        // Read again: publishing may have finished the host's onboarding.
        const host = (await findHostById(db, hostId(c))) ?? c.get('host');
        return c.json({ unit, userInfo: toUserInfo(host, { staff: c.get('staff'), sessionId: c.get('sessionId'), ...(await shellFacts(db, host.id)) }) });
      },
    );
  }
  route.post(
    '/property-unit/:id/calendar-action',
    { summary: 'Set the calendar availability status', auth: true, body: CalendarActionSchema, response: UnitSchema },
    async (c, { body }, { database }) => c.json(await setCalendarStatus(database.db, actorOf(c), c.req.param('id'), body.status)),
  );
  route.get('/property-unit/:id/listing-progress', { summary: 'Completed listing steps', auth: true, response: ListingProgressSchema }, async (c, _, { database }) =>
    c.json(await getListingProgress(database.db, hostId(c), c.req.param('id'))),
  );
  route.put(
    '/property-unit/:id/listing-progress',
    { summary: 'Replace the completed listing steps', auth: true, body: ListingProgressPutSchema, response: ListingProgressSchema },
    async (c, { body }, { database }) => c.json(await putListingProgress(database.db, actorOf(c), c.req.param('id'), body.completedSteps)),
  );
  // The spec sends an empty body (switch to instant booking), which a JSON validator would refuse;
  // an optional bookingType may choose requests instead.
  route.post(
    '/property-units/change-booking-preference',
    {
      summary: 'Switch every unit to one booking type (empty body: instant)',
      auth: true,
      body: ChangeBookingPreferenceSchema,
      optionalBody: true,
      response: v.object({ bookingType: v.string(), updatedUnitIds: v.array(v.string()) }),
    },
    async (c, { body }, { database }) => c.json(await changeBookingPreference(database.db, actorOf(c), body.bookingType)),
  );
  route.get(
    '/property-unit/:id/regional-requirements',
    { summary: 'Registration number and identification code', auth: true, response: RegionalRequirementsSchema },
    async (c, _, { database }) => c.json(await getRegionalRequirements(database.db, hostId(c), c.req.param('id'))),
  );
  route.patch(
    '/property-unit/:id/regional-requirements',
    { summary: 'Update registration number and identification code', auth: true, body: RegionalRequirementsPatchSchema, response: RegionalRequirementsSchema },
    async (c, { body }, { database }) => c.json(await patchRegionalRequirements(database.db, actorOf(c), c.req.param('id'), body)),
  );
  route.get(
    '/property-unit/:id/regional-requirements/configuration',
    { summary: "Fields the unit's country asks for", auth: true, response: RegionalRequirementsConfigurationSchema },
    async (c, _, { database }) => c.json(await getRegionalConfiguration(database.db, hostId(c), c.req.param('id'))),
  );
  route.get(
    '/property-unit/:id/price-configuration',
    { summary: 'Price and availability settings (defaults until saved)', auth: true, response: PriceConfigurationViewSchema },
    async (c, _, { database }) => c.json(await getPriceConfiguration(database.db, hostId(c), c.req.param('id'))),
  );
  route.put(
    '/property-unit/:id/price-configuration',
    { summary: 'Replace price and availability settings', auth: true, body: PriceConfigurationSchema, response: PriceConfigurationViewSchema },
    async (c, { body }, { database }) => c.json(await putPriceConfiguration(database.db, actorOf(c), c.req.param('id'), body)),
  );
  // Spec: PATCH with a merge-patch content type (RFC 7386); plain JSON is read the same way.
  // The body is any JSON object: patchPriceConfiguration validates the merged result whole.
  route.patch(
    '/property-unit/:id/price-configuration',
    {
      summary: 'Merge-patch (application/merge-patch+json) price settings; the result is validated whole',
      auth: true,
      body: PriceConfigurationMergePatchSchema,
      response: PriceConfigurationViewSchema,
    },
    async (c, { body }, { database }) => c.json(await patchPriceConfiguration(database.db, actorOf(c), c.req.param('id'), body)),
  );
  route.get(
    '/property-unit/:id/price-list',
    {
      summary: 'Price and stay limits per night (dateFrom..dateTo, at most 366 days)',
      auth: true,
      query: PriceListQuerySchema,
      response: PriceListSchema,
    },
    // The range checks add nothing to the object's output: the query is the validated range.
    async (c, { query }, { database }) => c.json(await priceList(database.db, hostId(c), c.req.param('id'), query)),
  );
  route.patch(
    '/property-unit/:id/calendar-price-configuration',
    { summary: 'Per-day price and stay overrides over a date range', auth: true, body: CalendarPriceConfigurationSchema, response: PriceListSchema },
    async (c, { body }, { database }) => c.json(await patchCalendarPrices(database.db, actorOf(c), c.req.param('id'), body)),
  );
  route.get(
    '/property-unit/:id/promotions/configuration',
    { summary: 'Promotion types with discount and text keys', auth: true, response: PromotionConfigurationSchema },
    async (c, _, { database }) => {
      // Scoped like every unit call: the list is the same for all units, but a foreign unit is still 404.
      await listPromotions(database.db, hostId(c), c.req.param('id'));
      return c.json(promotionConfiguration());
    },
  );
  route.get('/property-unit/:id/promotions', { summary: "The unit's promotions and their status", auth: true, response: PromotionListSchema }, async (c, _, { database }) =>
    c.json(await listPromotions(database.db, hostId(c), c.req.param('id'))),
  );
  route.post(
    '/property-unit/:id/promotion',
    { summary: 'Switch a promotion on or off (type, state)', auth: true, body: PromotionToggleSchema, response: PromotionSchema },
    async (c, { body }, { database }) => c.json(await togglePromotion(database.db, actorOf(c), c.req.param('id'), body)),
  );

  route.get('/property-unit/verify-calendar/configuration', { summary: 'Platforms a listing can be verified against', auth: true, response: VerificationConfigurationSchema }, (c) =>
    c.json(verificationConfiguration()),
  );
  route.get(
    '/property-unit/:id/verify-calendar/:provider/data',
    { summary: 'Listing verification declaration and status', auth: true, params: providerParam, response: VerificationDataSchema },
    async (c, { params }, { database }) => c.json(await getVerificationData(database.db, hostId(c), params.id, params.provider)),
  );
  route.post(
    '/property-unit/:id/verify-calendar/:provider/data',
    { summary: 'Declare whether the unit is listed there (isListed yes/no, listingUrl)', auth: true, params: providerParam, body: VerificationSubmitSchema, response: VerificationStatusSchema },
    async (c, { params, body }, { database }) => c.json(await submitVerificationData(database.db, actorOf(c), params.id, params.provider, body)),
  );
  route.get(
    '/property-unit/:id/verify-calendar/:provider/verify',
    { summary: 'Where the verification stands', auth: true, params: providerParam, response: VerificationStatusSchema },
    async (c, { params }, { database }) => c.json(await verificationStatus(database.db, hostId(c), params.id, params.provider)),
  );
});
