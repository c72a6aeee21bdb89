import type { ConversationType } from '../../../shared/domain/messaging/inbox';

// What a guest reads of the stay's status: the host's statuses (review collection and the like)
// mean nothing to a guest, so they are told in a handful of plain words.

export type GuestStayStatus = 'pending' | 'confirmed' | 'cancelled' | 'declined' | 'expired' | 'completed' | 'unknown';

const BY_KIND: Record<ConversationType, Record<string, GuestStayStatus>> = {
  booking: {
    CONFIRMED: 'confirmed',
    CANCELLED: 'cancelled',
    COMPLETED: 'completed',
    IN_REVIEW_COLLECTION: 'completed',
    REVIEW_COLLECTED: 'completed',
    NO_REVIEW_COLLECTED: 'completed',
  },
  request: { REQUESTED: 'pending', CONFIRMED: 'confirmed', REJECTED: 'declined', EXPIRED: 'expired' },
  inquiry: {
    requested: 'pending',
    action_needed: 'pending',
    confirmed: 'confirmed',
    in_review_collection: 'completed',
    review_collected: 'completed',
    no_review_collected: 'completed',
    expired_checkout: 'completed',
    rejected: 'declined',
    cancelled: 'cancelled',
  },
};

export const guestStayStatus = (kind: ConversationType, status: string): GuestStayStatus => BY_KIND[kind]?.[status] ?? 'unknown';
