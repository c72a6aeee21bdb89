import type { MailKind } from '../../../shared/domain/mail/outbox';
import type { OutgoingMail } from './outbox';
import { composeMail, mailFormat, type MailRecipient } from './compose';
import { stayFactRows, type StayFacts } from './stay-facts';

// The host's mail when a guest cancelled their own confirmed stay from the guest chat
// (services/bookings/guest-cancel.ts): who, which unit and nights (free again), the guest's reason
// quoted when they gave one, and a link to the booking (/booking-details/{code}) or the inquiry
// (/inquiries/{code}). Written in the cancellation's transaction; one mail per stay (its key).

export const CANCELLED_BY_GUEST_MAIL_KIND: MailKind = 'booking.cancelled-by-guest';

const VARIANTS = {
  booking: { path: '/booking-details/', action: 'cancelledByGuest.actionBooking' },
  inquiry: { path: '/inquiries/', action: 'cancelledByGuest.actionInquiry' },
} as const;

export interface CancelledByGuestMailInput {
  stayKind: keyof typeof VARIANTS;
  stay: StayFacts;
  /** The guest's own words, as they sent them (may be empty). */
  reason: string | null;
  host: MailRecipient;
  publicUrl: string;
  sign: (address: string, kind: MailKind) => string;
}

export async function cancelledByGuestMail(input: CancelledByGuestMailInput): Promise<OutgoingMail> {
  const kind = CANCELLED_BY_GUEST_MAIL_KIND;
  const { path, action } = VARIANTS[input.stayKind];
  const { stay } = input;
  const format = await mailFormat(input.host.locale);
  const { t } = format;
  const vars = { unit: stay.unitName, guest: stay.guestName || stay.code, checkIn: format.day(stay.checkIn), checkOut: format.day(stay.checkOut) };
  return composeMail({
    key: `${kind}:${stay.stayId}`,
    kind,
    to: input.host,
    format,
    subject: t('cancelledByGuest.subject', vars),
    title: t('cancelledByGuest.heading', vars),
    paragraphs: [t('cancelledByGuest.intro', vars)],
    facts: [[t('guestStay.code'), stay.code], ...stayFactRows(format, stay)],
    quote: input.reason ? { label: t('cancelledByGuest.quote'), text: input.reason } : undefined,
    action: { label: t(action), url: `${input.publicUrl}${path}${encodeURIComponent(stay.code)}` },
    reason: t('cancelledByGuest.reason'),
    publicUrl: input.publicUrl,
    unsubscribeToken: input.sign(input.host.email, kind),
  });
}
