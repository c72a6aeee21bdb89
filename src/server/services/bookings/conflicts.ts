import { sqlStateOf } from './stay-code';

// The no-double-booking rule (migration 0004, constraint bookings_no_double_booking): active
// bookings and confirmed inquiries of a unit never share a night. The database refuses the write
// with SQLSTATE 23P01 (exclusion violation), also when two confirms race; the host gets a 409
// that says which nights (heldByWinnerProblem in ../night-holds.ts), never a 500.

export const isNoDoubleBooking = (error: unknown) => sqlStateOf(error) === '23P01';

