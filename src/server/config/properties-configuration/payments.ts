// When guests pay (HC §3 paymentPreferences, HC §5): the share paid online at booking
// (100, 50 or 30 percent, 100 by default) and the payment schedules that implement them.
// Labels: `paymentPreference.<percent>`, `paymentSchedule.<value>.label` / `.description`.

export const PAYMENT_PREFERENCE_OPTIONS = [100, 50, 30] as const;
export const DEFAULT_PAYMENT_PREFERENCE = 100;

export interface PaymentScheduleConfig {
  value: 'online_100' | 'online_30_70_split' | 'online_50' | 'online_30';
  /** Percent of the total paid online when the booking is made. */
  atBookingPercent: number;
  /** Percent paid online later, before arrival (the split schedule). */
  beforeArrivalPercent: number;
  /** Percent paid to the host on site. */
  onSitePercent: number;
}

export const PAYMENT_SCHEDULES: readonly PaymentScheduleConfig[] = [
  { value: 'online_100', atBookingPercent: 100, beforeArrivalPercent: 0, onSitePercent: 0 },
  { value: 'online_30_70_split', atBookingPercent: 30, beforeArrivalPercent: 70, onSitePercent: 0 },
  { value: 'online_50', atBookingPercent: 50, beforeArrivalPercent: 0, onSitePercent: 50 },
  { value: 'online_30', atBookingPercent: 30, beforeArrivalPercent: 0, onSitePercent: 70 },
];

/** The split schedule charges the rest this many days before check-in. */
export const SPLIT_BALANCE_DAYS_BEFORE_CHECK_IN = 30;
