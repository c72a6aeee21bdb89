import { describe, expect, it } from 'vitest';
import { IDENTITY_CHECK_STATUSES, identityCheckStatusOf, VERIFICATION_STATUSES } from '../../src/shared/domain/identity-check';

describe('identity check statuses (AS §3)', () => {
  it('lists the five check statuses of the spec', () => {
    expect(IDENTITY_CHECK_STATUSES).toEqual(['new', 'awaiting_data', 'pending', 'passed', 'failed']);
  });

  it('maps every verification status to the state of the check', () => {
    const mapped = Object.fromEntries(VERIFICATION_STATUSES.map((s) => [s, identityCheckStatusOf(s)]));
    expect(mapped).toEqual({
      VERIFICATION_NEVER_STARTED: 'new',
      VERIFICATION_REQUIRED: 'new',
      VERIFICATION_COLLECTING_DATA: 'awaiting_data',
      VERIFICATION_EXPIRED: 'awaiting_data',
      VERIFICATION_IN_PROGRESS: 'pending',
      VERIFICATION_COMPLETED: 'passed',
      VERIFICATION_FAILED: 'failed',
    });
    // Every check status is reached by some verification status.
    expect(new Set(Object.values(mapped))).toEqual(new Set(IDENTITY_CHECK_STATUSES));
  });
});
