import { DomainConfigSchema } from '../../shared/schemas/app-settings';
import { userRoutes } from '../routes/user';
import { publicRoutes } from '../routes/public';
import { clientEventsRoutes, publicClientEventsRoutes } from '../routes/client-events';
import { propertiesConfigurationRoutes } from '../routes/properties-configuration';
import { placesRoutes } from '../routes/places';
import { photoFilesRoutes, unitPhotosRoutes } from '../routes/unit-photos';
import { onboardingRoutes } from '../routes/onboarding';
import { subscriptionsRoutes } from '../routes/subscriptions';
import { stayQuotePublicRoutes, stayQuoteRoutes } from '../routes/stay-quote';
import { guestStaysPublicRoutes } from '../routes/guest-stays';
import { publicUnitsRoutes } from '../routes/public-units';
import { availabilityRoutes } from '../routes/availability';
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
import { billingTagRoutes } from '../routes/billing-tag';
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
import { listingEligibilityRoutes, propertiesRoutes, propertyUnitsRoutes } from '../routes/properties';
import { unitsRoutes } from '../routes/units';

export type { Operation } from './operation';

// Every API operation, documented from the same valibot schemas the routes validate with.
// tests/server/openapi.test.ts fails when a route of the app is missing here.
export const operations: Operation[] = [
  ...readinessRoutes.operations,
  ...metricsRoutes.operations,
  { method: 'get', path: '/config/{hostname}.json', summary: 'Domain configuration the browser loads first', tag: 'shell', auth: false, response: DomainConfigSchema },
  ...publicRoutes.operations,
  ...userRoutes.operations,
  ...propertiesConfigurationRoutes.operations,
  ...propertiesRoutes.operations,
  ...propertyUnitsRoutes.operations,
  ...unitsRoutes.operations,
  ...listingEligibilityRoutes.operations,
  ...clientEventsRoutes.operations,
  ...publicClientEventsRoutes.operations,
  { method: 'get', path: '/api/openapi.json', summary: 'This document', tag: 'shell', auth: false },
  { method: 'get', path: '/api/docs', summary: 'Browsable reference of this document: operations by tag with their parameters, bodies and answers, schemas drawn as property trees (plain HTML), and a Try it form per operation', tag: 'shell', auth: false },
  { method: 'get', path: '/api/docs/try-it.js', summary: "The reference page's Try it script (JavaScript): sends an operation's form to this server with the access token typed on the page", tag: 'shell', auth: false },
  // Areas documented in their own lists, beside their routes.
  ...placesRoutes.operations,
  ...unitPhotosRoutes.operations,
  ...photoFilesRoutes.operations,
  ...onboardingRoutes.operations,
  ...subscriptionsRoutes.operations,
  ...stayQuoteRoutes.operations,
  ...stayQuotePublicRoutes.operations,
  ...guestStaysPublicRoutes.operations,
  ...publicUnitsRoutes.operations,
  ...availabilityRoutes.operations,
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
  ...billingTagRoutes.operations,
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
