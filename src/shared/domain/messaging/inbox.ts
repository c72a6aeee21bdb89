import type { UserInfo } from '../../schemas/user-info';

// The inbox's lists and filters (AS §2.1, AS §2.6, AS §6).

/** /messages (inbox: not archived), /messages/all, /messages/archived; the {channelStatus} of a conversation's path. */
export const CHANNEL_STATUSES = ['inbox', 'all', 'archived'] as const;
export type ChannelStatus = (typeof CHANNEL_STATUSES)[number];
export const isChannelStatus = (value: string | undefined): value is ChannelStatus => CHANNEL_STATUSES.includes(value as ChannelStatus);

export const CONVERSATION_TYPES = ['booking', 'request', 'inquiry'] as const;
export type ConversationType = (typeof CONVERSATION_TYPES)[number];

/** The special user's recent filter covers the last day (AS §2.6). */
export const RECENT_FILTER_DAYS = 1;
/** Channel search (autocomplete) waits this long after the last key (AS §9, generic debounce). */
export const CHANNEL_SEARCH_DEBOUNCE_MS = 350;
export const CHANNEL_SEARCH_MIN_LENGTH = 2;
export const CHANNEL_SEARCH_LIMIT = 10;

type InboxUser = Pick<UserInfo, 'inboxMode' | 'onboardingStatus' | 'isStaff' | 'isImpersonating'>;

export interface InboxFilters {
  /** Filter by conversation type (inquiries, bookings, requests): "inquiry-related filters apply only for certain users" — those whose inbox mode joins inquiries with the inbox. */
  conversationType: boolean;
  /** "Recent (last day)": the special user is staff, or staff acting for a host (AS §6 treats them specially). */
  recent: boolean;
}

export function inboxFilters(user: InboxUser): InboxFilters {
  return { conversationType: user.inboxMode === 'InquiriesWithInbox', recent: user.isStaff || user.isImpersonating };
}

/** "Messaging is not started while onboarding is in progress" (AS §2.6): no token, no live channel, no sending. */
export const messagingStarts = (user: Pick<UserInfo, 'onboardingStatus'>) => user.onboardingStatus !== 'in_progress';

/** The path of a conversation in a list view. */
export const conversationPath = (status: ChannelStatus, channelId: string) => `/messages/${status}/${channelId}`;
/** The path of a list view. */
export const channelListPath = (status: ChannelStatus) => (status === 'inbox' ? '/messages' : `/messages/${status}`);
