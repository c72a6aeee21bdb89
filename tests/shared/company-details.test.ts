import { describe, expect, it } from 'vitest';
import { companyRoles, EU_MEMBER_STATES, isEuMemberState, PROFILE_TYPES, profileTypeOf } from '../../src/shared/domain/company-details';

describe('company profile and tax details (AS §3)', () => {
  it('profile types: a company is a Business, an individual an Individual', () => {
    expect(PROFILE_TYPES).toEqual(['Business', 'Individual']);
    expect(profileTypeOf('company')).toBe('Business');
    expect(profileTypeOf('individual')).toBe('Individual');
  });

  it('names the 27 EU member states, and no other country', () => {
    expect(EU_MEMBER_STATES).toHaveLength(27);
    expect(isEuMemberState('it')).toBe(true);
    expect(isEuMemberState('GR')).toBe(true);
    for (const outside of ['CH', 'GB', 'NO', 'EL']) expect(isEuMemberState(outside)).toBe(false);
  });

  it('shareholders hold a share, signatories sign; one owner may be both or either', () => {
    const both = { name: 'A', ownershipPercent: 60, isSignatory: true };
    const shareOnly = { name: 'B', ownershipPercent: 40 };
    const signOnly = { name: 'C', ownershipPercent: 0, isSignatory: true };
    const { shareholders, signatories } = companyRoles([both, shareOnly, signOnly]);
    expect(shareholders.map((o) => o.name)).toEqual(['A', 'B']);
    expect(signatories.map((o) => o.name)).toEqual(['A', 'C']);
  });
});
