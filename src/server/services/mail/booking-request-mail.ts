import type { MailKind } from '../../../shared/domain/mail/outbox';
import type { OutgoingMail } from './outbox';
import { composeMail, mailFormat, type MailRecipient } from './compose';
import type { StayFacts } from './stay-facts';

// "A new booking request" (HC §4 request statuses): written to the host when a guest
// asks for a stay on an on-request unit (services/bookings/guest-stays.ts), in the host's
// language, naming the unit and the dates, saying until when the host can answer, with a link to
// the request's page in the portal (/booking-request-details/{code}, src/shared/domain/route-access.ts).

export const BOOKING_REQUEST_MAIL_KIND: MailKind = 'booking-request.created';

export interface BookingRequestMailInput extends StayFacts {
  host: MailRecipient;
  expiresAt: Date;
  publicUrl: string;
  /** A signed one-click unsubscribe token (unsubscribe.ts). */
  unsubscribeToken: string;
}

export async function bookingRequestMail(input: BookingRequestMailInput): Promise<OutgoingMail> {
  const format = await mailFormat(input.host.locale);
  const { t } = format;
  const checkIn = format.day(input.checkIn);
  const checkOut = format.day(input.checkOut);
  return composeMail({
    key: `${BOOKING_REQUEST_MAIL_KIND}:${input.stayId}`,
    kind: BOOKING_REQUEST_MAIL_KIND,
    to: input.host,
    format,
    subject: t('bookingRequest.subject', { unit: input.unitName, checkIn, checkOut }),
    title: t('bookingRequest.heading', { unit: input.unitName }),
    paragraphs: [t('bookingRequest.intro', { guest: input.guestName, unit: input.unitName })],
    facts: [
      [t('bookingRequest.checkIn'), checkIn],
      [t('bookingRequest.checkOut'), checkOut],
      [t('bookingRequest.guests'), String(input.guests)],
      [t('bookingRequest.total'), format.money(input.totalAmount, input.currency)],
    ],
    quote: input.guestMessage ? { label: t('bookingRequest.message'), text: input.guestMessage } : undefined,
    note: t('bookingRequest.expires', { expires: format.moment(input.expiresAt, input.timeZone) }),
    action: { label: t('bookingRequest.action'), url: `${input.publicUrl}/booking-request-details/${encodeURIComponent(input.code)}` },
    reason: t('bookingRequest.reason'),
    publicUrl: input.publicUrl,
    unsubscribeToken: input.unsubscribeToken,
  });
}
