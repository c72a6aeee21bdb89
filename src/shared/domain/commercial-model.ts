// Commercial models and the hybrid rule (spec: a commission host whose bidding tag is one of these).
export const HYBRID_BIDDING_TAGS = [3, 7, 13, 19] as const;
export type CommercialModel = 'subscription' | 'commission';

export function isHybrid(host: { commercialModel: CommercialModel; biddingTag?: number | null }): boolean {
  return host.commercialModel === 'commission' && HYBRID_BIDDING_TAGS.includes((host.biddingTag ?? -1) as 3);
}

/** The two ways a host works with guests, in the order registration offers them. */
export const COMMERCIAL_MODELS = ['commission', 'subscription'] as const satisfies readonly CommercialModel[];

/** What guests can do on a host's published unit: book (instantly or on request), or ask (an inquiry). */
export function guestsCanBook(model: CommercialModel): boolean {
  return model === 'commission';
}

/**
 * The booking type a new unit starts with. Guests of an inquiry host only ask, so the booking
 * preference step is not shown (listing-step-visibility.ts) and the unit takes requests; a
 * commission host chooses between instant booking and requests in the wizard.
 */
export function initialBookingType(model: CommercialModel): 'onRequest' | null {
  return guestsCanBook(model) ? null : 'onRequest';
}

/** Unit states in which guests have seen, or are about to see, the unit under the host's model. */
const SHOWN_TO_GUESTS = new Set(['UNDER_REVIEW', 'APPROVED', 'PUBLISHED']);

/**
 * A host may change how they work with guests only while nothing of theirs is (or was) published:
 * a published unit's guests, stays and prices were offered under the model it was published with.
 */
export function commercialModelChangeable(units: readonly { status: string; publishedAt: Date | string | null }[]): boolean {
  return units.every((u) => u.status === 'DELETED' || (!SHOWN_TO_GUESTS.has(u.status) && u.publishedAt === null));
}
