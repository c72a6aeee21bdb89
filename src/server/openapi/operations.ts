import * as v from 'valibot';
import { DomainConfigSchema } from '../../shared/schemas/app-settings';
import { UserInfoSchema } from '../../shared/schemas/user-info';
import { userRoutes } from '../routes/user';
import { publicRoutes } from '../routes/public';
import { LOCALES } from '../../shared/i18n/locales';
import { ListingEligibilitySchema } from '../../shared/schemas/listing-entry';
import { clientEventsRoutes, publicClientEventsRoutes } from '../routes/client-events';
import { PropertiesConfigurationSchema } from '../../shared/schemas/properties-configuration';
import { PagedSearchQuerySchema } from '../../shared/schemas/pagination';
import { placesOperations } from './places-operations';
import { photoFilesRoutes, unitPhotosRoutes } from '../routes/unit-photos';
import { onboardingRoutes } from '../routes/onboarding';
import { subscriptionOperations } from './subscriptions-operations';
import { stayQuoteOperations } from './stay-quote-operations';
import { guestStaysPublicRoutes } from '../routes/guest-stays';
import { publicUnitOperations } from './public-units-operations';
import { availabilityOperations } from './availability-operations';
import { icalPublicRoutes, icalRoutes } from '../routes/ical';
import { bookingsRoutes } from '../routes/bookings';
import { messagingRoutes } from '../routes/messaging';
import { messagingLiveRoutes, messagingTokenRoutes } from '../routes/messaging-live';
import { guestChatRoutes } from '../routes/guest-chat';
import { userInteractionsRoutes } from '../routes/user-interactions';
import { notificationsRoutes } from '../routes/notifications';
import { checklistRoutes } from '../routes/checklist';
import { accountMoneyRoutes } from '../routes/account-money';
import { hostImageFilesRoutes, userImageRoutes } from '../routes/user-image';
import { accountOperations } from './account-operations';
import { accountDataRoutes } from '../routes/account-data';
import { dataRequestsStaffRoutes } from '../routes/data-requests-staff';
import { staffRoutes } from '../routes/staff';
import { supportStaffRoutes } from '../routes/support-staff';
import { deadJobsStaffRoutes } from '../routes/dead-jobs-staff';
import { fraudSignalsRoutes } from '../routes/fraud-signals';
import { mailStaffRoutes } from '../routes/mail-staff';
import { mailUnsubscribeRoutes } from '../routes/mail-unsubscribe';
import { reviewsRoutes } from '../routes/reviews';
import { guestReviewRoutes } from '../routes/guest-review';
import { todayRoutes } from '../routes/today';
import { guestPreferencesRoutes } from '../routes/guest-preferences';
import { insightsRoutes } from '../routes/insights';
import { reportsRoutes } from '../routes/reports';
import { supportRoutes } from '../routes/support';
import { helpCentreRoutes } from '../routes/help-centre';
import { browserHealthRoutes, telemetryPublicRoutes } from '../routes/telemetry';
import { referralPublicRoutes, referralTokenRoutes } from '../routes/referral';
import { readinessRoutes } from '../http/readiness';
import { metricsRoutes } from '../http/metrics';
import type { Operation } from './operation';
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
import {
  CalendarPriceConfigurationSchema,
  PriceConfigurationMergePatchSchema,
  PriceConfigurationSchema,
  PriceConfigurationViewSchema,
  PriceListSchema,
} from '../../shared/schemas/price-configuration';
import {
  LocationSchema,
  PropertyCreateSchema,
  PropertyPageSchema,
  PropertyPatchResponseSchema,
  PropertyPatchSchema,
  PropertyPickerPageSchema,
  PropertySchema,
} from '../../shared/schemas/property';
import {
  CalendarActionSchema,
  ChangeBookingPreferenceSchema,
  ListingProgressPutSchema,
  ListingProgressSchema,
  RegionalRequirementsConfigurationSchema,
  RegionalRequirementsPatchSchema,
  RegionalRequirementsSchema,
  UnitCardPageSchema,
  UnitPatchSchema,
  UnitSchema,
} from '../../shared/schemas/unit';

export type { Operation } from './operation';

const hl = v.object({ hl: v.optional(v.picklist(LOCALES)) });

