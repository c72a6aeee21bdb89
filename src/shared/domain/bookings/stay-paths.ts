// Where each kind of stay is shown in full (HC §2 Bookings, Management routes).
export type StayKind = 'booking' | 'request' | 'inquiry';

export const stayPath = (kind: StayKind, publicId: string) => {
  const id = encodeURIComponent(publicId);
  return kind === 'booking' ? `/booking-details/${id}` : kind === 'request' ? `/booking-request-details/${id}` : `/inquiries/${id}`;
};
export const requestConfirmationPath = (publicId: string) => `/booking-request-confirmation/${encodeURIComponent(publicId)}`;
export const calendarPath = (unitId: string) => `/calendar/${encodeURIComponent(unitId)}`;
/**
 * Where the host writes to a stay's guest: the inbox opens (or starts) the stay's conversation from
 * its query — ?booking=, ?request= or ?inquiry= with the code (features/messages).
 */
export const messageGuestPath = (kind: StayKind, publicId: string) => `/messages?${kind}=${encodeURIComponent(publicId)}`;
