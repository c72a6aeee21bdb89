// Outbound e-mail: the kinds of mail, the life of one in the outbox and when sending gives up.
// The server's outbox (src/server/services/mail/) and the staff mailbox page read these rules.

/** Every kind of mail the portal sends; a host may opt out of each but the security mails (List-Unsubscribe). */
export const MAIL_KINDS = [
  'identity.password-reset',
  'identity.email-verification',
  'identity.password-changed',
  'booking-request.created',
  // The host's notifications (services/mail/*-mail.ts).
  'booking.created',
  'inquiry.created',
  'booking-request.expiring',
  'message.received',
  'review.received',
  'verification.completed',
  'listing.reviewed',
  'calendar-feed.failing',
  'subscription.ending',
  'booking.cancelled-by-guest',
  // The guest's mails about their stay (services/mail/guest-stay-mail.ts): kinds start with 'guest.'.
  'guest.stay-received',
  'guest.stay-confirmed',
  'guest.stay-rejected',
  'guest.stay-cancelled',
] as const;
export type MailKind = (typeof MAIL_KINDS)[number];

/**
 * Mails about the account's own safety (src/server/services/mail/identity-mails.ts): they carry no
 * unsubscribe link or List-Unsubscribe header, and an opt-out token naming one is refused, because
 * a host who stopped them would not hear that someone else changed their password.
 */
export const SECURITY_MAIL_KINDS: readonly MailKind[] = ['identity.password-reset', 'identity.email-verification', 'identity.password-changed'];
export const isSecurityMailKind = (kind: string) => (SECURITY_MAIL_KINDS as readonly string[]).includes(kind);

/** Kinds written to guests start with this; a host never receives them. */
export const GUEST_MAIL_KIND_PREFIX = 'guest.';

/**
 * The kinds a host receives and may switch off (account Notifications tab, GET/PUT
 * /api/app/user/mail-preferences): every kind but the security mails, which cannot be stopped, and
 * the guests' mails (`guest.*`), which go to guests, not hosts, so a host has nothing to switch for
 * them. Derived from MAIL_KINDS, so a new host kind shows up in the tab by itself.
 */
export const HOST_MAIL_KINDS: readonly MailKind[] = MAIL_KINDS.filter((kind) => !isSecurityMailKind(kind) && !kind.startsWith(GUEST_MAIL_KIND_PREFIX));
export const isHostMailKind = (kind: string) => (HOST_MAIL_KINDS as readonly string[]).includes(kind);

/**
 * queued: waiting for the job runner; sent: accepted by the SMTP server, or kept in the embedded
 * mailbox when no SMTP_URL is set; failed: given up (too many temporary failures, or the address
 * opted out or bounced before); bounced: the SMTP server refused it for good (5xx).
 */
export const MAIL_STATUSES = ['queued', 'sent', 'failed', 'bounced'] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

/** Where a sent mail went: an SMTP server, or the embedded mailbox (the database, shown to staff). */
export const MAIL_TRANSPORTS = ['smtp', 'mailbox'] as const;
export type MailTransport = (typeof MAIL_TRANSPORTS)[number];

/** After this many temporary failures (4xx, connection refused, timeouts) a mail is marked failed. */
export const MAIL_MAX_ATTEMPTS = 8;

/** Temporary failures wait 30 s, 1 min, 2 min ... at most one hour before the next try. */
export function mailRetryDelaySeconds(attempts: number): number {
  return Math.min(3600, 30 * 2 ** Math.max(0, attempts - 1));
}

/**
 * An SMTP reply code that refuses the mail for good (RFC 5321 §4.2.1: 5yz is a permanent negative
 * completion). Anything else — 4yz, or no code at all (the server could not be reached) — is worth
 * another try.
 */
export function isPermanentSmtpFailure(responseCode: number | undefined): boolean {
  return responseCode !== undefined && responseCode >= 500 && responseCode <= 599;
}

/** The suppression a bounce writes: every kind, for that address. */
export const ALL_MAIL_KINDS = '*';

/**
 * The last error of a mail that was never offered to the SMTP server because its recipient must not
 * get it: a code (the staff mailbox shows it translated), unlike an SMTP server's own reply, which
 * is kept as the server wrote it.
 */
export const MAIL_SKIPPED = { bounced: 'skipped:address-bounced', unsubscribed: 'skipped:recipient-unsubscribed' } as const;
export type MailSkipped = (typeof MAIL_SKIPPED)[keyof typeof MAIL_SKIPPED];
export const isMailSkipped = (lastError: string | null): lastError is MailSkipped => Object.values(MAIL_SKIPPED).includes(lastError as MailSkipped);
