import type { PUBLIC_STAY_KINDS } from '../../schemas/public-unit';

// What a guest's request for a unit becomes: shared by the server (guest stays, the public unit)
// and the wizard's preview of the guest page, so both say "Book", "Request" or "Send inquiry" alike.

export type StayKind = (typeof PUBLIC_STAY_KINDS)[number];

/** A subscription host is asked (inquiry); a commission host is booked at once or asked to confirm. */
export function stayKindFor(commercialModel: string, bookingType: string | null): StayKind {
  if (commercialModel === 'subscription') return 'inquiry';
  return bookingType === 'onLine' ? 'booking' : 'request';
}
