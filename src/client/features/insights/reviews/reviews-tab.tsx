// The reviews tab of /insights/reviews/{unitId} (account-and-shell §2.7). Placeholder until the
// reviews work lands; the insights page mounts it with the chosen unit.
export interface ReviewsTabProps {
  unitId: string;
}

export function ReviewsTab(_props: ReviewsTabProps) {
  return null;
}
