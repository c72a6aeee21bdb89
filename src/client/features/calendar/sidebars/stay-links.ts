import type { CalendarEvent } from '../../../../shared/schemas/availability';
import type { CalendarSidebar } from '../../../../shared/domain/calendar/sidebar-routing';
import { messageGuestPath, stayPath, type StayKind } from '../../../../shared/domain/bookings/stay-paths';

// Which stay a calendar event is (its kind and publicId = code), where it is shown in full, and
// where the host writes to its guest: the inbox (/messages, features/messages) opens — or starts —
// the stay's conversation named by ?booking=, ?request= or ?inquiry= and the code, so an upcoming
// booking's card leads to /messages?booking={code}.

export { stayPath, type StayKind };

export const messagePath = (stay: StayRef) => messageGuestPath(stay.kind, stay.publicId);

export interface StayRef {
  kind: StayKind;
  publicId: string;
}

/** The guest stay an event is (booking, request, inquiry), or null for blocks and imported events. */
export function stayOf(event: CalendarEvent): StayRef | null {
  switch (event.source) {
    case 'booking':
      return event.booking ? { kind: 'booking', publicId: event.booking } : null;
    case 'booking_request':
      return event.bookingRequest ? { kind: 'request', publicId: event.bookingRequest } : null;
    case 'inquiry':
    case 'inquiry_confirmed':
      return event.inquiry ? { kind: 'inquiry', publicId: event.inquiry } : null;
    default:
      return null;
  }
}

/** The detail sidebar of each kind of stay (registry ids). */
export const DETAIL_SIDEBAR: Record<StayKind, CalendarSidebar> = {
  booking: 'booking-details',
  request: 'booking-request-details',
  inquiry: 'inquiry-details',
};

const flatten = (events: readonly CalendarEvent[]): CalendarEvent[] => events.flatMap((e) => [e, ...flatten(e.children)]);

/**
 * The stay a detail sidebar shows: named outright ({stay}, e.g. the booking a confirmed request
 * became, or a card's Show), or the first stay of that kind among the range's events.
 */
export function stayOfPayload(kind: StayKind, payload: unknown): StayRef | null {
  const p = payload as { stay?: StayRef; events?: CalendarEvent[] } | undefined;
  if (p?.stay?.kind === kind) return p.stay;
  for (const event of flatten(p?.events ?? [])) {
    const stay = stayOf(event);
    if (stay?.kind === kind) return stay;
  }
  return null;
}
