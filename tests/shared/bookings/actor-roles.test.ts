import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { ACTOR_ROLES } from '../../../src/shared/domain/bookings/statuses';
import { DecisionSchema } from '../../../src/shared/schemas/bookings';
import { decisionOf, type BookingRow } from '../../../src/server/services/bookings/stay-rows';

// Booking actor roles (HC §3): who made a decision on a stay, as the answer names it.

const decided = (decidedBy: string | null) =>
  ({ decisionReason: 'OVERBOOKING', decisionSubReason: null, decisionExplanation: null, decisionMessage: null, decidedBy, decidedAt: new Date('2026-11-20T10:00:00Z') }) as unknown as BookingRow;

describe('booking actor roles', () => {
  it('are the five roles of the spec', () => {
    expect(ACTOR_ROLES).toEqual(['OWNER', 'GUEST', 'OWNER_VIA_EXTERNAL_SYSTEM', 'GUEST_VIA_EXTERNAL_SYSTEM', 'EXTERNAL_SYSTEM']);
  });

  it('each one is answered as the decision actor; anything else is answered as unknown (null) and refused by the schema', () => {
    for (const role of ACTOR_ROLES) {
      const decision = decisionOf(decided(role));
      expect(decision?.by).toBe(role);
      expect(v.is(DecisionSchema, decision)).toBe(true);
    }
    expect(decisionOf(decided('SYSTEM'))?.by).toBeNull();
    expect(v.is(DecisionSchema, { ...decisionOf(decided('OWNER')), by: 'SYSTEM' })).toBe(false);
  });
});
