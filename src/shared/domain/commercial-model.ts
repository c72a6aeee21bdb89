// Commercial models and the hybrid rule (spec: a commission host whose bidding tag is one of these).
export const HYBRID_BIDDING_TAGS = [3, 7, 13, 19] as const;
export type CommercialModel = 'subscription' | 'commission';

export function isHybrid(host: { commercialModel: CommercialModel; biddingTag?: number | null }): boolean {
  return host.commercialModel === 'commission' && HYBRID_BIDDING_TAGS.includes((host.biddingTag ?? -1) as 3);
}
