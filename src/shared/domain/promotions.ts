// Promotions a unit can switch on (HC §3 Promotion: type, status ACTIVE or INACTIVE,
// data.discount; texts title, description, progress description, footer, switch name and three
// points). The types and discounts are ours (the spec does not list them); texts are translation
// keys `promotion.<type>.<text>` so the browser shows them in the host's language.

export const PROMOTION_STATUSES = ['ACTIVE', 'INACTIVE'] as const;
export type PromotionStatus = (typeof PROMOTION_STATUSES)[number];

export interface PromotionType {
  type: string;
  /** Percent off the nightly price while active. */
  discount: number;
}

export const PROMOTION_TYPES: readonly PromotionType[] = [
  // Helps a new listing to its first reviews.
  { type: 'new_listing', discount: 20 },
  // Bookings made 90 days or more ahead.
  { type: 'early_booker', discount: 10 },
  // Stays starting within 7 days.
  { type: 'last_minute', discount: 15 },
];

export const PROMOTION_TEXTS = ['title', 'description', 'progressDescription', 'footer', 'switchName', 'point1', 'point2', 'point3'] as const;

export const promotionTextKeys = (type: string) =>
  Object.fromEntries(PROMOTION_TEXTS.map((t) => [t, `promotion.${type}.${t}`])) as Record<(typeof PROMOTION_TEXTS)[number], string>;

/** A unit's promotions: every type, INACTIVE unless switched on. */
export function unitPromotions(stored: Readonly<Record<string, unknown>>) {
  return PROMOTION_TYPES.map((p) => ({ type: p.type, status: (stored[p.type] === 'ACTIVE' ? 'ACTIVE' : 'INACTIVE') as PromotionStatus, data: { discount: p.discount } }));
}
