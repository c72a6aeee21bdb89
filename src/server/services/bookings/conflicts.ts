import { conflict } from '../../http/problem';
import { addDays } from '../../../shared/domain/availability/dates';
import { sqlStateOf } from './stay-code';

// The no-double-booking rule (migration 0004, constraint bookings_no_double_booking): active
// bookings and confirmed inquiries of a unit never share a night. The database refuses the write
// with SQLSTATE 23P01 (exclusion violation), also when two confirms race; the host gets a 409
// that says which nights, never a 500.

export const isNoDoubleBooking = (error: unknown) => sqlStateOf(error) === '23P01';

/** 409: some of the stay's nights [checkIn, checkOut) already belong to another booking. */
export const nightsTakenProblem = (stay: { checkIn: string; checkOut: string }) =>
  conflict(
    `The nights from ${stay.checkIn} to ${addDays(stay.checkOut, -1)} are already booked: another booking or confirmed inquiry of this unit holds at least one of them.`,
  );
