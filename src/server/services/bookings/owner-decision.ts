// The columns a host's decision writes on a stay (cancel, reject): who decided, when, and the
// reasons as sent. decisionOf (stay-rows.ts) reads them back.

export interface OwnerDecision {
  reason: string;
  subReason?: string | null;
  explanation?: string;
  message?: string;
}

export function ownerDecisionColumns(decision: OwnerDecision, now: Date) {
  return {
    decisionReason: decision.reason,
    decisionSubReason: decision.subReason ?? null,
    decisionExplanation: decision.explanation || null,
    decisionMessage: decision.message || null,
    decidedBy: 'OWNER',
    decidedAt: now,
    updatedAt: now,
  } as const;
}
