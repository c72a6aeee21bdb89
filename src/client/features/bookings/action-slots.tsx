// The decision components come from ./actions (written alongside these pages). Until they are in
// place these stand-ins keep the pages usable; the pages import only from here.
import type { ReactNode } from 'react';
import type { BookingDetails, BookingRequestDetails, InquiryDetails } from '../../../shared/schemas/bookings';

export function RequestActions(_: { request: BookingRequestDetails; onConfirmed?: (bookingPublicId: string) => void }): ReactNode {
  return null;
}
export function InquiryActions(_: { inquiry: InquiryDetails }): ReactNode {
  return null;
}
export function CancelBookingAction(_: { booking: BookingDetails }): ReactNode {
  return null;
}
export function BookingTypeSwitchBanner(): ReactNode {
  return null;
}
export function StatusBadge({ status }: { kind: 'booking' | 'request' | 'inquiry'; status: string; cancelledBy?: 'guest' | 'owner' | null }): ReactNode {
  return <span className="tag">{status}</span>;
}
