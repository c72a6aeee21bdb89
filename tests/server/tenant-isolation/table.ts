import { BOOKING_CANCEL_REASONS, INQUIRY_REJECT_REASONS, REQUEST_REJECT_REASONS } from '../../../src/shared/domain/bookings/reasons';
import { COMMERCIAL_MODEL_PLANS } from '../../../src/shared/domain/commercial-model-plans';
import { PROMOTION_TYPES } from '../../../src/shared/domain/promotions';
import { VERIFICATION_PROVIDERS } from '../../../src/shared/domain/calendar-verification';
import { addDays, todayUtc } from '../../../src/shared/domain/availability/dates';
import { ALPINE, ANNA, STAFF } from '../../support/api';
import { SUPPORT_TOPICS } from '../../../src/shared/schemas/support';
import type { World } from './world';

export interface Fixtures {
  w: World;
  /** A small real PNG, for the upload routes. */
  png: Uint8Array;
}

/**
 * How a host-owned id is used in a call: the owner's real id in the foreign-resource call, a
 * random look-alike of it in the missing-resource call (everything else stays the same).
 */
export type Own = (id: string) => string;

export interface Entry {
  /** Why the route has no foreign resource to probe (only the 401 check runs). */
  none?: string;
  params?: (fx: Fixtures, own: Own) => Record<string, string>;
  query?: (fx: Fixtures, own: Own) => Record<string, string>;
  /** A JSON body the route's schema accepts, so a refusal comes from ownership, not validation. */
  body?: (fx: Fixtures, own: Own) => unknown;
  contentType?: string;
  /** A non-JSON body (uploads). */
  raw?: (fx: Fixtures) => { body: BodyInit; contentType?: string };
  foreign?: {
    owner: string;
    intruder: string;
    /**
     * 404 by default (another host's id is a missing id); 403 where the route is staff-only for
     * everybody else; 400 naming the field where the id is one optional field of a larger body.
     */
    expect?: 400 | 403 | 404;
    /** GETs ask the owner first (must be 2xx); false where the owner's answer is not the point. */
    ownerSees?: false;
  };
}

const day = (n: number) => addDays(todayUtc(), n);
const ownerAnna = { owner: ANNA, intruder: ALPINE };
const ownerAlpine = { owner: ALPINE, intruder: ANNA };
// Staff routes refuse every non-staff caller with 403 before reading any id, so an id of any host
// (or none) answers the same: the route is public knowledge (OpenAPI), the ids behind it are not.
const staffOnly = { owner: STAFF, intruder: ANNA, expect: 403 as const, ownerSees: false as const };
const none = (why: string, params?: Record<string, string>): Entry => ({ none: why, ...(params && { params: () => params }) });
const own = 'reads or changes only the caller\'s own records (no id of a host resource in the path)';

const unit = (fx: Fixtures, o: Own) => ({ id: o(fx.w.anna.unitId) });
const property = (fx: Fixtures, o: Own) => ({ id: o(fx.w.anna.propertyId) });
const onUnit = (extra: Partial<Entry> = {}): Entry => ({ params: unit, foreign: ownerAnna, ...extra });
const onProperty = (extra: Partial<Entry> = {}): Entry => ({ params: property, foreign: ownerAnna, ...extra });
const unitIdParam = (fx: Fixtures, o: Own) => ({ unitId: o(fx.w.anna.unitId) });
const feed = (fx: Fixtures, o: Own) => ({ id: o(fx.w.anna.unitId), feedId: o(fx.w.anna.feedId) });
const photo = (fx: Fixtures, o: Own) => ({ id: o(fx.w.anna.unitId), photoId: o(fx.w.anna.photoId) });
const subscription = (fx: Fixtures, o: Own) => ({ subscriptionId: o(fx.w.anna.subscriptionId) });
const channel = (fx: Fixtures, o: Own) => ({ id: o(fx.w.anna.conversationId) });
const booking = (fx: Fixtures, o: Own) => ({ id: o(fx.w.alpine.bookingCode) });
const request = (fx: Fixtures, o: Own) => ({ id: o(fx.w.alpine.requestCode) });
const inquiry = (fx: Fixtures, o: Own) => ({ id: o(fx.w.anna.inquiryCode) });
const ics = ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//test//EN', 'BEGIN:VEVENT', 'UID:iso-1@test', `DTSTART;VALUE=DATE:${day(200).replace(/-/g, '')}`, `DTEND;VALUE=DATE:${day(202).replace(/-/g, '')}`, 'END:VEVENT', 'END:VCALENDAR', ''].join('\r\n');
const priceConfiguration = {
  nightlyPrice: 99,
  minStay: 2,
  maxStay: 28,
  extraGuestPrice: null,
  extraGuestsCount: null,
  checkInFrom: '15:00',
  checkInTo: '21:00',
  checkOutTo: '11:00',
  checkInDays: [0, 1, 2, 3, 4, 5, 6],
  checkOutDays: [0, 1, 2, 3, 4, 5, 6],
  extraCharges: [],
  discounts: [],
  taxes: [],
  seasonsPricing: [],
  securityDeposit: null,
  preparationTime: 0,
  minDaysOfNotice: 2,
};
const provider = VERIFICATION_PROVIDERS[0].provider;

