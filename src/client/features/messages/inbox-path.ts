import { isChannelStatus, type ChannelStatus } from '../../../shared/domain/messaging/inbox';

// What /messages, /messages/all, /messages/archived and /messages/{channelStatus}/{channelId}
// ask for. One page serves them all (the router gives the literal routes no parameters, so the
// path itself is read). An unknown status is not a view: the page sends it to /messages.

export type InboxPath = { kind: 'view'; status: ChannelStatus; channelId: string | null } | { kind: 'unknown' };

export function parseInboxPath(pathname: string): InboxPath {
  const [first, status, channelId, ...rest] = pathname.split('/').filter(Boolean);
  if (first !== 'messages' || rest.length > 0) return { kind: 'unknown' };
  if (status === undefined) return { kind: 'view', status: 'inbox', channelId: null };
  if (!isChannelStatus(status)) return { kind: 'unknown' };
  return { kind: 'view', status, channelId: channelId ? decodeURIComponent(channelId) : null };
}

/** /messages?booking=CODE | ?request=CODE | ?inquiry=CODE: the stay whose conversation to open. */
export type DeepLink = { bookingId: string } | { bookingRequestId: string } | { bookingInquiryId: string };

export function deepLinkOf(search: URLSearchParams): DeepLink | null {
  const booking = search.get('booking')?.trim();
  if (booking) return { bookingId: booking };
  const request = search.get('request')?.trim();
  if (request) return { bookingRequestId: request };
  const inquiry = search.get('inquiry')?.trim();
  if (inquiry) return { bookingInquiryId: inquiry };
  return null;
}
