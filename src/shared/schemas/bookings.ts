import * as v from 'valibot';
import { boundedText } from './text';
import { realDay } from './calendar-day';
import { pageOf, pagedSearchQuery } from './pagination';
import { BookingTypeSchema } from './unit';
import { StayQuoteSchema } from './stay-quote';
import { LOCALES } from '../i18n/locales';
import { UnavailabilitySchema } from './availability';
import { ACTOR_ROLES, BOOKING_STATUSES, INQUIRY_STATUSES, REQUEST_STATUSES } from '../domain/bookings/statuses';
import {
  BOOKING_CANCEL_REASONS,
  EXPLANATION_MAX,
  GUEST_MESSAGE_MAX,
  INQUIRY_REJECT_REASONS,
  REQUEST_REJECT_REASONS,
} from '../domain/bookings/reasons';
import { explanationRequired, isCancelSubReason, isRequestSubReason } from '../domain/bookings/decision-payload';
import { BOOKING_LIST_TABS } from '../domain/bookings/tabs';
import { QUOTE_MAX_GUESTS, QUOTE_MAX_NIGHTS } from './stay-quote';

// Bookings, booking requests and inquiries on the wire (HC §3, HC §7 "Bookings,
// requests, inquiries"). A stay's publicId is its code (HP-XXXXXX), the one host and guest see.
// Dates are stays: checkIn is the first night, checkOut the day the guest leaves.

const isoDate = v.pipe(v.string(), v.isoDate('must be a date yyyy-MM-dd'), realDay());
const text = boundedText;

export const BookingStatusSchema = v.picklist(BOOKING_STATUSES);
export const RequestStatusSchema = v.picklist(REQUEST_STATUSES);
export const InquiryStatusSchema = v.picklist(INQUIRY_STATUSES);

/** The unit a stay is on (spec: propertyUnitSummary). */
export const PropertyUnitSummarySchema = v.object({
  publicId: v.string(),
  propertyId: v.string(),
  title: v.string(),
  bookingType: v.nullable(BookingTypeSchema),
});

export const CustomerSchema = v.object({
  firstName: v.string(),
  lastName: v.string(),
  /** Only on detail answers. */
  email: v.optional(v.nullable(v.string())),
  /** Null when the number has no digit (HC §3 inquiry). Only on detail answers. */
  phoneNumber: v.optional(v.nullable(v.string())),
});

/** The host's or guest's decision on a stay: reject or cancel reason, and who made it when. */
export const DecisionSchema = v.object({
  reason: v.string(),
  subReason: v.nullable(v.string()),
  explanation: v.nullable(v.string()),
  message: v.nullable(v.string()),
  by: v.nullable(v.picklist(ACTOR_ROLES)),
  at: v.string(),
});

const stayFields = {
  publicId: v.string(),
  checkIn: v.string(),
  checkOut: v.string(),
  /** Nights. */
  duration: v.number(),
  guests: v.number(),
  customer: CustomerSchema,
  totalAmount: v.number(),
  currency: v.string(),
  propertyUnitSummary: PropertyUnitSummarySchema,
  createdAt: v.string(),
};

// ---------- Bookings ----------

export const BookingListItemSchema = v.object({
  ...stayFields,
  status: BookingStatusSchema,
  cancelledBy: v.nullable(v.picklist(['guest', 'owner'])),
  bookingType: v.nullable(BookingTypeSchema),
});
export type BookingListItem = v.InferOutput<typeof BookingListItemSchema>;

export const BookingDetailsSchema = v.object({
  ...BookingListItemSchema.entries,
  code: v.string(),
  conversationId: v.nullable(v.string()),
  /** The stay quote the guest accepted. */
  quote: v.nullable(StayQuoteSchema),
  /** The request this booking was confirmed from, if any. */
  bookingRequest: v.nullable(v.string()),
  cancellation: v.nullable(DecisionSchema),
  availableActions: v.array(v.picklist(['cancel'])),
});
export type BookingDetails = v.InferOutput<typeof BookingDetailsSchema>;

/** GET /api/app/bookings: criteria[tab], criteria[search] (code or guest name), criteria[unitId], page, limit. */
export const BookingListQuerySchema = v.object({
  'criteria[tab]': v.optional(v.picklist(BOOKING_LIST_TABS, `must be one of ${BOOKING_LIST_TABS.join(', ')}`), 'upcoming'),
  'criteria[unitId]': v.optional(v.pipe(v.string(), v.uuid('must be a unit id'))),
  ...pagedSearchQuery,
});
export type BookingListQuery = v.InferOutput<typeof BookingListQuerySchema>;
export const BookingListSchema = pageOf(BookingListItemSchema);
export type BookingList = v.InferOutput<typeof BookingListSchema>;

