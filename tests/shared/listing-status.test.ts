import { describe, expect, it } from 'vitest';
import { applyListingAction, availableActions, isListingComplete, LISTING_STATUSES, listingBadge, propertyStatus, type ListingAction, type ListingStatus } from '../../src/shared/domain/listing-status';

describe('listing status transitions', () => {
  // [from, action, publishable, expected]
  const table: [ListingStatus, ListingAction, boolean, ListingStatus | 'notPublishable' | 'notAllowed'][] = [
    ['IN_PROGRESS', 'publish', true, 'PUBLISHED'],
    ['IN_PROGRESS', 'publish', false, 'notPublishable'],
    ['UNPUBLISHED', 'publish', true, 'PUBLISHED'],
    ['APPROVED', 'publish', true, 'PUBLISHED'],
    ['REJECTED_BY_STAFF', 'publish', true, 'UNDER_REVIEW'],
    ['REJECTED_BY_STAFF', 'publish', false, 'notPublishable'],
    ['UNDER_REVIEW', 'publish', true, 'notAllowed'],
    ['PUBLISHED', 'publish', false, 'PUBLISHED'],
    ['PUBLISHED', 'unpublish', true, 'UNPUBLISHED'],
    ['APPROVED', 'unpublish', true, 'UNPUBLISHED'],
    ['UNDER_REVIEW', 'unpublish', true, 'UNPUBLISHED'],
    ['UNPUBLISHED', 'unpublish', true, 'UNPUBLISHED'],
    ['IN_PROGRESS', 'unpublish', true, 'notAllowed'],
    ['REJECTED_BY_STAFF', 'unpublish', true, 'notAllowed'],
    ['IN_PROGRESS', 'delete', false, 'DELETED'],
    ['UNPUBLISHED', 'delete', true, 'DELETED'],
    ['REJECTED_BY_STAFF', 'delete', true, 'DELETED'],
    ['PUBLISHED', 'delete', true, 'notAllowed'],
    ['UNDER_REVIEW', 'delete', true, 'notAllowed'],
    ['DELETED', 'publish', true, 'notAllowed'],
  ];
  it.each(table)('%s --%s (publishable %s)--> %s', (from, action, publishable, expected) => {
    const r = applyListingAction(from, action, publishable);
    expect(r.ok ? r.status : r.reason).toBe(expected);
  });

  it('a repeated publish or unpublish changes nothing', () => {
    expect(applyListingAction('PUBLISHED', 'publish', true)).toEqual({ ok: true, status: 'PUBLISHED', changed: false });
    expect(applyListingAction('UNPUBLISHED', 'unpublish', true)).toEqual({ ok: true, status: 'UNPUBLISHED', changed: false });
  });

  it('offers only the actions that would change the unit', () => {
    expect(availableActions('IN_PROGRESS', false)).toEqual(['delete']);
    expect(availableActions('IN_PROGRESS', true)).toEqual(['publish', 'delete']);
    expect(availableActions('PUBLISHED', true)).toEqual(['unpublish']);
    expect(availableActions('UNPUBLISHED', true)).toEqual(['publish', 'delete']);
    expect(availableActions('DELETED', true)).toEqual([]);
    for (const s of LISTING_STATUSES) for (const a of availableActions(s, true)) expect(applyListingAction(s, a, true).ok).toBe(true);
  });
});

describe('property status and badges', () => {
  it('a property is published when any unit is, otherwise its most advanced unit state', () => {
    expect(propertyStatus([])).toBe('IN_PROGRESS');
    expect(propertyStatus(['IN_PROGRESS', 'PUBLISHED'])).toBe('PUBLISHED');
    expect(propertyStatus(['IN_PROGRESS', 'UNPUBLISHED'])).toBe('UNPUBLISHED');
    expect(propertyStatus(['DELETED'])).toBe('IN_PROGRESS');
    expect(propertyStatus(['REJECTED_BY_STAFF', 'IN_PROGRESS'])).toBe('REJECTED_BY_STAFF');
  });

  it('HC §4: published without links is publishing; invalid fields outside the wizard or a rejection need action', () => {
    expect(listingBadge('PUBLISHED', [], false)).toBe('publishing');
    expect(listingBadge('PUBLISHED', ['https://example.test/u/1'], false)).toBe('PUBLISHED');
    expect(listingBadge('PUBLISHED', ['x'], true)).toBe('actionNeeded');
    expect(listingBadge('IN_PROGRESS', [], true)).toBe('IN_PROGRESS');
    expect(listingBadge('REJECTED_BY_STAFF', [], false)).toBe('actionNeeded');
  });

  it('any state but in progress (and deleted) counts as complete', () => {
    expect(LISTING_STATUSES.filter(isListingComplete)).toEqual(['UNDER_REVIEW', 'REJECTED_BY_STAFF', 'PUBLISHED', 'UNPUBLISHED', 'APPROVED']);
  });
});
