// Notice and preparation options of the booking-preference step (HC §5, HC §9):
// minimum notice same day, 1, 2, 3 or 7 days (2 by default); preparation time 0, 1 or 2 days.
// Labels: `minimumNotice.<days>`, `preparationTime.<days>`.

export const MINIMUM_NOTICE_DAYS = [0, 1, 2, 3, 7] as const;
export const DEFAULT_MINIMUM_NOTICE_DAYS = 2;

export const PREPARATION_TIME_DAYS = [0, 1, 2] as const;
export const DEFAULT_PREPARATION_TIME_DAYS = 0;