// Every API operation, documented from the same valibot schemas the routes validate with.
// tests/server/openapi.test.ts fails when a route of the app is missing here.
export const operations: Operation[] = [
  ...readinessRoutes.operations,
  ...metricsRoutes.operations,
  { method: 'get', path: '/config/{hostname}.json', summary: 'Domain configuration the browser loads first', tag: 'shell', auth: false, response: DomainConfigSchema },
  ...publicRoutes.operations,
  ...userRoutes.operations,
  { method: 'get', path: '/api/app/properties-configuration', summary: 'Catalogue of lists for the listing forms, per locale', tag: 'properties', auth: true, query: hl, response: PropertiesConfigurationSchema },
  // Properties (HC §7). /property-list and the location actions' names are ours (not shown in the spec).
  { method: 'get', path: '/api/app/properties', summary: 'Properties of the host, paged, searchable by title', tag: 'properties', auth: true, query: PagedSearchQuerySchema, response: PropertyPageSchema },
  { method: 'post', path: '/api/app/properties', summary: 'Create a property with its first unit (201)', tag: 'properties', auth: true, success: [201], body: PropertyCreateSchema, response: PropertySchema },
  { method: 'get', path: '/api/app/properties/{id}', summary: 'One property', tag: 'properties', auth: true, response: PropertySchema },
  { method: 'patch', path: '/api/app/properties/{id}', summary: 'Update title, descriptions, accommodation type', tag: 'properties', auth: true, body: PropertyPatchSchema, response: PropertyPatchResponseSchema },
  { method: 'put', path: '/api/app/properties/{id}/location/{action}', summary: 'Save a location step: action autocomplete, address or map', tag: 'properties', auth: true, body: LocationSchema, response: PropertySchema },
  { method: 'delete', path: '/api/app/properties/{id}', summary: 'Delete a property and its units (204; 409 while a unit is live)', tag: 'properties', auth: true, success: [204] },
  { method: 'get', path: '/api/app/property-list', summary: 'Properties with their units, for pickers', tag: 'properties', auth: true, query: PagedSearchQuerySchema, response: PropertyPickerPageSchema },
  { method: 'get', path: '/api/app/properties/{propertyId}/units', summary: 'Unit cards of a property, paged, searchable by title', tag: 'units', auth: true, query: PagedSearchQuerySchema, response: UnitCardPageSchema },
  { method: 'post', path: '/api/app/properties/{propertyId}/units', summary: 'Add a blank unit (201; 409 on a single-unit property that has one)', tag: 'units', auth: true, success: [201], response: UnitSchema },
  // Units (HC §7).
  { method: 'get', path: '/api/app/property-unit/{id}', summary: 'One unit', tag: 'units', auth: true, response: UnitSchema },
  { method: 'patch', path: '/api/app/property-unit/{id}', summary: 'Update unit fields (409 if a published unit would stop being publishable)', tag: 'units', auth: true, body: UnitPatchSchema, response: UnitSchema },
  { method: 'delete', path: '/api/app/property-unit/{id}', summary: 'Delete a unit of a multi-unit property (204; 409 while live)', tag: 'units', auth: true, success: [204] },
  { method: 'patch', path: '/api/app/property-unit/{id}/publish', summary: 'Publish (409 naming missing or invalid fields, and identityVerification when a new listing waits for the host to hand in identity documents)', tag: 'units', auth: true, response: v.object({ unit: UnitSchema, userInfo: UserInfoSchema }) },
  { method: 'patch', path: '/api/app/property-unit/{id}/unpublish', summary: 'Unpublish', tag: 'units', auth: true, response: v.object({ unit: UnitSchema, userInfo: UserInfoSchema }) },
  { method: 'post', path: '/api/app/property-unit/{id}/calendar-action', summary: 'Set the calendar availability status', tag: 'units', auth: true, body: CalendarActionSchema, response: UnitSchema },
  { method: 'get', path: '/api/app/property-unit/{id}/listing-progress', summary: 'Completed listing steps', tag: 'units', auth: true, response: ListingProgressSchema },
  { method: 'put', path: '/api/app/property-unit/{id}/listing-progress', summary: 'Replace the completed listing steps', tag: 'units', auth: true, body: ListingProgressPutSchema, response: ListingProgressSchema },
  { method: 'post', path: '/api/app/property-units/change-booking-preference', summary: 'Switch every unit to one booking type (empty body: instant)', tag: 'units', auth: true, body: ChangeBookingPreferenceSchema, response: v.object({ bookingType: v.string(), updatedUnitIds: v.array(v.string()) }) },
  { method: 'get', path: '/api/app/property-unit/{id}/regional-requirements', summary: 'Registration number and identification code', tag: 'units', auth: true, response: RegionalRequirementsSchema },
  { method: 'patch', path: '/api/app/property-unit/{id}/regional-requirements', summary: 'Update registration number and identification code', tag: 'units', auth: true, body: RegionalRequirementsPatchSchema, response: RegionalRequirementsSchema },
  { method: 'get', path: '/api/app/property-unit/{id}/regional-requirements/configuration', summary: "Fields the unit's country asks for", tag: 'units', auth: true, response: RegionalRequirementsConfigurationSchema },
  { method: 'get', path: '/api/app/property-unit/{id}/price-configuration', summary: 'Price and availability settings (defaults until saved)', tag: 'units', auth: true, response: PriceConfigurationViewSchema },
  { method: 'put', path: '/api/app/property-unit/{id}/price-configuration', summary: 'Replace price and availability settings', tag: 'units', auth: true, body: PriceConfigurationSchema, response: PriceConfigurationViewSchema },
  { method: 'patch', path: '/api/app/property-unit/{id}/price-configuration', summary: 'Merge-patch (application/merge-patch+json) price settings; the result is validated whole', tag: 'units', auth: true, body: PriceConfigurationMergePatchSchema, response: PriceConfigurationViewSchema },
  { method: 'get', path: '/api/app/property-unit/{id}/price-list', summary: 'Price and stay limits per night (dateFrom..dateTo, at most 366 days)', tag: 'units', auth: true, query: v.object({ dateFrom: v.string(), dateTo: v.string() }), response: PriceListSchema },
  { method: 'patch', path: '/api/app/property-unit/{id}/calendar-price-configuration', summary: 'Per-day price and stay overrides over a date range', tag: 'units', auth: true, body: CalendarPriceConfigurationSchema, response: PriceListSchema },
  { method: 'get', path: '/api/app/property-unit/{id}/promotions/configuration', summary: 'Promotion types with discount and text keys', tag: 'units', auth: true, response: PromotionConfigurationSchema },
  { method: 'get', path: '/api/app/property-unit/{id}/promotions', summary: "The unit's promotions and their status", tag: 'units', auth: true, response: PromotionListSchema },
  { method: 'post', path: '/api/app/property-unit/{id}/promotion', summary: 'Switch a promotion on or off (type, state)', tag: 'units', auth: true, body: PromotionToggleSchema, response: PromotionSchema },
  { method: 'get', path: '/api/app/property-unit/verify-calendar/configuration', summary: 'Platforms a listing can be verified against', tag: 'units', auth: true, response: VerificationConfigurationSchema },
  { method: 'get', path: '/api/app/property-unit/{id}/verify-calendar/{provider}/data', summary: 'Listing verification declaration and status', tag: 'units', auth: true, response: VerificationDataSchema },
  { method: 'post', path: '/api/app/property-unit/{id}/verify-calendar/{provider}/data', summary: 'Declare whether the unit is listed there (isListed yes/no, listingUrl)', tag: 'units', auth: true, body: VerificationSubmitSchema, response: VerificationStatusSchema },
  { method: 'get', path: '/api/app/property-unit/{id}/verify-calendar/{provider}/verify', summary: 'Where the verification stands', tag: 'units', auth: true, response: VerificationStatusSchema },
  // Listing entry (HC §2 /listing/check-eligibility; HC §8 "logs an error event"). Paths ours.
  { method: 'get', path: '/api/app/listing-eligibility', summary: 'May the host start a listing now (reasons when not)', tag: 'properties', auth: true, response: ListingEligibilitySchema },
  ...clientEventsRoutes.operations,
  ...publicClientEventsRoutes.operations,
  { method: 'get', path: '/api/openapi.json', summary: 'This document', tag: 'shell', auth: false },
  { method: 'get', path: '/api/docs', summary: 'Browsable reference of this document: operations by tag with their parameters, bodies and answers, schemas drawn as property trees (plain HTML), and a Try it form per operation', tag: 'shell', auth: false },
  { method: 'get', path: '/api/docs/try-it.js', summary: "The reference page's Try it script (JavaScript): sends an operation's form to this server with the access token typed on the page", tag: 'shell', auth: false },
  // Areas documented in their own lists, beside their routes.
  ...placesOperations,
  ...unitPhotosRoutes.operations,
  ...photoFilesRoutes.operations,
  ...onboardingRoutes.operations,
  ...subscriptionOperations,
  ...stayQuoteOperations,
  ...guestStaysPublicRoutes.operations,
  ...publicUnitOperations,
  ...availabilityOperations,
  ...icalRoutes.operations,
  ...icalPublicRoutes.operations,
  ...userInteractionsRoutes.operations,
  ...notificationsRoutes.operations,
  ...checklistRoutes.operations,
  ...bookingsRoutes.operations,
  ...messagingRoutes.operations,
  ...messagingTokenRoutes.operations,
  ...messagingLiveRoutes.operations,
  ...guestChatRoutes.operations,
  ...accountMoneyRoutes.operations,
  ...userImageRoutes.operations,
  ...hostImageFilesRoutes.operations,
  ...accountOperations,
  ...accountDataRoutes.operations,
  ...dataRequestsStaffRoutes.operations,
  ...staffRoutes.operations,
  ...deadJobsStaffRoutes.operations,
  ...fraudSignalsRoutes.operations,
  ...mailStaffRoutes.operations,
  ...mailUnsubscribeRoutes.operations,
  ...reviewsRoutes.operations,
  ...guestReviewRoutes.operations,
  ...todayRoutes.operations,
  ...guestPreferencesRoutes.operations,
  ...insightsRoutes.operations,
  ...reportsRoutes.operations,
  ...supportRoutes.operations,
  ...helpCentreRoutes.operations,
  ...supportStaffRoutes.operations,
  ...telemetryPublicRoutes.operations,
  ...browserHealthRoutes.operations,
  ...referralTokenRoutes.operations,
  ...referralPublicRoutes.operations,
];