/**
 * Every /api/app operation of src/server/openapi/operations.ts, by "METHOD path". The test fails
 * on a route missing here and on an entry naming a route that no longer exists.
 */
export const isolationTable: Record<string, Entry> = {
  'GET /api/app/user/info': none(own),
  'PATCH /api/app/user/info': none(own),
  'POST /api/app/user/email-verification': none(own),
  'GET /api/app/user/mail-preferences': none(own),
  'PUT /api/app/user/mail-preferences': none(own),
  'GET /api/app/user/data-export': none(own),
  'POST /api/app/user/deletion': none('deletes the caller\'s own account; no id in the path or body'),
  'GET /api/app/staff/data-requests': none('staff only (403 for hosts, tests/server/account-data.test.ts); no id in the path'),
  'GET /api/app/staff/hosts': none('staff only (403 for hosts, tests/server/impersonation-audit); no id in the path'),
  'GET /api/app/properties-configuration': none('catalogue, the same for every host'),
  'GET /api/app/properties': none(own),
  'POST /api/app/properties': none('creates a property of the caller'),
  'GET /api/app/properties/{id}': onProperty(),
  'PATCH /api/app/properties/{id}': onProperty({ body: () => ({ title: 'Taken over' }) }),
  'PUT /api/app/properties/{id}/location/{action}': onProperty({ params: (fx, o) => ({ id: o(fx.w.anna.propertyId), action: 'map' }), body: () => ({ latitude: 1.5, longitude: 2.5 }) }),
  'DELETE /api/app/properties/{id}': onProperty(),
  'GET /api/app/property-list': none(own),
  'GET /api/app/properties/{propertyId}/units': { params: (fx, o) => ({ propertyId: o(fx.w.anna.propertyId) }), foreign: ownerAnna },
  'POST /api/app/properties/{propertyId}/units': { params: (fx, o) => ({ propertyId: o(fx.w.anna.multiPropertyId) }), foreign: ownerAnna },
  'GET /api/app/property-unit/{id}': onUnit(),
  'PATCH /api/app/property-unit/{id}': onUnit({ body: () => ({ guests: 3 }) }),
  'DELETE /api/app/property-unit/{id}': { params: (fx, o) => ({ id: o(fx.w.anna.draftUnitId) }), foreign: ownerAnna },
  'PATCH /api/app/property-unit/{id}/publish': { params: (fx, o) => ({ id: o(fx.w.anna.draftUnitId) }), foreign: ownerAnna },
  'PATCH /api/app/property-unit/{id}/unpublish': onUnit(),
  'POST /api/app/property-unit/{id}/calendar-action': onUnit({ body: () => ({ status: 'PAUSED' }) }),
  'GET /api/app/property-unit/{id}/listing-progress': onUnit(),
  'PUT /api/app/property-unit/{id}/listing-progress': onUnit({ body: () => ({ completedSteps: ['property'] }) }),
  'POST /api/app/property-units/change-booking-preference': none('switches every unit of the caller'),
  'GET /api/app/property-unit/{id}/regional-requirements': onUnit(),
  'PATCH /api/app/property-unit/{id}/regional-requirements': onUnit({ body: () => ({ registrationNumber: 'IT000' }) }),
  'GET /api/app/property-unit/{id}/regional-requirements/configuration': onUnit(),
  'GET /api/app/property-unit/{id}/price-configuration': onUnit(),
  'PUT /api/app/property-unit/{id}/price-configuration': onUnit({ body: () => priceConfiguration }),
  'PATCH /api/app/property-unit/{id}/price-configuration': onUnit({ body: () => ({ nightlyPrice: 1 }), contentType: 'application/merge-patch+json' }),
  'GET /api/app/property-unit/{id}/price-list': onUnit({ query: () => ({ dateFrom: day(1), dateTo: day(10) }) }),
  'PATCH /api/app/property-unit/{id}/calendar-price-configuration': onUnit({ body: () => ({ dateFrom: day(5), dateTo: day(6), price: 500 }) }),
  'GET /api/app/property-unit/{id}/promotions/configuration': onUnit(),
  'GET /api/app/property-unit/{id}/promotions': onUnit(),
  'POST /api/app/property-unit/{id}/promotion': onUnit({ body: () => ({ type: PROMOTION_TYPES[0].type, state: true }) }),
  'GET /api/app/property-unit/verify-calendar/configuration': none('the list of platforms, the same for every host'),
  'GET /api/app/property-unit/{id}/verify-calendar/{provider}/data': onUnit({ params: (fx, o) => ({ id: o(fx.w.anna.unitId), provider }) }),
  'POST /api/app/property-unit/{id}/verify-calendar/{provider}/data': onUnit({ params: (fx, o) => ({ id: o(fx.w.anna.unitId), provider }), body: () => ({ isListed: 'no' }) }),
  'GET /api/app/property-unit/{id}/verify-calendar/{provider}/verify': onUnit({ params: (fx, o) => ({ id: o(fx.w.anna.unitId), provider }) }),
  'GET /api/app/listing-eligibility': none(own),
  'POST /api/app/client-events': none('logs an event of the caller'),
  'GET /api/app/places': none('gazetteer, the same for every host'),
  'GET /api/app/property-unit/{id}/photos': onUnit(),
  'POST /api/app/property-unit/{id}/photos': onUnit({
    raw: (fx) => {
      const form = new FormData();
      form.append('file', new File([fx.png as BlobPart], 'photo.png', { type: 'image/png' }));
      return { body: form };
    },
  }),
  'PATCH /api/app/property-unit/{id}/photos/order': onUnit({ body: (fx, o) => ({ photoIds: [o(fx.w.anna.photoId)] }) }),
  'PATCH /api/app/property-unit/{id}/photos/{photoId}': { params: photo, foreign: ownerAnna, body: () => ({ caption: 'Taken over' }) },
  'POST /api/app/property-unit/{id}/photos/{photoId}/cover': { params: photo, foreign: ownerAnna },
  'DELETE /api/app/property-unit/{id}/photos/{photoId}': { params: photo, foreign: ownerAnna },
  'POST /api/app/user/init-onboarding': none(own),
  'GET /api/app/user/onboarding/getIndividualDetails': none(own),
  'POST /api/app/user/onboarding/saveIndividualDetails': none(own),
  'GET /api/app/user/onboarding/getBusinessDetails': none(own),
  'POST /api/app/user/onboarding/saveBusinessDetails': none(own),
  'GET /api/app/user/onboarding/getBankAccounts': none(own),
  'POST /api/app/user/onboarding/saveBankAccounts': none(own),
  'GET /api/app/user/onboarding/getConfiguration': none('configuration, the same for every host'),
  'POST /api/app/user/onboarding/documentUpload': none('stores a document of the caller'),
  'GET /api/app/user/kyc/status': none(own),
  'GET /api/app/user/kyc/started-at': none(own),
  'POST /api/app/user/kyc/set-start-at': none(own),
  'GET /api/app/v2/user/subscription': none(own),
  'GET /api/app/subscriptions/plans': none('the plans offered'),
  'POST /api/app/subscription/{subscriptionId}/change-plan': { params: subscription, foreign: ownerAnna, body: () => ({ planItemPriceId: 'standard-monthly' }) },
  'GET /api/app/subscription/info/{unitId}': { params: unitIdParam, foreign: ownerAnna },
  'POST /api/app/user/subscription/coin/boost': {
    body: (fx, o) => ({ propertyUnitId: o(fx.w.anna.unitId), startDate: day(30), endDate: day(31) }),
    foreign: ownerAnna,
  },
  'GET /api/app/subscription/self-renewal/plans/{propertyUnitId}': { params: (fx, o) => ({ propertyUnitId: o(fx.w.anna.unitId) }), foreign: ownerAnna },
  'GET /api/app/subscription/{subscriptionId}/scheduled-changes': { params: subscription, foreign: ownerAnna },
  'DELETE /api/app/subscription/{subscriptionId}/scheduled-changes': { params: subscription, foreign: ownerAnna, body: () => ({ reason: 'changed my mind' }) },
  'DELETE /api/app/subscription': { body: (fx, o) => ({ subscriptionId: o(fx.w.anna.subscriptionId), reason: 'Too expensive' }), foreign: ownerAnna },
  'POST /api/app/subscription/in_progress': none(own),
  'GET /api/app/subscriptions/payment-source/status': none(own),
  'GET /api/app/commercial-model': none(own),
  'PUT /api/app/commercial-model': none(own),
  'PUT /api/app/commercial-model/commission-terms': none(own),
  'PUT /api/app/commercial-model/plan-services': none(own),
  'GET /api/app/properties/{id}/commercial-model-plan': onProperty(),
  'PUT /api/app/properties/{id}/commercial-model-plan': onProperty({ body: () => ({ commercialModelPlan: COMMERCIAL_MODEL_PLANS[0] }) }),
  'GET /api/app/property-unit/{id}/quote': onUnit({ query: () => ({ checkIn: day(200), checkOut: day(203), guests: '2' }) }),
  'GET /api/app/properties/{unitId}/unavailabilities': { params: unitIdParam, foreign: ownerAnna, query: () => ({ dateFrom: day(1), dateTo: day(30) }) },
  'POST /api/app/properties/{unitId}/unavailabilities/block': { params: unitIdParam, foreign: ownerAnna, body: () => ({ dateFrom: day(250), dateTo: day(251) }) },
  'POST /api/app/properties/{unitId}/unavailabilities/unblock': { params: unitIdParam, foreign: ownerAnna, body: () => ({ dateFrom: day(90), dateTo: day(91) }) },
  'GET /api/app/calendar/events': { query: (fx, o) => ({ propertyUnitId: o(fx.w.anna.unitId), dateFrom: day(1), dateTo: day(30) }), foreign: ownerAnna },
  'POST /api/app/calendar/block': { body: (fx, o) => ({ unitId: o(fx.w.anna.unitId), dateFrom: day(250), dateTo: day(251) }), foreign: ownerAnna },
  'POST /api/app/calendar/unblock': { body: (fx, o) => ({ unitId: o(fx.w.anna.unitId), dateFrom: day(90), dateTo: day(91) }), foreign: ownerAnna },
  'GET /api/app/property-unit/{id}/ical': onUnit(),
  'POST /api/app/property-unit/{id}/ical/export-token': onUnit(),
  'POST /api/app/property-unit/{id}/ical/feeds': onUnit({ body: () => ({ name: 'Elsewhere', url: 'https://calendar.example.com/cal.ics' }) }),
  'POST /api/app/property-unit/{id}/ical/feeds/file': onUnit({ query: () => ({ name: 'Elsewhere' }), raw: () => ({ body: ics, contentType: 'text/calendar' }) }),
  'POST /api/app/property-unit/{id}/ical/feeds/{feedId}/sync': { params: feed, foreign: ownerAnna },
  'PUT /api/app/property-unit/{id}/ical/feeds/{feedId}/file': { params: feed, foreign: ownerAnna, raw: () => ({ body: ics, contentType: 'text/calendar' }) },
  'PATCH /api/app/property-unit/{id}/ical/feeds/{feedId}': { params: feed, foreign: ownerAnna, body: () => ({ name: 'Renamed' }) },
  'DELETE /api/app/property-unit/{id}/ical/feeds/{feedId}': { params: feed, foreign: ownerAnna },
  'GET /api/app/user/interactions': none(own),
  'PUT /api/app/user/interaction': none(own),
  'GET /api/app/user/notifications': none(own),
  'GET /api/app/user/checklist': none(own),
  'PUT /api/app/user/checklist/{itemId}': none("{itemId} names a checklist item every host has (not a host's resource); the write is the caller's own interaction row", { itemId: 'set-prices' }),
  'GET /api/app/bookings': none(own),
  'GET /api/app/bookings/{id}': { params: booking, foreign: ownerAlpine },
  'POST /api/app/bookings/{id}/cancel': { params: booking, foreign: ownerAlpine, body: () => ({ reason: BOOKING_CANCEL_REASONS[0] }) },
  'GET /api/app/booking-requests-pending-count': none(own),
  'GET /api/app/booking-requests': none(own),
  'GET /api/app/booking-requests/{id}': { params: request, foreign: ownerAlpine },
  'POST /api/app/booking-requests/{id}/confirm': { params: request, foreign: ownerAlpine },
  'POST /api/app/booking-requests/{id}/reject': { params: request, foreign: ownerAlpine, body: () => ({ reason: REQUEST_REJECT_REASONS[0] }) },
  'GET /api/app/booking-inquiries': none(own),
  'GET /api/app/booking-inquiries/{id}': { params: inquiry, foreign: ownerAnna },
  'POST /api/app/booking-inquiries/{id}/confirm': { params: inquiry, foreign: ownerAnna },
  'POST /api/app/booking-inquiries/{id}/reject': { params: inquiry, foreign: ownerAnna, body: () => ({ reason: INQUIRY_REJECT_REASONS[0] }) },
  'POST /api/app/booking-inquiries/{id}/cancel': { params: inquiry, foreign: ownerAnna, body: () => ({ reason: BOOKING_CANCEL_REASONS[0] }) },
  'GET /api/app/booking-inquiries/{id}/overlapping-unavailabilities': { params: inquiry, foreign: ownerAnna },
  'GET /api/app/user/tasks': none(own),
  'PATCH /api/app/user/task/{taskType}': none('{taskType} names a kind of task, not a host resource', { taskType: 'bulk_switch_to_instant_booking' }),
  'POST /api/app/messaging/conversation': { body: (fx, o) => ({ bookingId: o(fx.w.alpine.bookingCode) }), foreign: ownerAlpine },
  'GET /api/app/messaging/channels': none(own),
  'GET /api/app/messaging/channels/search': none(own),
  'GET /api/app/messaging/channels/{id}': { params: channel, foreign: ownerAnna },
  'GET /api/app/messaging/channels/{id}/messages': { params: channel, foreign: ownerAnna },
  'POST /api/app/messaging/channels/{id}/messages': { params: channel, foreign: ownerAnna, body: () => ({ clientMessageId: 'isolation-probe-1', body: 'Hello from elsewhere' }) },
  'POST /api/app/messaging/channels/{id}/read': { params: channel, foreign: ownerAnna },
  'POST /api/app/messaging/channels/{id}/archive': { params: channel, foreign: ownerAnna },
  'POST /api/app/messaging/channels/{id}/unarchive': { params: channel, foreign: ownerAnna },
  'GET /api/app/messaging/token': none(own),
  // productUserId must be the caller's own id: another host's id and one that exists nowhere are the same 403.
  'POST /api/app/cello-token': { body: (fx, o) => ({ productId: 'host-portal', productUserId: o(fx.w.hosts.anna) }), foreign: { owner: ANNA, intruder: ALPINE, expect: 403 } },
  'GET /api/app/user/billing-details': none(own),
  'PUT /api/app/user/billing-details': none(own),
  'GET /api/app/user/billing-history': none(own),
  'GET /api/app/user/payment-details': none(own),
  'PUT /api/app/user/payment-details': none(own),
  'DELETE /api/app/user/payment-details': none(own),
  'GET /api/app/user/earnings': none(own),
  'POST /api/app/user/image': none(own),
  'DELETE /api/app/user/image': none(own),
  'GET /api/app/user/billing-tag': none(own),
  'PUT /api/app/user/billing-tag/{tag}/save': none('{tag} is a billing tag number, not a host resource', { tag: '7' }),
  'GET /api/app/staff/verifications': none('staff only; no id in the path'),
  'GET /api/app/staff/verifications/{hostId}/documents/{documentId}': { params: (fx, o) => ({ hostId: o(fx.w.lago.hostId), documentId: o(fx.w.lago.documentId) }), foreign: staffOnly },
  'POST /api/app/staff/verifications/{hostId}/approve': { params: (fx, o) => ({ hostId: o(fx.w.lago.hostId) }), foreign: staffOnly },
  'POST /api/app/staff/verifications/{hostId}/reject': { params: (fx, o) => ({ hostId: o(fx.w.lago.hostId) }), foreign: staffOnly, body: () => ({ reason: 'The document is not readable.' }) },
  'GET /api/app/staff/listings': none('staff only; no id in the path'),
  'POST /api/app/staff/listings/{unitId}/approve': { params: (fx, o) => ({ unitId: o(fx.w.lago.unitId) }), foreign: staffOnly },
  'POST /api/app/staff/listings/{unitId}/reject': { params: (fx, o) => ({ unitId: o(fx.w.lago.unitId) }), foreign: staffOnly, body: () => ({ reason: 'The photos show another house.' }) },
  'POST /api/app/fraud-signals': none(own),
  'GET /api/app/reviews/{unitId}': { params: unitIdParam, foreign: ownerAnna },
  'POST /api/app/reviews/reply/{reviewId}': { params: (fx, o) => ({ reviewId: o(fx.w.anna.reviewId) }), foreign: ownerAnna, body: () => ({ text: 'Not my review' }) },
  'GET /api/app/reviews/rating/{unitId}': { params: unitIdParam, foreign: ownerAnna },
  'GET /api/app/reviews/new': none(own),
  'PUT /api/app/reviews/new/{unitId}': { params: unitIdParam, foreign: ownerAnna },
  'GET /api/app/reviews/unanswered': none(own),
  'GET /api/app/today': none(own),
  'GET /api/app/user/guest-preferences': none(own),
  'PATCH /api/app/user/guest-preferences': none(own),
  'GET /api/app/insights/{unitId}/earnings': { params: unitIdParam, foreign: ownerAnna },
  'GET /api/app/insights/{unitId}/occupancy': { params: unitIdParam, foreign: ownerAnna },
  'GET /api/app/insights/{unitId}/performance': { params: unitIdParam, foreign: ownerAnna },
  'GET /api/app/report/dac7/availability': none(own),
  'GET /api/app/report/dac7/{year}': none('{year} is a year of the caller\'s own report', { year: '2025' }),
  'GET /api/app/user/contact-form/topics': none('the topics, the same for every host'),
  // The unit a support message is about is one field of the message: an unknown or another host's
  // unit refuses the message (400 naming propertyUnitId), and nothing is stored.
  'POST /api/app/user/contact-form': {
    body: (fx, o) => ({ topic: SUPPORT_TOPICS[0], body: 'About this unit', propertyUnitId: o(fx.w.anna.unitId) }),
    foreign: { ...ownerAnna, expect: 400 },
  },
  'GET /api/app/user/knowledge-articles': none('help articles, the same for every host'),
  'GET /api/app/staff/support-messages': none('staff only; no id in the path'),
  'GET /api/app/staff/browser-health': none('staff only; no id in the path'),
  'POST /api/app/staff/support-messages/{id}/handled': { params: (fx, o) => ({ id: o(fx.w.anna.supportMessageId) }), foreign: staffOnly },
  'GET /api/app/staff/mail': none('staff only; no id in the path'),
  // The staff mailbox holds mails of every host; a host is refused before any id is read.
  'GET /api/app/staff/mail/{id}': { params: (_fx, o) => ({ id: o('0190f1a2-0000-7000-8000-000000000a11') }), foreign: staffOnly },
  'GET /api/app/staff/dead-jobs': none('staff only; no id in the path'),
  // Dead jobs are the whole instance's, of no one host; a host is refused before any id is read.
  'POST /api/app/staff/dead-jobs/{id}/retry': { params: (_fx, o) => ({ id: o('987654') }), foreign: staffOnly },
};