export const BookingCancelSchema = v.pipe(
  v.strictObject({
    reason: v.picklist(BOOKING_CANCEL_REASONS, `must be one of ${BOOKING_CANCEL_REASONS.join(', ')}`),
    subReason: v.optional(v.string()),
    explanation: v.optional(text(EXPLANATION_MAX)),
  }),
  v.forward(
    v.check((b) => b.subReason === undefined || isCancelSubReason(b.reason, b.subReason), 'is not a sub-reason of this reason'),
    ['subReason'],
  ),
  v.forward(v.check((b) => !explanationRequired(b.reason) || !!b.explanation, 'is required when the reason is OTHER'), ['explanation']),
);
export type BookingCancel = v.InferOutput<typeof BookingCancelSchema>;

// ---------- Booking requests ----------

export const BookingRequestListItemSchema = v.object({
  ...stayFields,
  status: RequestStatusSchema,
  /** When the request expires unless the host answers (ISO instant). */
  expirationTime: v.nullable(v.string()),
});
export type BookingRequestListItem = v.InferOutput<typeof BookingRequestListItemSchema>;

export const BookingRequestDetailsSchema = v.object({
  ...BookingRequestListItemSchema.entries,
  code: v.string(),
  guestMessage: v.nullable(v.string()),
  conversationId: v.nullable(v.string()),
  quote: v.nullable(StayQuoteSchema),
  /** The booking made by confirming it. */
  booking: v.nullable(v.string()),
  rejection: v.nullable(DecisionSchema),
  availableActions: v.array(v.picklist(['confirm', 'reject'])),
});
export type BookingRequestDetails = v.InferOutput<typeof BookingRequestDetailsSchema>;

/**
 * GET /api/app/booking-requests (spec: criteria search, unitId, checkIn{to}, checkOut{from}, paging);
 * criteria[status] pending (default: REQUESTED only) or all.
 */
export const BookingRequestListQuerySchema = v.object({
  'criteria[unitId]': v.optional(v.pipe(v.string(), v.uuid('must be a unit id'))),
  'criteria[checkIn][to]': v.optional(isoDate),
  'criteria[checkOut][from]': v.optional(isoDate),
  'criteria[status]': v.optional(v.picklist(['pending', 'all'], 'must be pending or all'), 'pending'),
  ...pagedSearchQuery,
});
export type BookingRequestListQuery = v.InferOutput<typeof BookingRequestListQuerySchema>;
export const BookingRequestListSchema = pageOf(BookingRequestListItemSchema);
export type BookingRequestList = v.InferOutput<typeof BookingRequestListSchema>;

export const RequestRejectSchema = v.pipe(
  v.strictObject({
    reason: v.picklist(REQUEST_REJECT_REASONS, `must be one of ${REQUEST_REJECT_REASONS.join(', ')}`),
    subReason: v.optional(v.string()),
    explanation: v.optional(text(EXPLANATION_MAX)),
  }),
  v.forward(
    v.check((b) => b.subReason === undefined || isRequestSubReason(b.reason, b.subReason), 'is not a sub-reason of this reason'),
    ['subReason'],
  ),
  v.forward(v.check((b) => !explanationRequired(b.reason) || !!b.explanation, 'is required when the reason is OTHER'), ['explanation']),
  // HC §5: an explanation belongs to OTHER or goes with a sub-reason; anything else is a client bug.
  v.forward(
    v.check((b) => b.explanation === undefined || b.reason === 'OTHER' || b.subReason !== undefined, 'is only sent with reason OTHER or with a sub-reason'),
    ['explanation'],
  ),
);
export type RequestReject = v.InferOutput<typeof RequestRejectSchema>;

export const PendingCountSchema = v.object({ count: v.number() });

// ---------- Inquiries ----------

export const InquiryListItemSchema = v.object({
  ...stayFields,
  status: InquiryStatusSchema,
});
export type InquiryListItem = v.InferOutput<typeof InquiryListItemSchema>;

export const InquiryDetailsSchema = v.object({
  ...InquiryListItemSchema.entries,
  code: v.string(),
  guestMessage: v.nullable(v.string()),
  conversationId: v.nullable(v.string()),
  quote: v.nullable(StayQuoteSchema),
  rejection: v.nullable(DecisionSchema),
  /** Who cancelled the confirmed inquiry, when and why (the booking's cancel payload). */
  cancellation: v.nullable(DecisionSchema),
  /** How many unavailabilities share nights with it (details: .../overlapping-unavailabilities). */
  overlappingCount: v.number(),
  availableActions: v.array(v.picklist(['confirm', 'reject', 'cancel'])),
});
export type InquiryDetails = v.InferOutput<typeof InquiryDetailsSchema>;

