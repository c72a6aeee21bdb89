// Listing status of a unit (HC §3 "Listing status values", HC §4). The spec does not
// show the transitions, so these are ours, kept pure so the server enforces them and the browser
// can show the same enabled actions:
// - publish: IN_PROGRESS, UNPUBLISHED, APPROVED -> PUBLISHED when the unit is publishable;
//   REJECTED_BY_STAFF -> UNDER_REVIEW (a rejected listing goes back to staff, not straight live);
//   PUBLISHED stays PUBLISHED (repeating a publish is harmless); UNDER_REVIEW waits for staff.
// - unpublish: PUBLISHED, APPROVED, UNDER_REVIEW -> UNPUBLISHED; UNPUBLISHED stays; a unit never
//   published (IN_PROGRESS) or rejected has nothing to take down.
// - delete: anything but PUBLISHED and UNDER_REVIEW -> DELETED (a live listing is taken down first,
//   so guests never lose a page without the host deciding it).

export const LISTING_STATUSES = ['IN_PROGRESS', 'UNDER_REVIEW', 'REJECTED_BY_STAFF', 'PUBLISHED', 'UNPUBLISHED', 'APPROVED', 'DELETED'] as const;
export type ListingStatus = (typeof LISTING_STATUSES)[number];

/** Bulk action types of the spec, also the actions a unit offers (availableActions). */
export const LISTING_ACTIONS = ['publish', 'unpublish', 'delete'] as const;
export type ListingAction = (typeof LISTING_ACTIONS)[number];

export type TransitionResult =
  | { ok: true; status: ListingStatus; changed: boolean }
  | { ok: false; reason: 'notPublishable' | 'notAllowed' };

export function applyListingAction(status: ListingStatus, action: ListingAction, publishable: boolean): TransitionResult {
  if (status === 'DELETED') return { ok: false, reason: 'notAllowed' };
  switch (action) {
    case 'publish':
      if (status === 'PUBLISHED') return { ok: true, status, changed: false };
      if (status === 'UNDER_REVIEW') return { ok: false, reason: 'notAllowed' };
      if (!publishable) return { ok: false, reason: 'notPublishable' };
      return { ok: true, status: status === 'REJECTED_BY_STAFF' ? 'UNDER_REVIEW' : 'PUBLISHED', changed: true };
    case 'unpublish':
      if (status === 'UNPUBLISHED') return { ok: true, status, changed: false };
      if (status === 'PUBLISHED' || status === 'APPROVED' || status === 'UNDER_REVIEW') return { ok: true, status: 'UNPUBLISHED', changed: true };
      return { ok: false, reason: 'notAllowed' };
    case 'delete':
      if (status === 'PUBLISHED' || status === 'UNDER_REVIEW') return { ok: false, reason: 'notAllowed' };
      return { ok: true, status: 'DELETED', changed: true };
  }
}

/** The actions that would change the unit now (a no-op repeat is not offered). */
export function availableActions(status: ListingStatus, publishable: boolean): ListingAction[] {
  return LISTING_ACTIONS.filter((a) => {
    const r = applyListingAction(status, a, publishable);
    return r.ok && r.changed;
  });
}

/** HC §3: a unit whose state is not in progress counts as complete enough for some screens. */
export const isListingComplete = (status: ListingStatus) => status !== 'IN_PROGRESS' && status !== 'DELETED';

/**
 * A property's state from its units' (HC §3 Property.state): published when any unit is live,
 * otherwise the most advanced state any unit has reached; a property without units is in progress.
 */
export function propertyStatus(unitStatuses: readonly ListingStatus[]): ListingStatus {
  const live: readonly ListingStatus[] = unitStatuses.filter((s) => s !== 'DELETED');
  const order: ListingStatus[] = ['PUBLISHED', 'APPROVED', 'UNDER_REVIEW', 'REJECTED_BY_STAFF', 'UNPUBLISHED', 'IN_PROGRESS'];
  return order.find((s) => live.includes(s)) ?? 'IN_PROGRESS';
}

/**
 * What the properties page shows (HC §4): published without guest links yet is "publishing";
 * an invalid field outside the wizard, or a staff rejection, is "actionNeeded".
 */
export type ListingBadge = 'publishing' | 'actionNeeded' | ListingStatus;
export function listingBadge(status: ListingStatus, links: readonly string[], hasInvalidFields: boolean): ListingBadge {
  if (status === 'REJECTED_BY_STAFF') return 'actionNeeded';
  if (hasInvalidFields && status !== 'IN_PROGRESS') return 'actionNeeded';
  if (status === 'PUBLISHED' && links.length === 0) return 'publishing';
  return status;
}
