import type { BookingDetails, BookingRequestDetails, InquiryDetails } from '../../../src/shared/schemas/bookings';

// Stays as the server answers them (src/shared/schemas/bookings.ts): only what a test names differs.

const stay = {
  checkIn: '2026-12-04',
  checkOut: '2026-12-07',
  duration: 3,
  guests: 2,
  customer: { firstName: 'Lena', lastName: 'Brandt', email: 'lena@example.org', phoneNumber: '+49 170 1234567' },
  totalAmount: 450,
  currency: 'EUR',
  propertyUnitSummary: { publicId: 'unit-1', propertyId: 'prop-1', title: 'Chalet Alpenblick', bookingType: 'onRequest' as const },
  createdAt: '2026-11-20T10:00:00Z',
  conversationId: null,
  quote: null,
};

export const pendingRequest = (over: Partial<BookingRequestDetails> = {}): BookingRequestDetails => ({
  ...stay,
  publicId: 'HP-REQ001',
  code: 'HP-REQ001',
  status: 'REQUESTED',
  expirationTime: '2026-11-24T10:00:00Z',
  guestMessage: 'We arrive late.',
  booking: null,
  rejection: null,
  availableActions: ['confirm', 'reject'],
  ...over,
});

export const openInquiry = (over: Partial<InquiryDetails> = {}): InquiryDetails => ({
  ...stay,
  publicId: 'HP-INQ001',
  code: 'HP-INQ001',
  status: 'requested',
  guestMessage: 'Is the sauna open?',
  rejection: null,
  cancellation: null,
  overlappingCount: 0,
  availableActions: ['confirm', 'reject'],
  ...over,
});

export const confirmedBooking = (over: Partial<BookingDetails> = {}): BookingDetails => ({
  ...stay,
  publicId: 'HP-BKG001',
  code: 'HP-BKG001',
  status: 'CONFIRMED',
  cancelledBy: null,
  bookingType: 'onLine',
  bookingRequest: null,
  cancellation: null,
  availableActions: ['cancel'],
  ...over,
});
