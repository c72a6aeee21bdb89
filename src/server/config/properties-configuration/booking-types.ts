// How a guest books (HC §3 bookingType): onLine is instant booking, onRequest waits
// for the host to confirm. Labels and descriptions are translation keys `bookingType.<value>.*`.

export const BOOKING_TYPES = ['onLine', 'onRequest'] as const;
export type BookingTypeValue = (typeof BOOKING_TYPES)[number];

/** The bulk booking-type modal defaults to instant booking (HC §4). */
export const DEFAULT_BOOKING_TYPE: BookingTypeValue = 'onLine';
