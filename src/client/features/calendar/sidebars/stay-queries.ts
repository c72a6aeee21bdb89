import { useQuery } from '@tanstack/react-query';
import { bookingKeys, fetchBooking, fetchBookingRequest, fetchInquiry } from '../../../api/bookings';
import type { ApiError } from '../../../api/http';
import type { BookingDetails, BookingRequestDetails, InquiryDetails } from '../../../../shared/schemas/bookings';

// A stay of the calendar's detail sidebars, under the bookings' own query keys and answer shapes
// (the bookings pages and the decision actions read and write the same entries): a decision taken
// here or there updates or invalidates them, so the sidebar shows the stay as it now is.

export const useBookingDetails = (publicId: string) =>
  useQuery<BookingDetails, ApiError>({ queryKey: bookingKeys.booking(publicId), queryFn: ({ signal }) => fetchBooking(publicId, signal) });

export const useRequestDetails = (publicId: string) =>
  useQuery<BookingRequestDetails, ApiError>({ queryKey: bookingKeys.request(publicId), queryFn: ({ signal }) => fetchBookingRequest(publicId, signal) });

export const useInquiryDetails = (publicId: string) =>
  useQuery<InquiryDetails, ApiError>({ queryKey: bookingKeys.inquiry(publicId), queryFn: ({ signal }) => fetchInquiry(publicId, signal) });
