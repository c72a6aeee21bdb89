import type { MailKind } from '../../../shared/domain/mail/outbox';
import type { OutgoingMail } from './outbox';
import { composeMail, mailFormat, type MailRecipient } from './compose';
import { stayFactRows, type StayFacts } from './stay-facts';

// The guest's mails about their stay, in the language of the page they booked on: their request or
// inquiry reached the host; the stay is confirmed (an instant booking at once, a request or inquiry
// when the host confirms it); the host declined it or let it expire; the host cancelled it; the
// guest cancelled it themselves (a confirmation of their own cancellation from the chat). Each
// links to the guest chat's sign-in with the stay's code filled in (/guest/login?code=...), where
// the guest reads the host's words and answers. Written by the guest-stay-mail job
// (services/bookings/guest-stay-mail-job.ts) after the event's transaction scheduled it.

/** What happened to the stay, from the guest's side. */
export const GUEST_STAY_NEWS = ['request-received', 'inquiry-received', 'confirmed', 'rejected', 'expired', 'cancelled', 'guest-cancelled'] as const;
export type GuestStayNews = (typeof GUEST_STAY_NEWS)[number];

/** Each piece of news: its mail kind (what a guest may opt out of) and its texts in src/shared/i18n/mail/<locale>.json. */
const NEWS: Record<GuestStayNews, { kind: MailKind; texts: string }> = {
  'request-received': { kind: 'guest.stay-received', texts: 'guestRequestReceived' },
  'inquiry-received': { kind: 'guest.stay-received', texts: 'guestInquiryReceived' },
  confirmed: { kind: 'guest.stay-confirmed', texts: 'guestConfirmed' },
  // A request is declined or expires, never both: one kind, so one key per stay.
  rejected: { kind: 'guest.stay-rejected', texts: 'guestRejected' },
  expired: { kind: 'guest.stay-rejected', texts: 'guestExpired' },
  // Cancelled by the host or by the guest, never both: one kind, so one key per stay.
  cancelled: { kind: 'guest.stay-cancelled', texts: 'guestCancelled' },
  'guest-cancelled': { kind: 'guest.stay-cancelled', texts: 'guestCancelledByYou' },
};

export const guestStayMailKind = (news: GuestStayNews): MailKind => NEWS[news].kind;

export interface GuestStayMailInput {
  news: GuestStayNews;
  /** The stay as the guest knows it now: `code` is the booking's once a request is confirmed. */
  stay: StayFacts;
  guest: MailRecipient;
  /** A request's answer deadline (request-received only). */
  expiresAt?: Date | null;
  publicUrl: string;
  sign: (address: string, kind: MailKind) => string;
}

export async function guestStayMail(input: GuestStayMailInput): Promise<OutgoingMail> {
  const { kind, texts } = NEWS[input.news];
  const { stay } = input;
  const format = await mailFormat(input.guest.locale);
  const { t } = format;
  const vars = { unit: stay.unitName, code: stay.code, checkIn: format.day(stay.checkIn), checkOut: format.day(stay.checkOut) };
  return composeMail({
    key: `${kind}:${stay.stayId}`,
    kind,
    to: input.guest,
    format,
    subject: t(`${texts}.subject`, vars),
    title: t(`${texts}.heading`, vars),
    paragraphs: [t(`${texts}.intro`, vars)],
    facts: [[t('guestStay.code'), stay.code], ...stayFactRows(format, stay)],
    note: input.news === 'request-received' && input.expiresAt ? t('guestRequestReceived.expires', { expires: format.moment(input.expiresAt, stay.timeZone) }) : undefined,
    action: { label: t('guestStay.action'), url: `${input.publicUrl}/guest/login?code=${encodeURIComponent(stay.code)}` },
    reason: t('guestStay.reason', vars),
    publicUrl: input.publicUrl,
    unsubscribeToken: input.sign(input.guest.email, kind),
  });
}
