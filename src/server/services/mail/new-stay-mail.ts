import type { MailKind } from '../../../shared/domain/mail/outbox';
import type { OutgoingMail } from './outbox';
import { composeMail, mailFormat, type MailRecipient } from './compose';
import { guestMessageQuote, stayFactRows, type StayFacts } from './stay-facts';

// The host's mail about a stay a guest made that needs no answer by a deadline
// (services/bookings/guest-stays.ts): an instant booking (confirmed at once, link to
// /booking-details/{code}) or an inquiry of a subscription host (link to /inquiries/{code}).
// A request has its own mail with the answer deadline (booking-request-mail.ts).

export const NEW_BOOKING_MAIL_KIND: MailKind = 'booking.created';
export const NEW_INQUIRY_MAIL_KIND: MailKind = 'inquiry.created';

const VARIANTS = {
  booking: { kind: NEW_BOOKING_MAIL_KIND, texts: 'newBooking', path: '/booking-details/' },
  inquiry: { kind: NEW_INQUIRY_MAIL_KIND, texts: 'newInquiry', path: '/inquiries/' },
} as const;

export interface NewStayMailInput {
  stayKind: keyof typeof VARIANTS;
  stay: StayFacts;
  host: MailRecipient;
  publicUrl: string;
  /** Signs the one-click unsubscribe token of this address and kind (unsubscribe.ts). */
  sign: (address: string, kind: MailKind) => string;
}

export async function newStayMail(input: NewStayMailInput): Promise<OutgoingMail> {
  const { kind, texts, path } = VARIANTS[input.stayKind];
  const { stay } = input;
  const format = await mailFormat(input.host.locale);
  const { t } = format;
  const vars = { unit: stay.unitName, guest: stay.guestName, checkIn: format.day(stay.checkIn), checkOut: format.day(stay.checkOut) };
  return composeMail({
    key: `${kind}:${stay.stayId}`,
    kind,
    to: input.host,
    format,
    subject: t(`${texts}.subject`, vars),
    title: t(`${texts}.heading`, vars),
    paragraphs: [t(`${texts}.intro`, vars)],
    facts: stayFactRows(format, stay),
    quote: guestMessageQuote(format, stay),
    action: { label: t(`${texts}.action`), url: `${input.publicUrl}${path}${encodeURIComponent(stay.code)}` },
    reason: t(`${texts}.reason`),
    publicUrl: input.publicUrl,
    unsubscribeToken: input.sign(input.host.email, kind),
  });
}
