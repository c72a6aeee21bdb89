/** Why a host cancels; the code is what the server records, the text is translated. */
export const CANCEL_REASONS = ['tooExpensive', 'notEnoughBookings', 'switchingToCommission', 'stoppingRentals', 'other'] as const;
export type CancelReason = (typeof CANCEL_REASONS)[number];
