import { describe, expect, it } from 'vitest';
import { canDeleteProperty, continueListingPath, fixTargets, optimisticState, propertyBadge, unitActions, unitBadge, type InvalidField, type UnitView } from '../../src/client/features/properties/listing-rules';
import type { ListingStatus } from '../../src/shared/domain/listing-status';

// What the /properties page offers, from the shared listing rules (shared/domain/listing-status.ts).

const P = 'p1';
const u = (id: string, state: ListingStatus, title: string | null = id): UnitView => ({ id, title, state });
const invalid = (unitId: string, field: InvalidField['field'] = 'registrationNumber'): InvalidField => ({ field, message: 'required', propertyId: P, propertyUnitId: unitId });

describe('actions a unit offers', () => {
  it.each([
    ['PUBLISHED', [], ['unpublish']],
    ['UNPUBLISHED', [], ['publish', 'delete']],
    ['APPROVED', [], ['publish', 'unpublish', 'delete']],
    ['UNDER_REVIEW', [], ['unpublish']],
    ['REJECTED_BY_STAFF', [], ['publish', 'delete']],
    // unfinished: continued in the wizard, not published from the list
    ['IN_PROGRESS', [], ['delete']],
    ['DELETED', [], []],
    // a registration-number problem blocks publishing; an identification code does not (HC §3)
    ['UNPUBLISHED', [invalid('a')], ['delete']],
    ['UNPUBLISHED', [invalid('a', 'nationalIdentificationCode')], ['publish', 'delete']],
    ['UNPUBLISHED', [invalid('other')], ['publish', 'delete']],
  ] as const)('%s with %j -> %j', (state, fields, actions) => expect(unitActions(u('a', state), fields)).toEqual(actions));
});

describe('the state shown while the call runs', () => {
  it.each([
    ['UNPUBLISHED', 'publish', 'PUBLISHED'],
    ['REJECTED_BY_STAFF', 'publish', 'UNDER_REVIEW'],
    ['PUBLISHED', 'unpublish', 'UNPUBLISHED'],
    ['UNDER_REVIEW', 'publish', 'UNDER_REVIEW'], // refused: stays
    ['IN_PROGRESS', 'unpublish', 'IN_PROGRESS'],
  ] as const)('%s, %s -> %s', (state, action, shown) => expect(optimisticState(state, action)).toBe(shown));
});

describe('status texts (HC §4)', () => {
  it.each([
    ['PUBLISHED', [], 'PUBLISHED'], // its guest page /stay/{id} is its link
    ['UNPUBLISHED', [], 'UNPUBLISHED'],
    ['REJECTED_BY_STAFF', [], 'actionNeeded'],
    ['UNPUBLISHED', [invalid('a')], 'actionNeeded'],
    ['IN_PROGRESS', [invalid('a')], 'IN_PROGRESS'], // still in the wizard: fixed there
    ['UNPUBLISHED', [invalid('b')], 'UNPUBLISHED'], // another unit's problem
  ] as const)('unit %s with %j -> %s', (state, fields, badge) => expect(unitBadge(u('a', state), fields)).toBe(badge));

  it('a published unit with guest links is just published', () => expect(unitBadge(u('a', 'PUBLISHED'), [], ['https://guest.example/a'])).toBe('PUBLISHED'));
  it('a published unit whose links are known to be none is "publishing"', () => expect(unitBadge(u('a', 'PUBLISHED'), [], [])).toBe('publishing'));
  it('a published property is live (its published units have guest pages); an unpublished one is not', () => {
    expect(propertyBadge({ state: 'PUBLISHED', invalidFields: [] })).toBe('PUBLISHED');
    expect(propertyBadge({ state: 'PUBLISHED', invalidFields: [] }, [])).toBe('publishing');
    expect(propertyBadge({ state: 'UNPUBLISHED', invalidFields: [] })).toBe('UNPUBLISHED');
  });
  it('a property with any invalid field needs action', () => expect(propertyBadge({ state: 'PUBLISHED', invalidFields: [invalid('a')] })).toBe('actionNeeded'));
});

describe('where "fix it" leads', () => {
  it('one unit with an invalid field of a single property: its regional-requirements step', () =>
    expect(fixTargets({ id: P, propertyType: 'single', invalidFields: [invalid('a'), invalid('a', 'nationalIdentificationCode')] }, [u('a', 'PUBLISHED', 'Villa')])).toEqual([
      { unitId: 'a', title: 'Villa', to: `/listing/single-unit/${P}/a/regional-requirements` },
    ]));

  it('several units of a multi property, rejected ones to their page', () =>
    expect(fixTargets({ id: P, propertyType: 'multi', invalidFields: [invalid('b')] }, [u('a', 'REJECTED_BY_STAFF'), u('b', 'UNPUBLISHED'), u('c', 'PUBLISHED')])).toEqual([
      { unitId: 'b', title: 'b', to: `/listing/multi-unit/${P}/b/regional-requirements` },
      { unitId: 'a', title: 'a', to: `/properties/${P}/units/a` },
    ]));

  it('nothing to fix: no target', () => expect(fixTargets({ id: P, propertyType: 'multi', invalidFields: [] }, [u('a', 'PUBLISHED')])).toEqual([]));
});

describe('deleting a property', () => {
  it.each([
    [['IN_PROGRESS', 'UNPUBLISHED'], true],
    [['UNPUBLISHED', 'PUBLISHED'], false],
    [['UNDER_REVIEW'], false],
    [[], true],
  ] as const)('units %j -> %s', (states, allowed) => expect(canDeleteProperty(states.map((s, i) => u(String(i), s)))).toBe(allowed));
});

it('continues an unfinished unit through the flow entry that picks the wizard', () => expect(continueListingPath('p', 'u')).toBe('/listing/property/p/unit/u'));