/** GET /api/app/booking-inquiries: criteria[status] open (requested, action needed) or all. */
export const InquiryListQuerySchema = v.object({
  'criteria[unitId]': v.optional(v.pipe(v.string(), v.uuid('must be a unit id'))),
  'criteria[status]': v.optional(v.picklist(['open', 'all'], 'must be open or all'), 'all'),
  ...pagedSearchQuery,
});
export type InquiryListQuery = v.InferOutput<typeof InquiryListQuerySchema>;
export const InquiryListSchema = pageOf(InquiryListItemSchema);
export type InquiryList = v.InferOutput<typeof InquiryListSchema>;

export const InquiryRejectSchema = v.pipe(
  v.strictObject({
    reason: v.picklist(INQUIRY_REJECT_REASONS, `must be one of ${INQUIRY_REJECT_REASONS.join(', ')}`),
    explanation: v.optional(text(EXPLANATION_MAX)),
    message: v.optional(text(GUEST_MESSAGE_MAX)),
  }),
  v.forward(v.check((b) => !explanationRequired(b.reason) || !!b.explanation, 'is required when the reason is OTHER'), ['explanation']),
  v.forward(v.check((b) => b.explanation === undefined || b.reason === 'OTHER', 'is only sent with reason OTHER'), ['explanation']),
);
export type InquiryReject = v.InferOutput<typeof InquiryRejectSchema>;

/** GET .../booking-inquiries/{id}/overlapping-unavailabilities?page=1&limit=20. */
export const OverlappingQuerySchema = v.object({ page: pagedSearchQuery.page, limit: pagedSearchQuery.limit });
export const OverlappingUnavailabilitiesSchema = pageOf(UnavailabilitySchema);
export type OverlappingUnavailabilities = v.InferOutput<typeof OverlappingUnavailabilitiesSchema>;

// ---------- User tasks ----------

export const USER_TASK_TYPES = ['bulk_switch_to_instant_booking', 'bulk_switch_to_other_booking_type'] as const;
export const USER_TASK_STATUSES = ['not_started', 'in_progress', 'done', 'hidden'] as const;
export const UserTaskSchema = v.object({ taskType: v.picklist(USER_TASK_TYPES), status: v.picklist(USER_TASK_STATUSES) });
export type UserTask = v.InferOutput<typeof UserTaskSchema>;
export const UserTaskListSchema = v.array(UserTaskSchema);
export const UserTaskPatchSchema = v.strictObject({ status: v.picklist(USER_TASK_STATUSES, `must be one of ${USER_TASK_STATUSES.join(', ')}`) });

// ---------- Guest side (public) ----------

/** POST /api/public/property-units/{id}/stays: what a guest sends to book, request or ask. */
export const GuestStayRequestSchema = v.pipe(
  v.strictObject({
    checkIn: isoDate,
    checkOut: isoDate,
    guests: v.pipe(v.number('must be a number'), v.integer('must be a whole number'), v.minValue(1, 'must be at least 1'), v.maxValue(QUOTE_MAX_GUESTS, `must be at most ${QUOTE_MAX_GUESTS}`)),
    firstName: v.pipe(text(80), v.minLength(1, 'must not be empty')),
    lastName: v.pipe(text(80), v.minLength(1, 'must not be empty')),
    email: v.pipe(v.string(), v.trim(), v.email('must be an email address'), v.maxLength(200, 'must be at most 200 characters')),
    phone: v.optional(v.nullable(text(40))),
    message: v.optional(text(GUEST_MESSAGE_MAX)),
    /** The page's language: the guest's mails about the stay are written in it (English when absent). */
    language: v.optional(v.picklist(LOCALES, `must be one of ${LOCALES.join(', ')}`)),
  }),
  v.forward(v.check((b) => b.checkIn < b.checkOut, 'must be after checkIn'), ['checkOut']),
  v.forward(
    v.check((b) => (Date.parse(b.checkOut) - Date.parse(b.checkIn)) / 86_400_000 <= QUOTE_MAX_NIGHTS, `a stay is at most ${QUOTE_MAX_NIGHTS} nights`),
    ['checkOut'],
  ),
);
export type GuestStayRequest = v.InferOutput<typeof GuestStayRequestSchema>;

/** What the guest gets back: which kind of stay was made (instant booking, request or inquiry). */
export const GuestStayAnswerSchema = v.object({
  kind: v.picklist(['booking', 'request', 'inquiry']),
  publicId: v.string(),
  status: v.string(),
  checkIn: v.string(),
  checkOut: v.string(),
  totalAmount: v.number(),
  currency: v.string(),
  expirationTime: v.nullable(v.string()),
});
export type GuestStayAnswer = v.InferOutput<typeof GuestStayAnswerSchema>;
