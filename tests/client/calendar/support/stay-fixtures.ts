import type { BookingDetails, BookingRequestDetails, InquiryDetails } from '../../../../src/shared/schemas/bookings';

// Stays as the server answers GET /api/app/bookings/{id}, /booking-requests/{id} and
// /booking-inquiries/{id}: only what a test names differs.

const stay = (code: string) => ({
  publicId: code,
  code,
  checkIn: '2026-12-03',
  checkOut: '2026-12-07',
  duration: 4,
  guests: 2,
  customer: { firstName: 'Sophie', lastName: 'Martin', email: 'sophie@guest.example', phoneNumber: null },
  totalAmount: 480,
  currency: 'EUR',
  propertyUnitSummary: { publicId: 'unit-villa', propertyId: 'prop-villa', title: 'Villa Aurora', bookingType: null },
  createdAt: '2026-11-01T10:00:00.000Z',
  conversationId: null,
  quote: null,
});

export const bookingDetails = (code: string, over: Partial<BookingDetails> = {}): BookingDetails => ({
  ...stay(code),
  status: 'CONFIRMED',
  cancelledBy: null,
  bookingType: 'onLine',
  bookingRequest: null,
  cancellation: null,
  availableActions: ['cancel'],
  ...over,
});

export const requestDetails = (code: string, over: Partial<BookingRequestDetails> = {}): BookingRequestDetails => ({
  ...stay(code),
  status: 'REQUESTED',
  expirationTime: '2026-12-01T10:00:00.000Z',
  guestMessage: null,
  booking: null,
  rejection: null,
  availableActions: ['confirm', 'reject'],
  ...over,
});

export const inquiryDetails = (code: string, over: Partial<InquiryDetails> = {}): InquiryDetails => ({
  ...stay(code),
  status: 'requested',
  guestMessage: null,
  rejection: null,
  cancellation: null,
  overlappingCount: 0,
  availableActions: ['confirm', 'reject'],
  ...over,
});
